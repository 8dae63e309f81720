// `--measurements FILE` run as a person would: report --json lists each point with its inputs, the measured
// and the model's values and the error in %; export writes measurements.csv; a refused file exits with 2,
// names the file and the field, and writes nothing.
#include "clitestutil.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {
QString sample(const char *name)
{
    return QStringLiteral(INFRALAB_SOURCE_DIR "/tests/fuzz/corpus/measurements/") + name;
}

/// `section` ("inputs", "measured", "model") of the first point of a `report --json` run's measurements.
QJsonObject firstPoint(const Run &r, const char *section)
{
    const QJsonArray points =
        QJsonDocument::fromJson(r.out.toUtf8()).object().value("measurements").toArray();
    return points.first().toObject().value(QLatin1String(section)).toObject();
}

/// A home of its own for the app while it lives (XDG_DATA_HOME, given back at the end); measure() puts
/// tests/data/measure-sample.json in it as this computer's measurement.
class TemporaryHome
{
public:
    TemporaryHome() : m_previous(qgetenv("XDG_DATA_HOME")) { qputenv("XDG_DATA_HOME", data().toUtf8()); }
    ~TemporaryHome() { qputenv("XDG_DATA_HOME", m_previous); }
    TemporaryHome(const TemporaryHome &) = delete;
    TemporaryHome &operator=(const TemporaryHome &) = delete;

    bool measure() const
    {
        const QString app = data() + "/InfraLab/InfraLab";
        return QDir().mkpath(app) &&
               QFile::copy(QStringLiteral(INFRALAB_SOURCE_DIR "/tests/data/measure-sample.json"),
                           app + "/measure.json");
    }

private:
    QString data() const { return m_dir.filePath("data"); }
    QTemporaryDir m_dir;
    QByteArray m_previous;
};
} // namespace

class TestCliMeasurements : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reportJsonListsThePoints()
    {
        const Run r = run({"report", "--json", "--measurements", sample("vllm-result.json")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QJsonObject report = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonArray points = report.value("measurements").toArray();
        QCOMPARE(points.size(), 1);
        const QJsonObject p = points.first().toObject();
        // The vLLM sample: max_concurrency 8, 32 000 input and 19 200 output tokens over 64 requests,
        // mean_ttft_ms 120.5.
        QCOMPARE(p.value("inputs").toObject().value("batch").toDouble(), 8.0);
        QCOMPARE(p.value("inputs").toObject().value("prompt_tokens").toDouble(), 500.0);
        QVERIFY_REL(p.value("measured").toObject().value("ttft_s").toDouble(), 0.1205, 1e-12);
        // The course's 8B on its H100 at 60 %: TTFT = 2·8e9·500·8 / (990e12·0.6).
        const double ttft = 2 * 8e9 * 500 * 8 / (990e12 * 0.6);
        QVERIFY_REL(p.value("model").toObject().value("ttft_s").toDouble(), ttft, 1e-12);
        QVERIFY_REL(p.value("error_pct").toObject().value("ttft_s").toDouble(),
                    100 * (ttft - 0.1205) / 0.1205, 1e-9);
        for (const char *group : {"measured", "model", "error_pct"})
            for (const char *key : {"ttft_s", "tpot_s", "tokens_per_s"})
                QVERIFY2(p.value(group).toObject().value(key).isDouble(), key);
        // One point: the prefill efficiency is the one that makes its TTFT agree, 0.6 · model / measured.
        QVERIFY_REL(report.value("measurements.prefill_efficiency").toDouble(), 0.6 * ttft / 0.1205, 1e-9);
        QVERIFY(report.value("measurements.bandwidth_efficiency").isDouble());
        // Without the option, no list.
        QVERIFY(!QJsonDocument::fromJson(run({"report", "--json"}).out.toUtf8())
                     .object()
                     .contains("measurements"));
    }
    void reportJsonHasTheMedianAndP99()
    {
        const Run r = run({"report", "--json", "--measurements", sample("vllm-result.json")});
        QCOMPARE(r.code, 0);
        const QJsonObject measured = firstPoint(r, "measured");
        // The sample's median_ttft_ms 110, p99_ttft_ms 200, median_tpot_ms 15, p99_tpot_ms 18, in s.
        QVERIFY_REL(measured.value("ttft_median_s").toDouble(), 0.110, 1e-12);
        QVERIFY_REL(measured.value("ttft_p99_s").toDouble(), 0.200, 1e-12);
        QVERIFY_REL(measured.value("tpot_median_s").toDouble(), 0.015, 1e-12);
        QVERIFY_REL(measured.value("tpot_p99_s").toDouble(), 0.018, 1e-12);
        // A CSV has none: null, as any value not measured.
        const Run csv = run({"report", "--json", "--measurements", sample("serving.csv")});
        const QJsonObject none = firstPoint(csv, "measured");
        QVERIFY(none.value("ttft_p99_s").isNull());
    }
    void littlesLawBatchIsSaid()
    {
        // --request-rate 4, no --max-concurrency: 3.8 req/s × 1.92 s = 7.296 in flight, batch 7.
        const Run json = run({"report", "--json", "--measurements", sample("vllm-request-rate.json")});
        QCOMPARE(json.code, 0);
        const QJsonObject inputs = firstPoint(json, "inputs");
        QCOMPARE(inputs.value("batch").toDouble(), 7.0);
        QVERIFY_REL(inputs.value("requests_in_flight_littles_law").toDouble(), 3.8 * 1.92, 1e-12);
        const Run text = run({"report", "--measurements", sample("vllm-request-rate.json"), "--lang", "en"});
        QVERIFY2(text.out.contains("B = 7 (≈ 7.3 in flight, Little's law)"), qPrintable(text.out));
        // The TTFT's median · p99, a number and its unit held together by a no-break space.
        QVERIFY2(text.out.contains(QStringLiteral("90\u00a0ms · 140\u00a0ms")), qPrintable(text.out));
    }
    void frenchCsvIsRead()
    {
        const Run r = run({"report", "--json", "--measurements", sample("serving-fr.csv")});
        QCOMPARE(r.code, 0);
        const QJsonArray points =
            QJsonDocument::fromJson(r.out.toUtf8()).object().value("measurements").toArray();
        QCOMPARE(points.size(), 2);
        // "0,05" in the file, a decimal comma.
        QCOMPARE(points.first().toObject().value("measured").toObject().value("ttft_s").toDouble(), 0.05);
    }
    void reportTextHasTheTable()
    {
        const Run r = run({"report", "--measurements", sample("serving.csv"), "--lang", "en"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("Measurements against the model"));
        QCOMPARE(r.out.count("TTFT"), 2 + 1); // two rows and the fitted efficiency's sentence
    }
    void exportWritesMeasurementsCsv()
    {
        QTemporaryDir dir;
        const Run r = run({"export", "--out", dir.path(), "--width", "320", "--height", "200",
                           "--measurements", sample("roofline.csv")});
        QCOMPARE(r.code, 0);
        const QString path = dir.filePath("measurements.csv");
        QVERIFY(r.out.contains(path));
        QVERIFY(complete(path));
        const QStringList lines = QString::fromUtf8(readAll(path)).split("\r\n", Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + 3); // header, matmul, copy, kernel
        QVERIFY(lines.at(2).startsWith("copy 1 GB,copy,"));
        // 1 GB in 0.4 ms is 2.5 TB/s, against the course H100's 3.35 TB/s.
        QVERIFY2(lines.at(2).contains(",bytes_per_s,2500000000000,3350000000000,"), qPrintable(lines.at(2)));
    }
    void labReportWithMeasurementsAndThisComputer()
    {
        // A home whose measurement of this computer is tests/data/measure-sample.json: export writes its
        // sweep chart, and the PDF lab report with the imported points succeeds.
        const TemporaryHome home;
        QVERIFY(home.measure());
        QTemporaryDir out;
        const QString pdf = out.filePath("lab.pdf");
        const Run r = run({"export", "--out", out.path(), "--pdf", pdf, "--width", "320", "--height", "200",
                           "--measurements", sample("serving.csv"), "--lang", "fr"});
        const Run one = run({"export", "--chart", "hardware-measured-sweep", "--out", out.filePath("s.svg")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QVERIFY(complete(pdf));
        QVERIFY(complete(out.filePath("hardware-measured-sweep.png")));
        QCOMPARE(one.code, 0);
        QVERIFY(complete(out.filePath("s.svg")));
    }
    void rooflineRowsNameTheirDevice()
    {
        // Not measured: the rows meet the scenario's device (report --json names it, the copy of 1 GB in
        // 0.4 ms against its bandwidth). Measured (tests/data/measure-sample.json, β = best of copy 2e9 B /
        // 0.1 s and triad 3e9 B / 0.2 s = 20 GB/s): the rows meet this computer's roof, and say so.
        const TemporaryHome home;
        const Run plain = run({"report", "--json", "--measurements", sample("roofline.csv")});
        QVERIFY(home.measure());
        const Run measured = run({"report", "--json", "--measurements", sample("roofline.csv")});
        const Run text = run({"report", "--measurements", sample("roofline.csv"), "--lang", "fr"});
        QCOMPARE(plain.code, 0);
        QCOMPARE(measured.code, 0);
        const auto copyRow = [](const Run &r) {
            for (const QJsonValue &p :
                 QJsonDocument::fromJson(r.out.toUtf8()).object().value("measurements").toArray())
                if (p.toObject().value("source").toString() == u"copy 1 GB") return p.toObject();
            return QJsonObject();
        };
        QCOMPARE(copyRow(plain).value("device").toString(), QStringLiteral("course-h100-sxm"));
        QCOMPARE(copyRow(measured).value("device").toString(), QStringLiteral("this-computer"));
        QVERIFY_REL(copyRow(measured).value("model").toObject().value("bytes_per_s").toDouble(),
                    std::max(2e9 / 0.1, 3e9 / 0.2), 1e-12);
        QVERIFY2(text.out.contains(u"roofline de cet ordinateur — mesuré le 2026-12-01"),
                 qPrintable(text.out));
    }
    void aRowNamingAGpuMeetsItsRoofAfterThisComputerWasMeasured()
    {
        // roofline-devices.csv: two rows measured on an H100 SXM (device h100-sxm), one on the lab's machine.
        // With this computer measured (tests/data/measure-sample.json), the H100's rows meet the H100's
        // datasheet roof in bf16: 989.4 TFLOP/s dense, 3.35 TB/s; the unnamed row this computer's.
        const TemporaryHome home;
        QVERIFY(home.measure());
        const QStringList args = {"--set", "precision=bf16", "--measurements",
                                  sample("roofline-devices.csv")};
        const Run json = run(QStringList{"report", "--json"} + args);
        const Run text = run(QStringList{"report", "--lang", "en"} + args);
        QCOMPARE(json.code, 0);
        const QJsonArray points =
            QJsonDocument::fromJson(json.out.toUtf8()).object().value("measurements").toArray();
        QCOMPARE(points.size(), 3);
        QCOMPARE(points.at(0).toObject().value("device").toString(), QStringLiteral("h100-sxm"));
        QVERIFY_REL(points.at(0).toObject().value("model").toObject().value("flops_per_s").toDouble(),
                    989.4e12, 1e-9);
        QVERIFY_REL(points.at(0).toObject().value("error_pct").toObject().value("flops_per_s").toDouble(),
                    100 * (989.4e12 - 610.5e12) / 610.5e12, 1e-9);
        QVERIFY_REL(points.at(1).toObject().value("model").toObject().value("bytes_per_s").toDouble(),
                    3.35e12, 1e-9);
        QCOMPARE(points.at(2).toObject().value("device").toString(), QStringLiteral("this-computer"));
        // The text names both roofs, and the rows their device.
        QVERIFY2(text.out.contains("Rows measured on NVIDIA H100 SXM5 80GB (device column)"),
                 qPrintable(text.out));
        QVERIFY2(text.out.contains("on NVIDIA H100 SXM5 80GB"), qPrintable(text.out));
        QVERIFY2(text.out.contains("against the roofline of this computer"), qPrintable(text.out));
    }
    void aDeviceWithoutARoofIsRefused()
    {
        // An unknown id, and this-computer on a home where this computer was never measured: exit 2, one
        // line naming the file, the line, the column and the value, nothing written.
        QTemporaryDir home, dir;
        const QString unknown = writeFile(dir, "gpu.csv", "size,tflops,device\n8192,610.5,h100\n");
        const QString computer = writeFile(dir, "here.csv", "size,tflops,device\n512,0.008,this-computer\n");
        const QByteArray previous = qgetenv("XDG_DATA_HOME");
        qputenv("XDG_DATA_HOME", home.path().toUtf8());
        const Run a = run({"report", "--json", "--measurements", unknown});
        const Run b = run({"export", "--out", dir.filePath("out"), "--measurements", computer});
        qputenv("XDG_DATA_HOME", previous);
        for (const Run &r : {a, b}) {
            QCOMPARE(r.code, 2);
            QVERIFY(r.out.isEmpty());
            QCOMPARE(r.err.count('\n'), 1);
            QVERIFY2(r.err.contains("line 2, column \"device\""), qPrintable(r.err));
        }
        QVERIFY2(a.err.contains(unknown) && a.err.contains("\"h100\"") && a.err.contains("h100-sxm"),
                 qPrintable(a.err));
        QVERIFY2(b.err.contains(computer) && b.err.contains("not been measured"), qPrintable(b.err));
        QVERIFY(!QFileInfo::exists(dir.filePath("out")));
    }
    void sweepChartRefusedWithoutAMeasurement()
    {
        QTemporaryDir home, out;
        const QByteArray previous = qgetenv("XDG_DATA_HOME");
        qputenv("XDG_DATA_HOME", home.path().toUtf8());
        const Run r = run({"export", "--chart", "hardware-measured-sweep", "--out", out.filePath("s.png")});
        const Run all = run({"export", "--out", out.path(), "--width", "320", "--height", "200"});
        qputenv("XDG_DATA_HOME", previous);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("hardware-measured-sweep"), qPrintable(r.err));
        QVERIFY(!QFile::exists(out.filePath("s.png")));
        QCOMPARE(all.code, 0);
        QVERIFY(!QFile::exists(out.filePath("hardware-measured-sweep.png")));
        QVERIFY(QFile::exists(out.filePath("roofline.png")));
    }
    void refusedFile_data()
    {
        addColumns<QString, QString, QString>({"text", "field", "command"});
        QTest::newRow("report") << "{\"completed\": 4, \"total_input_tokens\": -8}"
                                << "\"total_input_tokens\""
                                << "report";
        QTest::newRow("export") << "batch,prompt_tokens,output_tokens,ttft_s\n1,500,300,abc\n"
                                << "\"ttft_s\""
                                << "export";
        // The window refuses it before it opens, as report does.
        QTest::newRow("window") << "{\"completed\": 4, \"total_input_tokens\": -8}"
                                << "\"total_input_tokens\""
                                << "";
    }
    void refusedFile()
    {
        QFETCH(QString, text);
        QFETCH(QString, field);
        QFETCH(QString, command);
        QTemporaryDir dir;
        const QString file = writeFile(dir, "bad.json", text);
        const QString out = dir.filePath("out");
        const Run r = command == u"report"   ? run({"report", "--json", "--measurements", file})
                      : command == u"export" ? run({"export", "--out", out, "--measurements", file})
                                             : run({"--measurements", file});
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains(file) && r.err.contains(field), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(out)); // nothing written
    }
    void optionOfTheWindowReportAndExportOnly()
    {
        const Run r = run({"tables", "--measurements", sample("serving.csv")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--measurements"));
    }
};

QTEST_APPLESS_MAIN(TestCliMeasurements)
#include "tst_climeasurements.moc"
