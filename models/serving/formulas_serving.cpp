// Formulas of course section 03: serving memory, latency, throughput and capacity (theorem 4, exercise 4).
#include "figures.h"
#include "formulainputs.h"
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

// The inputs only the serving formulas substitute; the others are in formulainputs.h.
constexpr InputName kBatch{"B", "", QT_TRANSLATE_NOOP("Formulas", "Batch (sequences)")};
constexpr InputName kEfficiency{"η", "",
                                QT_TRANSLATE_NOOP("Formulas", "Share of the peak reached when serving")};
constexpr InputName kWeights{"W", "B", QT_TRANSLATE_NOOP("Formulas", "Weight bytes")};
constexpr InputName kCache{"KV", "B", QT_TRANSLATE_NOOP("Formulas", "KV cache of the whole batch")};
constexpr InputName kTtft{"TTFT", "s", QT_TRANSLATE_NOOP("Formulas", "Time to first token")};
constexpr InputName kTpot{"TPOT", "s", QT_TRANSLATE_NOOP("Formulas", "Time per output token")};

const char *const kServiceSource =
    QT_TRANSLATE_NOOP("Formulas", "Course §03 (service(B)), theorems 1 and 4; Pope et al. 2022 §2");

FormulaText weightsFormula(const Scenario &s)
{
    const Served v = served(s);
    return {u"W = N·b_w"_s,
            u"{N} × {b_w}"_s,
            {input::parameters(v.in.params),
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
         input::promptTokens(v.in.promptTokens),
         input::outputTokens(v.in.outputTokens),
         kBatch(v.point.batch)},
        v.point.kvBytes,
        QT_TRANSLATE_NOOP("Formulas", "Course §03: every sequence keeps its prompt and output in the cache")};
}

FormulaText ttftFormula(const Scenario &s)
{
    const Served v = served(s);
    return {
        u"TTFT = max(2·N_act·n_prompt·B / (P·η), (W + KV)/β)"_s,
        u"max(2 × {N_act} × {n_prompt} × {B} / ({P} × {η}), ({W} + {KV}) / {β})"_s,
        {input::activeParameters(v.in.activeParams), input::promptTokens(v.in.promptTokens),
         kBatch(v.point.batch), input::peak(v.in.peak), kEfficiency(v.in.efficiency),
         kWeights(v.point.weightBytes), kCache(v.point.kvBytes), input::bandwidth(v.in.bandwidth)},
        v.point.ttft,
        QT_TRANSLATE_NOOP("Formulas", "Course §03 (prefill, compute-bound), theorem 1; Pope et al. 2022 §2")};
}

FormulaText tpotFormula(const Scenario &s)
{
    const Served v = served(s);
    return {
        u"TPOT = max((W + KV)/β, 2·N_act·B / (P·η))"_s,
        u"max(({W} + {KV}) / {β}, 2 × {N_act} × {B} / ({P} × {η}))"_s,
        {kWeights(v.point.weightBytes), kCache(v.point.kvBytes), input::bandwidth(v.in.bandwidth),
         input::activeParameters(v.in.activeParams), kBatch(v.point.batch), input::peak(v.in.peak),
         kEfficiency(v.in.efficiency)},
        v.point.tpot,
        QT_TRANSLATE_NOOP("Formulas", "Course §03 (decode, memory-bound), theorem 4; Pope et al. 2022 §2")};
}

FormulaText tokensFormula(const Scenario &s)
{
    const Served v = served(s);
    return {u"tok/s = B / TPOT"_s,
            u"{B} / {TPOT}"_s,
            {kBatch(v.point.batch), kTpot(v.point.tpot)},
            v.point.tokensPerSecond,
            kServiceSource};
}

FormulaText latencyFormula(const Scenario &s)
{
    const Served v = served(s);
    return {u"t = TTFT + n_out·TPOT"_s,
            u"{TTFT} + {n_out} × {TPOT}"_s,
            {kTtft(v.point.ttft), input::outputTokens(v.in.outputTokens), kTpot(v.point.tpot)},
            v.point.latency,
            kServiceSource};
}

const char *const kCapacityMeaning = QT_TRANSLATE_NOOP("Formulas", "Requests per second one GPU serves");

FormulaText capacityFormula(const Scenario &s)
{
    const Served v = served(s);
    return {u"c = B / (TTFT + n_out·TPOT)"_s,
            u"{B} / ({TTFT} + {n_out} × {TPOT})"_s,
            {kBatch(v.point.batch), kTtft(v.point.ttft), input::outputTokens(v.in.outputTokens),
             kTpot(v.point.tpot)},
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
            {kWeights(v.point.weightBytes),
             {u"KV_seq"_s, perSequence, u"B"_s,
              QT_TRANSLATE_NOOP("Formulas", "KV cache of one sequence, KV_token·(n_prompt + n_out)")},
             {u"φ"_s,
              v.in.memoryFraction,
              {},
              QT_TRANSLATE_NOOP("Formulas", "Usable share of the device memory")},
             input::deviceMemory(v.in.memory)},
            maxBatchThatFits(v.in),
            QT_TRANSLATE_NOOP("Formulas", "Course §03: weights + cache < 0.9 × memory")};
}

FormulaText kneeFormula(const Scenario &s)
{
    const Served v = served(s);
    return {
        u"B* = W·P·η / (2·N_act·β)"_s,
        u"{W} × {P} × {η} / (2 × {N_act} × {β})"_s,
        {kWeights(v.point.weightBytes), input::peak(v.in.peak), kEfficiency(v.in.efficiency),
         input::activeParameters(v.in.activeParams), input::bandwidth(v.in.bandwidth)},
        kneeBatch(v.in),
        QT_TRANSLATE_NOOP("Formulas", "Course theorem 4: throughput grows with B up to B*, then plateaus")};
}

} // namespace

const QList<FigureSpec> &servingFigures()
{
    static const QList<FigureSpec> rows = figureRows(
        FigurePage::Serving,
        {
            {"serving.ttft_s", QT_TRANSLATE_NOOP("Formulas", "Time to first token"), "s", true, ttftFormula},
            {"serving.tpot_s", QT_TRANSLATE_NOOP("Formulas", "Time per output token"), "s", true,
             tpotFormula},
            {"serving.tokens_per_s", QT_TRANSLATE_NOOP("Formulas", "Generated tokens per second"), "1/s",
             true, tokensFormula},
            {"serving.latency_s", QT_TRANSLATE_NOOP("Formulas", "Latency of a request"), "s", true,
             latencyFormula},
            {"serving.cost_per_million_tokens",
             QT_TRANSLATE_NOOP("Formulas", "Cost per million generated tokens"), "€", true, costPerMillion},
            {"serving.kv_bytes", QT_TRANSLATE_NOOP("Formulas", "KV cache of the batch"), "B", false,
             kvFormula},
            {"serving.gpus_for_target", QT_TRANSLATE_NOOP("Formulas", "GPUs for the target load"), "", true,
             gpusForFormula},
            {"serving.knee_batch", QT_TRANSLATE_NOOP("Formulas", "Knee batch"), "", false, kneeFormula},
        },
        {
            {"serving.weights_bytes", QT_TRANSLATE_NOOP("Formulas", "Weight memory"), "B", false,
             weightsFormula},
            {"serving.kv_bytes_per_token", QT_TRANSLATE_NOOP("Formulas", "KV cache per token"), "B", false,
             kvPerTokenFormula},
            {"serving.fits", QT_TRANSLATE_NOOP("Formulas", "Weights and cache fit in memory"), "", false,
             nullptr},
            {"serving.max_batch", QT_TRANSLATE_NOOP("Formulas", "Largest batch that fits"), "", false,
             maxBatchFormula},
            {"serving.requests_per_s_per_gpu", kCapacityMeaning, "1/s", false, capacityFormula},
            {"serving.batch_for_target", QT_TRANSLATE_NOOP("Formulas", "Batch for the target load"), "",
             false, nullptr},
        });
    return rows;
}

} // namespace infralab::formulas_detail
