#include "figures.h"
#include "costscenario.h"
#include "hardwarescenario.h"
#include "platformscenario.h"
#include "servingscenario.h"
#include "trainingscenario.h"
#include "wholerun.h"

#include "communication.h"
#include "course.h"
#include "formulas.h"
#include "modelshapes.h"
#include "operators.h"
#include "roofline.h"
#include "rooflinepoints.h"
#include "scaling.h"
#include "tensorparallel.h"

#include <QSet>
#include <QStringList>
#include <algorithm>
#include <array>
#include <optional>

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
    const StepInputs in = stepInputs(s);
    return stepComputeTime(in) / (in.microbatches * (1.0 + in.backwardRatio));
}

namespace {
/// What simulatePipeline() takes from a scenario: the same for the timeline and for the figures' memo below.
struct PipelineInputs
{
    int stages, microbatches;
    Schedule schedule;
    int chunks;
    double forward, backward;
    bool operator==(const PipelineInputs &) const = default;
};

PipelineInputs pipelineInputs(const Scenario &s)
{
    const double tf = pipelineForwardTime(s);
    return {s.integer(Key::TrainingPipelineStages),
            s.integer(Key::TrainingMicrobatches),
            pipelineSchedule(s),
            s.integer(Key::TrainingInterleave),
            tf,
            tf * s.number(Key::TrainingBackwardRatio)};
}

PipelineTimeline simulate(const PipelineInputs &in)
{
    return simulatePipeline(in.stages, in.microbatches, in.schedule, in.chunks, in.forward, in.backward);
}
} // namespace

PipelineTimeline simulateScenarioPipeline(const Scenario &s)
{
    return simulate(pipelineInputs(s));
}

namespace {

/// The figures computed so far; units come from the figure table (formulas.h), which every view and export
/// reads. Each add* function below adds the same keys whatever the scenario (a figure without a value as
/// "none"): computeFigures(s, keys) finds a key's group once and relies on it.
class FigureList
{
public:
    void add(const char *key, QVariant v)
    {
        const QString name = QString::fromLatin1(key);
        const FigureSpec *spec = figureSpec(name);
        Q_ASSERT(spec);
        m_figures.append({name, std::move(v), spec ? QString::fromUtf8(spec->unit) : QString()});
    }
    QList<Figure> take() { return std::move(m_figures); }

private:
    QList<Figure> m_figures;
};

double activeParams(const Scenario &s)
{
    return s.number(Key::ModelParams) * s.number(Key::ModelActiveRatio);
}

void addRoofline(const Scenario &s, FigureList &f)
{
    const double peak = selectedPeak(s), bw = selectedDevice(s).bandwidth;
    f.add("roofline.peak_flops", peak);
    f.add("roofline.bandwidth_bytes_per_s", bw);
    f.add("roofline.ridge_flop_per_byte", ridgePoint(peak, bw));
    f.add("roofline.decode_tokens_per_s_batch1",
          decodeTokensPerSecondBatch1(bw, decodeParametersRead(s, 1) * bytesPerValue(selectedPrecision(s))));
    // Theorem 1's decode point summed over the operators of every layer (operators.h).
    const OperatorInputs ops = operatorInputs(s);
    const Operation decode = operatorsTotal(layerOperators(ops, Phase::Decode), Phase::Decode, ops.layers);
    f.add("roofline.operators_decode_flops", decode.flops);
    f.add("roofline.operators_decode_bytes", decode.bytes);
    f.add("roofline.training_tokens_per_s",
          trainingTokensPerSecond(s.number(Key::TrainingMfu), peak, activeParams(s)));
}

void addTraining(const Scenario &s, FigureList &f)
{
    const Device &dev = selectedDevice(s);
    const int gpus = s.integer(Key::TrainingGpus);
    const double activations = trainingActivationBytes(s);
    // Split over TP·PP first, then sharded over DP (scenarioTrainingMemory), in the scenario's precisions.
    const TrainingMemory mem = scenarioTrainingMemory(s);
    f.add("training.bytes_per_param", trainingBytes(s).perParam());
    f.add("training.activations_bytes_per_gpu", activations);
    f.add("training.state_bytes_per_gpu", mem.states());
    f.add("training.memory_per_gpu_bytes", mem.total());
    f.add("training.fits", mem.total() <= dev.memory);
    const auto needed = scenarioGpusNeeded(s);
    f.add("training.gpus_needed", needed ? QVariant(double(*needed)) : QVariant());
    f.add("training.gpus_needed_most_tried", double(kExplorerMostGpus));
    f.add("training.compute_s", dataParallelComputeTime(activeParams(s), s.number(Key::TrainingTokensPerStep),
                                                        gpus, selectedPeak(s), s.number(Key::TrainingMfu)));
    // The data-parallel collectives of the one cluster TP × PP × DP: the step chart's DP bar.
    const StepInputs in = stepInputs(s);
    const DataParallelGroup dp = dataParallelGroup(in);
    f.add("training.allreduce_s", gradientAllReduceTime(dp, in.latency));
    f.add("training.fsdp_communication_s", shardedCommunicationTime(dp, in.latency));
    f.add("training.fsdp_communication_course_code_s",
          course::communicationFsdpCode(dp.shardParams, dp.ranks, dp.bandwidth));
    const StepTime step = stepTime(in);
    f.add("training.step_s", step.error.empty() ? QVariant(step.total) : QVariant());
    f.add("training.efficiency", step.error.empty() ? QVariant(step.efficiency) : QVariant());
}

/// The whole run of `training.tokens_total` tokens, and the published runs set beside the model.
void addWholeRun(const Scenario &s, FigureList &f)
{
    const Recompute r = trainingRecompute(s);
    const bool attention = s.flag(Key::TrainingAttentionFlops);
    const double mfu = s.number(Key::TrainingMfu);
    const double perToken = scenarioFlopsPerToken(s);
    f.add("training.flops_per_token", perToken);
    const double hours = runGpuHours(perToken * s.number(Key::TrainingTokensTotal), selectedPeak(s), mfu);
    f.add("training.gpu_hours", hours);
    f.add("training.days", runDays(hours, s.integer(Key::TrainingGpus)));
    const PublishedRun &llama = kLlama31_405b, &gpt3 = kGpt3_175b;
    const double llamaHours =
        runGpuHours(publishedFlopsPerToken(llama, r, attention) * llama.tokens, llama.peak, mfu);
    f.add("training.llama31_405b_gpu_hours_error", relativeError(llamaHours, llama.published));
    const double gpt3Hours =
        runGpuHours(publishedFlopsPerToken(gpt3, r, attention) * gpt3.tokens, gpt3.peak, mfu);
    f.add("training.gpt3_175b_days_error", relativeError(runDays(gpt3Hours, gpt3.gpus), gpt3.published));
}

/// The two numbers of the simulated step that the figures give: its idle fraction and its length; none when
/// the simulator refuses the inputs.
struct SimulatedStep
{
    bool simulated = false;
    double idle = 0, makespan = 0;
};

/// simulateScenarioPipeline()'s two numbers, kept for the last few inputs: the formula list and the
/// formula's details each compute the figures at a slider step, B's and, with A pinned, A's. One entry
/// alternated between B's and A's inputs: with A pinned, three simulations in four on the Training tab were
/// of inputs simulated a moment before (callgrind).
SimulatedStep simulatedStep(const Scenario &s)
{
    struct Simulated
    {
        PipelineInputs inputs;
        SimulatedStep step;
    };
    thread_local std::array<std::optional<Simulated>, 4> recent; // NaN times never match
    thread_local std::size_t oldest = 0;
    const PipelineInputs in = pipelineInputs(s);
    for (const std::optional<Simulated> &r : recent)
        if (r && r->inputs == in) return r->step;
    const PipelineTimeline t = simulate(in);
    const SimulatedStep step =
        t.error.empty() ? SimulatedStep{true, t.idleFraction(), t.makespan} : SimulatedStep{};
    recent[oldest] = Simulated{in, step};
    oldest = (oldest + 1) % recent.size();
    return step;
}

void addPipelineAndScaling(const Scenario &s, FigureList &f)
{
    const int p = s.integer(Key::TrainingPipelineStages), m = s.integer(Key::TrainingMicrobatches);
    f.add("pipeline.bubble_fraction",
          scheduleBubbleFraction(pipelineSchedule(s), p, m, s.integer(Key::TrainingInterleave)));
    const SimulatedStep t = simulatedStep(s);
    f.add("pipeline.simulated_bubble_fraction", t.simulated ? QVariant(t.idle) : QVariant());
    f.add("pipeline.step_s", t.simulated ? QVariant(t.makespan) : QVariant());

    const double serial = s.number(Key::TrainingSerialFraction);
    const int gpus = s.integer(Key::TrainingGpus);
    f.add("scaling.amdahl_speedup", amdahlSpeedup(serial, gpus));
    f.add("scaling.amdahl_efficiency", amdahlEfficiency(serial, gpus));
    f.add("scaling.gustafson_speedup", gustafsonSpeedup(serial, gpus));
}

void addServing(const Scenario &s, FigureList &f)
{
    const ServingInputs in = servingInputs(s);
    const ServingPoint sp = servingPoint(in, s.integer(Key::ServingBatch));
    f.add("serving.weights_bytes", sp.weightBytes);
    f.add("serving.kv_bytes_per_token",
          kvBytesPerToken(in.layers, in.kvHeads, in.headDim, in.kvBytesPerValue));
    f.add("serving.kv_bytes", sp.kvBytes);
    f.add("serving.fits", sp.fits);
    f.add("serving.max_batch", maxBatchThatFits(in));
    f.add("serving.knee_batch", kneeBatch(in));
    f.add("model.params_from_shapes", orNone(scenarioParametersFromShapes(s)));
    f.add("serving.ttft_s", sp.ttft);
    f.add("serving.tpot_s", sp.tpot);
    f.add("serving.decode_weight_bytes", sp.decodeWeightBytes);
    f.add("serving.tokens_per_s", sp.tokensPerSecond);
    f.add("serving.latency_s", sp.latency);
    // A model copy on t GPUs costs t GPUs' hours and shares its requests among them.
    f.add("serving.cost_per_million_tokens",
          costPerMillionTokens(in.tensorParallel * selectedDevice(s).pricePerHour, sp.tokensPerSecond));
    f.add("serving.requests_per_s_per_gpu",
          requestsPerSecondPerGpu(sp.batch, sp.ttft, sp.tpot, in.outputTokens) / in.tensorParallel);
    const auto plan =
        gpusFor(s.number(Key::ServingRequestRate), s.number(Key::ServingSloS), capacityOptions(in),
                in.outputTokens, s.number(Key::ServingMargin), in.tensorParallel);
    f.add("serving.gpus_for_target", plan ? QVariant(double(plan->gpus)) : QVariant());
    f.add("serving.batch_for_target", plan ? QVariant(plan->batch) : QVariant());
    f.add("serving.replicas_for_target", plan ? QVariant(double(plan->replicas)) : QVariant());
    f.add("serving.effective_peak_flops", in.peak * in.efficiency);
    f.add("serving.effective_bandwidth_bytes_per_s", in.bandwidth * in.bandwidthEfficiency);
    f.add("serving.weights_bytes_per_gpu", sp.weightBytesPerGpu);
    f.add("serving.kv_bytes_per_gpu", sp.kvBytesPerGpu);
    f.add("serving.tp_decode_allreduce_s", sp.decodeCommunication);
    f.add("serving.tp_prefill_allreduce_s", sp.prefillCommunication);
    f.add("serving.prefill_attention_flops", prefillAttentionFlops(in.layers, in.hidden, in.promptTokens));
    f.add("serving.decode_attention_flops_per_token",
          decodeAttentionFlops(in.layers, in.hidden, in.promptTokens + in.outputTokens));
}

void addCost(const Scenario &s, FigureList &f)
{
    const CostInputs c = costInputs(s);
    f.add("cost.api", costOf(CostOption::Api, c).total());
    f.add("cost.cloud", costOf(CostOption::Cloud, c).total());
    f.add("cost.onprem", costOf(CostOption::OnPrem, c).total());
    f.add("cost.edge", costOf(CostOption::Edge, c).total());
    f.add("cost.cloud_gpu_hours_per_day", cloudGpuHoursPerDay(c));
    f.add("cost.crossover_api_cloud_requests_per_day",
          orNone(crossoverRequestsPerDay(CostOption::Api, CostOption::Cloud, c)));
    f.add("cost.crossover_api_onprem_requests_per_day",
          orNone(crossoverRequestsPerDay(CostOption::Api, CostOption::OnPrem, c)));
    f.add("cost.crossover_cloud_onprem_requests_per_day",
          orNone(crossoverRequestsPerDay(CostOption::Cloud, CostOption::OnPrem, c)));
}

void addPlatform(const Scenario &s, FigureList &f)
{
    const PlatformPoint p = platformPoint(s);
    // In the order of section 04's table, which names them (tst_formulas checks each against its formula).
    const double values[] = {p.readThroughput, p.weightsBytes,       p.fullBytes,
                             p.writeTime,      p.clusterMtbf,        p.interval,
                             p.wastedFraction, p.cloudAtUtilisation, p.onpremAtUtilisation,
                             p.compiledTtft,   p.compiledTpot,       p.compiledTokensPerSecond};
    const QList<formulas_detail::FigureRow> rows = formulas_detail::platformFigures().listed;
    Q_ASSERT(rows.size() == qsizetype(std::size(values)));
    for (qsizetype i = 0; i < rows.size(); ++i)
        f.add(rows.at(i).key, values[i]);
}

} // namespace

namespace {
using Group = void (*)(const Scenario &, FigureList &);
constexpr Group kGroups[] = {addRoofline, addTraining, addWholeRun, addPipelineAndScaling,
                             addServing,  addCost,     addPlatform};
} // namespace

QList<Figure> computeFigures(const Scenario &s)
{
    FigureList f;
    for (Group add : kGroups)
        add(s, f);
    return f.take();
}

QList<Figure> computeFigures(const Scenario &s, const QStringList &keys)
{
    // Each group adds the same keys whatever the scenario (a figure without a value is added as "none"):
    // found once, from the first scenario asked.
    static const QList<QSet<QString>> groupKeys = [&s] {
        QList<QSet<QString>> all;
        for (Group add : kGroups) {
            FigureList f;
            add(s, f);
            QSet<QString> names;
            for (const Figure &figure : f.take())
                names.insert(figure.key);
            all.append(names);
        }
        return all;
    }();
    FigureList f;
    for (qsizetype i = 0; i < groupKeys.size(); ++i)
        if (std::any_of(keys.begin(), keys.end(),
                        [&](const QString &k) { return groupKeys.at(i).contains(k); }))
            kGroups[i](s, f);
    return f.take();
}

} // namespace infralab
