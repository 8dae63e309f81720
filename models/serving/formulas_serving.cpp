// Formulas of course section 03: serving memory, latency, throughput and capacity (theorem 4, exercise 4).
#include "figures.h"
#include "formulas.h"
#include "servingscenario.h"

#include <QCoreApplication>
#include <limits>

using namespace Qt::StringLiterals;

namespace infralab::formulas_detail {

namespace {

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

/// The inputs figures.cpp serves at: the scenario's own batch.
struct Served
{
    ServingInputs in;
    ServingPoint point;
    double kvPerToken;
};

Served served(const Scenario &s)
{
    const ServingInputs in = servingInputs(s);
    return {in, servingPoint(in, s.integer(Key::ServingBatch)),
            kvBytesPerToken(in.layers, in.kvHeads, in.headDim, in.kvBytesPerValue)};
}

FormulaInput batch(double b)
{
    return {u"B"_s, b, {}, QT_TRANSLATE_NOOP("Formulas", "Batch (sequences)")};
}
FormulaInput active(const ServingInputs &in)
{
    return {u"N_act"_s,
            in.activeParams,
            {},
            QT_TRANSLATE_NOOP("Formulas", "Parameters used per token (all of them for a dense model)")};
}
FormulaInput peak(const ServingInputs &in)
{
    return {u"P"_s, in.peak, u"FLOP/s"_s,
            QT_TRANSLATE_NOOP("Formulas", "Peak of the device in the compute precision")};
}
FormulaInput efficiency(const ServingInputs &in)
{
    return {
        u"η"_s, in.efficiency, {}, QT_TRANSLATE_NOOP("Formulas", "Share of the peak reached when serving")};
}
FormulaInput bandwidth(const ServingInputs &in)
{
    return {u"β"_s, in.bandwidth, u"B/s"_s, QT_TRANSLATE_NOOP("Formulas", "Memory bandwidth of the device")};
}
FormulaInput weights(const ServingPoint &p)
{
    return {u"W"_s, p.weightBytes, u"B"_s, QT_TRANSLATE_NOOP("Formulas", "Weight bytes")};
}
FormulaInput cache(const ServingPoint &p)
{
    return {u"KV"_s, p.kvBytes, u"B"_s, QT_TRANSLATE_NOOP("Formulas", "KV cache of the whole batch")};
}
FormulaInput outputTokens(const ServingInputs &in)
{
    return {u"n_out"_s, in.outputTokens, {}, QT_TRANSLATE_NOOP("Formulas", "Output tokens per request")};
}
FormulaInput ttft(double v)
{
    return {u"TTFT"_s, v, u"s"_s, QT_TRANSLATE_NOOP("Formulas", "Time to first token")};
}
FormulaInput tpot(double v)
{
    return {u"TPOT"_s, v, u"s"_s, QT_TRANSLATE_NOOP("Formulas", "Time per output token")};
}

const char *const kServiceSource =
    QT_TRANSLATE_NOOP("Formulas", "Course §03 (service(B)), theorems 1 and 4; Pope et al. 2022 §2");

FormulaText weightsFormula(const Scenario &s)
{
    const Served v = served(s);
    return {u"W = N·b_w"_s,
            u"{N} × {b_w}"_s,
            {{u"N"_s, v.in.params, {}, QT_TRANSLATE_NOOP("Formulas", "Parameters of the model")},
             {u"b_w"_s, v.in.weightBytesPerValue, u"B"_s,
              QT_TRANSLATE_NOOP("Formulas", "Bytes per served weight")}},
            v.point.weightBytes,
            QT_TRANSLATE_NOOP("Formulas", "Course §03 (octets_poids = 2N in bf16)")};
}

FormulaText kvPerTokenFormula(const Scenario &s)
{
    const Served v = served(s);
    return {
        u"KV_token = 2·L·h_kv·d_k·b_kv"_s,
        u"2 × {L} × {h_kv} × {d_k} × {b_kv}"_s,
        {{u"L"_s, double(v.in.layers), {}, QT_TRANSLATE_NOOP("Formulas", "Layers")},
         {u"h_kv"_s, double(v.in.kvHeads), {}, QT_TRANSLATE_NOOP("Formulas", "Key/value heads")},
         {u"d_k"_s, double(v.in.headDim), {}, QT_TRANSLATE_NOOP("Formulas", "Head dimension")},
         {u"b_kv"_s, v.in.kvBytesPerValue, u"B"_s, QT_TRANSLATE_NOOP("Formulas", "Bytes per cached value")}},
        v.kvPerToken,
        QT_TRANSLATE_NOOP("Formulas", "Course §03: 2 (K and V) per layer, head and dimension")};
}

FormulaText kvFormula(const Scenario &s)
{
    const Served v = served(s);
    return {
        u"KV = KV_token·(n_prompt + n_out)·B"_s,
        u"{KV_token} × ({n_prompt} + {n_out}) × {B}"_s,
        {{u"KV_token"_s, v.kvPerToken, u"B"_s, QT_TRANSLATE_NOOP("Formulas", "KV cache per token")},
         {u"n_prompt"_s, v.in.promptTokens, {}, QT_TRANSLATE_NOOP("Formulas", "Prompt tokens per request")},
         outputTokens(v.in),
         batch(v.point.batch)},
        v.point.kvBytes,
        QT_TRANSLATE_NOOP("Formulas", "Course §03: every sequence keeps its prompt and output in the cache")};
}

FormulaText ttftFormula(const Scenario &s)
{
    const Served v = served(s);
    return {
        u"TTFT = max(2·N_act·n_prompt·B / (P·η), (W + KV)/β)"_s,
        u"max(2 × {N_act} × {n_prompt} × {B} / ({P} × {η}), ({W} + {KV}) / {β})"_s,
        {active(v.in),
         {u"n_prompt"_s, v.in.promptTokens, {}, QT_TRANSLATE_NOOP("Formulas", "Prompt tokens per request")},
         batch(v.point.batch),
         peak(v.in),
         efficiency(v.in),
         weights(v.point),
         cache(v.point),
         bandwidth(v.in)},
        v.point.ttft,
        QT_TRANSLATE_NOOP("Formulas", "Course §03 (prefill, compute-bound), theorem 1; Pope et al. 2022 §2")};
}

FormulaText tpotFormula(const Scenario &s)
{
    const Served v = served(s);
    return {
        u"TPOT = max((W + KV)/β, 2·N_act·B / (P·η))"_s,
        u"max(({W} + {KV}) / {β}, 2 × {N_act} × {B} / ({P} × {η}))"_s,
        {weights(v.point), cache(v.point), bandwidth(v.in), active(v.in), batch(v.point.batch), peak(v.in),
         efficiency(v.in)},
        v.point.tpot,
        QT_TRANSLATE_NOOP("Formulas", "Course §03 (decode, memory-bound), theorem 4; Pope et al. 2022 §2")};
}

FormulaText tokensFormula(const Scenario &s)
{
    const Served v = served(s);
    return {u"tok/s = B / TPOT"_s,
            u"{B} / {TPOT}"_s,
            {batch(v.point.batch), tpot(v.point.tpot)},
            v.point.tokensPerSecond,
            kServiceSource};
}

FormulaText latencyFormula(const Scenario &s)
{
    const Served v = served(s);
    return {u"t = TTFT + n_out·TPOT"_s,
            u"{TTFT} + {n_out} × {TPOT}"_s,
            {ttft(v.point.ttft), outputTokens(v.in), tpot(v.point.tpot)},
            v.point.latency,
            kServiceSource};
}

const char *const kCapacityMeaning = QT_TRANSLATE_NOOP("Formulas", "Requests per second one GPU serves");

FormulaText capacityFormula(const Scenario &s)
{
    const Served v = served(s);
    return {u"c = B / (TTFT + n_out·TPOT)"_s,
            u"{B} / ({TTFT} + {n_out} × {TPOT})"_s,
            {batch(v.point.batch), ttft(v.point.ttft), outputTokens(v.in), tpot(v.point.tpot)},
            requestsPerSecondPerGpu(v.point.batch, v.point.ttft, v.point.tpot, v.in.outputTokens),
            QT_TRANSLATE_NOOP("Formulas", "Course §03 and exercise 4 (capacite)")};
}

FormulaText gpusForFormula(const Scenario &s)
{
    const Served v = served(s);
    const auto plan = gpusFor(s.number(Key::ServingRequestRate), s.number(Key::ServingSloS),
                              capacityOptions(v.in), v.in.outputTokens, s.number(Key::ServingMargin));
    // The capacity and latency of the batch the planner chose, from the same serving estimate.
    const ServingPoint chosen = servingPoint(v.in, plan ? plan->batch : 1.0);
    const double capacity =
        plan ? requestsPerSecondPerGpu(chosen.batch, chosen.ttft, chosen.tpot, v.in.outputTokens) : kNone;
    return {
        u"n_GPU = min_B ⌈λ·(1 + μ) / c(B)⌉ : B ∈ 1, 2, 4, …, 4096, t(B) ≤ SLO"_s,
        u"⌈{λ} × (1 + {μ}) / {c}⌉, B = {B}, t = {t} ≤ {SLO}"_s,
        {{u"λ"_s, s.number(Key::ServingRequestRate), u"1/s"_s,
          QT_TRANSLATE_NOOP("Formulas", "Peak request rate to serve")},
         {u"μ"_s,
          s.number(Key::ServingMargin),
          {},
          QT_TRANSLATE_NOOP("Formulas", "Capacity margin for peaks")},
         {u"c"_s, capacity, u"1/s"_s, kCapacityMeaning},
         {u"B"_s, plan ? plan->batch : kNone, {}, QT_TRANSLATE_NOOP("Formulas", "Batch the planner chose")},
         {u"t"_s, plan ? chosen.latency : kNone, u"s"_s,
          QT_TRANSLATE_NOOP("Formulas", "Latency of a request at that batch, TTFT + n_out·TPOT")},
         {u"SLO"_s, s.number(Key::ServingSloS), u"s"_s, QT_TRANSLATE_NOOP("Formulas", "Latency objective")}},
        plan ? double(plan->gpus) : kNone,
        QT_TRANSLATE_NOOP("Formulas", "Course exercise 4 (gpus_pour); none when no batch meets the SLO")};
}

FormulaText maxBatchFormula(const Scenario &s)
{
    const Served v = served(s);
    const double perSequence = kvCacheBytes(v.kvPerToken, v.in.promptTokens + v.in.outputTokens, 1);
    return {u"B_max = max(B : W + B·KV_seq < φ·M)"_s,
            u"max(B : {W} + B × {KV_seq} < {φ} × {M})"_s,
            {weights(v.point),
             {u"KV_seq"_s, perSequence, u"B"_s,
              QT_TRANSLATE_NOOP("Formulas", "KV cache of one sequence, KV_token·(n_prompt + n_out)")},
             {u"φ"_s,
              v.in.memoryFraction,
              {},
              QT_TRANSLATE_NOOP("Formulas", "Usable share of the device memory")},
             {u"M"_s, v.in.memory, u"B"_s, QT_TRANSLATE_NOOP("Formulas", "Memory of the device")}},
            maxBatchThatFits(v.in),
            QT_TRANSLATE_NOOP("Formulas", "Course §03: weights + cache < 0.9 × memory")};
}

FormulaText kneeFormula(const Scenario &s)
{
    const Served v = served(s);
    return {
        u"B* = W·P·η / (2·N_act·β)"_s,
        u"{W} × {P} × {η} / (2 × {N_act} × {β})"_s,
        {weights(v.point), peak(v.in), efficiency(v.in), active(v.in), bandwidth(v.in)},
        kneeBatch(v.in),
        QT_TRANSLATE_NOOP("Formulas", "Course theorem 4: throughput grows with B up to B*, then plateaus")};
}

} // namespace

const QList<FigureSpec> &servingFigures()
{
    static const QList<FigureSpec> rows = {
        {"serving.ttft_s", QT_TRANSLATE_NOOP("Formulas", "Time to first token"), "s", FigurePage::Serving,
         true, ttftFormula},
        {"serving.tpot_s", QT_TRANSLATE_NOOP("Formulas", "Time per output token"), "s", FigurePage::Serving,
         true, tpotFormula},
        {"serving.tokens_per_s", QT_TRANSLATE_NOOP("Formulas", "Generated tokens per second"), "1/s",
         FigurePage::Serving, true, tokensFormula},
        {"serving.latency_s", QT_TRANSLATE_NOOP("Formulas", "Latency of a request"), "s", FigurePage::Serving,
         true, latencyFormula},
        {"serving.cost_per_million_tokens",
         QT_TRANSLATE_NOOP("Formulas", "Cost per million generated tokens"), "€", FigurePage::Serving, true,
         costPerMillion},
        {"serving.kv_bytes", QT_TRANSLATE_NOOP("Formulas", "KV cache of the batch"), "B", FigurePage::Serving,
         false, kvFormula},
        {"serving.gpus_for_target", QT_TRANSLATE_NOOP("Formulas", "GPUs for the target load"), "",
         FigurePage::Serving, true, gpusForFormula},
        {"serving.knee_batch", QT_TRANSLATE_NOOP("Formulas", "Knee batch"), "", FigurePage::Serving, false,
         kneeFormula},
        {"serving.weights_bytes", QT_TRANSLATE_NOOP("Formulas", "Weight memory"), "B", FigurePage::None,
         false, weightsFormula},
        {"serving.kv_bytes_per_token", QT_TRANSLATE_NOOP("Formulas", "KV cache per token"), "B",
         FigurePage::None, false, kvPerTokenFormula},
        {"serving.fits", QT_TRANSLATE_NOOP("Formulas", "Weights and cache fit in memory"), "",
         FigurePage::None, false, nullptr},
        {"serving.max_batch", QT_TRANSLATE_NOOP("Formulas", "Largest batch that fits"), "", FigurePage::None,
         false, maxBatchFormula},
        {"serving.requests_per_s_per_gpu", kCapacityMeaning, "1/s", FigurePage::None, false, capacityFormula},
        {"serving.batch_for_target", QT_TRANSLATE_NOOP("Formulas", "Batch for the target load"), "",
         FigurePage::None, false, nullptr},
    };
    return rows;
}

} // namespace infralab::formulas_detail
