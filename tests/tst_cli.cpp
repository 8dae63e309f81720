// The command line, run as a person would: output, language, exit codes, refusals on stderr only.
#include "clitestutil.h"
#include "testutil.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <sys/stat.h>

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
        QVERIFY(h.out.contains("infralab report") && h.out.contains("training, serving, platform, choose"));
        const Run fr = run({"--help", "--lang", "fr"});
        QCOMPARE(fr.code, 0);
        QVERIFY2(fr.out.contains("Utilisation"), qPrintable(fr.out.left(200)));
        // report and the three forms of export take --measurements (README, Command line): the usage says so.
        QCOMPARE(h.out.count("[--measurements FILE]"), 1 + 3);
        QCOMPARE(fr.out.count("[--measurements FICHIER]"), 1 + 3);
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

    void servingLlama70bOnFourGpus()
    {
        const Run one = run({"report", "--json", "--set", "model.preset=llama3-70b"});
        QCOMPARE(one.code, 0);
        // 70.554e9 · 2 bytes = 141 GB > 0.9 · 80 GB: one course H100 cannot hold Llama 3 70B in bf16.
        QCOMPARE(QJsonDocument::fromJson(one.out.toUtf8()).object().value("serving.fits").toBool(true),
                 false);
        const Run r = run(
            {"report", "--json", "--set", "model.preset=llama3-70b", "--set", "serving.tensor_parallel=4"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value("serving.fits").toBool(false), true);
        QVERIFY_REL(o.value("serving.weights_bytes_per_gpu").toDouble(), 70.554e9 * 2 / 4, 1e-12);
        // Batch 64 of 1 800 tokens, 2 of the 8 KV heads per GPU: 2·80·2·128·2 bytes per token.
        QVERIFY_REL(o.value("serving.kv_bytes_per_gpu").toDouble(), 2.0 * 80 * 2 * 128 * 2 * 1800 * 64,
                    1e-12);
        // Two ring all-reduces of 64·8192·2 bytes per layer at 450 GB/s: 160 · 2·3/4 · 1 MiB / 450e9.
        QVERIFY_REL(o.value("serving.tp_decode_allreduce_s").toDouble(), 160 * 1.5 * 1048576 / 450e9, 1e-12);
        const double tpot =
            (70.554e9 * 2 / 4 + 2.0 * 80 * 2 * 128 * 2 * 1800 * 64) / 3.35e12 + 160 * 1.5 * 1048576 / 450e9;
        QVERIFY_REL(o.value("serving.tpot_s").toDouble(), tpot, 1e-12);
        // The planner answers for 200 req/s in copies of 4 GPUs.
        const double gpus = o.value("serving.gpus_for_target").toDouble(-1);
        QVERIFY(gpus > 0);
        QCOMPARE(gpus, 4 * o.value("serving.replicas_for_target").toDouble());
    }

    void reportJsonListsOperators()
    {
        // The course's 8B (d = 4 096, d_ff = 14 336, 32 layers) at batch 1: nine operators per phase, the
        // decode FFN up 2·d·d_ff FLOPs and memory-bound (I ≈ 1 < the H100's 296), the prefill one over the
        // 1 500 prompt tokens compute-bound; the decode sums are theorem 1's 2N within 3 %.
        const Run r = run({"report", "--json", "--set", "serving.batch=1"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonArray ops = o.value("operators").toArray();
        QCOMPARE(ops.size(), 18);
        int checked = 0;
        for (const QJsonValue &v : ops) {
            const QJsonObject op = v.toObject();
            if (op.value("id").toString() != u"ffn-up") continue;
            const bool decode = op.value("phase").toString() == u"decode";
            QCOMPARE(op.value("flops").toDouble(), (decode ? 1 : 1500) * 2 * 4096.0 * 14336);
            QCOMPARE(op.value("bound").toString(), QString::fromLatin1(decode ? "memory" : "compute"));
            QCOMPARE(op.value("per").toString(), QStringLiteral("layer"));
            QVERIFY_REL(op.value("intensity_flop_per_byte").toDouble(),
                        op.value("flops").toDouble() / op.value("bytes").toDouble(), 1e-12);
            ++checked;
        }
        QCOMPARE(checked, 2);
        QVERIFY_REL(o.value("roofline.operators_decode_flops").toDouble(), 2 * 8e9, 0.03);
    }

    void reportTextIsLocalised()
    {
        const Run r = run({"report", "--lang", "fr"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral(u"16\u00A0Go")), qPrintable(r.out));
        // The window's word joiner after a unit's slash stays out of the terminal: "To/s" is found as typed.
        // The H100 SXM's 3.35 TB/s (datasheet), in French.
        QVERIFY2(r.out.contains(QStringLiteral(u"3,35\u00A0To/s")), qPrintable(r.out));
        QVERIFY(!r.out.contains(QChar(0x2060)));
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
        QTest::newRow("bad csv form") << QStringList{"export", "--out", "/tmp", "--csv", "excel"} << "--csv";
        QTest::newRow("unknown option") << QStringList{"report", "--frobnicate"} << "--frobnicate";
        QTest::newRow("negative steps") << QStringList{"bench", "--steps", "-1"} << "--steps";
        QTest::newRow("steps not a number") << QStringList{"bench", "--steps", "many"} << "many";
        // Counts and sizes are plain digits: a sign or a space is refused, naming the option and the value.
        QTest::newRow("steps with a plus")
            << QStringList{"bench", "--steps", "+5"} << "--steps: value \"+5\"";
        QTest::newRow("width with a plus")
            << QStringList{"export", "--chart", "roofline", "--out", "/tmp/x.png", "--width", "+800"}
            << "--width: value \"+800\"";
        QTest::newRow("height with a space")
            << QStringList{"export", "--chart", "roofline", "--out", "/tmp/x.png", "--height", " 600"}
            << "--height: value \" 600\"";
        QTest::newRow("size with a plus")
            << QStringList{"measure", "--size", "dense.tokens=+64"} << "dense.tokens: value \"+64\"";
        // Switches take no value; --pinned is bench's, and --compare already pins a scenario.
        QTest::newRow("pinned with a value") << QStringList{"bench", "--pinned=no"} << "--pinned";
        QTest::newRow("presentation with a value") << QStringList{"bench", "--presentation=1"} << "\"1\"";
        QTest::newRow("pinned outside bench") << QStringList{"report", "--pinned"} << "--pinned";
        QTest::newRow("pinned and compare")
            << QStringList{"bench", "--pinned", "--compare", "/tmp/a.infralab"} << "--compare";
        QTest::newRow("empty chart") << QStringList{"export", "--chart=", "--out", "/tmp/r.png"} << "--chart";
        QTest::newRow("unknown tab") << QStringList{"--tab", "costs"} << "costs";
        // The window's zoom: a whole percentage from 60 (the smallest zoom) to 300 (the largest on any
        // screen).
        QTest::newRow("zoom too large") << QStringList{"--zoom", "400"} << "--zoom: value \"400\"";
        QTest::newRow("zoom too small") << QStringList{"--zoom=50"} << "from 60 to 300";
        QTest::newRow("zoom nan") << QStringList{"--zoom", "nan"} << "--zoom: value \"nan\"";
        QTest::newRow("zoom inf") << QStringList{"--zoom", "inf"} << "--zoom: value \"inf\"";
        QTest::newRow("zoom decimal") << QStringList{"--zoom", "1.5"} << "--zoom: value \"1.5\"";
        QTest::newRow("missing value") << QStringList{"report", "--set"} << "--set";
        QTest::newRow("extra argument") << QStringList{"tables", "extra"} << "extra";
        QTest::newRow("list what") << QStringList{"list", "gpus"} << "gpus";
        QTest::newRow("bad catalogue") << QStringList{"report", "--catalogue", "/nonexistent.json"}
                                       << "/nonexistent.json";
        // Hostile input: empty names, special files (which once blocked or read without end), a schedule the
        // simulator cannot run.
        QTest::newRow("empty scenario") << QStringList{"report", "--scenario", ""} << "--scenario";
        QTest::newRow("empty compare") << QStringList{"report", "--compare="} << "--compare";
        QTest::newRow("empty catalogue")
            << QStringList{"list", "devices", "--catalogue", ""} << "--catalogue";
        QTest::newRow("scenario /dev/zero")
            << QStringList{"report", "--scenario", "/dev/zero"} << "/dev/zero";
        QTest::newRow("scenario /dev/stdin")
            << QStringList{"report", "--scenario", "/dev/stdin"} << "/dev/stdin";
        QTest::newRow("compare directory") << QStringList{"report", "--compare", "/tmp"} << "directory";
        QTest::newRow("catalogue /dev/zero")
            << QStringList{"list", "devices", "--catalogue", "/dev/zero"} << "/dev/zero";
        QTest::newRow("interleaved m") << QStringList{"report", "--set", "training.schedule=interleaved",
                                                      "--set", "training.microbatches=12"}
                                       << "training.microbatches";
        // Serving on t GPUs splits the heads: 3 does not divide the 8B's 32; 64 is the most.
        QTest::newRow("tensor parallel 3")
            << QStringList{"report", "--set", "serving.tensor_parallel=3"} << "serving.tensor_parallel";
        QTest::newRow("tensor parallel 128")
            << QStringList{"report", "--set", "serving.tensor_parallel=128"} << "128";
        // Llama 2 was trained on 4 096 tokens (Touvron et al. 2023, Table 1): 4 000 + 300 do not fit.
        QTest::newRow("longer than the context")
            << QStringList{"report", "--set", "model.preset=llama2-7b", "--set", "serving.prompt_tokens=4000"}
            << "4096";
        // A model whose heads t does not divide: the line says how many heads.
        QTest::newRow("heads under t")
            << QStringList{"report", "--set", "serving.tensor_parallel=4", "--set", "model.heads=6"}
            << "6 attention heads";
        // A free model's N follows its shapes: 1 000 layers 10⁶ wide give far more than model.params' 10¹⁴.
        QTest::newRow("free model out of range") << QStringList{"report",
                                                                "--set",
                                                                "model.free=true",
                                                                "--set",
                                                                "model.layers=1000",
                                                                "--set",
                                                                "model.d_model=1000000"}
                                                 << "model.layers";
        // The bandwidth's share, a fraction in [0.01, 1] like the compute's: the line names key and value.
        QTest::newRow("bandwidth efficiency above 1")
            << QStringList{"report", "--set", "serving.bandwidth_efficiency=1.5"}
            << "serving.bandwidth_efficiency";
        QTest::newRow("bandwidth efficiency nan")
            << QStringList{"report", "--set", "serving.bandwidth_efficiency=nan"} << "nan";
        // A refusal is worded in the language asked for, although it is found before any translator is
        // loaded.
        QTest::newRow("zoom in French")
            << QStringList{"--lang", "fr", "--zoom", "400"} << "valeur \"400\" refusée";
        QTest::newRow("steps in French")
            << QStringList{"--lang", "fr", "bench", "--steps=x"} << "de 0 à 1000000";
        QTest::newRow("bandwidth efficiency zero")
            << QStringList{"report", "--set", "serving.bandwidth_efficiency=0"}
            << "serving.bandwidth_efficiency";
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

    void newerScenarioFileOpensWithAWarning()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("future.infralab");
        QVERIFY(writeAll(path, R"({"format":"infralab-scenario","version":2,
            "values":{"serving":{"batch":8,"speculative_tokens":4}}})"));
        for (const QStringList &args : {QStringList{"report", "--json", "--scenario", path},
                                        QStringList{"report", "--json", "--compare", path}}) {
            const Run r = run(args);
            QCOMPARE(r.code, 0);
            QCOMPARE(r.err.count('\n'), 1); // one line, naming the file, the version and the kept key
            QVERIFY2(r.err.contains(path) && r.err.contains("version 2") &&
                         r.err.contains("values.serving.speculative_tokens"),
                     qPrintable(r.err));
            QVERIFY(QJsonDocument::fromJson(r.out.toUtf8()).isObject());
        }
        // Batch 8 was read: KV cache = 2·L·h_kv·d_k·2 bytes per token × (1 500 + 300) tokens × 8 sequences.
        const Run r = run({"report", "--json", "--scenario", path});
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY_REL(o.value("serving.kv_bytes").toDouble(), 2.0 * 32 * 8 * 128 * 2 * 1800 * 8, 1e-12);
    }

    void lists()
    {
        const Run d = run({"list", "devices"});
        QCOMPARE(d.code, 0);
        QVERIFY(d.out.contains("h100-sxm"));
        const Run k = run({"list", "keys"});
        QCOMPARE(k.code, 0);
        QVERIFY(k.out.contains(QLatin1String("serving.batch")));
        // Columns as wide as their content: the bandwidths' range "[1,000,000 … 1,000,000,000,000,000] B/s"
        // once ran into the description. Every description now starts at the same column, after a space.
        const QStringList lines = k.out.split(u'\n', Qt::SkipEmptyParts);
        const auto column = [&](const char *key, const char *description) {
            for (const QString &line : lines)
                if (line.startsWith(QLatin1String(key) + u' '))
                    return line.indexOf(QLatin1String(description));
            return qsizetype(-1);
        };
        const qsizetype first = column("hardware.gpu", "Device");
        QVERIFY(first > 0);
        // What a device value is goes in the range column, not in the description the window shows.
        QVERIFY(column("hardware.gpu", "a device id (infralab list devices)") > 0);
        QVERIFY(column("model.preset", "a model id (infralab list models)") > 0);
        QCOMPARE(column("training.intra_bw", "Intra-node bandwidth"), first);
        QCOMPARE(column("cost.edge_maintenance_eur_per_year", "Maintenance per edge device"), first);
        for (const QString &line : lines)
            QVERIFY2(line.at(first - 1) == u' ', qPrintable(line));
    }

    void listColumnsFitLongNames()
    {
        QTemporaryDir dir;
        const QString id = QString(40, u'i'), name = QString(45, u'n');
        const QString path =
            writeFile(dir, "long.json",
                      QStringLiteral(R"({"format": "infralab-catalogue", "version": 1, "devices": [
            {"id": "%1", "name": "%2", "vendor": "T", "kind": "gpu", "peak_tflops": {"bf16": 100},
             "memory_gb": 80, "bandwidth_tbps": 2, "power_w": 400, "source": "test"}]})")
                          .arg(id, name));
        const Run r = run({"list", "devices", "--catalogue", path});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        const QString own = lines.last();
        QVERIFY2(own.startsWith(id + u' ') && own.contains(u' ' + name + u' '), qPrintable(own));
        // The name column starts at the same place on every line.
        const qsizetype nameColumn = own.indexOf(name);
        for (const QString &line : lines)
            QVERIFY2(line.at(nameColumn - 1) == u' ', qPrintable(line));
    }

    void fifoIsRefusedWithoutBlocking()
    {
        // Reading a FIFO with no writer never ends; the test would time out (60 s) if it blocked.
        QTemporaryDir dir;
        const QString fifo = dir.filePath("pipe.infralab");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        for (const QStringList &args : {QStringList{"report", "--scenario", fifo},
                                        {"report", "--compare", fifo},
                                        {"list", "devices", "--catalogue", fifo}}) {
            const Run r = run(args);
            QCOMPARE(r.code, 2);
            QVERIFY(r.out.isEmpty());
            QVERIFY2(r.err.contains(fifo) && r.err.contains("FIFO") && r.err.count(u'\n') == 1,
                     qPrintable(r.err));
        }
    }

    void longValuesAreCut()
    {
        const QString huge(100000, u'7'); // one argument may not exceed 128 KiB (MAX_ARG_STRLEN)
        for (const QStringList &args : {QStringList{"report", "--set", "serving.batch=" + huge},
                                        {"report", "--scenario", huge},
                                        {"list", huge},
                                        {"report", "--" + huge.mid(2)},
                                        {"tables", huge}}) {
            const Run r = run(args);
            QCOMPARE(r.code, 2);
            QVERIFY(r.out.isEmpty());
            QVERIFY2(r.err.size() < 400 && r.err.contains("100000") && r.err.count(u'\n') == 1,
                     qPrintable(r.err.left(400)));
        }
    }

    void hugeDemandGivesNoneNotANegativeCount()
    {
        // 10⁷ req/s with a margin of 10 and 10⁵ output tokens: the best batch (4, the largest that fits 80 GB
        // with 101 500 tokens per sequence) serves about 4 / 2 000 s, so some 5·10¹⁰ GPUs: past INT_MAX, once
        // printed as −2 147 483 648. Now "none", and every other figure finite and non-negative.
        const Run r =
            run({"report", "--json", "--set", "serving.request_rate=1e7", "--set", "serving.margin=10",
                 "--set", "serving.slo_s=1e5", "--set", "serving.output_tokens=100000"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(o.contains("serving.gpus_for_target"));
        QVERIFY(o.value("serving.gpus_for_target").isNull());
        // The errors against published runs (model / published − 1) are signed: only finite.
        for (auto it = o.begin(); it != o.end(); ++it)
            if (it.value().isDouble())
                QVERIFY2(std::isfinite(it.value().toDouble()) &&
                             (it.value().toDouble() >= 0 || it.key().endsWith(u"_error")),
                         qPrintable(it.key()));
    }
};

QTEST_APPLESS_MAIN(TestCli)
#include "tst_cli.moc"
