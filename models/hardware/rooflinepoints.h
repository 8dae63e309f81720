#pragma once
// What the roofline chart places on the roof: the course's example operations for a scenario (section 01,
// exercise 1, formula "décodage LLM en lot B") and the levels of its definition "hiérarchie mémoire".
// SI units: FLOP, bytes, bytes/s.
#include "catalogue.h"
#include "roofline.h"

#include <QList>
#include <QString>

namespace infralab {

class Scenario;

/// One operation of the course placed on the roofline.
struct RooflinePoint
{
    QString id;        ///< stable: "decode", "prefill", "matmul-1", "matmul-64", "matmul-4096", "matmul-32",
                       ///< "conv3x3", "attention"
    const char *label; ///< English, marked with QT_TRANSLATE_NOOP("RooflinePoints", …)
    Operation op;
};

/// The course's operations for scenario `s`, values of b = bytesPerValue(precision) bytes:
/// - LLM decode at batch B = serving.batch: llmDecode(decodeParametersRead(s, B), N·active_ratio, B, b),
///   I ≈ B for bf16 dense (course formula "décodage LLM en lot B");
/// - prefill of serving.prompt_tokens tokens: llmPrefill(N, N·active_ratio, tokens, b), I ≈ tokens
///   (course formula "TTFT ≈ tokens_prompt × 2N / FLOP/s");
/// - the four products of section 01's `intensite_matmul`: 1×4096×4096, 64×4096×4096, 4096³, 32×128×128
///   (bf16: I = 1.0, 62.1, 1365.3, 21.3 FLOP/byte as the course prints them);
/// - the 3×3 convolution 224×224×64 → 64 of exercise 1;
/// - unfused self-attention over serving.prompt_tokens tokens with model.heads heads of model.head_dim
///   (roofline.h `attention`; the course's project "placer une attention" on the roofline).
QList<RooflinePoint> rooflinePoints(const Scenario &s);

/// Parameters a decode step of `batch` sequences reads for the model of `s`: N for a dense model, the shared
/// weights and the experts the batch selects for a mixture of experts (parametersReadPerStep, experts.h).
double decodeParametersRead(const Scenario &s, double batch);

/// The precision whose peak a device reports when `wanted` is asked: `wanted` if supported, else bf16, fp16,
/// fp32, else the device's first figure (the fallback of selectedPeak, so that the chart and the figures
/// agree). Returns `wanted` when the device has no peak at all.
Precision effectivePrecision(const Device &d, Precision wanted);

/// One level of the memory hierarchy and the bandwidth at which it feeds the compute units.
struct MemoryLevel
{
    const char *name; ///< English, marked with QT_TRANSLATE_NOOP("RooflinePoints", …)
    double bandwidth; ///< bytes/s
    const char *note; ///< English, marked with QT_TRANSLATE_NOOP("RooflinePoints", …): size or source
};

/// The course's definition "hiérarchie mémoire", fastest first: registers → SRAM (L1/L2, ~10 TB/s) →
/// HBM/GDDR (here the device's own bandwidth `d.bandwidth`) → host RAM (~100 GB/s) → NVMe (~5 GB/s) →
/// network (up to 400 Gbit/s = 50 GB/s). The course gives no figure for registers; 100 TB/s is our estimate
/// from the course's own rule "each level is 10× slower" applied to SRAM's 10 TB/s. It is conservative: an
/// H100's register files feed 132 SMs × ~1.8 GHz × ~1.5 kB per cycle ≈ 350 TB/s (NVIDIA H100 whitepaper,
/// 2022: SM count, clock, 4 × 32 lanes per SM). Each level is a roof I·β below which a kernel whose data
/// streams from that level is confined.
QList<MemoryLevel> memoryHierarchy(const Device &d);

} // namespace infralab
