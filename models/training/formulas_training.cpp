// Formulas of course sections 01 and 02: training memory and the data-parallel step.
#include "communication.h"
#include "course.h"
#include "formulainputs.h"
#include "hardwarescenario.h"
#include "trainingscenario.h"

#include <QCoreApplication>
#include <limits>

using namespace Qt::StringLiterals;

namespace infralab::formulas_detail {

namespace {

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

struct Terms
{
    QString label, symbolic, substituted;
};

/// Per-GPU state bytes of each strategy, as in trainingMemory's doc comment: the layers split over t·p,
/// then ZeRO's shards over d. `d` is "{d}" when the data-parallel degree is an input, "d" when it is the
/// unknown (gpus_needed).
Terms stateTerms(Strategy st, const QString &d)
{
    const QString mp = u" / ({t} × {p})"_s, shard = u" / ({t} × {p} × "_s % d % u")"_s;
    switch (st) {
    case Strategy::DDP:
        return {u"DDP"_s, u"B·N/(t·p)"_s, u"{B} × {N}"_s % mp};
    case Strategy::ZeRO1:
        return {u"ZeRO-1"_s, u"(b_w + b_g)·N/(t·p) + K·N/(t·p·d)"_s,
                u"({b_w} + {b_g}) × {N}"_s % mp % u" + {K} × {N}"_s % shard};
    case Strategy::ZeRO2:
        return {u"ZeRO-2"_s, u"b_w·N/(t·p) + (b_g + K)·N/(t·p·d)"_s,
                u"{b_w} × {N}"_s % mp % u" + ({b_g} + {K}) × {N}"_s % shard};
    case Strategy::ZeRO3:
        return {u"ZeRO-3"_s, u"B·N/(t·p·d)"_s, u"{B} × {N}"_s % shard};
    case Strategy::FSDP:
        return {u"FSDP"_s, u"B·N/(t·p·d)"_s, u"{B} × {N}"_s % shard};
    case Strategy::LoRA:
        return {u"LoRA"_s, u"b_w·N/(t·p) + B·r·N/(t·p)"_s,
                u"{b_w} × {N}"_s % mp % u" + {B} × {r} × {N}"_s % mp};
    }
    return {};
}

FormulaInput gpuCount(const Scenario &s)
{
    return input::gpuCount(s.integer(Key::TrainingGpus));
}

/// Every input a memory formula may name; namedIn keeps those its substitution uses.
QList<FormulaInput> memoryKnown(const Scenario &s)
{
    const TrainingBytes b = trainingBytes(s);
    return {
        input::parameters(s.number(Key::ModelParams)),
        {u"B"_s, b.perParam(), u"B"_s,
         QT_TRANSLATE_NOOP("Formulas", "Bytes per parameter: weights + gradients + K")},
        {u"b_w"_s, b.weights, u"B"_s, QT_TRANSLATE_NOOP("Formulas", "Bytes of each working weight")},
        {u"b_g"_s, b.gradients, u"B"_s, QT_TRANSLATE_NOOP("Formulas", "Bytes of each gradient")},
        {u"K"_s, b.optimizerStates(), u"B"_s,
         QT_TRANSLATE_NOOP("Formulas", "Optimizer states per parameter: master copy + Adam's two "
                                       "moments (ZeRO's K)")},
        {u"t"_s,
         double(s.integer(Key::TrainingTensorParallel)),
         {},
         QT_TRANSLATE_NOOP("Formulas", "Tensor-parallel degree")},
        {u"p"_s,
         double(s.integer(Key::TrainingPipelineStages)),
         {},
         QT_TRANSLATE_NOOP("Formulas", "Pipeline stages")},
        {u"d"_s, double(s.integer(Key::TrainingDataParallel)), u"GPU"_s,
         QT_TRANSLATE_NOOP("Formulas", "Data-parallel degree DP (n = TP × PP × DP)")},
        {u"r"_s,
         s.number(Key::TrainingLoraFraction),
         {},
         QT_TRANSLATE_NOOP("Formulas", "LoRA adapter parameters as a share of N")},
        {u"A"_s, trainingActivationBytes(s), u"B"_s,
         QT_TRANSLATE_NOOP("Formulas", "Activation memory per GPU")},
        InputName{"M_GPU", input::deviceMemory.unit, input::deviceMemory.meaning}(selectedDevice(s).memory)};
}

const char *const kMemorySource = QT_TRANSLATE_NOOP(
    "Formulas",
    "Course §01 and exercise 2 (16 bytes per parameter, t = p = 1); Megatron-LM (Narayanan et al., "
    "SC 2021 §2): each GPU holds the layers of its t·p split; ZeRO (Rajbhandari et al., SC 2020 "
    "§5) then shards over the d data-parallel replicas");

FormulaText states(const Scenario &s)
{
    const Terms t = stateTerms(trainingStrategy(s), u"{d}"_s);
    return {t.label % u": M_states = "_s % t.symbolic, t.substituted, namedIn(t.substituted, memoryKnown(s)),
            scenarioTrainingMemory(s).states(), kMemorySource};
}

FormulaText memoryTotal(const Scenario &s)
{
    const Terms t = stateTerms(trainingStrategy(s), u"{d}"_s);
    const QString substitution = t.substituted % u" + {A}"_s;
    return {t.label % u": M = "_s % t.symbolic % u" + A"_s, substitution,
            namedIn(substitution, memoryKnown(s)), scenarioTrainingMemory(s).total(), kMemorySource};
}

FormulaText bytesPerParam(const Scenario &s)
{
    const TrainingBytes b = trainingBytes(s);
    return {u"B = b_w + b_g + b_m + 2·b_o"_s,
            u"{b_w} + {b_g} + {b_m} + 2 × {b_o}"_s,
            {{u"b_w"_s, b.weights, u"B"_s, QT_TRANSLATE_NOOP("Formulas", "Bytes of each working weight")},
             {u"b_g"_s, b.gradients, u"B"_s, QT_TRANSLATE_NOOP("Formulas", "Bytes of each gradient")},
             {u"b_m"_s, b.master, u"B"_s,
              QT_TRANSLATE_NOOP("Formulas", "Bytes of each master weight (0 without a master copy)")},
             {u"b_o"_s, b.moments / 2, u"B"_s,
              QT_TRANSLATE_NOOP("Formulas", "Bytes of each of Adam's two moments")}},
            b.perParam(),
            QT_TRANSLATE_NOOP("Formulas",
                              "Course §01 (2 + 4 + 4 + 4 + 2 = 16 bytes with Adam in mixed precision); "
                              "8-bit Adam: Dettmers et al., ICLR 2022 (its block scales, 0.2 %, left out)")};
}

FormulaText gpusNeededFormula(const Scenario &s)
{
    const Terms t = stateTerms(trainingStrategy(s), u"d"_s);
    // Symbols only: the expression is shown untranslated in both languages (a French report read "… with …").
    const QString range = u"d ∈ {1, 2, 4, …}, t·p·d ≤ "_s % QString::number(kExplorerMostGpus);
    const QString substitution = u"{t} × {p} × min(d : "_s % t.substituted % u" + {A} ≤ {M_GPU})"_s;
    const auto needed = scenarioGpusNeeded(s);
    return {t.label % u": n_min = t·p·min("_s % range % u" : "_s % t.symbolic % u" + A ≤ M_GPU)"_s,
            substitution, namedIn(substitution, memoryKnown(s)), needed ? double(*needed) : kNone,
            QT_TRANSLATE_NOOP("Formulas",
                              "Course exercise 2 (gpus_necessaires, which tries 1 … 64, t = p = 1); the "
                              "explorer keeps the cluster's t·p and doubles d up to 16 384 GPUs, none when "
                              "they do not suffice")};
}

double computeTime(const Scenario &s)
{
    const double active = s.number(Key::ModelParams) * s.number(Key::ModelActiveRatio);
    return dataParallelComputeTime(active, s.number(Key::TrainingTokensPerStep), s.integer(Key::TrainingGpus),
                                   selectedPeak(s), s.number(Key::TrainingMfu));
}

FormulaText compute(const Scenario &s)
{
    return {u"t_compute = 6·N_act·T / (n·P·MFU)"_s,
            u"6 × {N_act} × {T} / ({n} × {P} × {MFU})"_s,
            {input::activeParameters(s.number(Key::ModelParams) * s.number(Key::ModelActiveRatio)),
             {u"T"_s,
              s.number(Key::TrainingTokensPerStep),
              {},
              QT_TRANSLATE_NOOP("Formulas", "Global batch in tokens per step")},
             gpuCount(s),
             input::peak(selectedPeak(s)),
             input::mfu(s.number(Key::TrainingMfu))},
            computeTime(s),
            QT_TRANSLATE_NOOP("Formulas",
                              "Course §02: 6N FLOPs per token, the global batch split over the n = TP × "
                              "PP × DP GPUs")};
}

/// The inputs of the data-parallel group's ring: its d ranks, the N_dp parameters each holds, its link and
/// the latency per step, as in the step chart's DP bar (dataParallelGroup).
QList<FormulaInput> ringInputs(const Scenario &s)
{
    const StepInputs in = stepInputs(s);
    const DataParallelGroup g = dataParallelGroup(in);
    return {
        {u"d"_s, double(g.ranks), u"GPU"_s,
         QT_TRANSLATE_NOOP("Formulas", "Data-parallel degree DP (n = TP × PP × DP)")},
        {u"N_dp"_s,
         g.shardParams,
         {},
         QT_TRANSLATE_NOOP("Formulas", "Parameters each data-parallel rank holds: N/(TP·PP), the adapters "
                                       "for LoRA")},
        {u"BW"_s, g.bandwidth, u"B/s"_s,
         g.crossesNodes
             ? QT_TRANSLATE_NOOP("Formulas", "Inter-node bandwidth per GPU and direction (InfiniBand): the "
                                             "data-parallel group spans nodes")
             : QT_TRANSLATE_NOOP("Formulas", "Intra-node bandwidth per GPU and direction (NVLink)")},
        {u"α"_s, in.latency, u"s"_s, QT_TRANSLATE_NOOP("Formulas", "Latency per collective step")}};
}

double allReduceTime(const Scenario &s)
{
    const StepInputs in = stepInputs(s);
    return gradientAllReduceTime(dataParallelGroup(in), in.latency);
}

FormulaInput gradientBytesInput(const DataParallelGroup &g)
{
    return {
        u"b_g"_s, g.gradientBytes, u"B"_s,
        QT_TRANSLATE_NOOP("Formulas", "Bytes per gradient value (training.gradient_precision; 2 in bf16)")};
}

FormulaText allReduce(const Scenario &s)
{
    QList<FormulaInput> in = ringInputs(s);
    in.insert(2, gradientBytesInput(dataParallelGroup(stepInputs(s))));
    return {u"t_allreduce = 2·(d − 1)·(b_g·N_dp/(d·BW) + α)"_s,
            u"2 × ({d} − 1) × ({b_g} × {N_dp} / ({d} × {BW}) + {α})"_s, in, allReduceTime(s),
            QT_TRANSLATE_NOOP("Formulas",
                              "Course §02, theorem 2 and exercise 3 (ring all-reduce of S = 2N bytes in bf16 "
                              "with a latency α per step), over the data-parallel group")};
}

FormulaText fsdpCommunication(const Scenario &s)
{
    const StepInputs in = stepInputs(s);
    const DataParallelGroup g = dataParallelGroup(in);
    QList<FormulaInput> inputs = ringInputs(s);
    inputs.insert(2, gradientBytesInput(g));
    inputs.insert(2, {u"b_w"_s, g.weightBytes, u"B"_s,
                      QT_TRANSLATE_NOOP("Formulas",
                                        "Bytes per parameter value (training.weight_precision; 2 in bf16)")});
    return {u"t_FSDP = (d − 1)·((2·b_w + b_g)·N_dp/(d·BW) + 3·α)"_s,
            u"({d} − 1) × ((2 × {b_w} + {b_g}) × {N_dp} / ({d} × {BW}) + 3 × {α})"_s, inputs,
            shardedCommunicationTime(g, in.latency),
            QT_TRANSLATE_NOOP("Formulas",
                              "Course formula sheet (≈ 3 × 2N bytes: two all-gathers and one reduce-scatter, "
                              "each half a ring all-reduce); Rajbhandari et al., ZeRO, SC 2020 §7")};
}

FormulaText fsdpCourseCode(const Scenario &s)
{
    const DataParallelGroup g = dataParallelGroup(stepInputs(s));
    QList<FormulaInput> in = ringInputs(s);
    in.removeLast(); // the course's code line has no latency
    return {u"t_FSDP,code = 3 · 2·(d − 1)/d · 2·N_dp/BW"_s, u"3 × 2 × ({d} − 1) / {d} × 2 × {N_dp} / {BW}"_s,
            in, course::communicationFsdpCode(g.shardParams, g.ranks, g.bandwidth),
            QT_TRANSLATE_NOOP("Formulas",
                              "Course §02 code line: it counts each of the three collectives as a whole "
                              "all-reduce, twice the ≈ 3 × 2N bytes of its own formula sheet and of ZeRO")};
}

/// The step chart's bars, in its order: compute, bubble, tensor-parallel, pipeline and exposed data-parallel
/// time, each read from the step time.
const std::pair<InputName, double StepTime::*> kStepParts[] = {
    {{"t_c", "s",
      QT_TRANSLATE_NOOP("Formulas", "Compute per step on each GPU: F·T/(n·P·MFU)·(1 + r)/3 (F = 6·N_act "
                                    "unless recomputation or attention FLOPs are counted)")},
     &StepTime::compute},
    {{"t_bubble", "s",
      QT_TRANSLATE_NOOP("Formulas", "Pipeline bubble: t_c·φ/(1 − φ), φ the schedule's idle fraction")},
     &StepTime::bubble},
    {{"t_TP", "s",
      QT_TRANSLATE_NOOP("Formulas", "Tensor-parallel all-reduces (4 per layer and micro-batch)")},
     &StepTime::tensorParallel},
    {{"t_PP", "s", QT_TRANSLATE_NOOP("Formulas", "Activations and gradients sent between pipeline stages")},
     &StepTime::pipeline},
    {{"t_DP", "s", QT_TRANSLATE_NOOP("Formulas", "Data-parallel collective not hidden by the backward pass")},
     &StepTime::exposedDataParallel}};

QList<FormulaInput> stepParts(const StepTime &t)
{
    QList<FormulaInput> parts;
    for (const auto &[name, part] : kStepParts)
        parts.append(name(t.*part));
    return parts;
}

const char *const kStepSource = QT_TRANSLATE_NOOP(
    "Formulas", "Course §02 (compute, all-reduce, theorem 3's bubble) on the one cluster n = "
                "TP × PP × DP; Narayanan et al., SC 2021 §2–3; the step chart and the Gantt "
                "(its blocks are t_c + t_bubble)");

FormulaText step(const Scenario &s)
{
    const StepTime t = stepTime(stepInputs(s));
    return {u"t_step = t_c + t_bubble + t_TP + t_PP + t_DP"_s,
            u"{t_c} + {t_bubble} + {t_TP} + {t_PP} + {t_DP}"_s, stepParts(t),
            t.error.empty() ? t.total : kNone, kStepSource};
}

FormulaText efficiency(const Scenario &s)
{
    const StepTime t = stepTime(stepInputs(s));
    return {u"E = t_c / t_step"_s,
            u"{t_c} / {t_step}"_s,
            {stepParts(t).first(),
             {u"t_step"_s, t.total, u"s"_s, QT_TRANSLATE_NOOP("Formulas", "Training step time")}},
            t.error.empty() ? t.efficiency : kNone,
            QT_TRANSLATE_NOOP("Formulas", "Course §02 (E = t_compute / (t_compute + t_comm)), on the step of "
                                          "the one cluster TP × PP × DP, as the step chart shows it")};
}

/// The data-parallel traffic exists only between DP > 1 replicas: at DP = 1 its rows would read "0 µs".
bool dataParallel(const Scenario &s)
{
    return s.integer(Key::TrainingDataParallel) > 1;
}

} // namespace

FigureSection trainingFigures()
{
    // Each row laid out alike, as a table reads: key; title; unit and report flag; formula (and when shown).
    // clang-format off
    return {
        {
            {"training.memory_per_gpu_bytes",
             QT_TRANSLATE_NOOP("Formulas", "Training memory per GPU"),
             "B", true,
             memoryTotal},
            {"training.bytes_per_param",
             QT_TRANSLATE_NOOP("Formulas", "Training bytes per parameter"),
             "B", false,
             bytesPerParam},
            {"training.state_bytes_per_gpu",
             QT_TRANSLATE_NOOP("Formulas", "Training state memory per GPU"),
             "B", false,
             states},
            {"training.gpus_needed",
             QT_TRANSLATE_NOOP("Formulas", "GPUs needed for training"),
             "GPU", true,
             gpusNeededFormula},
            {"training.compute_s",
             QT_TRANSLATE_NOOP("Formulas", "Compute time per step"),
             "s", true,
             compute},
            {"training.allreduce_s",
             QT_TRANSLATE_NOOP("Formulas", "Gradient all-reduce per step"),
             "s", false,
             allReduce, dataParallel},
            {"training.fsdp_communication_s",
             QT_TRANSLATE_NOOP("Formulas", "FSDP communication per step"),
             "s", false,
             fsdpCommunication, dataParallel},
            {"training.fsdp_communication_course_code_s",
             QT_TRANSLATE_NOOP("Formulas", "FSDP communication as the course's code prints it"),
             "s", false,
             fsdpCourseCode, dataParallel},
            {"training.step_s",
             QT_TRANSLATE_NOOP("Formulas", "Training step time"),
             "s", false,
             step},
            {"training.efficiency",
             QT_TRANSLATE_NOOP("Formulas", "Step efficiency"),
             "fraction", false,
             efficiency},
        },
        {
            {"training.fits",
             QT_TRANSLATE_NOOP("Formulas", "Training fits in memory"),
             "", false,
             nullptr},
            {"training.gpus_needed_most_tried",
             QT_TRANSLATE_NOOP("Formulas", "Largest GPU count tried for the GPUs needed"),
             "GPU", false,
             nullptr},
        }};
}

} // namespace infralab::formulas_detail
