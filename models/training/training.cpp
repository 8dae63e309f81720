#include "training.h"

#include <array>

namespace infralab {

namespace {
constexpr std::array<std::pair<Strategy, std::string_view>, 6> kKeys = {{{Strategy::DDP, "ddp"},
                                                                         {Strategy::ZeRO1, "zero1"},
                                                                         {Strategy::ZeRO2, "zero2"},
                                                                         {Strategy::ZeRO3, "zero3"},
                                                                         {Strategy::FSDP, "fsdp"},
                                                                         {Strategy::LoRA, "lora"}}};
}

std::string_view strategyKey(Strategy s)
{
    for (const auto &[value, key] : kKeys)
        if (value == s) return key;
    return "ddp";
}

std::optional<Strategy> strategyFromKey(std::string_view key)
{
    for (const auto &[value, k] : kKeys)
        if (k == key) return value;
    return std::nullopt;
}

TrainingMemory trainingMemory(double n, int gpus, Strategy s, double activationBytes, double loraFraction)
{
    const double g = gpus;
    TrainingMemory m{kWeightBytes * n, kMasterBytes * n, kMomentBytes * n, kGradientBytes * n,
                     activationBytes};
    switch (s) {
    case Strategy::DDP: break;
    case Strategy::ZeRO3:
    case Strategy::FSDP: m.weights /= g; [[fallthrough]];
    case Strategy::ZeRO2: m.gradients /= g; [[fallthrough]];
    case Strategy::ZeRO1:
        m.master /= g;
        m.moments /= g;
        break;
    case Strategy::LoRA: {
        // Frozen base weights have no gradient nor optimizer state; adapters carry the full 16 bytes.
        const double adapters = loraFraction * n;
        m = {kWeightBytes * (n + adapters), kMasterBytes * adapters, kMomentBytes * adapters,
             kGradientBytes * adapters, activationBytes};
        break;
    }
    }
    return m;
}

std::optional<int> gpusNeeded(double params, Strategy s, double gpuMemory, double activationBytes,
                              double loraFraction, int mostGpus)
{
    for (int n = 1; n <= mostGpus; n *= 2)
        if (trainingMemory(params, n, s, activationBytes, loraFraction).total() <= gpuMemory) return n;
    return std::nullopt;
}

} // namespace infralab
