#include "axisticks.h"

#include "chartview.h"

#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace infralab::axisticks {

namespace {
/// `v` relative to the power of ten below it: 1 ≤ mantissa < 10.
double mantissa(double v)
{
    return v / std::pow(10.0, std::floor(std::log10(v)));
}

/// Equal within the rounding of a division (the ticks come from (max − min) / (count − 1)).
bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}
} // namespace

double roundTickInterval(double span, int intervals, double smallest)
{
    if (!std::isfinite(span) || span <= 0 || intervals < 1) return 0;
    const double raw = span / intervals, power = std::pow(10.0, std::floor(std::log10(raw)));
    // The round step nearest the even split, in ratio: 2.8 gives 2, 4 gives 5.
    double step = power;
    for (const double m : {2.0, 5.0, 10.0})
        if (std::abs(std::log(m * power / raw)) < std::abs(std::log(step / raw))) step = m * power;
    return std::max(step, smallest);
}

bool isRoundStep(double step)
{
    if (!std::isfinite(step) || step <= 0) return false;
    const double m = mantissa(step);
    for (const double round : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (near(m, round)) return true;
    return false;
}

bool fixedTicksAreRound(double min, double max, int count)
{
    if (count < 2) return true;
    const double step = (max - min) / (count - 1);
    if (!isRoundStep(step)) return false;
    const double multiples = min / step;
    return near(multiples, std::round(multiples)) || std::abs(min) <= 1e-12 * step;
}

} // namespace infralab::axisticks

namespace infralab::axisticks {

namespace {
/// Qt Charts' AbstractDomain::niceNumber: 1, 2, 5 or 10 × 10^n, `x` rounded up (`ceiling`) or to nearest.
double niceNumber(double x, bool ceiling)
{
    const double z = std::pow(10.0, std::floor(std::log10(x)));
    const double q = x / z;
    if (ceiling) return (q <= 1.0 ? 1 : q <= 2.0 ? 2 : q <= 5.0 ? 5 : 10) * z;
    return (q < 1.5 ? 1 : q < 3.0 ? 2 : q < 7.0 ? 5 : 10) * z;
}
} // namespace

NiceRange looseNiceRange(double min, double max, int tickCount)
{
    const double range = niceNumber(max - min, true);
    const double step = niceNumber(range / (tickCount - 1), false);
    const double lo = std::floor(min / step), hi = std::ceil(max / step);
    return {lo * step, hi * step, int(hi - lo) + 1};
}

void setNiceAxisRange(QValueAxis *axis, double min, double max)
{
    // What ChartView::setAxisRange() replaces is rare: the two range changes are kept there.
    if (!(std::isfinite(min) && std::isfinite(max) && min < max)) {
        ChartView::setAxisRange(axis, min, max);
        axis->applyNiceNumbers();
        return;
    }
    // From the tick count the chart gave the axis, not the one the last nice range left: the range is then a
    // function of [min, max] alone, the same in the window after any number of refreshes as in a new chart
    // (an export).
    static const char *const kAsked = "infralabNiceTicks";
    if (!axis->property(kAsked).isValid()) axis->setProperty(kAsked, axis->tickCount());
    const NiceRange nice = looseNiceRange(min, max, axis->property(kAsked).toInt());
    axis->setRange(nice.min, nice.max);
    axis->setTickCount(nice.tickCount);
}

} // namespace infralab::axisticks
