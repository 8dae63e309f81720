#pragma once
// Course section 05 at a glance: the total over the horizon of each option as a bar stacked by component
// (hardware, hosting, energy, staff, maintenance, usage), its total printed on top, and the checklist of
// criteria without a number underneath so that an exported chart carries the student's weighing too.
#include "costchart.h"

class QBarCategoryAxis;
class QBarSet;
class QStackedBarSeries;
class QValueAxis;

namespace infralab {

class CostTotalsChart : public CostChart
{
    Q_OBJECT
public:
    explicit CostTotalsChart(Scenario *scenario, QWidget *parent = nullptr);

    QString exportName() const override { return QStringLiteral("cost-totals"); }
    ChartFactory factory() const override { return chartFactoryOf<CostTotalsChart>(); }
    QString title() const override;

    /// Euros per unit of the value axis (1, 1 000, …): bar values times this are euros.
    double axisEuros() const { return m_unit; }

protected:
    void refresh() override;

private:
    QStackedBarSeries *m_bars;
    QList<QBarSet *> m_components;
    /// A's stacks, hatched, left of B's while a scenario is pinned (objectName "totals-a", sets "<id>-a").
    QStackedBarSeries *m_pinnedBars;
    QList<QBarSet *> m_pinnedComponents;
    QBarCategoryAxis *m_optionAxis;
    QValueAxis *m_costAxis;
    double m_unit = 1;
};

} // namespace infralab
