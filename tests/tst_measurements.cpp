// The measurement importers (vLLM's benchmark result, Ollama's /api/generate answer, CSV) and the model put
// against them. Expected values come from the formats' documentation: vLLM's benchmark_serving.py writes
// times in ms, Ollama's docs/api.md durations in ns and tokens/s = eval_count / eval_duration · 10⁹.
#include "measurements.h"
#include "measurestore.h"
#include "modelcheck.h"
#include "scenario.h"
#include "testutil.h"

using namespace infralab;

namespace {

QByteArray sample(const char *name)
{
    return readAll(QStringLiteral(INFRALAB_SOURCE_DIR "/tests/fuzz/corpus/measurements/") + name);
}

MeasurementSet parsed(const QByteArray &bytes, const QString &name = QStringLiteral("m.csv"))
{
    QString error;
    const auto set = parseMeasurements(bytes, name, &error);
    if (!set) qWarning("%s", qPrintable(error));
    return set.value_or(MeasurementSet{});
}

// The course's section 03 example: 8B dense, 32 layers, 8 KV heads, d_k 128, bf16, on its H100.
ServingInputs course8B()
{
    return ServingInputs{}; // serving.h's defaults are the course's numbers, checked by tst_serving
}

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
        refusal("open quote", QByteArray("size,tflops\n\"128,4\n"), "line 2", "quoted");
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
    void errorPercentIsRelativeToTheMeasurement()
    {
        QVERIFY_REL(errorPercent(1.1, 1.0), 10.0, 1e-12); // the model 10 % above
        QVERIFY_REL(errorPercent(0.5, 2.0), -75.0, 1e-15);
    }
    void modelAgainstAPoint()
    {
        // One vLLM-like point at B = 8, prompt 500, output 300 against the course's 8B on its H100.
        ServingMeasurement m{8, 500, 300, 0.1, 0.02, 400.0, "p"};
        const ModelCheck c = checkModel(course8B(), 990e12, 2, MeasurementSet{{m}, {}});
        // Prefill at B = 8: 2·8e9·500·8 / (990e12·0.6) = 0.10774 s (compute-bound: weights 16 GB/3.35 TB/s
        // is 4.8 ms). Decode: (16e9 + 131072·800·8 B) / 3.35e12 = 5.0012 ms (memory-bound).
        const double ttft = 2 * 8e9 * 500 * 8 / (990e12 * 0.6);
        const double tpot = (16e9 + 131072.0 * 800 * 8) / 3.35e12;
        QVERIFY_REL(c.serving.first().model.ttft, ttft, 1e-12);
        QVERIFY_REL(*c.serving.first().ttftErrorPct, 100 * (ttft - 0.1) / 0.1, 1e-12);
        QVERIFY_REL(*c.serving.first().tpotErrorPct, 100 * (tpot - 0.02) / 0.02, 1e-12);
        QVERIFY_REL(*c.serving.first().tokensPerSecondErrorPct, 100 * (8 / tpot - 400) / 400, 1e-12);
    }
    void fittedEfficienciesRecoverTheOnesThatMadeThePoints()
    {
        // Points made from the course's formulas at η = 0.5 for the prefill (TTFT = 2N·prompt·B/(P·η)) and
        // for the bandwidth (TPOT = (2N + 131072·(prompt + output)·B)/(β·η)), lab sizes: B 1, 8, 32, 64,
        // prompts of 500 and 2 000 tokens.
        const double eta = 0.5;
        MeasurementSet set;
        for (double b : {1.0, 8.0, 32.0, 64.0})
            for (double prompt : {500.0, 2000.0}) {
                const double ttft = 2 * 8e9 * prompt * b / (990e12 * eta);
                const double tpot = (16e9 + 131072.0 * (prompt + 300) * b) / (3.35e12 * eta);
                set.serving.append({b, prompt, 300, ttft, tpot, b / tpot, "synthetic"});
            }
        const ModelCheck c = checkModel(course8B(), 990e12, 2, set);
        QVERIFY(c.fit.prefill && c.fit.decode);
        QVERIFY(std::abs(*c.fit.prefill - eta) < 1e-9);
        QVERIFY(std::abs(*c.fit.decode - eta) < 1e-9);
        // A measured TTFT twice the model's everywhere: the prefill efficiency halves (0.6 → 0.3).
        MeasurementSet slower;
        for (double b : {1.0, 16.0})
            slower.serving.append({b, 1500, 300, 2 * 2 * 8e9 * 1500 * b / (990e12 * 0.6), {}, {}, "x"});
        QVERIFY(std::abs(*checkModel(course8B(), 990e12, 2, slower).fit.prefill - 0.3) < 1e-9);
        QVERIFY(!checkModel(course8B(), 990e12, 2, slower).fit.decode); // no TPOT measured
    }
    void rooflineAgainstTheorem1()
    {
        const MeasurementSet set = parsed(sample("roofline.csv"));
        const ModelCheck c = checkModel(course8B(), 990e12, 2, set);
        // 8192³ matmul in bf16: I = 2n³/(2·3n²) = n/3 = 2730.7 FLOP/byte > ridge 295.5: the model is the
        // peak.
        QVERIFY_REL(c.roofline.at(0).intensity, 8192.0 / 3, 1e-12);
        QVERIFY_REL(c.roofline.at(0).errorPct, 100 * (990e12 - 610.5e12) / 610.5e12, 1e-12);
        // A 1 GB copy in 0.4 ms: 2.5 TB/s measured against 3.35 TB/s.
        QVERIFY_REL(c.roofline.at(1).measuredValue, 2.5e12, 1e-12);
        QVERIFY_REL(c.roofline.at(1).errorPct, 100 * (3.35e12 - 2.5e12) / 2.5e12, 1e-12);
        // A kernel of intensity 2 FLOP/byte: memory-bound, min(P, 2·β) = 6.7 TFLOP/s against 2 TFLOP/s.
        QVERIFY_REL(c.roofline.at(2).modelValue, 6.7e12, 1e-12);
    }
    void operationsRunHereAgainstTheMeasuredRoofline()
    {
        // A computer that reached P = 67.1 GFLOP/s (its best all-core fp32 product) and β = 20 GB/s (a copy
        // of 2 GB in 0.1 s; the triad's 3 GB in 0.2 s is 15 GB/s).
        lab::MeasureResult r;
        r.matmul.append({512, QStringLiteral("fp32"), true, 0.004, 2.0 * 512 * 512 * 512 / 0.004});
        r.matmul.append({512, QStringLiteral("fp32"), false, 0.008, 2.0 * 512 * 512 * 512 / 0.008});
        r.bandwidth.append({QStringLiteral("copy"), 2e9, 0.1, 2e10});
        r.bandwidth.append({QStringLiteral("triad"), 3e9, 0.2, 1.5e10});
        r.operations.append({QStringLiteral("dense"), 1e9, 1e7, 0.02});   // I = 100, 50 GFLOP/s
        r.operations.append({QStringLiteral("decode"), 2e6, 4e6, 0.001}); // I = 0.5, 2 GFLOP/s
        r.operations.append({QStringLiteral("attention"), 1e6, 1e6, 0});  // not measured: left out
        const QList<RooflineCheck> c = checkOperations(r);
        QCOMPARE(c.size(), 2);
        const double peak = 2.0 * 512 * 512 * 512 / 0.004; // 67.108864 GFLOP/s
        // Dense: I = 1e9/1e7 = 100 > ridge 67.1e9/2e10 = 3.36: compute-bound, the model is P.
        QCOMPARE(c.at(0).measured.source, QStringLiteral("dense"));
        QVERIFY_REL(c.at(0).intensity, 100.0, 1e-12);
        QVERIFY_REL(c.at(0).measuredValue, 5e10, 1e-12);
        QVERIFY_REL(c.at(0).modelValue, peak, 1e-12);
        QVERIFY_REL(c.at(0).errorPct, 100 * (peak - 5e10) / 5e10, 1e-9); // +34.2 %
        // Decode at batch 1: I = 0.5, memory-bound, min(P, 0.5·20e9) = 10 GFLOP/s against 2 measured.
        QVERIFY_REL(c.at(1).modelValue, 1e10, 1e-12);
        QVERIFY_REL(c.at(1).errorPct, 400.0, 1e-9);
    }
    void rooflineRowsAgainstThisComputerOnceMeasured()
    {
        // The lab's CSV rows are "the roofline of your machine": once this computer is measured they meet its
        // measured roof, not the scenario's H100 (which showed +1 099 900 %). This computer: P = 2·512³ /
        // 0.004 s = 67.108864 GFLOP/s (best all-core fp32 product), β = 20 GB/s (copy 2 GB in 0.1 s; the
        // triad's 3 GB in 0.2 s is 15 GB/s).
        const MeasurementSet set = parsed("size,tflops,flops,bytes,seconds\n"
                                          "1024,0.05,,,\n"        // a 1024³ fp32 product at 50 GFLOP/s
                                          ",,1e8,1e9,0.1\n"       // a kernel of I = 0.1 at 1 GFLOP/s
                                          ",,,1000000000,0.1\n"); // a 1 GB copy in 0.1 s: 10 GB/s
        QCOMPARE(set.roofline.size(), 3);
        lab::MeasureResult r;
        r.date = QStringLiteral("2026-12-01T10:00:00Z");
        r.matmul.append({512, QStringLiteral("fp32"), true, 0.004, 2.0 * 512 * 512 * 512 / 0.004});
        r.bandwidth.append({QStringLiteral("copy"), 2e9, 0.1, 2e10});
        r.bandwidth.append({QStringLiteral("triad"), 3e9, 0.2, 1.5e10});
        const double peak = 2.0 * 512 * 512 * 512 / 0.004, beta = 2e10;

        Scenario s;
        const ModelCheck h100 = checkModel(s, set);
        // Not measured: the scenario's device at its precision, b bytes per value in I = 2n³/(3n²·b).
        QCOMPARE(h100.basis.device.id, s.device().id);
        QVERIFY_REL(h100.roofline.at(0).intensity, 2 * 1024.0 / (3 * bytesPerValue(s.precision())), 1e-12);
        QVERIFY_REL(h100.roofline.at(2).modelValue, s.device().bandwidth, 1e-12);

        s.measurements().setComputer(r);
        const ModelCheck c = checkModel(s, set);
        QCOMPARE(c.basis.device.id, lab::kMeasuredDeviceId);
        QVERIFY_REL(c.basis.peak, peak, 1e-12);
        QVERIFY_REL(c.basis.bandwidth, beta, 1e-12);
        // The product in fp32 (4 bytes): I = 2n³/(3n²·4) = n/6 = 170.7 FLOP/byte, past the ridge
        // P/β = 3.36: the model is P, +34.2 % over the 50 GFLOP/s measured.
        QVERIFY_REL(c.roofline.at(0).intensity, 1024.0 / 6, 1e-12);
        QVERIFY_REL(c.roofline.at(0).modelValue, peak, 1e-12);
        QVERIFY_REL(c.roofline.at(0).errorPct, 100 * (peak - 5e10) / 5e10, 1e-9);
        // The kernel: I = 1e8/1e9 = 0.1, memory-bound, 0.1·β = 2 GFLOP/s against 1e8/0.1 = 1 GFLOP/s.
        QVERIFY_REL(c.roofline.at(1).modelValue, 0.1 * beta, 1e-12);
        QVERIFY_REL(c.roofline.at(1).errorPct, 100.0, 1e-9);
        // The copy: β = 20 GB/s against 1e9/0.1 = 10 GB/s.
        QVERIFY_REL(c.roofline.at(2).modelValue, beta, 1e-12);
        QVERIFY_REL(c.roofline.at(2).errorPct, 100.0, 1e-9);
        // The serving rows keep the scenario's device.
        QCOMPARE(c.serving.size(), 0);
    }
    void phaseAgreementOfTtftAndTpot()
    {
        // Two runs at B = 1 and 8 (prompt 500, output 300) on the course's 8B and H100: the model's TTFT is
        // compute-bound, 2·8e9·500·B/(990e12·0.6); measured 0.02 s and 0.2 s. Only the first has a TPOT.
        MeasurementSet set;
        set.serving.append({1, 500, 300, 0.02, 0.01, {}, "a"});
        set.serving.append({8, 500, 300, 0.2, {}, {}, "b"});
        const ModelCheck c = checkModel(course8B(), 990e12, 2, set);
        const PhaseAgreement ttft = phaseAgreement(c, true), tpot = phaseAgreement(c, false);
        const double t1 = 2 * 8e9 * 500 * 1 / (990e12 * 0.6), t8 = 8 * t1;
        QCOMPARE(ttft.points, 2);
        QVERIFY_REL(ttft.modelMean, (t1 + t8) / 2, 1e-12);
        QVERIFY_REL(ttft.measuredMean, (0.02 + 0.2) / 2, 1e-12);
        // η = Σc²/Σc·t with c = t·0.6 (the model's time at η = 1): 0.6·(t1² + t8²)/(t1·0.02 + t8·0.2).
        QVERIFY_REL(*ttft.fitted, 0.6 * (t1 * t1 + t8 * t8) / (t1 * 0.02 + t8 * 0.2), 1e-9);
        // TPOT at B = 1: (16e9 + 131072·800) B / 3.35e12 B/s, one point.
        const double m = (16e9 + 131072.0 * 800) / 3.35e12;
        QCOMPARE(tpot.points, 1);
        QVERIFY_REL(tpot.modelMean, m, 1e-12);
        QVERIFY_REL(tpot.measuredMean, 0.01, 1e-12);
        QVERIFY_REL(*tpot.fitted, m / 0.01, 1e-9);
        QCOMPARE(phaseAgreement(ModelCheck{}, true).points, 0);
    }
};

QTEST_APPLESS_MAIN(TestMeasurements)
#include "tst_measurements.moc"
