// Exercises 2 and 3: training memory and GPU count, then the gradient all-reduce and the pipeline bubble.
#include "communication.h"
#include "course.h"
#include "exercises_detail.h"
#include "hardwarescenario.h"
#include "scenario.h"
#include "training.h"

#include <QCoreApplication>
#include <optional>

namespace infralab::exercises_detail {

namespace {

constexpr int kMaxMicrobatches = 65536; // the schema's upper bound for training.microbatches

const char *const kEx2 = QT_TRANSLATE_NOOP("Exercises", "Exercise 2 — Training memory and GPU count");
const char *const kEx3 = QT_TRANSLATE_NOOP("Exercises", "Exercise 3 — Ring all-reduce and pipeline bubble");

/// Exercise 3, second half: the pipeline bubble and the micro-batches that make it small.
void addBubble(QList<ExerciseItem> &items, const Scenario &s)
{
    const int p = s.integer(Key::TrainingPipelineStages), m = s.integer(Key::TrainingMicrobatches);
    const char *const theorem3 = QT_TRANSLATE_NOOP("Exercises", "Course, exercise 3 and theorem 3");
    // With one stage nothing waits: the question says the answer is trivial and why, so that it still
    // teaches.
    const char *const bubbleQuestion =
        p == 1
            ? QT_TRANSLATE_NOOP("Exercises",
                                "bulle(p, m) with p = %1 stage: a single stage never waits for another, so "
                                "the answer is trivial. Check it with the formula: what share of the time "
                                "does it stay idle with m = %2 micro-batches (GPipe)?")
            : QT_TRANSLATE_NOOP("Exercises",
                                "bulle(p, m): what share of the time do p = %1 pipeline stages stay "
                                "idle with m = %2 micro-batches (GPipe)?");
    items.append(Item("ex3.bubble", kEx3)
                     .ask(bubbleQuestion, {{double(p), ""}, {double(m), ""}})
                     .expect(Dimension::Fraction, course::bulle(p, m), 0.05, "%")
                     .solve(QT_TRANSLATE_NOOP("Exercises", "bulle(p, m) = (p − 1)/(m + p − 1) = %1/%2 = %3."),
                            {{double(p - 1), ""}, {double(m + p - 1), ""}, {course::bulle(p, m), "%"}})
                     .from(theorem3));

    // The course asks for a search: try m = 1, 2, … with its own bulle().
    int smallest = 1;
    while (smallest < kMaxMicrobatches && !(course::bulle(p, smallest) < kBubbleTarget))
        ++smallest;
    const char *const searchQuestion =
        p == 1
            ? QT_TRANSLATE_NOOP("Exercises", "With p = %1 stage there is no bubble whatever m, so the answer "
                                             "is trivial: what is the smallest number of micro-batches m "
                                             "such that bulle(%1, m) < %2?")
            : QT_TRANSLATE_NOOP("Exercises", "What is the smallest number of micro-batches m "
                                             "such that bulle(%1, m) < %2?");
    Item item = Item("ex3.microbatches", kEx3)
                    .ask(searchQuestion, {{double(p), ""}, {kBubbleTarget, "%"}})
                    .expect(Dimension::Count, double(smallest), 0, "")
                    .from(theorem3);
    const QList<Shown> found = {
        {double(p), ""}, {double(smallest), ""}, {course::bulle(p, smallest), "%"}, {kBubbleTarget, "%"}};
    if (smallest == 1)
        item.solve(QT_TRANSLATE_NOOP("Exercises", "With p = %1 there is no bubble: bulle(%1, %2) = "
                                                  "%3 < %4."),
                   found);
    else // one micro-batch fewer shows that the answer is the smallest
        item.solve(QT_TRANSLATE_NOOP("Exercises",
                                     "Try m = 1, 2, …: bulle(%1, m) = (p − 1)/(m + p − 1).\n"
                                     "bulle(%1, %2) = %3 < %4, while bulle(%1, %5) = %6 is not below "
                                     "%4.\n"
                                     "Smallest m: %2 (the course: m ≥ 4p for a bubble "
                                     "below 20 %)."),
                   found + QList<Shown>{{double(smallest - 1), ""}, {course::bulle(p, smallest - 1), "%"}});
    items.append(item);
}

} // namespace

/// Exercise 2: FSDP memory per GPU and the smallest GPU count, with the scenario's model and device.
void addTraining(QList<ExerciseItem> &items, const Scenario &s)
{
    const double n = s.number(Key::ModelParams), activGo = s.number(Key::TrainingActivationsGb);
    const int gpus = s.integer(Key::TrainingGpus);
    const double memGo = selectedDevice(s).memory / 1e9;
    const double total = course::memoireEntrainement(n, gpus, "fsdp", activGo).value_or(kNone) * 1e9;
    const double states = trainingMemory(n, gpus, Strategy::FSDP, 0).total();
    items.append(
        Item("ex2.fsdp_memory", kEx2)
            .ask(QT_TRANSLATE_NOOP("Exercises",
                                   "memoire_entrainement with FSDP: how much memory does each GPU need "
                                   "to train N = %1 parameters with Adam in mixed precision on %2 GPUs, "
                                   "with %3 of activations per GPU?"),
                 {{n, "sci"}, {double(gpus), ""}, {activGo * 1e9, "B"}})
            .expect(Dimension::Bytes, total, 0.02, "B")
            .solve(QT_TRANSLATE_NOOP("Exercises",
                                     "16 bytes per parameter: 2 (bf16 weights) + 4 (fp32 master copy) "
                                     "+ 4 + 4 (Adam moments) + 2 (bf16 gradient).\n"
                                     "FSDP shards them over the n GPUs: 16N/n = %1 per GPU.\n"
                                     "With the activations: %1 + %2 = %3."),
                   {{states, "B"}, {activGo * 1e9, "B"}, {total, "B"}})
            .from(QT_TRANSLATE_NOOP("Exercises", "Course, exercise 2 and formula “ZeRO-3 / FSDP”")));

    const std::optional<int> needed = course::gpusNecessaires(n, "fsdp", memGo, activGo);
    auto memoryOn = [&](int k) {
        return course::memoireEntrainement(n, k, "fsdp", activGo).value_or(kNone) * 1e9;
    };
    const char *solution = nullptr;
    QList<Shown> args;
    if (!needed) {
        solution = QT_TRANSLATE_NOOP("Exercises", "16N/n + activations must stay ≤ %1.\n"
                                                  "Even n = %2 GPUs needs %3: none of 1, 2, 4, …, 64 fits.");
        args = {{memGo * 1e9, "B"}, {64, ""}, {memoryOn(64), "B"}};
    } else if (*needed == 1) {
        solution = QT_TRANSLATE_NOOP("Exercises", "16N/n + activations must stay ≤ %1.\n"
                                                  "n = %2 already fits: %3 ≤ %1.");
        args = {{memGo * 1e9, "B"}, {1, ""}, {memoryOn(1), "B"}};
    } else {
        solution = QT_TRANSLATE_NOOP("Exercises", "16N/n + activations must stay ≤ %1.\n"
                                                  "n = %2 fits: %3 ≤ %1; n = %4 does not: %5 > %1.");
        args = {{memGo * 1e9, "B"},
                {double(*needed), ""},
                {memoryOn(*needed), "B"},
                {double(*needed / 2), ""},
                {memoryOn(*needed / 2), "B"}};
    }
    items.append(Item("ex2.fsdp_gpus", kEx2)
                     .ask(QT_TRANSLATE_NOOP(
                              "Exercises", "gpus_necessaires with FSDP: what is the smallest GPU count n in "
                                           "{1, 2, 4, …, 64} on which N = %1 parameters train, with %2 of "
                                           "memory per GPU and %3 of activations? (Answer “none” if no count "
                                           "fits.)"),
                          {{n, "sci"}, {memGo * 1e9, "B"}, {activGo * 1e9, "B"}})
                     .expect(Dimension::Count, needed ? double(*needed) : kNone, 0, "")
                     .solve(solution, args)
                     .from(QT_TRANSLATE_NOOP("Exercises", "Course, exercise 2")));
}

/// Exercise 3: the gradient all-reduce on the scenario's GPUs and link, and the pipeline bubble.
void addCommunication(QList<ExerciseItem> &items, const Scenario &s)
{
    const double n = s.number(Key::ModelParams), size = 2 * n;
    const int gpus = s.integer(Key::TrainingGpus);
    const double bw = s.number(Key::TrainingIntraBw), latency = s.number(Key::TrainingLatencyS);
    const double time = course::tempsAllreduce(size, gpus, bw, latency);
    // One GPU has nobody to exchange with: the question says that its answer is zero rather than hide it.
    const char *const allReduceQuestion =
        gpus == 1
            ? QT_TRANSLATE_NOOP("Exercises",
                                "temps_allreduce with n = %3 GPU: a single GPU has nobody to exchange "
                                "its gradients with, so the answer is trivial. Check it with the "
                                "formula: how long does the all-reduce of S = 2N = %2 (N = %1) take, "
                                "at %4 per direction and %5 per step?")
            : QT_TRANSLATE_NOOP("Exercises", "temps_allreduce: how long does a ring all-reduce of the bf16 "
                                             "gradients of N = %1 parameters (S = 2N = %2) take on %3 GPUs "
                                             "linked at %4 per direction, with a latency of %5 per step?");
    items.append(
        Item("ex3.allreduce_time", kEx3)
            .ask(allReduceQuestion,
                 {{n, "sci"}, {size, "B"}, {double(gpus), ""}, {bw, "B/s"}, {latency, "s"}})
            .expect(Dimension::Time, time, 0.05, "s")
            .solve(QT_TRANSLATE_NOOP("Exercises",
                                     "temps_allreduce(S, n, bw, latence) = 2(n − 1)·(S/n/bw + latence).\n"
                                     "Bandwidth: 2(n − 1)/n·S/bw = %1; latency: 2(n − 1)·latence = %2.\n"
                                     "Total: %3. For large n it tends to 2S/bw = %4, whatever n."),
                   {{ringAllReduceTime(size, gpus, bw), "s"},
                    {course::tempsAllreduce(0, gpus, bw, latency), "s"},
                    {time, "s"},
                    {ringAllReduceAsymptoticTime(size, bw), "s"}})
            .from(QT_TRANSLATE_NOOP("Exercises", "Course, exercise 3 and theorem 2")));

    addBubble(items, s);
}

} // namespace infralab::exercises_detail
