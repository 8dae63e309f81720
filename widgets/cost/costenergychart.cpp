#include "costenergychart.h"
#include "costscenario.h"

#include "comparison.h"
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
    : CostChart(scenario, parent), m_bars(new QStackedBarSeries), m_pinnedBars(new QStackedBarSeries(this)),
      m_optionAxis(new QBarCategoryAxis), m_energyAxis(new QValueAxis), m_co2Axis(new QValueAxis)
{
    m_bars->setObjectName(QStringLiteral("energy"));
    m_pinnedBars->setObjectName(QStringLiteral("energy-a"));
    for (CostOption o : kOptions) {
        auto *set = new QBarSet(QString());
        set->setObjectName(QString(QStringLiteral("energy-") % optionId(o)));
        set->setColor(optionColour(o));
        set->setPen(Qt::NoPen);
        auto *pinnedSet = new QBarSet(QString());
        pinnedSet->setObjectName(QString(QStringLiteral("energy-") % optionId(o) % QStringLiteral("-a")));
        pinnedSet->setBrush(ab::pinnedBrush(optionColour(o)));
        pinnedSet->setPen(QPen(optionColour(o), 1)); // the outline keeps a hatched bar readable
        for (int i = 0; i < int(kOptions.size()); ++i) {
            set->append(0);
            pinnedSet->append(0);
        }
        m_bars->append(set);
        m_sets.append(set);
        m_pinnedBars->append(pinnedSet);
        m_pinnedSets.append(pinnedSet);
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

QString CostEnergyChart::exportCaption(const Scenario &s) const
{
    const CostInputs c = costInputs(s);
    const EnergyInputs e = energyInputs(s);
    return tr("%1 requests/day · %2 years · cloud batch %3 · on-premise %4, PUE %5 · %6 edge devices · grid "
              "%7 g CO₂/kWh")
        .arg(Format::fixed(c.requestsPerDay, 0), Format::significant(c.years, 3),
             Format::significant(c.cloudBatch, 4), tr("%1 kW").arg(Format::significant(c.powerKw, 3)),
             Format::significant(c.pue, 3), Format::fixed(c.edgeDevices, 0),
             Format::significant(e.gridGco2PerKwh, 3));
}

void CostEnergyChart::refresh()
{
    const Scenario &s = *scenario();
    const CostInputs c = costInputs(s);
    const EnergyInputs e = energyInputs(s);
    // From Wh and g: a few requests over a short horizon are well under a kWh. The model works in kWh and kg.
    const QStringList energyUnits = {tr("Wh"), tr("kWh"), tr("MWh"), tr("GWh"), tr("TWh")};
    const QStringList massUnits = {tr("g"), tr("kg"), tr("t"), tr("kt"), tr("Mt")};
    // Axis labels up to 9 999 stay readable; a label beside a bar reads best under 1 000.
    constexpr double kAxisLimit = 1e4, kLabelLimit = 1e3;

    const Scenario *a = pinned();
    const CostInputs ca = a ? costInputs(*a) : c;
    const EnergyInputs ea = a ? energyInputs(*a) : e;

    double largest = 0; // Wh
    for (CostOption o : kOptions) {
        largest = std::max(largest, energyKwh(o, c, e).value_or(0) * 1000);
        if (a) largest = std::max(largest, energyKwh(o, ca, ea).value_or(0) * 1000);
    }
    const Scaled energyUnit = scaledUnit(largest, energyUnits, kAxisLimit);

    showPinnedBars(m_pinnedBars, m_bars, a != nullptr);
    // Side by side, each bar gets half of the width the single bar had: wider bars keep them readable.
    m_bars->setBarWidth(a ? 0.8 : 0.6);
    m_pinnedBars->setBarWidth(0.8);

    // Energy and CO₂ above a bar; side by side, led by the letter of its scenario. The CO₂ is each
    // scenario's own: A's grid may not be the one of the right axis.
    auto label = [&](CostOption o, const CostInputs &in, const EnergyInputs &en, double x,
                     const QString &letter) {
        const std::optional<double> kwh = energyKwh(o, in, en);
        const double wh = kwh.value_or(0) * 1000;
        QString text = tr("unknown"), shortText;
        if (kwh) {
            const double grams = *co2Kg(o, in, en) * 1000;
            const Scaled eu = scaledUnit(wh, energyUnits, kLabelLimit);
            const Scaled mu = scaledUnit(grams, massUnits, kLabelLimit);
            text = tr("%1 %2\n%3 %4 CO₂")
                       .arg(Format::significant(wh / eu.divisor, 3), eu.unit,
                            Format::significant(grams / mu.divisor, 3), mu.unit);
            shortText = tr("%1 %2").arg(Format::significant(wh / eu.divisor, 3), eu.unit);
        }
        // Alone, a label always has the room of its category: the short form is for a pair of bars.
        if (letter.isEmpty()) {
            shortText.clear();
        } else {
            text = tr("%1: %2", "A or B, then a value").arg(letter, text);
            shortText =
                shortText.isEmpty() ? letter : tr("%1: %2", "A or B, then a value").arg(letter, shortText);
        }
        return Marker{QPointF(x, wh / energyUnit.divisor),
                      Format::noBreak(text),
                      palette().color(QPalette::WindowText),
                      true,
                      Format::noBreak(shortText),
                      !letter.isEmpty()};
    };

    QStringList categories;
    QList<Marker> labels;
    for (int i = 0; i < int(kOptions.size()); ++i) {
        const CostOption o = kOptions[i];
        categories << optionName(o);
        const double wh = energyKwh(o, c, e).value_or(0) * 1000;
        const double pinnedWh = a ? energyKwh(o, ca, ea).value_or(0) * 1000 : 0;
        for (int k = 0; k < int(kOptions.size()); ++k) {
            m_sets.at(i)->replace(k, k == i ? wh / energyUnit.divisor : 0);
            m_pinnedSets.at(i)->replace(k, k == i ? pinnedWh / energyUnit.divisor : 0);
        }
        m_sets.at(i)->setLabel(optionName(o));
        m_pinnedSets.at(i)->setLabel(ab::tagged(optionName(o), true));
        if (a) {
            labels.append(label(o, ca, ea, i - kPairOffset, ab::letterA()));
            labels.append(label(o, c, e, i + kPairOffset, ab::letterB()));
        } else {
            labels.append(label(o, c, e, i, {}));
        }
    }
    m_optionAxis->setCategories(categories);

    // Two lines of label above the tallest bar; a pair of bars may need its labels one above the other.
    setNiceRange(m_energyAxis, largest * (a ? 1.35 : 1.15) / energyUnit.divisor);
    m_energyAxis->setTitleText(tr("Electricity (%1)").arg(energyUnit.unit));

    // The same bars read in CO₂: the right axis is the left one times the grid's intensity.
    const double maxGrams =
        co2KgForKwh(m_energyAxis->max() * energyUnit.divisor / 1000, e.gridGco2PerKwh) * 1000;
    const Scaled massUnit = scaledUnit(maxGrams, massUnits, kAxisLimit);
    m_co2Axis->setVisible(maxGrams > 0);
    setAxisRange(m_co2Axis, 0, maxGrams > 0 ? maxGrams / massUnit.divisor : 1);
    m_co2Axis->setTickCount(m_energyAxis->tickCount());
    m_co2Axis->setTitleText(
        tr("CO₂ at %1 g/kWh (%2)").arg(Format::significant(e.gridGco2PerKwh, 3), massUnit.unit));

    setMarkers(labels, m_bars);
    const QString comparison = comparisonNote(tr("Hatched bars, left of each option"));
    setNote(
        (comparison.isEmpty() ? QString() : QString(comparison % u'\n')) %
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
