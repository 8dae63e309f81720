// measurements.csv (writeMeasurementsCsv): the spread and the Little's-law batch of a vLLM run, a roofline
// row's own numbers, in SI units, in both CSV forms; imported again, the file gives the same
// points. Expected values are read from the sample files themselves.
#include "format.h"
#include "hardwarescenario.h"
#include "measurementstestutil.h"
#include "measurementtable.h"
#include "modelcheck.h"
#include "scenario.h"

#include <QTemporaryDir>
#include <QTest>

using namespace infralab;
using namespace infralab::measurementstest;

namespace {

/// The exported file's lines, split into cells (no cell of these samples holds a separator or a quote).
QList<QStringList> exportedCells(const QString &path, CsvForm form)
{
    QString text = QString::fromUtf8(readAll(path));
    if (text.startsWith(QChar(0xFEFF))) text.remove(0, 1);
    QList<QStringList> rows;
    for (const QString &line : text.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts))
        rows << line.split(form == CsvForm::French ? u';' : u',');
    return rows;
}

void compareServing(const ServingMeasurement &a, const ServingMeasurement &b)
{
    QCOMPARE(b.source, a.source);
    QCOMPARE(b.batch, a.batch);
    QCOMPARE(b.promptTokens, a.promptTokens);
    QCOMPARE(b.outputTokens, a.outputTokens);
    QCOMPARE(b.ttft, a.ttft);
    QCOMPARE(b.tpot, a.tpot);
    QCOMPARE(b.tokensPerSecond, a.tokensPerSecond);
    QCOMPARE(b.spread.ttftMedian, a.spread.ttftMedian);
    QCOMPARE(b.spread.ttftP99, a.spread.ttftP99);
    QCOMPARE(b.spread.tpotMedian, a.spread.tpotMedian);
    QCOMPARE(b.spread.tpotP99, a.spread.tpotP99);
    QCOMPARE(b.inFlight, a.inFlight);
}

} // namespace

class TestMeasurementTable : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void forms_data()
    {
        QTest::addColumn<int>("form");
        QTest::newRow("rfc4180") << int(CsvForm::Rfc4180);
        QTest::newRow("fr") << int(CsvForm::French);
    }
    void spreadAndLittlesLawAreExportedInSeconds_data() { forms_data(); }
    void spreadAndLittlesLawAreExportedInSeconds()
    {
        QFETCH(int, form);
        // vllm-request-rate.json: median_ttft_ms 90, p99_ttft_ms 140, median_tpot_ms 6.0, p99_tpot_ms 7.2,
        // and no max_concurrency at 4 requests/s: L = request_throughput · mean_e2el = 3.8/s · 1.920 s
        // = 7.296.
        const MeasurementSet set = parsed(sample("vllm-request-rate.json"), "r.json");
        QTemporaryDir dir;
        const QString path = dir.filePath("m.csv");
        QString error;
        QVERIFY2(writeMeasurementsCsv(path, checkModel(course8B(), 990e12, 2, set), &error, CsvForm(form)),
                 qPrintable(error));
        const QList<QStringList> rows = exportedCells(path, CsvForm(form));
        const QStringList header = rows.first();
        for (const char *column : {"median", "p99", "requests_in_flight_littles_law", "seconds"})
            QVERIFY2(header.contains(QLatin1String(column)), qPrintable(header.join(u',')));
        auto number = [&](int row, const char *column) {
            return QString(rows.at(row).at(header.indexOf(QLatin1String(column))))
                .replace(u',', u'.')
                .toDouble();
        };
        QCOMPARE(rows.size(), 1 + 3); // TTFT, TPOT, tokens/s
        QCOMPARE(rows.at(1).at(header.indexOf("quantity")), QStringLiteral("ttft_s"));
        QVERIFY_REL(number(1, "median"), 90e-3, 1e-12);
        QVERIFY_REL(number(1, "p99"), 140e-3, 1e-12);
        QVERIFY_REL(number(2, "median"), 6.0e-3, 1e-12);
        QVERIFY_REL(number(2, "p99"), 7.2e-3, 1e-12);
        QVERIFY(rows.at(3).at(header.indexOf("median")).isEmpty()); // tokens/s has no spread in the file
        for (int row : {1, 2, 3})
            QVERIFY_REL(number(row, "requests_in_flight_littles_law"), 3.8 * 1.920, 1e-12);
        QCOMPARE(number(1, "batch"), 7.0); // 7.296 rounded
        if (CsvForm(form) == CsvForm::French) QVERIFY(rows.at(1).join(u';').contains(QStringLiteral("0,09")));
    }
    void exportedFileImportsBackToTheSamePoints_data() { forms_data(); }
    void exportedFileImportsBackToTheSamePoints()
    {
        QFETCH(int, form);
        // Every kind of point: vLLM runs (batch from max_concurrency, from Little's law, a NaN mean left
        // out), CSV serving rows, and the roofline rows (matmul, copy, kernel).
        MeasurementSet set;
        for (const char *name :
             {"vllm-result.json", "vllm-request-rate.json", "vllm-nan.json", "serving.csv"})
            set.serving += parsed(sample(name), QString::fromLatin1(name)).serving;
        set.roofline = parsed(sample("roofline.csv"), "roofline.csv").roofline;
        set.roofline += parsed(sample("roofline-devices.csv"), "roofline-devices.csv").roofline;
        QCOMPARE(set.roofline.size(), 3 + 3);
        QString error;
        QCOMPARE(set.serving.size(), 1 + 1 + 1 + 2);

        QTemporaryDir dir;
        const QString path = dir.filePath("measurements.csv");
        QVERIFY2(writeMeasurementsCsv(path, checkModel(course8B(), 990e12, 2, set), &error, CsvForm(form)),
                 qPrintable(error));
        const auto back = loadMeasurements(path, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->serving.size(), set.serving.size());
        for (qsizetype i = 0; i < set.serving.size(); ++i)
            compareServing(set.serving.at(i), back->serving.at(i));
        QCOMPARE(back->roofline.size(), set.roofline.size());
        for (qsizetype i = 0; i < set.roofline.size(); ++i) {
            const RooflineMeasurement &a = set.roofline.at(i), &b = back->roofline.at(i);
            QCOMPARE(int(b.kind), int(a.kind));
            QCOMPARE(b.source, a.source);
            QCOMPARE(b.device, a.device); // h100-sxm, or none
            // Every figure back exactly: the file writes enough digits to read the same double.
            for (double RooflineMeasurement::*figure :
                 {&RooflineMeasurement::size, &RooflineMeasurement::flops, &RooflineMeasurement::bytes,
                  &RooflineMeasurement::seconds, &RooflineMeasurement::flopsPerSecond})
                QCOMPARE(b.*figure, a.*figure);
        }
    }
    void aRowNamingItsDeviceSaysSo()
    {
        // roofline-devices.csv's H100 rows name h100-sxm: the table's inputs and the sentence above it name
        // the H100 SXM and its roof (bf16 989.4 TFLOP/s, 3.35 TB/s, the catalogue's datasheet figures); the
        // row without a device stands against the scenario's device, in a sentence of its own.
        Scenario s;
        QVERIFY(s.set(Key::Precision, QStringLiteral("bf16")));
        const ModelCheck check = checkModel(s, parsed(sample("roofline-devices.csv")));
        const QList<QStringList> rows = measurementTableText(check);
        QCOMPARE(rows.size(), 1 + 3);
        QVERIFY2(rows.at(1).at(1).endsWith(QStringLiteral(", on NVIDIA H100 SXM5 80GB")),
                 qPrintable(rows.at(1).at(1)));
        QVERIFY(!rows.at(3).at(1).contains(QStringLiteral(" on ")));
        const QString basis = rooflineBasisText(check);
        QVERIFY2(basis.contains(QStringLiteral("against the roofline of ") + selectedDevice(s).name("en")),
                 qPrintable(basis));
        const QString h100 =
            QStringLiteral("Rows measured on NVIDIA H100 SXM5 80GB (device column) against its "
                           "roofline: P = %1, β = %2.")
                .arg(Format::flops(989.4e12), Format::bandwidth(3.35e12));
        QVERIFY2(basis.contains(h100), qPrintable(basis));
    }
    void anExportedLineOfAnUnknownKindIsRefused()
    {
        QString error;
        QVERIFY(!parseMeasurements("source,kind,quantity,measured\nx,gpu,flops_per_s,1\n", "m.csv", &error));
        QVERIFY2(error.contains("line 2") && error.contains("\"kind\"") && error.contains("\"gpu\""),
                 qPrintable(error));
        // The same quantity twice for one run: which one was measured cannot be told.
        QVERIFY(!parseMeasurements("source,kind,batch,prompt_tokens,output_tokens,quantity,measured\n"
                                   "r,serving,1,500,300,ttft_s,0.05\nr,serving,1,500,300,ttft_s,0.06\n",
                                   "m.csv", &error));
        QVERIFY2(error.contains("line 3") && error.contains("ttft_s"), qPrintable(error));
    }
};

QTEST_MAIN(TestMeasurementTable)
#include "tst_measurementtable.moc"
