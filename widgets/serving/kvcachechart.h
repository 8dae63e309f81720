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
    ChartFactory factory() const override { return chartFactoryOf<KvCacheChart>(); }
    QString title() const override;

protected:
    void refresh() override;

private:
    /// Puts each limit's text beside the top of its line, after every layout change.
    void placeLimitText();
    /// A's bar above B's (hatched) and A's limit when pinned, none of them otherwise; returns A's verdict.
    QString refreshPinned(int lanes);
    /// "Fits: 47 GB of 72 GB usable; batch up to 237" for one scenario.
    QString verdict(const Scenario &s) const;

    QHorizontalStackedBarSeries *m_bars;
    QBarSet *m_weights, *m_cache, *m_free;
    QLineSeries *m_limit;
    QGraphicsSimpleTextItem *m_limitText;
    // A's bar lives in a second category of the same series: its sets are zero in B's lane and B's in A's.
    QBarSet *m_pinnedWeights, *m_pinnedCache, *m_pinnedFree;
    QLineSeries *m_pinnedLimit;
    QGraphicsSimpleTextItem *m_pinnedLimitText;
    bool m_pinnedShown = false;
    QBarCategoryAxis *m_deviceAxis;
    QValueAxis *m_memoryAxis;
    QValueAxis *m_laneAxis;
};

} // namespace infralab
