#pragma once
// What the Training page's tests share: the course's section 02 and exercise 2 inputs written out, exercise
// 3's tensor-parallel traffic derived from them, and setting the parallel degrees in one step.
#include "scenario.h"

namespace trainingtest {

using namespace infralab;

// Course defaults (section 02, exercise 2): 8B parameters, 8 GPUs of 80 GB, 10 GB of activations, LoRA 1 %.
inline constexpr double N = 8e9, Gpus = 8, Activations = 10, DeviceGB = 80, Lora = 0.01;
// Section 02: H100 bf16 peak, MFU 45 %, 4 M tokens per step; 32 layers, d_model 4096, 32 micro-batches.
inline constexpr double Peak = 990e12, Mfu = 0.45, Tokens = 4e6, Layers = 32, DModel = 4096, Micro = 32;
// NVLink inside a node, InfiniBand between nodes, 10 µs per ring step.
inline constexpr double Nvlink = 450e9, Infiniband = 50e9, Latency = 10e-6;
// Strategy order on the memory chart.
inline constexpr int Ddp = 0, Zero1 = 1, Zero2 = 2, Zero3 = 3, Fsdp = 4, LoRA = 5;

/// Megatron-LM's tensor-parallel traffic as steptime.h spells it (exercise 3): 4 ring all-reduces of the
/// micro-batch's activations per layer and micro-batch, 2(t − 1)·(S/t/BW + α) each.
inline double tensorParallelTime(int t, double bandwidth)
{
    const double activation = Tokens / Micro * DModel * 2;
    return Micro * Layers * 4 * 2 * (t - 1) * (activation / t / bandwidth + Latency);
}

/// Tensor, pipeline and data parallel degrees in one change, as the panel applies them.
inline bool setDegrees(Scenario &s, int tp, int pp, int dp)
{
    return s.apply({{Key::TrainingTensorParallel, tp},
                    {Key::TrainingPipelineStages, pp},
                    {Key::TrainingDataParallel, dp}});
}

} // namespace trainingtest
