// The command line, run as a person would: output, language, exit codes, refusals on stderr only.
#include "testutil.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <sys/stat.h>

namespace {
struct Run
{
    int code;
    QString out, err;
};

Run run(const QStringList &args, const QString &program = QStringLiteral(INFRALAB_EXE))
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("LC_ALL", "C.UTF-8");
    env.insert("QT_QPA_PLATFORM", "offscreen");
    // Without a runtime folder Qt warns on stderr, which must hold only InfraLab's own lines.
    static const QTemporaryDir runtime;
    if (!env.contains("XDG_RUNTIME_DIR")) env.insert("XDG_RUNTIME_DIR", runtime.path());
    p.setProcessEnvironment(env);
    p.start(program, args);
    p.waitForFinished(180000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}
/// The executable on a "full disk": no file can grow past `kib` KiB. SIGXFSZ is ignored, so a write past the
/// limit fails with EFBIG, as it would with ENOSPC, instead of killing the process.
Run runWithFileLimit(int kib, const QStringList &args)
{
    const QString script = QStringLiteral("trap '' XFSZ; ulimit -f %1; exec \"$0\" \"$@\"").arg(kib);
    return run(QStringList{QStringLiteral("-c"), script, QStringLiteral(INFRALAB_EXE)} + args,
               QStringLiteral("bash"));
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// A complete file of its kind: a PNG that decodes, CSV ending its last record, SVG or PDF with its end.
bool complete(const QString &path)
{
    const QByteArray bytes = readAll(path);
    if (path.endsWith(".png")) return !QImage::fromData(bytes, "PNG").isNull();
    if (path.endsWith(".csv")) return bytes.endsWith("\r\n");
    if (path.endsWith(".svg")) return bytes.trimmed().endsWith("</svg>");
    return bytes.startsWith("%PDF") && bytes.trimmed().endsWith("%%EOF");
}

const char *const kCharts[] = {"roofline",        "kv-cache",    "serving-latency", "serving-throughput",
                               "training-memory", "step-time",   "pipeline-gantt",  "allreduce",
                               "amdahl",          "cost-totals", "cost-cumulative", "cost-sensitivity",
                               "cost-energy"};
QString writeFile(const QTemporaryDir &dir, const char *name, const QString &text)
{
    QFile f(dir.filePath(QString::fromLatin1(name)));
    if (f.open(QIODevice::WriteOnly)) f.write(text.toUtf8());
    return f.fileName();
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

    void failedExportKeepsThePreviousFiles_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QStringList>("files");
        QStringList pngs, svgs;
        for (const char *chart : kCharts) {
            pngs << QStringLiteral("%1.png").arg(QLatin1String(chart));
            svgs << QStringLiteral("%1.svg").arg(QLatin1String(chart));
        }
        const QStringList csvs = {"figures.csv", "serving-table.csv", "inputs.csv"};
        QTest::newRow("pdf") << QStringList{"--pdf", "DIR/report.pdf"} << QStringList{"report.pdf"};
        QTest::newRow("png") << QStringList{"--out", "DIR"} << pngs + csvs;
        // Small PNGs pass under the limit; the SVGs, vector pages of every point, do not.
        QTest::newRow("svg") << QStringList{"--out", "DIR", "--svg", "--width", "160", "--height", "100"}
                             << pngs + csvs + svgs;
    }
    void failedExportKeepsThePreviousFiles()
    {
        QFETCH(QStringList, options);
        QFETCH(QStringList, files);
        QTemporaryDir tmp;
        const QDir dir(tmp.path());
        for (const QString &name : files)
            QVERIFY(writeAll(dir.filePath(name), "previous good " + name.toUtf8() + "\n"));
        const Run r =
            runWithFileLimit(64, QStringList{"export"} + options.replaceInStrings("DIR", tmp.path()));
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(!r.err.contains("Unknown error"), qPrintable(r.err));
        // The file the error names is still the previous one.
        const QString failed = QRegularExpression(QStringLiteral("\"([^\"]+)\"")).match(r.err).captured(1);
        QVERIFY2(files.contains(QFileInfo(failed).fileName()), qPrintable(r.err));
        QCOMPARE(readAll(failed), "previous good " + QFileInfo(failed).fileName().toUtf8() + "\n");
        // Every other file is the previous one or a complete new one, and no temporary file is left.
        QStringList expected = files;
        expected.sort();
        QCOMPARE(dir.entryList(QDir::Files, QDir::Name), expected);
        for (const QString &name : files)
            QVERIFY2(readAll(dir.filePath(name)).startsWith("previous good ") || complete(dir.filePath(name)),
                     qPrintable(name));
    }

    void reportPdfIsValid_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<bool>("compare");
        for (const char *lang : {"fr", "en"}) {
            QTest::newRow(lang) << QString::fromLatin1(lang) << false;
            QTest::newRow(qPrintable(QStringLiteral("%1, A pinned").arg(QLatin1String(lang))))
                << QString::fromLatin1(lang) << true;
        }
    }
    void reportPdfIsValid()
    {
        QFETCH(QString, lang);
        QFETCH(bool, compare);
        const QString qpdf = QStandardPaths::findExecutable("qpdf"),
                      pdftoppm = QStandardPaths::findExecutable("pdftoppm");
        if (qpdf.isEmpty() || pdftoppm.isEmpty())
            QSKIP("qpdf and pdftoppm (packaging/setup.sh installs them) are missing");
        QTemporaryDir dir;
        const QString pdf = dir.filePath("report.pdf"), a = dir.filePath("a.infralab");
        QVERIFY(writeAll(a, R"({"format":"infralab-scenario","version":1,
            "values":{"hardware":{"gpu":"course-a100-80"},"serving":{"batch":8}}})"));
        QStringList args = {"export", "--pdf", pdf, "--lang", lang};
        if (compare) args << "--compare" << a;
        const Run exported = run(args);
        QCOMPARE(exported.code, 0);
        QVERIFY2(exported.err.isEmpty(), qPrintable(exported.err));
        // qpdf exits 0 only when it found neither errors nor warnings in the structure and the streams.
        QProcess check;
        check.start(qpdf, {"--check", pdf});
        QVERIFY(check.waitForFinished(120000));
        QVERIFY2(check.exitCode() == 0, check.readAllStandardOutput().right(2000).constData());
        QCOMPARE(check.readAllStandardError(), QByteArray());
        // Poppler draws every page and complains on stderr about what it cannot (e.g. a path without a
        // current point).
        QProcess draw;
        draw.start(pdftoppm, {"-r", "20", "-png", pdf, dir.filePath("page")});
        QVERIFY(draw.waitForFinished(120000));
        QCOMPARE(draw.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(draw.readAllStandardError()), QString());
    }

    void lists()
    {
        const Run d = run({"list", "devices"});
        QCOMPARE(d.code, 0);
        QVERIFY(d.out.contains("h100-sxm"));
        const Run k = run({"list", "keys"});
        QCOMPARE(k.code, 0);
        QVERIFY(k.out.contains("serving.batch"));
        // Columns as wide as their content: the bandwidths' range "[1,000,000 … 1,000,000,000,000,000] B/s"
        // once ran into the description. Every description now starts at the same column, after a space.
        const QStringList lines = k.out.split(u'\n', Qt::SkipEmptyParts);
        const auto column = [&](const char *key, const char *description) {
            for (const QString &line : lines)
                if (line.startsWith(QLatin1String(key) + u' '))
                    return line.indexOf(QLatin1String(description));
            return qsizetype(-1);
        };
        const qsizetype first = column("hardware.gpu", "Device (catalogue id)");
        QVERIFY(first > 0);
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
        for (auto it = o.begin(); it != o.end(); ++it)
            if (it.value().isDouble())
                QVERIFY2(std::isfinite(it.value().toDouble()) && it.value().toDouble() >= 0,
                         qPrintable(it.key()));
    }
};

QTEST_APPLESS_MAIN(TestCli)
#include "tst_cli.moc"
