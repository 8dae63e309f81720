#pragma once
// The course's sensitivity loop drawn out: the yearly cost of each option against the volume, requests per
// day on a log axis from 100 to 10⁷, the volumes where two options cost the same marked, and a plain sentence
// for each pair that never crosses in that range, saying what would change it.
#include "costchart.h"

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;

namespace infralab {

class CostSensitivityChart : public CostChart
{
    Q_OBJECT
public:
    static constexpr double kMinVolume = 100, kMaxVolume = 1e7;

    explicit CostSensitivityChart(Scenario *scenario, QWidget *parent = nullptr);

    QString exportName() const override { return QStringLiteral("cost-sensitivity"); }
    ChartFactory factory() const override { return chartFactoryOf<CostSensitivityChart>(); }
    QString title() const override;

    /// Euros per unit of the cost axis.
    double axisEuros() const { return m_unit; }

protected:
    void refresh() override;

private:
    /// The sentence for a pair that does not cross between kMinVolume and kMaxVolume.
    QString neverCross(CostOption a, CostOption b, const CostInputs &c) const;

    QList<QLineSeries *> m_lines;
    QLineSeries *m_current;
    /// A's lines, dashed, and A's volume when it differs from B's ("-a" object names).
    QList<QLineSeries *> m_pinnedLines;
    QLineSeries *m_pinnedCurrent;
    QScatterSeries *m_crossovers;
    QLogValueAxis *m_volumeAxis, *m_costAxis;
    double m_unit = 1;
};

} // namespace infralab
