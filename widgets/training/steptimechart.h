#pragma once
// One training step with TP × PP × DP split into compute, pipeline bubble and the communication that is not
// hidden, next to the same step with the tensor-parallel group moved across nodes (or back inside one): the
// course's corrected exercise 2, "why tensor parallelism stays inside a node".
#include "chartview.h"
#include "layertextitems.h"

namespace infralab {

struct StepInputs;

class StepTimeChart : public NamedChart<StepTimeChart>
{
    /// layer(): the step's parts in both rows ("step", sets by part), each row's total above its bar and the
    /// efficiency with the links used as the headline.
    INFRALAB_CHART(StepTimeChart, "step-time", QT_TR_NOOP("One training step with TP × PP × DP (exercise 2)"))

public:
    /// Bar order on the category axis: Qt draws category 0 at the bottom, so the scenario's step is on top.
    enum Row
    {
        Comparison = 0,
        Current = 1
    };

private:
    void showError(bool error);
    /// One scenario's step and the same step with the tensor-parallel group moved across the node boundary.
    struct Steps;
    static Steps steps(const Scenario &s);
    /// The longest step drawn, A's or B's: both share the axis' unit.
    double longest() const;
    /// The comparison row's name: where the moved TP group goes ("TP across nodes<br>(nodes of 4 GPUs)").
    QString comparisonLabel(const Steps &steps) const;
    /// "Efficiency 38 % — TP on NVLink, PP across nodes, no DP".
    QString headline(const Steps &steps) const;
    /// Puts each total above its bar and the error message in the middle of the plot.
    void placeLabels();

    LayerTextItems m_totals;
    QGraphicsTextItem *m_message;
    QBarCategoryAxis *m_configAxis;
    QValueAxis *m_timeAxis;
};

} // namespace infralab
