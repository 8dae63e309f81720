#pragma once
// When the money goes out: the cumulative cost of each option month by month, hardware paid up front and the
// rest spread evenly, with the months where one option catches up with another marked on the plot and those
// after the horizon named underneath.
#include "costchart.h"

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace infralab {

class CostCumulativeChart : public CostChart
{
    Q_OBJECT
public:
    explicit CostCumulativeChart(Scenario *scenario, QWidget *parent = nullptr);

    QString exportName() const override { return QStringLiteral("cost-cumulative"); }
    ChartFactory factory() const override { return chartFactoryOf<CostCumulativeChart>(); }
    QString title() const override;

    /// Euros per unit of the cost axis.
    double axisEuros() const { return m_unit; }

protected:
    void refresh() override;

private:
    QList<QLineSeries *> m_lines;
    QScatterSeries *m_breakEven;
    /// A's lines, dashed, and its break-even points, lighter and without labels ("-a" object names).
    QList<QLineSeries *> m_pinnedLines;
    QScatterSeries *m_pinnedBreakEven;
    QValueAxis *m_monthAxis, *m_costAxis;
    double m_unit = 1;
};

} // namespace infralab
