#include "linecover.h"

#include <QChart>
#include <QLineSeries>

#include <algorithm>

namespace infralab {

qreal lengthInside(const QLineF &segment, const QRectF &rect)
{
    const qreal dx = segment.dx(), dy = segment.dy();
    qreal t0 = 0, t1 = 1;
    // Each edge of the rectangle bounds the parameter t of p(t) = p1 + t·(p2 − p1) from one side.
    const qreal p[4] = {-dx, dx, -dy, dy};
    const qreal q[4] = {segment.x1() - rect.left(), rect.right() - segment.x1(), segment.y1() - rect.top(),
                        rect.bottom() - segment.y1()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0) return 0; // parallel to this edge and outside it
            continue;
        }
        const qreal t = q[i] / p[i];
        if (p[i] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1) return 0;
    }
    return (t1 - t0) * segment.length();
}

DrawnSegments drawnLines(QChart *chart)
{
    DrawnSegments out;
    for (QAbstractSeries *series : chart->series()) {
        auto *line = qobject_cast<QLineSeries *>(series);
        if (!line || !line->isVisible() || line->count() < 2) continue;
        const QList<QPointF> points = line->points();
        QPointF previous = chart->mapToPosition(points.first(), line);
        for (qsizetype i = 1; i < points.size(); ++i) {
            const QPointF next = chart->mapToPosition(points.at(i), line);
            out.segments.append(QLineF(previous, next));
            out.widths.append(std::max<qreal>(1, line->pen().widthF()));
            previous = next;
        }
    }
    return out;
}

qreal coveredArea(const DrawnSegments &lines, const QRectF &rect)
{
    qreal area = 0;
    for (qsizetype i = 0; i < lines.segments.size(); ++i) {
        const qreal half = lines.widths.at(i) / 2;
        area +=
            lengthInside(lines.segments.at(i), rect.adjusted(-half, -half, half, half)) * lines.widths.at(i);
    }
    return area;
}

} // namespace infralab
