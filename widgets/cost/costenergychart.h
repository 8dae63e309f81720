#pragma once
// The electricity behind each option over the horizon and the CO₂ it emits at the grid's carbon intensity:
// one bar per option in kWh, a second axis in CO₂ (the same bars read at g/kWh), the API marked unknown
// rather than zero because its provider publishes no energy figure.
#include "costchart.h"

namespace infralab {

class CostEnergyChart : public NamedChart<CostEnergyChart, CostChart>
{
    /// layer(): one set per option ("energy", sets "energy-<id>"), each non-zero in its own category: one
    /// colour each; the energy and CO₂ above each bar.
    INFRALAB_CHART(CostEnergyChart, "cost-energy", QT_TR_NOOP("Electricity over the horizon and its CO₂"))

public:
    /// The inputs behind the electricity: volume, horizon, cloud batch, on-premise power and PUE, grid.
    QString exportCaption(const Scenario &s) const override;

private:
    /// The largest electricity of any option, A's or B's, in Wh: both share the axis' unit.
    double largestWh() const;
    static QStringList energyUnits();
    static QStringList massUnits();

    QBarCategoryAxis *m_optionAxis;
    QValueAxis *m_energyAxis, *m_co2Axis;
};

} // namespace infralab
