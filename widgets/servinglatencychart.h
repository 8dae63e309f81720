#pragma once
// Theorem 4 seen from the user: time to first token, time per output token and end-to-end latency against
// the batch, with the knee B*, the batches whose KV cache no longer fits, and the latency objective.
#include "chartview.h"

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
    QString title() const override;

protected:
    void refresh() override;

private:
    /// Text drawn next to a marker line, anchored in axis units so that it follows resizes.
    struct Label
    {
        QGraphicsSimpleTextItem *item = nullptr;
        QPointF anchor;
        bool above = false; ///< text ends just above the anchor rather than starting just below it
    };
    QGraphicsSimpleTextItem *addLabel(const QColor &colour);
    void setLabel(Label &label, const QString &text, QPointF anchor, bool above, bool shown = true);
    void placeLabels();

    QLineSeries *m_ttft, *m_tpot, *m_latency;
    QLineSeries *m_current, *m_knee, *m_slo;
    QLineSeries *m_overflowTop, *m_overflowBottom;
    QAreaSeries *m_overflow;
    QLogValueAxis *m_batchAxis, *m_timeAxis;
    Label m_currentLabel, m_kneeLabel, m_sloLabel;
};

} // namespace infralab
