#include "operators.h"
#include "hardwarescenario.h"

#include "experts.h"
#include "scenario.h"
#include "servingscenario.h"

#include <QCoreApplication>
#include <algorithm>

namespace infralab {

namespace {

/// Tokens one phase processes: B in a decode step, B prompts of s tokens in prefill.
double tokensOf(const OperatorInputs &in, Phase phase)
{
    return phase == Phase::Decode ? in.batch : in.batch * in.context;
}

/// QKᵀ with its softmax, and the probabilities × V, for B sequences of s tokens (see layerOperators).
QList<LayerOperator> attentionOperators(const OperatorInputs &in, Phase phase)
{
    const double b = in.batch, s = in.context, a = in.heads, dk = in.headDim, kv = in.kvHeads;
    const double act = in.activationBytes, cache = in.kvBytes;
    // Queries per sequence: 1 new token in decode, the s prompt tokens in prefill; each scores s keys.
    const double q = phase == Phase::Decode ? 1 : s;
    const double scores = b * a * q * s;
    // In prefill K and V come straight from the projection (activations); in decode they are the cache.
    const double kvValues = b * kv * dk * s, kvValueBytes = phase == Phase::Decode ? cache : act;
    const Operation qk{2 * b * a * q * s * dk + 5 * scores,
                       act * b * a * q * dk + kvValueBytes * kvValues + act * scores};
    const Operation sv{2 * b * a * q * s * dk, act * scores + kvValueBytes * kvValues + act * b * a * q * dk};
    return {{QStringLiteral("scores"), QT_TRANSLATE_NOOP("Operators", "QKᵀ"), phase, qk},
            {QStringLiteral("attn-v"), QT_TRANSLATE_NOOP("Operators", "×V"), phase, sv}};
}

/// The FFN's matrices (k of E experts per token) and the router of a mixture of experts.
QList<LayerOperator> ffnOperators(const OperatorInputs &in, Phase phase)
{
    const double t = tokensOf(in, phase), d = in.dModel, f = in.ffn, k = in.expertsPerToken;
    // Each token's activations go through k experts; the weights of the experts the tokens select are read.
    const double read = in.experts > 1 ? expectedExpertsRead(in.experts, in.expertsPerToken, t) : 1;
    auto expertMatrix = [&](double dIn, double dOut) {
        const Operation one = linearOperator(t * k, dIn, dOut, 0, in.activationBytes);
        return Operation{one.flops, one.bytes + read * in.weightBytes * dIn * dOut};
    };
    QList<LayerOperator> ops;
    if (in.experts > 1)
        ops.append({QStringLiteral("router"), QT_TRANSLATE_NOOP("Operators", "router"), phase,
                    linearOperator(t, d, in.experts, in.weightBytes, in.activationBytes)});
    if (in.ffnMatrices >= 3)
        ops.append(
            {QStringLiteral("ffn-gate"), QT_TRANSLATE_NOOP("Operators", "gate"), phase, expertMatrix(d, f)});
    ops.append({QStringLiteral("ffn-up"), QT_TRANSLATE_NOOP("Operators", "up"), phase, expertMatrix(d, f)});
    ops.append(
        {QStringLiteral("ffn-down"), QT_TRANSLATE_NOOP("Operators", "down"), phase, expertMatrix(f, d)});
    return ops;
}

} // namespace

Operation linearOperator(double tokens, double dIn, double dOut, double weightBytes, double activationBytes)
{
    return {2 * tokens * dIn * dOut,
            weightBytes * dIn * dOut + activationBytes * tokens * dIn + activationBytes * tokens * dOut};
}

QList<LayerOperator> layerOperators(const OperatorInputs &in, Phase phase)
{
    const double t = tokensOf(in, phase), d = in.dModel, a = in.heads, dk = in.headDim, kv = in.kvHeads;
    const double w = in.weightBytes, act = in.activationBytes;
    // The projection writes Q as an activation and K, V into the cache, in the cache's precision.
    Operation qkv = linearOperator(t, d, (a + 2 * kv) * dk, w, act);
    qkv.bytes += t * 2 * kv * dk * (in.kvBytes - act);
    QList<LayerOperator> ops = {{QStringLiteral("qkv"), QT_TRANSLATE_NOOP("Operators", "QKV"), phase, qkv}};
    ops += attentionOperators(in, phase);
    ops.append({QStringLiteral("out-proj"), QT_TRANSLATE_NOOP("Operators", "O"), phase,
                linearOperator(t, a * dk, d, w, act)});
    ops += ffnOperators(in, phase);
    // Two RMSNorms (Zhang & Sennrich 2019): x·g/rms(x), 4 FLOPs per value, each reads and writes T·d values.
    ops.append({QStringLiteral("norms"),
                QT_TRANSLATE_NOOP("Operators", "norms"),
                phase,
                {2 * 4 * t * d, 2 * (w * d + 2 * act * t * d)}});
    if (in.vocab > 0)
        ops.append({QStringLiteral("lm-head"), QT_TRANSLATE_NOOP("Operators", "head"), phase,
                    linearOperator(in.batch, d, in.vocab, w, act), false});
    return ops;
}

Operation operatorsTotal(const QList<LayerOperator> &ops, Phase phase, double layers)
{
    Operation total;
    for (const LayerOperator &o : ops) {
        if (o.phase != phase) continue;
        const double times = o.perLayer ? layers : 1;
        total.flops += times * o.op.flops;
        total.bytes += times * o.op.bytes;
    }
    return total;
}

OperatorInputs operatorInputs(const Scenario &s)
{
    OperatorInputs in;
    in.layers = s.integer(Key::ModelLayers);
    in.dModel = s.integer(Key::ModelDModel);
    in.heads = s.integer(Key::ModelHeads);
    in.kvHeads = s.integer(Key::ModelKvHeads);
    in.headDim = s.integer(Key::ModelHeadDim);
    in.experts = s.integer(Key::ModelExperts);
    in.expertsPerToken = s.integer(Key::ModelExpertsPerToken);
    in.batch = s.number(Key::ServingBatch);
    in.context = s.number(Key::ServingPromptTokens);
    in.weightBytes = in.activationBytes = bytesPerValue(selectedPrecision(s));
    // The serving estimate's own reading of serving.kv_precision, so that the operators' cache and TPOT's
    // agree.
    in.kvBytes = servingInputs(s).kvBytesPerValue;
    if (const ModelPreset *preset = s.catalogue().model(s.text(Key::ModelPreset))) {
        in.ffn = preset->ffn;
        in.ffnMatrices = preset->ffnMatrices;
        in.vocab = preset->vocab;
        return in;
    }
    // No preset: a gated FFN that gives the layers the scenario's N (attention and norms aside), no head.
    const double d = in.dModel, attention = 2 * d * in.heads * in.headDim + 2 * d * in.kvHeads * in.headDim;
    const double perLayer = s.number(Key::ModelParams) / std::max(in.layers, 1.0);
    in.ffn = std::max(1.0, (perLayer - attention - 2 * d) / (3 * d * std::max(in.experts, 1)));
    in.ffnMatrices = 3;
    in.vocab = 0;
    return in;
}

QList<LayerOperator> scenarioOperators(const Scenario &s)
{
    const OperatorInputs in = operatorInputs(s);
    return layerOperators(in, Phase::Prefill) + layerOperators(in, Phase::Decode);
}

} // namespace infralab
