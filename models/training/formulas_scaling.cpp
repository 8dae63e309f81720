// Formulas of course section 02: the pipeline bubble (theorem 3) and the scaling laws, and their rows of the
// figure table, listed on the Training page after the data-parallel step (formulas_training.cpp).
#include "formulainputs.h"
#include "scaling.h"
#include "trainingscenario.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace infralab::formulas_detail {

namespace {

FormulaInput gpuCount(const Scenario &s)
{
    return input::gpuCount(s.integer(Key::TrainingGpus));
}

/// A scaling law of the serial fraction s and the GPU count n, with those two as its inputs.
FormulaText scalingLaw(const Scenario &s, QString symbolic, QString substituted,
                       double (*law)(double, double), const char *source)
{
    const double serial = s.number(Key::TrainingSerialFraction);
    const QList<FormulaInput> inputs = {
        {u"s"_s, serial, u"fraction"_s, QT_TRANSLATE_NOOP("Formulas", "Serial fraction")}, gpuCount(s)};
    return {std::move(symbolic), std::move(substituted), inputs, law(serial, s.integer(Key::TrainingGpus)),
            source};
}

FormulaText bubble(const Scenario &s)
{
    const int p = s.integer(Key::TrainingPipelineStages), m = s.integer(Key::TrainingMicrobatches);
    QList<FormulaInput> in = {
        {u"p"_s, double(p), {}, QT_TRANSLATE_NOOP("Formulas", "Pipeline stages")},
        {u"m"_s, double(m), {}, QT_TRANSLATE_NOOP("Formulas", "Micro-batches per step")}};
    if (pipelineSchedule(s) != Schedule::Interleaved)
        return {u"φ = (p − 1) / (m + p − 1)"_s, u"({p} − 1) / ({m} + {p} − 1)"_s, in, bubbleFraction(p, m),
                QT_TRANSLATE_NOOP("Formulas", "Course §02, theorem 3; Huang et al., GPipe, NeurIPS 2019")};
    const int v = s.integer(Key::TrainingInterleave);
    in.append({u"v"_s, double(v), {}, QT_TRANSLATE_NOOP("Formulas", "Model chunks per stage")});
    return {
        u"φ = (p − 1) / (v·m + p − 1)"_s, u"({p} − 1) / ({v} × {m} + {p} − 1)"_s, in,
        interleavedBubbleFraction(p, m, v),
        QT_TRANSLATE_NOOP("Formulas", "Theorem 3 with interleaved 1F1B; Narayanan et al., SC 2021 §2.2.2")};
}

FormulaText amdahl(const Scenario &s)
{
    return scalingLaw(s, u"S = 1 / (s + (1 − s)/n)"_s, u"1 / ({s} + (1 − {s}) / {n})"_s, amdahlSpeedup,
                      QT_TRANSLATE_NOOP("Formulas", "Course §02 and the law of Amdahl (L24); Amdahl 1967"));
}

FormulaText amdahlEff(const Scenario &s)
{
    return scalingLaw(
        s, u"E = S/n = 1 / (s + (1 − s)/n) / n"_s, u"1 / ({s} + (1 − {s}) / {n}) / {n}"_s, amdahlEfficiency,
        QT_TRANSLATE_NOOP("Formulas", "Course formula: efficiency = speed-up / n; Amdahl 1967"));
}

FormulaText gustafson(const Scenario &s)
{
    return scalingLaw(s, u"S_G = s + (1 − s)·n"_s, u"{s} + (1 − {s}) × {n}"_s, gustafsonSpeedup,
                      QT_TRANSLATE_NOOP("Formulas", "Course formula (law of Gustafson); Gustafson 1988"));
}

} // namespace

FigureSection scalingFigures()
{
    // Each row laid out alike, as a table reads: key; title; unit and report flag; formula (and when shown).
    // clang-format off
    return {
        {
            {"pipeline.bubble_fraction",
             QT_TRANSLATE_NOOP("Formulas", "Pipeline bubble"),
             "fraction", false,
             bubble},
            {"scaling.amdahl_speedup",
             QT_TRANSLATE_NOOP("Formulas", "Amdahl speed-up"),
             "×", false,
             amdahl},
        },
        {
            {"pipeline.step_s",
             QT_TRANSLATE_NOOP("Formulas", "Simulated pipeline step"),
             "s", true,
             nullptr},
            {"pipeline.simulated_bubble_fraction",
             QT_TRANSLATE_NOOP("Formulas", "Simulated pipeline bubble"),
             "fraction", false,
             nullptr},
            {"scaling.amdahl_efficiency",
             QT_TRANSLATE_NOOP("Formulas", "Parallel efficiency"),
             "fraction", false,
             amdahlEff},
            {"scaling.gustafson_speedup",
             QT_TRANSLATE_NOOP("Formulas", "Gustafson scaled speed-up"),
             "×", false,
             gustafson},
        }};
}

} // namespace infralab::formulas_detail
