// The scenario file (ScenarioFile) across versions: saved, opened and saved again it gives the same bytes; a
// file from a newer InfraLab opens with a warning and keeps what this one does not know; an older one is
// upgraded; a malformed one is refused whole; a failed save leaves the previous file whole.
#include "filesizelimit.h"
#include "scenario.h"
#include "scenariofile.h"
#include "testutil.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace infralab;

namespace {
QJsonObject at(const QJsonObject &o, const QString &dotted)
{
    QJsonObject v = o;
    for (const QString &part : dotted.split(u'.'))
        v = v.value(part).toObject();
    return v;
}

/// A file as an InfraLab of format version 3 could write it: keys this one knows, and keys it does not know
/// at the top level, in "values" (in a known group and in a new one, and a dotted name) and in "pinned".
const QByteArray kFutureFile = R"({
  "format": "infralab-scenario", "version": 3,
  "classroom": {"group": "B2", "seats": [1, 2, 3]},
  "values": {"serving": {"batch": 32, "speculative_tokens": 4}, "precision": "fp8",
             "retrieval": {"enabled": true, "chunks": 12.5}, "cost.carbon_tax_eur_per_t": 80},
  "pinned": {"serving": {"batch": 16, "speculative_tokens": 2}}
})";
/// The document of the course's scenario, as a fresh one saves it.
QJsonObject courseDocument()
{
    Scenario course;
    return ScenarioFile(&course).toJson();
}
} // namespace

class TestScenarioFile : public QObject
{
    Q_OBJECT

    /// Saves `file`, opens it in a new Scenario, saves that: both files must have the same bytes.
    static QByteArray savedTwice(const ScenarioFile &file, const QDir &dir)
    {
        const QString first = dir.filePath("first.infralab"), second = dir.filePath("second.infralab");
        Scenario reopened;
        ScenarioFile reopenedFile(&reopened);
        if (!file.save(first) || !reopenedFile.load(first) || !reopenedFile.save(second)) return {};
        const QByteArray bytes = readAll(first);
        return bytes == readAll(second) ? bytes : QByteArray();
    }

private Q_SLOTS:
    void defaultScenarioRoundTripsByteForByte()
    {
        QTemporaryDir dir;
        Scenario course;
        const QByteArray bytes = savedTwice(ScenarioFile(&course), QDir(dir.path()));
        QVERIFY(!bytes.isEmpty());
        // Canonical order: JSON keys sorted at every level ("format" < "values" < "version").
        static const QRegularExpression topKey(QStringLiteral("^    \"([^\"]+)\":"),
                                               QRegularExpression::MultilineOption);
        QStringList keys;
        for (const auto &m : topKey.globalMatch(QString::fromUtf8(bytes)))
            keys << m.captured(1);
        QCOMPARE(keys, QStringList({"format", "values", "version"}));
        QVERIFY2(bytes.contains("\"version\": 1\n"), bytes.constData());
    }

    void numbersAreWrittenInTheirShortestExactForm()
    {
        QTemporaryDir dir;
        Scenario s;
        ScenarioFile file(&s);
        // 0.1 + 0.2 is 0.30000000000000004 in binary64: 17 significant digits are needed to read it back.
        QVERIFY(
            s.applyAssignments({"serving.margin=0.30000000000000004", "serving.batch=48", "cost.years=2.5"}));
        const QByteArray bytes = savedTwice(file, QDir(dir.path()));
        const QString text = QString::fromUtf8(bytes);
        for (const char *expected :
             {"\"margin\": 0.30000000000000004[,\n]", "\"batch\": 48[,\n]", "\"years\": 2.5[,\n]"})
            QVERIFY2(text.contains(QRegularExpression(QLatin1String(expected))), expected);
        Scenario reopened;
        QVERIFY(ScenarioFile(&reopened).load(dir.filePath("first.infralab")));
        QCOMPARE(reopened.values(), s.values());
    }

    void savedFormDoesNotDependOnHowTheFileWasWritten()
    {
        QTemporaryDir dir;
        Scenario built;
        ScenarioFile builtFile(&built);
        QVERIFY(
            built.applyAssignments({"serving.batch=64", "serving.margin=0.25", "training.overlap=false"}));
        QVERIFY(builtFile.save(dir.filePath("built.infralab")));
        // The same values, hand-written: other key order, dotted names, 6.4e1 for 64, 2.5e-1 for 0.25.
        QVERIFY(writeAll(dir.filePath("hand.infralab"), R"({"values": {"training": {"overlap": false},
            "serving.margin": 2.5e-1, "serving": {"batch": 6.4e1}}, "version": 1, "format": "infralab-scenario"})"));
        Scenario hand;
        ScenarioFile handFile(&hand);
        QVERIFY(handFile.load(dir.filePath("hand.infralab")));
        QVERIFY(handFile.save(dir.filePath("hand-saved.infralab")));
        QCOMPARE(readAll(dir.filePath("hand-saved.infralab")), readAll(dir.filePath("built.infralab")));
    }

    void pinnedScenarioRoundTripsByteForByte()
    {
        QTemporaryDir dir;
        Scenario s;
        ScenarioFile file(&s);
        QVERIFY(s.applyAssignments({"hardware.gpu=course-a100-80", "serving.batch=8"}));
        s.comparison().pin();
        QVERIFY(s.applyAssignments(
            {"hardware.gpu=course-h100-sxm", "serving.batch=128", "model.preset=llama3-70b"}));
        const QByteArray bytes = savedTwice(file, QDir(dir.path()));
        QVERIFY(!bytes.isEmpty());
        const QJsonObject root = QJsonDocument::fromJson(bytes).object();
        QCOMPARE(at(root, "pinned.serving").value("batch").toInt(), 8);
        QCOMPARE(at(root, "values.serving").value("batch").toInt(), 128);
    }

    void newerFileOpensWithAWarningAndKeepsWhatItDoesNotKnow()
    {
        Scenario s;
        ScenarioFile file(&s);
        QString error;
        QVERIFY2(file.fromJson(kFutureFile, &error), qPrintable(error));
        QCOMPARE(s.integer(Key::ServingBatch), 32);
        QCOMPARE(s.text(Key::Precision), QStringLiteral("fp8"));
        QVERIFY(s.comparison().pinned());
        QCOMPARE(s.comparison().pinned()->integer(Key::ServingBatch), 16);
        const QString warning = file.warning();
        QVERIFY2(!warning.contains(u'\n'), qPrintable(warning));
        for (const char *named : {"version 3", "classroom", "values.serving.speculative_tokens",
                                  "values.retrieval", "values.cost.carbon_tax_eur_per_t"})
            QVERIFY2(warning.contains(QLatin1String(named)), qPrintable(warning));

        // Saved again, every unknown key is back where it was, and the version stays the newer one.
        QVERIFY(s.set(Key::ServingBatch, 24));
        const QJsonObject saved = file.toJson();
        const QJsonObject future = QJsonDocument::fromJson(kFutureFile).object();
        QCOMPARE(saved.value("version").toInt(), 3);
        QCOMPARE(saved.value("classroom"), future.value("classroom"));
        QCOMPARE(at(saved, "values.serving").value("speculative_tokens").toInt(), 4);
        QCOMPARE(at(saved, "values.serving").value("batch").toInt(), 24);
        QCOMPARE(at(saved, "values").value("retrieval"), at(future, "values").value("retrieval"));
        QCOMPARE(at(saved, "values").value("cost.carbon_tax_eur_per_t").toInt(), 80);
        QCOMPARE(at(saved, "pinned.serving").value("speculative_tokens").toInt(), 2);

        QTemporaryDir dir;
        QVERIFY(!savedTwice(file, QDir(dir.path())).isEmpty());
    }

    void unknownKeysFollowTheirSide()
    {
        Scenario s;
        ScenarioFile file(&s);
        QVERIFY(file.fromJson(kFutureFile));
        s.comparison().swap();
        QCOMPARE(at(file.toJson(), "values.serving").value("speculative_tokens").toInt(), 2);
        QCOMPARE(at(file.toJson(), "pinned.serving").value("speculative_tokens").toInt(), 4);
        s.comparison().unpin();
        QVERIFY(!file.toJson().contains("pinned"));
        // File > New forgets the file: the course's scenario, as a fresh one saves it.
        s.reset();
        file.forgetExtras();
        QCOMPARE(file.toJson(), courseDocument());
        QVERIFY(file.warning().isEmpty());
    }

    void currentFileWithUnknownKeysWarnsToo()
    {
        Scenario s;
        ScenarioFile file(&s);
        QVERIFY(
            file.fromJson(R"({"format":"infralab-scenario","version":1,"values":{"serving":{"bacth":8}}})"));
        QVERIFY2(file.warning().contains("values.serving.bacth"), qPrintable(file.warning()));
        QCOMPARE(s.integer(Key::ServingBatch), 64);
        QCOMPARE(file.toJson().value("version").toInt(), 1);
        // A clean file clears the warning and the kept keys of the previous one.
        QVERIFY(file.fromJson(R"({"format":"infralab-scenario","version":1,"values":{}})"));
        QVERIFY(file.warning().isEmpty());
        QCOMPARE(file.toJson(), courseDocument());
    }

    void gpuCountMapsToTheDataParallelDegree()
    {
        // A file that sets the GPU count alone keeps the course's TP = 1 and PP = 8: DP = 64/(1·8) = 8.
        Scenario s;
        ScenarioFile file(&s);
        QVERIFY(
            file.fromJson(R"({"format":"infralab-scenario","version":1,"values":{"training":{"gpus":64}}})"));
        QCOMPARE(s.integer(Key::TrainingDataParallel), 8);
        QCOMPARE(s.integer(Key::TrainingGpus), 64);
        // One that gives a GPU count other than TP × PP × DP describes two clusters: refused, naming the key,
        // and the scenario keeps what it had.
        const ScenarioValues before = s.values();
        QString error;
        QVERIFY(!file.fromJson(R"({"format":"infralab-scenario","version":1,"values":{"training":)"
                               R"({"gpus":16,"tensor_parallel":1,"pipeline_stages":8,"data_parallel":1}}})",
                               &error));
        QVERIFY2(error.contains(u"training.gpus") && error.contains(u"1 × 8 × 1 = 8, not 16"),
                 qPrintable(error));
        QCOMPARE(s.values(), before);
    }

    void olderFileIsUpgraded_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("no version") << QByteArray(
            R"({"format":"infralab-scenario","values":{"serving":{"batch":8}}})");
        QTest::newRow("version 0") << QByteArray(
            R"({"format":"infralab-scenario","version":0,"values":{"serving":{"batch":8}}})");
    }
    void olderFileIsUpgraded()
    {
        QFETCH(QByteArray, json);
        Scenario s;
        ScenarioFile file(&s);
        QString error;
        QVERIFY2(file.fromJson(json, &error), qPrintable(error));
        QVERIFY(file.warning().isEmpty());
        QCOMPARE(s.integer(Key::ServingBatch), 8);
        QCOMPARE(file.toJson().value("version").toInt(), ScenarioFile::kFormatVersion);
    }

    void knownKeysWithBadValuesAreStillRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QStringList>("mustMention");
        const QByteArray head = R"({"format":"infralab-scenario",)";
        QTest::newRow("future, bad batch")
            << head + R"("version":3,"values":{"serving":{"batch":"x"}},"z":1})"
            << QStringList{"serving.batch", "x"};
        QTest::newRow("future, bad A") << head + R"("version":3,"values":{},"pinned":{"cost":{"years":-1}}})"
                                       << QStringList{"cost.years", "-1", "pinned"};
        QTest::newRow("group not an object")
            << head + R"("version":1,"values":{"serving":5}})" << QStringList{"serving", "5", "object"};
        QTest::newRow("version as text")
            << head + R"("version":"2","values":{}})" << QStringList{"version", "2"};
        QTest::newRow("fractional version")
            << head + R"("version":1.5,"values":{}})" << QStringList{"version", "1.5"};
        QTest::newRow("negative version")
            << head + R"("version":-1,"values":{}})" << QStringList{"version", "-1"};
        QTest::newRow("no values") << head + R"("version":2})" << QStringList{"values"};
    }
    void knownKeysWithBadValuesAreStillRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QStringList, mustMention);
        Scenario s;
        ScenarioFile file(&s);
        QVERIFY(file.fromJson(kFutureFile));
        const QJsonObject before = file.toJson();
        const QString warning = file.warning();
        QString error;
        QVERIFY(!file.fromJson(json, &error));
        QVERIFY2(!error.contains(u'\n'), qPrintable(error));
        for (const QString &word : mustMention)
            QVERIFY2(error.contains(word), qPrintable(error));
        // Nothing half applied: the values, A, the kept keys and the warning are those of the previous file.
        QCOMPARE(file.toJson(), before);
        QCOMPARE(file.warning(), warning);
    }

    void roundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("lesson.infralab");
        Scenario a;
        ScenarioFile aFile(&a);
        QVERIFY(a.applyAssignments({"model.preset=qwen2.5-72b", "serving.batch=128", "training.overlap=false",
                                    "hardware.gpu=mi300x", "cost.requests_per_day=123456.5"}));
        QString error;
        QVERIFY2(aFile.save(path, &error), qPrintable(error));
        Scenario b;
        ScenarioFile bFile(&b);
        QVERIFY2(bFile.load(path, &error), qPrintable(error));
        QCOMPARE(b.values(), a.values());
        // The file is versioned and nested by group.
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(root.value("format").toString(), QStringLiteral("infralab-scenario"));
        QCOMPARE(root.value("version").toInt(), 1);
        QCOMPARE(root.value("values").toObject().value("serving").toObject().value("batch").toInt(), 128);
    }

    void partialFileKeepsDefaultsForTheRest()
    {
        Scenario s;
        ScenarioFile file(&s);
        QVERIFY(s.set(Key::ServingBatch, 4));
        QVERIFY(file.fromJson(
            R"({"format":"infralab-scenario","version":1,"values":{"serving":{"prompt_tokens":900}}})"));
        QCOMPARE(s.integer(Key::ServingPromptTokens), 900);
        QCOMPARE(s.integer(Key::ServingBatch), 64); // loading replaces the scenario: the rest is the course's
    }

    void malformedFiles_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("mustMention");
        QTest::newRow("not json") << QByteArray("{ nope") << "JSON";
        QTest::newRow("array") << QByteArray("[1,2]") << "object";
        QTest::newRow("wrong format")
            << QByteArray(R"({"format":"other","version":1,"values":{}})") << "format";
        // A newer version and unknown keys open with a warning: the tests above.
        QTest::newRow("values not object")
            << QByteArray(R"({"format":"infralab-scenario","version":1,"values":3})") << "values";
        QTest::newRow("wrong type")
            << QByteArray(R"({"format":"infralab-scenario","version":1,"values":{"serving":{"batch":"8"}}})")
            << "serving.batch";
        QTest::newRow("string for number")
            << QByteArray(R"({"format":"infralab-scenario","version":1,"values":{"model":{"params":true}}})")
            << "model.params";
        QTest::newRow("negative")
            << QByteArray(R"({"format":"infralab-scenario","version":1,"values":{"cost":{"years":-3}}})")
            << "-3";
        QTest::newRow("huge number")
            << QByteArray(
                   R"({"format":"infralab-scenario","version":1,"values":{"serving":{"batch":1e400}}})")
            << "JSON"; // Qt's parser refuses non-finite numbers itself
        QTest::newRow("too large") << QByteArray(ScenarioFile::kMaxFileBytes + 10, ' ') << "too large";
    }
    void malformedFiles()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, mustMention);
        Scenario s;
        ScenarioFile file(&s);
        QVERIFY(s.set(Key::ServingBatch, 16));
        const QJsonObject before = file.toJson();
        QString error;
        QVERIFY(!file.fromJson(json, &error));
        QVERIFY2(error.contains(mustMention), qPrintable(error));
        QCOMPARE(file.toJson(), before);
    }

    void loadErrorsNameTheFile()
    {
        Scenario s;
        ScenarioFile file(&s);
        QString error;
        QVERIFY(!file.load("/nonexistent/x.infralab", &error));
        QVERIFY(error.contains("/nonexistent/x.infralab"));
        QTemporaryDir dir;
        QVERIFY(!file.save(dir.filePath("missing/sub/x.infralab"), &error));
        QVERIFY(error.contains("x.infralab"));
    }

    void failedSaveLeavesThePreviousFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("lesson.infralab");
        const QByteArray previous = R"({"format":"infralab-scenario","version":1,"values":{}})";
        QVERIFY(writeAll(path, previous));
        Scenario s;
        ScenarioFile file(&s);
        QString error;
        {
            // The saved scenario is a few kilobytes: 1 KiB is a full disk for it, not for the old file.
            const FileSizeLimit limit(1024);
            QVERIFY(limit.active());
            QVERIFY(!file.save(path, &error));
        }
        QVERIFY2(error.contains(path) && !error.contains("Unknown error") && !error.contains(u'\n'),
                 qPrintable(error));
        QCOMPARE(readAll(path), previous);
        // No temporary file is left beside it.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"lesson.infralab"});
    }
};

QTEST_GUILESS_MAIN(TestScenarioFile)
#include "tst_scenariofile.moc"
