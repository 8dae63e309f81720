#pragma once
// One rule for the time axes of the training charts (step time, pipeline Gantt): the unit keeps the longest
// time a short plain number, so ticks read "0, 20, 40 s" rather than "0, 0.02, 0.04 ks" or "1e+06 µs".
#include <QCoreApplication>
#include <QString>

namespace infralab {

struct TimeUnit
{
    double seconds;     ///< one unit, in seconds
    const char *symbol; ///< untranslated, in the "Units" context
    QString name() const { return QCoreApplication::translate("Units", symbol); }
};

/// µs below 1 ms, ms below 1 s, s below 10 min, min below 2 h, h beyond: between 1 and 1 000 units, and
/// minutes only once seconds would pass 600.
inline TimeUnit timeUnitFor(double longestSeconds)
{
    if (longestSeconds >= 7200) return {3600, QT_TRANSLATE_NOOP("Units", "h")};
    if (longestSeconds >= 600) return {60, QT_TRANSLATE_NOOP("Units", "min")};
    if (longestSeconds >= 1) return {1, QT_TRANSLATE_NOOP("Units", "s")};
    if (longestSeconds >= 1e-3) return {1e-3, QT_TRANSLATE_NOOP("Units", "ms")};
    return {1e-6, QT_TRANSLATE_NOOP("Units", "µs")};
}

} // namespace infralab
