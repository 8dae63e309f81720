#include "comparison.h"

#include "chartexport.h"
#include "format.h"
#include "scenario.h"

#include <QCoreApplication>
#include <cmath>

namespace infralab::ab {

namespace {
class Comparison
{
    Q_DECLARE_TR_FUNCTIONS(Comparison)
};
} // namespace

QPen pinnedPen(const QPen &live)
{
    QPen pen = live;
    QColor c = live.color();
    // Lighter but not faded out: the pinned scenario must stay readable on a projector.
    c.setAlphaF(0.75 * c.alphaF());
    pen.setColor(c);
    pen.setStyle(Qt::DashLine);
    return pen;
}

QBrush pinnedBrush(const QColor &live)
{
    return QBrush(live, Qt::BDiagPattern);
}

QString pinnedName()
{
    return Comparison::tr("Pinned", "the scenario pinned for comparison, as a header or a line's start");
}

QString liveName()
{
    return Comparison::tr("Current",
                          "the live scenario compared with the pinned one, as a header or a line's start");
}

QString tagged(const QString &name, bool pinnedSide)
{
    // Lower case after a name, and its own sentence so that a language may agree the word with the name.
    return pinnedSide ? Comparison::tr("%1 (pinned)", "a series or column of the pinned scenario").arg(name)
                      : Comparison::tr("%1 (current)", "a series or column of the live scenario").arg(name);
}

QString labelled(const QString &text, bool pinnedSide)
{
    return Comparison::tr("%1: %2", "Pinned or Current, then what it is")
        .arg(pinnedSide ? pinnedName() : liveName(), text);
}

QString describePinned(const Scenario &live)
{
    if (!live.comparison().pinned()) return {};
    return labelled(exportCaption(*live.comparison().pinned()), true);
}

QString relativeChange(double a, double b)
{
    if (!std::isfinite(a) || !std::isfinite(b) || a == 0) return {};
    const double change = (b - a) / std::abs(a);
    return Format::signedPercent(change, std::abs(change) < 0.1 ? 1 : 0);
}

} // namespace infralab::ab
