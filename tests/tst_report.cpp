// The lab report: a PDF with the expected pages and text in each language, CSV tables that read back to the
// computed figures, and SVG charts that are valid XML. Poppler's pdftotext and pdfinfo check the PDF when
// installed; the parts that need them are skipped otherwise.
#include "chartregistry.h"
#include "chartview.h"
#include "comparison.h"
#include "csvtestutil.h"
#include "figures.h"
#include "language.h"
#include "languagetestutil.h"
#include "reportwriter.h"
#include "rooflinechart.h"
#include "scenario.h"
#include "servingscenario.h"
#include "svgexport.h"
#include "tableexport.h"
#include "testutil.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace infralab;

namespace {

ReportCharts allCharts()
{
    ReportCharts charts;
    for (const ChartEntry &e : chartRegistry())
        charts.append({e.exportName, e.make});
    return charts;
}

QString chartTitle(const QString &name, Scenario *s)
{
    ChartView *view = findChart(name)(s);
    const QString title = view->title();
    delete view;
    return title;
}

/// Whitespace collapsed (pdftotext breaks lines and turns no-break spaces into spaces or keeps them).
QString normalised(QString text)
{
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    return text.replace(QChar(0x00A0), u' ').replace(spaces, QStringLiteral(" "));
}

/// The PDF's text through poppler, or a null string when pdftotext is not installed.
QString pdfText(const QString &pdf)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty()) return {};
    QProcess p;
    // -layout keeps the reading order of the page (headings before the tables under them).
    p.start(tool, {QStringLiteral("-layout"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf,
                   QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0) return QStringLiteral("pdftotext failed");
    return normalised(QString::fromUtf8(p.readAllStandardOutput()));
}

/// Page objects in the file ("/Type /Page", not the "/Type /Pages" tree).
int pageObjects(const QByteArray &pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?!s)"));
    return int(QString::fromLatin1(pdf).count(page));
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pdfHasThePagesAndTheText()
    {
        QTemporaryDir dir;
        Scenario s;
        QVERIFY(s.set(Key::ServingBatch, 100));
        const ReportCharts charts = allCharts();
        const QString path = dir.filePath(QStringLiteral("report.pdf"));
        QString error;
        QVERIFY2(writeReport(path, &s, charts, &error), qPrintable(error));
        const QByteArray pdf = readAll(path);
        QVERIFY(pdf.startsWith("%PDF"));
        const int pages = pageObjects(pdf);
        QVERIFY2(pages >= 1 + charts.size() / 2, qPrintable(QString::number(pages)));

        const QString pdfinfo = QStandardPaths::findExecutable(QStringLiteral("pdfinfo"));
        if (!pdfinfo.isEmpty()) {
            QProcess p;
            p.start(pdfinfo, {path});
            QVERIFY(p.waitForFinished(60000));
            const QString info = QString::fromUtf8(p.readAllStandardOutput());
            QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+%1\\b").arg(pages))),
                     qPrintable(info));
            QVERIFY2(info.contains(QStringLiteral("A4")), qPrintable(info));
        }

        const QString text = pdfText(path);
        if (text.isNull()) QSKIP("pdftotext (Debian package poppler-utils) is not installed");
        QVERIFY2(text.contains(normalised(exportCaption(s))), qPrintable(text.left(600)));
        QVERIFY(text.contains(QStringLiteral("TTFT")));
        QVERIFY(text.contains(normalised(chartTitle(QStringLiteral("roofline"), &s))));
        QVERIFY(text.contains(QStringLiteral("Figures and formulas")));
        QVERIFY(text.contains(QStringLiteral("Page %1 of %1").arg(pages)));
        // The changed input is listed before the table of all inputs.
        const qsizetype changed = text.indexOf(QStringLiteral("Inputs changed from the course"));
        const qsizetype all = text.indexOf(QStringLiteral("All inputs"));
        QVERIFY(changed >= 0 && all > changed);
        QVERIFY(text.mid(changed, all - changed).contains(QLatin1String("serving.batch")));
        QVERIFY(!text.mid(changed, all - changed).contains(QLatin1String("serving.prompt_tokens")));
    }

    void frenchReportDiffers()
    {
        QTemporaryDir dir;
        Scenario s;
        const ReportCharts charts = allCharts();
        QString error;
        QVERIFY2(writeReport(dir.filePath(QStringLiteral("en.pdf")), &s, charts, &error), qPrintable(error));
        const QString english = pdfText(dir.filePath(QStringLiteral("en.pdf")));
        const auto inFrench = languagetest::frenchForThisTest();
        QVERIFY2(writeReport(dir.filePath(QStringLiteral("fr.pdf")), &s, charts, &error), qPrintable(error));
        QVERIFY(readAll(dir.filePath(QStringLiteral("fr.pdf"))).startsWith("%PDF"));
        const QString french = pdfText(dir.filePath(QStringLiteral("fr.pdf")));
        if (french.isNull()) QSKIP("pdftotext (Debian package poppler-utils) is not installed");
        QVERIFY(french != english);
        QVERIFY2(french.contains(normalised(exportCaption(s))), qPrintable(french.left(600)));
        QVERIFY(french.contains(normalised(chartTitle(QStringLiteral("roofline"), &s))));
        QVERIFY(!english.contains(normalised(exportCaption(s))));
        // Units in French too: the course's 10 Go of activations, not "10 GB".
        QVERIFY2(french.contains(QStringLiteral("10 Go")) && !french.contains(QStringLiteral("10 GB")),
                 qPrintable(french.left(3000)));
    }

    void unwritablePathIsNamed()
    {
        Scenario s;
        QString error;
        const QString path = QStringLiteral("/nonexistent-infralab/report.pdf");
        QVERIFY(!writeReport(path, &s, {}, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(!writeFiguresCsv(QStringLiteral("/nonexistent-infralab/f.csv"), s, &error));
        QVERIFY(error.contains(QStringLiteral("/nonexistent-infralab/f.csv")));
    }

    void figuresCsvReadsBack()
    {
        QTemporaryDir dir;
        Scenario s;
        QVERIFY(s.set(Key::ModelParams, 70e9));
        const QString path = dir.filePath(QStringLiteral("figures.csv"));
        QString error;
        QVERIFY2(writeFiguresCsv(path, s, &error), qPrintable(error));
        const QList<QStringList> rows = parseCsv(readAll(path));
        const QList<Figure> figures = computeFigures(s);
        QCOMPARE(rows.size(), figures.size() + 1);
        QCOMPARE(rows.first(), QStringList({"Key", "Description", "Value (SI)", "Unit"}));
        for (qsizetype i = 0; i < figures.size(); ++i) {
            const Figure &f = figures.at(i);
            const QStringList &row = rows.at(i + 1);
            QCOMPARE(row.size(), 4);
            QCOMPARE(row.at(0), f.key);
            QCOMPARE(row.at(3), f.unit);
            QVERIFY(!row.at(1).isEmpty());
            if (!f.value.isValid()) {
                QVERIFY2(row.at(2).isEmpty(), qPrintable(f.key));
            } else if (f.value.typeId() == QMetaType::Bool) {
                QCOMPARE(row.at(2), f.value.toBool() ? QStringLiteral("true") : QStringLiteral("false"));
            } else {
                bool ok = false;
                const double v = row.at(2).toDouble(&ok); // QString::toDouble is locale-independent ('.')
                QVERIFY2(ok, qPrintable(f.key + ": " + row.at(2)));
                QVERIFY_REL(v, f.value.toDouble(), 1e-12);
            }
        }
    }

    void servingAndInputsCsvReadBack()
    {
        QTemporaryDir dir;
        Scenario s;
        QString error;
        // Numbers stay '.' without grouping in every language.
        const auto inFrench = languagetest::frenchForThisTest();
        QVERIFY2(writeServingTableCsv(dir.filePath(QStringLiteral("serving.csv")), s, &error),
                 qPrintable(error));
        QVERIFY2(writeInputsCsv(dir.filePath(QStringLiteral("inputs.csv")), s, &error), qPrintable(error));

        const QList<QStringList> serving = parseCsv(readAll(dir.filePath(QStringLiteral("serving.csv"))));
        QCOMPARE(serving.size(), 7); // header + the course's batches 1, 8, 32, 64, 128, 256
        const ServingInputs in = servingInputs(s);
        for (qsizetype r = 1; r < serving.size(); ++r) {
            QCOMPARE(serving.at(r).size(), 7);
            const double batch = serving.at(r).at(0).toDouble();
            const ServingPoint p = servingPoint(in, batch);
            QCOMPARE(serving.at(r).at(1), p.fits ? QStringLiteral("true") : QStringLiteral("false"));
            QVERIFY_REL(serving.at(r).at(2).toDouble(), p.ttft, 1e-12);
            QVERIFY_REL(serving.at(r).at(3).toDouble(), p.tpot, 1e-12);
            QVERIFY_REL(serving.at(r).at(4).toDouble(), p.tokensPerSecond, 1e-12);
            QVERIFY_REL(serving.at(r).at(5).toDouble(), p.latency, 1e-12);
        }
        QCOMPARE(serving.at(1).at(0), QStringLiteral("1"));
        QCOMPARE(serving.at(6).at(0), QStringLiteral("256"));

        const QList<QStringList> inputs = parseCsv(readAll(dir.filePath(QStringLiteral("inputs.csv"))));
        QCOMPARE(inputs.size(), qsizetype(scenarioSchema().size()) + 1);
        for (qsizetype r = 1; r < inputs.size(); ++r) {
            const ParamSpec &p = scenarioSchema().at(r - 1);
            QCOMPARE(inputs.at(r).size(), 5); // descriptions with commas are quoted
            QCOMPARE(inputs.at(r).at(0), p.key);
            if (p.isNumber()) QVERIFY_REL(inputs.at(r).at(2).toDouble(), s.number(p.id), 1e-12);
        }
    }

    void inputsTableReadsAsTheControlsDo_data() { languagetest::bothLanguages(); }
    void inputsTableReadsAsTheControlsDo()
    {
        // The report's inputs table writes a share as the percentage its slider shows (the course's MFU of
        // 0.45 is "45 %"), a choice by the name its combo box gives, not the file's identifier "fsdp".
        const auto english = languagetest::rowLanguageForThisTest();
        Scenario s;
        const QList<QStringList> rows = inputsTableText(s, false);
        const auto valueOf = [&](const QString &key) {
            for (const QStringList &row : rows)
                if (row.value(2) == key) return row.value(1);
            return QString();
        };
        const QString mfu = valueOf(QStringLiteral("training.mfu"));
        QVERIFY2(mfu.startsWith(u"45") && mfu.endsWith(u'%'), qPrintable(mfu));
        const QString margin = valueOf(QStringLiteral("serving.margin"));
        QVERIFY2(margin.startsWith(u"30") && margin.endsWith(u'%'), qPrintable(margin));
        const QString strategy = valueOf(QStringLiteral("training.strategy"));
        QVERIFY2(strategy.contains(u"FSDP") && strategy != u"fsdp", qPrintable(strategy));
        // A number with no SI unit takes its slider's: the course's 3-year horizon, "3 years" / "3 ans".
        const QString years = valueOf(QStringLiteral("cost.years"));
        QVERIFY2(years.startsWith(u'3') && years.contains(QCoreApplication::translate("Units", "years")),
                 qPrintable(years));
    }

    // A/B: A is the course, B the course with three times the requests.
    void pinnedCsvHasAColumns()
    {
        QTemporaryDir dir;
        Scenario s;
        s.comparison().pin();
        QVERIFY(s.set(Key::CostRequestsPerDay, 90000.0));
        const auto inFrench = languagetest::frenchForThisTest(); // SI numbers with '.' in every language
        QString error;
        QVERIFY2(writeFiguresCsv(dir.filePath(QStringLiteral("figures.csv")), s, &error), qPrintable(error));
        QVERIFY2(writeInputsCsv(dir.filePath(QStringLiteral("inputs.csv")), s, &error), qPrintable(error));
        const QList<QStringList> figures = parseCsv(readAll(dir.filePath(QStringLiteral("figures.csv"))));
        QCOMPARE(figures.first().size(), 6);
        const QList<Figure> b = computeFigures(s), a = computeFigures(*s.comparison().pinned());
        QCOMPARE(figures.size(), b.size() + 1);
        for (qsizetype i = 0; i < b.size(); ++i) {
            const QStringList &row = figures.at(i + 1);
            QCOMPARE(row.size(), 6);
            QCOMPARE(row.at(0), b.at(i).key);
            QCOMPARE(a.at(i).key, b.at(i).key);
            if (a.at(i).value.typeId() == QMetaType::Double && std::isfinite(a.at(i).value.toDouble()))
                QVERIFY_REL(row.at(4).toDouble(), a.at(i).value.toDouble(), 1e-12);
        }
        // The API's bill triples: B = 3 · 13 304.25 €, change (B − A) / A = 2.
        const auto api = std::find_if(figures.begin(), figures.end(), [](const QStringList &r) {
            return r.at(0) == QStringLiteral("cost.api");
        });
        QVERIFY(api != figures.end());
        QVERIFY_REL(api->at(2).toDouble(), 3 * 13304.25, 1e-12);
        QVERIFY_REL(api->at(4).toDouble(), 13304.25, 1e-12);
        QVERIFY_REL(api->at(5).toDouble(), 2.0, 1e-12);
        QVERIFY(!api->at(5).contains(u','));

        const QList<QStringList> inputs = parseCsv(readAll(dir.filePath(QStringLiteral("inputs.csv"))));
        QCOMPARE(inputs.first().size(), 6);
        for (qsizetype r = 1; r < inputs.size(); ++r) {
            QCOMPARE(inputs.at(r).size(), 6);
            if (inputs.at(r).at(0) == keyName(Key::CostRequestsPerDay)) {
                QCOMPARE(inputs.at(r).at(2), QStringLiteral("90000"));
                QCOMPARE(inputs.at(r).at(5), QStringLiteral("30000"));
            }
        }

        // Nothing pinned: the columns of before.
        s.comparison().unpin();
        QVERIFY2(writeFiguresCsv(dir.filePath(QStringLiteral("figures.csv")), s, &error), qPrintable(error));
        QCOMPARE(parseCsv(readAll(dir.filePath(QStringLiteral("figures.csv")))).first().size(), 4);
    }

    void pinnedReportComparesAAndB()
    {
        QTemporaryDir dir;
        Scenario s;
        s.comparison().pin();
        QVERIFY(s.apply({{Key::CostRequestsPerDay, 90000.0}, {Key::ServingBatch, 8}}));
        ReportCharts charts;
        for (const QString &name : {QStringLiteral("roofline"), QStringLiteral("cost-totals")})
            charts.append({name, findChart(name)});
        const QString path = dir.filePath(QStringLiteral("ab.pdf"));
        QString error;
        QVERIFY2(writeReport(path, &s, charts, &error), qPrintable(error));
        const QString text = pdfText(path);
        if (text.isNull()) QSKIP("pdftotext (Debian package poppler-utils) is not installed");
        QVERIFY2(text.contains(normalised(ab::describePinned(s))), qPrintable(text.left(800)));
        QVERIFY2(text.contains(normalised(ab::labelled(exportCaption(s), false))),
                 qPrintable(text.left(800)));
        const qsizetype differ =
            text.indexOf(QStringLiteral("Inputs that differ between the pinned and the current scenario"));
        const qsizetype headline = text.indexOf(QStringLiteral("Headline figures, pinned against current"));
        QVERIFY(differ >= 0 && headline > differ);
        const QString differences = text.mid(differ, headline - differ);
        QVERIFY(differences.contains(QLatin1String("cost.requests_per_day")));
        QVERIFY(differences.contains(QLatin1String("serving.batch")));
        QVERIFY(!differences.contains(QLatin1String("cost.years")));
        // The API's bill: 13,304 € for A, 39,913 € for B, +200 %.
        const QString figures = text.mid(headline, 3000);
        QVERIFY2(figures.contains(normalised(ab::relativeChange(13304.25, 3 * 13304.25))),
                 qPrintable(figures));
        // Each figure's caption names A and B.
        QVERIFY2(text.contains(QStringLiteral("Pinned: 30,000 requests/day")), qPrintable(text));
    }

    void csvQuotesFields()
    {
        QCOMPARE(csvLine({"a", "b,c", "say \"hi\"", "two\nlines"}),
                 QStringLiteral("a,\"b,c\",\"say \"\"hi\"\"\",\"two\nlines\""));
        QCOMPARE(parseCsv(csvLine({"a", "b,c", "say \"hi\"", "two\nlines"}).toUtf8() + "\r\n").first(),
                 QStringList({"a", "b,c", "say \"hi\"", "two\nlines"}));
    }

    void svgIsValidAndTitled()
    {
        QTemporaryDir dir;
        Scenario s;
        const QString path = dir.filePath(QStringLiteral("roofline.svg"));
        QString error;
        QVERIFY2(writeChartSvg(chartFactoryOf<RooflineChart>(), &s, path, QSize(1200, 750), &error),
                 qPrintable(error));
        QXmlStreamReader xml(readAll(path));
        QString root, text;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && root.isEmpty()) root = xml.name().toString();
            if (xml.isCharacters()) text += xml.text();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(root, QStringLiteral("svg"));
        const QString title = chartTitle(QStringLiteral("roofline"), &s);
        QVERIFY2(text.count(title) >= 2, qPrintable(title)); // the <title> and the drawn heading
        QVERIFY(text.contains(exportCaption(s)));
        s.comparison().pin();
        QVERIFY(s.set(Key::ServingBatch, 8));
        QVERIFY2(writeChartSvg(chartFactoryOf<RooflineChart>(), &s, path, QSize(1200, 750), &error),
                 qPrintable(error));
        const QString pinnedSvg = QString::fromUtf8(readAll(path));
        QVERIFY(pinnedSvg.contains(ab::describePinned(s).toHtmlEscaped()));
        QVERIFY(pinnedSvg.contains(QStringLiteral("batch 8")));
        QVERIFY(!writeChartSvg(chartFactoryOf<RooflineChart>(), &s,
                               QStringLiteral("/nonexistent-infralab/r.svg"), QSize(600, 400), &error));
        QVERIFY(error.contains(QStringLiteral("/nonexistent-infralab/r.svg")));
    }
};

INFRALAB_TEST_MAIN_IN_ENGLISH(TestReport)
#include "tst_report.moc"
