// Exercise 1 and the verification question: theorem 1 (the roofline) on one device.
#include "course.h"
#include "exercises_detail.h"
#include "hardwarescenario.h"
#include "precision.h"
#include "roofline.h"
#include "scenario.h"

#include <QCoreApplication>

namespace infralab::exercises_detail {

namespace {

const char *const kEx1 = QT_TRANSLATE_NOOP("Exercises", "Exercise 1 — Roofline");

} // namespace

/// Exercise 1: the decode at batch 1, the 4096³ product and the ridge point on the scenario's device.
void addRoofline(QList<ExerciseItem> &items, const Scenario &s)
{
    const double n = s.number(Key::ModelParams), b = bytesPerValue(selectedPrecision(s));
    const double peak = selectedPeak(s), bw = selectedDevice(s).bandwidth;
    // The course's application of theorem 1: W = 2N, Q = N·b (each weight read once per token).
    const double w = 2 * n, q = n * b;
    items.append(
        Item("ex1.decode_time", kEx1)
            .ask(QT_TRANSLATE_NOOP("Exercises",
                                   "Decoding at batch 1 reads every weight once per token. For a model "
                                   "of N = %1 parameters stored in %2 bytes per value, on a device of "
                                   "peak %3 and bandwidth %4, what is the time bound "
                                   "temps_noyau(W, Q, P, β) of one token?"),
                 {{n, "sci"}, {b, ""}, {peak, "FLOP/s"}, {bw, "B/s"}})
            .expect(Dimension::Time, course::tempsNoyau(w, q, peak, bw), 0.05, "s")
            .solve(QT_TRANSLATE_NOOP("Exercises", "Theorem 1: time ≥ max(W/P, Q/β).\n"
                                                  "W = 2N = %1; Q = N·b = %2.\n"
                                                  "W/P = %3 (compute); Q/β = %4 (memory).\n"
                                                  "Time per token ≥ %5: the larger term sets the regime."),
                   {{w, "FLOP"},
                    {q, "B"},
                    {course::tempsNoyau(w, 0, peak, bw), "s"},
                    {course::tempsNoyau(0, q, peak, bw), "s"},
                    {course::tempsNoyau(w, q, peak, bw), "s"}})
            .from(QT_TRANSLATE_NOOP("Exercises", "Course, exercise 1 and theorem 1")));

    const Operation mm = matmul(kMatmulSide, kMatmulSide, kMatmulSide, b);
    items.append(
        Item("ex1.matmul_time", kEx1)
            .ask(QT_TRANSLATE_NOOP("Exercises",
                                   "On the same device, what is the time bound of the product of two "
                                   "%1 × %1 matrices stored in %2 bytes per value?"),
                 {{kMatmulSide, ""}, {b, ""}})
            .expect(Dimension::Time, course::tempsNoyau(mm.flops, mm.bytes, peak, bw), 0.05, "s")
            .solve(QT_TRANSLATE_NOOP("Exercises",
                                     "W = 2MKN = %1; Q = b(MK + KN + MN) = %2.\n"
                                     "W/P = %3 (compute); Q/β = %4 (memory).\n"
                                     "Time ≥ %5. Intensity I = W/Q = %6, against the ridge point "
                                     "P/β = %7."),
                   {{mm.flops, "FLOP"},
                    {mm.bytes, "B"},
                    {course::tempsNoyau(mm.flops, 0, peak, bw), "s"},
                    {course::tempsNoyau(0, mm.bytes, peak, bw), "s"},
                    {course::tempsNoyau(mm.flops, mm.bytes, peak, bw), "s"},
                    {mm.intensity(), "FLOP/B"},
                    {ridgePoint(peak, bw), "FLOP/B"}})
            .from(QT_TRANSLATE_NOOP("Exercises", "Course, exercise 1 and formula “produit matriciel”")));

    items.append(
        Item("ex1.ridge", kEx1)
            .ask(QT_TRANSLATE_NOOP("Exercises",
                                   "Below which arithmetic intensity (the ridge point I*) is a kernel "
                                   "memory-bound on that device (peak %1, bandwidth %2)?"),
                 {{peak, "FLOP/s"}, {bw, "B/s"}})
            .expect(Dimension::Intensity, ridgePoint(peak, bw), 0.05, "FLOP/B")
            .solve(QT_TRANSLATE_NOOP("Exercises",
                                     "I* = P/β = %1 / %2 = %3.\n"
                                     "Decoding at batch 1 has I = W/Q = %4: far below, memory-bound."),
                   {{peak, "FLOP/s"},
                    {bw, "B/s"},
                    {ridgePoint(peak, bw), "FLOP/B"},
                    {Operation{w, q}.intensity(), "FLOP/B"}})
            .from(QT_TRANSLATE_NOOP("Exercises", "Course, formula “roofline” and theorem 1")));
}

/// The verification question: at the observed rate, the bytes read per second are the HBM's bandwidth.
void addVerification(QList<ExerciseItem> &items)
{
    const double weights = weightBytes(kCheckParams, bytesPerValue(Precision::BF16));
    const Operation decode = llmDecode(kCheckParams, kCheckParams, 1, bytesPerValue(Precision::BF16));
    // Bandwidth and compute actually used at the observed rate: one token costs Q bytes and W FLOPs.
    const double used = kCheckTokensPerSecond * decode.bytes, computed = kCheckTokensPerSecond * decode.flops;
    const Regime saturated = course::regime(decode.flops, decode.bytes, kCheckPeak, used);
    items.append(
        Item("verification.resource", QT_TRANSLATE_NOOP("Exercises", "Verification"))
            .ask(QT_TRANSLATE_NOOP(
                     "Exercises",
                     "A GPU of %1 decodes an LLM of %2 parameters in bf16 at about %3 at batch 1. "
                     "Which resource is saturated: compute or memory bandwidth?"),
                 {{kCheckPeak, "FLOP/s"}, {kCheckParams, "sci"}, {kCheckTokensPerSecond, "tok/s"}})
            .choose({{QT_TRANSLATE_NOOP("Exercises", "the memory bandwidth"),
                      {"memory", "bandwidth", "hbm", "memoire", "bande passante"}},
                     {QT_TRANSLATE_NOOP("Exercises", "the compute"),
                      {"compute", "computation", "calcul", "flop", "flops", "tensor cores", "arithmetic"}}},
                    saturated == Regime::Memory ? 0 : 1)
            .solve(QT_TRANSLATE_NOOP("Exercises",
                                     "Each token reads the %1 of weights once: %2 × %1 = %3 read from "
                                     "memory, the whole bandwidth of an HBM GPU.\n"
                                     "Compute used: %2 × 2N = %4, only %5 of the peak.\n"
                                     "The memory bandwidth is saturated: quantize, batch or decode "
                                     "speculatively."),
                   {{weights, "B"},
                    {kCheckTokensPerSecond, "tok/s"},
                    {used, "B/s"},
                    {computed, "FLOP/s"},
                    {computed / kCheckPeak, "%"}})
            .from(QT_TRANSLATE_NOOP("Exercises", "Course, verification question and theorem 1")));
}

} // namespace infralab::exercises_detail
