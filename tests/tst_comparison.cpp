// The A/B comparison's model side (Comparison): pinning freezes a copy, swapping exchanges the two in one
// batch, files carry A and are refused whole when A is wrong.
#include "hardwarescenario.h"
#include "scenario.h"
#include "scenariofile.h"
#include "testutil.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace infralab;

class TestComparison : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pinFreezesACopy()
    {
        Scenario s;
        QCOMPARE(s.comparison().pinned(), nullptr);
        QSignalSpy pinned(&s.comparison(), &Comparison::changed);
        s.comparison().pin();
        QCOMPARE(pinned.count(), 1);
        QVERIFY(s.comparison().pinned());
        QVERIFY(s.set(Key::ServingBatch, 8));
        // A keeps the course's batch 64 while B moves.
        QCOMPARE(s.comparison().pinned()->integer(Key::ServingBatch), 64);
        QCOMPARE(s.integer(Key::ServingBatch), 8);
        // Pinning the same values again is not a change.
        s.comparison().pin();
        QCOMPARE(pinned.count(), 2);
        s.comparison().pin();
        QCOMPARE(pinned.count(), 2);
        s.comparison().unpin();
        QCOMPARE(s.comparison().pinned(), nullptr);
        QCOMPARE(pinned.count(), 3);
        s.comparison().unpin();
        QCOMPARE(pinned.count(), 3);
    }

    void swapExchangesInOneBatch()
    {
        Scenario s;
        QVERIFY(s.set(Key::HardwareGpu, "course-a100-80"));
        s.comparison().pin();
        QVERIFY(s.apply({{Key::HardwareGpu, "course-h100-sxm"}, {Key::ServingBatch, 16}}));
        QSignalSpy changed(&s, &Scenario::changed);
        QSignalSpy applied(&s, &Scenario::applied);
        s.comparison().swap();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(applied.count(), 1); // one undo step for the live side
        QCOMPARE(s.text(Key::HardwareGpu), QStringLiteral("course-a100-80"));
        QCOMPARE(s.integer(Key::ServingBatch), 64);
        QCOMPARE(s.comparison().pinned()->text(Key::HardwareGpu), QStringLiteral("course-h100-sxm"));
        QCOMPARE(s.comparison().pinned()->integer(Key::ServingBatch), 16);
        // A's typed views read A's own values: 80 GB A100 against the 80 GB H100 of the course's table.
        QCOMPARE(selectedDevice(*s.comparison().pinned()).bandwidth, 3.35e12);
        QVERIFY(selectedDevice(s).bandwidth < 3.35e12);
    }

    void fileCarriesA()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("ab.infralab");
        Scenario s;
        QVERIFY(s.set(Key::ServingBatch, 1));
        s.comparison().pin();
        QVERIFY(s.set(Key::ServingBatch, 128));
        QVERIFY(ScenarioFile(&s).save(path));

        Scenario t;
        ScenarioFile tFile(&t);
        QVERIFY(tFile.load(path));
        QVERIFY(t.comparison().pinned());
        QCOMPARE(t.comparison().pinned()->integer(Key::ServingBatch), 1);
        QCOMPARE(t.integer(Key::ServingBatch), 128);

        // A file without A drops the A of the scenario it replaces.
        Scenario plain;
        const QString plainPath = dir.filePath("plain.infralab");
        QVERIFY(ScenarioFile(&plain).save(plainPath));
        QVERIFY(tFile.load(plainPath));
        QCOMPARE(t.comparison().pinned(), nullptr);

        // --compare loads only the live values of a file as A.
        QVERIFY(t.comparison().pinFile(path));
        QCOMPARE(t.comparison().pinned()->integer(Key::ServingBatch), 128);
    }

    void wrongAIsRefusedWhole()
    {
        Scenario s;
        ScenarioFile file(&s);
        QVERIFY(s.set(Key::ServingBatch, 32));
        const QByteArray json = R"({"format": "infralab-scenario", "version": 1,
            "values": {"serving": {"batch": 2}},
            "pinned": {"serving": {"batch": -3}}})";
        QString error;
        QVERIFY(!file.fromJson(json, &error));
        QVERIFY2(error.contains(QLatin1String("serving.batch")) && error.contains("-3") &&
                     error.contains("pinned scenario"),
                 qPrintable(error));
        // Nothing was applied: neither B nor A.
        QCOMPARE(s.integer(Key::ServingBatch), 32);
        QCOMPARE(s.comparison().pinned(), nullptr);

        QVERIFY(!file.fromJson(R"({"format": "infralab-scenario", "version": 1, "values": {}, "pinned": 3})",
                               &error));
        QVERIFY2(error.contains("pinned"), qPrintable(error));
        QVERIFY(!s.comparison().pinFile(QStringLiteral("/nonexistent/a.infralab"), &error));
        QVERIFY2(error.contains("/nonexistent/a.infralab"), qPrintable(error));
        QCOMPARE(s.comparison().pinned(), nullptr);
    }

    void keptKeysFollowTheirSide()
    {
        // What a file holds that this InfraLab does not know stays with its side (ScenarioFile).
        QTemporaryDir dir;
        const QString newer = dir.filePath("newer.infralab");
        QVERIFY(writeAll(
            newer,
            R"({"format":"infralab-scenario","version":3,"values":{"serving":{"batch":32,"speculative_tokens":4}}})"));
        Scenario s;
        ScenarioFile file(&s);
        QVERIFY(
            file.fromJson(R"({"format":"infralab-scenario","version":1,"values":{"serving":{"bacth":8}}})"));
        auto kept = [&file](const char *side, const char *key) {
            return file.toJson().value(side).toObject().value("serving").toObject().value(key).toInt();
        };
        // Pinned from the live side, A takes the keys kept beside it.
        s.comparison().pin();
        QCOMPARE(kept("pinned", "bacth"), 8);
        // Read by --compare, A takes the live side of that file with its own kept keys, and its warning.
        QVERIFY(s.comparison().pinFile(newer));
        QCOMPARE(s.comparison().pinned()->integer(Key::ServingBatch), 32);
        QCOMPARE(kept("pinned", "speculative_tokens"), 4);
        QCOMPARE(kept("pinned", "bacth"), 0);
        QCOMPARE(kept("values", "bacth"), 8);
        QCOMPARE(file.toJson().value("version").toInt(), 1); // only A came from the newer file
        QVERIFY2(file.pinnedWarning().contains("version 3"), qPrintable(file.pinnedWarning()));
        s.comparison().unpin();
        QVERIFY(file.pinnedWarning().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestComparison)
#include "tst_comparison.moc"
