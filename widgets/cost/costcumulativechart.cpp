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
    : CostChart(scenario, parent), m_breakEven(new QScatterSeries), m_pinnedBreakEven(new QScatterSeries),
      m_monthAxis(new QValueAxis), m_costAxis(new QValueAxis)
{
    chart()->addAxis(m_monthAxis, Qt::AlignBottom);
    chart()->addAxis(m_costAxis, Qt::AlignLeft);
    auto add = [this](QAbstractSeries *series) {
        chart()->addSeries(series);
        series->attachAxis(m_monthAxis);
        series->attachAxis(m_costAxis);
    };
    // A's lines first: B's are drawn over them where both coincide.
    for (CostOption o : kOptions) {
        auto *line = new QLineSeries;
        line->setObjectName(QString(QStringLiteral("cumulative-") % optionId(o) % QStringLiteral("-a")));
        line->setVisible(false);
        add(line);
        m_pinnedLines.append(line);
    }
    for (CostOption o : kOptions) {
        auto *line = new QLineSeries;
        line->setObjectName(QString(QStringLiteral("cumulative-") % optionId(o)));
        add(line);
        m_lines.append(line);
    }
    m_pinnedBreakEven->setObjectName(QStringLiteral("break-even-a"));
    QColor lighter = style::kAccent;
    lighter.setAlphaF(0.45);
    m_pinnedBreakEven->setColor(lighter);
    m_pinnedBreakEven->setBorderColor(style::kAccent);
    add(m_pinnedBreakEven);
    m_breakEven->setObjectName(QStringLiteral("break-even"));
    m_breakEven->setColor(style::kAccent);
    m_breakEven->setBorderColor(Qt::white);
    add(m_breakEven);
    // The points carry their own labels on the plot; A's lines are named once, in the note.
    QList<QAbstractSeries *> unlisted = {m_breakEven, m_pinnedBreakEven};
    for (QLineSeries *line : std::as_const(m_pinnedLines))
        unlisted.append(line);
    for (QAbstractSeries *series : unlisted)
        chart()->legend()->markers(series).constFirst()->setVisible(false);

    m_monthAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_monthAxis->setTickType(QValueAxis::TicksDynamic);
    m_monthAxis->setTickAnchor(0);
    m_costAxis->setLabelFormat(QStringLiteral("%.6g"));
    for (QAbstractAxis *axis : chart()->axes())
        styleAxis(axis);
}

QString CostCumulativeChart::title() const
{
    return tr("Cumulative cost month by month, with break-even points");
}

void CostCumulativeChart::refresh()
{
    const Scenario &s = *scenario();
    const CostInputs c = costInputs(s);
    const double horizon = 12.0 * c.years;
    const Scenario *a = pinned();
    const CostInputs ca = a ? costInputs(*a) : c;
    const double pinnedHorizon = 12.0 * ca.years;

    double largest = 0;
    for (CostOption o : kOptions) {
        largest = std::max({largest, cumulativeCost(o, c, horizon), cumulativeCost(o, c, 0)});
        if (a) largest = std::max({largest, cumulativeCost(o, ca, pinnedHorizon), cumulativeCost(o, ca, 0)});
    }
    const EuroUnit unit = euroUnit(largest);
    m_unit = unit.divisor;

    const qreal w = 3 * zoom();
    QList<Marker> markers;
    for (int i = 0; i < int(kOptions.size()); ++i) {
        const CostOption o = kOptions[i];
        const CostSchedule schedule = costSchedule(o, c);
        m_lines.at(i)->replace({QPointF(0, schedule.upfront / unit.divisor),
                                QPointF(horizon, schedule.at(horizon) / unit.divisor)});
        m_lines.at(i)->setName(a ? ab::tagged(optionName(o), false) : optionName(o));
        m_lines.at(i)->setPen(QPen(optionColour(o), w));
        QLineSeries *pinnedLine = m_pinnedLines.at(i);
        pinnedLine->setVisible(a != nullptr);
        pinnedLine->setName(ab::tagged(optionName(o), true));
        pinnedLine->setPen(ab::pinnedPen(QPen(optionColour(o), w)));
        const CostSchedule pinnedSchedule = costSchedule(o, ca);
        pinnedLine->replace(
            a ? QList<QPointF>{QPointF(0, pinnedSchedule.upfront / unit.divisor),
                               QPointF(pinnedHorizon, pinnedSchedule.at(pinnedHorizon) / unit.divisor)}
              : QList<QPointF>{});
        markers.append({QPointF(horizon, schedule.at(horizon) / unit.divisor),
                        euroAmount(schedule.at(horizon)), optionColour(o).darker(130)});
    }

    QList<QPointF> points;
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
            points.append(p);
            markers.append({p, tr("%1, %2").arg(pair, when(*month)), style::kAccent, false, when(*month)});
        }
    m_breakEven->replace(points);
    m_breakEven->setMarkerSize(12 * zoom());

    // A's break-even points within its own horizon, unlabelled: B's labels stay the ones read.
    QList<QPointF> pinnedPoints;
    if (a)
        for (int i = 0; i < int(kOptions.size()); ++i)
            for (int j = i + 1; j < int(kOptions.size()); ++j) {
                const std::optional<double> month = breakEvenMonth(kOptions[i], kOptions[j], ca);
                if (month && *month <= pinnedHorizon)
                    pinnedPoints.append(
                        QPointF(*month, cumulativeCost(kOptions[i], ca, *month) / unit.divisor));
            }
    m_pinnedBreakEven->replace(pinnedPoints);
    m_pinnedBreakEven->setVisible(a != nullptr);
    // Showing a series shows its legend marker again: A is named once, in the note.
    for (QLineSeries *line : std::as_const(m_pinnedLines))
        chart()->legend()->markers(line).constFirst()->setVisible(false);
    chart()->legend()->markers(m_pinnedBreakEven).constFirst()->setVisible(false);
    m_pinnedBreakEven->setMarkerSize(11 * zoom());

    const double shownMonths = a ? std::max(horizon, pinnedHorizon) : horizon;
    setTicks(m_monthAxis, 0, shownMonths, tickMonths(shownMonths));
    m_monthAxis->setTitleText(tr("Months"));
    setNiceRange(m_costAxis, largest * 1.1 / unit.divisor);
    m_costAxis->setTitleText(tr("Cumulative cost (%1)").arg(unit.symbol));
    setMarkers(markers, m_lines.constFirst());

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
    const QString comparison = comparisonNote(tr("Dashed lines and pale points"));
    setNote(comparison.isEmpty() ? note.join(u' ') : QString(comparison % u'\n' % note.join(u' ')));
}

} // namespace infralab
