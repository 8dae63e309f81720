#pragma once
// Roofline model: the course's theorem 1 (Williams, Waterman & Patterson, CACM 2009).
// Every quantity is SI: FLOP, bytes, seconds, FLOP/s, bytes/s.

namespace infralab {

enum class Regime { Memory, Compute };

/// Work and traffic of one kernel: W FLOPs performed, Q bytes moved to or from memory.
struct Operation
{
    double flops = 0;
    double bytes = 0;
    double intensity() const { return bytes > 0 ? flops / bytes : 0; }
};

/// Theorem 1: time ≥ max(W/P, Q/β) on a machine of peak P FLOP/s and bandwidth β bytes/s.
double kernelTime(double flops, double bytes, double peak, double bandwidth);

/// Exercise 1 `regime`: memory-bound when Q/β > W/P, compute-bound otherwise.
Regime regime(double flops, double bytes, double peak, double bandwidth);

/// Theorem 1: attainable throughput = min(P, I·β) FLOP/s for an intensity I FLOP/byte.
double attainableFlops(double peak, double intensity, double bandwidth);

/// Ridge point ("point d'inflexion") I* = P/β FLOP/byte. H100: 990e12/3.35e12 ≈ 296.
double ridgePoint(double peak, double bandwidth);

/// Product (M×K)(K×N): W = 2MKN FLOPs, Q = b(MK + KN + MN) bytes for b bytes per value
/// (course formula "produit matriciel"; b = 2 in bf16).
Operation matmul(double m, double k, double n, double bytesPerValue);

/// I = 2MKN / (b(MK + KN + MN)); for b = 2: MKN/(MK + KN + MN) (course formula).
double matmulIntensity(double m, double k, double n, double bytesPerValue);

/// Decode at batch 1 is bandwidth-bound: tokens/s = β / weight bytes (theorem 1 applied, course table 01).
double decodeTokensPerSecondBatch1(double bandwidth, double weightBytes);

/// Training throughput at a model FLOPs utilisation: tokens/s = MFU·P / 6N
/// (6N FLOPs per token: 2N forward + 4N backward; course table 01, Kaplan et al. 2020 §2.1).
double trainingTokensPerSecond(double mfu, double peak, double params);

/// Dense layer of a batch of `tokens` rows, d_in → d_out: a matmul (tokens×d_in)(d_in×d_out).
Operation denseLayer(double tokens, double dIn, double dOut, double bytesPerValue);

/// 3×3 convolution, stride 1, same padding, H×W×C_in → H×W×C_out:
/// W = 2·H·W·C_out·9·C_in, Q = b(H·W·C_in + 9·C_in·C_out + H·W·C_out) (input, weights, output read or
/// written once). Course exercise 1 uses 224×224×64 → 64.
Operation conv3x3(double height, double width, double cIn, double cOut, double bytesPerValue);

/// Self-attention scores and weighted sum for one sequence, without fusion: S = QKᵀ then SV,
/// W = 4·n²·d per head, Q = b·heads·(4·n·d + 2·n²) (Q, K, V and output read or written once, the n×n
/// score matrix written then read). FlashAttention (Dao et al. 2022) removes the n² traffic.
Operation attention(double seqLen, double heads, double headDim, double bytesPerValue);

/// LLM decode step at batch B: W = 2·N_active·B, Q = N·b (each weight read once serves B tokens,
/// KV cache aside) ⇒ I ≈ B for b = 2 (course formula "décodage LLM en lot B"). `params` are those the step
/// reads: all N of a dense model, those of the experts selected for a mixture of experts (experts.h).
Operation llmDecode(double params, double activeParams, double batch, double bytesPerValue);

/// Prefill of `tokens` prompt tokens: W = 2·N_active·tokens, Q = N·b (weights read once) ⇒ I ≈ tokens.
Operation llmPrefill(double params, double activeParams, double tokens, double bytesPerValue);

} // namespace infralab
