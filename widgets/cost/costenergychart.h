#pragma once
// The electricity behind each option over the horizon and the CO₂ it emits at the grid's carbon intensity:
// one bar per option in kWh, a second axis in CO₂ (the same bars read at g/kWh), the API marked unknown
// rather than zero because its provider publishes no energy figure.
#include "costchart.h"

class QBarCategoryAxis;
class QBarSet;
class QStackedBarSeries;
class QValueAxis;

namespace infralab {

class CostEnergyChart : public CostChart
{
    Q_OBJECT
public:
    explicit CostEnergyChart(Scenario *scenario, QWidget *parent = nullptr);

    QString exportName() const override { return QStringLiteral("cost-energy"); }
    ChartFactory factory() const override { return chartFactoryOf<CostEnergyChart>(); }
    QString title() const override;
    /// The inputs behind the electricity: volume, horizon, cloud batch, on-premise power and PUE, grid.
    QString exportCaption(const Scenario &s) const override;

protected:
    void refresh() override;

private:
    QStackedBarSeries *m_bars; ///< one set per option, each non-zero in its own category: one colour each
    QList<QBarSet *> m_sets;
    /// A's bars, hatched, left of B's while a scenario is pinned ("energy-a", sets "energy-<id>-a").
    QStackedBarSeries *m_pinnedBars;
    QList<QBarSet *> m_pinnedSets;
    QBarCategoryAxis *m_optionAxis;
    QValueAxis *m_energyAxis, *m_co2Axis;
};

} // namespace infralab
