// The roofline chart's measured markers: what was run on this computer and what was imported, squares beside
// the model's round points (as on the Serving charts), each with its measured and model values and the
// model's error in its hover text.
#include "hardwarescenario.h"
#include "measurementsession.h"
#include "rooflinechart.h"
#include "rooflinechart_p.h"

#include "chartstyle.h"
#include "flowlegend.h"
#include "format.h"
#include "language.h"
#include "measurementtable.h"
#include "measurestore.h"
#include "modelcheck.h"
#include "scenario.h"

#include <QCursor>
#include <QScatterSeries>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace infralab {

namespace {
using namespace roofline_detail;

const QString kOperationsId = QStringLiteral("measured-operations");
const QString kPredictedId = QStringLiteral("predicted-operations");
const QString kImportedId = QStringLiteral("measured-roofline");
const QString kNamedRoofPrefix = QStringLiteral("named-roof-");

/// The points a chart can place: a positive intensity and a positive throughput (a copy measures the
/// bandwidth alone, it has no FLOP/s).
QList<RooflineCheck> placeable(const QList<RooflineCheck> &checks)
{
    QList<RooflineCheck> out;
    for (const RooflineCheck &c : checks)
        if (c.intensity > 0 && c.measuredValue > 0 && std::isfinite(c.intensity)) out.append(c);
    return out;
}

/// The devices whose roof the chart draws without the imported rows: its two devices and this computer.
QStringList drawnRoofs(const Scenario &s)
{
    return {selectedDevice(s).id, comparedDevice(s).id, lab::kMeasuredDeviceId};
}

/// The i-th roof named by imported rows: black then grey, each dash pattern in turn (the Okabe–Ito colours
/// left once the chart's own meanings have theirs).
QPen namedRoofPen(qsizetype i, qreal zoom)
{
    static const Qt::PenStyle dashes[] = {Qt::DashDotLine, Qt::DotLine, Qt::DashDotDotLine};
    const QColor colour = i % 2 == 0 ? QColor(Qt::black) : style::kNeutral;
    return linePen(colour, 2 * zoom, dashes[(i / 2) % 3]);
}

QList<RooflineCheck> computerChecks(const Scenario &s)
{
    const lab::MeasureResult *r = measurementsOf(s).computer();
    return r ? placeable(checkOperations(*r)) : QList<RooflineCheck>{};
}

QList<RooflineCheck> importedChecks(const Scenario &s)
{
    if (measurementsOf(s).points().roofline.isEmpty()) return {};
    return placeable(checkModel(s, measurementsOf(s).points()).roofline);
}
} // namespace

void RooflineChart::addMeasured(ChartLayer &layer, const Scenario &s) const
{
    const QList<RooflineCheck> run = computerChecks(s), imported = importedChecks(s);
    QList<QPointF> measured, predicted, points;
    QStringList ids;
    for (const RooflineCheck &c : run) {
        measured.append({c.intensity, c.measuredValue / kTera});
        predicted.append({c.intensity, c.modelValue / kTera});
        ids.append(c.measured.source);
    }
    // Rows naming a device the chart does not draw stand under that device's own roof (addNamedRoofs), in
    // its own colour: each such device gets a series of its own. The others share the accent squares.
    const QStringList drawn = drawnRoofs(s);
    QStringList roofs; // the roofs the shared squares were put against, named in their legend
    bool anyNamed = false;
    for (const RooflineCheck &c : imported) {
        if (!c.measured.device.isEmpty() && !drawn.contains(c.basis.device.id)) continue;
        points.append({c.intensity, c.measuredValue / kTera});
        anyNamed = anyNamed || !c.measured.device.isEmpty();
        const QString roof = lab::nameInSentence(c.basis.device, language::current());
        if (!roofs.contains(roof)) roofs << roof;
    }
    const qreal size = 11 * zoom();
    // The squares stand under this computer's own roof, at every start and in every export, even when the
    // devices compared are others: without it they float under no roof.
    const lab::MeasureResult *r = measurementsOf(s).computer();
    const bool roofShown =
        selectedDevice(s).id == lab::kMeasuredDeviceId || comparedDevice(s).id == lab::kMeasuredDeviceId;
    if (r && !roofShown && r->peak() > 0 && r->bestBandwidth() > 0) {
        const double peak = r->peak(), beta = r->bestBandwidth();
        layer
            .curve(QStringLiteral("measured-roof"),
                   // Its only roof is fp32 (lab::measuredDevice): in a bf16 scenario the bare figure read
                   // as this computer's bf16 peak.
                   tr("This computer, measured: fp32 peak %1, memory %2")
                       .arg(Format::flops(peak), Format::bandwidth(beta)),
                   linePen(style::kSky, 2.5 * zoom(), Qt::DashLine),
                   {{kXMin, kXMin * beta / kTera}, {peak / beta, peak / kTera}, {kXMax, peak / kTera}})
            .compared = false;
    }
    if (!predicted.isEmpty())
        layer
            .scatter(kPredictedId, tr("Model on this computer's roofline"), Qt::white, style::kSky, size,
                     predicted, 2.5 * zoom())
            .compared = false;
    if (!measured.isEmpty()) {
        ChartLayer::Item &run =
            layer.scatter(kOperationsId, tr("Run on this computer"), style::kSky, Qt::black, size, measured);
        run.compared = false;
        run.pointIds = ids;
    }
    addNamedRoofs(layer, s, imported);
    // Rows naming their device (CSV `device`) are put against that device's roof: the legend names the roofs.
    const QString importedName =
        anyNamed ? tr("Imported measurements, against the roof of %1").arg(roofs.join(QStringLiteral(", ")))
                 : tr("Imported measurements");
    if (!points.isEmpty())
        layer.scatter(kImportedId, importedName, style::kAccent, Qt::black, size, points).compared = false;
}

void RooflineChart::addNamedRoofs(ChartLayer &layer, const Scenario &s,
                                  const QList<RooflineCheck> &imported) const
{
    // A device an imported row names, when neither of the chart's devices is it, has its roof drawn: the
    // row's point would otherwise stand under no roof. Its roof and its points share a colour and the roof's
    // dashes, one legend entry; each further device takes the next, so that three devices read apart.
    const QStringList drawn = drawnRoofs(s);
    QStringList named;
    for (const RooflineCheck &c : imported)
        if (!c.measured.device.isEmpty() && !drawn.contains(c.basis.device.id) && c.basis.peak > 0 &&
            c.basis.bandwidth > 0 && !named.contains(c.basis.device.id))
            named << c.basis.device.id;
    for (qsizetype i = 0; i < named.size(); ++i) {
        QList<QPointF> points;
        RooflineBasis b;
        for (const RooflineCheck &c : imported)
            if (c.measured.device == named.at(i)) {
                b = c.basis;
                points.append({c.intensity, c.measuredValue / kTera});
            }
        const QPen pen = namedRoofPen(i, zoom());
        ChartLayer::Item &roof = layer.curve(kNamedRoofPrefix + b.device.id, QString(), pen,
                                             {{kXMin, kXMin * b.bandwidth / kTera},
                                              {b.peak / b.bandwidth, b.peak / kTera},
                                              {kXMax, b.peak / kTera}});
        roof.compared = false;
        roof.inLegend = false;
        layer
            .scatter(kImportedId + u'-' + b.device.id,
                     tr("%1 (named by imported rows): %2, %3, and its measurements")
                         .arg(b.device.name(language::current()), Format::flops(b.peak),
                              Format::bandwidth(b.bandwidth)),
                     pen.color(), style::kAccent, 11 * zoom(), points, 2 * zoom())
            .compared = false;
    }
}

double RooflineChart::highestMeasured() const
{
    double highest = 0;
    for (const ChartLayer::Item &item : liveLayer().items)
        if (item.id == kOperationsId || item.id == kPredictedId || item.id == kImportedId ||
            item.id.startsWith(kNamedRoofPrefix))
            for (const QPointF &p : item.points)
                highest = std::max(highest, p.y());
    return highest;
}

double RooflineChart::lowestMeasured() const
{
    double lowest = qInf();
    for (const ChartLayer::Item &item : liveLayer().items)
        if (item.id == kOperationsId || item.id == kPredictedId || item.id.startsWith(kImportedId))
            for (const QPointF &p : item.points)
                lowest = std::min(lowest, p.y());
    return lowest;
}

QList<QPointF> RooflineChart::measuredMarkers() const
{
    QList<QPointF> points;
    for (const ChartLayer::Item &item : liveLayer().items)
        if (item.id == kOperationsId || item.id == kPredictedId || item.id.startsWith(kImportedId))
            points += item.points;
    return points;
}

void RooflineChart::updateMeasuredLabels()
{
    const ChartLayer::Item *run = liveLayer().find(kOperationsId);
    for (qsizetype i = 0; i < m_measuredLabels.size(); ++i) {
        const bool shown = run && i < run->points.size() && i < run->pointIds.size();
        m_measuredLabels[i].value = shown ? run->points.at(i) : QPointF();
        m_measuredLabels[i].item->setText(shown ? measuredOperationShortTitle(run->pointIds.at(i))
                                                : QString());
    }
}

void RooflineChart::styleMeasured()
{
    for (const ChartLayer::Item &item : liveLayer().items) {
        const QString &id = item.id;
        if (id != kOperationsId && id != kPredictedId && !id.startsWith(kImportedId)) continue;
        auto *series = qobject_cast<QScatterSeries *>(layerSeries(id));
        if (!series) continue;
        // Squares, where the model's own operations are round: a measurement reads apart from a prediction.
        if (id != kPredictedId) series->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        // A named device's squares and its roof are one entry: the roof's dashes around the squares.
        const QString device = id.mid(kImportedId.size() + 1);
        if (const ChartLayer::Item *roof =
                device.isEmpty() ? nullptr : liveLayer().find(kNamedRoofPrefix + device))
            setLegendLine(series, roof->pen);
        if (series->property("measuredTips").toBool()) continue;
        series->setProperty("measuredTips", true);
        connect(series, &QScatterSeries::hovered, this,
                [this, id](const QPointF &p, bool state) { onMeasuredHovered(id, p, state); });
    }
}

void RooflineChart::onMeasuredHovered(const QString &id, const QPointF &point, bool state)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    const bool imported = id.startsWith(kImportedId);
    const QList<RooflineCheck> checks = imported ? importedChecks(*scenario()) : computerChecks(*scenario());
    for (const RooflineCheck &c : checks) {
        const double y = (id == kPredictedId ? c.modelValue : c.measuredValue) / kTera;
        if (c.intensity != point.x() || y != point.y()) continue;
        const QString name = imported ? c.measured.source : measuredOperationTitle(c.measured.source);
        QToolTip::showText(QCursor::pos(),
                           tr("%1 (I = %2): measured %3, model %4, model's error %5")
                               .arg(name, Format::intensity(c.intensity), Format::flops(c.measuredValue),
                                    Format::flops(c.modelValue), Format::signedPercent(c.errorPct / 100, 1)));
        return;
    }
}

} // namespace infralab
