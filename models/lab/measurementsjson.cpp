// The JSON importers: vLLM's serving benchmark result and Ollama's /api/generate answer (measurements.h gives
// the sources and the fields read).
#include "measurements_detail.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace infralab::measurements_detail {

namespace {

constexpr double kMsToS = 1e-3, kNsToS = 1e-9;

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
    // null when --max-concurrency was not given: every request was in flight at once.
    const auto concurrency = f.number("max_concurrency", Sign::Positive, false);
    if (!f.ok()) {
        *error = f.error();
        return std::nullopt;
    }
    ServingMeasurement m;
    m.batch = concurrency.value_or(*completed);
    m.promptTokens = *input / *completed;
    m.outputTokens = *output / *completed;
    if (ttft && *ttft > 0) m.ttft = *ttft * kMsToS;
    if (tpot && *tpot > 0) m.tpot = *tpot * kMsToS;
    m.tokensPerSecond = *throughput;
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
    m.ttft = *promptNs * kNsToS;
    m.tpot = *evalNs * kNsToS / *evalCount;
    m.tokensPerSecond = *evalCount / *evalNs / kNsToS; // docs/api.md: eval_count / eval_duration · 10⁹
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

std::optional<MeasurementSet> parseJsonMeasurements(const QByteArray &bytes, const QString &file,
                                                    QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = Measurements::tr("%1: not valid JSON at byte %2: %3")
                     .arg(file)
                     .arg(parseError.offset)
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
