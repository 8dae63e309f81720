#pragma once
// One training step with TP × PP × DP split into compute, pipeline bubble and the communication that is not
// hidden, next to the same step with the tensor-parallel group moved across nodes (or back inside one): the
// course's corrected exercise 2, "why tensor parallelism stays inside a node". With a pinned scenario A,
// each row holds A's step, hatched, above B's.
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
    ChartFactory factory() const override { return chartFactoryOf<StepTimeChart>(); }
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
    void showError(bool error);
    /// Adds or removes A's bars: Qt halves the rows of every bar series in the chart, so A's must go.
    void showPinned(bool shown);
    /// One scenario's step and the same step with the tensor-parallel group moved across the node boundary.
    struct Steps;
    static Steps steps(const Scenario &s);
    /// The comparison row's name: where the moved TP group goes ("TP across nodes<br>(nodes of 4 GPUs)").
    QString comparisonLabel(const Steps &steps) const;
    /// Puts each total above its bar and the error message in the middle of the plot.
    void placeLabels();

    QHorizontalStackedBarSeries *m_bars, *m_pinnedBars;
    std::array<QBarSet *, 5> m_parts, m_pinnedParts;
    QBarSet *m_pinnedKey; ///< an empty hatched set: the legend's one entry for A
    std::array<QGraphicsSimpleTextItem *, 2> m_totals, m_pinnedTotals;
    bool m_showsPinned = false;
    QGraphicsTextItem *m_message;
    QBarCategoryAxis *m_configAxis;
    QValueAxis *m_timeAxis;
};

} // namespace infralab
