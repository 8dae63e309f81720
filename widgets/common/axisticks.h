#pragma once
// Round axis ticks: a person reads 0, 50, 100, 150 at a glance, and 0, 2.8, 5.6, 8.4 not at all. Qt Charts'
// fixed ticks split the range into equal parts whatever it is; ChartView replaces those that are not round
// by ticks every roundTickInterval() (chartview.cpp), so that every chart follows.

#include <QString>

class QValueAxis;

namespace infralab::axisticks {

/// Sets `format` on `axis` (a QValueAxis or QLogValueAxis) only when it differs: Qt Charts 6.4 lays the whole
/// chart out again at every setLabelFormat(), even to the format it has (perf: 191 of 288 layouts of the
/// Gantt in a drag of each Training slider).
template <class Axis> void setLabelFormat(Axis *axis, const QString &format)
{
    if (axis->labelFormat() != format) axis->setLabelFormat(format);
}

/// The step between ticks nearest (in ratio) to `span` / `intervals` that is 1, 2 or 5 times a power of ten,
/// never below `smallest` (1 for an axis of whole numbers). 0 when `span` is not a positive finite number.
double roundTickInterval(double span, int intervals = 5, double smallest = 0);

/// True when `step` is 1, 2, 2.5 or 5 times a power of ten (25, 50, 75 is round; 28, 56, 84 is not).
bool isRoundStep(double step);

/// True when the `count` ticks spread evenly over [min, max] fall on round values: a round step from a
/// multiple of it.
bool fixedTicksAreRound(double min, double max, int count);

/// A range widened to round ticks, as QValueAxis::applyNiceNumbers() does it (Qt Charts 6.4,
/// AbstractDomain::looseNiceNumbers: the span rounded up to 1, 2, 5 or 10 × 10^n, a step of about span /
/// (ticks − 1) rounded the same way to nearest, the ends moved out to multiples of the step), computed
/// without setting the axis: Qt Charts lays out every label of an axis at each of its range changes, and
/// applyNiceNumbers() after setting the range made two.
struct NiceRange
{
    double min, max;
    int tickCount;
};
NiceRange looseNiceRange(double min, double max, int tickCount);

/// ChartView::setAxisRange() then QValueAxis::applyNiceNumbers(), in one range change of `axis`.
void setNiceAxisRange(QValueAxis *axis, double min, double max);

} // namespace infralab::axisticks
