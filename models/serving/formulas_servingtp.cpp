// Formulas of serving on t GPUs (tensor parallelism, Megatron-LM §3), of the attention's FLOPs in prefill and
// decode, and of the two efficiencies the serving estimate applies to the peak and to the bandwidth.
#include "figures.h"
#include "formulas_serving_detail.h"
#include "servingscenario.h"
#include "tensorparallel.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace infralab::formulas_detail {

namespace {

const char *const kMegatronSource = QT_TRANSLATE_NOOP(
    "Formulas", "Shoeybi et al., Megatron-LM, 2019, §3: two all-reduces per layer in the "
                "forward pass; each one theorem 2's ring all-reduce, as the training's. "
                "Exercise 3's latency α per step is not counted: it would add 2·L·2(t − 1)·α");

/// The inputs of the tensor-parallel formulas, beside those of the serving estimate.
QList<FormulaInput> parallelInputs(const Served &v)
{
    const ServingInputs &in = v.in;
    const ServingPoint &p = v.point;
    const double attention = prefillAttentionFlops(in.layers, in.hidden, in.promptTokens);
    const double perToken = decodeAttentionFlops(in.layers, in.hidden, in.promptTokens + in.outputTokens);
    return {
        {u"t"_s, double(in.tensorParallel), u"GPU"_s,
         QT_TRANSLATE_NOOP("Formulas", "GPUs sharing each layer (tensor parallelism)")},
        {u"W_GPU"_s, p.weightBytesPerGpu, u"B"_s, QT_TRANSLATE_NOOP("Formulas", "Weight bytes on each GPU")},
        {u"KV_GPU"_s, p.kvBytesPerGpu, u"B"_s,
         QT_TRANSLATE_NOOP("Formulas", "KV cache of the batch on each GPU")},
        {u"h_kv,GPU"_s,
         kvHeadsPerGpu(in.kvHeads, in.tensorParallel),
         {},
         QT_TRANSLATE_NOOP("Formulas", "Key/value heads each GPU caches, max(h_kv/t, 1)")},
        {u"C_prefill"_s, p.prefillCommunication, u"s"_s,
         QT_TRANSLATE_NOOP("Formulas", "All-reduces of the prefill")},
        {u"C_decode"_s, p.decodeCommunication, u"s"_s,
         QT_TRANSLATE_NOOP("Formulas", "All-reduces of one decode step")},
        {u"A"_s, in.attentionFlops ? attention : 0.0, u"FLOP"_s,
         QT_TRANSLATE_NOOP("Formulas",
                           "Attention FLOPs of one prompt, 4·L·h·n_prompt² when counted, else 0")},
        {u"A_prompt"_s, attention, u"FLOP"_s, QT_TRANSLATE_NOOP("Formulas", "Attention FLOPs of one prompt")},
        {u"A_tok"_s, in.attentionFlops ? perToken : 0.0, u"FLOP"_s,
         QT_TRANSLATE_NOOP("Formulas", "Attention FLOPs of one generated token over its context, "
                                       "4·L·h·(n_prompt + n_out) when counted, else 0")},
        {u"h"_s, in.hidden, {}, QT_TRANSLATE_NOOP("Formulas", "Model width d_model")},
        {u"b_a"_s, in.activationBytesPerValue, u"B"_s,
         QT_TRANSLATE_NOOP("Formulas", "Bytes per activation (compute precision)")},
        {u"BW"_s, in.interconnect, u"B/s"_s,
         QT_TRANSLATE_NOOP("Formulas", "Bandwidth between the t GPUs, per GPU and direction (NVLink)")},
    };
}

FormulaText withParallel(const Served &v, const QString &expression, const QString &substitution,
                         double result, const char *source, const QList<FormulaInput> &own = {})
{
    return v.formula(expression, substitution, result, source, own + parallelInputs(v));
}

FormulaText weightsPerGpu(const Served &v)
{
    return withParallel(v, u"W_GPU = N·b_w / t"_s, u"{N} × {b_w} / {t}"_s, v.point.weightBytesPerGpu,
                        QT_TRANSLATE_NOOP("Formulas", "Megatron-LM §3: each GPU holds 1/t of every weight "
                                                      "matrix; course §03 for N·b_w"));
}

FormulaText cachePerGpu(const Served &v)
{
    return withParallel(
        v, u"KV_GPU = 2·L·h_kv,GPU·d_k·b_kv·(n_prompt + n_out)·B"_s,
        u"2 × {L} × {h_kv,GPU} × {d_k} × {b_kv} × ({n_prompt} + {n_out}) × {B}"_s, v.point.kvBytesPerGpu,
        QT_TRANSLATE_NOOP("Formulas", "Course §03's cache, split by key/value heads; with fewer heads than "
                                      "GPUs each GPU keeps a copy of the one its query heads read (vLLM)"));
}

FormulaText decodeCommunication(const Served &v)
{
    return withParallel(v, u"C_decode = 2·L · 2(t − 1)/t · B·h·b_a / BW"_s,
                        u"2 × {L} × 2 × ({t} − 1) / {t} × {B} × {h} × {b_a} / {BW}"_s,
                        v.point.decodeCommunication, kMegatronSource);
}

FormulaText prefillCommunication(const Served &v)
{
    return withParallel(v, u"C_prefill = 2·L · 2(t − 1)/t · B·n_prompt·h·b_a / BW"_s,
                        u"2 × {L} × 2 × ({t} − 1) / {t} × {B} × {n_prompt} × {h} × {b_a} / {BW}"_s,
                        v.point.prefillCommunication, kMegatronSource);
}

FormulaText tokenAttention(const Served &v)
{
    const double perToken =
        decodeAttentionFlops(v.in.layers, v.in.hidden, v.in.promptTokens + v.in.outputTokens);
    return withParallel(
        v, u"A_token = 4·L·h·(n_prompt + n_out), F = 2·N_act"_s,
        u"4 × {L} × {h} × ({n_prompt} + {n_out}), F = {F}"_s, perToken,
        QT_TRANSLATE_NOOP("Formulas",
                          "A generated token's query against the ctx cached keys (Q·Kᵀ) and the weights "
                          "times the ctx values, 2·h·ctx each per layer: twice Kaplan et al. 2020 Table 1's "
                          "\"Attention: Mask\" 2·n_layer·n_ctx·d_attn, which counts Q·Kᵀ only. At the "
                          "course's 8B and ctx 8 192: 4.3 GFLOP, +27 % on 2N = 16 GFLOP. TPOT adds it only "
                          "when the attention's FLOPs are counted; its KV cache is read in every case"),
        {{u"F"_s, 2.0 * v.in.activeParams, u"FLOP"_s,
          QT_TRANSLATE_NOOP("Formulas", "FLOPs of the weights per token, 2·N_act")}});
}

FormulaText promptAttention(const Served &v)
{
    return withParallel(
        v, u"A_prompt = 4·L·h·n_prompt²"_s, u"4 × {L} × {h} × {n_prompt}²"_s,
        prefillAttentionFlops(v.in.layers, v.in.hidden, v.in.promptTokens),
        QT_TRANSLATE_NOOP("Formulas",
                          "Q·Kᵀ and its product with V, 2·n²·h each per layer: the forward third "
                          "of training's 12·L·h·s per token (Narayanan et al. 2021 §5.1), over "
                          "the whole n × n matrix as there (a causal kernel computes about half). "
                          "TTFT adds it only when the attention's FLOPs are counted"));
}

FormulaText effectivePeak(const Served &v)
{
    return v.formula(u"P_eff = P·η"_s, u"{P} × {η}"_s, v.in.peak * v.in.efficiency,
                     QT_TRANSLATE_NOOP("Formulas",
                                       "Course §03: P = 990e12 * 0.6, the FLOP term of TTFT and TPOT "
                                       "(the compute-bound prefill)"));
}

FormulaText effectiveBandwidth(const Served &v)
{
    return v.formula(
        u"β_eff = β·η_bw"_s, u"{β} × {η_bw}"_s, v.in.bandwidth * v.in.bandwidthEfficiency,
        QT_TRANSLATE_NOOP("Formulas",
                          "The bytes' term of TTFT and TPOT (the memory-bound decode). The course's "
                          "code reads at the datasheet's BW = 3.35e12, η_bw = 1; Pope et al. 2022 "
                          "§2 measure FLOP and memory-bandwidth utilisation apart"));
}

/// The all-reduces exist only between t > 1 GPUs: at t = 1 their rows would read "0 µs".
bool onSeveralGpus(const Scenario &s)
{
    return s.integer(Key::ServingTensorParallel) > 1;
}

} // namespace

FormulaText parallelLatency(const Served &v, Latency latency)
{
    if (latency == Latency::Ttft)
        return withParallel(
            v, u"TTFT = max((2·N_act·n_prompt + A)·B / (t·P·η), (W_GPU + KV_GPU)/(β·η_bw)) + C_prefill"_s,
            u"max((2 × {N_act} × {n_prompt} + {A}) × {B} / ({t} × {P} × {η}), "
            u"({W_GPU} + {KV_GPU}) / ({β} × {η_bw})) + {C_prefill}"_s,
            v.point.ttft,
            QT_TRANSLATE_NOOP("Formulas",
                              "Course §03 (prefill), theorem 1, on t GPUs each computing 1/t and "
                              "reading its share, then the layers' all-reduces (Megatron-LM §3); A "
                              "adds the attention's FLOPs when counted"));
    return withParallel(
        v, u"TPOT = max((W_read/t + KV_GPU)/(β·η_bw), (2·N_act + A_tok)·B / (t·P·η)) + C_decode"_s,
        u"max(({W_read} / {t} + {KV_GPU}) / ({β} × {η_bw}), "
        u"(2 × {N_act} + {A_tok}) × {B} / ({t} × {P} × {η})) + {C_decode}"_s,
        v.point.tpot,
        QT_TRANSLATE_NOOP(
            "Formulas", "Course §03 (decode, memory-bound), theorem 4, each of the t GPUs reading "
                        "its 1/t of the weights and its KV heads, then two all-reduces per layer "
                        "(Megatron-LM §3); A_tok adds the attention's FLOPs over the context when counted"));
}

FigureSection servingParallelFigures()
{
    // Each row laid out alike, as a table reads: key; title; unit and report flag; formula (and when shown).
    // clang-format off
    return {
        {
            {"serving.effective_peak_flops",
             QT_TRANSLATE_NOOP("Formulas", "Peak FLOP/s reached when serving"),
             "FLOP/s", false,
             onServed<effectivePeak>},
            {"serving.effective_bandwidth_bytes_per_s",
             QT_TRANSLATE_NOOP("Formulas", "Memory bandwidth reached when serving"),
             "B/s", false,
             onServed<effectiveBandwidth>},
            {"serving.weights_bytes_per_gpu",
             QT_TRANSLATE_NOOP("Formulas", "Weight memory per GPU"),
             "B", false,
             onServed<weightsPerGpu>},
            {"serving.kv_bytes_per_gpu",
             QT_TRANSLATE_NOOP("Formulas", "KV cache per GPU"),
             "B", false,
             onServed<cachePerGpu>},
            {"serving.tp_decode_allreduce_s",
             QT_TRANSLATE_NOOP("Formulas", "Tensor-parallel all-reduces per decode step"),
             "s", false,
             onServed<decodeCommunication>, onSeveralGpus},
            {"serving.tp_prefill_allreduce_s",
             QT_TRANSLATE_NOOP("Formulas", "Tensor-parallel all-reduces of the prefill"),
             "s", false,
             onServed<prefillCommunication>, onSeveralGpus},
            {"serving.prefill_attention_flops",
             QT_TRANSLATE_NOOP("Formulas", "Attention FLOPs of one prompt's prefill"),
             "FLOP", false,
             onServed<promptAttention>},
            {"serving.decode_attention_flops_per_token",
             QT_TRANSLATE_NOOP("Formulas", "Attention FLOPs of one generated token"),
             "FLOP", false,
             onServed<tokenAttention>},
        },
        {
            {"serving.replicas_for_target",
             QT_TRANSLATE_NOOP("Formulas", "Model copies for the target load"),
             "", false,
             nullptr},
        },
    };
    // clang-format on
}

} // namespace infralab::formulas_detail
