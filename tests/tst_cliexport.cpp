// The command line's exports, run as a person would: every chart written, one chart alone (--chart), a failed
// write (a full disk) leaving the previous files untouched, and a lab report that PDF tools read without an
// error.
#include "clitestutil.h"
#include "testutil.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QXmlStreamReader>
#include <algorithm>

class TestCliExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
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

    void exportWritesTheFrenchCsvForm()
    {
        // --csv fr: semicolons and the decimal comma, e.g. the course's MFU of 0.45 in inputs.csv.
        QTemporaryDir dir;
        const Run r =
            run({"export", "--out", dir.path(), "--csv", "fr", "--width", "320", "--height", "200"});
        QCOMPARE(r.code, 0);
        const QString inputs = QString::fromUtf8(readAll(dir.filePath(QStringLiteral("inputs.csv"))));
        QVERIFY2(inputs.contains(QStringLiteral("\ntraining.mfu;")), qPrintable(inputs.left(300)));
        QVERIFY2(inputs.contains(QStringLiteral(";0,45;0,45;")), qPrintable(inputs.left(300)));
        const Run bad = run({"export", "--out", dir.path(), "--csv", "excel"});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.out.isEmpty());
        for (const char *named : {"--csv", "excel", "rfc4180"})
            QVERIFY2(bad.err.contains(QLatin1String(named)), qPrintable(bad.err));
    }

    void exportWritesOneChart()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath("roofline.png"), svg = dir.filePath("kv-cache.svg");
        const Run r = run({"export", "--chart", "roofline", "--out", png, "--width", "1200", "--height",
                           "750", "--lang", "fr"});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, png + "\n");
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1200, 750));
        QImage white(image.size(), image.format());
        white.fill(Qt::white);
        QVERIFY(image != white);
        // The extension chooses SVG: an XML document whose root is <svg>, of the PNG's layout size.
        const Run v =
            run({"export", "--chart", "kv-cache", "--out", svg, "--width", "1200", "--height", "750"});
        QCOMPARE(v.code, 0);
        QXmlStreamReader xml(readAll(svg));
        QVERIFY(xml.readNextStartElement());
        QCOMPARE(xml.name(), QStringLiteral("svg"));
        QCOMPARE(xml.attributes().value("viewBox"), QStringLiteral("0 0 1200 750"));
        QStringList texts;
        int images = 0;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement()) continue;
            if (xml.name() == u"image") ++images;
            if (xml.name() == u"text") texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        // Every text stays text, the legend's entries too (a legend copied from a picture of it, as the
        // window draws it, would be a bitmap here).
        QCOMPARE(images, 0);
        for (const QString &entry :
             {QStringLiteral("Weights"), QStringLiteral("KV cache"), QStringLiteral("Free")})
            QVERIFY2(std::any_of(texts.cbegin(), texts.cend(),
                                 [&](const QString &t) { return t.startsWith(entry); }),
                     qPrintable(texts.join(u'|')));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList({"kv-cache.svg", "roofline.png"}));
    }

    void oneChartIsTheChartOfTheFolderExport()
    {
        // --chart takes the inputs as `export --out DIR` does: language, scenario file, --set and --compare.
        QTemporaryDir dir;
        const QString pinned = dir.filePath("pinned.infralab");
        QVERIFY(writeAll(pinned,
                         R"({"format":"infralab-scenario","version":1,"values":{"serving":{"batch":8}}})"));
        QVERIFY(writeAll(dir.filePath("current.infralab"),
                         R"({"format":"infralab-scenario","version":1,"values":{"precision":"fp8"}})"));
        const QStringList inputs = {"--lang",     "en",
                                    "--scenario", dir.filePath("current.infralab"),
                                    "--set",      "serving.prompt_tokens=4000",
                                    "--compare",  pinned,
                                    "--width",    "600",
                                    "--height",   "375"};
        QCOMPARE(run(QStringList{"export", "--out", dir.filePath("all")} + inputs).code, 0);
        const QString one = dir.filePath("kv-cache.png");
        QCOMPARE(run(QStringList{"export", "--chart", "kv-cache", "--out", one} + inputs).code, 0);
        QCOMPARE(QImage(one), QImage(dir.filePath("all/kv-cache.png")));
        // And those inputs show: the default scenario's chart is another picture.
        const QString plain = dir.filePath("plain.png");
        QCOMPARE(run({"export", "--chart", "kv-cache", "--out", plain, "--lang", "en", "--width", "600",
                      "--height", "375"})
                     .code,
                 0);
        QVERIFY(QImage(plain) != QImage(one));
    }

    void oneChartRefusesBadInputs_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QStringList>(
            "named"); // what the message must name: the option, the value, the reason
        QTest::addColumn<QList<int>>("codes");
        const QList<int> refused = {2};
        QTest::newRow("unknown chart")
            << QStringList{"--chart", "rooflines", "--out", "DIR/r.png"}
            << QStringList{"--chart", "\"rooflines\"", "roofline, hardware-operators"} << refused;
        QTest::newRow("extension") << QStringList{"--chart", "roofline", "--out", "DIR/r.jpg"}
                                   << QStringList{"--out", "r.jpg\"", ".png or .svg"} << refused;
        QTest::newRow("no such folder") << QStringList{"--chart", "roofline", "--out", "DIR/none/r.png"}
                                        << QStringList{"--out", "none/r.png\"", "does not exist"} << refused;
        // Refused (2) where the folder's permissions say so; root may open files in /proc's folder, and then
        // the write itself fails (1).
        QTest::newRow("unwritable") << QStringList{"--chart", "roofline", "--out", "/proc/r.png"}
                                    << QStringList{"\"/proc/r.png\""} << QList<int>{1, 2};
        QTest::newRow("a folder") << QStringList{"--chart", "roofline", "--out", "DIR/dir.png"}
                                  << QStringList{"--out", "dir.png\"", "folder"} << refused;
        QTest::newRow("no file") << QStringList{"--chart", "roofline"} << QStringList{"--chart", "--out"}
                                 << refused;
        QTest::newRow("--svg") << QStringList{"--chart", "roofline", "--out", "DIR/r.png", "--svg"}
                               << QStringList{"--svg", "extension"} << refused;
    }

    void oneChartRefusesBadInputs()
    {
        QFETCH(QStringList, options);
        QFETCH(QStringList, named);
        QFETCH(QList<int>, codes);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir("dir.png"));
        const Run r = run(QStringList{"export"} + options.replaceInStrings("DIR", dir.path()));
        QVERIFY2(codes.contains(r.code), qPrintable(QString::number(r.code)));
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        for (const QString &word : named)
            QVERIFY2(r.err.contains(word), qPrintable(r.err));
        // Nothing written: the folder holds what it held.
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList{"dir.png"});
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

    void failedChartExportKeepsThePreviousFile()
    {
        // A PNG of 2400 × 1500 pixels does not fit under 64 KiB: the write fails and the previous file stays.
        QTemporaryDir dir;
        const QString png = dir.filePath("roofline.png");
        QVERIFY(writeAll(png, "previous good\n"));
        const Run r = runWithFileLimit(64, {"export", "--chart", "roofline", "--out", png});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(png), qPrintable(r.err));
        QCOMPARE(readAll(png), QByteArray("previous good\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"roofline.png"});
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
        QVERIFY2(!qpdf.isEmpty() && !pdftoppm.isEmpty(),
                 "qpdf and pdftoppm are missing: packaging/setup.sh installs them");
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
};

QTEST_APPLESS_MAIN(TestCliExport)
#include "tst_cliexport.moc"
