#pragma once
// Measurements made in the course's lab ("TP — Mesurer, puis optimiser un service"), read from the files the
// tools of the lab write, so that the model can be put against them (modelcheck.h). SI units throughout.
//
// Formats, detected from the content (never from the file name):
//  - vLLM's serving benchmark result, written by `benchmarks/benchmark_serving.py --save-result`
//    (vllm-project/vllm, benchmarks/benchmark_serving.py, commit 0049e29c: the `result` dict of benchmark()
//    merged into `result_json` of main()). One JSON object; the fields read:
//      "completed"            successful requests
//      "total_input_tokens"   prompt tokens of all completed requests
//      "total_output_tokens"  generated tokens of all completed requests
//      "mean_ttft_ms"         mean time to first token, ms
//      "mean_tpot_ms"         mean time per output token (excluding the first), ms
//      "output_throughput"    generated tokens/s of the whole run
//      "max_concurrency"      --max-concurrency, JSON null when not given
//      "request_rate"         --request-rate in requests/s, or the string "inf" (the default: every request
//                             sent at time 0)
//      "request_throughput"   completed requests/s of the whole run (read for Little's law, below)
//      "mean_e2el_ms"         mean end-to-end latency of a request, ms (only with --percentile-metrics
//                             naming e2el; read for Little's law)
//    and, optional, the spread of the two latencies: "median_ttft_ms", "p99_ttft_ms", "median_tpot_ms",
//    "p99_tpot_ms" (process_one_metric() writes "median_<metric>_ms" and "p<percentile>_<metric>_ms" for each
//    metric of --percentile-metrics, default "ttft,tpot,itl", and each percentile of --metric-percentiles,
//    default "99": a run saved with other percentiles has no p99 here). The model is compared with the means.
//    The file has no batch and no per-request length: the batch is "max_concurrency"; when it is null and the
//    request rate is "inf", "completed" (every request in flight at once); when it is null and the rate is
//    finite, the mean number of requests in flight by Little's law (requestsInFlight below), rounded to a
//    whole batch of at least 1 and kept in ServingMeasurement::inFlight so that the views say so. Prompt and
//    output tokens per request are total_input_tokens / completed and total_output_tokens / completed.
//    Python's json.dump writes a float that is not finite as a bare NaN, Infinity or -Infinity (a mean over
//    no request): such a token is read; in an optional field NaN counts as not measured, anywhere else it
//    is refused naming the field, as is Infinity (except request_rate's, which is "inf").
//  - Ollama's `/api/generate` final answer (ollama/ollama, docs/api.md, "Generate a completion": "All
//    durations are returned in nanoseconds"): "prompt_eval_count", "prompt_eval_duration", "eval_count",
//    "eval_duration". One request: batch 1; TTFT = prompt_eval_duration (the prefill; load_duration, the
//    model's loading, is left out as the course's TTFT has no loading); TPOT = eval_duration / eval_count;
//    tokens/s = eval_count / eval_duration · 10⁹ (the formula of docs/api.md).
//  - A JSON array of such objects (several runs in one file).
//  - CSV (RFC 4180: commas, decimal point, a header line naming the columns in any order), or in the French
//    spreadsheets' form that `infralab export --csv fr` writes: semicolons and decimal commas, told from
//    the header line (semicolons in it: the French form). A file mixing the forms (a decimal point in a
//    semicolon file, a line separated by the other separator) is refused naming the line (and column).
//    The columns:
//      serving rows:  batch, prompt_tokens, output_tokens, and at least one of ttft_s, tpot_s, tokens_per_s
//      roofline rows: size, tflops (a square matmul n×n×n reaching that many TFLOP/s, as the lab's
//                     `torch.matmul` sizes 128 → 8 192), or flops, bytes, seconds (any kernel), or
//                     bytes, seconds (a copy: the bandwidth reached)
//    and an optional `label`. A cell may be empty where its row does not need the column. An optional
//    `device` names, on a roofline row, the device it was measured on (a catalogue id such as h100-sxm, or
//    this-computer): the row is then put against that device's roof rather than the lab's (modelcheck.h);
//    the id is checked against the catalogue by checkMeasurementDevices, which the parser does not know.
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <optional>

namespace infralab {

/// Translation context of the importers' messages.
class Measurements
{
    Q_DECLARE_TR_FUNCTIONS(Measurements)
};

/// A latency's spread over a run's requests, s (vLLM's median_*_ms, p99_*_ms; absent when not in the file).
struct LatencySpread
{
    std::optional<double> ttftMedian, ttftP99, tpotMedian, tpotP99;
};

/// One measured serving run: its inputs and what was measured (absent values were not in the file).
struct ServingMeasurement
{
    double batch = 1;
    double promptTokens = 0;
    double outputTokens = 0;
    std::optional<double> ttft;            ///< s
    std::optional<double> tpot;            ///< s
    std::optional<double> tokensPerSecond; ///< generated tokens/s of the whole batch
    QString source;                        ///< where it comes from, e.g. "vLLM run.json" or "run.csv line 3"
    LatencySpread spread;                  ///< median and p99 (vLLM), beside the means above
    /// Mean requests in flight estimated by Little's law (vLLM, finite request rate, no max_concurrency):
    /// `batch` is it rounded. Absent when the batch was read from the file.
    std::optional<double> inFlight;
};

/// One measured roofline point. A matmul gives `size` and FLOP/s; a kernel `flops`, `bytes`, `seconds`; a
/// copy `bytes` and `seconds` (its FLOP/s is 0: it measures the bandwidth).
struct RooflineMeasurement
{
    enum class Kind
    {
        Matmul,
        Kernel,
        Copy
    };
    Kind kind = Kind::Kernel;
    double size = 0;           ///< n of an n×n×n matmul
    double flops = 0;          ///< FLOP performed (kernel)
    double bytes = 0;          ///< bytes moved (kernel, copy)
    double seconds = 0;        ///< time measured (kernel, copy)
    double flopsPerSecond = 0; ///< FLOP/s reached (matmul: tflops·10¹²; kernel: flops/seconds)
    QString source;
    QString device; ///< catalogue id of the device measured (CSV `device`); empty: the lab's roof
    int line = 0;   ///< the CSV line the row was read from, for a message about its device (0: not a CSV)
};

struct MeasurementSet
{
    QList<ServingMeasurement> serving;
    QList<RooflineMeasurement> roofline;
    bool isEmpty() const { return serving.isEmpty() && roofline.isEmpty(); }
};

/// Reads one measurement file's bytes in any of the formats above. `name` is the file's name for the messages
/// and the points' source. On refusal returns std::nullopt and sets `error` to one sentence naming the file,
/// the field (or the CSV line and column), the value and why; nothing is returned half-read.
std::optional<MeasurementSet> parseMeasurements(const QByteArray &bytes, const QString &name, QString *error);

/// Mean number of requests in flight, L = λ·W (Little's law: J. D. C. Little, "A proof for the queuing
/// formula: L = λW", Operations Research 9(3), 1961, pp. 383–387): λ the completed requests per second of a
/// run in its steady state, W the mean time a request spends in the server (its end-to-end latency), s.
double requestsInFlight(double requestsPerSecond, double meanLatency);

/// A request's end-to-end latency from its TTFT and TPOT, W = TTFT + TPOT·(output − 1): vLLM's TPOT is
/// (latency − TTFT) / (output − 1) (benchmark_serving.py, calculate_metrics), so this is its latency back.
double endToEndLatency(double ttft, double tpot, double outputTokens);

/// Largest measurement file read (a vLLM result with --save-detailed holds every generated text).
constexpr qint64 kMaxMeasurementFileBytes = 64LL * 1024 * 1024;

/// Reads and parses a file (a regular file of at most kMaxMeasurementFileBytes).
std::optional<MeasurementSet> loadMeasurements(const QString &path, QString *error);

} // namespace infralab
