#pragma once
// Base of the Serving charts drawn against the batch B (theorem 4): the batches swept on a log₂ axis, the
// current batch, the knee B* and the batches whose KV cache no longer fits, drawn the same way on each.
#include "chartview.h"

#include <Eigen/Core>

class QLogValueAxis;

namespace infralab {

struct ServingInputs;

class ServingBatchChart : public ChartView
{
    Q_OBJECT
protected:
    ServingBatchChart(Scenario *scenario, QWidget *parent);

    QLogValueAxis *batchAxis() const { return m_batchAxis; }
    /// The course's table stops at 256; the chart shows up to 1024, or to the power of two above the largest
    /// batch drawn (B's or A's), so that both sides share one sweep.
    double batchExtent() const;
    /// The batches swept, from 1 to batchExtent(), evenly spaced on the log axis.
    Eigen::ArrayXd batches() const;
    /// Sets the batch axis to [1, batchExtent()] with its title.
    void refreshBatchAxis();
    /// Points (x, y) with y > 0 and finite: a log axis cannot place the others.
    static QList<QPointF> positivePoints(const Eigen::ArrayXd &x, const Eigen::ArrayXd &y);

    /// The shaded batches whose KV cache does not fit, first in the layer so that the curves are drawn over
    /// it.
    void addOverflow(ChartLayer &layer, const ServingInputs &in) const;
    /// The current batch (drawn for A too) and the knee B* (B's only), with their texts on the plot.
    void addBatchMarkers(ChartLayer &layer, const Scenario &s, const ServingInputs &in) const;
    /// The batch axis labels fewer powers of two when a label would not fit its share of the width.
    void resizeEvent(QResizeEvent *event) override;

    /// A measured quantity of the imported points (measurementsOf()).
    enum class Measured
    {
        Ttft,
        Tpot,
        TokensPerSecond
    };
    /// The imported points that measure `what`, as squares at (batch, value) on vertical axis `yAxis`, filled
    /// with the colour of the curve they measure, B's only (the points are not a scenario's); nothing when
    /// none measures it.
    void addMeasured(ChartLayer &layer, const Scenario &s, Measured what, int yAxis = 0) const;
    /// The smallest and largest measured value drawn on `yAxis` (along Qt::Horizontal: the smallest and
    /// largest measured batch, whatever the axis), for the axes' ranges; {+inf, −inf} if none.
    std::pair<double, double> measuredExtent(int yAxis = 0, Qt::Orientation along = Qt::Vertical) const;
    /// Squares for the measured points and their tooltips: the point, measured, model and error in %.
    void layerDrawn() override;

private:
    void showMeasuredTip(const QString &id, const QPointF &point, bool state);
    QLogValueAxis *m_batchAxis;
};

} // namespace infralab
