// The JSON importers: vLLM's serving benchmark result and Ollama's /api/generate answer (measurements.h gives
// the sources and the fields read).
#include "measurements_detail.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>
#include <cctype>
#include <cmath>

namespace infralab::measurements_detail {

namespace {

// Divided rather than multiplied by 10⁻³ or 10⁻⁹: a quotient is rounded once, so 18 ms reads 0.018 s in
// `report --json` and measurements.csv, where 18 × 10⁻³ gives 0.018000000000000002.
constexpr double kMsPerS = 1e3, kNsPerS = 1e9;

/// vLLM's median and p99 of TTFT and TPOT, s; each optional, and 0 (a backend that does not stream) is not
/// measured, as for the means.
LatencySpread vllmSpread(JsonFields &f)
{
    const auto seconds = [&f](const char *key) -> std::optional<double> {
        const auto ms = f.number(key, Sign::NonNegative, false);
        return ms && *ms > 0 ? std::optional(*ms / kMsPerS) : std::nullopt;
    };
    return {seconds("median_ttft_ms"), seconds("p99_ttft_ms"), seconds("median_tpot_ms"),
            seconds("p99_tpot_ms")};
}

/// The batch of a vLLM run (measurements.h): max_concurrency; else, at the request rate "inf" (also a result
/// without request_rate, the script's default), every completed request; else the mean in flight by Little's
/// law, with the mean end-to-end latency or TTFT + TPOT·(output − 1). Refusals go to `f`.
void vllmBatch(JsonFields &f, double completed, ServingMeasurement *m)
{
    if (const auto concurrency = f.number("max_concurrency", Sign::Positive, false)) {
        m->batch = *concurrency;
        return;
    }
    const bool infinite = !f.has("request_rate") || f.isInfinite("request_rate") ||
                          !f.number("request_rate", Sign::Positive, false);
    if (infinite || !f.ok()) {
        m->batch = completed;
        return;
    }
    const auto throughput = f.number("request_throughput", Sign::Positive);
    const auto e2el = f.number("mean_e2el_ms", Sign::Positive, false);
    if (!f.ok()) return;
    std::optional<double> latency;
    if (e2el)
        latency = *e2el / kMsPerS;
    else if (m->ttft && m->tpot)
        latency = endToEndLatency(*m->ttft, *m->tpot, m->outputTokens);
    if (!latency) {
        f.fail(
            "mean_e2el_ms", QString(),
            Measurements::tr("missing: a run at a finite request_rate without max_concurrency needs it, or "
                             "mean_ttft_ms and mean_tpot_ms, to estimate its batch by Little's law"));
        return;
    }
    m->inFlight = requestsInFlight(*throughput, *latency);
    m->batch = std::max(1.0, std::round(*m->inFlight));
}

/// vLLM benchmarks/benchmark_serving.py --save-result: averages over the `completed` requests.
std::optional<ServingMeasurement> fromVllm(const QJsonObject &o, const QString &file, const QString &prefix,
                                           QString *error)
{
    JsonFields f(o, file, prefix);
    const auto completed = f.number("completed", Sign::Positive);
    const auto input = f.number("total_input_tokens", Sign::Positive);
    const auto output = f.number("total_output_tokens", Sign::Positive);
    const auto throughput = f.number("output_throughput", Sign::Positive);
    // Absent in a result saved with --percentile-metrics that leaves them out; 0 when the backend does not
    // stream ("ttfts is empty if streaming is not supported", benchmark_serving.py): not measured either.
    const auto ttft = f.number("mean_ttft_ms", Sign::NonNegative, false);
    const auto tpot = f.number("mean_tpot_ms", Sign::NonNegative, false);
    ServingMeasurement m;
    m.spread = vllmSpread(f);
    if (!f.ok()) {
        *error = f.error();
        return std::nullopt;
    }
    m.promptTokens = *input / *completed;
    m.outputTokens = *output / *completed;
    if (ttft && *ttft > 0) m.ttft = *ttft / kMsPerS;
    if (tpot && *tpot > 0) m.tpot = *tpot / kMsPerS;
    m.tokensPerSecond = *throughput;
    vllmBatch(f, *completed, &m);
    if (!f.ok()) {
        *error = f.error();
        return std::nullopt;
    }
    m.source = Measurements::tr("vLLM %1").arg(QFileInfo(file).fileName());
    return m;
}

/// Ollama POST /api/generate, the final answer (docs/api.md): one request; each phase is a token count
/// `<phase>_count` and its duration `<phase>_duration` in nanoseconds, "prompt_eval" the prefill and "eval"
/// the generated tokens.
std::optional<ServingMeasurement> fromOllama(const QJsonObject &o, const QString &file, const QString &prefix,
                                             QString *error)
{
    JsonFields f(o, file, prefix);
    const auto phase = [&f](const QByteArray &name) {
        const std::optional<double> count = f.number(QByteArray(name + "_count").constData(), Sign::Positive);
        return std::pair{count, f.number(QByteArray(name + "_duration").constData(), Sign::Positive)};
    };
    const auto [promptCount, promptNs] = phase("prompt_eval");
    const auto [evalCount, evalNs] = phase("eval");
    if (!f.ok()) {
        *error = f.error();
        return std::nullopt;
    }
    ServingMeasurement m;
    m.batch = 1;
    m.promptTokens = *promptCount;
    m.outputTokens = *evalCount;
    m.ttft = *promptNs / kNsPerS;
    m.tpot = *evalNs / kNsPerS / *evalCount;
    m.tokensPerSecond = *evalCount / (*evalNs / kNsPerS); // docs/api.md: eval_count / eval_duration · 10⁹
    m.source = Measurements::tr("Ollama %1").arg(QFileInfo(file).fileName());
    return m;
}

std::optional<ServingMeasurement> fromObject(const QJsonValue &v, const QString &file, const QString &prefix,
                                             QString *error)
{
    const QJsonObject o = v.toObject();
    if (!v.isObject()) {
        *error = refusal(file, prefix.isEmpty() ? Measurements::tr("document") : prefix.chopped(2),
                         QStringLiteral("…"), Measurements::tr("expected a JSON object"));
        return std::nullopt;
    }
    if (o.contains(QLatin1String("completed")) || o.contains(QLatin1String("mean_ttft_ms")))
        return fromVllm(o, file, prefix, error);
    if (o.contains(QLatin1String("eval_count")) || o.contains(QLatin1String("prompt_eval_count")))
        return fromOllama(o, file, prefix, error);
    *error = Measurements::tr("%1: %2neither a vLLM benchmark result (no field \"completed\") nor an Ollama "
                              "answer (no field \"eval_count\")")
                 .arg(file, prefix);
    return std::nullopt;
}

} // namespace

QByteArray markBareNonFinite(const QByteArray &json, QList<std::pair<qsizetype, qsizetype>> *shifts)
{
    static const QByteArray tokens[] = {"NaN", "Infinity", "-Infinity"};
    QByteArray out;
    out.reserve(json.size());
    bool inString = false, escaped = false;
    qsizetype added = 0;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json.at(i);
        if (inString) {
            inString = escaped || c != '"';
            escaped = !escaped && c == '\\';
        } else if (c == '"') {
            inString = true;
        } else if (c == 'N' || c == 'I' || c == '-') {
            const QByteArrayView rest = QByteArrayView(json).sliced(i);
            const auto token = std::find_if(std::begin(tokens), std::end(tokens), [&](const QByteArray &t) {
                // The whole token: "NaNx" or "-Infinity1" stays as it is, for the parser to refuse.
                return rest.startsWith(t) &&
                       (rest.size() == t.size() || !std::isalnum(uchar(rest.at(t.size()))));
            });
            if (token != std::end(tokens)) {
                const QByteArray marked = "\"\\u0000" + *token + '"';
                added += marked.size() - token->size();
                out += marked;
                shifts->append({out.size(), added});
                i += token->size() - 1;
                continue;
            }
        }
        out += c;
    }
    return out;
}

qsizetype originalOffset(qsizetype offset, const QList<std::pair<qsizetype, qsizetype>> &shifts)
{
    qsizetype added = 0;
    for (const auto &[end, total] : shifts)
        if (end <= offset) added = total;
    return offset - added;
}

std::optional<MeasurementSet> parseJsonMeasurements(const QByteArray &bytes, const QString &file,
                                                    QString *error)
{
    QList<std::pair<qsizetype, qsizetype>> shifts;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(markBareNonFinite(bytes, &shifts), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = Measurements::tr("%1: not valid JSON at byte %2: %3")
                     .arg(file)
                     .arg(originalOffset(parseError.offset, shifts))
                     .arg(parseError.errorString());
        return std::nullopt;
    }
    MeasurementSet set;
    if (doc.isObject()) {
        const auto m = fromObject(doc.object(), file, QString(), error);
        if (!m) return std::nullopt;
        set.serving.append(*m);
        return set;
    }
    const QJsonArray runs = doc.array();
    for (qsizetype i = 0; i < runs.size(); ++i) {
        auto m = fromObject(runs.at(i), file, QStringLiteral("[%1]: ").arg(i), error);
        if (!m) return std::nullopt;
        m->source += QStringLiteral(" [%1]").arg(i);
        set.serving.append(*m);
    }
    return set;
}

} // namespace infralab::measurements_detail
