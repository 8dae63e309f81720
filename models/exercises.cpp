#include "exercises.h"

#include "communication.h"
#include "course.h"
#include "figures.h"
#include "scenario.h"

#include <cmath>
#include <limits>

namespace infralab {

namespace {

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();
constexpr int kMaxMicrobatches = 65536; // the schema's upper bound for training.microbatches

const char *const kEx1 = QT_TRANSLATE_NOOP("Exercises", "Exercise 1 — Roofline");
const char *const kEx2 = QT_TRANSLATE_NOOP("Exercises", "Exercise 2 — Training memory and GPU count");
const char *const kEx3 = QT_TRANSLATE_NOOP("Exercises", "Exercise 3 — Ring all-reduce and pipeline bubble");
const char *const kEx4 = QT_TRANSLATE_NOOP("Exercises", "Exercise 4 — Capacity of a service under an SLO");
const char *const kRobot = QT_TRANSLATE_NOOP("Exercises", "Written exercise 3 — A robot's Jetson Orin");

/// Exercise 1: the decode at batch 1, the 4096³ product and the ridge point on the scenario's device.
void addRoofline(QList<ExerciseItem> &items, const Scenario &s)
{
    const double n = s.number("model.params"), b = bytesPerValue(s.precision());
    const double peak = s.peak(), bw = s.device().bandwidth;
    const QStringList deviceUnits = {"sci", "", "FLOP/s", "B/s"};
    // The course's application of theorem 1: W = 2N, Q = N·b (each weight read once per token).
    const double w = 2 * n, q = n * b;
    items.append(
        {.id = "ex1.decode_time",
         .title = kEx1,
         .question = QT_TRANSLATE_NOOP("Exercises",
                                       "Decoding at batch 1 reads every weight once per token. For a model "
                                       "of N = %1 parameters stored in %2 bytes per value, on a device of "
                                       "peak %3 and bandwidth %4, what is the time bound "
                                       "temps_noyau(W, Q, P, β) of one token?"),
         .questionArgs = {n, b, peak, bw},
         .argUnits = deviceUnits,
         .dimension = Dimension::Time,
         .expected = course::tempsNoyau(w, q, peak, bw),
         .tolerance = 0.05,
         .unit = "s",
         .solution = QT_TRANSLATE_NOOP("Exercises", "Theorem 1: time ≥ max(W/P, Q/β).\n"
                                                    "W = 2N = %1; Q = N·b = %2.\n"
                                                    "W/P = %3 (compute); Q/β = %4 (memory).\n"
                                                    "Time per token ≥ %5: the larger term sets the regime."),
         .solutionArgs = {w, q, course::tempsNoyau(w, 0, peak, bw), course::tempsNoyau(0, q, peak, bw),
                          course::tempsNoyau(w, q, peak, bw)},
         .solutionUnits = {"FLOP", "B", "s", "s", "s"},
         .source = QT_TRANSLATE_NOOP("Exercises", "Course, exercise 1 and theorem 1")});

    const Operation mm = matmul(kMatmulSide, kMatmulSide, kMatmulSide, b);
    items.append(
        {.id = "ex1.matmul_time",
         .title = kEx1,
         .question = QT_TRANSLATE_NOOP("Exercises",
                                       "On the same device, what is the time bound of the product of two "
                                       "%1 × %1 matrices stored in %2 bytes per value?"),
         .questionArgs = {kMatmulSide, b},
         .argUnits = {"", ""},
         .dimension = Dimension::Time,
         .expected = course::tempsNoyau(mm.flops, mm.bytes, peak, bw),
         .tolerance = 0.05,
         .unit = "s",
         .solution =
             QT_TRANSLATE_NOOP("Exercises", "W = 2MKN = %1; Q = b(MK + KN + MN) = %2.\n"
                                            "W/P = %3 (compute); Q/β = %4 (memory).\n"
                                            "Time ≥ %5. Intensity I = W/Q = %6, against the ridge point "
                                            "P/β = %7."),
         .solutionArgs = {mm.flops, mm.bytes, course::tempsNoyau(mm.flops, 0, peak, bw),
                          course::tempsNoyau(0, mm.bytes, peak, bw),
                          course::tempsNoyau(mm.flops, mm.bytes, peak, bw), mm.intensity(),
                          ridgePoint(peak, bw)},
         .solutionUnits = {"FLOP", "B", "s", "s", "s", "FLOP/B", "FLOP/B"},
         .source = QT_TRANSLATE_NOOP("Exercises", "Course, exercise 1 and formula “produit matriciel”")});

    items.append({.id = "ex1.ridge",
                  .title = kEx1,
                  .question = QT_TRANSLATE_NOOP(
                      "Exercises", "Below which arithmetic intensity (the ridge point I*) is a kernel "
                                   "memory-bound on that device (peak %1, bandwidth %2)?"),
                  .questionArgs = {peak, bw},
                  .argUnits = {"FLOP/s", "B/s"},
                  .dimension = Dimension::Intensity,
                  .expected = ridgePoint(peak, bw),
                  .tolerance = 0.05,
                  .unit = "FLOP/B",
                  .solution = QT_TRANSLATE_NOOP(
                      "Exercises", "I* = P/β = %1 / %2 = %3.\n"
                                   "Decoding at batch 1 has I = W/Q = %4: far below, memory-bound."),
                  .solutionArgs = {peak, bw, ridgePoint(peak, bw), Operation{w, q}.intensity()},
                  .solutionUnits = {"FLOP/s", "B/s", "FLOP/B", "FLOP/B"},
                  .source = QT_TRANSLATE_NOOP("Exercises", "Course, formula “roofline” and theorem 1")});
}

/// Exercise 2: FSDP memory per GPU and the smallest GPU count, with the scenario's model and device.
void addTraining(QList<ExerciseItem> &items, const Scenario &s)
{
    const double n = s.number("model.params"), activGo = s.number("training.activations_gb");
    const int gpus = s.integer("training.gpus");
    const double memGo = s.device().memory / 1e9;
    const double total = course::memoireEntrainement(n, gpus, "fsdp", activGo).value_or(kNone) * 1e9;
    const double states = trainingMemory(n, gpus, Strategy::FSDP, 0).total();
    items.append(
        {.id = "ex2.fsdp_memory",
         .title = kEx2,
         .question = QT_TRANSLATE_NOOP("Exercises",
                                       "memoire_entrainement with FSDP: how much memory does each GPU need "
                                       "to train N = %1 parameters with Adam in mixed precision on %2 GPUs, "
                                       "with %3 of activations per GPU?"),
         .questionArgs = {n, double(gpus), activGo * 1e9},
         .argUnits = {"sci", "", "B"},
         .dimension = Dimension::Bytes,
         .expected = total,
         .tolerance = 0.02,
         .unit = "B",
         .solution =
             QT_TRANSLATE_NOOP("Exercises", "16 bytes per parameter: 2 (bf16 weights) + 4 (fp32 master copy) "
                                            "+ 4 + 4 (Adam moments) + 2 (bf16 gradient).\n"
                                            "FSDP shards them over the n GPUs: 16N/n = %1 per GPU.\n"
                                            "With the activations: %1 + %2 = %3."),
         .solutionArgs = {states, activGo * 1e9, total},
         .solutionUnits = {"B", "B", "B"},
         .source = QT_TRANSLATE_NOOP("Exercises", "Course, exercise 2 and formula “ZeRO-3 / FSDP”")});

    const std::optional<int> needed = course::gpusNecessaires(n, "fsdp", memGo, activGo);
    auto memoryOn = [&](int k) {
        return course::memoireEntrainement(n, k, "fsdp", activGo).value_or(kNone) * 1e9;
    };
    const char *solution = nullptr;
    QList<double> args;
    QStringList units;
    if (!needed) {
        solution = QT_TRANSLATE_NOOP("Exercises", "16N/n + activations must stay ≤ %1.\n"
                                                  "Even n = %2 GPUs needs %3: none of 1, 2, 4, …, 64 fits.");
        args = {memGo * 1e9, 64, memoryOn(64)};
        units = {"B", "", "B"};
    } else if (*needed == 1) {
        solution = QT_TRANSLATE_NOOP("Exercises", "16N/n + activations must stay ≤ %1.\n"
                                                  "n = %2 already fits: %3 ≤ %1.");
        args = {memGo * 1e9, 1, memoryOn(1)};
        units = {"B", "", "B"};
    } else {
        solution = QT_TRANSLATE_NOOP("Exercises", "16N/n + activations must stay ≤ %1.\n"
                                                  "n = %2 fits: %3 ≤ %1; n = %4 does not: %5 > %1.");
        args = {memGo * 1e9, double(*needed), memoryOn(*needed), double(*needed / 2), memoryOn(*needed / 2)};
        units = {"B", "", "B", "", "B"};
    }
    items.append({.id = "ex2.fsdp_gpus",
                  .title = kEx2,
                  .question = QT_TRANSLATE_NOOP(
                      "Exercises", "gpus_necessaires with FSDP: what is the smallest GPU count n in "
                                   "{1, 2, 4, …, 64} on which N = %1 parameters train, with %2 of "
                                   "memory per GPU and %3 of activations? (Answer “none” if no count "
                                   "fits.)"),
                  .questionArgs = {n, memGo * 1e9, activGo * 1e9},
                  .argUnits = {"sci", "B", "B"},
                  .dimension = Dimension::Count,
                  .expected = needed ? double(*needed) : kNone,
                  .tolerance = 0,
                  .unit = "",
                  .solution = solution,
                  .solutionArgs = args,
                  .solutionUnits = units,
                  .source = QT_TRANSLATE_NOOP("Exercises", "Course, exercise 2")});
}

/// Exercise 3: the gradient all-reduce on the scenario's GPUs and link, and the pipeline bubble.
void addCommunication(QList<ExerciseItem> &items, const Scenario &s)
{
    const double n = s.number("model.params"), size = 2 * n;
    const int gpus = s.integer("training.gpus");
    const double bw = s.number("training.intra_bw"), latency = s.number("training.latency_s");
    const double time = course::tempsAllreduce(size, gpus, bw, latency);
    items.append(
        {.id = "ex3.allreduce_time",
         .title = kEx3,
         .question =
             QT_TRANSLATE_NOOP("Exercises", "temps_allreduce: how long does a ring all-reduce of the bf16 "
                                            "gradients of N = %1 parameters (S = 2N = %2) take on %3 GPUs "
                                            "linked at %4 per direction, with a latency of %5 per step?"),
         .questionArgs = {n, size, double(gpus), bw, latency},
         .argUnits = {"sci", "B", "", "B/s", "s"},
         .dimension = Dimension::Time,
         .expected = time,
         .tolerance = 0.05,
         .unit = "s",
         .solution = QT_TRANSLATE_NOOP("Exercises",
                                       "temps_allreduce(S, n, bw, latence) = 2(n − 1)·(S/n/bw + latence).\n"
                                       "Bandwidth: 2(n − 1)/n·S/bw = %1; latency: 2(n − 1)·latence = %2.\n"
                                       "Total: %3. For large n it tends to 2S/bw = %4, whatever n."),
         .solutionArgs = {ringAllReduceTime(size, gpus, bw), course::tempsAllreduce(0, gpus, bw, latency),
                          time, ringAllReduceAsymptoticTime(size, bw)},
         .solutionUnits = {"s", "s", "s", "s"},
         .source = QT_TRANSLATE_NOOP("Exercises", "Course, exercise 3 and theorem 2")});

    const int p = s.integer("training.pipeline_stages"), m = s.integer("training.microbatches");
    items.append(
        {.id = "ex3.bubble",
         .title = kEx3,
         .question = QT_TRANSLATE_NOOP("Exercises",
                                       "bulle(p, m): what share of the time do p = %1 pipeline stages stay "
                                       "idle with m = %2 micro-batches (GPipe)?"),
         .questionArgs = {double(p), double(m)},
         .argUnits = {"", ""},
         .dimension = Dimension::Fraction,
         .expected = course::bulle(p, m),
         .tolerance = 0.05,
         .unit = "%",
         .solution = QT_TRANSLATE_NOOP("Exercises", "bulle(p, m) = (p − 1)/(m + p − 1) = %1/%2 = %3."),
         .solutionArgs = {double(p - 1), double(m + p - 1), course::bulle(p, m)},
         .solutionUnits = {"", "", "%"},
         .source = QT_TRANSLATE_NOOP("Exercises", "Course, exercise 3 and theorem 3")});

    // The course asks for a search: try m = 1, 2, … with its own bulle().
    int smallest = 1;
    while (smallest < kMaxMicrobatches && !(course::bulle(p, smallest) < kBubbleTarget))
        ++smallest;
    ExerciseItem item{
        .id = "ex3.microbatches",
        .title = kEx3,
        .question = QT_TRANSLATE_NOOP("Exercises", "What is the smallest number of micro-batches m "
                                                   "such that bulle(%1, m) < %2?"),
        .questionArgs = {double(p), kBubbleTarget},
        .argUnits = {"", "%"},
        .dimension = Dimension::Count,
        .expected = double(smallest),
        .tolerance = 0,
        .unit = "",
        .solution = QT_TRANSLATE_NOOP("Exercises", "With p = %1 there is no bubble: bulle(%1, %2) = "
                                                   "%3 < %4."),
        .solutionArgs = {double(p), double(smallest), course::bulle(p, smallest), kBubbleTarget},
        .solutionUnits = {"", "", "%", "%"},
        .source = QT_TRANSLATE_NOOP("Exercises", "Course, exercise 3 and theorem 3")};
    if (smallest > 1) {
        // One micro-batch fewer shows that the answer is the smallest.
        item.solution = QT_TRANSLATE_NOOP(
            "Exercises", "Try m = 1, 2, …: bulle(%1, m) = (p − 1)/(m + p − 1).\n"
                         "bulle(%1, %2) = %3 < %4, while bulle(%1, %5) = %6 is not below %4.\n"
                         "Smallest m: %2 (the course: m ≥ 4p for a bubble "
                         "below 20 %).");
        item.solutionArgs << double(smallest - 1) << course::bulle(p, smallest - 1);
        item.solutionUnits << QString() << QStringLiteral("%");
    }
    items.append(item);
}

/// Exercise 4: the GPUs the target load needs under the SLO, as the capacity planner of figures.h finds them.
void addCapacity(QList<ExerciseItem> &items, const Scenario &s)
{
    const ServingInputs in = s.servingInputs();
    const double rate = s.number("serving.request_rate"), slo = s.number("serving.slo_s");
    const double margin = s.number("serving.margin");
    const auto plan = gpusFor(rate, slo, capacityOptions(in), in.outputTokens, margin);
    const char *solution = nullptr;
    QList<double> args;
    QStringList units;
    if (plan) {
        const ServingPoint sp = servingPoint(in, plan->batch);
        solution =
            QT_TRANSLATE_NOOP("Exercises", "Best batch B = %1: TTFT = %2, TPOT = %3, latency = TTFT + "
                                           "n_out·TPOT = %4 ≤ %5.\n"
                                           "capacite = B/latency = %6 per GPU.\n"
                                           "GPUs = ⌈rate·(1 + margin)/capacite⌉ = ⌈%7 × %8 / %6⌉ = %9.");
        args = {plan->batch, sp.ttft,    sp.tpot,
                sp.latency,  slo,        course::capacite(sp.batch, sp.ttft, sp.tpot, in.outputTokens),
                rate,        1 + margin, double(plan->gpus)};
        units = {"", "s", "s", "s", "s", "req/s", "req/s", "", ""};
    } else {
        solution =
            QT_TRANSLATE_NOOP("Exercises", "No batch meets the SLO of %1: even batch 1 takes %2 (or does "
                                           "not fit in memory), so no number of GPUs helps. Answer: none.");
        args = {slo, servingPoint(in, 1).latency};
        units = {"s", "s"};
    }
    items.append({.id = "ex4.gpus",
                  .title = kEx4,
                  .question = QT_TRANSLATE_NOOP(
                      "Exercises", "gpus_pour: how many GPUs of the scenario's device serve %1 at peak "
                                   "with a latency ≤ %2 and a %3 margin, for %4 prompt and %5 output "
                                   "tokens, with the best batch among 1, 2, 4, …, 4096? (Answer "
                                   "“none” if no batch meets the SLO.)"),
                  .questionArgs = {rate, slo, margin, in.promptTokens, in.outputTokens},
                  .argUnits = {"req/s", "s", "%", "", ""},
                  .dimension = Dimension::Count,
                  .expected = plan ? double(plan->gpus) : kNone,
                  .tolerance = 0,
                  .unit = "",
                  .solution = solution,
                  .solutionArgs = args,
                  .solutionUnits = units,
                  .source = QT_TRANSLATE_NOOP("Exercises", "Course, exercise 4 and section 03")});
}

/// Written exercise 3 with the course's own figures for the Jetson Orin.
void addRobot(QList<ExerciseItem> &items)
{
    const double b = bytesPerValue(Precision::INT4);
    const double weights = weightBytes(kRobotParams, b);
    const Operation decode = llmDecode(kRobotParams, kRobotParams, 1, b);
    const double tpot = course::tempsNoyau(decode.flops, decode.bytes, kJetsonPeak, kJetsonBandwidth);
    const double tokens = decodeTokensPerSecondBatch1(kJetsonBandwidth, weights);
    const Operation prefill = llmPrefill(kRobotParams, kRobotParams, kRobotPromptTokens, b);
    const double usable = kJetsonPeak * kRobotEfficiency;
    const double ttft = course::tempsNoyau(prefill.flops, prefill.bytes, usable, kJetsonBandwidth);
    const QList<double> device = {kJetsonPeak, kJetsonBandwidth, kJetsonMemory, kRobotParams};
    const QStringList deviceUnits = {"FLOP/s", "B/s", "B", "sci"};

    items.append({.id = "robot.tpot",
                  .title = kRobot,
                  .question = QT_TRANSLATE_NOOP(
                      "Exercises", "A robot carries a Jetson Orin (%1, %2, %3). What is the time per "
                                   "output token (TPOT) of an LLM of %4 parameters in int4, at batch 1?"),
                  .questionArgs = device,
                  .argUnits = deviceUnits,
                  .dimension = Dimension::Time,
                  .expected = tpot,
                  .tolerance = 0.05,
                  .unit = "s",
                  .solution = QT_TRANSLATE_NOOP(
                      "Exercises", "Weights in int4, half a byte each: %1, read once per token.\n"
                                   "TPOT ≈ weights/β = %1 / %2 = %3; the compute, 2N/P = %4, is "
                                   "negligible."),
                  .solutionArgs = {weights, kJetsonBandwidth, tpot,
                                   course::tempsNoyau(decode.flops, 0, kJetsonPeak, kJetsonBandwidth)},
                  .solutionUnits = {"B", "B/s", "s", "s"},
                  .source = QT_TRANSLATE_NOOP("Exercises", "Course, written exercise 3")});
    items.append({.id = "robot.tokens_per_s",
                  .title = kRobot,
                  .question = QT_TRANSLATE_NOOP(
                      "Exercises", "How many tokens per second does it then generate at batch 1?"),
                  .questionArgs = {},
                  .argUnits = {},
                  .dimension = Dimension::Rate,
                  .expected = tokens,
                  .tolerance = 0.05,
                  .unit = "tok/s",
                  .solution = QT_TRANSLATE_NOOP(
                      "Exercises", "tokens/s = β / weights = %1 / %2 = %3: enough for a dialogue."),
                  .solutionArgs = {kJetsonBandwidth, weights, tokens},
                  .solutionUnits = {"B/s", "B", "tok/s"},
                  .source = QT_TRANSLATE_NOOP("Exercises", "Course, written exercise 3")});
    items.append({.id = "robot.ttft",
                  .title = kRobot,
                  .question = QT_TRANSLATE_NOOP(
                      "Exercises", "And the time to first token (TTFT) for a %1-token prompt, computed "
                                   "at %2 of the peak?"),
                  .questionArgs = {kRobotPromptTokens, kRobotEfficiency},
                  .argUnits = {"", "%"},
                  .dimension = Dimension::Time,
                  .expected = ttft,
                  .tolerance = 0.10,
                  .unit = "s",
                  .solution = QT_TRANSLATE_NOOP(
                      "Exercises", "Prefill is compute-bound: W = 2N × %1 = %2.\n"
                                   "TTFT ≈ W/(P × %3) = %4; reading the weights (%5) takes less."),
                  .solutionArgs = {kRobotPromptTokens, prefill.flops, kRobotEfficiency, ttft,
                                   course::tempsNoyau(0, prefill.bytes, usable, kJetsonBandwidth)},
                  .solutionUnits = {"", "FLOP", "%", "s", "s"},
                  .source = QT_TRANSLATE_NOOP("Exercises", "Course, written exercise 3")});
}

/// The verification question: at the observed rate, the bytes read per second are the HBM's bandwidth.
void addVerification(QList<ExerciseItem> &items)
{
    const double weights = weightBytes(kCheckParams, bytesPerValue(Precision::BF16));
    const Operation decode = llmDecode(kCheckParams, kCheckParams, 1, bytesPerValue(Precision::BF16));
    // Bandwidth and compute actually used at the observed rate: one token costs Q bytes and W FLOPs.
    const double used = kCheckTokensPerSecond * decode.bytes, computed = kCheckTokensPerSecond * decode.flops;
    const Regime saturated = course::regime(decode.flops, decode.bytes, kCheckPeak, used);
    ExerciseItem item{
        .id = "verification.resource",
        .title = QT_TRANSLATE_NOOP("Exercises", "Verification"),
        .question = QT_TRANSLATE_NOOP(
            "Exercises", "A GPU of %1 decodes an LLM of %2 parameters in bf16 at about %3 at batch 1. "
                         "Which resource is saturated: compute or memory bandwidth?"),
        .questionArgs = {kCheckPeak, kCheckParams, kCheckTokensPerSecond},
        .argUnits = {"FLOP/s", "sci", "tok/s"},
        .dimension = Dimension::Choice,
        .expected = kNone,
        .tolerance = 0,
        .unit = "",
        .solution = QT_TRANSLATE_NOOP(
            "Exercises", "Each token reads the %1 of weights once: %2 × %1 = %3 read from memory, "
                         "the whole bandwidth of an HBM GPU.\n"
                         "Compute used: %2 × 2N = %4, only %5 of the peak.\n"
                         "The memory bandwidth is saturated: quantize, batch or decode speculatively."),
        .solutionArgs = {weights, kCheckTokensPerSecond, used, computed, computed / kCheckPeak},
        .solutionUnits = {"B", "tok/s", "B/s", "FLOP/s", "%"},
        .source = QT_TRANSLATE_NOOP("Exercises", "Course, verification question and theorem 1"),
        .choices = {{QT_TRANSLATE_NOOP("Exercises", "the memory bandwidth"),
                     {"memory", "bandwidth", "hbm", "memoire", "bande passante"}},
                    {QT_TRANSLATE_NOOP("Exercises", "the compute"),
                     {"compute", "computation", "calcul", "flop", "flops", "tensor cores", "arithmetic"}}},
        .expectedChoice = saturated == Regime::Memory ? 0 : 1};
    items.append(item);
}

/// Whether `words` (normalized) appears in `answer` (normalized) as whole words.
bool names(const QString &answer, const QString &words)
{
    return QString(u' ' % answer % u' ').contains(QString(u' ' % words % u' '));
}

} // namespace

QList<ExerciseItem> exercises(const Scenario &s)
{
    QList<ExerciseItem> items;
    addRoofline(items, s);
    addTraining(items, s);
    addCommunication(items, s);
    addCapacity(items, s);
    addRobot(items);
    addVerification(items);
    return items;
}

const QStringList &noneWords()
{
    static const QStringList words = {"none", "no", "aucun", "aucune", "impossible", "0"};
    return words;
}

AnswerCheck checkAnswer(const ExerciseItem &item, const QString &answer)
{
    AnswerCheck c;
    const QString words = normalizedWords(answer);
    if (item.dimension == Dimension::Choice) {
        QList<int> named;
        for (int i = 0; i < item.choices.size(); ++i)
            for (const QString &w : item.choices.at(i).words)
                if (names(words, w) && !named.contains(i)) named.append(i);
        if (named.isEmpty()) {
            QStringList labels;
            for (const ChoiceOption &o : item.choices)
                labels << QCoreApplication::translate("Exercises", o.label);
            c.error = Answers::tr("“%1” names none of the answers: %2.")
                          .arg(answer.simplified(), labels.join(Answers::tr(", ", "list separator")));
            return c;
        }
        c.choice = named.size() == 1 ? named.first() : -1; // naming both is no answer
        c.verdict = c.choice == item.expectedChoice ? Verdict::Correct : Verdict::Wrong;
        return c;
    }
    if (!std::isfinite(item.expected) && noneWords().contains(words)) {
        c.verdict = Verdict::Correct;
        c.value = kNone;
        return c;
    }
    const std::optional<double> value = parseQuantity(answer, item.dimension, &c.error);
    if (!value) {
        // "none" for a question whose answer is a number: a wrong answer rather than unreadable text.
        if (!noneWords().contains(words)) return c;
        c.error.clear();
        c.value = kNone;
        c.verdict = Verdict::Wrong;
        return c;
    }
    c.value = *value;
    c.verdict = withinTolerance(*value, item.expected, item.tolerance) ? Verdict::Correct : Verdict::Wrong;
    return c;
}

} // namespace infralab
