#pragma once
// The per-operator roofline: each operator of one transformer layer (and the model's output head) as a point
// of the course's theorem 1, for prefill and for decode, as LLM-Viewer places them (Yuan et al. 2024, "LLM
// Inference Unveiled: Survey and Roofline Model Insights", arXiv 2402.16363, §3; roofline: Williams,
// Waterman & Patterson, CACM 2009). SI units: FLOP, bytes, seconds.
#include "roofline.h"

#include <QList>
#include <QString>

namespace infralab {

class Scenario;

enum class Phase
{
    Prefill,
    Decode
};

/// The shapes the operators need, with the serving inputs that size them.
struct OperatorInputs
{
    double layers = 32, dModel = 4096, heads = 32, kvHeads = 8, headDim = 128, ffn = 14336;
    int ffnMatrices = 3;                  ///< 3: gated FFN (gate, up, down); 2: up and down
    int experts = 1, expertsPerToken = 1; ///< E and k of a mixture of experts (1 and 1: dense)
    double vocab = 128256;                ///< V of the output head; 0 for a model without one
    double batch = 1;                     ///< B sequences
    double context = 1500;                ///< prompt tokens s: prefilled, then the KV cache decode reads
    double weightBytes = 2, activationBytes = 2, kvBytes = 2; ///< bytes per value
};

/// One operator in one phase: its work W, its traffic Q = weights + activations in and out + KV cache read
/// or written, once for one layer (`perLayer`) or once for the model (the output head).
struct LayerOperator
{
    QString id;        ///< stable: "qkv", "scores", "attn-v", "out-proj", "ffn-gate", "ffn-up", "ffn-down",
                       ///< "router", "norms", "lm-head"
    const char *label; ///< short English name, QT_TRANSLATE_NOOP("Operators", …)
    Phase phase;
    Operation op;
    bool perLayer = true;
};

/// A linear layer applied to T tokens, d_in → d_out: W = 2·T·d_in·d_out, Q = w·d_in·d_out (weights read once
/// for the whole batch) + a·T·d_in (input) + a·T·d_out (output), for w and a bytes per weight and activation
/// (LLM-Viewer's count of a linear layer; the course's "produit matriciel").
Operation linearOperator(double tokens, double dIn, double dOut, double weightBytes, double activationBytes);

/// The operators of one layer (and the output head) in `phase`, T = B tokens in decode, B·s in prefill:
/// - QKV projection: d → (a + 2·a_kv)·d_k, K and V written to the cache in its precision;
/// - scores QKᵀ with its softmax fused (5 FLOPs per score, LLM-Viewer's count): decode W = 2·B·a·d_k·s +
/// 5·B·a·s,
///   Q = Q-vector in + K cache read (B·a_kv·d_k·s) + scores out; prefill W = 2·B·a·d_k·s² + 5·B·a·s² (the
///   full s×s matrix, unfused as LLM-Viewer counts it), Q = Q, K in + B·a·s² scores out;
/// - attention × V: W = 2·B·a·d_k·s (decode), 2·B·a·d_k·s² (prefill), Q = scores in + V + output;
/// - output projection a·d_k → d; FFN gate and up d → f, down f → d;
/// - a mixture of experts: k experts per token (W ×k), weights of the E·(1 − (1 − k/E)^T) experts the T
/// tokens
///   select (experts.h), and the router d → E;
/// - norms: two RMSNorms per layer, 4 FLOPs per value (square, sum, scale, weight), weights 2d;
/// - output head d → V once per model, for B tokens in both phases (a server computes the logits of a
/// prompt's
///   last token only).
/// Left out, as small: the SwiGLU product and residual additions (≈ 3·f + 2·d FLOPs per token), RoPE, and the
/// input embedding (a lookup of T rows of d, no FLOPs).
QList<LayerOperator> layerOperators(const OperatorInputs &in, Phase phase);

/// Σ over operators and layers: the per-layer operators L times, the per-model ones once. For decode this is
/// theorem 1's decode point itemised: W ≈ 2·N·B plus the attention's 4·L·B·a·d_k·s, Q ≈ N·w (less the input
/// embedding, which is looked up, not read) plus the KV cache 2·L·B·a_kv·d_k·s·b_kv and the activations.
Operation operatorsTotal(const QList<LayerOperator> &ops, Phase phase, double layers);

/// The inputs of scenario `s`: its model's shapes (the FFN width, matrices and vocabulary of its preset; a
/// model that is not a preset has a gated FFN sized so that the layers hold its N, and no head), its batch,
/// prompt and precision (weights and activations; the KV cache in serving.kv_precision).
OperatorInputs operatorInputs(const Scenario &s);

/// Both phases' operators of scenario `s`, prefill first.
QList<LayerOperator> scenarioOperators(const Scenario &s);

} // namespace infralab
