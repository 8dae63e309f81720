#include "layerpainter.h"

#include "comparison.h"
#include "flowlegend.h"

#include <QAreaSeries>
#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

namespace infralab {

namespace {
/// Qt Charts lays a series out again at each replace(), changed or not: its path, then the stroke of that
/// path that mouse hits are tested against (6 % of a Training step with A pinned, callgrind). Most of a
/// chart's curves do not move with the slider being dragged: they keep their points.
void setPoints(QXYSeries *series, const QList<QPointF> &points)
{
    if (series->points() != points) series->replace(points);
}
} // namespace

LayerPainter::LayerPainter(QChart *chart) : m_chart(chart), m_labels(chart) {}

QAbstractSeries *LayerPainter::Drawn::series() const
{
    return area ? static_cast<QAbstractSeries *>(area) : line;
}

void LayerPainter::setAxes(QAbstractAxis *x, const QList<QAbstractAxis *> &ys)
{
    m_x = x;
    m_ys = ys;
}

std::pair<double, double> LayerPainter::range(const QAbstractAxis *axis) const
{
    if (const auto *log = qobject_cast<const QLogValueAxis *>(axis)) return {log->min(), log->max()};
    if (const auto *value = qobject_cast<const QValueAxis *>(axis)) return {value->min(), value->max()};
    return {0, 1};
}

std::pair<double, double> LayerPainter::span(int yAxis) const
{
    return m_spans.value(yAxis, range(m_ys.value(yAxis, m_ys.value(0))));
}

LayerPainter::Drawn LayerPainter::make(const ChartLayer::Item &item, Side side)
{
    Drawn drawn;
    if (item.kind == ChartLayer::Item::Kind::Label) return drawn; // only a text: create() gives it one
    const QString name = side == Pinned ? QStringLiteral("pinned-") + item.id : item.id;
    if (item.kind == ChartLayer::Item::Kind::Band) {
        // The band's edges belong to the view: only the area is in the chart.
        drawn.line = new QLineSeries(m_chart);
        drawn.lower = new QLineSeries(m_chart);
        drawn.area = new QAreaSeries(static_cast<QLineSeries *>(drawn.line), drawn.lower);
    } else if (item.kind == ChartLayer::Item::Kind::Scatter) {
        drawn.line = new QScatterSeries;
        // A ring coloured before the series joins the chart keeps its width: the theme only decorates rings
        // left as they were made.
        if (item.thinRing) static_cast<QScatterSeries *>(drawn.line)->setBorderColor(item.pen.color());
    } else {
        drawn.line = new QLineSeries;
    }
    QAbstractSeries *series = drawn.series();
    series->setObjectName(name);
    series->setVisible(false);
    m_chart->addSeries(series);
    series->attachAxis(m_x);
    series->attachAxis(m_ys.value(item.yAxis, m_ys.value(0)));
    return drawn;
}

void LayerPainter::create(const ChartLayer &live)
{
    // A under B, item by item: with nothing pinned the chart stacks its series exactly in the layer's order.
    QAbstractSeries *firstRule = nullptr;
    for (const ChartLayer::Item &item : live.items) {
        // Bars and their texts are BarPainter's.
        const bool barsOrText =
            item.kind == ChartLayer::Item::Kind::Bars || item.kind == ChartLayer::Item::Kind::Text;
        if (barsOrText || m_drawn[Live].contains(item.id) || m_drawn[Pinned].contains(item.id)) continue;
        if (item.compared) m_drawn[Pinned].insert(item.id, make(item, Pinned));
        if (!item.live) continue;
        m_drawn[Live].insert(item.id, make(item, Live));
        if (!m_anchor && item.kind == ChartLayer::Item::Kind::Curve) m_anchor = m_drawn[Live][item.id].line;
        if (!firstRule && item.kind == ChartLayer::Item::Kind::Rule) firstRule = m_drawn[Live][item.id].line;
    }
    if (!m_anchor) m_anchor = firstRule;
    // The texts of B's markers first, then A's: a later text steps off an earlier one (ChartLabels::place).
    for (Side side : {Live, Pinned})
        for (const ChartLayer::Item &item : live.items) {
            auto drawn = m_drawn[side].find(item.id);
            const bool text = item.label != ChartLayer::LabelEnd::None;
            if (drawn != m_drawn[side].end() && text && drawn->label < 0)
                drawn->label = m_labels.add(item.labelColour, item.kind == ChartLayer::Item::Kind::Label);
        }
}

std::pair<double, double> LayerPainter::across(const ChartLayer::Item &item) const
{
    if (item.extent) return *item.extent;
    return item.orientation == Qt::Vertical ? span(item.yAxis) : range(m_x);
}

QPointF LayerPainter::labelAnchor(const ChartLayer::Item &item, Side side, bool *above) const
{
    if (item.kind == ChartLayer::Item::Kind::Label) {
        *above = item.label == ChartLayer::LabelEnd::Start;
        const auto [lo, hi] = span(item.yAxis);
        return {item.at, std::isinf(item.to) ? (item.to > 0 ? hi : lo) : item.to};
    }
    // A's text goes to the other end of its line, unless each side's line stands on its own bar: those two
    // never meet, and each text then reads at the same end of its own line.
    const bool chosenEnd = side == Live || item.barCategory >= 0;
    const bool start = (item.label == ChartLayer::LabelEnd::Start) == chosenEnd;
    *above = start;
    const auto [lo, hi] = across(item);
    return item.orientation == Qt::Vertical ? QPointF(item.at, start ? lo : hi)
                                            : QPointF(start ? lo : hi, item.at);
}

void LayerPainter::update(Drawn &drawn, const ChartLayer::Item &item, Side side, bool compared,
                          const QFont &labelFont)
{
    const bool pinnedSide = side == Pinned;
    // B's legend entries say they are B's while A is drawn; a marker's text is B's unless tagged A's.
    QString name = item.legendName.isEmpty() ? item.name : item.legendName;
    if (pinnedSide || (compared && item.inLegend && item.compared)) name = ab::tagged(name, pinnedSide);
    // A text only A's copy shows says whose it is already.
    const QString text = pinnedSide && item.live ? ab::tagged(item.name, true) : item.name;
    bool shown = item.visible;
    switch (item.kind) {
    case ChartLayer::Item::Kind::Curve:
        setPoints(drawn.line, item.points);
        shown = shown && !item.points.isEmpty();
        break;
    case ChartLayer::Item::Kind::Scatter: {
        auto *dots = static_cast<QScatterSeries *>(drawn.line);
        setPoints(dots, item.points);
        // A's dots are pale and a little smaller, ringed in their own colour: B's stays readable over them.
        QColor pale = item.fill;
        pale.setAlphaF(0.45);
        if (pinnedSide && item.pinnedRing.style() != Qt::NoPen) {
            dots->setBrush(QBrush(Qt::transparent));
            dots->setPen(ab::pinnedPen(item.pinnedRing));
            dots->setMarkerSize(item.markerSize * 5 / 4);
        } else {
            dots->setColor(pinnedSide ? pale : item.fill);
            const QColor ring = pinnedSide ? item.fill : item.pen.color();
            if (item.ringWidth > 0)
                dots->setPen(QPen(ring, item.ringWidth));
            else
                dots->setBorderColor(ring);
            dots->setMarkerSize(pinnedSide ? item.markerSize * 11 / 12 : item.markerSize);
        }
        shown = shown && !item.points.isEmpty();
        break;
    }
    case ChartLayer::Item::Kind::Rule: {
        const auto [lo, hi] = across(item);
        setPoints(drawn.line, item.orientation == Qt::Vertical
                                  ? QList<QPointF>{QPointF(item.at, lo), QPointF(item.at, hi)}
                                  : QList<QPointF>{QPointF(lo, item.at), QPointF(hi, item.at)});
        break;
    }
    case ChartLayer::Item::Kind::Band: {
        const auto [yLo, yHi] = span(item.yAxis);
        setPoints(drawn.line, {QPointF(item.at, yHi), QPointF(item.to, yHi)});
        setPoints(drawn.lower, {QPointF(item.at, yLo), QPointF(item.to, yLo)});
        drawn.area->setColor(item.fill);
        if (pinnedSide) drawn.area->setBrush(ab::pinnedBrush(item.fill));
        break;
    }
    case ChartLayer::Item::Kind::Bars:
    case ChartLayer::Item::Kind::Text:
    case ChartLayer::Item::Kind::Frame:
        break; // BarPainter's; frames are curves by now (placeOnBars)
    case ChartLayer::Item::Kind::Label:
        break; // its text alone, below
    }
    if (drawn.series()) updateSeries(drawn, item, side, name, shown);
    if (drawn.label >= 0) {
        bool above = false;
        const QPointF anchor = labelAnchor(item, side, &above);
        m_labels.set(drawn.label, labelFont, text, anchor, above, shown);
    }
}

void LayerPainter::updateSeries(Drawn &drawn, const ChartLayer::Item &item, Side side, const QString &name,
                                bool shown)
{
    const bool pinnedSide = side == Pinned;
    QAbstractSeries *series = drawn.series();
    if (drawn.area)
        drawn.area->setPen(pinnedSide ? ab::pinnedPen(item.pen) : item.pen);
    else if (item.kind != ChartLayer::Item::Kind::Scatter)
        drawn.line->setPen(pinnedSide ? ab::pinnedPen(item.pen) : item.pen);
    // Qt Charts 6.4 sets both even when unchanged, and each then lays the whole chart out again: its axes'
    // labels are measured anew (about a third of a step of the memory chart).
    if (series->name() != name) series->setName(name);
    if (series->isVisible() != shown) series->setVisible(shown);
    for (QLegendMarker *marker : m_chart->legend()->markers(series))
        showInLegend(marker, shown && !pinnedSide && item.inLegend);
}

void LayerPainter::hide(Drawn &drawn)
{
    if (drawn.line) {
        setPoints(drawn.line, {});
        if (drawn.lower) setPoints(drawn.lower, {});
        drawn.series()->setVisible(false);
    }
    if (drawn.label >= 0) m_labels.set(drawn.label, m_labels.item(drawn.label)->font(), {}, {}, false, false);
}

bool LayerPainter::sameRule(const ChartLayer &live, const ChartLayer &pinned, const QString &id)
{
    // The same marker line twice would read as one: A's gives way where it lies on B's.
    const ChartLayer::Item *b = live.find(id), *a = pinned.find(id);
    return a && b && a->kind == ChartLayer::Item::Kind::Rule && b->visible && a->at == b->at &&
           a->extent == b->extent;
}

void LayerPainter::draw(const ChartLayer &live, const ChartLayer *pinned, const QFont &labelFont)
{
    create(live);
    for (Side side : {Live, Pinned}) {
        const ChartLayer *layer = side == Live ? &live : pinned;
        QSet<QString> seen;
        if (layer)
            for (const ChartLayer::Item &item : layer->items) {
                auto drawn = m_drawn[side].find(item.id);
                if (drawn == m_drawn[side].end()) continue;
                const bool apart = side == Pinned && item.differentOnly;
                const ChartLayer::Item shown = apart ? item.apartFrom(live.find(item.id)) : item;
                // Left with nothing to draw, the item is emptied as when its side is not drawn at all.
                if ((side == Live && pinned && item.alone) || (apart && !shown.visible)) continue;
                update(*drawn, shown, side, pinned != nullptr, labelFont);
                seen.insert(item.id);
            }
        for (auto it = m_drawn[side].begin(); it != m_drawn[side].end(); ++it)
            if (!seen.contains(it.key()) || (side == Pinned && sameRule(live, *pinned, it.key()))) hide(*it);
    }
    placeLabels();
}

QAbstractSeries *LayerPainter::series(const QString &id, bool pinnedSide) const
{
    const QHash<QString, Drawn> &drawnSide = m_drawn[pinnedSide ? Pinned : Live];
    const auto drawn = drawnSide.constFind(id);
    return drawn == drawnSide.cend() ? nullptr : drawn->series();
}

void LayerPainter::placeLabels() const
{
    if (m_anchor) m_labels.place(m_anchor);
}

void LayerPainter::placeLabelsOffTexts() const
{
    for (const QHash<QString, Drawn> &side : m_drawn)
        for (const Drawn &drawn : side)
            if (!drawn.series() && drawn.label >= 0 && m_labels.item(drawn.label)->isVisible()) {
                placeLabels();
                return;
            }
}

} // namespace infralab
