#include "trainingscenario.h"
#include "hardwarescenario.h"

namespace infralab {

Strategy trainingStrategy(const Scenario &s)
{
    return strategyFromKey(s.text(Key::TrainingStrategy).toStdString()).value_or(Strategy::DDP);
}

namespace {
double bytesOf(const Scenario &s, Key key, Precision fallback)
{
    return bytesPerValue(precisionFromKey(s.text(key).toStdString()).value_or(fallback));
}
} // namespace

TrainingBytes trainingBytes(const Scenario &s)
{
    const bool master = s.text(Key::TrainingMasterPrecision) != u"none";
    return {.weights = bytesOf(s, Key::TrainingWeightPrecision, Precision::BF16),
            .gradients = bytesOf(s, Key::TrainingGradientPrecision, Precision::BF16),
            .master = master ? bytesOf(s, Key::TrainingMasterPrecision, Precision::FP32) : 0.0,
            .moments = 2 * bytesOf(s, Key::TrainingOptimizerPrecision, Precision::FP32)};
}

TrainingSplit trainingSplit(const Scenario &s)
{
    return {s.integer(Key::TrainingTensorParallel) * s.integer(Key::TrainingPipelineStages),
            s.integer(Key::TrainingDataParallel)};
}

TrainingMemory scenarioTrainingMemory(const Scenario &s, std::optional<Strategy> st)
{
    return trainingMemory(s.number(Key::ModelParams), trainingSplit(s), st.value_or(trainingStrategy(s)),
                          trainingActivationBytes(s), s.number(Key::TrainingLoraFraction), trainingBytes(s));
}

std::optional<int> scenarioGpusNeeded(const Scenario &s, std::optional<Strategy> st)
{
    return gpusNeeded(s.number(Key::ModelParams), st.value_or(trainingStrategy(s)), selectedDevice(s).memory,
                      trainingActivationBytes(s), s.number(Key::TrainingLoraFraction), kExplorerMostGpus,
                      trainingBytes(s), trainingSplit(s).modelParallel);
}

Schedule pipelineSchedule(const Scenario &s)
{
    return scheduleFromKey(s.text(Key::TrainingSchedule).toStdString()).value_or(Schedule::GPipe);
}

StepInputs stepInputs(const Scenario &s)
{
    const double params = s.number(Key::ModelParams);
    const TrainingBytes bytes = trainingBytes(s);
    // Grouped by concern: the model, the cluster and its pipeline, the device, the links, the memory
    // strategy.
    // clang-format off
    return {.params = params, .activeParams = params * s.number(Key::ModelActiveRatio),
            .layers = s.integer(Key::ModelLayers), .dModel = s.integer(Key::ModelDModel),
            .tokensPerStep = s.number(Key::TrainingTokensPerStep), .gpus = s.integer(Key::TrainingGpus),
            .tensorParallel = s.integer(Key::TrainingTensorParallel),
            .pipelineStages = s.integer(Key::TrainingPipelineStages),
            .dataParallel = s.integer(Key::TrainingDataParallel),
            .microbatches = s.integer(Key::TrainingMicrobatches), .schedule = pipelineSchedule(s),
            .chunks = s.integer(Key::TrainingInterleave),
            .peak = selectedPeak(s), .mfu = s.number(Key::TrainingMfu),
            .intraBandwidth = s.number(Key::TrainingIntraBw), .interBandwidth = s.number(Key::TrainingInterBw),
            .latency = s.number(Key::TrainingLatencyS),
            .strategy = trainingStrategy(s), .loraFraction = s.number(Key::TrainingLoraFraction),
            .overlap = s.flag(Key::TrainingOverlap), .flopsPerToken = scenarioFlopsPerToken(s),
            .backwardRatio = s.number(Key::TrainingBackwardRatio),
            .weightBytes = bytes.weights, .gradientBytes = bytes.gradients,
            .activationBytes = bytesOf(s, Key::TrainingActivationPrecision, Precision::BF16)};
    // clang-format on
}

Recompute trainingRecompute(const Scenario &s)
{
    return recomputeFromKey(s.text(Key::TrainingRecompute).toStdString()).value_or(Recompute::None);
}

bool activationsFromShapes(const Scenario &s)
{
    return s.text(Key::TrainingActivationsMode) == u"formula";
}

ActivationShape activationShape(const Scenario &s)
{
    return {.seqLen = s.number(Key::TrainingSeqLen),
            .microBatch = s.number(Key::TrainingMicroBatchSize),
            .hidden = s.number(Key::ModelDModel),
            .heads = s.number(Key::ModelHeads),
            .tensorParallel = s.integer(Key::TrainingTensorParallel),
            .sequenceParallel = s.flag(Key::TrainingSequenceParallel),
            .flashAttention = s.flag(Key::TrainingFlashAttention),
            .recompute = trainingRecompute(s),
            .bytesPerValue = bytesOf(s, Key::TrainingActivationPrecision, Precision::BF16)};
}

double trainingActivationBytes(const Scenario &s)
{
    if (!activationsFromShapes(s)) return s.number(Key::TrainingActivationsGb) * 1e9;
    return activationBytesPerGpu(activationShape(s), s.integer(Key::ModelLayers),
                                 s.integer(Key::TrainingPipelineStages), s.integer(Key::TrainingMicrobatches),
                                 pipelineSchedule(s));
}

AttentionFlops attentionFlops(const Scenario &s)
{
    return {s.flag(Key::TrainingAttentionFlops), s.integer(Key::ModelLayers), s.number(Key::ModelDModel),
            s.number(Key::TrainingSeqLen)};
}

double scenarioFlopsPerToken(const Scenario &s)
{
    const double active = s.number(Key::ModelParams) * s.number(Key::ModelActiveRatio);
    return trainingFlopsPerToken(active, trainingRecompute(s), attentionFlops(s));
}

} // namespace infralab
