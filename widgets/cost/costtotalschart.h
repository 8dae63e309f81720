#pragma once
// Course section 05 at a glance: the total over the horizon of each option as a bar stacked by component
// (hardware, hosting, energy, staff, maintenance, usage), its total printed on top, and the checklist of
// criteria without a number underneath so that an exported chart carries the student's weighing too.
#include "costchart.h"

namespace infralab {

class CostTotalsChart : public NamedChart<CostTotalsChart, CostChart>
{
    /// layer(): the options' stacks ("totals", sets by component id) and their totals above them.
    INFRALAB_CHART(CostTotalsChart, "cost-totals",
                   QT_TR_NOOP("Total cost of each option over the horizon (course section 05)"))

private:
    /// The largest total of any option, A's or B's: both share the axis' unit.
    double largestTotal() const;

    QBarCategoryAxis *m_optionAxis;
    QValueAxis *m_costAxis;
};

} // namespace infralab
