#pragma once
// Turns the layers of a chart (chartlayer.h), B's and A's, into Qt Charts series: made at the first draw in
// the layer's order with A's copy of each item just under B's, then updated in place at every refresh.
#include "chartlabels.h"
#include "chartlayer.h"

#include <QHash>

class QAbstractAxis;
class QAbstractSeries;
class QAreaSeries;
class QChart;
class QLineSeries;
class QXYSeries;

namespace infralab {

class LayerPainter
{
public:
    explicit LayerPainter(QChart *chart);

    void setAxes(QAbstractAxis *x, const QList<QAbstractAxis *> &ys);
    /// Where marker lines and bands along vertical axis `yAxis` start and end, when not the axis' whole range
    /// (a range widened by a hair for its labels would move a dashed line's pattern).
    void setSpan(int yAxis, double lo, double hi) { m_spans.insert(yAxis, {lo, hi}); }

    /// Draws B's layer, and A's when `pinned` is not null (else A's series are emptied and hidden). Marker
    /// lines and bands span the axes' current ranges: call it after the chart set them.
    void draw(const ChartLayer &live, const ChartLayer *pinned, const QFont &labelFont);
    /// B's series of the item `id` (A's with `pinnedSide`), or nullptr before the first draw.
    QAbstractSeries *series(const QString &id, bool pinnedSide = false) const;
    /// Moves the marker lines' texts beside their anchors again (the plot area changed).
    void placeLabels() const;
    /// placeLabels() again when a text of the layers (ChartLayer::Item::Kind::Label) is shown: once the
    /// chart has placed its own texts, which those step off.
    void placeLabelsOffTexts() const;

private:
    /// One item's series on one side; `area` only for bands, `label` only for marker lines with text and
    /// texts (no series then).
    struct Drawn
    {
        QXYSeries *line = nullptr;
        QLineSeries *lower = nullptr;
        QAreaSeries *area = nullptr;
        int label = -1;
        QAbstractSeries *series() const;
    };
    enum Side
    {
        Live,
        Pinned
    };

    void create(const ChartLayer &live);
    Drawn make(const ChartLayer::Item &item, Side side);
    void update(Drawn &drawn, const ChartLayer::Item &item, Side side, bool compared, const QFont &labelFont);
    /// The item's series: its points, pen, name and visibility.
    void updateSeries(Drawn &drawn, const ChartLayer::Item &item, Side side, const QString &name, bool shown);
    void hide(Drawn &drawn);
    static bool sameRule(const ChartLayer &live, const ChartLayer &pinned, const QString &id);
    QPointF labelAnchor(const ChartLayer::Item &item, Side side, bool *above) const;
    /// Where a marker line starts and ends along the other axis: its own extent, else the plot's.
    std::pair<double, double> across(const ChartLayer::Item &item) const;
    std::pair<double, double> range(const QAbstractAxis *axis) const;
    std::pair<double, double> span(int yAxis) const;

    QChart *m_chart;
    QAbstractAxis *m_x = nullptr;
    QList<QAbstractAxis *> m_ys;
    QHash<QString, Drawn> m_drawn[2];
    QHash<int, std::pair<double, double>> m_spans;
    /// A curve of B's, else a marker line of B's (a bar chart's), through whose axes the texts are placed.
    QAbstractSeries *m_anchor = nullptr;
    ChartLabels m_labels;
};

} // namespace infralab
