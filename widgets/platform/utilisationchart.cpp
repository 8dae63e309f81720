#include "utilisationchart.h"

#include "chartstyle.h"
#include "cost.h"
#include "costchart.h"
#include "costscenario.h"
#include "format.h"
#include "platform.h"
#include "platformscenario.h"
#include "scenario.h"

#include <QValueAxis>
#include <cmath>

namespace infralab {

namespace {
// From 10 % busy (or the scenario's utilisation when lower) to fully busy, a point per percent.
constexpr double kLowestShown = 0.1;
constexpr int kPointsPerUnit = 100;
} // namespace

UtilisationChart::UtilisationChart(Scenario *scenario, QWidget *parent)
    : NamedChart(scenario, parent), m_utilisationAxis(new QValueAxis), m_costAxis(new QValueAxis)
{
    setExportCaption([](const Scenario &s) {
        return tr("%1 requests a day over %2 years")
            .arg(Format::fixed(s.number(Key::CostRequestsPerDay), 0),
                 Format::significant(s.number(Key::CostYears), 3));
    });
    m_utilisationAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_costAxis->setLabelFormat(QStringLiteral("%.0f"));
    setLayerAxes(m_utilisationAxis, {m_costAxis});
}

ChartLayer UtilisationChart::layer(const Scenario &s) const
{
    const PlatformPoint p = platformPoint(s);
    const double u = s.number(Key::PlatformUtilisation);
    const double from = std::min(kLowestShown, u);
    QList<QPointF> cloud, onprem;
    const int count = int(std::ceil((1 - from) * kPointsPerUnit)) + 1;
    for (int i = 0; i < count; ++i) {
        const double x = std::min(1.0, from + double(i) / kPointsPerUnit);
        cloud.append({100 * x, costAtUtilisation(p.cloudCost, x)});
        onprem.append({100 * x, costAtUtilisation(p.onpremCost, x)});
    }
    const qreal w = 3 * zoom();
    ChartLayer layer;
    layer.caption = tr("At %1 busy: GPU cloud %2, on-premise %3")
                        .arg(Format::percent(u), Format::euros(p.cloudAtUtilisation),
                             Format::euros(p.onpremAtUtilisation));
    layer.curve(QStringLiteral("cloud"), tr("GPU cloud / u"),
                QPen(CostChart::optionColour(CostOption::Cloud), w), cloud);
    layer.curve(QStringLiteral("onprem"), tr("On-premise / u"),
                QPen(CostChart::optionColour(CostOption::OnPrem), w), onprem);
    const double api = costOf(CostOption::Api, costInputs(s)).total();
    // Named in the legend: along the bottom of the plot, its text would sit on the axis' labels.
    ChartLayer::Item &apiRule =
        layer.rule(QStringLiteral("api"), tr("API, no GPU of one's own: %1").arg(Format::euros(api)),
                   QPen(CostChart::optionColour(CostOption::Api), 2 * zoom(), Qt::DashLine), api,
                   Qt::Horizontal, ChartLayer::LabelEnd::None, CostChart::optionColour(CostOption::Api));
    apiRule.legendName = apiRule.name;
    apiRule.inLegend = true;
    layer.rule(QStringLiteral("utilisation"), tr("u = %1").arg(Format::percent(u)),
               QPen(style::kAccent, 2 * zoom()), 100 * u, Qt::Vertical, ChartLayer::LabelEnd::End,
               style::kAccent);
    layer.values.insert(QStringLiteral("api"), api);
    return layer;
}

void UtilisationChart::refresh()
{
    double xLo = 100, yHi = 0;
    for (const ChartLayer *l : drawnLayers()) {
        xLo = std::min(xLo, l->find(QStringLiteral("cloud"))->points.constFirst().x());
        yHi = std::max({yHi, l->yExtent().second, l->values.value(QStringLiteral("api"))});
    }
    setAxisRange(m_utilisationAxis, std::floor(xLo), 100);
    const double top = yHi > 0 ? yHi * 1.05 : 1;
    setAxisRange(m_costAxis, 0, top);
    setMarkerSpan(0, 0, top);
    setAxisTitle(m_utilisationAxis, tr("Real utilisation of the GPUs u (%)"));
    setAxisTitle(m_costAxis, tr("Cost over the horizon (€)"));
    setHeadlineTitleFont(); // the caption is the title
}

} // namespace infralab
