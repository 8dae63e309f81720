#include "training.h"

#include "choicekeys.h"

#include <algorithm>

namespace infralab {

namespace {
constexpr ChoiceNames<Strategy, 6> kKeys = {{{Strategy::DDP, "ddp"},
                                             {Strategy::ZeRO1, "zero1"},
                                             {Strategy::ZeRO2, "zero2"},
                                             {Strategy::ZeRO3, "zero3"},
                                             {Strategy::FSDP, "fsdp"},
                                             {Strategy::LoRA, "lora"}}};
}

std::string_view strategyKey(Strategy s)
{
    return choiceName(kKeys, s, "ddp");
}

std::optional<Strategy> strategyFromKey(std::string_view key)
{
    return choiceNamed(kKeys, key);
}

TrainingMemory trainingMemory(double params, TrainingSplit split, Strategy s, double activationBytes,
                              double loraFraction, const TrainingBytes &bytes)
{
    const double n = params / split.modelParallel, d = split.dataParallel;
    TrainingMemory m{bytes.weights * n, bytes.master * n, bytes.moments * n, bytes.gradients * n,
                     activationBytes};
    switch (s) {
    case Strategy::DDP: break;
    case Strategy::ZeRO3:
    case Strategy::FSDP:
        m.weights /= d;
        [[fallthrough]];
    case Strategy::ZeRO2:
        m.gradients /= d;
        [[fallthrough]];
    case Strategy::ZeRO1:
        m.master /= d;
        m.moments /= d;
        break;
    case Strategy::LoRA: {
        // Frozen base weights have no gradient nor optimizer state; adapters carry every byte.
        const double adapters = loraFraction * n;
        m = {bytes.weights * (n + adapters), bytes.master * adapters, bytes.moments * adapters,
             bytes.gradients * adapters, activationBytes};
        break;
    }
    }
    return m;
}

TrainingMemory trainingMemory(double params, int gpus, Strategy s, double activationBytes,
                              double loraFraction)
{
    return trainingMemory(params, {1, gpus}, s, activationBytes, loraFraction, TrainingBytes{});
}

std::optional<int> gpusNeeded(double params, Strategy s, double gpuMemory, double activationBytes,
                              double loraFraction, int mostGpus)
{
    return gpusNeeded(params, s, gpuMemory, activationBytes, loraFraction, mostGpus, TrainingBytes{}, 1);
}

std::optional<int> gpusNeeded(double params, Strategy s, double gpuMemory, double activationBytes,
                              double loraFraction, int mostGpus, const TrainingBytes &bytes,
                              int modelParallel)
{
    const int mp = std::max(1, modelParallel);
    for (int d = 1; d <= mostGpus / mp; d *= 2)
        if (trainingMemory(params, {mp, d}, s, activationBytes, loraFraction, bytes).total() <= gpuMemory)
            return mp * d;
    return std::nullopt;
}

} // namespace infralab
