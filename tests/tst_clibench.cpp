// `infralab bench` run as a person would, for its modes, not its timing (README, Performance). Not labelled
// `cli`: the sanitizer run (packaging/sanitize.sh) leaves the window's benchmark out.
#include "clitestutil.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class TestCliBench : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void benchPinnedInPresentation()
    {
        // One step of each Hardware slider shows the mode the figures were measured in.
        const Run r = run({"bench", "hardware", "--steps", "1", "--pinned", "--presentation", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(o.value("pinned").toBool() && o.value("presentation").toBool());
        // Full screen on the benchmark's 1920×1080 screen, text at 150 % (README, Using the window: View).
        QCOMPARE(o.value("window").toString(), QStringLiteral("1920x1080"));
        QCOMPARE(o.value("zoom").toDouble(), 1.5);
        QVERIFY(o.value("tabs").toObject().value("hardware").toObject().value("samples").toDouble() > 0);
    }
};

QTEST_APPLESS_MAIN(TestCliBench)
#include "tst_clibench.moc"
