#pragma once
// Theorem 4 seen from the user: time to first token, time per output token and end-to-end latency against
// the batch, with the knee B*, the batches whose KV cache no longer fits, and the latency objective.
#include "chartlabels.h"
#include "chartview.h"

#include <Eigen/Core>

class QAreaSeries;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QLogValueAxis;

namespace infralab {

class ServingLatencyChart : public ChartView
{
    Q_OBJECT
public:
    explicit ServingLatencyChart(Scenario *scenario, QWidget *parent = nullptr);

    QString exportName() const override { return QStringLiteral("serving-latency"); }
    ChartFactory factory() const override { return chartFactoryOf<ServingLatencyChart>(); }
    QString title() const override;

protected:
    void refresh() override;

private:
    QFont labelFont() const;
    /// A's curves over `batches` (comparison.h), or empty curves when nothing is pinned.
    void refreshPinnedCurves(const Eigen::ArrayXd &batches);
    /// A's batch marker from yMin to yMax, hidden when nothing is pinned.
    void refreshPinnedMarker(double yMin, double yMax);

    QLineSeries *m_ttft, *m_tpot, *m_latency;
    QLineSeries *m_current, *m_knee, *m_slo;
    QLineSeries *m_overflowTop, *m_overflowBottom;
    QAreaSeries *m_overflow;
    // A's copies, dashed; their legend entries give way to one note in the chart's title.
    QLineSeries *m_pinnedTtft, *m_pinnedTpot, *m_pinnedLatency, *m_pinnedCurrent;
    QLogValueAxis *m_batchAxis, *m_timeAxis;
    ChartLabels m_labels;
    int m_currentLabel, m_kneeLabel, m_sloLabel, m_pinnedCurrentLabel;
};

} // namespace infralab
