#include "costtotalschart.h"
#include "costscenario.h"

#include "chartstyle.h"
#include "costcriteria.h"
#include "format.h"
#include "scenario.h"

#include <QBarCategoryAxis>
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
    : NamedChart(scenario, parent), m_optionAxis(new QBarCategoryAxis), m_costAxis(new QValueAxis)
{
    setLayerAxes(m_optionAxis, {m_costAxis});
    m_costAxis->setLabelFormat(QStringLiteral("%.6g"));
}

double CostTotalsChart::largestTotal() const
{
    double largest = 0;
    for (const Scenario *s : drawnScenarios())
        for (CostOption o : kOptions)
            largest = std::max(largest, costOf(o, costInputs(*s)).total());
    return largest;
}

ChartLayer CostTotalsChart::layer(const Scenario &s) const
{
    const CostInputs c = costInputs(s);
    const EuroUnit unit = euroUnit(largestTotal());
    QList<ChartLayer::BarSet> sets;
    for (const ComponentStyle &style : kComponents)
        // A component no option has would only crowd the legend.
        sets.append({QString::fromLatin1(style.id), tr(style.name), style.colour, {}, {}, false});
    QStringList categories;
    QList<CostBreakdown> breakdowns;
    for (int i = 0; i < int(kOptions.size()); ++i) {
        breakdowns.append(costOf(kOptions[i], c));
        categories << optionName(kOptions[i]);
        for (int k = 0; k < ComponentCount; ++k)
            sets[k].values.append(component(breakdowns.last(), k) / unit.divisor);
    }
    ChartLayer layer;
    layer.bars(QStringLiteral("totals"), Qt::Vertical, categories, sets);
    const QColor text = palette().color(QPalette::WindowText);
    for (int i = 0; i < int(kOptions.size()); ++i) {
        const double total = breakdowns.at(i).total();
        layer.text(QStringLiteral("total-") + optionId(kOptions[i]), euroAmount(total), i,
                   total / unit.divisor, text);
    }
    return layer;
}

void CostTotalsChart::refresh()
{
    const Scenario &s = *scenario();
    const double largest = largestTotal();
    const EuroUnit unit = euroUnit(largest);
    setAxisEuros(unit.divisor);
    const bool paired = drawnScenarios().size() > 1;
    // Room above the tallest bar for its total, for two when a pair of labels must stack.
    setNiceRange(m_costAxis, largest * (paired ? 1.2 : 1.12) / unit.divisor);
    const double years = s.number(Key::CostYears);
    const QList<const Scenario *> drawn = drawnScenarios();
    if (std::any_of(drawn.cbegin(), drawn.cend(),
                    [years](const Scenario *d) { return d->number(Key::CostYears) != years; }))
        setAxisTitle(m_costAxis, tr("Cost over each scenario's horizon (%1)").arg(unit.symbol));
    else
        setAxisTitle(m_costAxis,
                     tr("Cost over %1 years (%2)").arg(Format::significant(years, 3), unit.symbol));
    setLayerMarkers(QStringLiteral("totals"));
    const QString comparison = pinnedDifferences(tr("Hatched bars, left of each option"), costModelReads);
    setNote(comparison.isEmpty() ? CostCriteria::summary(s)
                                 : QString(comparison % u'\n' % CostCriteria::summary(s)));
}

} // namespace infralab
