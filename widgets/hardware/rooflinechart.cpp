#include "rooflinechart.h"
#include "flowlegend.h"
#include "hardwarescenario.h"
#include "measurementsession.h"
#include "measurestore.h"
#include "rooflinechart_p.h"

#include "chartstyle.h"
#include "format.h"
#include "language.h"
#include "linecover.h"
#include "scenario.h"

#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <cmath>

namespace infralab {

namespace {
using namespace roofline_detail;

constexpr double kYFloor = 1e-4; // "%g" switches to exponents below 1e-4
constexpr double kHeadroom = 4;  // the top of the y axis, in multiples of the highest peak

double decadeAtOrBelow(double v)
{
    return std::pow(10.0, std::floor(std::log10(v)));
}

/// A hair below `v`: Qt Charts puts the first tick at ceil(log10(min)), and log10(0.1) rounds to just above
/// −1, which would drop the "0.1" label of an axis that starts at 0.1.
double belowTick(double v)
{
    return v * (1 - 1e-9);
}

template <typename T> void setIfChanged(T *object, const QString &name)
{
    if (object->name() != name) object->setName(name);
}

/// A device's roof: its peak at the precision it offers for the one wanted (Scenario::peak), its bandwidth
/// (never 0) and its highest peak at any precision.
struct Roof
{
    Precision precision;
    double peak, bandwidth, top;
};

Roof roofOf(const Device &d, Precision wanted)
{
    Roof roof{effectivePrecision(d, wanted), 0, std::max(d.bandwidth, 1.0), 0};
    roof.peak = roof.top = d.peakFor(roof.precision);
    for (const auto &[p, value] : d.peak)
        roof.top = std::max(roof.top, value);
    return roof;
}

/// "<device>, <precision> peak". This computer's roof is in fp32 whatever the scenario's precision
/// (lab::measuredDevice): when another one is asked for, the name says so, with the bf16 product measured,
/// which Eigen emulates in software, so that no one takes 0.6 GFLOP/s for the CPU's bf16 roof.
QString roofName(const Scenario &s, const Device &d, const Roof &r)
{
    const QString name = d.name(language::current());
    const QString precision = QLatin1String(precisionKey(r.precision));
    if (d.id != lab::kMeasuredDeviceId || r.precision == selectedPrecision(s))
        return RooflineChart::tr("%1, %2 peak").arg(name, precision);
    const lab::MeasureResult *computer = measurementsOf(s).computer();
    const double bf16 = computer ? computer->peakBf16() : 0.0;
    if (bf16 > 0 && selectedPrecision(s) == Precision::BF16)
        return RooflineChart::tr("%1, %2 peak (%3 not native here: Eigen emulates bf16 at %4)")
            .arg(name, precision, QLatin1String(precisionKey(selectedPrecision(s))), Format::flops(bf16));
    return RooflineChart::tr("%1, %2 peak (%3 not measured here)")
        .arg(name, precision, QLatin1String(precisionKey(selectedPrecision(s))));
}
} // namespace

double roofline_detail::lowestOperation(const Scenario &s, const QList<RooflinePoint> &points,
                                        const QStringList &ids)
{
    const double params = s.number(Key::ModelParams);
    const double active = params * s.number(Key::ModelActiveRatio);
    double lowest =
        llmDecode(decodeParametersRead(s, 1), active, 1, bytesPerValue(selectedPrecision(s))).intensity();
    for (const RooflinePoint &point : points)
        if (ids.isEmpty() || ids.contains(point.id)) lowest = std::min(lowest, point.op.intensity());
    return std::max(lowest, kXMin);
}

RooflineChart::RooflineChart(Scenario *scenario, QWidget *parent)
    : NamedChart(scenario, parent), m_x(new QLogValueAxis(this)), m_y(new QLogValueAxis(this))
{
    for (QLogValueAxis *axis : {m_x, m_y}) {
        axis->setBase(10);
        // With localized numbers Qt Charts 6.4 only understands "%.Ng"; a bare "%g" draws no labels at all.
        axis->setLabelFormat(QStringLiteral("%.6g"));
        // Minor ticks 2…9 show the log scale; their grid lines would double the paint time of a slider drag.
        axis->setMinorTickCount(8);
        axis->setMinorGridLineVisible(false);
    }
    m_x->setRange(belowTick(kXMin), kXMax);
    setLayerAxes(m_x, {m_y});
    for (Precision p : kAllPrecisions) {
        m_ceilings[p] = addLine(style::kPrimary);
        m_ceilings[p]->setObjectName(QStringLiteral("ceiling-") + QLatin1String(precisionKey(p)));
    }
    for (int i = 0; i < memoryHierarchy(Device{}).size(); ++i) {
        m_levels.append(addLine(style::kNeutral));
        m_levels.last()->setObjectName(QStringLiteral("level-%1").arg(i));
        m_levelLabels.append({addLabel(style::kNeutral), {}, true});
    }
    m_ridgeLabel = {addLabel(style::kAccent), {}, false};
    for (qsizetype i = 0; i < rooflinePoints(*scenario).size(); ++i)
        m_pointLabels.append({addLabel(Qt::black), {}, false});
    for (qsizetype i = 0; i < kMovingIds.size(); ++i)
        m_pinnedLabels.append({addLabel(Qt::black), {}, false});
    // The four operations the lab runs on this computer (dense, convolution, attention, decoding).
    for (int i = 0; i < 4; ++i)
        m_measuredLabels.append({addLabel(Qt::black), {}, false});
    connect(chart(), &QChart::plotAreaChanged, this, &RooflineChart::layoutLabels);
}

QString RooflineChart::title() const
{
    const QString lang = language::current();
    return NamedChart::title().arg(lab::nameInSentence(selectedDevice(*scenario()), lang),
                                   lab::nameInSentence(comparedDevice(*scenario()), lang),
                                   QLatin1String(precisionKey(selectedPrecision(*scenario()))));
}

void RooflineChart::setShowMemoryHierarchy(bool show)
{
    if (show == m_showLevels) return;
    m_showLevels = show;
    for (QLineSeries *level : std::as_const(m_levels))
        show ? attach(level, false) : detach(level);
    for (const Label &label : std::as_const(m_levelLabels))
        label.item->setVisible(show);
    scheduleRefresh();
}

QLineSeries *RooflineChart::addLine(const QColor &color)
{
    auto *series = new QLineSeries(this);
    series->setColor(color);
    return series;
}

void RooflineChart::attach(QXYSeries *series, bool inLegend)
{
    chart()->addSeries(series);
    series->attachAxis(m_x);
    series->attachAxis(m_y);
    if (!inLegend)
        for (QLegendMarker *marker : chart()->legend()->markers(series))
            showInLegend(marker, false);
}

void RooflineChart::detach(QXYSeries *series)
{
    chart()->removeSeries(series);
    // The chart gave the series back without a parent: the view owns it again, or it would leak when the
    // view is destroyed while the series is off the chart.
    series->setParent(this);
}

QGraphicsSimpleTextItem *RooflineChart::addLabel(const QColor &color)
{
    auto *item = new QGraphicsSimpleTextItem(chart());
    item->setBrush(color); // black is the "plain text" colour that ChartView turns white on a dark profile
    item->setZValue(100);  // above the series and the grid
    item->setData(0, QStringLiteral("roofline-label")); // lets tests tell these from Qt Charts' own items
    // A name pushed away from its point by other names and lines keeps a thin line to it (layoutLabels).
    auto *leader = new QGraphicsLineItem(item);
    QColor grey = style::kNeutral;
    grey.setAlpha(190);
    leader->setPen(QPen(grey, 1));
    leader->setVisible(false);
    return item;
}

ChartLayer RooflineChart::layer(const Scenario &s) const
{
    const Roof own = roofOf(selectedDevice(s), selectedPrecision(s)),
               cmp = roofOf(comparedDevice(s), selectedPrecision(s));
    ChartLayer layer;
    layer.note = selectedDevice(s).name(language::current());
    layer.values = {{QStringLiteral("peak"), own.peak}, {QStringLiteral("bandwidth"), own.bandwidth}};
    // A's roof in one line, at A's precision, under B's slope; B draws its own as the slope and a ceiling per
    // precision, and A's roof where it is B's would only draw over it.
    const auto roofLine = [](const Roof &r) -> QList<QPointF> {
        return {{kXMin, kXMin * r.bandwidth / kTera},
                {r.peak / r.bandwidth, r.peak / kTera},
                {kXMax, r.peak / kTera}};
    };
    ChartLayer::Item &roof = layer.curve(QStringLiteral("roof"), roofName(s, selectedDevice(s), own),
                                         linePen(style::kPrimary, 3 * zoom()), roofLine(own));
    roof.live = false;
    roof.differentOnly = true;
    // The slope is named in the selected ceiling's entry (updateCeilings): one entry for the device's roof.
    ChartLayer::Item &slope =
        layer.curve(QStringLiteral("memory-slope"), QString(), linePen(style::kPrimary, 3 * zoom()),
                    {{kXMin, kXMin * own.bandwidth / kTera}, {own.top / own.bandwidth, own.top / kTera}});
    slope.compared = false;
    slope.inLegend = false;
    layer
        .curve(QStringLiteral("compare-roof"), roofName(s, comparedDevice(s), cmp),
               linePen(style::kCompare, 2.5 * zoom(), Qt::DashLine), roofLine(cmp))
        .compared = false;
    ChartLayer::Item &ridge = layer.scatter(QStringLiteral("ridge"), QString(), style::kAccent, Qt::white, 14,
                                            {{ridgePoint(own.peak, own.bandwidth), own.peak / kTera}});
    ridge.compared = false;
    ridge.inLegend = false;
    ridge.thinRing = true;
    addOperations(layer, s, own.peak, own.bandwidth);
    addMeasured(layer, s);
    return layer;
}

void RooflineChart::refresh()
{
    const Scenario &s = *scenario();
    const Roof own = roofOf(selectedDevice(s), selectedPrecision(s)),
               cmp = roofOf(comparedDevice(s), selectedPrecision(s));
    m_selected = own.precision;
    // y range from quantities the batch and prompt sliders do not move: the highest peak of either device
    // (with room above it for the labels), and the lowest operation, counting decode at its lowest batch (1).
    m_points = rooflinePoints(s);
    const double lowestIntensity = lowestOperation(s, m_points, {});
    const double lowest = std::min(attainableFlops(own.peak, lowestIntensity, own.bandwidth),
                                   attainableFlops(cmp.peak, lowestIntensity, cmp.bandwidth));
    // Every drawn layer's roof and points (A's, which the sliders do not move either: A is frozen).
    double layersLow = qInf(), layersHigh = 0;
    for (const ChartLayer *layer : drawnLayers()) {
        layersLow = std::min(layersLow, layer->values.value(QStringLiteral("lowest"), qInf()));
        layersHigh = std::max(layersHigh, layer->values.value(QStringLiteral("peak")) / kTera);
    }
    const double yLow = belowTick(
        std::max(kYFloor, decadeAtOrBelow(std::min({lowest / kTera, layersLow, lowestMeasured()}) / 10)));
    const double yHigh =
        kHeadroom * std::max({std::max(own.top, cmp.peak) / kTera, layersHigh, highestMeasured()});
    if (m_y->min() != yLow || m_y->max() != yHigh) setAxisRange(m_y, yLow, yHigh);

    const double ridge = ridgePoint(own.peak, own.bandwidth);
    m_ridgeLabel.value = {ridge, own.peak / kTera};
    m_ridgeLabel.item->setText(tr("I* = %1").arg(Format::intensity(ridge)));
    setAxisTitle(m_x, tr("Arithmetic intensity (FLOP/byte)"));
    setAxisTitle(m_y, tr("Attainable throughput (TFLOP/s)"));
}

void RooflineChart::layerDrawn()
{
    // The ceilings go over the layer's series, as they always did: they are attached once those exist.
    updateCeilings(std::max(selectedDevice(*scenario()).bandwidth, 1.0));
    connectHover();
    styleMeasured();
    updatePointLabels();
    updateMeasuredLabels();
    if (m_showLevels) updateLevels(selectedPeak(*scenario()));
    layoutLabels();
}

void RooflineChart::updateCeilings(double bandwidth)
{
    const Device &dev = selectedDevice(*scenario());
    QList<Precision> wanted;
    for (const auto &[p, value] : dev.peak)
        wanted.append(p);
    if (wanted != m_shownCeilings) {
        for (Precision p : std::as_const(m_shownCeilings))
            detach(m_ceilings[p]);
        for (Precision p : std::as_const(wanted))
            attach(m_ceilings[p]);
        m_shownCeilings = wanted;
    }
    // The entries name the device, as the compared roof's does: beside another roof "bf16 peak" alone read
    // as no device's. The selected one names the slope too, and the other precisions share one pen and one
    // entry, so the legend grows no taller and the plot keeps the height its labels need off the roof.
    const QString device = dev.name(language::current());
    QStringList others;
    Precision namesOthers = m_selected; // the last other ceiling: its entry comes after the selected one's
    for (Precision p : std::as_const(wanted))
        if (p != m_selected) others << QLatin1String(precisionKey(namesOthers = p));
    for (Precision p : std::as_const(wanted)) {
        const double peak = dev.peakFor(p);
        QLineSeries *ceiling = m_ceilings[p];
        ceiling->replace({{std::max(kXMin, peak / bandwidth), peak / kTera}, {kXMax, peak / kTera}});
        // The scenario's precision is the roof that matters; the others are context.
        const bool selected = p == m_selected;
        QColor color = style::kPrimary;
        if (!selected) color.setAlpha(150);
        ceiling->setPen(
            linePen(color, (selected ? 3.5 : 1.5) * zoom(), selected ? Qt::SolidLine : Qt::DashDotLine));
        setIfChanged(ceiling, selected ? tr("%1, %2 peak, memory %3")
                                             .arg(device, QLatin1String(precisionKey(p)),
                                                  Format::bandwidth(dev.bandwidth))
                                       : tr("%1, other peaks (%2)").arg(device, others.join(u", ")));
        for (QLegendMarker *marker : chart()->legend()->markers(ceiling))
            showInLegend(marker, selected || p == namesOthers);
        // The selected device's roof leads the legend, its other peaks next, before the compared device's
        // roof and the operations: drawn over them, the ceilings were attached last and read last.
        setLegendOrder(ceiling, selected ? -2 : -1);
    }
}

void RooflineChart::updateLevels(double peak)
{
    const QList<MemoryLevel> levels = memoryHierarchy(selectedDevice(*scenario()));
    QColor color = style::kNeutral;
    color.setAlpha(170);
    for (qsizetype i = 0; i < levels.size() && i < m_levels.size(); ++i) {
        // Each level's roof: min(P, I·β_level), drawn up to where it meets the compute ceiling.
        const double bw = std::max(levels.at(i).bandwidth, 1.0);
        const double end = std::min(kXMax, peak / bw);
        if (end > kXMin)
            m_levels[i]->replace({{kXMin, kXMin * bw / kTera}, {end, end * bw / kTera}});
        else
            m_levels[i]->clear(); // faster than the compute roof over the whole chart: never the limit here
        m_levels[i]->setPen(linePen(color, 1.5 * zoom(), Qt::DashLine));
        const QString name = QCoreApplication::translate("RooflinePoints", levels.at(i).name);
        setIfChanged(m_levels[i], name);
        m_levelLabels[i].value = end > kXMin ? QPointF(end, end * bw / kTera) : QPointF();
        m_levelLabels[i].item->setText(
            tr("%1 %2", "memory level, bandwidth").arg(name, Format::bandwidth(bw)));
    }
}

} // namespace infralab
