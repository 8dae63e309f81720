#pragma once
// How much of a chart's lines a text box would cover: label placement (the roofline's operation names) tries
// to keep names off the lines they would otherwise be read across.
#include <QLineF>
#include <QList>
#include <QRectF>

#include <optional>
#include <utility>

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

/// The segments of every visible line series of `chart` (not scatter), mapped to scene pixels. With a band
/// [left, right] of scene x, only the segments of a curve drawn left to right that reach into it: mapping
/// every point of every curve on each redraw costs more than the placement it serves.
DrawnSegments drawnLines(QChart *chart, std::optional<std::pair<qreal, qreal>> band = {});

/// The area of `rect` that the lines cover: Σ length inside × pen width.
qreal coveredArea(const DrawnSegments &lines, const QRectF &rect);

} // namespace infralab

namespace infralab {

/// Where a text of `size` goes beside the point `anchor` (scene pixels) of a chart's plot `plot`: the first
/// of the spots around it (right, left, above, below, diagonally off it, then rows further up and down) that
/// leaves the plot no part of it, covers none of the boxes `taken` (other texts and dots) and crosses no
/// line; else the one where hidden text weighs most and crossed lines least. The roofline's and the
/// operators' names are placed this way. `upLeftFirst`: the diagonal above-left is tried first (a memory
/// level's name, above its roof). `cost`: 0 when the spot found hides nothing.
QRectF placeLabel(const QPointF &anchor, const QSizeF &size, qreal gap, const QRectF &plot,
                  const QList<QRectF> &taken, const DrawnSegments &lines, int rows = 3,
                  bool upLeftFirst = false, qreal *cost = nullptr);

} // namespace infralab
