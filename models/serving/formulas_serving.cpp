// Formulas of course section 03: serving memory, latency, throughput and capacity (theorem 4, exercise 4).
#include "figures.h"
#include "formulas_serving_detail.h"
#include "modelshapes.h"
#include "servingscenario.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace infralab::formulas_detail {

namespace {

const char *const kCapacityMeaning = QT_TRANSLATE_NOOP("Formulas", "Requests per second one GPU serves");

} // namespace

Served served(const Scenario &s)
{
    const ServingInputs in = servingInputs(s);
    const ServingPoint p = servingPoint(in, s.integer(Key::ServingBatch));
    const double kvPerToken = kvBytesPerToken(in.layers, in.kvHeads, in.headDim, in.kvBytesPerValue);
    return {
        {{input::parameters(in.params),
          input::activeParameters(in.activeParams),
          input::peak(in.peak),
          input::bandwidth(in.bandwidth),
          input::deviceMemory(in.memory),
          input::promptTokens(in.promptTokens),
          input::outputTokens(in.outputTokens),
          {u"b_w"_s, in.weightBytesPerValue, u"B"_s,
           QT_TRANSLATE_NOOP("Formulas", "Bytes per served weight")},
          {u"L"_s, double(in.layers), {}, QT_TRANSLATE_NOOP("Formulas", "Layers")},
          {u"h_kv"_s, double(in.kvHeads), {}, QT_TRANSLATE_NOOP("Formulas", "Key/value heads")},
          {u"d_k"_s, double(in.headDim), {}, QT_TRANSLATE_NOOP("Formulas", "Head dimension")},
          {u"b_kv"_s, in.kvBytesPerValue, u"B"_s, QT_TRANSLATE_NOOP("Formulas", "Bytes per cached value")},
          {u"KV_token"_s, kvPerToken, u"B"_s, QT_TRANSLATE_NOOP("Formulas", "KV cache per token")},
          {u"B"_s, p.batch, {}, QT_TRANSLATE_NOOP("Formulas", "Batch (sequences)")},
          {u"η"_s, in.efficiency, u"fraction"_s,
           QT_TRANSLATE_NOOP("Formulas", "Share of the peak FLOP/s reached when serving (compute)")},
          {u"η_bw"_s, in.bandwidthEfficiency, u"fraction"_s,
           QT_TRANSLATE_NOOP("Formulas", "Share of the memory bandwidth reached when serving")},
          {u"φ"_s, in.memoryFraction, u"fraction"_s,
           QT_TRANSLATE_NOOP("Formulas", "Usable share of the device memory")},
          {u"W"_s, p.weightBytes, u"B"_s, QT_TRANSLATE_NOOP("Formulas", "Weight bytes")},
          {u"W_read"_s, p.decodeWeightBytes, u"B"_s,
           QT_TRANSLATE_NOOP("Formulas", "Weight bytes one decode step reads")},
          {u"E"_s, double(in.experts), {}, QT_TRANSLATE_NOOP("Formulas", "Experts per layer")},
          {u"k"_s, double(in.expertsPerToken), {}, QT_TRANSLATE_NOOP("Formulas", "Experts active per token")},
          {u"KV"_s, p.kvBytes, u"B"_s, QT_TRANSLATE_NOOP("Formulas", "KV cache of the whole batch")},
          {u"TTFT"_s, p.ttft, u"s"_s, QT_TRANSLATE_NOOP("Formulas", "Time to first token")},
          {u"TPOT"_s, p.tpot, u"s"_s, QT_TRANSLATE_NOOP("Formulas", "Time per output token")},
          {u"t"_s, double(in.tensorParallel), u"GPU"_s,
           QT_TRANSLATE_NOOP("Formulas", "GPUs sharing each layer (tensor parallelism)")}}},
        in,
        p,
        kvPerToken};
}

namespace {

const char *const kServiceSource =
    QT_TRANSLATE_NOOP("Formulas", "Course §03 (service(B)), theorems 1 and 4; Pope et al. 2022 §2");

FormulaText weights(const Served &v)
{
    return v.formula(u"W = N·b_w"_s, u"{N} × {b_w}"_s, v.point.weightBytes,
                     QT_TRANSLATE_NOOP("Formulas", "Course §03 (octets_poids = 2N in bf16)"));
}

FormulaText cachePerToken(const Served &v)
{
    return v.formula(u"KV_token = 2·L·h_kv·d_k·b_kv"_s, u"2 × {L} × {h_kv} × {d_k} × {b_kv}"_s, v.kvPerToken,
                     QT_TRANSLATE_NOOP("Formulas", "Course §03: 2 (K and V) per layer, head and dimension"));
}

FormulaText cache(const Served &v)
{
    return v.formula(
        u"KV = KV_token·(n_prompt + n_out)·B"_s, u"{KV_token} × ({n_prompt} + {n_out}) × {B}"_s,
        v.point.kvBytes,
        QT_TRANSLATE_NOOP("Formulas", "Course §03: every sequence keeps its prompt and output in the cache"));
}

FormulaText ttft(const Served &v)
{
    if (v.in.tensorParallel > 1 || v.in.attentionFlops) return parallelLatency(v, Latency::Ttft);
    return v.formula(
        u"TTFT = max(2·N_act·n_prompt·B / (P·η), (W + KV)/(β·η_bw))"_s,
        u"max(2 × {N_act} × {n_prompt} × {B} / ({P} × {η}), ({W} + {KV}) / ({β} × {η_bw}))"_s, v.point.ttft,
        QT_TRANSLATE_NOOP("Formulas", "Course §03 (prefill, compute-bound), theorem 1; Pope et al. 2022 §2"));
}

/// Whether the model routes each token to fewer experts than it has: then a decode step reads less than W.
bool mixtureOfExperts(const ServingInputs &in)
{
    return in.expertsPerToken < in.experts;
}

FormulaText decodeWeights(const Served &v)
{
    if (!mixtureOfExperts(v.in))
        return v.formula(u"W_read = N·b_w"_s, u"{N} × {b_w}"_s, v.point.decodeWeightBytes,
                         QT_TRANSLATE_NOOP("Formulas", "Course §03: a dense model reads every weight at each "
                                                       "decode step (TPOT ≈ octets_poids/BW)"));
    const ServingInputs &in = v.in;
    const FormulaInput expert = {u"N_e"_s,
                                 (in.params - in.activeParams) / (in.experts - in.expertsPerToken),
                                 {},
                                 QT_TRANSLATE_NOOP("Formulas", "Parameters of one expert over all layers, "
                                                               "(N − N_act)/(E − k)")};
    return v.formula(
        u"W_read = (N_act + N_e·(E·(1 − (1 − k/E)^B) − k))·b_w"_s,
        u"({N_act} + {N_e} × ({E} × (1 − (1 − {k} / {E})^{B}) − {k})) × {b_w}"_s, v.point.decodeWeightBytes,
        QT_TRANSLATE_NOOP("Formulas", "Mixture of experts: the B tokens of a step select "
                                      "E·(1 − (1 − k/E)^B) experts in expectation, k at B = 1 and "
                                      "nearly E at large B (Mixtral, Jiang et al. 2024)"),
        {expert});
}

FormulaText tpot(const Served &v)
{
    if (v.in.tensorParallel > 1 || v.in.attentionFlops) return parallelLatency(v, Latency::Tpot);
    if (mixtureOfExperts(v.in))
        return v.formula(
            u"TPOT = max((W_read + KV)/(β·η_bw), 2·N_act·B / (P·η))"_s,
            u"max(({W_read} + {KV}) / ({β} × {η_bw}), 2 × {N_act} × {B} / ({P} × {η}))"_s, v.point.tpot,
            QT_TRANSLATE_NOOP("Formulas", "Course §03 (decode, memory-bound), theorem 4, reading "
                                          "only the experts selected; Pope et al. 2022 §2"));
    return v.formula(
        u"TPOT = max((W + KV)/(β·η_bw), 2·N_act·B / (P·η))"_s,
        u"max(({W} + {KV}) / ({β} × {η_bw}), 2 × {N_act} × {B} / ({P} × {η}))"_s, v.point.tpot,
        QT_TRANSLATE_NOOP("Formulas", "Course §03 (decode, memory-bound), theorem 4; Pope et al. 2022 §2"));
}

FormulaText tokens(const Served &v)
{
    return v.formula(u"tok/s = B / TPOT"_s, u"{B} / {TPOT}"_s, v.point.tokensPerSecond, kServiceSource);
}

FormulaText latency(const Served &v)
{
    return v.formula(u"t = TTFT + n_out·TPOT"_s, u"{TTFT} + {n_out} × {TPOT}"_s, v.point.latency,
                     kServiceSource);
}

FormulaText capacity(const Served &v)
{
    if (v.in.tensorParallel > 1)
        return v.formula(
            u"c = B / (t·(TTFT + n_out·TPOT))"_s, u"{B} / ({t} × ({TTFT} + {n_out} × {TPOT}))"_s,
            requestsPerSecondPerGpu(v.point.batch, v.point.ttft, v.point.tpot, v.in.outputTokens) /
                v.in.tensorParallel,
            QT_TRANSLATE_NOOP("Formulas", "Course §03 and exercise 4 (capacite), a model copy's "
                                          "requests shared by its t GPUs"));
    return v.formula(u"c = B / (TTFT + n_out·TPOT)"_s, u"{B} / ({TTFT} + {n_out} × {TPOT})"_s,
                     requestsPerSecondPerGpu(v.point.batch, v.point.ttft, v.point.tpot, v.in.outputTokens),
                     QT_TRANSLATE_NOOP("Formulas", "Course §03 and exercise 4 (capacite)"));
}

FormulaText gpusForTarget(const Scenario &s)
{
    const Served v = served(s);
    const int t = v.in.tensorParallel;
    const auto plan = gpusFor(s.number(Key::ServingRequestRate), s.number(Key::ServingSloS),
                              capacityOptions(v.in), v.in.outputTokens, s.number(Key::ServingMargin), t);
    // The capacity and latency of the batch the planner chose, from the same serving estimate.
    const ServingPoint chosen = servingPoint(v.in, plan ? plan->batch : 1.0);
    const double perCopy =
        plan ? requestsPerSecondPerGpu(chosen.batch, chosen.ttft, chosen.tpot, v.in.outputTokens) : kNone;
    QList<FormulaInput> own = {
        {u"λ"_s, s.number(Key::ServingRequestRate), u"req/s"_s,
         QT_TRANSLATE_NOOP("Formulas", "Peak request rate to serve")},
        {u"μ"_s, s.number(Key::ServingMargin), u"fraction"_s,
         QT_TRANSLATE_NOOP("Formulas", "Capacity margin for peaks")},
        {u"B"_s, plan ? plan->batch : kNone, {}, QT_TRANSLATE_NOOP("Formulas", "Batch the planner chose")},
        {u"SLO"_s, s.number(Key::ServingSloS), u"s"_s, QT_TRANSLATE_NOOP("Formulas", "Latency objective")}};
    const char *latencyMeaning =
        QT_TRANSLATE_NOOP("Formulas", "Latency of a request at that batch, TTFT + n_out·TPOT");
    const double latency = plan ? chosen.latency : kNone, result = plan ? double(plan->gpus) : kNone;
    if (t == 1)
        return v.formula(
            u"n_GPU = min_B ⌈λ·(1 + μ) / c(B)⌉ : B ∈ 1, 2, 4, …, 4096, t(B) ≤ SLO"_s,
            u"⌈{λ} × (1 + {μ}) / {c}⌉, B = {B}, t = {t} ≤ {SLO}"_s, result,
            QT_TRANSLATE_NOOP("Formulas", "Course exercise 4 (gpus_pour); none when no batch meets the SLO"),
            own + QList<FormulaInput>{{u"c"_s, perCopy, u"req/s"_s, kCapacityMeaning},
                                      {u"t"_s, latency, u"s"_s, latencyMeaning}});
    // On t GPUs the symbol t is theirs: the latency is τ, and c a model copy's capacity.
    return v.formula(
        u"n_GPU = t · min_B ⌈λ·(1 + μ) / c_copy(B)⌉ : B ∈ 1, 2, 4, …, 4096, τ(B) ≤ SLO"_s,
        u"{t} × ⌈{λ} × (1 + {μ}) / {c_copy}⌉, B = {B}, τ = {τ} ≤ {SLO}"_s, result,
        QT_TRANSLATE_NOOP("Formulas", "Course exercise 4 (gpus_pour), counting copies of the model of t GPUs "
                                      "each; none when no batch meets the SLO"),
        own + QList<FormulaInput>{
                  {u"c_copy"_s, perCopy, u"req/s"_s,
                   QT_TRANSLATE_NOOP("Formulas", "Requests per second one copy of the model serves")},
                  {u"τ"_s, latency, u"s"_s, latencyMeaning},
                  {u"t"_s, double(t), u"GPU"_s,
                   QT_TRANSLATE_NOOP("Formulas", "GPUs sharing each layer (tensor parallelism)")}});
}

FormulaText maxBatch(const Served &v)
{
    const double perSequence = kvCacheBytes(v.kvPerToken, v.in.promptTokens + v.in.outputTokens, 1);
    const char *meaning =
        QT_TRANSLATE_NOOP("Formulas", "KV cache of one sequence, KV_token·(n_prompt + n_out)");
    if (v.in.tensorParallel > 1) {
        // The cache a GPU keeps for one sequence: its share of the KV heads (tensorparallel.h).
        const double perGpu = v.point.batch > 0 ? v.point.kvBytesPerGpu / v.point.batch : kNone;
        return v.formula(u"B_max = max(B : W/t + B·KV_seq,GPU < φ·M)"_s,
                         u"max(B : {W} / {t} + B × {KV_seq,GPU} < {φ} × {M})"_s, maxBatchThatFits(v.in),
                         QT_TRANSLATE_NOOP("Formulas", "Course §03: weights + cache < 0.9 × memory, on each "
                                                       "of the t GPUs"),
                         {{u"KV_seq,GPU"_s, perGpu, u"B"_s,
                           QT_TRANSLATE_NOOP("Formulas", "KV cache of one sequence on each GPU")},
                          {u"t"_s, double(v.in.tensorParallel), u"GPU"_s,
                           QT_TRANSLATE_NOOP("Formulas", "GPUs sharing each layer (tensor parallelism)")}});
    }
    return v.formula(u"B_max = max(B : W + B·KV_seq < φ·M)"_s, u"max(B : {W} + B × {KV_seq} < {φ} × {M})"_s,
                     maxBatchThatFits(v.in),
                     QT_TRANSLATE_NOOP("Formulas", "Course §03: weights + cache < 0.9 × memory"),
                     {{u"KV_seq"_s, perSequence, u"B"_s, meaning}});
}

FormulaText knee(const Served &v)
{
    return v.formula(
        u"B* = W·P·η / (2·N_act·β·η_bw)"_s, u"{W} × {P} × {η} / (2 × {N_act} × {β} × {η_bw})"_s,
        kneeBatch(v.in),
        QT_TRANSLATE_NOOP("Formulas", "Course theorem 4: throughput grows with B up to B*, then plateaus"));
}

/// N counted from the shapes, to set beside the preset's N (Kaplan et al. 2020 §2.1 for its 12·L·d² core).
FormulaText shapesParameters(const Scenario &s)
{
    const ModelPreset *preset = s.catalogue().model(s.text(Key::ModelPreset));
    const std::optional<double> n = scenarioParametersFromShapes(s);
    const double d = s.integer(Key::ModelDModel), experts = s.integer(Key::ModelExperts);
    const auto in = [](const char16_t *symbol, double value, const char *meaning) {
        return FormulaInput{QString::fromUtf16(symbol), value, {}, meaning};
    };
    const QList<FormulaInput> own = {
        in(u"L", s.integer(Key::ModelLayers), QT_TRANSLATE_NOOP("Formulas", "Layers")),
        in(u"d", d, QT_TRANSLATE_NOOP("Formulas", "Model width d_model")),
        in(u"a", s.integer(Key::ModelHeads), QT_TRANSLATE_NOOP("Formulas", "Attention heads")),
        in(u"a_kv", s.integer(Key::ModelKvHeads), QT_TRANSLATE_NOOP("Formulas", "Key/value heads")),
        in(u"d_k", s.integer(Key::ModelHeadDim), QT_TRANSLATE_NOOP("Formulas", "Head dimension")),
        in(u"E", experts, QT_TRANSLATE_NOOP("Formulas", "Experts per layer (1: dense)")),
        in(u"m", preset ? preset->ffnMatrices : kNone,
           QT_TRANSLATE_NOOP("Formulas", "Matrices per FFN: 3 gated (SwiGLU), 2 plain (GELU)")),
        in(u"f", preset ? preset->ffn : kNone, QT_TRANSLATE_NOOP("Formulas", "FFN width")),
        in(u"R", experts > 1 ? d * experts : 0.0,
           QT_TRANSLATE_NOOP("Formulas", "Router parameters per layer, d·E (0 for a dense model)")),
        in(u"t", preset ? (preset->tiedEmbeddings ? 1 : 2) : kNone,
           QT_TRANSLATE_NOOP("Formulas", "Embedding matrices: 1 when the output head is tied, else 2")),
        in(u"V", preset ? preset->vocab : kNone, QT_TRANSLATE_NOOP("Formulas", "Vocabulary size")),
    };
    const QString substitution =
        u"{L} × (2 × {d} × {a} × {d_k} + 2 × {d} × {a_kv} × {d_k} + {E} × {m} × {d} × "
        u"{f} + {R} + 2 × {d}) + {t} × {V} × {d} + {d}"_s;
    return {u"N_shapes = L·(2·d·a·d_k + 2·d·a_kv·d_k + E·m·d·f + R + 2·d) + t·V·d + d"_s, substitution,
            namedIn(substitution, own), n.value_or(kNone),
            QT_TRANSLATE_NOOP("Formulas", "Attention with grouped K and V (Ainslie et al. 2023), gated FFN "
                                          "(Shazeer 2020), norms and embeddings; without them 12·L·d² "
                                          "(Kaplan et al. 2020 §2.1). Set it beside the preset's N")};
}

} // namespace

FigureSection servingFigures()
{
    // Each row laid out alike, as a table reads: key; title; unit and report flag; formula (and when shown).
    // clang-format off
    return {
        {
            {"serving.ttft_s",
             QT_TRANSLATE_NOOP("Formulas", "Time to first token"),
             "s", true,
             onServed<ttft>},
            {"serving.tpot_s",
             QT_TRANSLATE_NOOP("Formulas", "Time per output token"),
             "s", true,
             onServed<tpot>},
            {"serving.decode_weight_bytes",
             QT_TRANSLATE_NOOP("Formulas", "Weights read per decode step"),
             "B", false,
             onServed<decodeWeights>},
            {"serving.tokens_per_s",
             QT_TRANSLATE_NOOP("Formulas", "Generated tokens per second"),
             "tok/s", true,
             onServed<tokens>},
            {"serving.latency_s",
             QT_TRANSLATE_NOOP("Formulas", "Latency of a request"),
             "s", true,
             onServed<latency>},
            {"serving.cost_per_million_tokens",
             QT_TRANSLATE_NOOP("Formulas", "Cost per million generated tokens"),
             "€", true,
             costPerMillion},
            {"serving.kv_bytes",
             QT_TRANSLATE_NOOP("Formulas", "KV cache of the batch"),
             "B", false,
             onServed<cache>},
            {"serving.gpus_for_target",
             QT_TRANSLATE_NOOP("Formulas", "GPUs for the target load"),
             "GPU", true,
             gpusForTarget},
            {"serving.knee_batch",
             QT_TRANSLATE_NOOP("Formulas", "Knee batch"),
             "", false,
             onServed<knee>},
        },
        {
            {"serving.weights_bytes",
             QT_TRANSLATE_NOOP("Formulas", "Weight memory"),
             "B", false,
             onServed<weights>},
            {"serving.kv_bytes_per_token",
             QT_TRANSLATE_NOOP("Formulas", "KV cache per token"),
             "B", false,
             onServed<cachePerToken>},
            {"serving.fits",
             QT_TRANSLATE_NOOP("Formulas", "Weights and cache fit in memory"),
             "", false,
             nullptr},
            {"serving.max_batch",
             QT_TRANSLATE_NOOP("Formulas", "Largest batch that fits"),
             "", false,
             onServed<maxBatch>},
            {"serving.requests_per_s_per_gpu",
             kCapacityMeaning,
             "req/s", false,
             onServed<capacity>},
            {"serving.batch_for_target",
             QT_TRANSLATE_NOOP("Formulas", "Batch for the target load"),
             "", false,
             nullptr},
            {"model.params_from_shapes",
             QT_TRANSLATE_NOOP("Formulas", "Parameters counted from the shapes"),
             "", false,
             shapesParameters},
        }};
}

} // namespace infralab::formulas_detail
