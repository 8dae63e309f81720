#include "servingthroughputchart.h"
#include "axisticks.h"
#include "hardwarescenario.h"
#include "servingscenario.h"

#include "chartstyle.h"
#include "format.h"
#include "palette.h"
#include "scenario.h"

#include <QLogValueAxis>
#include <cmath>

namespace infralab {

namespace {
// log10(0.001) is -2.9999999999999996: Qt rounds the first label of such a range up to 0.01. Widening the
// range by a hair keeps the labels on the end decades.
constexpr double kDecadeSlack = 1e-9;

/// Whole numbers (with the language's digit grouping) from 1 up; below 1, as many digits as needed.
/// Qt Charts localises only formats with an explicit precision ("%g" alone draws no label at all).
QString labelFormatFor(double bottom)
{
    return bottom >= 1 ? QStringLiteral("%.0f") : QStringLiteral("%.6g");
}

enum YAxis
{
    Tokens,
    Cost
};
} // namespace

ServingThroughputChart::ServingThroughputChart(Scenario *scenario, QWidget *parent)
    : NamedChart(scenario, parent), m_tokensAxis(new QLogValueAxis), m_costAxis(new QLogValueAxis)
{
    for (QLogValueAxis *axis : {m_tokensAxis, m_costAxis}) {
        axis->setBase(10);
        axis->setMinorTickCount(8);
    }
    m_costAxis->setGridLineVisible(false); // one grid is enough; the left axis owns it
    m_costAxis->setMinorGridLineVisible(false);
    setLayerAxes(batchAxis(), {m_tokensAxis, m_costAxis});
    // Each value axis takes the colour of its curve, so that the two scales cannot be confused.
    m_tokensAxis->setLabelsColor(palette::colour(palette::Meaning::Throughput).darker(120));
    m_tokensAxis->setTitleBrush(palette::colour(palette::Meaning::Throughput).darker(120));
    m_costAxis->setLabelsColor(palette::colour(palette::Meaning::Cost).darker(130));
    m_costAxis->setTitleBrush(palette::colour(palette::Meaning::Cost).darker(130));
}

ChartLayer ServingThroughputChart::layer(const Scenario &s) const
{
    const ServingInputs in = servingInputs(s);
    const ServingSweep sweep = servingSweep(in, batches());
    const double price = selectedDevice(s).pricePerHour;
    Eigen::ArrayXd cost(sweep.batch.size());
    for (Eigen::Index i = 0; i < cost.size(); ++i)
        cost[i] = costPerMillionTokens(price, sweep.tokensPerSecond[i]);
    const qreal w = 3 * zoom();
    ChartLayer layer;
    addOverflow(layer, in);
    layer.curve(QStringLiteral("tokens-per-second"), tr("Tokens/s"),
                QPen(palette::colour(palette::Meaning::Throughput), w),
                positivePoints(sweep.batch, sweep.tokensPerSecond));
    addBatchMarkers(layer, s, in);
    addMeasured(layer, s, Measured::TokensPerSecond, Tokens);
    // A device without a price has no cost curve rather than a curve at zero.
    layer
        .curve(QStringLiteral("cost-per-million-tokens"),
               tr("€/M tokens at %1/h").arg(Format::euros(price, 2)),
               QPen(palette::colour(palette::Meaning::Cost), w),
               price > 0 ? positivePoints(sweep.batch, cost) : QList<QPointF>{})
        .yAxis = Cost;
    return layer;
}

std::pair<double, double> ServingThroughputChart::decades(int yAxis) const
{
    auto [lo, hi] = drawnYExtent(yAxis);
    const auto [measuredLo, measuredHi] = measuredExtent(yAxis);
    lo = std::min(lo, measuredLo);
    hi = std::max(hi, measuredHi);
    if (!(lo <= hi)) return {1, 10};
    const double bottom = std::pow(10.0, std::floor(std::log10(lo)));
    return {bottom, std::max(bottom * 10, std::pow(10.0, std::ceil(std::log10(hi * 1.01))))};
}

void ServingThroughputChart::refresh()
{
    const auto [yMin, yMax] = decades(Tokens);
    const auto [costMin, costMax] = decades(Cost);
    refreshBatchAxis();
    setAxisRange(m_tokensAxis, yMin * (1 - kDecadeSlack), yMax * (1 + kDecadeSlack));
    setMarkerSpan(Tokens, yMin, yMax);
    axisticks::setLabelFormat(m_tokensAxis, labelFormatFor(yMin));
    setAxisRange(m_costAxis, costMin * (1 - kDecadeSlack), costMax * (1 + kDecadeSlack));
    axisticks::setLabelFormat(m_costAxis, labelFormatFor(costMin));
    // Shown while a layer drawn has a cost curve (B's or A's).
    m_costAxis->setVisible(std::isfinite(drawnYExtent(Cost).first));
    setAxisTitle(m_tokensAxis, tr("Tokens/s"));
    setAxisTitle(m_costAxis, tr("€/M tokens"));
}

} // namespace infralab
