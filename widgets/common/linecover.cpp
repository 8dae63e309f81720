#include "linecover.h"

#include <QChart>
#include <QLineSeries>

#include <algorithm>
#include <limits>

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

DrawnSegments drawnLines(QChart *chart, std::optional<std::pair<qreal, qreal>> band)
{
    DrawnSegments out;
    for (QAbstractSeries *series : chart->series()) {
        auto *line = qobject_cast<QLineSeries *>(series);
        if (!line || !line->isVisible() || line->count() < 2) continue;
        const QList<QPointF> points = line->points();
        // The band in this series' values; a curve whose x does not grow is mapped whole.
        qreal from = -std::numeric_limits<qreal>::infinity(), to = -from;
        if (band && std::is_sorted(points.cbegin(), points.cend(),
                                   [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); })) {
            from = chart->mapToValue(QPointF(band->first, 0), line).x();
            to = chart->mapToValue(QPointF(band->second, 0), line).x();
            if (from > to) std::swap(from, to);
        }
        const qreal width = std::max<qreal>(1, line->pen().widthF());
        qsizetype mappedIndex = -1; // the last point mapped, which starts the next segment
        QPointF mapped;
        for (qsizetype i = 1; i < points.size(); ++i) {
            const QPointF &a = points.at(i - 1), &b = points.at(i);
            if (std::max(a.x(), b.x()) < from || std::min(a.x(), b.x()) > to) continue;
            const QPointF start = mappedIndex == i - 1 ? mapped : chart->mapToPosition(a, line);
            mapped = chart->mapToPosition(b, line);
            mappedIndex = i;
            out.segments.append(QLineF(start, mapped));
            out.widths.append(width);
        }
    }
    return out;
}

qreal coveredArea(const DrawnSegments &lines, const QRectF &rect)
{
    qreal area = 0;
    for (qsizetype i = 0; i < lines.segments.size(); ++i) {
        const QLineF &s = lines.segments.at(i);
        const qreal half = lines.widths.at(i) / 2;
        // Most segments of a curve lie wholly to one side of a text's box: told apart before any clipping.
        if (std::max(s.x1(), s.x2()) < rect.left() - half || std::min(s.x1(), s.x2()) > rect.right() + half ||
            std::max(s.y1(), s.y2()) < rect.top() - half || std::min(s.y1(), s.y2()) > rect.bottom() + half)
            continue;
        area += lengthInside(s, rect.adjusted(-half, -half, half, half)) * lines.widths.at(i);
    }
    return area;
}

} // namespace infralab

namespace infralab {

QRectF placeLabel(const QPointF &p, const QSizeF &size, qreal gap, const QRectF &plot,
                  const QList<QRectF> &taken, const DrawnSegments &lines, int rows, bool upLeftFirst,
                  qreal *cost)
{
    constexpr qreal kHidingWeight = 100; // a pixel of text hidden weighs as much as 100 of line crossed
    const qreal w = size.width(), h = size.height();
    const QPointF right(p.x() + gap, p.y() - h / 2), left(p.x() - gap - w, p.y() - h / 2);
    const QPointF above(p.x() - w / 2, p.y() - gap - h), below(p.x() - w / 2, p.y() + gap);
    // Diagonally off the point: the side of a sloping roof that a text beside or above the point would cross.
    const QPointF upLeft(p.x() - w - gap / 2, p.y() - h - gap / 2),
        downRight(p.x() + gap / 2, p.y() + gap / 2);
    QList<QPointF> spots = {right, left, above, below, upLeft, downRight};
    if (upLeftFirst) spots.prepend(upLeft);
    // Points that share a place (several operators at the same intensity) stack their texts in rows.
    for (int k = 1; k <= rows; ++k) {
        const QPointF up(0, -k * h), down(0, k * h);
        spots += {right + up, right + down, left + up, left + down, above + up, below + down};
    }
    auto area = [](const QRectF &r) { return r.isValid() ? r.width() * r.height() : 0.0; };
    QRectF best;
    qreal bestCost = std::numeric_limits<qreal>::max();
    for (const QPointF &spot : std::as_const(spots)) {
        const QRectF r(spot, size);
        // Covering the axes (outside the plot) or another text or dot hides text; crossing a line only makes
        // it harder to read: the first two weigh far more.
        qreal hidden = area(r) - area(r.intersected(plot));
        for (const QRectF &t : taken)
            hidden += area(r.intersected(t));
        const qreal c = kHidingWeight * hidden + coveredArea(lines, r);
        if (c < bestCost) {
            best = r;
            bestCost = c;
        }
        if (c <= 0) break;
    }
    if (bestCost > 0) {
        // No spot beside the point is free (a long name among crowded ones, between the selected roof and the
        // compared device's just under it at 152 %): the nearest free spot of a grid around it, in half
        // heights and quarter widths, its leader line then joining it to its point.
        // The candidates nearest first (a stable sort: of two as near, the first in the grid's order), so
        // that the first free one is the spot and the search stops there, the cheap test of the texts and
        // dots before the lines'; it tested all 325 of them, then kept the nearest free one, the same spot.
        struct Candidate
        {
            QRectF box;
            QPointF closest;
            qreal distance;
        };
        QList<Candidate> candidates;
        const int steps = 2 * (rows + 3);
        for (int i = -steps; i <= steps; ++i)
            for (int j = -6; j <= 6; ++j) {
                const QRectF r(QPointF(p.x() - w / 2 + j * w / 4, p.y() - h / 2 + i * h / 2), size);
                if (!plot.contains(r) || r.contains(p)) continue;
                const QPointF closest(std::clamp(p.x(), r.left(), r.right()),
                                      std::clamp(p.y(), r.top(), r.bottom()));
                candidates.append({r, closest, QLineF(p, closest).length()});
            }
        std::stable_sort(candidates.begin(), candidates.end(),
                         [](const Candidate &a, const Candidate &b) { return a.distance < b.distance; });
        for (const Candidate &c : std::as_const(candidates)) {
            // Free of texts and lines, and so is its leader: one drawn through other names strikes them out
            // (the point's own dot is one of the boxes taken).
            bool free = true;
            for (qsizetype t = 0; free && t < taken.size(); ++t)
                free = !c.box.intersects(taken.at(t)) &&
                       (taken.at(t).contains(p) || lengthInside(QLineF(p, c.closest), taken.at(t)) <= 0);
            if (!free || coveredArea(lines, c.box) > 0) continue;
            best = c.box;
            bestCost = 0;
            break;
        }
    }
    if (cost) *cost = bestCost;
    return best;
}

} // namespace infralab
