// Exercise 4 and written exercise 3: serving capacity under an SLO, then the robot's Jetson Orin.
#include "course.h"
#include "exercises_detail.h"
#include "figures.h"
#include "precision.h"
#include "roofline.h"
#include "scenario.h"
#include "serving.h"
#include "servingscenario.h"

#include <QCoreApplication>

namespace infralab::exercises_detail {

namespace {

const char *const kEx4 = QT_TRANSLATE_NOOP("Exercises", "Exercise 4 — Capacity of a service under an SLO");
const char *const kRobot = QT_TRANSLATE_NOOP("Exercises", "Written exercise 3 — A robot's Jetson Orin");

} // namespace

/// Exercise 4: the GPUs the target load needs under the SLO, as the capacity planner of figures.h finds them.
void addCapacity(QList<ExerciseItem> &items, const Scenario &s)
{
    // The course's exercise serves each copy of the model on one GPU, whatever the scenario's t.
    ServingInputs in = servingInputs(s);
    in.tensorParallel = 1;
    const double rate = s.number(Key::ServingRequestRate), slo = s.number(Key::ServingSloS);
    const double margin = s.number(Key::ServingMargin);
    const auto plan = gpusFor(rate, slo, capacityOptions(in), in.outputTokens, margin);
    const char *solution = nullptr;
    QList<Shown> args;
    if (plan) {
        const ServingPoint sp = servingPoint(in, plan->batch);
        solution =
            QT_TRANSLATE_NOOP("Exercises", "Best batch B = %1: TTFT = %2, TPOT = %3, latency = TTFT + "
                                           "n_out·TPOT = %4 ≤ %5.\n"
                                           "capacite = B/latency = %6 per GPU.\n"
                                           "GPUs = ⌈rate·(1 + margin)/capacite⌉ = ⌈%7 × %8 / %6⌉ = %9.");
        args = {{plan->batch, ""},
                {sp.ttft, "s"},
                {sp.tpot, "s"},
                {sp.latency, "s"},
                {slo, "s"},
                {course::capacite(sp.batch, sp.ttft, sp.tpot, in.outputTokens), "req/s"},
                {rate, "req/s"},
                {1 + margin, ""},
                {double(plan->gpus), ""}};
    } else {
        solution =
            QT_TRANSLATE_NOOP("Exercises", "No batch meets the SLO of %1: even batch 1 takes %2 (or does "
                                           "not fit in memory), so no number of GPUs helps. Answer: none.");
        args = {{slo, "s"}, {servingPoint(in, 1).latency, "s"}};
    }
    items.append(
        Item("ex4.gpus", kEx4)
            .ask(QT_TRANSLATE_NOOP("Exercises",
                                   "gpus_pour: how many GPUs of the scenario's device serve %1 at peak "
                                   "with a latency ≤ %2 and a %3 margin, for %4 prompt and %5 output "
                                   "tokens, with the best batch among 1, 2, 4, …, 4096? (Answer "
                                   "“none” if no batch meets the SLO.)"),
                 {{rate, "req/s"}, {slo, "s"}, {margin, "%"}, {in.promptTokens, ""}, {in.outputTokens, ""}})
            .expect(Dimension::Count, plan ? double(plan->gpus) : kNone, 0, "")
            .solve(solution, args)
            .from(QT_TRANSLATE_NOOP("Exercises", "Course, exercise 4 and section 03")));
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
    const char *const source = QT_TRANSLATE_NOOP("Exercises", "Course, written exercise 3");

    items.append(
        Item("robot.tpot", kRobot)
            .ask(QT_TRANSLATE_NOOP("Exercises",
                                   "A robot carries a Jetson Orin (%1, %2, %3). What is the time per "
                                   "output token (TPOT) of an LLM of %4 parameters in int4, at batch 1?"),
                 {{kJetsonPeak, "FLOP/s"},
                  {kJetsonBandwidth, "B/s"},
                  {kJetsonMemory, "B"},
                  {kRobotParams, "sci"}})
            .expect(Dimension::Time, tpot, 0.05, "s")
            .solve(QT_TRANSLATE_NOOP("Exercises",
                                     "Weights in int4, half a byte each: %1, read once per token.\n"
                                     "TPOT ≈ weights/β = %1 / %2 = %3; the compute, 2N/P = %4, is "
                                     "negligible."),
                   {{weights, "B"},
                    {kJetsonBandwidth, "B/s"},
                    {tpot, "s"},
                    {course::tempsNoyau(decode.flops, 0, kJetsonPeak, kJetsonBandwidth), "s"}})
            .from(source));
    items.append(Item("robot.tokens_per_s", kRobot)
                     .ask(QT_TRANSLATE_NOOP("Exercises",
                                            "How many tokens per second does it then generate at batch 1?"))
                     .expect(Dimension::Rate, tokens, 0.05, "tok/s")
                     .solve(QT_TRANSLATE_NOOP(
                                "Exercises", "tokens/s = β / weights = %1 / %2 = %3: enough for a dialogue."),
                            {{kJetsonBandwidth, "B/s"}, {weights, "B"}, {tokens, "tok/s"}})
                     .from(source));
    items.append(
        Item("robot.ttft", kRobot)
            .ask(QT_TRANSLATE_NOOP("Exercises",
                                   "And the time to first token (TTFT) for a %1-token prompt, computed "
                                   "at %2 of the peak?"),
                 {{kRobotPromptTokens, ""}, {kRobotEfficiency, "%"}})
            .expect(Dimension::Time, ttft, 0.10, "s")
            .solve(QT_TRANSLATE_NOOP("Exercises",
                                     "Prefill is compute-bound: W = 2N × %1 = %2.\n"
                                     "TTFT ≈ W/(P × %3) = %4; reading the weights (%5) takes less."),
                   {{kRobotPromptTokens, ""},
                    {prefill.flops, "FLOP"},
                    {kRobotEfficiency, "%"},
                    {ttft, "s"},
                    {course::tempsNoyau(0, prefill.bytes, usable, kJetsonBandwidth), "s"}})
            .from(source));
}

} // namespace infralab::exercises_detail
