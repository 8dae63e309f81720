#pragma once
// One training step with TP × PP × DP split into compute, pipeline bubble and the communication that is not
// hidden, next to the same step with the tensor-parallel group moved across nodes (or back inside one): the
// course's corrected exercise 2, "why tensor parallelism stays inside a node".
#include "chartview.h"

#include <array>

class QBarCategoryAxis;
class QBarSet;
class QGraphicsSimpleTextItem;
class QGraphicsTextItem;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace infralab {

struct StepInputs;

class StepTimeChart : public ChartView
{
    Q_OBJECT
public:
    explicit StepTimeChart(Scenario *scenario, QWidget *parent = nullptr);

    QString exportName() const override { return QStringLiteral("step-time"); }
    QString title() const override;

    /// Bar order on the category axis: Qt draws category 0 at the bottom, so the scenario's step is on top.
    enum Row
    {
        Comparison = 0,
        Current = 1
    };

protected:
    void refresh() override;

private:
    StepInputs inputs() const;
    void showError(bool error);
    /// Puts each total above its bar and the error message in the middle of the plot.
    void placeLabels();

    QHorizontalStackedBarSeries *m_bars;
    std::array<QBarSet *, 5> m_parts;
    std::array<QGraphicsSimpleTextItem *, 2> m_totals;
    QGraphicsTextItem *m_message;
    QBarCategoryAxis *m_configAxis;
    QValueAxis *m_timeAxis;
};

} // namespace infralab
