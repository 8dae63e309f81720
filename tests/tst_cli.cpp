// The command line, run as a person would: output, language, exit codes, refusals on stderr only.
#include "testutil.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>

namespace {
struct Run
{
    int code;
    QString out, err;
};

Run run(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("LC_ALL", "C.UTF-8");
    env.insert("QT_QPA_PLATFORM", "offscreen");
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(INFRALAB_EXE), args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}
} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void versionAndHelp()
    {
        const Run v = run({"--version"});
        QCOMPARE(v.code, 0);
        QVERIFY(v.out.startsWith("InfraLab "));
        const Run h = run({"--help"});
        QCOMPARE(h.code, 0);
        QVERIFY(h.out.contains("infralab report"));
        const Run fr = run({"--help", "--lang", "fr"});
        QCOMPARE(fr.code, 0);
        QVERIFY2(fr.out.contains("Utilisation"), qPrintable(fr.out.left(200)));
    }

    void tablesInFrenchAsTheCoursePrintsThem()
    {
        const Run r = run({"tables", "--lang", "fr"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.isEmpty());
        const QStringList lines = r.out.split('\n');
        // The course's own format strings, with its inputs worked out by hand, and a decimal comma:
        // f"{'matériel':22s} {'I* (FLOP/o)':>11s} …" and f"{B:4d} {'oui':>7s} {ttft:9.2f} {tpot*1000:10.1f} …".
        QVERIFY(lines.contains(QStringLiteral("matériel               I* (FLOP/o) ") +
                               QStringLiteral("décodage 7B bf16 tok/s (lot 1)").rightJustified(31) + u' ' +
                               QStringLiteral("entraînement 7B, MFU 45 % (tok/s)").rightJustified(34)));
        QVERIFY(lines.contains(QStringLiteral("H100 SXM").leftJustified(22) + u' ' + QStringLiteral("296").rightJustified(11) +
                               u' ' + QStringLiteral("239").rightJustified(31) + u' ' +
                               QStringLiteral("10607").rightJustified(34)));
        QVERIFY(lines.contains(QStringLiteral("   1     oui      0,04        4,8     206          1,5             5,39")));
        QVERIFY(lines.contains(QStringLiteral(" 256     NON ") + QStringLiteral("10,34").rightJustified(9) + u' ' +
                               QStringLiteral("22,8").rightJustified(10) + u' ' + QStringLiteral("11225").rightJustified(7) +
                               u' ' + QStringLiteral("17,2").rightJustified(12) + u' ' +
                               QStringLiteral("0,10").rightJustified(16)));
        QVERIFY(lines.contains(QStringLiteral("pipeline p =  8 étages, m = 32 micro-lots : bulle 18%")));
        QVERIFY(lines.contains(QStringLiteral("API           :     13304 € sur 3 ans  — pas d'ops, données chez le "
                                              "fournisseur, prix qui peut changer")));
        QVERIFY(lines.contains(QStringLiteral("  3000 req/jour : API     443 €/an vs GPU cloud    1711 €/an → API")));
        QVERIFY(r.out.contains(QStringLiteral("→ 17 GPU pour 200 req/s")));
    }

    void tablesInEnglish()
    {
        const Run r = run({"tables", "--lang", "en"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("   1     yes      0.04        4.8     206          1.5             5.39")));
        QVERIFY(!r.out.contains(QStringLiteral("matériel")));
    }

    void reportJson()
    {
        const Run r = run({"report", "--json", "--set", "model.params=70e9"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        // --set model.params changes N alone: weights 2·70e9, KV per token still the 8B's 2·32·8·128·2.
        QCOMPARE(o.value("serving.weights_bytes").toDouble(), 140e9);
        QCOMPARE(o.value("serving.kv_bytes_per_token").toDouble(), 131072.0);
        QCOMPARE(o.value("serving.fits").toBool(true), false); // 140 GB > 72 GB
        QVERIFY_REL(o.value("cost.onprem").toDouble(), 76428, 1e-12);
        QVERIFY(o.contains("training.gpus_needed"));
    }

    void reportTextIsLocalised()
    {
        const Run r = run({"report", "--lang", "fr"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral(u"16\u00A0Go")), qPrintable(r.out));
    }

    void scenarioFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("s.infralab");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format":"infralab-scenario","version":1,"values":{"serving":{"batch":8}}})");
        f.close();
        const Run ok = run({"report", "--json", "--scenario", path});
        QCOMPARE(ok.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(ok.out.toUtf8()).object();
        QVERIFY_REL(o.value("serving.kv_bytes").toDouble(), 131072.0 * 1800 * 8, 1e-12);
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mustMention");
        QTest::newRow("bad value") << QStringList{"report", "--set", "serving.batch=abc"} << "abc";
        QTest::newRow("bad key") << QStringList{"report", "--set", "serving.bogus=1"} << "serving.bogus";
        QTest::newRow("nan") << QStringList{"report", "--set", "model.params=nan"} << "model.params";
        QTest::newRow("negative") << QStringList{"report", "--set", "training.gpus=-8"} << "-8";
        QTest::newRow("missing file") << QStringList{"report", "--scenario", "/nonexistent.infralab"}
                                      << "/nonexistent.infralab";
        QTest::newRow("bad language") << QStringList{"tables", "--lang", "de"} << "de";
        QTest::newRow("unknown option") << QStringList{"report", "--frobnicate"} << "--frobnicate";
        QTest::newRow("missing value") << QStringList{"report", "--set"} << "--set";
        QTest::newRow("extra argument") << QStringList{"tables", "extra"} << "extra";
        QTest::newRow("list what") << QStringList{"list", "gpus"} << "gpus";
        QTest::newRow("bad catalogue") << QStringList{"report", "--catalogue", "/nonexistent.json"}
                                       << "/nonexistent.json";
    }
    void refusals()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mustMention);
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(mustMention), qPrintable(r.err));
        QCOMPARE(r.err.count('\n'), 1); // one clear line
    }

    void exportWritesEveryChart()
    {
        QTemporaryDir dir;
        const Run r = run({"export", "--out", dir.path(), "--width", "1200", "--height", "750", "--lang", "fr"});
        QCOMPARE(r.code, 0);
        for (const char *name : {"roofline.png", "kv-cache.png", "serving-latency.png"}) {
            const QImage image(dir.filePath(name));
            QVERIFY2(!image.isNull(), name);
            QCOMPARE(image.size(), QSize(1200, 750));
        }
        // An unwritable folder is a clear error.
        const Run bad = run({"export", "--out", "/proc/infralab-export"});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.out.isEmpty());
        QVERIFY(bad.err.contains("/proc/infralab-export"));
        const Run noOut = run({"export"});
        QCOMPARE(noOut.code, 2);
        QVERIFY(noOut.err.contains("--out"));
    }

    void lists()
    {
        const Run d = run({"list", "devices"});
        QCOMPARE(d.code, 0);
        QVERIFY(d.out.contains("h100-sxm"));
        const Run k = run({"list", "keys"});
        QCOMPARE(k.code, 0);
        QVERIFY(k.out.contains("serving.batch"));
    }
};

QTEST_APPLESS_MAIN(TestCli)
#include "tst_cli.moc"
