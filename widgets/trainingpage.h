#pragma once
// Section 02 of the course, "Entraîner à plusieurs": memory by strategy (exercise 2), the step with TP × PP ×
// DP (corrected exercise 2), the pipeline schedule (theorem 3), the ring all-reduce (theorem 2) and Amdahl.
#include "viewpage.h"

class QGridLayout;

namespace infralab {

class AllReduceChart;
class AmdahlChart;
class PipelineGanttChart;
class StepTimeChart;
class TrainingMemoryChart;

class TrainingPage : public ViewPage
{
    Q_OBJECT
public:
    explicit TrainingPage(Scenario *scenario, QWidget *parent = nullptr);

    QString pageTitle() const override;
    QList<Key> controlKeys() const override;
    QStringList headlineKeys() const override;
    QList<ChartView *> charts() const override;

    TrainingMemoryChart *memoryChart() const { return m_memory; }
    StepTimeChart *stepTimeChart() const { return m_stepTime; }
    PipelineGanttChart *pipelineChart() const { return m_pipeline; }
    AllReduceChart *allReduceChart() const { return m_allReduce; }
    AmdahlChart *amdahlChart() const { return m_amdahl; }

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    /// Two columns when there is room for two readable charts side by side, else one column that scrolls.
    void arrange(bool twoColumns);

    QGridLayout *m_grid;
    bool m_twoColumns = false;
    TrainingMemoryChart *m_memory;
    StepTimeChart *m_stepTime;
    PipelineGanttChart *m_pipeline;
    AllReduceChart *m_allReduce;
    QWidget *m_allReducePanel;
    AmdahlChart *m_amdahl;
};

} // namespace infralab
