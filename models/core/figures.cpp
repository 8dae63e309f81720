#include "figures.h"

#include "communication.h"
#include "formulas.h"
#include "roofline.h"
#include "scaling.h"

namespace infralab {

namespace {
QVariant orNone(const std::optional<double> &v)
{
    return v ? QVariant(*v) : QVariant();
}
} // namespace

std::vector<BatchOption> capacityOptions(const ServingInputs &in)
{
    std::vector<BatchOption> options;
    for (int b = 1; b <= 4096; b *= 2) {
        const ServingPoint p = servingPoint(in, b);
        if (p.fits) options.push_back({double(b), p.ttft, p.tpot});
    }
    return options;
}

double pipelineForwardTime(const Scenario &s)
{
    const double p = s.integer(Key::TrainingPipelineStages), m = s.integer(Key::TrainingMicrobatches);
    const double tokens = s.number(Key::TrainingTokensPerStep) / (s.integer(Key::TrainingDataParallel) * m);
    const double active = s.number(Key::ModelParams) * s.number(Key::ModelActiveRatio);
    return 2.0 * active * tokens / (p * s.peak() * s.number(Key::TrainingMfu));
}

PipelineTimeline simulateScenarioPipeline(const Scenario &s)
{
    const double tf = pipelineForwardTime(s);
    return simulatePipeline(s.integer(Key::TrainingPipelineStages), s.integer(Key::TrainingMicrobatches),
                            s.schedule(), s.integer(Key::TrainingInterleave), tf,
                            tf * s.number(Key::TrainingBackwardRatio));
}

QList<Figure> computeFigures(const Scenario &s)
{
    QList<Figure> f;
    // Units come from the figure table (formulas.h), which every view and export reads.
    auto add = [&f](const char *key, QVariant v) {
        const QString name = QString::fromLatin1(key);
        const FigureSpec *spec = figureSpec(name);
        Q_ASSERT(spec);
        f.append({name, std::move(v), spec ? QString::fromUtf8(spec->unit) : QString()});
    };
    const Device &dev = s.device();
    const double peak = s.peak(), bw = dev.bandwidth;
    const double n = s.number(Key::ModelParams), active = n * s.number(Key::ModelActiveRatio);
    const double mfu = s.number(Key::TrainingMfu);

    add("roofline.peak_flops", peak);
    add("roofline.bandwidth_bytes_per_s", bw);
    add("roofline.ridge_flop_per_byte", ridgePoint(peak, bw));
    add("roofline.decode_tokens_per_s_batch1",
        decodeTokensPerSecondBatch1(bw, n * bytesPerValue(s.precision())));
    add("roofline.training_tokens_per_s", trainingTokensPerSecond(mfu, peak, active));

    const int gpus = s.integer(Key::TrainingGpus);
    const double activations = s.number(Key::TrainingActivationsGb) * 1e9;
    const double lora = s.number(Key::TrainingLoraFraction);
    const TrainingMemory mem = trainingMemory(n, gpus, s.strategy(), activations, lora);
    add("training.state_bytes_per_gpu", mem.states());
    add("training.memory_per_gpu_bytes", mem.total());
    add("training.fits", mem.total() <= dev.memory);
    const auto needed = gpusNeeded(n, s.strategy(), dev.memory, activations, lora);
    add("training.gpus_needed", needed ? QVariant(double(*needed)) : QVariant());
    const double compute =
        dataParallelComputeTime(active, s.number(Key::TrainingTokensPerStep), gpus, peak, mfu);
    const double allreduce = ringAllReduceTime(2.0 * n, gpus, s.number(Key::TrainingIntraBw));
    add("training.compute_s", compute);
    add("training.allreduce_s", allreduce);
    add("training.fsdp_communication_s", fsdpCommunicationTime(n, gpus, s.number(Key::TrainingIntraBw)));
    add("training.efficiency", stepEfficiency(compute, allreduce));

    const int p = s.integer(Key::TrainingPipelineStages), m = s.integer(Key::TrainingMicrobatches);
    const bool interleaved = s.schedule() == Schedule::Interleaved;
    add("pipeline.bubble_fraction", interleaved
                                        ? interleavedBubbleFraction(p, m, s.integer(Key::TrainingInterleave))
                                        : bubbleFraction(p, m));
    const PipelineTimeline t = simulateScenarioPipeline(s);
    add("pipeline.simulated_bubble_fraction", t.error.empty() ? QVariant(t.idleFraction()) : QVariant());
    add("pipeline.step_s", t.error.empty() ? QVariant(t.makespan) : QVariant());

    const double serial = s.number(Key::TrainingSerialFraction);
    add("scaling.amdahl_speedup", amdahlSpeedup(serial, gpus));
    add("scaling.amdahl_efficiency", amdahlEfficiency(serial, gpus));
    add("scaling.gustafson_speedup", gustafsonSpeedup(serial, gpus));

    const ServingInputs in = s.servingInputs();
    const ServingPoint sp = servingPoint(in, s.integer(Key::ServingBatch));
    add("serving.weights_bytes", sp.weightBytes);
    add("serving.kv_bytes_per_token", kvBytesPerToken(in.layers, in.kvHeads, in.headDim, in.kvBytesPerValue));
    add("serving.kv_bytes", sp.kvBytes);
    add("serving.fits", sp.fits);
    add("serving.max_batch", maxBatchThatFits(in));
    add("serving.knee_batch", kneeBatch(in));
    add("serving.ttft_s", sp.ttft);
    add("serving.tpot_s", sp.tpot);
    add("serving.tokens_per_s", sp.tokensPerSecond);
    add("serving.latency_s", sp.latency);
    add("serving.cost_per_million_tokens", costPerMillionTokens(dev.pricePerHour, sp.tokensPerSecond));
    add("serving.requests_per_s_per_gpu",
        requestsPerSecondPerGpu(sp.batch, sp.ttft, sp.tpot, in.outputTokens));
    const auto plan = gpusFor(s.number(Key::ServingRequestRate), s.number(Key::ServingSloS),
                              capacityOptions(in), in.outputTokens, s.number(Key::ServingMargin));
    add("serving.gpus_for_target", plan ? QVariant(double(plan->gpus)) : QVariant());
    add("serving.batch_for_target", plan ? QVariant(plan->batch) : QVariant());

    const CostInputs c = s.costInputs();
    add("cost.api", apiCost(c).total());
    add("cost.cloud", cloudCost(c).total());
    add("cost.onprem", onPremCost(c).total());
    add("cost.edge", edgeCost(c).total());
    add("cost.cloud_gpu_hours_per_day", cloudGpuHoursPerDay(c));
    add("cost.crossover_api_cloud_requests_per_day",
        orNone(crossoverRequestsPerDay(CostOption::Api, CostOption::Cloud, c)));
    add("cost.crossover_api_onprem_requests_per_day",
        orNone(crossoverRequestsPerDay(CostOption::Api, CostOption::OnPrem, c)));
    add("cost.crossover_cloud_onprem_requests_per_day",
        orNone(crossoverRequestsPerDay(CostOption::Cloud, CostOption::OnPrem, c)));
    return f;
}

} // namespace infralab
