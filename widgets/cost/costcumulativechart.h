#pragma once
// When the money goes out: the cumulative cost of each option month by month, hardware paid up front and the
// rest spread evenly, with the months where one option catches up with another marked on the plot and those
// after the horizon named underneath.
#include "costchart.h"

namespace infralab {

class CostCumulativeChart : public NamedChart<CostCumulativeChart, CostChart>
{
    INFRALAB_CHART(CostCumulativeChart, "cost-cumulative",
                   QT_TR_NOOP("Cumulative cost month by month, with break-even points"))

protected:
    bool namesPinnedInTitle() const override { return false; } // the note under the legend names A

private:
    /// The largest amount drawn, B's or A's, up front or at its own horizon (euros).
    double largestAmount() const;
    /// The sentences under the legend: the break-even months within the horizon, then those after it.
    QString breakEvenNote(QList<std::pair<double, QString>> within,
                          QList<std::pair<double, QString>> later) const;

    QValueAxis *m_monthAxis, *m_costAxis;
};

} // namespace infralab
