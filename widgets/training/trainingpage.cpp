#include "trainingpage.h"

#include "formulas.h"

#include "allreducechart.h"
#include "allreducepanel.h"
#include "amdahlchart.h"
#include "pipelineganttchart.h"
#include "steptimechart.h"
#include "trainingmemorychart.h"

namespace infralab {

namespace {
/// The tab's title; the inputs of its controls panel: the device and the model its figures depend on, then
/// its section's inputs in the course's order, a line per idea (formatted by hand for the comments); its
/// figures.
PageContent pageContent()
{
    // clang-format off
    return {QT_TRANSLATE_NOOP("infralab::TrainingPage", "Training at scale"),
            {Key::HardwareGpu, Key::ModelPreset, Key::ModelParams,                       // device, model
             Key::TrainingStrategy, Key::TrainingActivationsGb,                          // memory (ZeRO)
             Key::TrainingWeightPrecision, Key::TrainingGradientPrecision,               // bytes per parameter
             Key::TrainingMasterPrecision, Key::TrainingOptimizerPrecision,
             Key::TrainingActivationsMode, Key::TrainingActivationPrecision,             // activations (shapes)
             Key::TrainingSeqLen,
             Key::TrainingMicroBatchSize, Key::TrainingRecompute,
             Key::TrainingSequenceParallel, Key::TrainingFlashAttention,
             Key::TrainingTokensPerStep, Key::TrainingMfu,                               // the step's compute
             Key::TrainingTokensTotal, Key::TrainingAttentionFlops,                      // the whole run
             Key::TrainingTensorParallel, Key::TrainingPipelineStages,                   // 3D parallelism
             Key::TrainingDataParallel, Key::TrainingGpus,                               // n = their product
             Key::TrainingMicrobatches, Key::TrainingSchedule, Key::TrainingInterleave,  // the pipeline
             Key::TrainingIntraBw, Key::TrainingInterBw, Key::TrainingLatencyS,          // the links
             Key::TrainingOverlap,
             Key::TrainingSerialFraction},                                               // Amdahl
            pageFigureKeys(FigurePage::Training)};
    // clang-format on
}
} // namespace

// Two columns only when each chart gets about 640 px: the memory chart's six two-line categories and its
// legend of components are unreadable below that.
TrainingPage::TrainingPage(Scenario *scenario, QWidget *parent)
    : GridPage(scenario, pageContent(), WideCharts, parent)
{
    auto *memory = new TrainingMemoryChart(scenario, content());
    auto *stepTime = new StepTimeChart(scenario, content());
    auto *pipeline = new PipelineGanttChart(scenario, content());
    // The all-reduce comes with its step slider and Play button (theorem 2, step by step).
    auto *allReducePanel = new AllReducePanel(scenario, content());
    allReducePanel->chart()->setMinimumHeight(420); // as tall as its neighbours, above its step controls
    auto *amdahl = new AmdahlChart(scenario, content());

    // The course's order: memory (exercise 2), the step (corrected exercise 2), the pipeline (theorem 3), the
    // all-reduce (theorem 2), then scaling out. Amdahl's log axis gets the full width in two columns.
    for (QWidget *cell : QList<QWidget *>{memory, stepTime, pipeline, allReducePanel, amdahl})
        addCell({.widget = cell, .oneColumn = {420, 1}, .twoColumns = {360, 1}, .fullWidth = cell == amdahl});
}

} // namespace infralab
