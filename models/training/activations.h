#pragma once
// Activation memory of a transformer from its shapes (Korthikanti et al., "Reducing Activation Recomputation
// in Large Transformer Models", MLSys 2023, arXiv 2205.05198, §4), instead of the course's typed-in 10 GB.
// Every size is in bytes with 16-bit activations, as in the paper.
#include "pipeline.h"

#include <optional>
#include <string_view>

namespace infralab {

/// What the backward pass recomputes instead of storing (Korthikanti et al. §4.3, §5).
enum class Recompute
{
    None,      ///< every activation stored
    Selective, ///< the attention's softmax, dropout and score-times-value recomputed: the 5·a·s/h term goes
    Full       ///< only each layer's input stored; the whole forward pass done twice
};

std::string_view recomputeKey(Recompute r); ///< "none", "selective", "full"
std::optional<Recompute> recomputeFromKey(std::string_view key);

/// The shapes and parallelism one transformer layer's activations depend on.
struct ActivationShape
{
    double seqLen = 2048;   ///< s, tokens per sample
    double microBatch = 1;  ///< b, samples per micro-batch
    double hidden = 4096;   ///< h
    double heads = 32;      ///< a
    int tensorParallel = 1; ///< t
    bool sequenceParallel = false;
    bool flashAttention = false;
    Recompute recompute = Recompute::None;
    double bytesPerValue = 2; ///< the activations' precision: the paper's formulas count 16-bit values
};

/// The attention matrix's share per layer, 5·a·s/h in units of s·b·h bytes (Korthikanti et al. §4.1: the
/// softmax output 2·a·s²·b, its dropout mask a·s²·b and dropout output 2·a·s²·b); 80 for GPT-3 175B.
double attentionScoreTerm(const ActivationShape &x);

/// Activation bytes of one transformer layer for one micro-batch (Korthikanti et al. Table 2):
///  - no parallelism: s·b·h·(34 + 5·a·s/h);
///  - tensor parallelism t alone: s·b·h·(10 + 24/t + 5·a·s/(h·t)): the layer norms' and dropouts' 10·s·b·h
///    stay replicated on every rank;
///  - with sequence parallelism as well: s·b·h·(34 + 5·a·s/h)/t;
///  - selective recomputation drops the 5·a·s/h term: s·b·h·(10 + 24/t), s·b·h·34/t with sequence
///    parallelism;
///  - full recomputation keeps each layer's input only: 2·s·b·h (the table's row, for any t);
///  - FlashAttention never stores the attention matrix, which also drops the 5·a·s/h term (Dao et al. 2022).
double activationBytesPerLayer(const ActivationShape &x);

/// How many layers' worth of micro-batch activations the first pipeline stage holds at its peak, the most
/// of any stage (Korthikanti et al. §4.2.3; Narayanan et al. 2021 §2.2): its L/p layers for every micro-batch
/// in flight, m for GPipe (every forward before any backward), min(p, m) for 1F1B, so L when m ≥ p, and
/// L·(1 + (p − 1)/(p·m)) for the interleaved schedule.
double storedLayers(int layers, int stages, int microbatches, Schedule schedule);

/// Activation bytes per GPU: activationBytesPerLayer · storedLayers · b_a/2 (the paper's equation 5 for 1F1B:
/// s·b·h·L·(34 + 5·a·s/h)/t with tensor and sequence parallelism, in 16-bit values; b_a bytes per value
/// scale it, e.g. fp8 activations halve it). The embedding's dropout and the output
/// layer's logits, which the paper adds to the first and last stages, are left out.
double activationBytesPerGpu(const ActivationShape &x, int layers, int stages, int microbatches,
                             Schedule schedule);

} // namespace infralab
