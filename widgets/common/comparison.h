#pragma once
// How every view draws the pinned scenario "A" beside the live one "B" (Comparison::pinned(), in
// pinnedcomparison.h), so that A reads the same way everywhere: A keeps B's colours, dashed and lighter for
// lines, hatched for bars and areas, and is named "A" in legends and tables. Only presentation lives here;
// the numbers come from models/ for each scenario in turn.
#include <QBrush>
#include <QPen>
#include <QString>

namespace infralab {

class Scenario;

namespace ab {

/// A's copy of a line drawn with `live` for B: same colour, dashed, slightly lighter, same width.
QPen pinnedPen(const QPen &live);
/// A's copy of a bar or an area filled with `live` for B: the same colour, hatched.
QBrush pinnedBrush(const QColor &live);
/// "A" and "B" in the current language (the letters stay, the words around them are translated).
QString letterA();
QString letterB();
/// `name` tagged with the scenario it belongs to, for legends: "TTFT (A)".
QString tagged(const QString &name, bool pinnedSide);
/// `text` introduced by the scenario it belongs to, for titles and texts on a plot: "A: 8 GPUs, …".
QString labelled(const QString &text, bool pinnedSide);
/// One line naming what A is: "A: H100 SXM · 8B du cours · bf16 · lot 64" (exportCaption of A).
QString describePinned(const Scenario &live);
/// Signed relative difference of B against A, "+12,5 %", or an empty string when A is zero or not finite.
QString relativeChange(double a, double b);

} // namespace ab
} // namespace infralab
