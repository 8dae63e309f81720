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
    }
};

QTEST_APPLESS_MAIN(TestCli)
#include "tst_cli.moc"
