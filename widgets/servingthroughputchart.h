#pragma once
// The other side of theorem 4: generated tokens per second and the cost of a million tokens against the
// batch. Throughput grows with B up to the knee B*, then plateaus; the cost falls in proportion.
#include "chartview.h"

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

    QLineSeries *m_tokens, *m_cost;
    QLineSeries *m_current, *m_knee;
    QLineSeries *m_overflowTop, *m_overflowBottom;
    QAreaSeries *m_overflow;
    QLogValueAxis *m_batchAxis, *m_tokensAxis, *m_costAxis;
    Label m_currentLabel, m_kneeLabel;
};

} // namespace infralab
