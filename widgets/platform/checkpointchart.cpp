#include "checkpointchart.h"

#include "axisticks.h"
#include "chartexport.h"
#include "chartstyle.h"
#include "format.h"
#include "platform.h"
#include "platformscenario.h"
#include "scenario.h"

#include <QLogValueAxis>
#include <QValueAxis>
#include <cmath>

namespace infralab {

namespace {
// The curve spans the optimum divided and multiplied by this: W(k·τ*) = W*·(k + 1/k)/2, ten times the
// optimum's waste at its ends, where either cost plainly dominates.
constexpr double kSpan = 20;
constexpr int kPoints = 97;
constexpr double kSecondsPerHour = 3600;
// Widening a log range by a hair keeps Qt from rounding its end labels away from the decades.
constexpr double kDecadeSlack = 1e-9;
} // namespace

CheckpointChart::CheckpointChart(Scenario *scenario, QWidget *parent)
    : NamedChart(scenario, parent), m_intervalAxis(new QLogValueAxis), m_wasteAxis(new QValueAxis)
{
    setExportCaption(trainingExportCaption); // the cluster and the model, not the serving batch
    m_intervalAxis->setBase(10);
    m_intervalAxis->setLabelFormat(QStringLiteral("%.6g"));
    m_intervalAxis->setMinorTickCount(8);
    m_wasteAxis->setLabelFormat(QStringLiteral("%.1f"));
    setLayerAxes(m_intervalAxis, {m_wasteAxis});
}

ChartLayer CheckpointChart::layer(const Scenario &s) const
{
    const PlatformPoint p = platformPoint(s);
    QList<QPointF> curve;
    curve.reserve(kPoints);
    for (int i = 0; i < kPoints; ++i) {
        const double k = std::pow(kSpan, 2.0 * i / (kPoints - 1) - 1);
        const double tau = p.interval * k;
        curve.append(
            {tau / kSecondsPerHour, 100 * checkpointWastedFraction(tau, p.writeTime, p.clusterMtbf)});
    }
    ChartLayer layer;
    // Young–Daly holds while δ ≪ M. Once even the optimum loses all the time (W(τ*) = √(2·δ/M) ≥ 1, δ ≥ M/2),
    // τ* is no advice: the title says the job cannot progress rather than leave "τ* = 15.8 min" to be taken.
    const QString caption =
        p.wastedFraction >= 1 ? tr("Checkpoint of %1 written in %2; the cluster fails every %3: the training "
                                   "cannot progress")
                              : tr("Checkpoint of %1 written in %2; the cluster fails every %3");
    layer.caption = caption.arg(Format::bytes(p.fullBytes), Format::duration(p.writeTime),
                                Format::duration(p.clusterMtbf));
    layer.curve(QStringLiteral("waste"), tr("Time lost: δ/τ + τ/(2M)"), QPen(style::kPrimary, 3 * zoom()),
                curve);
    layer.rule(QStringLiteral("optimum"),
               tr("τ* = %1: %2 lost").arg(Format::duration(p.interval), Format::percent(p.wastedFraction, 2)),
               QPen(style::kAccent, 2 * zoom()), p.interval / kSecondsPerHour, Qt::Vertical,
               ChartLayer::LabelEnd::End, style::kAccent);
    layer.scatter(QStringLiteral("optimum-point"), tr("Optimum √(2·δ·M)"), style::kAccent, style::kAccent,
                  11 * zoom(), {{p.interval / kSecondsPerHour, 100 * p.wastedFraction}});
    return layer;
}

void CheckpointChart::refresh()
{
    double xLo = qInf(), xHi = -qInf(), yHi = 0;
    for (const ChartLayer *l : drawnLayers())
        for (const QPointF &pt : l->find(QStringLiteral("waste"))->points) {
            xLo = std::min(xLo, pt.x());
            xHi = std::max(xHi, pt.x());
            yHi = std::max(yHi, pt.y());
        }
    const double lo = std::pow(10.0, std::floor(std::log10(xLo)));
    const double hi = std::pow(10.0, std::ceil(std::log10(xHi)));
    setAxisRange(m_intervalAxis, lo * (1 - kDecadeSlack), hi * (1 + kDecadeSlack));
    const double top = std::min(100.0, yHi * 1.1);
    setAxisRange(m_wasteAxis, 0, top);
    axisticks::setLabelFormat(m_wasteAxis, top < 1 ? QStringLiteral("%.2f") : QStringLiteral("%.1f"));
    setMarkerSpan(0, 0, top);
    setAxisTitle(m_intervalAxis, tr("Checkpoint interval τ (h)"));
    setAxisTitle(m_wasteAxis, tr("Time lost (%)"));
    setHeadlineTitleFont(); // the caption is the title
}

} // namespace infralab
