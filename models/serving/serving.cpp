#include "serving.h"

#include "experts.h"
#include "tensorparallel.h"

#include <algorithm>
#include <cmath>

namespace infralab {

double weightBytes(double params, double bytesPerValue) { return params * bytesPerValue; }

double kvBytesPerToken(int layers, int kvHeads, int headDim, double bytesPerValue)
{
    return 2.0 * layers * kvHeads * headDim * bytesPerValue;
}

double kvCacheBytes(double bytesPerToken, double tokensPerSequence, double batch)
{
    return bytesPerToken * tokensPerSequence * batch;
}

bool fitsInMemory(double weightBytes, double kvBytes, double memory, double fraction)
{
    return weightBytes + kvBytes < memory * fraction;
}

namespace {
double perSequenceKv(const ServingInputs &in)
{
    return kvBytesPerToken(in.layers, in.kvHeads, in.headDim, in.kvBytesPerValue) *
           (in.promptTokens + in.outputTokens);
}

/// The cache of one sequence on one of the t GPUs: its KV heads only (kvHeadsPerGpu).
double perSequenceKvPerGpu(const ServingInputs &in)
{
    return 2.0 * in.layers * kvHeadsPerGpu(in.kvHeads, in.tensorParallel) * in.headDim * in.kvBytesPerValue *
           (in.promptTokens + in.outputTokens);
}

/// FLOPs of one sequence's prefill: 2·N_act per prompt token, plus the attention's when counted.
double prefillFlopsPerSequence(const ServingInputs &in)
{
    const double attention =
        in.attentionFlops ? prefillAttentionFlops(in.layers, in.hidden, in.promptTokens) : 0.0;
    return 2.0 * in.activeParams * in.promptTokens + attention;
}

/// FLOPs of one sequence's decode step: 2·N_act, plus the attention over its cache when counted.
double decodeFlopsPerToken(const ServingInputs &in)
{
    const double attention =
        in.attentionFlops ? decodeAttentionFlops(in.layers, in.hidden, in.promptTokens + in.outputTokens)
                          : 0.0;
    return 2.0 * in.activeParams + attention;
}

double effectiveBandwidth(const ServingInputs &in)
{
    return in.bandwidth * in.bandwidthEfficiency;
}

double forwardCommunication(const ServingInputs &in, double tokens)
{
    return tensorParallelForwardTime(tokens, in.hidden, in.activationBytesPerValue, in.layers,
                                     in.tensorParallel, in.interconnect);
}
} // namespace

double decodeWeightBytes(const ServingInputs &in, double batch)
{
    const double read =
        parametersReadPerStep(in.params, in.activeParams, in.experts, in.expertsPerToken, batch);
    return weightBytes(read, in.weightBytesPerValue);
}

ServingPoint servingPoint(const ServingInputs &in, double b)
{
    ServingPoint s;
    const double t = in.tensorParallel;
    s.batch = b;
    s.weightBytes = weightBytes(in.params, in.weightBytesPerValue);
    s.decodeWeightBytes = decodeWeightBytes(in, b);
    s.kvBytes = perSequenceKv(in) * b;
    s.weightBytesPerGpu = s.weightBytes / t;
    s.kvBytesPerGpu = perSequenceKvPerGpu(in) * b;
    s.fits = fitsInMemory(s.weightBytesPerGpu, s.kvBytesPerGpu, in.memory, in.memoryFraction);
    const double p = in.peak * in.efficiency * t;
    const double bw = effectiveBandwidth(in);
    const double read = (s.weightBytesPerGpu + s.kvBytesPerGpu) / bw;
    s.prefillCommunication = forwardCommunication(in, b * in.promptTokens);
    s.decodeCommunication = forwardCommunication(in, b);
    s.ttft = std::max(prefillFlopsPerSequence(in) * b / p, read) + s.prefillCommunication;
    // The prefill's B·n_prompt tokens select every expert; a decode step's B tokens may not.
    s.tpot = std::max((s.decodeWeightBytes / t + s.kvBytesPerGpu) / bw, decodeFlopsPerToken(in) * b / p) +
             s.decodeCommunication;
    s.tokensPerSecond = b / s.tpot;
    s.latency = s.ttft + in.outputTokens * s.tpot;
    return s;
}

double kneeBatch(const ServingInputs &in)
{
    // t divides the weights, the peak and the bandwidth alike: the knee does not move with it.
    const double q = weightBytes(in.params, in.weightBytesPerValue);
    return q * in.peak * in.efficiency / (2.0 * in.activeParams * effectiveBandwidth(in));
}

double maxBatchThatFits(const ServingInputs &in)
{
    const double room =
        in.memory * in.memoryFraction - weightBytes(in.params, in.weightBytesPerValue) / in.tensorParallel;
    if (room <= 0) return 0;
    const double perSeq = perSequenceKvPerGpu(in);
    if (perSeq <= 0) return INFINITY;
    // Strict inequality in fitsInMemory: step back when the cache fills the room exactly.
    double b = std::floor(room / perSeq);
    if (b * perSeq >= room) b -= 1;
    return std::max(0.0, b);
}

double costPerMillionTokens(double pricePerHour, double tokensPerSecond)
{
    return pricePerHour / (tokensPerSecond * 3600.0) * 1e6;
}

double requestsPerSecondPerGpu(double batch, double ttft, double tpot, double outputTokens)
{
    return batch / (ttft + outputTokens * tpot);
}

std::optional<GpuPlan> gpusFor(double rate, double slo, const std::vector<BatchOption> &options,
                               double outputTokens, double margin, int gpusPerReplica)
{
    std::optional<GpuPlan> best;
    for (const BatchOption &o : options) {
        if (o.ttft + outputTokens * o.tpot > slo) continue;
        const double capacity = requestsPerSecondPerGpu(o.batch, o.ttft, o.tpot, outputTokens);
        // Counted in double: the count can pass INT_MAX (10⁷ req/s at a 10⁵ s latency), and converting that
        // to int is undefined; such an option answers "none" instead.
        const double replicas = std::ceil(rate * (1.0 + margin) / capacity);
        const double gpus = replicas * gpusPerReplica;
        if (!(gpus <= kMaxPlannedGpus)) continue;
        if (!best || gpus < best->gpus || (gpus == best->gpus && o.batch < best->batch))
            best = GpuPlan{static_cast<int>(gpus), o.batch, static_cast<int>(replicas)};
    }
    return best;
}

ServingSweep servingSweep(const ServingInputs &in, const Eigen::ArrayXd &b)
{
    ServingSweep s;
    const double t = in.tensorParallel;
    const double w = weightBytes(in.params, in.weightBytesPerValue) / t;
    const double p = in.peak * in.efficiency * t;
    s.batch = b;
    s.kvBytes = perSequenceKv(in) * b;
    const Eigen::ArrayXd kvPerGpu = perSequenceKvPerGpu(in) * b;
    s.fits = (w + kvPerGpu) < in.memory * in.memoryFraction;
    const double bw = effectiveBandwidth(in);
    const Eigen::ArrayXd read = (w + kvPerGpu) / bw;
    const Eigen::ArrayXd prefillComm =
        b.unaryExpr([&in](double batch) { return forwardCommunication(in, batch * in.promptTokens); });
    const Eigen::ArrayXd decodeComm =
        b.unaryExpr([&in](double batch) { return forwardCommunication(in, batch); });
    s.ttft = read.max(prefillFlopsPerSequence(in) * b / p) + prefillComm;
    const Eigen::ArrayXd decodeWeights =
        b.unaryExpr([&in](double batch) { return decodeWeightBytes(in, batch); });
    s.tpot = ((decodeWeights / t + kvPerGpu) / bw).max(decodeFlopsPerToken(in) * b / p) + decodeComm;
    s.tokensPerSecond = b / s.tpot;
    s.latency = s.ttft + in.outputTokens * s.tpot;
    return s;
}

} // namespace infralab
