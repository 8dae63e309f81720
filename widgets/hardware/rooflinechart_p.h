#pragma once
// What the two files of the roofline chart share (rooflinechart.cpp, rooflinechartab.cpp): its axis units and
// the look of its lines and points.
#include "rooflinepoints.h"

#include <QColor>
#include <QPen>
#include <QStringList>

namespace infralab::roofline_detail {

// Fixed x range: the course's operations span I ≈ 1 (decode, batch 1) to I ≈ 1 365 (4096³); a fixed range
// keeps the chart still while a slider is dragged.
constexpr double kXMin = 0.1, kXMax = 1e5;
constexpr double kTera = 1e12; // the y axis is in TFLOP/s so that its labels stay plain numbers
constexpr qreal kPointSize = 16; // an operation's dot
constexpr qreal kRidgeClearance = 6; // between the ridge point's dot or label and any other label

// The operations whose place depends on the scenario's inputs (batch, prompt, model): A draws these; the
// course's fixed products and convolution would only repeat B's points on A's roof.
inline const QStringList kMovingIds = {QStringLiteral("decode"), QStringLiteral("prefill"),
                                       QStringLiteral("attention")};

/// The lowest intensity among `points` (those of `ids` only, unless empty), counting decode at its lowest
/// batch (1) so that the batch slider does not move the axis; never below the x axis' start.
double lowestOperation(const Scenario &s, const QList<RooflinePoint> &points, const QStringList &ids);

inline QPen linePen(QColor color, qreal width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(color, width, style);
    pen.setCapStyle(Qt::FlatCap);
    return pen;
}

} // namespace infralab::roofline_detail
