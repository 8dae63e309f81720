#pragma once
// Round axis ticks: a person reads 0, 50, 100, 150 at a glance, and 0, 2.8, 5.6, 8.4 not at all. Qt Charts'
// fixed ticks split the range into equal parts whatever it is; ChartView replaces those that are not round
// by ticks every roundTickInterval() (chartview.cpp), so that every chart follows.

namespace infralab::axisticks {

/// The step between ticks nearest (in ratio) to `span` / `intervals` that is 1, 2 or 5 times a power of ten,
/// never below `smallest` (1 for an axis of whole numbers). 0 when `span` is not a positive finite number.
double roundTickInterval(double span, int intervals = 5, double smallest = 0);

/// True when `step` is 1, 2, 2.5 or 5 times a power of ten (25, 50, 75 is round; 28, 56, 84 is not).
bool isRoundStep(double step);

/// True when the `count` ticks spread evenly over [min, max] fall on round values: a round step from a
/// multiple of it.
bool fixedTicksAreRound(double min, double max, int count);

} // namespace infralab::axisticks
