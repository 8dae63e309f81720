#pragma once
// Section 02 of the course, "Entraîner à plusieurs": memory by strategy (exercise 2), the step with TP × PP ×
// DP (corrected exercise 2), the pipeline schedule (theorem 3), the ring all-reduce (theorem 2) and Amdahl.
#include "gridpage.h"

namespace infralab {

class AllReduceChart;
class AmdahlChart;
class PipelineGanttChart;
class StepTimeChart;
class TrainingMemoryChart;

class TrainingPage : public GridPage
{
    Q_OBJECT
public:
    explicit TrainingPage(Scenario *scenario, QWidget *parent = nullptr);

    QString pageTitle() const override;
    QList<Key> controlKeys() const override;
    QStringList headlineKeys() const override;

    TrainingMemoryChart *memoryChart() const { return m_memory; }
    StepTimeChart *stepTimeChart() const { return m_stepTime; }
    PipelineGanttChart *pipelineChart() const { return m_pipeline; }
    AllReduceChart *allReduceChart() const { return m_allReduce; }
    AmdahlChart *amdahlChart() const { return m_amdahl; }

private:
    TrainingMemoryChart *m_memory;
    StepTimeChart *m_stepTime;
    PipelineGanttChart *m_pipeline;
    AllReduceChart *m_allReduce;
    AmdahlChart *m_amdahl;
};

} // namespace infralab
