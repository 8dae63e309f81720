#pragma once
// Greedy word wrap for text a chart draws itself, so that it fits a narrow chart.
#include <QFont>
#include <QString>

namespace infralab {

/// Wraps at spaces to lines no wider than `width`; "p = 8" stays together (an equation is one word), and
/// numbers keep their units (Format joins them with no-break spaces).
QString wrapText(const QString &text, const QFont &font, qreal width);

} // namespace infralab
