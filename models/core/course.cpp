#include "course.h"

#include "communication.h"
#include "pipeline.h"
#include "training.h"

namespace infralab::course {

double tempsNoyau(double flops, double octets, double pic, double bw) { return kernelTime(flops, octets, pic, bw); }

Regime regime(double flops, double octets, double pic, double bw) { return infralab::regime(flops, octets, pic, bw); }

std::optional<double> memoireEntrainement(double n, int nGpu, std::string_view strategie, double activGo)
{
    if (strategie != "ddp" && strategie != "fsdp" && strategie != "lora") return std::nullopt;
    const Strategy s = *strategyFromKey(strategie);
    return trainingMemory(n, nGpu, s, activGo * 1e9).total() / 1e9;
}

std::optional<int> gpusNecessaires(double n, std::string_view strategie, double memGpuGo, double activGo)
{
    const auto s = strategyFromKey(strategie);
    if (!s) return std::nullopt;
    return gpusNeeded(n, *s, memGpuGo * 1e9, activGo * 1e9, 0.01, kCourseMostGpus);
}

double tempsAllreduce(double s, int n, double bw, double latence) { return ringAllReduceTime(s, n, bw, latence); }

double communicationFsdpCode(double n, int nGpu, double bw)
{
    return 3.0 * ringAllReduceTime(2.0 * n, nGpu, bw);
}

double bulle(int p, int m) { return bubbleFraction(p, m); }

double capacite(double b, double ttft, double tpot, double nOut) { return requestsPerSecondPerGpu(b, ttft, tpot, nOut); }

std::optional<GpuPlan> gpusPour(double reqS, double sloS, const std::vector<BatchOption> &options, double nOut)
{
    return gpusFor(reqS, sloS, options, nOut, 0.3);
}

ServingInputs servingExample()
{
    ServingInputs in;
    in.params = in.activeParams = 8e9;
    in.layers = 32;
    in.kvHeads = 8;
    in.headDim = 128;
    in.weightBytesPerValue = in.kvBytesPerValue = 2;
    in.promptTokens = 1500;
    in.outputTokens = 300;
    in.peak = 990e12;
    in.efficiency = 0.6;
    in.bandwidth = 3.35e12;
    in.memory = 80e9;
    in.memoryFraction = 0.9;
    return in;
}

} // namespace infralab::course
