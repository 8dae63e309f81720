// Formulas of section 02 that go deeper than the course: activations from the shapes and the whole run.
#include "formulainputs.h"
#include "hardwarescenario.h"
#include "trainingscenario.h"
#include "wholerun.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace infralab::formulas_detail {

namespace {

/// One layer's activations, as activationBytesPerLayer's doc comment writes them: symbolic, then with
/// placeholders.
QPair<QString, QString> layerTerm(const ActivationShape &x)
{
    if (x.recompute == Recompute::Full) return {u"2·s·b·h"_s, u"2 × {s} × {b} × {h}"_s};
    const bool scores = x.recompute == Recompute::None && !x.flashAttention;
    if (x.sequenceParallel) {
        if (scores)
            return {u"s·b·h·(34 + 5·a·s/h)/t"_s, u"{s} × {b} × {h} × (34 + 5 × {a} × {s} / {h}) / {t}"_s};
        return {u"s·b·h·34/t"_s, u"{s} × {b} × {h} × 34 / {t}"_s};
    }
    if (scores)
        return {u"s·b·h·(10 + 24/t + 5·a·s/(h·t))"_s,
                u"{s} × {b} × {h} × (10 + 24 / {t} + 5 × {a} × {s} / ({h} × {t}))"_s};
    return {u"s·b·h·(10 + 24/t)"_s, u"{s} × {b} × {h} × (10 + 24 / {t})"_s};
}

/// The layers' worth the first stage stores, as storedLayers's doc comment writes it.
QPair<QString, QString> storedTerm(Schedule schedule)
{
    switch (schedule) {
    case Schedule::GPipe:
        return {u"m·L/p"_s, u"{m} × {L} / {p}"_s};
    case Schedule::OneFOneB:
        return {u"min(p, m)·L/p"_s, u"min({p}, {m}) × {L} / {p}"_s};
    case Schedule::Interleaved:
        return {u"L·(1 + (p − 1)/(p·m))"_s, u"{L} × (1 + ({p} − 1) / ({p} × {m}))"_s};
    }
    return {};
}

QList<FormulaInput> shapeInputs(const Scenario &s)
{
    const ActivationShape x = activationShape(s);
    return {{u"s"_s, x.seqLen, u"tok"_s, QT_TRANSLATE_NOOP("Formulas", "Sequence length")},
            {u"b"_s, x.microBatch, {}, QT_TRANSLATE_NOOP("Formulas", "Micro-batch size (sequences)")},
            {u"h"_s, x.hidden, {}, QT_TRANSLATE_NOOP("Formulas", "Hidden size d_model")},
            {u"a"_s, x.heads, {}, QT_TRANSLATE_NOOP("Formulas", "Attention heads")},
            {u"t"_s, double(x.tensorParallel), {}, QT_TRANSLATE_NOOP("Formulas", "Tensor-parallel degree")},
            {u"L"_s, double(s.integer(Key::ModelLayers)), {}, QT_TRANSLATE_NOOP("Formulas", "Layers")},
            {u"p"_s,
             double(s.integer(Key::TrainingPipelineStages)),
             {},
             QT_TRANSLATE_NOOP("Formulas", "Pipeline stages")},
            {u"m"_s,
             double(s.integer(Key::TrainingMicrobatches)),
             {},
             QT_TRANSLATE_NOOP("Formulas", "Micro-batches per step")}};
}

FormulaText activations(const Scenario &s)
{
    if (!activationsFromShapes(s)) {
        return {u"A = A_typed"_s,
                u"{A_typed}"_s,
                {{u"A_typed"_s, trainingActivationBytes(s), u"B"_s,
                  QT_TRANSLATE_NOOP("Formulas", "Activation memory per GPU, typed in")}},
                trainingActivationBytes(s),
                QT_TRANSLATE_NOOP("Formulas",
                                  "Course exercise 2 (activ_go, 10 GB typed in). Set the activation memory "
                                  "to \"from the shapes\" to compute it with Korthikanti et al. 2022")};
    }
    const auto [layer, layerSub] = layerTerm(activationShape(s));
    const auto [stored, storedSub] = storedTerm(pipelineSchedule(s));
    const QString substitution = layerSub % u" × "_s % storedSub;
    return {u"A = "_s % layer % u" × "_s % stored, substitution, namedIn(substitution, shapeInputs(s)),
            trainingActivationBytes(s),
            QT_TRANSLATE_NOOP("Formulas",
                              "Korthikanti et al. 2022 (arXiv 2205.05198) §4, Table 2 and equation 5, "
                              "16-bit activations; selective recomputation and FlashAttention (Dao et al. "
                              "2022) store no attention matrix; the first pipeline stage holds the most "
                              "micro-batches (Narayanan et al. 2021 §2.2)")};
}

FormulaInput factor(const Scenario &s)
{
    return {u"c"_s,
            flopsPerParameterToken(trainingRecompute(s)),
            {},
            QT_TRANSLATE_NOOP("Formulas", "FLOPs per parameter and token (6; 8 with full recomputation)")};
}

FormulaText flopsPerToken(const Scenario &s)
{
    const AttentionFlops a = attentionFlops(s);
    QList<FormulaInput> in = {
        factor(s),
        input::activeParameters(s.number(Key::ModelParams) * s.number(Key::ModelActiveRatio)),
        {u"L"_s, double(a.layers), {}, QT_TRANSLATE_NOOP("Formulas", "Layers")},
        {u"h"_s, a.hidden, {}, QT_TRANSLATE_NOOP("Formulas", "Hidden size d_model")},
        {u"s"_s, a.seqLen, u"tok"_s, QT_TRANSLATE_NOOP("Formulas", "Sequence length")}};
    const QString substitution =
        a.counted ? u"{c} × {N_act} + {c} / 6 × 12 × {L} × {h} × {s}"_s : u"{c} × {N_act}"_s;
    return {a.counted ? u"F = c·N_act + c/6 · 12·L·h·s"_s : u"F = c·N_act"_s, substitution,
            namedIn(substitution, in), scenarioFlopsPerToken(s),
            QT_TRANSLATE_NOOP("Formulas",
                              "Course §02: 6N per token (2N forward, 4N backward). Full recomputation adds "
                              "a forward pass: 8N, a third more. Counting the attention adds its Q·Kᵀ and "
                              "its product with V, 12·L·h·s per token (Narayanan et al. 2021 §5.1 and "
                              "appendix), off by default as in the course")};
}

FormulaInput perToken(double value)
{
    return {u"F"_s, value, {}, QT_TRANSLATE_NOOP("Formulas", "Training FLOPs per token")};
}

double gpuHoursOf(const Scenario &s)
{
    return runGpuHours(scenarioFlopsPerToken(s) * s.number(Key::TrainingTokensTotal), selectedPeak(s),
                       s.number(Key::TrainingMfu));
}

FormulaText gpuHours(const Scenario &s)
{
    return {u"GPU-h = F·D / (P·MFU) / 3600"_s,
            u"{F} × {D} / ({P} × {MFU}) / 3600"_s,
            {perToken(scenarioFlopsPerToken(s)),
             {u"D"_s, s.number(Key::TrainingTokensTotal), u"tok"_s,
              QT_TRANSLATE_NOOP("Formulas", "Training tokens for the whole run")},
             input::peak(selectedPeak(s)),
             input::mfu(s.number(Key::TrainingMfu))},
            gpuHoursOf(s),
            QT_TRANSLATE_NOOP("Formulas",
                              "Course §02 (6N FLOPs per token at P·MFU) run for D tokens; 8N with full "
                              "recomputation (Narayanan et al. 2021 §5.1). Pipeline bubbles, communication "
                              "and restarts are not counted")};
}

FormulaText days(const Scenario &s)
{
    const double hours = gpuHoursOf(s);
    return {u"t_run = GPU-h / (n·24)"_s,
            u"{GPU-h} / ({n} × 24)"_s,
            {{u"GPU-h"_s, hours, u"h"_s, QT_TRANSLATE_NOOP("Formulas", "GPU-hours of the whole run")},
             input::gpuCount(s.integer(Key::TrainingGpus))},
            runDays(hours, s.integer(Key::TrainingGpus)),
            QT_TRANSLATE_NOOP("Formulas", "The run's GPU-hours spread over the cluster's n GPUs")};
}

/// The published run's GPU-hours at the scenario's MFU, its FLOPs per token counted as the scenario counts
/// them.
double publishedHours(const Scenario &s, const PublishedRun &run)
{
    const double f = publishedFlopsPerToken(run, trainingRecompute(s), s.flag(Key::TrainingAttentionFlops));
    return runGpuHours(f * run.tokens, run.peak, s.number(Key::TrainingMfu));
}

/// The run's inputs as published, with the scenario's way of counting FLOPs and its MFU.
QList<FormulaInput> publishedInputs(const Scenario &s, const PublishedRun &run)
{
    return {
        perToken(publishedFlopsPerToken(run, trainingRecompute(s), s.flag(Key::TrainingAttentionFlops))),
        {u"D"_s, run.tokens, u"tok"_s, QT_TRANSLATE_NOOP("Formulas", "Training tokens of the published run")},
        input::gpuCount(run.gpus),
        input::peak(run.peak),
        input::mfu(s.number(Key::TrainingMfu))};
}

FormulaText llamaCheck(const Scenario &s)
{
    const PublishedRun &run = kLlama31_405b;
    QList<FormulaInput> in = publishedInputs(s, run);
    in.append({u"H_pub"_s, run.published, u"h"_s, QT_TRANSLATE_NOOP("Formulas", "Published GPU-hours")});
    const QString substitution = u"{F} × {D} / ({P} × {MFU} × 3600) / {H_pub} − 1"_s;
    return {u"ε = F·D / (P·MFU·3600) / H_pub − 1"_s, substitution, namedIn(substitution, in),
            relativeError(publishedHours(s, run), run.published),
            QT_TRANSLATE_NOOP("Formulas",
                              "Meta's Llama 3.1 model card: 30.84 M H100 GPU-hours for the 405B model on "
                              "15.6 T tokens. The model counts less: Meta reached an MFU of 38 to 43 % "
                              "(Llama 3 paper, Table 4), had 466 interruptions in 54 days and restarted "
                              "from checkpoints, and the attention's FLOPs at 8 K to 128 K tokens of context "
                              "are not in 6N")};
}

FormulaText gpt3Check(const Scenario &s)
{
    const PublishedRun &run = kGpt3_175b;
    QList<FormulaInput> in = publishedInputs(s, run);
    in.append({u"d_pub"_s, run.published, {}, QT_TRANSLATE_NOOP("Formulas", "Published days")});
    const QString substitution = u"{F} × {D} / ({n} × {P} × {MFU} × 86400) / {d_pub} − 1"_s;
    return {u"ε = F·D / (n·P·MFU·86400) / d_pub − 1"_s, substitution, namedIn(substitution, in),
            relativeError(runDays(publishedHours(s, run), run.gpus), run.published),
            QT_TRANSLATE_NOOP("Formulas",
                              "Narayanan et al. 2021 §5.1: GPT-3 175B, 300 B tokens on 1 024 A100 in about "
                              "34 days, from 8·T·P/(n·X) at X = 140 TFLOP/s per GPU (45 % of 312): their "
                              "runs recompute the activations (8N per token); with 6N the model is a quarter "
                              "under, with full recomputation it agrees")};
}

} // namespace

FigureSection trainingRunFigures()
{
    // Each row laid out alike, as a table reads: key; title; unit and report flag; formula (and when shown).
    // clang-format off
    return {
        {
            {"training.activations_bytes_per_gpu",
             QT_TRANSLATE_NOOP("Formulas", "Activation memory per GPU"),
             "B", false,
             activations},
            {"training.flops_per_token",
             QT_TRANSLATE_NOOP("Formulas", "Training FLOPs per token"),
             "FLOP", false,
             flopsPerToken},
            {"training.gpu_hours",
             QT_TRANSLATE_NOOP("Formulas", "GPU-hours of the whole run"),
             "h", false,
             gpuHours},
            {"training.days",
             QT_TRANSLATE_NOOP("Formulas", "Days of the whole run"),
             "d", false,
             days},
            {"training.llama31_405b_gpu_hours_error",
             QT_TRANSLATE_NOOP("Formulas", "Model against the published GPU-hours of Llama 3.1 405B"),
             "fraction", false,
             llamaCheck},
            {"training.gpt3_175b_days_error",
             QT_TRANSLATE_NOOP("Formulas", "Model against the published days of GPT-3 175B"),
             "fraction", false,
             gpt3Check},
        },
    };
    // clang-format on
}

} // namespace infralab::formulas_detail
