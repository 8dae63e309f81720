#include "costcumulativechart.h"
#include "costscenario.h"

#include "chartstyle.h"
#include "comparison.h"
#include "costextra.h"
#include "format.h"
#include "scenario.h"

#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace infralab {

namespace {
/// Yearly ticks for a few years, quarters or months for a short horizon, five years for a long one.
double tickMonths(double months)
{
    if (months <= 12) return 1;
    if (months <= 24) return 3;
    if (months <= 60) return 6;
    if (months <= 240) return 12;
    return 60;
}

/// "month 8.68", or the day under a month: a break-even during day 3 reads better than at month 0.0986.
QString when(double month)
{
    if (month >= 1)
        return Format::noBreak(CostCumulativeChart::tr("month %1").arg(Format::significant(month, 3)));
    const double day = std::max(1.0, std::ceil(month * 365.0 / 12.0));
    return Format::noBreak(CostCumulativeChart::tr("day %1").arg(Format::fixed(day, 0)));
}
} // namespace

CostCumulativeChart::CostCumulativeChart(Scenario *scenario, QWidget *parent)
    : NamedChart(scenario, parent), m_monthAxis(new QValueAxis), m_costAxis(new QValueAxis)
{
    setLayerAxes(m_monthAxis, {m_costAxis});
    m_monthAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_monthAxis->setTickType(QValueAxis::TicksDynamic);
    m_monthAxis->setTickAnchor(0);
    m_costAxis->setLabelFormat(QStringLiteral("%.6g"));
}

double CostCumulativeChart::largestAmount() const
{
    // One scale for B and A: the largest amount either reaches, up front or at its own horizon.
    double largest = 0;
    for (const Scenario *s : drawnScenarios()) {
        const CostInputs c = costInputs(*s);
        for (CostOption o : kOptions)
            largest = std::max({largest, cumulativeCost(o, c, 12.0 * c.years), cumulativeCost(o, c, 0)});
    }
    return largest;
}

ChartLayer CostCumulativeChart::layer(const Scenario &s) const
{
    const CostInputs c = costInputs(s);
    const double horizon = 12.0 * c.years, divisor = euroUnit(largestAmount()).divisor;
    ChartLayer layer;
    for (CostOption o : kOptions) {
        const CostSchedule schedule = costSchedule(o, c);
        layer.curve(
            QString(QStringLiteral("cumulative-") % optionId(o)), optionName(o),
            QPen(optionColour(o), 3 * zoom()),
            {QPointF(0, schedule.upfront / divisor), QPointF(horizon, schedule.at(horizon) / divisor)});
    }
    // The break-even points within the horizon; their texts are B's only (refresh()).
    QList<QPointF> points;
    for (int i = 0; i < int(kOptions.size()); ++i)
        for (int j = i + 1; j < int(kOptions.size()); ++j) {
            const std::optional<double> month = breakEvenMonth(kOptions[i], kOptions[j], c);
            if (month && *month <= horizon)
                points.append(QPointF(*month, cumulativeCost(kOptions[i], c, *month) / divisor));
        }
    layer
        .scatter(QStringLiteral("break-even"), tr("Break-even"), style::kAccent, Qt::white, 12 * zoom(),
                 points, 1)
        .inLegend = false;
    return layer;
}

void CostCumulativeChart::refresh()
{
    const CostInputs c = costInputs(*scenario());
    const double horizon = 12.0 * c.years;
    const double largest = largestAmount();
    const EuroUnit unit = euroUnit(largest);
    setAxisEuros(unit.divisor);
    double shownMonths = 0;
    for (const Scenario *s : drawnScenarios())
        shownMonths = std::max(shownMonths, 12.0 * costInputs(*s).years);

    QList<Marker> markers;
    for (CostOption o : kOptions) {
        const double total = costSchedule(o, c).at(horizon);
        markers.append(
            {QPointF(horizon, total / unit.divisor), euroAmount(total), optionColour(o).darker(130)});
    }
    QList<std::pair<double, QString>> within, later; // month, pair
    for (int i = 0; i < int(kOptions.size()); ++i)
        for (int j = i + 1; j < int(kOptions.size()); ++j) {
            const CostOption a = kOptions[i], b = kOptions[j];
            const std::optional<double> month = breakEvenMonth(a, b, c);
            if (!month) continue;
            const QString pair = tr("%1 = %2").arg(unbroken(optionName(a)), unbroken(optionName(b)));
            if (*month > horizon) {
                later.append({*month, pair});
                continue;
            }
            within.append({*month, pair});
            const QPointF p(*month, cumulativeCost(a, c, *month) / unit.divisor);
            markers.append({p, tr("%1, %2").arg(pair, when(*month)), style::kAccent, false, when(*month)});
        }

    setTicks(m_monthAxis, 0, shownMonths, tickMonths(shownMonths));
    setAxisTitle(m_monthAxis, tr("Months"));
    setNiceRange(m_costAxis, largest * 1.1 / unit.divisor);
    setAxisTitle(m_costAxis, tr("Cumulative cost (%1)").arg(unit.symbol));
    setSeriesMarkers(markers, QString(QStringLiteral("cumulative-") % optionId(kOptions[0])));
    setNote(breakEvenNote(within, later));
}

QString CostCumulativeChart::breakEvenNote(QList<std::pair<double, QString>> within,
                                           QList<std::pair<double, QString>> later) const
{
    // Soonest first, in words as well: a crowded plot may only have room for the month next to a point.
    auto sentence = [](QList<std::pair<double, QString>> list) {
        std::sort(list.begin(), list.end());
        QStringList parts;
        for (const auto &[month, pair] : list)
            parts << tr("%1 at %2").arg(pair, when(month));
        return parts.join(tr("; "));
    };
    QStringList note;
    note << (within.isEmpty() ? tr("No option catches up with another within the horizon.")
                              : tr("Break-even: %1.").arg(sentence(within)));
    if (!later.isEmpty()) note << tr("After the horizon: %1.").arg(sentence(later));
    const QString comparison = pinnedDifferences(tr("Dashed lines and pale points"), costModelReads);
    return comparison.isEmpty() ? note.join(u' ') : QString(comparison % u'\n' % note.join(u' '));
}

} // namespace infralab
