#include "costenergychart.h"

#include "costextra.h"
#include "format.h"
#include "scenario.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QLegend>
#include <QStackedBarSeries>
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
} // namespace

CostEnergyChart::CostEnergyChart(Scenario *scenario, QWidget *parent)
    : CostChart(scenario, parent), m_bars(new QStackedBarSeries), m_optionAxis(new QBarCategoryAxis),
      m_energyAxis(new QValueAxis), m_co2Axis(new QValueAxis)
{
    m_bars->setObjectName(QStringLiteral("energy"));
    for (CostOption o : kOptions) {
        auto *set = new QBarSet(QString());
        set->setObjectName(QString(QStringLiteral("energy-") % optionId(o)));
        set->setColor(optionColour(o));
        set->setPen(Qt::NoPen);
        for (int i = 0; i < int(kOptions.size()); ++i)
            set->append(0);
        m_bars->append(set);
        m_sets.append(set);
    }
    m_bars->setBarWidth(0.6);
    chart()->addSeries(m_bars);
    chart()->addAxis(m_optionAxis, Qt::AlignBottom);
    chart()->addAxis(m_energyAxis, Qt::AlignLeft);
    chart()->addAxis(m_co2Axis, Qt::AlignRight);
    m_bars->attachAxis(m_optionAxis);
    m_bars->attachAxis(m_energyAxis);
    m_energyAxis->setLabelFormat(QStringLiteral("%.6g"));
    m_co2Axis->setLabelFormat(QStringLiteral("%.6g"));
    m_co2Axis->setGridLineVisible(false); // one grid is enough; the energy axis owns it
    // The category axis already names each bar.
    chart()->legend()->setVisible(false);
    for (QAbstractAxis *axis : chart()->axes())
        styleAxis(axis);
}

QString CostEnergyChart::title() const
{
    return tr("Electricity over the horizon and its CO₂");
}

void CostEnergyChart::refresh()
{
    const Scenario &s = *scenario();
    const CostInputs c = s.costInputs();
    const EnergyInputs e = energyInputs(s);
    // From Wh and g: a few requests over a short horizon are well under a kWh. The model works in kWh and kg.
    const QStringList energyUnits = {tr("Wh"), tr("kWh"), tr("MWh"), tr("GWh"), tr("TWh")};
    const QStringList massUnits = {tr("g"), tr("kg"), tr("t"), tr("kt"), tr("Mt")};
    // Axis labels up to 9 999 stay readable; a label beside a bar reads best under 1 000.
    constexpr double kAxisLimit = 1e4, kLabelLimit = 1e3;

    double largest = 0; // Wh
    for (CostOption o : kOptions)
        largest = std::max(largest, energyKwh(o, c, e).value_or(0) * 1000);
    const Scaled energyUnit = scaledUnit(largest, energyUnits, kAxisLimit);

    QStringList categories;
    QList<Marker> labels;
    for (int i = 0; i < int(kOptions.size()); ++i) {
        const CostOption o = kOptions[i];
        categories << optionName(o);
        const std::optional<double> kwh = energyKwh(o, c, e);
        const double wh = kwh.value_or(0) * 1000;
        for (int k = 0; k < int(kOptions.size()); ++k)
            m_sets.at(i)->replace(k, k == i ? wh / energyUnit.divisor : 0);
        m_sets.at(i)->setLabel(optionName(o));
        QString text = tr("unknown");
        if (kwh) {
            const double grams = *co2Kg(o, c, e) * 1000;
            const Scaled eu = scaledUnit(wh, energyUnits, kLabelLimit);
            const Scaled mu = scaledUnit(grams, massUnits, kLabelLimit);
            text = tr("%1 %2\n%3 %4 CO₂")
                       .arg(Format::significant(wh / eu.divisor, 3), eu.unit,
                            Format::significant(grams / mu.divisor, 3), mu.unit);
        }
        labels.append({QPointF(i, wh / energyUnit.divisor), Format::noBreak(text),
                       palette().color(QPalette::WindowText), true});
    }
    m_optionAxis->setCategories(categories);

    // Two lines of label above the tallest bar.
    setNiceRange(m_energyAxis, largest * 1.15 / energyUnit.divisor);
    m_energyAxis->setTitleText(tr("Electricity (%1)").arg(energyUnit.unit));

    // The same bars read in CO₂: the right axis is the left one times the grid's intensity.
    const double maxGrams =
        co2KgForKwh(m_energyAxis->max() * energyUnit.divisor / 1000, e.gridGco2PerKwh) * 1000;
    const Scaled massUnit = scaledUnit(maxGrams, massUnits, kAxisLimit);
    m_co2Axis->setVisible(maxGrams > 0);
    m_co2Axis->setRange(0, maxGrams > 0 ? maxGrams / massUnit.divisor : 1);
    m_co2Axis->setTickCount(m_energyAxis->tickCount());
    m_co2Axis->setTitleText(
        tr("CO₂ at %1 g/kWh (%2)").arg(Format::significant(e.gridGco2PerKwh, 3), massUnit.unit));

    setMarkers(labels, m_bars);
    setNote(
        tr("API: unknown, not zero: the provider publishes no energy figure. GPU cloud counts the GPU-hours "
           "rented at %1 per GPU (an estimate) times the PUE; on-premise %2 around the clock times the PUE; "
           "edge %3 devices at %4 around the clock. Carbon = kWh × grid intensity (Patterson et al. 2021: "
           "the electricity mix matters more than the model).")
            .arg(Format::noBreak(tr("%1 kW").arg(Format::significant(e.cloudGpuKw, 3))),
                 Format::noBreak(tr("%1 kW").arg(Format::significant(c.powerKw, 3))),
                 Format::fixed(c.edgeDevices, 0),
                 Format::noBreak(tr("%1 W").arg(Format::significant(e.edgeDeviceKw * 1000, 3)))));
}

} // namespace infralab
