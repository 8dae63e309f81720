#pragma once
// Turns the bars of a chart's layers (chartlayer.h), B's and A's, into Qt Charts bar series: B's alone take
// each category as without a comparison; while A is drawn, A's hatched bars stand beside B's. Qt puts the bar
// series of a chart side by side in the order they were added, so the pair is arranged by re-adding the
// chart's series: A first in reading order (left of B's columns, above B's rows), every line series after
// the bars so that lines stay drawn over them.
#include "chartheadline.h"
#include "chartlayer.h"

#include <QHash>

class QAbstractAxis;
class QAbstractBarSeries;
class QChart;

namespace infralab {

/// A text of a layer (ChartLayer::Item::Kind::Text) as drawn on one side: its anchor moved onto its own bar
/// and, while A is drawn, its texts led by its letter.
struct LayerText
{
    QString id;
    QPointF anchor; ///< in the bars' axes: (category, value) for columns, (value, category) for rows
    QString text, shortText;
    QColor colour;
    bool paired = false; ///< A's and B's bars side by side: the text belongs above its own bar only
    bool pinnedSide = false;
};

/// The texts of B's layer, then A's when `pinned` is not null.
QList<LayerText> layerTexts(const ChartLayer &live, const ChartLayer *pinned);
/// The chart's headline: B's alone, or B's and A's lines, each led by its name and in its colour.
Headline layerHeadline(const ChartLayer &live, const ChartLayer *pinned);
/// True when the layer draws bars: its A is hatched beside B, not dashed.
bool hasBars(const ChartLayer &layer);
/// Puts what the layer ties to its bars on this side's own bar: frames become curves around it (the whole
/// bar alone, A's or B's half of the category while A is drawn, `paired`), and marker lines across a
/// category (ChartLayer::Item::barCategory) get that category's extent, or their own bar's half of it.
void placeOnBars(ChartLayer &layer, bool pinnedSide, bool paired);

class BarPainter
{
public:
    explicit BarPainter(QChart *chart) : m_chart(chart) {}

    void setAxes(QAbstractAxis *x, const QList<QAbstractAxis *> &ys);
    /// Makes the series of the layer's bars at its first call (B's in the chart, A's out of it).
    void create(const ChartLayer &live);
    /// Fills B's bars, and A's beside them when `pinned` is not null (else A's leave the chart).
    void draw(const ChartLayer &live, const ChartLayer *pinned);
    /// B's series of bar item `id`, or nullptr before the first draw.
    QAbstractBarSeries *series(const QString &id) const;

private:
    struct Pair
    {
        QAbstractBarSeries *live = nullptr, *pinned = nullptr;
        bool rows = false;
        QList<QAbstractAxis *> axes;
    };
    QAbstractBarSeries *make(const ChartLayer::Item &item, bool pinnedSide, bool withKey);
    void fill(QAbstractBarSeries *series, const ChartLayer::Item &item, bool pinnedSide, bool paired);
    void showLegend(const Pair &pair, const ChartLayer::Item &item, const ChartLayer::Item *pinned);
    void setCategories(const ChartLayer::Item &live, const ChartLayer::Item *pinned);
    /// Re-adds every series of the chart: the bars (paired or not), then the others in their order.
    void arrange(bool paired);

    QChart *m_chart;
    QAbstractAxis *m_x = nullptr;
    QList<QAbstractAxis *> m_ys;
    QList<QString> m_ids;
    QHash<QString, Pair> m_pairs;
    bool m_paired = false;
};

} // namespace infralab
