#include "servingscenario.h"
#include "hardwarescenario.h"

namespace infralab {

ServingInputs servingInputs(const Scenario &s)
{
    auto bytesOf = [&s](Key key) {
        return bytesPerValue(precisionFromKey(s.text(key).toStdString()).value_or(Precision::BF16));
    };
    ServingInputs in;
    in.params = s.number(Key::ModelParams);
    in.activeParams = in.params * s.number(Key::ModelActiveRatio);
    in.experts = s.integer(Key::ModelExperts);
    in.expertsPerToken = s.integer(Key::ModelExpertsPerToken);
    in.layers = s.integer(Key::ModelLayers);
    in.kvHeads = s.integer(Key::ModelKvHeads);
    in.headDim = s.integer(Key::ModelHeadDim);
    in.weightBytesPerValue = bytesOf(Key::ServingWeightPrecision);
    in.kvBytesPerValue = bytesOf(Key::ServingKvPrecision);
    in.promptTokens = s.integer(Key::ServingPromptTokens);
    in.outputTokens = s.integer(Key::ServingOutputTokens);
    in.peak = selectedPeak(s);
    in.efficiency = s.number(Key::ServingEfficiency);
    in.bandwidthEfficiency = s.number(Key::ServingBandwidthEfficiency);
    in.bandwidth = selectedDevice(s).bandwidth;
    in.memory = selectedDevice(s).memory;
    in.memoryFraction = s.number(Key::ServingMemoryFraction);
    in.tensorParallel = s.integer(Key::ServingTensorParallel);
    in.heads = s.integer(Key::ModelHeads);
    in.hidden = s.number(Key::ModelDModel);
    // Activations travel in the compute precision, whatever the weights' storage precision.
    in.activationBytesPerValue = bytesPerValue(selectedPrecision(s));
    // The t GPUs of a model copy sit in one node: the NVLink bandwidth.
    in.interconnect = s.number(Key::TrainingIntraBw);
    in.attentionFlops = s.flag(Key::TrainingAttentionFlops);
    return in;
}

} // namespace infralab
