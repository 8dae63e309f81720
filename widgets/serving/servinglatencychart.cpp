#include "servinglatencychart.h"
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
// Below 0.1 ms the labels would turn scientific: no serving time of interest is that short.
constexpr double kFloorSeconds = 1e-4;
// Qt Charts localises only formats with an explicit precision ("%g" alone draws no label at all).
const QString kSecondsFormat = QStringLiteral("%.6g");
} // namespace

ServingLatencyChart::ServingLatencyChart(Scenario *scenario, QWidget *parent)
    : NamedChart(scenario, parent), m_timeAxis(new QLogValueAxis)
{
    m_timeAxis->setBase(10);
    m_timeAxis->setLabelFormat(kSecondsFormat);
    m_timeAxis->setMinorTickCount(8);
    setLayerAxes(batchAxis(), {m_timeAxis});
}

ChartLayer ServingLatencyChart::layer(const Scenario &s) const
{
    const ServingInputs in = servingInputs(s);
    const ServingSweep sweep = servingSweep(in, batches());
    const qreal w = 3 * zoom();
    ChartLayer layer;
    addOverflow(layer, in);
    layer.curve(QStringLiteral("ttft"), tr("TTFT"), QPen(palette::colour(palette::Meaning::Ttft), w),
                positivePoints(sweep.batch, sweep.ttft));
    layer.curve(QStringLiteral("tpot"), tr("TPOT"), QPen(palette::colour(palette::Meaning::Tpot), w),
                positivePoints(sweep.batch, sweep.tpot));
    layer.curve(QStringLiteral("latency"), tr("Latency"), QPen(palette::colour(palette::Meaning::Latency), w),
                positivePoints(sweep.batch, sweep.latency));
    addBatchMarkers(layer, s, in);
    addMeasured(layer, s, Measured::Ttft);
    addMeasured(layer, s, Measured::Tpot);
    const double slo = s.number(Key::ServingSloS);
    layer
        .rule(QStringLiteral("slo"), tr("SLO %1").arg(Format::duration(slo)),
              QPen(style::kAccent, 2 * zoom(), Qt::DashLine), slo, Qt::Horizontal,
              ChartLayer::LabelEnd::Start, style::kAccent)
        .compared = false;
    return layer;
}

void ServingLatencyChart::refresh()
{
    // Whole decades around every curve drawn (A's too) and the objective.
    const double slo = scenario()->number(Key::ServingSloS);
    auto [lo, hi] = drawnYExtent();
    const auto [measuredLo, measuredHi] = measuredExtent();
    lo = std::min({lo, slo, measuredLo});
    hi = std::max({hi, slo, measuredHi});
    const double yMin = std::max(kFloorSeconds, std::pow(10.0, std::floor(std::log10(lo))));
    const double yMax = std::max(yMin * 10, std::pow(10.0, std::ceil(std::log10(hi * 1.01))));
    refreshBatchAxis();
    setAxisRange(m_timeAxis, yMin * (1 - kDecadeSlack), yMax * (1 + kDecadeSlack));
    setMarkerSpan(0, yMin, yMax);
    setAxisTitle(m_timeAxis, tr("Time (s)"));
}

} // namespace infralab
