// The A/B comparison's model side: pinning freezes a copy, swapping exchanges the two in one batch, files carry
// A and are refused whole when A is wrong.
#include "scenario.h"
#include "testutil.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace infralab;

class TestScenarioPin : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pinFreezesACopy()
    {
        Scenario s;
        QCOMPARE(s.pinned(), nullptr);
        QSignalSpy pinned(&s, &Scenario::pinnedChanged);
        s.pin();
        QCOMPARE(pinned.count(), 1);
        QVERIFY(s.pinned());
        QVERIFY(s.set(Key::ServingBatch, 8));
        // A keeps the course's batch 64 while B moves.
        QCOMPARE(s.pinned()->integer(Key::ServingBatch), 64);
        QCOMPARE(s.integer(Key::ServingBatch), 8);
        // Pinning the same values again is not a change.
        s.pin();
        QCOMPARE(pinned.count(), 2);
        s.pin();
        QCOMPARE(pinned.count(), 2);
        s.unpin();
        QCOMPARE(s.pinned(), nullptr);
        QCOMPARE(pinned.count(), 3);
        s.unpin();
        QCOMPARE(pinned.count(), 3);
    }

    void swapExchangesInOneBatch()
    {
        Scenario s;
        QVERIFY(s.set(Key::HardwareGpu, "course-a100-80"));
        s.pin();
        QVERIFY(s.apply({{Key::HardwareGpu, "course-h100-sxm"}, {Key::ServingBatch, 16}}));
        QSignalSpy changed(&s, &Scenario::changed);
        QSignalSpy applied(&s, &Scenario::applied);
        s.swapPinned();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(applied.count(), 1); // one undo step for the live side
        QCOMPARE(s.text(Key::HardwareGpu), QStringLiteral("course-a100-80"));
        QCOMPARE(s.integer(Key::ServingBatch), 64);
        QCOMPARE(s.pinned()->text(Key::HardwareGpu), QStringLiteral("course-h100-sxm"));
        QCOMPARE(s.pinned()->integer(Key::ServingBatch), 16);
        // A's typed views read A's own values: 80 GB A100 against the 80 GB H100 of the course's table.
        QCOMPARE(s.pinned()->device().bandwidth, 3.35e12);
        QVERIFY(s.device().bandwidth < 3.35e12);
    }

    void fileCarriesA()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("ab.infralab");
        Scenario s;
        QVERIFY(s.set(Key::ServingBatch, 1));
        s.pin();
        QVERIFY(s.set(Key::ServingBatch, 128));
        QVERIFY(s.saveFile(path));

        Scenario t;
        QVERIFY(t.loadFile(path));
        QVERIFY(t.pinned());
        QCOMPARE(t.pinned()->integer(Key::ServingBatch), 1);
        QCOMPARE(t.integer(Key::ServingBatch), 128);

        // A file without A drops the A of the scenario it replaces.
        Scenario plain;
        const QString plainPath = dir.filePath("plain.infralab");
        QVERIFY(plain.saveFile(plainPath));
        QVERIFY(t.loadFile(plainPath));
        QCOMPARE(t.pinned(), nullptr);

        // --compare loads only the live values of a file as A.
        QVERIFY(t.pinFile(path));
        QCOMPARE(t.pinned()->integer(Key::ServingBatch), 128);
    }

    void wrongAIsRefusedWhole()
    {
        Scenario s;
        QVERIFY(s.set(Key::ServingBatch, 32));
        const QByteArray json = R"({"format": "infralab-scenario", "version": 1,
            "values": {"serving": {"batch": 2}},
            "pinned": {"serving": {"batch": -3}}})";
        QString error;
        QVERIFY(!s.fromJson(json, &error));
        QVERIFY2(error.contains(QLatin1String("serving.batch")) && error.contains("-3") &&
                     error.contains("A"),
                 qPrintable(error));
        // Nothing was applied: neither B nor A.
        QCOMPARE(s.integer(Key::ServingBatch), 32);
        QCOMPARE(s.pinned(), nullptr);

        QVERIFY(!s.fromJson(R"({"format": "infralab-scenario", "version": 1, "values": {}, "pinned": 3})", &error));
        QVERIFY2(error.contains("pinned"), qPrintable(error));
        QVERIFY(!s.pinFile(QStringLiteral("/nonexistent/a.infralab"), &error));
        QVERIFY2(error.contains("/nonexistent/a.infralab"), qPrintable(error));
        QCOMPARE(s.pinned(), nullptr);
    }
};

QTEST_GUILESS_MAIN(TestScenarioPin)
#include "tst_scenariopin.moc"
