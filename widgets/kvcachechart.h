#pragma once
// Where the device memory goes when serving (course section 03): weights, the KV cache of B sequences of
// (prompt + output) tokens, and what is left, against the usable share of the memory.
#include "chartview.h"

class QBarCategoryAxis;
class QBarSet;
class QGraphicsSimpleTextItem;
class QHorizontalStackedBarSeries;
class QLineSeries;
class QValueAxis;

namespace infralab {

class KvCacheChart : public ChartView
{
    Q_OBJECT
public:
    explicit KvCacheChart(Scenario *scenario, QWidget *parent = nullptr);

    QString exportName() const override { return QStringLiteral("kv-cache"); }
    QString title() const override;

protected:
    void refresh() override;

private:
    /// Puts the limit's text beside the top of its line, after every layout change.
    void placeLimitText();

    QHorizontalStackedBarSeries *m_bars;
    QBarSet *m_weights, *m_cache, *m_free;
    QLineSeries *m_limit;
    QGraphicsSimpleTextItem *m_limitText;
    QBarCategoryAxis *m_deviceAxis;
    QValueAxis *m_memoryAxis;
    QValueAxis *m_laneAxis;
};

} // namespace infralab
