#pragma once
// What the two files of the roofline chart share (rooflinechart.cpp, rooflinechartab.cpp): its axis units and
// the look of its lines.
#include <QColor>
#include <QPen>

namespace infralab::roofline_detail {

// Fixed x range: the course's operations span I ≈ 1 (decode, batch 1) to I ≈ 1 365 (4096³); a fixed range
// keeps the chart still while a slider is dragged.
constexpr double kXMin = 0.1, kXMax = 1e5;
constexpr double kTera = 1e12; // the y axis is in TFLOP/s so that its labels stay plain numbers

inline QPen linePen(QColor color, qreal width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(color, width, style);
    pen.setCapStyle(Qt::FlatCap);
    return pen;
}

} // namespace infralab::roofline_detail
