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
    // Lighter but not faded out: A must stay readable on a projector.
    c.setAlphaF(0.75 * c.alphaF());
    pen.setColor(c);
    pen.setStyle(Qt::DashLine);
    return pen;
}

QBrush pinnedBrush(const QColor &live)
{
    return QBrush(live, Qt::BDiagPattern);
}

QString letterA()
{
    return Comparison::tr("A", "the pinned scenario");
}

QString letterB()
{
    return Comparison::tr("B", "the live scenario");
}

QString tagged(const QString &name, bool pinnedSide)
{
    return Comparison::tr("%1 (%2)", "series name, then A or B").arg(name, pinnedSide ? letterA() : letterB());
}

QString labelled(const QString &text, bool pinnedSide)
{
    return Comparison::tr("%1: %2", "A, then what it is").arg(pinnedSide ? letterA() : letterB(), text);
}

QString describePinned(const Scenario &live)
{
    if (!live.comparison().pinned()) return {};
    return Comparison::tr("%1: %2", "A, then what it is")
        .arg(letterA(), exportCaption(*live.comparison().pinned()));
}

QString relativeChange(double a, double b)
{
    if (!std::isfinite(a) || !std::isfinite(b) || a == 0) return {};
    const double change = (b - a) / std::abs(a);
    const QString magnitude = Format::percent(std::abs(change), std::abs(change) < 0.1 ? 1 : 0);
    return (change < 0 ? QStringLiteral("−") : QStringLiteral("+")) + magnitude;
}

} // namespace infralab::ab
