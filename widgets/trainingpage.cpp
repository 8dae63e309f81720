#include "trainingpage.h"

#include "allreducechart.h"
#include "allreducepanel.h"
#include "amdahlchart.h"
#include "pipelineganttchart.h"
#include "steptimechart.h"
#include "trainingmemorychart.h"

namespace infralab {

// Two columns only when each chart gets about 640 px: the memory chart's six two-line categories and its legend
// of components are unreadable below that.
TrainingPage::TrainingPage(Scenario *scenario, QWidget *parent) : GridPage(scenario, WideCharts, parent)
{
    m_memory = new TrainingMemoryChart(scenario, content());
    m_stepTime = new StepTimeChart(scenario, content());
    m_pipeline = new PipelineGanttChart(scenario, content());
    // The all-reduce comes with its step slider and Play button (theorem 2, step by step).
    auto *allReducePanel = new AllReducePanel(scenario, content());
    m_allReduce = allReducePanel->chart();
    m_allReduce->setMinimumHeight(420); // as tall as its neighbours, above its step controls
    m_amdahl = new AmdahlChart(scenario, content());

    // The course's order: memory (exercise 2), the step (corrected exercise 2), the pipeline (theorem 3), the
    // all-reduce (theorem 2), then scaling out. Amdahl's log axis gets the full width in two columns.
    for (QWidget *cell : QList<QWidget *>{m_memory, m_stepTime, m_pipeline, allReducePanel, m_amdahl})
        addCell(
            {.widget = cell, .oneColumn = {420, 1}, .twoColumns = {360, 1}, .fullWidth = cell == m_amdahl});
}

QString TrainingPage::pageTitle() const
{
    return tr("Training at scale");
}

QStringList TrainingPage::controlKeys() const
{
    return {QStringLiteral("hardware.gpu"),
            QStringLiteral("model.preset"),
            QStringLiteral("model.params"),
            QStringLiteral("training.strategy"),
            QStringLiteral("training.gpus"),
            QStringLiteral("training.activations_gb"),
            QStringLiteral("training.tokens_per_step"),
            QStringLiteral("training.mfu"),
            QStringLiteral("training.tensor_parallel"),
            QStringLiteral("training.pipeline_stages"),
            QStringLiteral("training.data_parallel"),
            QStringLiteral("training.microbatches"),
            QStringLiteral("training.schedule"),
            QStringLiteral("training.interleave"),
            QStringLiteral("training.intra_bw"),
            QStringLiteral("training.inter_bw"),
            QStringLiteral("training.latency_s"),
            QStringLiteral("training.overlap"),
            QStringLiteral("training.serial_fraction")};
}

QStringList TrainingPage::headlineKeys() const
{
    return {QStringLiteral("training.memory_per_gpu_bytes"), QStringLiteral("training.state_bytes_per_gpu"),
            QStringLiteral("training.gpus_needed"),          QStringLiteral("training.compute_s"),
            QStringLiteral("training.allreduce_s"),          QStringLiteral("training.fsdp_communication_s"),
            QStringLiteral("training.efficiency"),           QStringLiteral("pipeline.bubble_fraction"),
            QStringLiteral("scaling.amdahl_speedup")};
}

} // namespace infralab
