#include "steptime.h"

#include "communication.h"
#include "pipeline.h"

#include <algorithm>

namespace infralab {

namespace {
constexpr double kBackwardShare = 2.0 / 3; // backward = 4N of the 6N FLOPs per token
} // namespace

StepTime stepTime(const StepInputs &in)
{
    StepTime s;
    const int t = in.tensorParallel, p = in.pipelineStages, d = in.dataParallel, m = in.microbatches;
    if (long(t) * p * d != in.gpus) {
        s.error = "TP × PP × DP = " + std::to_string(t) + " × " + std::to_string(p) + " × " + std::to_string(d) +
                  " = " + std::to_string(long(t) * p * d) + ", not the " + std::to_string(in.gpus) + " GPUs";
        return s;
    }
    s.compute = stepComputeTime(in);
    // The idle share φ is of the whole step: the useful time's share is φ/(1 − φ), e.g. (p − 1)/m for GPipe.
    const double idle = scheduleBubbleFraction(in.schedule, p, m, in.chunks);
    s.bubble = s.compute * idle / (1.0 - idle);

    const double tokensPerMicrobatch = in.tokensPerStep / (double(d) * m);
    const double activation = tokensPerMicrobatch * in.dModel * in.activationBytes;
    s.tensorCrossesNodes = t > in.gpusPerNode;
    const double tpBw = s.tensorCrossesNodes ? in.interBandwidth : in.intraBandwidth;
    const double layersPerStage = double(in.layers) / p;
    s.tensorParallel = t > 1 ? m * layersPerStage * 4 * ringAllReduceTime(activation, t, tpBw, in.latency) : 0;

    s.pipelineCrossesNodes = long(t) * p > in.gpusPerNode;
    const double ppBw = s.pipelineCrossesNodes ? in.interBandwidth : in.intraBandwidth;
    const int boundaryCrossings = in.schedule == Schedule::Interleaved ? in.chunks : 1;
    s.pipeline = p > 1 ? boundaryCrossings * m * 2 * (activation / ppBw + in.latency) : 0;

    const DataParallelGroup group = dataParallelGroup(in);
    s.dataCrossesNodes = group.crossesNodes;
    const bool sharded = in.strategy == Strategy::ZeRO3 || in.strategy == Strategy::FSDP;
    s.dataParallel =
        sharded ? shardedCommunicationTime(group, in.latency) : gradientAllReduceTime(group, in.latency);
    s.exposedDataParallel =
        in.overlap ? std::max(0.0, s.dataParallel - kBackwardShare * s.compute) : s.dataParallel;

    s.total = s.compute + s.bubble + s.tensorParallel + s.pipeline + s.exposedDataParallel;
    s.efficiency = s.compute / s.total;
    return s;
}

double stepComputeTime(const StepInputs &in)
{
    // The course's 6·N_act scaled to the FLOPs counted per token: exactly the course's time when they agree.
    const double perToken = in.flopsPerToken > 0 ? in.flopsPerToken / (6.0 * in.activeParams) : 1.0;
    const double backward = (1.0 + in.backwardRatio) / 3.0;
    return dataParallelComputeTime(in.activeParams, in.tokensPerStep, in.gpus, in.peak, in.mfu) * perToken *
           backward;
}

DataParallelGroup dataParallelGroup(const StepInputs &in)
{
    DataParallelGroup g;
    g.ranks = in.dataParallel;
    const double gradientParams = in.strategy == Strategy::LoRA ? in.loraFraction * in.params : in.params;
    g.shardParams = gradientParams / (double(in.tensorParallel) * in.pipelineStages);
    g.crossesNodes = in.gpus > in.gpusPerNode && in.dataParallel > 1;
    g.bandwidth = g.crossesNodes ? in.interBandwidth : in.intraBandwidth;
    g.weightBytes = in.weightBytes;
    g.gradientBytes = in.gradientBytes;
    return g;
}

double gradientAllReduceTime(const DataParallelGroup &g, double latency)
{
    return ringAllReduceTime(g.gradientBytes * g.shardParams, g.ranks, g.bandwidth, latency);
}

double shardedCommunicationTime(const DataParallelGroup &g, double latency)
{
    return fsdpCommunicationTime(g.shardParams, g.ranks, g.bandwidth, latency, g.weightBytes,
                                 g.gradientBytes);
}

StepInputs tensorGroupMoved(const StepInputs &in, const StepTime &step)
{
    StepInputs moved = in;
    moved.gpusPerNode = step.tensorCrossesNodes ? in.tensorParallel : std::max(1, in.tensorParallel / 2);
    return moved;
}

} // namespace infralab
