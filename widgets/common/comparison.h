#pragma once
// How every view draws the pinned scenario beside the current (live) one (Comparison::pinned(), in
// pinnedcomparison.h), so that it reads the same way everywhere: the pinned scenario keeps the current one's
// colours, dashed and lighter for lines, hatched for bars and areas, and is named "Pinned" ("Épinglé") in
// legends and tables, the live one "Current" ("Actuel"). Words rather than the letters A and B: the course's
// formulas already use B for the batch, and a legend "TTFT (B)" would read as "TTFT at batch B". Only
// presentation lives here; the numbers come from models/ for each scenario in turn.
#include <QBrush>
#include <QPen>
#include <QString>

namespace infralab {

class Scenario;

namespace ab {

/// The pinned scenario's copy of a line drawn with `live` for the current one: same colour, dashed, slightly
/// lighter, same width.
QPen pinnedPen(const QPen &live);
/// The pinned scenario's copy of a bar or an area filled with `live`: the same colour, hatched.
QBrush pinnedBrush(const QColor &live);
/// The names of the two scenarios in the current language, as a table header or at the start of a line:
/// "Pinned" ("Épinglé") and "Current" ("Actuel").
QString pinnedName();
QString liveName();
/// `name` tagged with the scenario it belongs to, for legends and table headers: "TTFT (pinned)".
QString tagged(const QString &name, bool pinnedSide);
/// `text` introduced by the scenario it belongs to, for titles and texts on a plot: "Pinned: 8 GPUs, …".
QString labelled(const QString &text, bool pinnedSide);
/// One line naming what the pinned scenario is: "Épinglé : H100 SXM · 8B du cours · bf16 · lot 64"
/// (exportCaption of the pinned scenario).
QString describePinned(const Scenario &live);
/// Signed relative difference of the current value `b` against the pinned `a`, "+12,5 %", or an empty string
/// when `a` is zero or not finite.
QString relativeChange(double a, double b);

} // namespace ab
} // namespace infralab
