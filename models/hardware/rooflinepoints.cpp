#include "rooflinepoints.h"
#include "hardwarescenario.h"

#include "experts.h"
#include "scenario.h"

#include <QCoreApplication>

namespace infralab {

QList<RooflinePoint> rooflinePoints(const Scenario &s)
{
    const double b = bytesPerValue(selectedPrecision(s));
    const double params = s.number(Key::ModelParams);
    const double active = params * s.number(Key::ModelActiveRatio);
    const double batch = s.number(Key::ServingBatch);
    const double prompt = s.number(Key::ServingPromptTokens);
    const double heads = s.number(Key::ModelHeads);
    const double headDim = s.number(Key::ModelHeadDim);
    return {
        {QStringLiteral("decode"), QT_TRANSLATE_NOOP("RooflinePoints", "LLM decode, batch B"),
         llmDecode(decodeParametersRead(s, batch), active, batch, b)},
        {QStringLiteral("prefill"), QT_TRANSLATE_NOOP("RooflinePoints", "Prefill of the prompt"),
         llmPrefill(params, active, prompt, b)},
        {QStringLiteral("matmul-1"), QT_TRANSLATE_NOOP("RooflinePoints", "Vector × matrix (batch 1)"),
         matmul(1, 4096, 4096, b)},
        {QStringLiteral("matmul-64"), QT_TRANSLATE_NOOP("RooflinePoints", "Matmul, batch 64"),
         matmul(64, 4096, 4096, b)},
        {QStringLiteral("matmul-4096"), QT_TRANSLATE_NOOP("RooflinePoints", "Training, 4096 tokens"),
         matmul(4096, 4096, 4096, b)},
        {QStringLiteral("matmul-32"), QT_TRANSLATE_NOOP("RooflinePoints", "Small layer (edge)"),
         matmul(32, 128, 128, b)},
        {QStringLiteral("conv3x3"), QT_TRANSLATE_NOOP("RooflinePoints", "3×3 convolution"),
         conv3x3(224, 224, 64, 64, b)},
        {QStringLiteral("attention"), QT_TRANSLATE_NOOP("RooflinePoints", "Attention (unfused)"),
         attention(prompt, heads, headDim, b)},
    };
}

double decodeParametersRead(const Scenario &s, double batch)
{
    const double params = s.number(Key::ModelParams);
    return parametersReadPerStep(params, params * s.number(Key::ModelActiveRatio),
                                 s.integer(Key::ModelExperts), s.integer(Key::ModelExpertsPerToken), batch);
}

Precision effectivePrecision(const Device &d, Precision wanted)
{
    for (Precision p : {wanted, Precision::BF16, Precision::FP16, Precision::FP32})
        if (d.supports(p)) return p;
    return d.peak.empty() ? wanted : d.peak.begin()->first;
}

QList<MemoryLevel> memoryHierarchy(const Device &d)
{
    return {
        {QT_TRANSLATE_NOOP("RooflinePoints", "Registers"), 100e12,
         QT_TRANSLATE_NOOP("RooflinePoints", "estimate: the course gives no figure")},
        {QT_TRANSLATE_NOOP("RooflinePoints", "SRAM (L1/L2)"), 10e12,
         QT_TRANSLATE_NOOP("RooflinePoints", "tens of MB")},
        {QT_TRANSLATE_NOOP("RooflinePoints", "HBM/GDDR"), d.bandwidth,
         QT_TRANSLATE_NOOP("RooflinePoints", "the device's memory")},
        {QT_TRANSLATE_NOOP("RooflinePoints", "Host RAM"), 100e9, QT_TRANSLATE_NOOP("RooflinePoints", "TB")},
        {QT_TRANSLATE_NOOP("RooflinePoints", "NVMe"), 5e9, QT_TRANSLATE_NOOP("RooflinePoints", "local SSD")},
        {QT_TRANSLATE_NOOP("RooflinePoints", "Network"), 50e9,
         QT_TRANSLATE_NOOP("RooflinePoints", "400 Gbit/s InfiniBand")},
    };
}

} // namespace infralab
