#include "measuredsweepchart.h"
#include "measurementsession.h"

#include "chartstyle.h"
#include "colourmix.h"
#include "flowlegend.h"
#include "format.h"
#include "measure.h"
#include "scenario.h"

#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

namespace infralab {

namespace {
constexpr double kTera = 1e12;    // the y axis is in TFLOP/s, the course's unit for the sweep
constexpr double kSideRoom = 1.2; // the first and last sizes' markers stay whole inside the plot

/// One curve per precision and thread count. All cores and one core differ in hue (the precision's colour
/// and a lighter one), in dashes and in markers (filled discs, hollow triangles), and the legend shows all
/// three: a hue alone did not tell them apart in the legend's swatch.
struct SweepCurve
{
    const char *precision;
    bool allCores;
    const char *id;
    QColor colour;
    Qt::PenStyle style;
};
const SweepCurve kCurves[] = {
    {"fp32", true, "fp32-all", style::kPrimary, Qt::SolidLine},
    {"fp32", false, "fp32-one", style::kSky, Qt::DashLine},
    {"bf16", true, "bf16-all", style::kComputeBound, Qt::SolidLine},
    {"bf16", false, "bf16-one", mixColours(style::kComputeBound, style::kYellow, 0.5), Qt::DashLine},
};

QPen curvePen(const SweepCurve &c, qreal zoom)
{
    return QPen(c.colour, 2.5 * zoom, c.style);
}

/// What the exports write under the chart: the machine and when it was measured, not the scenario's device.
QString sweepCaption(const Scenario &s)
{
    const lab::MeasureResult *r = measurementsOf(s).computer();
    if (!r) return {};
    return MeasuredSweepChart::tr("%1 (%2), measured on %3")
        .arg(r->cpu.isEmpty() ? r->host : r->cpu, r->host, r->date.left(10));
}
} // namespace

MeasuredSweepChart::MeasuredSweepChart(Scenario *scenario, QWidget *parent)
    : NamedChart(scenario, parent), m_size(new QLogValueAxis(this)), m_tflops(new QValueAxis(this))
{
    setExportCaption(sweepCaption);
    m_size->setBase(2);
    m_size->setLabelFormat(QStringLiteral("%.0f"));
    m_size->setMinorTickCount(0);
    m_tflops->setLabelFormat(QStringLiteral("%.3g"));
    setLayerAxes(m_size, {m_tflops});
}

bool MeasuredSweepChart::shownFor(const Scenario &s)
{
    const lab::MeasureResult *r = measurementsOf(s).computer();
    return r && !r->matmul.isEmpty();
}

ChartLayer MeasuredSweepChart::layer(const Scenario &s) const
{
    ChartLayer layer;
    const lab::MeasureResult *r = measurementsOf(s).computer();
    if (!r) return layer;
    for (const SweepCurve &c : kCurves) {
        QList<QPointF> points;
        for (const lab::MatmulResult &m : r->matmul)
            if (m.precision == QLatin1String(c.precision) && m.allCores == c.allCores && m.flops > 0)
                points.append({double(m.size), m.flops / kTera});
        if (points.isEmpty()) continue;
        // Eigen's bf16 product converts each value in software (lab::measuredDevice): its curve says so.
        const QString precision =
            QLatin1String(c.precision) == u"bf16" ? tr("bf16 emulated by Eigen") : QLatin1String(c.precision);
        const QString name = c.allCores ? tr("%1, all %2 cores").arg(precision).arg(r->cores)
                                        : tr("%1, one core").arg(precision);
        // The curve and its dots are one entry in the legend, the dots' (setLegendLine in layerDrawn).
        ChartLayer::Item &curve =
            layer.curve(QStringLiteral("sweep-") + c.id, name, curvePen(c, zoom()), points);
        curve.compared = false;
        curve.inLegend = false;
        // One core's dots are hollow: with its dashes and hue, it reads apart from all cores in grey too.
        ChartLayer::Item &dots = layer.scatter(
            QStringLiteral("sweep-dots-") + c.id, name, c.allCores ? c.colour : QColor(Qt::white), c.colour,
            (c.allCores ? 9 : 11) * zoom(), points, c.allCores ? 0 : 2 * zoom());
        dots.compared = false;
    }
    // The measured roofline's ceiling: the best fp32 rate of any run, the peak P of "This computer".
    ChartLayer::Item &peak =
        layer.rule(QStringLiteral("measured-peak"), tr("P = %1").arg(Format::flops(r->peak())),
                   QPen(style::kAccent, 2 * zoom(), Qt::DotLine), r->peak() / kTera, Qt::Horizontal,
                   ChartLayer::LabelEnd::Start, style::kAccent);
    peak.compared = false;
    peak.visible = r->peak() > 0;
    return layer;
}

void MeasuredSweepChart::layerDrawn()
{
    for (const SweepCurve &c : kCurves) {
        auto *dots = qobject_cast<QScatterSeries *>(layerSeries(QStringLiteral("sweep-dots-") + c.id));
        if (!dots) continue;
        dots->setMarkerShape(c.allCores ? QScatterSeries::MarkerShapeCircle
                                        : QScatterSeries::MarkerShapeTriangle);
        setLegendLine(dots, curvePen(c, zoom()));
    }
}

void MeasuredSweepChart::refresh()
{
    // The sizes measured (128 … 1 024 with --quick, to 8 192 otherwise): an axis to the course's 8 192 would
    // leave most of a quick sweep's plot empty.
    double lo = 128, hi = 1024, top = 0;
    if (const lab::MeasureResult *r = measurementsOf(*scenario()).computer())
        for (const lab::MatmulResult &m : r->matmul) {
            lo = std::min(lo, double(m.size));
            hi = std::max(hi, double(m.size));
            top = std::max(top, m.flops / kTera);
        }
    setAxisRange(m_size, lo / kSideRoom, hi * kSideRoom);
    // Room above the peak for its label.
    setAxisRange(m_tflops, 0, top > 0 ? top * 1.2 : 1);
    setAxisTitle(m_size, tr("Matrix side n (2·n³ FLOP)"));
    setAxisTitle(m_tflops, tr("Measured throughput (TFLOP/s)"));
}

} // namespace infralab
