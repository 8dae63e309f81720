#pragma once
// A whole training run: its FLOPs, GPU-hours and days for a token budget, and the published runs the model is
// checked against (course section 02's step model, run for D tokens instead of one batch).
#include "activations.h"

namespace infralab {

/// FLOPs per parameter and token: 6 (forward 2N, backward 4N; course §02), 8 with full recomputation, which
/// runs the forward pass a second time (Narayanan et al., SC 2021, §5.1, whose estimate counts 8·T·P).
double flopsPerParameterToken(Recompute r);

/// FLOPs of a run of D tokens: c·N_act·D, c from flopsPerParameterToken.
double runFlops(double activeParams, double tokens, Recompute r);

/// The shapes the attention's FLOPs depend on; none counted when `counted` is false (the course's 6N).
struct AttentionFlops
{
    bool counted = false;
    int layers = 32;      ///< L
    double hidden = 4096; ///< h
    double seqLen = 2048; ///< s
};

/// Training FLOPs per token: c·N_act, plus the attention's scores Q·Kᵀ and their product with V when counted,
/// 4·L·h·s per token forward, 12·L·h·s with the backward, 16·L·h·s with full recomputation: c/6 · 12·L·h·s
/// (Narayanan et al., SC 2021, §5.1 and appendix: 96·B·s·l·h²·(1 + s/(6h) + V/(16·l·h)) per iteration with
/// recomputation, whose s/(6h) term is the attention's 16·l·h·s per token; the logits' V term is left out).
double trainingFlopsPerToken(double activeParams, Recompute r, const AttentionFlops &attention);

/// GPU-hours of `flops` at the sustained rate P·MFU of one GPU: FLOPs / (P·MFU) / 3600. The same rate as the
/// step's compute time (dataParallelComputeTime); pipeline bubbles, exposed communication and restarts are
/// not counted.
double runGpuHours(double flops, double peak, double mfu);

/// Days of a run of `gpuHours` spread over n GPUs: GPU-hours / n / 24.
double runDays(double gpuHours, int gpus);

/// A training run with published figures, to set the model beside.
struct PublishedRun
{
    double params;    ///< N
    double tokens;    ///< D
    int gpus;         ///< n
    double peak;      ///< P, dense bf16 of the device, FLOP/s
    double published; ///< GPU-hours (Llama) or days (GPT-3), as published
    int layers;       ///< L
    double hidden;    ///< h
    double seqLen;    ///< s, the pre-training sequence length
};

/// Llama 3.1 405B (Meta's model card): 30.84 M H100-80GB GPU-hours for 15.6 T tokens; H100 SXM bf16 dense
/// 989.4 TFLOP/s (NVIDIA datasheet); 16 384 GPUs, 126 layers of h = 16 384, pre-trained on sequences of 8 192
/// tokens (Dubey et al. 2024, "The Llama 3 Herd of Models", §3.3, Table 3).
inline constexpr PublishedRun kLlama31_405b{405e9, 15.6e12, 16384, 989.4e12, 30.84e6, 126, 16384, 8192};
/// GPT-3 175B (Narayanan et al., SC 2021, §5.1): 300 B tokens on 1 024 A100 in about 34 days; A100 bf16 dense
/// 312 TFLOP/s (NVIDIA datasheet); 96 layers of h = 12 288, sequences of 2 048 tokens (Brown et al. 2020,
/// Table 2.1).
inline constexpr PublishedRun kGpt3_175b{175e9, 300e9, 1024, 312e12, 34, 96, 12288, 2048};

/// The FLOPs per token of `run`, counted as the scenario counts them (recomputation, attention or not).
double publishedFlopsPerToken(const PublishedRun &run, Recompute r, bool attention);

/// The model's error against a published figure: model / published − 1 (−0.25: 25 % under).
double relativeError(double model, double published);

} // namespace infralab
