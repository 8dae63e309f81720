// The roofline chart's operations: B's placed on B's roof by regime, A's share of them (those that follow the
// inputs, drawn hollow where they are not B's), their texts and their hover texts, each side's read from its
// own layer.
#include "chartstyle.h"
#include "comparison.h"
#include "format.h"
#include "rooflinechart.h"
#include "rooflinechart_p.h"
#include "scenario.h"

#include <QCursor>
#include <QGraphicsSimpleTextItem>
#include <QScatterSeries>
#include <QToolTip>
#include <algorithm>

namespace infralab {

using namespace roofline_detail;

namespace {
/// A count of floating-point operations, e.g. "137 GFLOP".
QString flopCount(double v)
{
    if (v >= 1e12) return RooflineChart::tr("%1 TFLOP").arg(Format::significant(v / 1e12));
    if (v >= 1e9) return RooflineChart::tr("%1 GFLOP").arg(Format::significant(v / 1e9));
    return RooflineChart::tr("%1 MFLOP").arg(Format::significant(v / 1e6));
}

QString flopsKey(const QString &id)
{
    return id + QStringLiteral(".flops");
}

QString bytesKey(const QString &id)
{
    return id + QStringLiteral(".bytes");
}

/// The hover text of an operation of `name` on `device`'s roof of `peak` and `bandwidth`.
QString toolTipFor(const QString &name, const Operation &op, const QString &device, double peak,
                   double bandwidth)
{
    const bool memory = regime(op.flops, op.bytes, peak, bandwidth) == Regime::Memory;
    return RooflineChart::tr("<b>%1</b><br>Work: %2<br>Memory traffic: %3<br>Intensity: %4<br>Attainable: %5 "
                             "on %6<br>Time ≥ %7: %8")
        .arg(name.toHtmlEscaped(), flopCount(op.flops), Format::bytes(op.bytes),
             Format::intensity(op.intensity()),
             Format::flops(attainableFlops(peak, op.intensity(), bandwidth)), device.toHtmlEscaped(),
             Format::duration(kernelTime(op.flops, op.bytes, peak, bandwidth)),
             memory ? RooflineChart::tr("memory-bound") : RooflineChart::tr("compute-bound"));
}

/// The operations' points of `layer`'s items `ids`, by operation.
QHash<QString, QPointF> pointsById(const QList<const ChartLayer::Item *> &items)
{
    QHash<QString, QPointF> points;
    for (const ChartLayer::Item *item : items)
        for (qsizetype i = 0; item && i < item->points.size() && i < item->pointIds.size(); ++i)
            points.insert(item->pointIds.at(i), item->points.at(i));
    return points;
}
} // namespace

void RooflineChart::addOperations(ChartLayer &layer, const Scenario &s, double peak, double bandwidth) const
{
    const QList<RooflinePoint> points = rooflinePoints(s);
    // A's y range, like B's: its lowest operation, which the sliders do not move.
    layer.values.insert(QStringLiteral("lowest"),
                        attainableFlops(peak, lowestOperation(s, points, kMovingIds), bandwidth) / kTera);
    struct Dots
    {
        QList<QPointF> points;
        QStringList ids;
    } dots[2][2]; // [moving][compute-bound]
    for (const RooflinePoint &point : points) {
        const Operation &op = point.op;
        layer.values.insert(flopsKey(point.id), op.flops);
        layer.values.insert(bytesKey(point.id), op.bytes);
        const QPointF value(op.intensity(), attainableFlops(peak, op.intensity(), bandwidth) / kTera);
        const bool compute = regime(op.flops, op.bytes, peak, bandwidth) != Regime::Memory;
        for (bool moving : {false, true}) {
            if (moving && (!kMovingIds.contains(point.id) || !(op.intensity() > 0))) continue;
            dots[moving][compute].points.append(value);
            dots[moving][compute].ids.append(point.id);
        }
    }
    for (bool compute : {false, true}) {
        const QColor colour = compute ? style::kComputeBound : style::kMemoryBound;
        const QString id = compute ? QStringLiteral("compute-bound") : QStringLiteral("memory-bound");
        const QString name = compute ? tr("compute-bound") : tr("memory-bound");
        // A's share first, under B's: hollow rings, named by their own texts, never where B has the same.
        ChartLayer::Item &moving = layer.scatter(QStringLiteral("moving-") + id, name, colour, Qt::white,
                                                 kPointSize, dots[true][compute].points);
        moving.pointIds = dots[true][compute].ids;
        moving.live = false;
        moving.differentOnly = true;
        moving.inLegend = false;
        moving.pinnedRing = QPen(colour, 3 * zoom());
        ChartLayer::Item &all =
            layer.scatter(id, name, colour, Qt::white, kPointSize, dots[false][compute].points);
        all.pointIds = dots[false][compute].ids;
        all.compared = false;
        all.thinRing = true;
    }
}

void RooflineChart::updatePointLabels()
{
    const QHash<QString, QPointF> live = pointsById({liveLayer().find(QStringLiteral("memory-bound")),
                                                     liveLayer().find(QStringLiteral("compute-bound"))});
    for (qsizetype i = 0; i < m_points.size() && i < m_pointLabels.size(); ++i) {
        m_pointLabels[i].value = live.value(m_points.at(i).id);
        m_pointLabels[i].item->setText(pointName(m_points.at(i).id));
    }
    // A's texts name the points A draws: apart from B's, as LayerPainter draws them.
    QHash<QString, QPointF> pinned;
    if (const ChartLayer *a = pinnedLayer())
        for (const QString &id :
             {QStringLiteral("moving-memory-bound"), QStringLiteral("moving-compute-bound")}) {
            const ChartLayer::Item apart = a->find(id)->apartFrom(liveLayer().find(id));
            pinned.insert(pointsById({&apart}));
        }
    for (qsizetype i = 0; i < kMovingIds.size(); ++i) {
        const bool drawn = pinned.contains(kMovingIds.at(i));
        m_pinnedLabels[i].value = pinned.value(kMovingIds.at(i));
        m_pinnedLabels[i].item->setText(drawn ? ab::tagged(pointName(kMovingIds.at(i)), true) : QString());
    }
}

void RooflineChart::connectHover()
{
    if (m_hoverConnected) return;
    m_hoverConnected = true;
    for (bool pinnedSide : {false, true})
        for (const QString &id : {QStringLiteral("memory-bound"), QStringLiteral("compute-bound")}) {
            const QString item = pinnedSide ? QStringLiteral("moving-") + id : id;
            auto *series = qobject_cast<QScatterSeries *>(layerSeries(item, pinnedSide));
            connect(series, &QScatterSeries::hovered, this,
                    [this, pinnedSide](const QPointF &point, bool state) {
                        onHovered(point, state, pinnedSide);
                    });
        }
}

void RooflineChart::onHovered(const QPointF &point, bool state, bool pinnedSide)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    // The series hand back the very point drawn; two operations may share it (decode at batch 64 and the
    // course's 64-row product almost do), the first one wins.
    const QList<Label> &labels = pinnedSide ? m_pinnedLabels : m_pointLabels;
    for (qsizetype i = 0; i < labels.size(); ++i) {
        const QString id = pinnedSide ? kMovingIds.value(i) : m_points.value(i).id;
        if (labels.at(i).value == point) {
            QToolTip::showText(QCursor::pos(), pointToolTip(id, pinnedSide), this);
            return;
        }
    }
}

QString RooflineChart::pointName(const QString &id) const
{
    // The names are the course's, the same whatever the scenario: B's list has every operation.
    for (const RooflinePoint &point : m_points)
        if (point.id == id) return QCoreApplication::translate("RooflinePoints", point.label);
    return {};
}

QString RooflineChart::pointToolTip(const QString &id, bool pinnedSide) const
{
    const ChartLayer *layer = pinnedSide ? pinnedLayer() : &liveLayer();
    const qsizetype moving = kMovingIds.indexOf(id);
    // A's hover text only for a point A draws: one with a text.
    if (!layer || (pinnedSide && (moving < 0 || m_pinnedLabels.at(moving).item->text().isEmpty()))) return {};
    if (!layer->values.contains(flopsKey(id))) return {};
    const Operation op{layer->values.value(flopsKey(id)), layer->values.value(bytesKey(id))};
    const QString name = pointName(id), device = layer->note;
    return toolTipFor(
        pinnedSide ? ab::tagged(name, true) : name, op, pinnedSide ? ab::tagged(device, true) : device,
        layer->values.value(QStringLiteral("peak")), layer->values.value(QStringLiteral("bandwidth")));
}

} // namespace infralab
