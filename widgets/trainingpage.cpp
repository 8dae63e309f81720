#include "trainingpage.h"

#include "formulas.h"

#include "allreducechart.h"
#include "allreducepanel.h"
#include "amdahlchart.h"
#include "pipelineganttchart.h"
#include "steptimechart.h"
#include "trainingmemorychart.h"

#include <QGridLayout>
#include <QResizeEvent>
#include <QScrollArea>
#include <QVBoxLayout>

namespace infralab {

namespace {
// Two charts side by side only when each gets about 640 px: the memory chart's six two-line categories and
// its legend of components are unreadable below that (the serving page switches at 1010 px).
constexpr int kTwoColumnWidth = 1300;
} // namespace

TrainingPage::TrainingPage(Scenario *scenario, QWidget *parent) : ViewPage(scenario, parent)
{
    // On a small screen the page scrolls rather than squeezing the charts below readability.
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget(scroll);
    m_memory = new TrainingMemoryChart(scenario, content);
    m_stepTime = new StepTimeChart(scenario, content);
    m_pipeline = new PipelineGanttChart(scenario, content);
    // The all-reduce comes with its step slider and Play button (theorem 2, step by step).
    auto *allReducePanel = new AllReducePanel(scenario, content);
    m_allReducePanel = allReducePanel;
    m_allReduce = allReducePanel->chart();
    m_allReduce->setMinimumHeight(420); // as tall as its neighbours, above its step controls
    m_amdahl = new AmdahlChart(scenario, content);

    m_grid = new QGridLayout(content);
    arrange(true);
    scroll->setWidget(content);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
}

void TrainingPage::resizeEvent(QResizeEvent *event)
{
    arrange(event->size().width() >= kTwoColumnWidth);
    ViewPage::resizeEvent(event);
}

void TrainingPage::arrange(bool twoColumns)
{
    if (twoColumns == m_twoColumns && m_grid->count() > 0) return;
    m_twoColumns = twoColumns;
    // The course's order: memory (exercise 2), the step (corrected exercise 2), the pipeline (theorem 3), the
    // all-reduce (theorem 2), then scaling out. Amdahl's log axis gets the full width in two columns.
    QList<QWidget *> cells;
    for (ChartView *c : charts()) cells.append(c == m_allReduce ? static_cast<QWidget *>(m_allReducePanel) : c);
    for (QWidget *w : cells)
        m_grid->removeWidget(w);
    for (int i = 0; i < cells.size(); ++i) {
        m_grid->setRowStretch(i, 0);
        m_grid->setColumnStretch(i % 2, 0);
    }
    for (int i = 0; i < cells.size(); ++i) {
        if (!twoColumns)
            m_grid->addWidget(cells.at(i), i, 0);
        else if (i == cells.size() - 1 && cells.size() % 2 == 1)
            m_grid->addWidget(cells.at(i), i / 2, 0, 1, 2);
        else
            m_grid->addWidget(cells.at(i), i / 2, i % 2);
    }
    // One column leaves the full width to each chart: give them back some height too.
    for (QWidget *chart : cells)
        chart->setMinimumHeight(twoColumns ? 360 : 420);
    const int rows = twoColumns ? int(cells.size() + 1) / 2 : int(cells.size());
    for (int i = 0; i < rows; ++i)
        m_grid->setRowStretch(i, 1);
    if (twoColumns) {
        m_grid->setColumnStretch(0, 1);
        m_grid->setColumnStretch(1, 1);
    }
}

QString TrainingPage::pageTitle() const
{
    return tr("Training at scale");
}

QList<Key> TrainingPage::controlKeys() const
{
    return {Key::HardwareGpu,
            Key::ModelPreset,
            Key::ModelParams,
            Key::TrainingStrategy,
            Key::TrainingGpus,
            Key::TrainingActivationsGb,
            Key::TrainingTokensPerStep,
            Key::TrainingMfu,
            Key::TrainingTensorParallel,
            Key::TrainingPipelineStages,
            Key::TrainingDataParallel,
            Key::TrainingMicrobatches,
            Key::TrainingSchedule,
            Key::TrainingInterleave,
            Key::TrainingIntraBw,
            Key::TrainingInterBw,
            Key::TrainingLatencyS,
            Key::TrainingOverlap,
            Key::TrainingSerialFraction};
}

QStringList TrainingPage::headlineKeys() const
{
    return pageFigureKeys(FigurePage::Training);
}

QList<ChartView *> TrainingPage::charts() const
{
    return {m_memory, m_stepTime, m_pipeline, m_allReduce, m_amdahl};
}

} // namespace infralab
