#pragma once
// Linear blend of two colours, for the charts that paint their own shades (pipeline chunks, idle time,
// the all-reduce ring's partial sums).
#include <QColor>

namespace infralab {

/// `c` moved a fraction `t` (0 … 1) of the way toward `with`, channel by channel.
inline QColor mixColours(const QColor &c, const QColor &with, double t)
{
    return QColor::fromRgbF(c.redF() + (with.redF() - c.redF()) * t,
                            c.greenF() + (with.greenF() - c.greenF()) * t,
                            c.blueF() + (with.blueF() - c.blueF()) * t);
}

} // namespace infralab
