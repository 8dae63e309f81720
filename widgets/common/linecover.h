#pragma once
// How much of a chart's lines a text box would cover: label placement (the roofline's operation names) tries
// to keep names off the lines they would otherwise be read across.
#include <QLineF>
#include <QList>
#include <QRectF>

class QChart;

namespace infralab {

/// A drawn line's segments in scene pixels, with the pen's width.
struct DrawnSegments
{
    QList<QLineF> segments;
    QList<qreal> widths;
};

/// The length of `segment` that lies inside `rect` (Liang–Barsky clipping).
qreal lengthInside(const QLineF &segment, const QRectF &rect);

/// The segments of every visible line series of `chart` (not scatter), mapped to scene pixels.
DrawnSegments drawnLines(QChart *chart);

/// The area of `rect` that the lines cover: Σ length inside × pen width.
qreal coveredArea(const DrawnSegments &lines, const QRectF &rect);

} // namespace infralab
