#include "costenergychart.h"
#include "costscenario.h"

#include "costextra.h"
#include "format.h"
#include "scenario.h"

#include <QBarCategoryAxis>
#include <QLegend>
#include <QValueAxis>
#include <cmath>

namespace infralab {

namespace {
struct Scaled
{
    double divisor = 1;
    QString unit;
};

/// The first of `units` (each 1 000 times the previous) in which `largest` stays below `limit`.
Scaled scaledUnit(double largest, const QStringList &units, double limit)
{
    Scaled s{1, units.constFirst()};
    for (int i = 1; i < units.size() && std::isfinite(largest) && largest / s.divisor >= limit; ++i) {
        s.divisor *= 1000;
        s.unit = units.at(i);
    }
    return s;
}
// Axis labels up to 9 999 stay readable; a label beside a bar reads best under 1 000.
constexpr double kAxisLimit = 1e4, kLabelLimit = 1e3;
} // namespace

CostEnergyChart::CostEnergyChart(Scenario *scenario, QWidget *parent)
    : NamedChart(scenario, parent), m_optionAxis(new QBarCategoryAxis), m_energyAxis(new QValueAxis),
      m_co2Axis(new QValueAxis)
{
    setLayerAxes(m_optionAxis, {m_energyAxis});
    addAxis(m_co2Axis, Qt::AlignRight);
    m_energyAxis->setLabelFormat(QStringLiteral("%.6g"));
    m_co2Axis->setLabelFormat(QStringLiteral("%.6g"));
    m_co2Axis->setGridLineVisible(false); // one grid is enough; the energy axis owns it
    // The category axis already names each bar.
    setLegendShown(false);
}

QString CostEnergyChart::exportCaption(const Scenario &s) const
{
    const CostInputs c = costInputs(s);
    const EnergyInputs e = energyInputs(s);
    return tr("%1 requests/day · %2 years · cloud batch %3 · on-premise %4, PUE %5 · %6 edge devices · grid "
              "%7 g CO₂/kWh")
        .arg(Format::fixed(c.requestsPerDay, 0), Format::significant(c.years, 3),
             Format::significant(c.cloudBatch, 4), tr("%1 kW").arg(Format::significant(onPremPowerKw(c), 3)),
             Format::significant(c.pue, 3), Format::fixed(c.edgeDevices, 0),
             Format::significant(e.gridGco2PerKwh, 3));
}

QStringList CostEnergyChart::energyUnits()
{
    // From Wh: a few requests over a short horizon are well under a kWh. The model works in kWh.
    return {tr("Wh"), tr("kWh"), tr("MWh"), tr("GWh"), tr("TWh")};
}

QStringList CostEnergyChart::massUnits()
{
    return {tr("g"), tr("kg"), tr("t"), tr("kt"), tr("Mt")};
}

double CostEnergyChart::largestWh() const
{
    double largest = 0;
    for (const Scenario *s : drawnScenarios())
        for (CostOption o : kOptions)
            largest = std::max(largest, energyKwh(o, costInputs(*s), energyInputs(*s)).value_or(0) * 1000);
    return largest;
}

ChartLayer CostEnergyChart::layer(const Scenario &s) const
{
    const CostInputs c = costInputs(s);
    const EnergyInputs e = energyInputs(s);
    const Scaled energyUnit = scaledUnit(largestWh(), energyUnits(), kAxisLimit);
    QList<ChartLayer::BarSet> sets;
    QStringList categories;
    for (int i = 0; i < int(kOptions.size()); ++i) {
        const CostOption o = kOptions[i];
        categories << optionName(o);
        const double wh = energyKwh(o, c, e).value_or(0) * 1000;
        ChartLayer::BarSet set{
            QStringLiteral("energy-") + optionId(o), optionName(o), optionColour(o), {}, {}};
        for (int k = 0; k < int(kOptions.size()); ++k)
            set.values.append(k == i ? wh / energyUnit.divisor : 0);
        sets.append(set);
    }
    ChartLayer layer;
    layer.bars(QStringLiteral("energy"), Qt::Vertical, categories, sets).pen = Qt::NoPen;
    // Energy and CO₂ above a bar, the CO₂ at the scenario's own grid: A's may not be the one of the right
    // axis.
    for (int i = 0; i < int(kOptions.size()); ++i) {
        const CostOption o = kOptions[i];
        const std::optional<double> kwh = energyKwh(o, c, e);
        const double wh = kwh.value_or(0) * 1000;
        QString text = tr("unknown"), shortText;
        if (kwh) {
            const double grams = *co2Kg(o, c, e) * 1000;
            const Scaled eu = scaledUnit(wh, energyUnits(), kLabelLimit);
            const Scaled mu = scaledUnit(grams, massUnits(), kLabelLimit);
            text = tr("%1 %2\n%3 %4 CO₂")
                       .arg(Format::significant(wh / eu.divisor, 3), eu.unit,
                            Format::significant(grams / mu.divisor, 3), mu.unit);
            shortText = tr("%1 %2").arg(Format::significant(wh / eu.divisor, 3), eu.unit);
        }
        layer
            .text(QStringLiteral("energy-") + optionId(o), Format::noBreak(text), i, wh / energyUnit.divisor,
                  palette().color(QPalette::WindowText))
            .shortName = Format::noBreak(shortText);
    }
    return layer;
}

void CostEnergyChart::refresh()
{
    const Scenario &s = *scenario();
    const CostInputs c = costInputs(s);
    const EnergyInputs e = energyInputs(s);
    const double largest = largestWh();
    const Scaled energyUnit = scaledUnit(largest, energyUnits(), kAxisLimit);
    const bool paired = drawnScenarios().size() > 1;

    // Two lines of label above the tallest bar; a pair of bars may need its labels one above the other.
    setNiceRange(m_energyAxis, largest * (paired ? 1.35 : 1.15) / energyUnit.divisor);
    setAxisTitle(m_energyAxis, tr("Electricity (%1)").arg(energyUnit.unit));

    // The same bars read in CO₂: the right axis is the left one times the grid's intensity.
    const double maxGrams =
        co2KgForKwh(m_energyAxis->max() * energyUnit.divisor / 1000, e.gridGco2PerKwh) * 1000;
    const Scaled massUnit = scaledUnit(maxGrams, massUnits(), kAxisLimit);
    m_co2Axis->setVisible(maxGrams > 0);
    setAxisRange(m_co2Axis, 0, maxGrams > 0 ? maxGrams / massUnit.divisor : 1);
    m_co2Axis->setTickCount(m_energyAxis->tickCount());
    setAxisTitle(m_co2Axis,
                 tr("CO₂ at %1 g/kWh (%2)").arg(Format::significant(e.gridGco2PerKwh, 3), massUnit.unit));

    setLayerMarkers(QStringLiteral("energy"));
    const QString comparison = pinnedDifferences(tr("Hatched bars, left of each option"), costModelReads);
    setNote(
        (comparison.isEmpty() ? QString() : QString(comparison % u'\n')) %
        tr("API: unknown, not zero: the provider publishes no energy figure. GPU cloud counts the GPU-hours "
           "rented at %1 per GPU (an estimate) times the PUE; on-premise %2 around the clock times the PUE; "
           "edge %3 devices at %4 around the clock. Carbon = kWh × grid intensity (Patterson et al. 2021: "
           "the electricity mix matters more than the model).")
            .arg(Format::noBreak(tr("%1 kW").arg(Format::significant(e.cloudGpuKw, 3))),
                 Format::noBreak(tr("%1 kW").arg(Format::significant(onPremPowerKw(c), 3))),
                 Format::fixed(c.edgeDevices, 0),
                 Format::noBreak(tr("%1 W").arg(Format::significant(e.edgeDeviceKw * 1000, 3)))));
}

} // namespace infralab
