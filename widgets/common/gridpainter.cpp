#include "gridpainter.h"

#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsItemGroup>
#include <QGraphicsLineItem>
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <optional>

namespace infralab {

namespace {
/// Qt Charts 6.4 puts each axis' grid and minor grid in a group of their own, children of the chart, at
/// this stacking value (ChartPresenter::GridZValue): above the plot's background and shades, under the axes
/// and the series.
constexpr qreal kGridZ = 2;

/// `pen` drawing nothing, with its colour and width kept for GridPainter: only a solid pen, which a filled
/// rectangle draws alike.
std::optional<QPen> silenced(QPen pen)
{
    if (pen.style() != Qt::SolidLine) return std::nullopt;
    pen.setStyle(Qt::NoPen);
    return pen;
}
} // namespace

GridPainter::GridPainter(QGraphicsItem *parent) : QGraphicsItem(parent)
{
    // Under Qt's grid groups (which draw nothing now) and the axes' titles at the same stacking value, over
    // the shades (ChartPresenter::ShadesZValue, 1).
    setZValue(kGridZ - 0.5);
}

void GridPainter::takeOver(QChart *chart)
{
    const QList<QGraphicsItem *> children = chart->childItems();
    if (std::none_of(children.cbegin(), children.cend(),
                     [](const QGraphicsItem *item) { return item->type() == Type; })) {
        auto *grid = new GridPainter(chart);
        // Its bounds are the chart's rectangle, changed (after prepareGeometryChange(), as Qt asks) with it.
        QObject::connect(chart, &QGraphicsWidget::geometryChanged, chart, [grid] { grid->boundsChanged(); });
        grid->boundsChanged();
    }
    for (QAbstractAxis *axis : chart->axes()) {
        if (const auto pen = silenced(axis->gridLinePen())) axis->setGridLinePen(*pen);
        if (const auto pen = silenced(axis->minorGridLinePen())) axis->setMinorGridLinePen(*pen);
    }
}

QRectF GridPainter::boundingRect() const
{
    return m_bounds;
}

void GridPainter::boundsChanged()
{
    const QRectF bounds = parentItem() ? parentItem()->boundingRect() : QRectF();
    if (bounds == m_bounds) return;
    prepareGeometryChange();
    m_bounds = bounds;
}

void GridPainter::collect(const QGraphicsItem *root, QList<const QGraphicsItem *> *lines) const
{
    for (const QGraphicsItem *group : root->childItems()) {
        if (group->type() != QGraphicsItemGroup::Type || group->zValue() != kGridZ || !group->isVisible())
            continue;
        for (const QGraphicsItem *item : group->childItems())
            if (item->type() == QGraphicsLineItem::Type && item->isVisible() &&
                static_cast<const QGraphicsLineItem *>(item)->pen().style() == Qt::NoPen)
                lines->append(item);
    }
}

void GridPainter::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (!parentItem()) return;
    QList<const QGraphicsItem *> lines;
    collect(parentItem(), &lines);
    // A hairline (width 0) is one device pixel wide, whatever the painter's scale.
    const QTransform device = painter->deviceTransform();
    const qreal pixelX = device.m11() != 0 ? 1 / std::abs(device.m11()) : 1;
    const qreal pixelY = device.m22() != 0 ? 1 / std::abs(device.m22()) : 1;
    for (const QGraphicsItem *item : std::as_const(lines)) {
        const auto *lineItem = static_cast<const QGraphicsLineItem *>(item);
        const QPen pen = lineItem->pen();
        const QLineF line = lineItem->itemTransform(this).map(lineItem->line());
        // Centred on the line, as a stroke is: with antialiasing, the same rows and columns, equally shaded.
        if (line.dy() == 0) {
            const qreal w = pen.widthF() > 0 ? pen.widthF() : pixelY;
            painter->fillRect(
                QRectF(std::min(line.x1(), line.x2()), line.y1() - w / 2, std::abs(line.dx()), w),
                pen.color());
        } else if (line.dx() == 0) {
            const qreal w = pen.widthF() > 0 ? pen.widthF() : pixelX;
            painter->fillRect(
                QRectF(line.x1() - w / 2, std::min(line.y1(), line.y2()), w, std::abs(line.dy())),
                pen.color());
        } else {
            QPen drawn = pen;
            drawn.setStyle(Qt::SolidLine);
            painter->setPen(drawn);
            painter->drawLine(line);
        }
    }
}

} // namespace infralab
