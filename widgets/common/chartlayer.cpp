#include "chartlayer.h"

#include <cmath>
#include <limits>

namespace infralab {

QList<ChartLayer::BarSet> ChartLayer::barSets(const QList<SetEntry> &entries, const QMetaObject &chart)
{
    QList<BarSet> sets;
    for (const SetEntry &e : entries)
        sets.append({QLatin1String(e.id), chart.tr(e.name, nullptr), e.colour, {}, {}});
    return sets;
}

ChartLayer::Item &ChartLayer::curve(const QString &id, const QString &name, const QPen &pen,
                                    QList<QPointF> points)
{
    Item item;
    item.id = id;
    item.name = name;
    item.pen = pen;
    item.points = std::move(points);
    items.append(std::move(item));
    return items.last();
}

ChartLayer::Item &ChartLayer::onPlot(Item::Kind kind, const QString &id, const QString &name, double at,
                                     Qt::Orientation orientation, const QColor &labelColour)
{
    Item &item = add({.kind = kind, .id = id, .name = name, .labelColour = labelColour, .at = at});
    item.orientation = orientation;
    // A marker line or a total carries its own text on the plot: the legend keeps room for the curves.
    item.inLegend = false;
    return item;
}

ChartLayer::Item &ChartLayer::rule(const QString &id, const QString &name, const QPen &pen, double at,
                                   Qt::Orientation orientation, LabelEnd label, const QColor &labelColour)
{
    Item &item = onPlot(Item::Kind::Rule, id, name, at, orientation, labelColour);
    item.pen = pen;
    item.label = label;
    return item;
}

ChartLayer::Item &ChartLayer::band(const QString &id, const QString &name, const QColor &fill, double from,
                                   double to)
{
    Item item;
    item.kind = Item::Kind::Band;
    item.id = id;
    item.name = name;
    item.pen = Qt::NoPen;
    item.fill = fill;
    item.at = from;
    item.to = to;
    items.append(std::move(item));
    return items.last();
}

ChartLayer::Item &ChartLayer::scatter(const QString &id, const QString &name, const QColor &fill,
                                      const QColor &ring, qreal size, QList<QPointF> points, qreal ringWidth)
{
    Item &item = curve(id, name, QPen(ring), std::move(points));
    item.kind = Item::Kind::Scatter;
    item.fill = fill;
    item.markerSize = size;
    item.ringWidth = ringWidth;
    return item;
}

const ChartLayer::Item *ChartLayer::find(const QString &id) const
{
    for (const Item &item : items)
        if (item.id == id) return &item;
    return nullptr;
}

ChartLayer::Item &ChartLayer::add(Item item)
{
    items.append(std::move(item));
    return items.last();
}

ChartLayer::Item &ChartLayer::bars(const QString &id, Qt::Orientation orientation, QStringList categories,
                                   QList<BarSet> sets)
{
    // A thin white gap tells adjacent components apart.
    return add({.kind = Item::Kind::Bars,
                .id = id,
                .pen = QPen(Qt::white, 1),
                .orientation = orientation,
                .sets = std::move(sets),
                .categories = std::move(categories)});
}

ChartLayer::Item &ChartLayer::text(const QString &id, const QString &text, double category, double value,
                                   const QColor &colour, Qt::Orientation orientation)
{
    Item &item = onPlot(Item::Kind::Text, id, text, category, orientation, colour);
    item.to = value;
    return item;
}

ChartLayer::Item &ChartLayer::frame(const QString &id, const QString &name, const QPen &pen, double category,
                                    double value)
{
    return add({.kind = Item::Kind::Frame, .id = id, .name = name, .pen = pen, .at = category, .to = value});
}

ChartLayer::Item &ChartLayer::label(const QString &id, const QString &text, QPointF anchor,
                                    const QColor &colour, bool above)
{
    Item &item = onPlot(Item::Kind::Label, id, text, anchor.x(), Qt::Vertical, colour);
    item.to = anchor.y();
    item.label = above ? LabelEnd::Start : LabelEnd::End;
    return item;
}

ChartLayer::Item ChartLayer::Item::apartFrom(const Item *live) const
{
    Item apart = *this;
    if (!live) return apart;
    if (kind != Kind::Scatter) {
        apart.visible = visible && !(points == live->points && at == live->at && to == live->to);
        return apart;
    }
    apart.points.clear();
    apart.pointIds.clear();
    for (qsizetype i = 0; i < points.size(); ++i) {
        if (live->points.contains(points.at(i))) continue;
        apart.points.append(points.at(i));
        if (i < pointIds.size()) apart.pointIds.append(pointIds.at(i));
    }
    return apart;
}

std::pair<double, double> ChartLayer::yExtent(int yAxis) const
{
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const Item &item : items)
        if (item.kind == Item::Kind::Curve && item.yAxis == yAxis)
            for (const QPointF &p : item.points) {
                lo = std::min(lo, p.y());
                hi = std::max(hi, p.y());
            }
    return {lo, hi};
}

} // namespace infralab
