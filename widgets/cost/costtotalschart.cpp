#include "costtotalschart.h"
#include "costscenario.h"

#include "chartstyle.h"
#include "comparison.h"
#include "costcriteria.h"
#include "format.h"
#include "scenario.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QLegend>
#include <QLegendMarker>
#include <QStackedBarSeries>
#include <QValueAxis>

namespace infralab {

namespace {
enum Component
{
    Hardware,
    Hosting,
    Energy,
    Staff,
    Maintenance,
    Usage,
    ComponentCount
};

struct ComponentStyle
{
    const char *id;
    const char *name;
    QColor colour;
};

const ComponentStyle kComponents[ComponentCount] = {
    {"hardware", QT_TRANSLATE_NOOP("infralab::CostTotalsChart", "Hardware"), style::kPrimary},
    {"hosting", QT_TRANSLATE_NOOP("infralab::CostTotalsChart", "Hosting"), style::kSky},
    {"energy", QT_TRANSLATE_NOOP("infralab::CostTotalsChart", "Energy"), style::kYellow},
    {"staff", QT_TRANSLATE_NOOP("infralab::CostTotalsChart", "Staff"), style::kCompare},
    {"maintenance", QT_TRANSLATE_NOOP("infralab::CostTotalsChart", "Maintenance"), style::kNeutral},
    {"usage", QT_TRANSLATE_NOOP("infralab::CostTotalsChart", "Usage (tokens, GPU-hours)"),
     style::kMemoryBound},
};

double component(const CostBreakdown &b, int c)
{
    const double values[ComponentCount] = {b.hardware, b.hosting, b.energy, b.staff, b.maintenance, b.usage};
    return values[c];
}
} // namespace

CostTotalsChart::CostTotalsChart(Scenario *scenario, QWidget *parent)
    : CostChart(scenario, parent), m_bars(new QStackedBarSeries), m_pinnedBars(new QStackedBarSeries(this)),
      m_optionAxis(new QBarCategoryAxis), m_costAxis(new QValueAxis)
{
    m_bars->setObjectName(QStringLiteral("totals"));
    m_pinnedBars->setObjectName(QStringLiteral("totals-a"));
    for (const ComponentStyle &c : kComponents) {
        auto *set = new QBarSet(QString());
        set->setObjectName(QString::fromLatin1(c.id));
        set->setColor(c.colour);
        set->setPen(QPen(Qt::white, 1)); // a thin gap tells adjacent components apart
        auto *pinnedSet = new QBarSet(QString());
        pinnedSet->setObjectName(QString::fromLatin1(c.id) + QStringLiteral("-a"));
        pinnedSet->setBrush(ab::pinnedBrush(c.colour));
        pinnedSet->setPen(QPen(c.colour, 1)); // the outline keeps a hatched stack readable
        for (int i = 0; i < int(kOptions.size()); ++i) {
            set->append(0);
            pinnedSet->append(0);
        }
        m_bars->append(set);
        m_components.append(set);
        m_pinnedBars->append(pinnedSet);
        m_pinnedComponents.append(pinnedSet);
    }
    m_bars->setBarWidth(0.6);
    chart()->addSeries(m_bars);
    chart()->addAxis(m_optionAxis, Qt::AlignBottom);
    chart()->addAxis(m_costAxis, Qt::AlignLeft);
    m_bars->attachAxis(m_optionAxis);
    m_bars->attachAxis(m_costAxis);
    m_costAxis->setLabelFormat(QStringLiteral("%.6g"));
    for (QAbstractAxis *axis : chart()->axes())
        styleAxis(axis);
}

QString CostTotalsChart::title() const
{
    return tr("Total cost of each option over the horizon (course section 05)");
}

void CostTotalsChart::refresh()
{
    const Scenario &s = *scenario();
    const CostInputs c = costInputs(s);

    const Scenario *a = pinned();
    double largest = 0;
    QList<CostBreakdown> breakdowns, pinnedBreakdowns;
    for (CostOption o : kOptions) {
        breakdowns.append(costOf(o, c));
        largest = std::max(largest, breakdowns.last().total());
        if (!a) continue;
        pinnedBreakdowns.append(costOf(o, costInputs(*a)));
        largest = std::max(largest, pinnedBreakdowns.last().total());
    }
    const EuroUnit unit = euroUnit(largest);
    m_unit = unit.divisor;

    QStringList categories;
    for (CostOption o : kOptions)
        categories << optionName(o);
    m_optionAxis->setCategories(categories);
    for (int k = 0; k < ComponentCount; ++k) {
        QBarSet *set = m_components.at(k);
        set->setLabel(tr(kComponents[k].name));
        for (int i = 0; i < breakdowns.size(); ++i)
            set->replace(i, component(breakdowns.at(i), k) / unit.divisor);
    }
    showPinnedBars(m_pinnedBars, m_bars, a != nullptr);
    // Side by side, each bar gets half of the width the single bar had: wider bars keep them readable.
    m_bars->setBarWidth(a ? 0.8 : 0.6);
    m_pinnedBars->setBarWidth(0.8);
    for (int k = 0; k < ComponentCount; ++k)
        for (int i = 0; i < pinnedBreakdowns.size(); ++i)
            m_pinnedComponents.at(k)->replace(i, component(pinnedBreakdowns.at(i), k) / unit.divisor);
    // A component no option has would only crowd the legend.
    for (int k = 0; k < ComponentCount; ++k) {
        bool used = false;
        for (const CostBreakdown &b : breakdowns + pinnedBreakdowns)
            used = used || component(b, k) > 0;
        const QList<QLegendMarker *> markers = chart()->legend()->markers(m_bars);
        if (k < markers.size()) markers.at(k)->setVisible(used);
    }

    // Room above the tallest bar for its total, for two when a pair of labels must stack.
    setNiceRange(m_costAxis, largest * (a ? 1.2 : 1.12) / unit.divisor);
    if (a && a->number(Key::CostYears) != c.years)
        m_costAxis->setTitleText(tr("Cost over each scenario's horizon (%1)").arg(unit.symbol));
    else
        m_costAxis->setTitleText(
            tr("Cost over %1 years (%2)").arg(Format::significant(c.years, 3), unit.symbol));

    // Each total above its own bar; side by side, the letter says which is which.
    const QColor text = palette().color(QPalette::WindowText);
    QList<Marker> totals;
    for (int i = 0; i < pinnedBreakdowns.size(); ++i) {
        const double total = pinnedBreakdowns.at(i).total();
        totals.append({QPointF(i - kPairOffset, total / unit.divisor),
                       tr("%1: %2", "A or B, then an amount").arg(ab::letterA(), euroAmount(total)), text,
                       true, euroAmount(total), true});
    }
    for (int i = 0; i < breakdowns.size(); ++i) {
        const double total = breakdowns.at(i).total();
        if (!a) {
            totals.append({QPointF(i, total / unit.divisor), euroAmount(total), text, true});
            continue;
        }
        totals.append({QPointF(i + kPairOffset, total / unit.divisor),
                       tr("%1: %2", "A or B, then an amount").arg(ab::letterB(), euroAmount(total)), text,
                       true, euroAmount(total), true});
    }
    setMarkers(totals, m_bars);
    const QString comparison = comparisonNote(tr("Hatched bars, left of each option"));
    setNote(comparison.isEmpty() ? CostCriteria::summary(s)
                                 : QString(comparison % u'\n' % CostCriteria::summary(s)));
}

} // namespace infralab
