#include "trainingscenario.h"

namespace infralab {

Strategy trainingStrategy(const Scenario &s)
{
    return strategyFromKey(s.text(Key::TrainingStrategy).toStdString()).value_or(Strategy::DDP);
}

Schedule pipelineSchedule(const Scenario &s)
{
    return scheduleFromKey(s.text(Key::TrainingSchedule).toStdString()).value_or(Schedule::GPipe);
}

StepInputs stepInputs(const Scenario &s)
{
    const double params = s.number(Key::ModelParams);
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
            .peak = s.peak(), .mfu = s.number(Key::TrainingMfu),
            .intraBandwidth = s.number(Key::TrainingIntraBw), .interBandwidth = s.number(Key::TrainingInterBw),
            .latency = s.number(Key::TrainingLatencyS),
            .strategy = trainingStrategy(s), .loraFraction = s.number(Key::TrainingLoraFraction),
            .overlap = s.flag(Key::TrainingOverlap)};
    // clang-format on
}

} // namespace infralab
