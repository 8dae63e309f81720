#pragma once
// Time of one training step with 3D parallelism (TP × PP × DP) and its communication, to show where each
// kind of parallelism can live (course section 02 and its corrected exercise 2; Narayanan et al., SC 2021).
// An estimate of the critical path, not a simulation: every term is spelled out below.
#include "pipeline.h"
#include "training.h"

#include <string>

namespace infralab {

struct StepInputs
{
    double params = 7e9, activeParams = 7e9;
    int layers = 32, dModel = 4096;
    double tokensPerStep = 4e6; ///< global batch
    int gpus = 8, tensorParallel = 1, pipelineStages = 1, dataParallel = 8, microbatches = 32;
    Schedule schedule = Schedule::GPipe;
    int chunks = 1; ///< v, model chunks per stage (interleaved 1F1B only)
    double peak = 990e12, mfu = 0.45;
    double intraBandwidth = 450e9, interBandwidth = 50e9, latency = 10e-6; ///< per GPU and direction
    int gpusPerNode = 8;
    Strategy strategy = Strategy::DDP;
    double loraFraction = 0.01;
    bool overlap = true;
    /// Training FLOPs per token (wholerun.h: 8N with full recomputation, the attention's when counted); 0:
    /// the course's 6·N_act.
    double flopsPerToken = 0;
    /// Backward time relative to forward, r: the forward is a third of the FLOPs per token (2N of 6N), the
    /// backward r times the forward, so the course's r = 2 gives the FLOPs per token exactly.
    double backwardRatio = 2;
    /// Bytes per value on the wire (training.*_precision): parameters all-gathered by ZeRO-3/FSDP, gradients
    /// all-reduced or reduce-scattered, activations sent between tensor-parallel ranks and pipeline stages.
    double weightBytes = kWeightBytes, gradientBytes = kGradientBytes, activationBytes = 2;
};

struct StepTime
{
    double compute = 0; ///< F·tokens / (n·P·MFU), F = 6·N_act by default, work shared by all n GPUs
    double bubble = 0;         ///< pipeline idle time: compute · (p − 1)/m, interleaved (p − 1)/(v·m)
    double dataParallel = 0;   ///< gradient all-reduce (FSDP: 2 all-gathers, 1 reduce-scatter) over DP
    double tensorParallel = 0; ///< 4 all-reduces of the activations per layer and micro-batch (Megatron-LM §3)
    double pipeline = 0;       ///< point-to-point activations forward and gradients backward between stages
    double exposedDataParallel = 0; ///< what the backward pass does not hide when overlap is on
    double total = 0;
    double efficiency = 0;     ///< compute / total
    bool tensorCrossesNodes = false, dataCrossesNodes = false, pipelineCrossesNodes = false;
    std::string error;         ///< set when TP × PP × DP ≠ n (then nothing else is)
};

/// Compute time of one step on each GPU: F·T/(n·P·MFU) · (1 + r)/3, F the FLOPs per token (6·N_act in the
/// course, §02), T the global batch, r the backward ratio (r = 2: the course's time). The pipeline's blocks
/// share it: one micro-batch's forward through one stage is this/(m·(1 + r)), its backward r times that, so
/// that the Gantt's busy time per stage is this compute time (scenarioPipelineTimes).
double stepComputeTime(const StepInputs &in);

/// The data-parallel group's collective of one step (the DP bar of stepTime): d = DP ranks, each holding the
/// parameters of its tensor and pipeline shard, N/(t·p) (LoRA: the adapters' r·N/(t·p)), on InfiniBand once
/// the n GPUs span nodes (n > GPUs per node and d > 1), else NVLink (Narayanan et al., SC 2021, §3).
struct DataParallelGroup
{
    int ranks = 1;          ///< d
    double shardParams = 0; ///< N/(t·p), or r·N/(t·p) for LoRA
    double bandwidth = 0;   ///< per GPU and direction
    bool crossesNodes = false;
    double weightBytes = kWeightBytes, gradientBytes = kGradientBytes; ///< b_w, b_g
};
DataParallelGroup dataParallelGroup(const StepInputs &in);

/// The data-parallel all-reduce of the b_g·N_dp bytes of gradients each rank holds (theorem 2 with a latency
/// α per step, exercise 3): 2·(d − 1)·(b_g·N_dp/(d·BW) + α).
double gradientAllReduceTime(const DataParallelGroup &g, double latency);

/// ZeRO-3 / FSDP over the data-parallel group: two all-gathers of the b_w·N_dp bytes of parameters and one
/// reduce-scatter of the b_g·N_dp bytes of gradients (fsdpCommunicationTime).
double shardedCommunicationTime(const DataParallelGroup &g, double latency);

/// The step: total = compute + bubble + TP + PP + exposed DP, where
///  - TP all-reduces move tokens_mb · d_model · b_a bytes over TP ranks, 4 per layer per micro-batch, L/p
///    layers per stage, m micro-batches (tokens_mb = tokens / (DP · m)); on NVLink while TP ≤ GPUs per node,
///    else InfiniBand — which is why tensor parallelism stays inside a node;
///  - the bubble is compute · φ/(1 − φ), φ the schedule's idle fraction (scheduleBubbleFraction): theorem 3's
///    (p − 1)/m of the useful time for GPipe and 1F1B, (p − 1)/(v·m) interleaved (Narayanan et al. 2021
///    §2.2);
///  - PP sends tokens_mb · d_model · b_a bytes forward and as much backward per micro-batch and boundary; an
///    interleaved micro-batch crosses v times as many stage boundaries (Narayanan et al. 2021 §2.2.2);
///  - DP all-reduces the b_g·N/(TP·PP) bytes of gradients each GPU holds (ZeRO-3/FSDP: two all-gathers of
///    the b_w·N/(TP·PP) bytes of parameters and one reduce-scatter of the gradients, 1.5 × the all-reduce in
///    bf16; LoRA: the adapters' only) on InfiniBand once the
///    group spans nodes; with overlap it hides behind the backward pass (2/3 of the compute).
/// Every collective is a ring with a latency α per step (exercise 3).
StepTime stepTime(const StepInputs &in);

/// The course's corrected exercise 2, "why tensor parallelism stays inside a node": `in` with the
/// tensor-parallel group moved to the other side of the node boundary. A group that crosses nodes (`step`
/// says so) comes back onto NVLink with nodes as large as the group; one inside a node is pushed onto
/// InfiniBand with nodes of half the group.
StepInputs tensorGroupMoved(const StepInputs &in, const StepTime &step);

} // namespace infralab
