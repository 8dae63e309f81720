#pragma once
// The parameter count a decoder-only transformer's shapes imply, to check a preset's N against its shapes
// (a catalogue entry whose N and shapes disagree describes two different models).
#include "catalogue.h"

#include <optional>

namespace infralab {

/// Parameters of one layer's attention: Q and O are d × (a·d_k), K and V are d × (a_kv·d_k) each
/// (grouped-query attention shares a K and V head between a/a_kv query heads). Biases left out (Qwen's QKV
/// bias: < 0.1 %). Source: Ainslie et al. 2023 (GQA) §2; Vaswani et al. 2017 §3.2.2.
double attentionParameters(const ModelPreset &m);

/// Parameters of one expert's feed-forward block: m · d · f, with m = 3 matrices for a gated FFN (SwiGLU,
/// Shazeer 2020) and 2 for a plain one (GELU or ReLU, as GPT-3 and OPT).
double ffnParameters(const ModelPreset &m);

/// N from the shapes: L · (attention + E · FFN + router d·E when E > 1 + two norms 2d) + V · d embeddings
/// (twice when the output head is not tied) + the final norm d. With `activeOnly`, k experts instead of E:
/// the parameters one token uses. Kaplan et al. 2020 §2.1 give N ≈ 12 · L · d² for MHA with f = 4d and no
/// embeddings, which this reduces to.
double parametersFromShapes(const ModelPreset &m, bool activeOnly = false);

class Scenario;

/// N from the shapes of the scenario's model: its layers, width, heads and experts, with the vocabulary and
/// tying of its preset and the preset's FFN scaled with the width (freeModel() in freemodel.h). Nothing for a
/// model that is not in the catalogue (its FFN and vocabulary are unknown).
std::optional<double> scenarioParametersFromShapes(const Scenario &s);

} // namespace infralab
