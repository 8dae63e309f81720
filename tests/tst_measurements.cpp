// The measurement importers (vLLM's benchmark result, Ollama's /api/generate answer, CSV); tst_modelcheck
// puts the model against them. Expected values come from the formats' documentation: vLLM's
// benchmark_serving.py writes times in ms, Ollama's docs/api.md durations in ns and tokens/s = eval_count /
// eval_duration · 10⁹.
#include "measurements.h"
#include "measurementstestutil.h"
#include "modelcheck.h"
#include "measurestore.h"
#include "scenario.h"

using namespace infralab;
using namespace infralab::measurementstest;

namespace {
/// One row of refusals(): the file's bytes, what the message must name and the reason it must give.
void refusal(const char *name, const QByteArray &bytes, const QString &field, const QString &why)
{
    QTest::newRow(name) << bytes << field << why;
}
} // namespace

class TestMeasurements : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void vllmResult()
    {
        const MeasurementSet set = parsed(sample("vllm-result.json"), "run.json");
        QCOMPARE(set.serving.size(), 1);
        const ServingMeasurement &m = set.serving.first();
        QCOMPARE(m.batch, 8.0);                 // "max_concurrency"
        QCOMPARE(m.promptTokens, 32000 / 64.0); // total_input_tokens / completed
        QCOMPARE(m.outputTokens, 19200 / 64.0);
        QVERIFY_REL(*m.ttft, 120.5 / 1000, 1e-15); // mean_ttft_ms
        QVERIFY_REL(*m.tpot, 15.25 / 1000, 1e-15);
        QCOMPARE(*m.tokensPerSecond, 480.0); // output_throughput
        QVERIFY(m.source.contains("run.json"));
    }
    void vllmWithoutStreamingHasNoTtft()
    {
        // A backend that does not stream leaves vLLM's TTFT list empty and the script writes a mean of 0: the
        // TTFT was not measured, which is no reason to refuse the run.
        QByteArray bytes = sample("vllm-result.json");
        QVERIFY(bytes.contains("\"mean_ttft_ms\": 120.5"));
        bytes.replace("\"mean_ttft_ms\": 120.5", "\"mean_ttft_ms\": 0");
        const MeasurementSet set = parsed(bytes, "run.json");
        QCOMPARE(set.serving.size(), 1);
        QVERIFY(!set.serving.first().ttft);
        QVERIFY_REL(*set.serving.first().tpot, 15.25 / 1000, 1e-15);
    }
    void vllmWithoutConcurrencyTakesCompleted()
    {
        const MeasurementSet set = parsed(sample("runs.json"));
        QCOMPARE(set.serving.size(), 2);
        QCOMPARE(set.serving.at(0).batch, 10.0); // max_concurrency null: every request in flight
        QVERIFY(!set.serving.at(0).tpot);        // mean_tpot_ms absent
        QCOMPARE(set.serving.at(1).batch, 1.0);  // the Ollama answer of the array
    }
    void ollamaAnswer()
    {
        const MeasurementSet set = parsed(sample("ollama-generate.json"));
        QCOMPARE(set.serving.size(), 1);
        const ServingMeasurement &m = set.serving.first();
        QCOMPARE(m.batch, 1.0);
        QCOMPARE(m.promptTokens, 26.0);
        QCOMPARE(m.outputTokens, 290.0);
        QVERIFY_REL(*m.ttft, 325953000 * 1e-9, 1e-15);
        QVERIFY_REL(*m.tpot, 4709213000 * 1e-9 / 290, 1e-15);
        QVERIFY_REL(*m.tokensPerSecond, 290.0 / 4709213000 * 1e9, 1e-15); // ≈ 61.58 tok/s
        QVERIFY_REL(*m.tokensPerSecond, 61.58, 1e-3);
    }
    void vllmMedianAndP99()
    {
        // benchmark_serving.py's process_one_metric writes median_<metric>_ms and p99_<metric>_ms (the
        // default --metric-percentiles "99"); the sample has 110 and 200 ms for TTFT, 15 and 18 ms for TPOT.
        const ServingMeasurement m = parsed(sample("vllm-result.json"), "run.json").serving.value(0);
        QVERIFY_REL(*m.spread.ttftMedian, 110.0 / 1000, 1e-15);
        QVERIFY_REL(*m.spread.ttftP99, 200.0 / 1000, 1e-15);
        QVERIFY_REL(*m.spread.tpotMedian, 15.0 / 1000, 1e-15);
        QVERIFY_REL(*m.spread.tpotP99, 18.0 / 1000, 1e-15);
        QVERIFY(!m.inFlight); // max_concurrency 8 is the batch
        // Read as written: the double nearest 0.018 s, which report --json and measurements.csv print as
        // "0.018" (18 × 10⁻³ would print 0.018000000000000002), and 15.25 ms as 0.01525 s.
        QCOMPARE(*m.spread.tpotP99, 0.018);
        QCOMPARE(*m.tpot, 0.01525);
        // The model is still put against the mean.
        const ModelCheck c = checkModel(course8B(), 990e12, 2, MeasurementSet{{m}, {}});
        QVERIFY_REL(*c.serving.first().ttftErrorPct, 100 * (c.serving.first().model.ttft - 0.1205) / 0.1205,
                    1e-12);
        // A result saved with --metric-percentiles 90 has no p99: not measured, and nothing refused.
        QByteArray bytes = sample("vllm-result.json");
        bytes.replace("\"p99_ttft_ms\"", "\"p90_ttft_ms\"");
        const ServingMeasurement without = parsed(bytes, "run.json").serving.value(0);
        QVERIFY(!without.spread.ttftP99);
        QVERIFY_REL(*without.spread.ttftMedian, 0.110, 1e-15);
    }
    void vllmFiniteRateTakesLittlesLaw()
    {
        // --request-rate 4 without --max-concurrency: 3.8 completed requests/s, each 1 920 ms end to end:
        // L = λ·W = 3.8 · 1.92 = 7.296 requests in flight, a batch of 7.
        const ServingMeasurement m = parsed(sample("vllm-request-rate.json"), "rate.json").serving.value(0);
        QVERIFY_REL(*m.inFlight, 3.8 * 1.92, 1e-12);
        QCOMPARE(m.batch, 7.0);
        QVERIFY_REL(*m.spread.tpotP99, 7.2 / 1000, 1e-15);
        QVERIFY_REL(endToEndLatency(0.1, 0.01, 301), 0.1 + 0.01 * 300, 1e-15);
    }
    void vllmFiniteRateWithoutE2elTakesTtftAndTpot()
    {
        // A result without e2el (the default --percentile-metrics "ttft,tpot,itl"): W = TTFT + TPOT·(output −
        // 1) = 0.12 + 0.015 · 299 = 4.605 s per request of 300 output tokens; 2 requests/s: L = 9.21, B = 9.
        const QByteArray run = R"({"request_rate": 2.5, "max_concurrency": null, "completed": 100,
            "total_input_tokens": 50000, "total_output_tokens": 30000, "request_throughput": 2.0,
            "output_throughput": 600, "mean_ttft_ms": 120, "mean_tpot_ms": 15})";
        const ServingMeasurement m = parsed(run, "run.json").serving.value(0);
        QVERIFY_REL(*m.inFlight, 2.0 * (0.12 + 0.015 * 299), 1e-12);
        QCOMPARE(m.batch, 9.0);
        // Fewer than half a request in flight is still a batch of 1.
        QByteArray slow = run;
        slow.replace("\"request_throughput\": 2.0", "\"request_throughput\": 0.05");
        const ServingMeasurement one = parsed(slow, "run.json").serving.value(0);
        QVERIFY_REL(*one.inFlight, 0.05 * 4.605, 1e-12);
        QCOMPARE(one.batch, 1.0);
        // The rate "inf" (the script's default, written as a string): every completed request at once.
        QByteArray inf = run;
        inf.replace("\"request_rate\": 2.5", "\"request_rate\": \"inf\"");
        const ServingMeasurement all = parsed(inf, "run.json").serving.value(0);
        QCOMPARE(all.batch, 100.0);
        QVERIFY(!all.inFlight);
        // Neither e2el nor TPOT: the batch cannot be estimated, and the run is refused naming the field.
        QByteArray none = run;
        none.replace(", \"mean_tpot_ms\": 15", "");
        QString error;
        QVERIFY(!parseMeasurements(none, "run.json", &error));
        QVERIFY2(error.startsWith("run.json: field \"mean_e2el_ms\"") && error.contains("Little's law"),
                 qPrintable(error));
    }
    void vllmNanTokens()
    {
        // json.dump writes NaN for a mean over no request: the optional TTFT statistics are not measured; a
        // "NaN" inside a string stays text.
        const ServingMeasurement m = parsed(sample("vllm-nan.json"), "nan.json").serving.value(0);
        QVERIFY(!m.ttft && !m.spread.ttftMedian && !m.spread.ttftP99);
        QVERIFY_REL(*m.tpot, 9.5 / 1000, 1e-15);
        QVERIFY_REL(*m.spread.tpotP99, 10.2 / 1000, 1e-15);
        QCOMPARE(m.batch, 4.0);
        // A required field that is NaN or infinite is refused, naming it.
        const QByteArray base = sample("vllm-nan.json");
        QVERIFY(base.contains("\"output_throughput\": 400.0"));
        const QString field = R"(m.json: field "output_throughput": value )";
        for (const char *token : {"NaN", "Infinity", "-Infinity"}) {
            QByteArray bytes = base;
            bytes.replace("\"output_throughput\": 400.0", QByteArray("\"output_throughput\": ") + token);
            QString error;
            QVERIFY(!parseMeasurements(bytes, "m.json", &error));
            const bool nan = QByteArray(token) == "NaN";
            QCOMPARE(error, field + token + " refused: " + (nan ? "not a number" : "not a finite number"));
        }
        // An infinite optional value is no measurement either: refused.
        QByteArray infinite = base;
        infinite.replace("\"p99_tpot_ms\": 10.2", "\"p99_tpot_ms\": Infinity");
        QString error;
        QVERIFY(!parseMeasurements(infinite, "m.json", &error));
        QVERIFY2(error.contains("\"p99_tpot_ms\": value Infinity refused"), qPrintable(error));
        // A syntax error after a NaN is reported at its byte in the file as written: "NaN" and "1.0" have the
        // same length, so both files fail at the same byte.
        QString withNan, withNumber;
        QVERIFY(!parseMeasurements(R"({"completed": NaN, "x": })", "m.json", &withNan));
        QVERIFY(!parseMeasurements(R"({"completed": 1.0, "x": })", "m.json", &withNumber));
        QVERIFY2(withNan.contains("at byte"), qPrintable(withNan));
        QCOMPARE(withNan, withNumber);
    }
    void csvFrenchForm()
    {
        // `export --csv fr`'s form: byte-order mark, ';' between fields, decimal commas, a quoted ';'.
        const MeasurementSet set = parsed(sample("serving-fr.csv"), "fr.csv");
        QCOMPARE(set.serving.size(), 2);
        QCOMPARE(set.serving.at(0).source, QStringLiteral("vLLM; B=1"));
        QCOMPARE(*set.serving.at(0).ttft, 0.05);
        QCOMPARE(*set.serving.at(0).tpot, 0.0065);
        QCOMPARE(*set.serving.at(0).tokensPerSecond, 153.8);
        QCOMPARE(set.serving.at(1).batch, 8.0);
        QCOMPARE(*set.serving.at(1).ttft, 0.12);
        QVERIFY(!set.serving.at(1).tokensPerSecond);
        // The roofline columns too, with an exponent.
        QCOMPARE(parsed("size;tflops\n8192;610,5\n").roofline.value(0).flopsPerSecond, 610.5e12);
        const MeasurementSet copy = parsed("bytes;seconds;label\n1e9;4e-4;copy\n2,5e9;0,001;\"a;b\"\n");
        QCOMPARE(copy.roofline.size(), 2);
        QCOMPARE(copy.roofline.at(1).bytes, 2.5e9);
        QCOMPARE(copy.roofline.at(1).seconds, 0.001);
    }
    void csvMixingFormsIsRefused_data()
    {
        addColumns<QByteArray, QString, QString>({"bytes", "where", "why"});
        const QByteArray fr = "batch;prompt_tokens;output_tokens;ttft_s\n1;500;300;0,05\n";
        refusal("decimal point", fr + "8;500;300;0.12\n", "line 3, column \"ttft_s\"", "decimal point");
        refusal("comma line", fr + "8,500,300,0.12\n", "line 3", "separated by ','");
        refusal("semicolon line", "batch,prompt_tokens,output_tokens,ttft_s\n8;500;300;0,12\n", "line 2",
                "separated by ';'");
    }
    void csvMixingFormsIsRefused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, where);
        QFETCH(QString, why);
        QString error;
        QVERIFY(!parseMeasurements(bytes, QStringLiteral("m.csv"), &error));
        QVERIFY2(error.startsWith("m.csv: " + where) && error.contains(why), qPrintable(error));
    }
    void csvServing()
    {
        const MeasurementSet set = parsed(sample("serving.csv"));
        QCOMPARE(set.serving.size(), 2);
        QCOMPARE(set.serving.at(0).source, QStringLiteral("vLLM, B=1")); // a quoted cell with a comma
        QCOMPARE(*set.serving.at(0).ttft, 0.05);
        QCOMPARE(*set.serving.at(0).tokensPerSecond, 153.8);
        QCOMPARE(set.serving.at(1).batch, 8.0);
        QVERIFY(!set.serving.at(1).tokensPerSecond); // an empty cell: not measured
    }
    void csvRoofline()
    {
        const MeasurementSet set = parsed(sample("roofline.csv"));
        QCOMPARE(set.roofline.size(), 3);
        QCOMPARE(set.roofline.at(0).kind, RooflineMeasurement::Kind::Matmul);
        QCOMPARE(set.roofline.at(0).flopsPerSecond, 610.5e12);
        QCOMPARE(set.roofline.at(1).kind, RooflineMeasurement::Kind::Copy);
        QCOMPARE(set.roofline.at(2).flopsPerSecond, 2e9 / 0.001);
    }
    void csvDeviceColumn()
    {
        // Optional, in any place, empty on a row measured on the lab's machine; the parser keeps the id and
        // the line for checkMeasurementDevices (tst_modelcheck).
        const MeasurementSet set = parsed("device,size,tflops\nh100-sxm,8192,610.5\n,1024,0.05\n");
        QCOMPARE(set.roofline.size(), 2);
        QCOMPARE(set.roofline.at(0).device, QStringLiteral("h100-sxm"));
        QCOMPARE(set.roofline.at(0).line, 2);
        QCOMPARE(set.roofline.at(1).device, QString());
        QCOMPARE(set.roofline.at(1).line, 3);
        QCOMPARE(parsed(sample("roofline.csv")).roofline.at(0).device, QString()); // no column: none
    }
    void refusals_data()
    {
        addColumns<QByteArray, QString, QString>({"bytes", "field", "why"});
        const QByteArray ollama =
            R"({"prompt_eval_count": 26, "prompt_eval_duration": 1e8, "eval_count": 10, )";
        refusal("empty", QByteArray(" \n"), "m.csv", "empty");
        refusal("missing", ollama + "\"total_duration\": 5}", "\"eval_duration\"", "missing");
        refusal("negative", ollama + "\"eval_duration\": -4}", "\"eval_duration\"", "negative");
        refusal("wrong type", ollama + "\"eval_duration\": \"4s\"}", "\"4s\"", "not a number");
        refusal("zero", ollama + "\"eval_duration\": 0}", "\"eval_duration\"", "positive");
        refusal("overflow", ollama + "\"eval_duration\": 1e400}", "JSON", "number");
        refusal("neither format", QByteArray(R"({"model": "x"})"), "completed", "neither");
        refusal("vllm missing", QByteArray(R"({"completed": 4, "total_input_tokens": 8})"),
                "\"total_output_tokens\"", "missing");
        refusal("bad json", QByteArray("{\"completed\": "), "byte", "JSON");
        refusal("array of numbers", QByteArray("[1]"), "[0]", "object");
        refusal("unknown column", QByteArray("batch,ttfs\n1,2\n"), "\"ttfs\"", "unknown column");
        refusal("line break", QByteArray("\"bat\r\nch\",size\n1,2\n"), "bat\\r\\nch", "unknown");
        refusal("twice", QByteArray("batch,batch\n1,2\n"), "batch", "twice");
        refusal("nan", QByteArray("batch,prompt_tokens,output_tokens,ttft_s\n1,500,300,nan\n"),
                "line 2, column \"ttft_s\"", "finite");
        refusal("inf", QByteArray("batch,prompt_tokens,output_tokens,ttft_s\n1,500,300,inf\n"), "\"inf\"",
                "finite");
        refusal("decimal comma", QByteArray("batch,prompt_tokens,output_tokens,ttft_s\n1,500,300,\"0,5\"\n"),
                "\"0,5\"", "not a number");
        refusal("csv missing", QByteArray("batch,prompt_tokens,ttft_s\n1,500,0.5\n"),
                "column \"output_tokens\"", "missing");
        refusal("csv negative", QByteArray("bytes,seconds\n1e9,-1\n"), "line 2, column \"seconds\"",
                "negative");
        refusal("no measured", QByteArray("batch,prompt_tokens,output_tokens\n1,2,3\n"), "ttft_s", "needs");
        refusal("cells", QByteArray("size,tflops\n128\n"), "line 2", "1 cells");
        refusal("header only", QByteArray("size,tflops\n"), "m.csv", "no measurement");
        refusal("serving device",
                QByteArray("batch,prompt_tokens,output_tokens,ttft_s,device\n1,5,3,0.1,l4\n"),
                "line 2, column \"device\"", "roofline row");
        refusal("open quote", QByteArray("size,tflops\n\"128,4\n"), "line 2", "quoted");
        // A batch is a count of sequences; the French form's decimal comma is read before the check.
        refusal("fractional batch",
                QByteArray("batch,prompt_tokens,output_tokens,ttft_s\n1.5,500,300,0.05\n"),
                "line 2, column \"batch\": value \"1.5\"", "whole number");
        refusal("fractional batch fr",
                QByteArray("batch;prompt_tokens;output_tokens;ttft_s\n8,5;500;300;0,05\n"),
                "column \"batch\": value \"8,5\"", "whole number");
        // Binary content and UTF-16 text name the first NUL byte's offset: 4 in "\x89PNG\0…", 1 in UTF-16's
        // "b\0a\0…" after its byte-order mark FF FE at 0 and 1 (the 'b' at 2, its NUL at 3).
        refusal("binary", QByteArray("\x89PNG\0\x1a\n", 8), "byte 4 is a NUL byte", "not a text file");
        refusal("utf-16",
                QByteArray("\xFF\xFE"
                           "b\0a\0t\0c\0h\0",
                           12),
                "byte 3 ", "UTF-16");
    }
    void refusals()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, field);
        QFETCH(QString, why);
        QString error;
        QVERIFY(!parseMeasurements(bytes, QStringLiteral("m.csv"), &error));
        QVERIFY2(error.startsWith(QStringLiteral("m.csv: ")), qPrintable(error));
        QVERIFY2(error.contains(field), qPrintable(error));
        QVERIFY2(error.contains(why), qPrintable(error));
        QVERIFY2(!error.contains(u'\n'), qPrintable(error));
    }
};

QTEST_APPLESS_MAIN(TestMeasurements)
#include "tst_measurements.moc"
