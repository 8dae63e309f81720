#pragma once
// The other side of theorem 4: generated tokens per second and the cost of a million tokens against the
// batch. Throughput grows with B up to the knee B*, then plateaus; the cost falls in proportion.
#include "chartlabels.h"
#include "chartview.h"

#include <Eigen/Core>

class QAreaSeries;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QLogValueAxis;

namespace infralab {

class ServingThroughputChart : public ChartView
{
    Q_OBJECT
public:
    explicit ServingThroughputChart(Scenario *scenario, QWidget *parent = nullptr);

    QString exportName() const override { return QStringLiteral("serving-throughput"); }
    ChartFactory factory() const override { return chartFactoryOf<ServingThroughputChart>(); }
    QString title() const override;

protected:
    void refresh() override;

private:
    QFont labelFont() const;
    /// A's curves over `batches` (comparison.h), or empty curves when nothing is pinned.
    void refreshPinnedCurves(const Eigen::ArrayXd &batches);
    /// A's batch marker from yMin to yMax, hidden when nothing is pinned.
    void refreshPinnedMarker(double yMin, double yMax);

    QLineSeries *m_tokens, *m_cost;
    QLineSeries *m_current, *m_knee;
    QLineSeries *m_overflowTop, *m_overflowBottom;
    QAreaSeries *m_overflow;
    // A's copies, dashed; their legend entries give way to one note in the chart's title.
    QLineSeries *m_pinnedTokens, *m_pinnedCost, *m_pinnedCurrent;
    QLogValueAxis *m_batchAxis, *m_tokensAxis, *m_costAxis;
    ChartLabels m_labels;
    int m_currentLabel, m_kneeLabel, m_pinnedCurrentLabel;
};

} // namespace infralab
