#include "rooflinechart.h"
#include "rooflinechart_p.h"

#include "chartstyle.h"
#include "comparison.h"
#include "format.h"
#include "language.h"
#include "scenario.h"

#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
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
} // namespace

RooflineChart::RooflineChart(Scenario *scenario, QWidget *parent)
    : ChartView(scenario, parent), m_x(new QLogValueAxis(this)), m_y(new QLogValueAxis(this))
{
    for (QLogValueAxis *axis : {m_x, m_y}) {
        axis->setBase(10);
        // With localized numbers Qt Charts 6.4 only understands "%.Ng"; a bare "%g" draws no labels at all.
        axis->setLabelFormat(QStringLiteral("%.6g"));
        // Minor ticks 2…9 show the log scale; their grid lines would double the paint time of a slider drag.
        axis->setMinorTickCount(8);
        axis->setMinorGridLineVisible(false);
        styleAxis(axis);
    }
    m_x->setRange(belowTick(kXMin), kXMax);
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_y, Qt::AlignLeft);

    for (Precision p : kAllPrecisions) {
        m_ceilings[p] = addLine(style::kPrimary);
        m_ceilings[p]->setObjectName(QStringLiteral("ceiling-") + QLatin1String(precisionKey(p)));
    }
    m_memory = addLine(style::kPrimary);
    m_memory->setObjectName(QStringLiteral("memory-slope"));
    attach(m_memory);
    m_compare = addLine(style::kCompare);
    m_compare->setObjectName(QStringLiteral("compare-roof"));
    attach(m_compare);
    for (int i = 0; i < memoryHierarchy(Device{}).size(); ++i) {
        m_levels.append(addLine(style::kNeutral));
        m_levels.last()->setObjectName(QStringLiteral("level-%1").arg(i));
        m_levelLabels.append({addLabel(style::kNeutral), {}, true});
    }

    auto scatter = [this](const QColor &color, const QString &name, qreal size) {
        auto *s = new QScatterSeries(this);
        s->setObjectName(name);
        s->setColor(color);
        s->setBorderColor(Qt::white);
        s->setMarkerSize(size);
        attach(s, name != u"ridge");
        connect(s, &QScatterSeries::hovered, this,
                [this](const QPointF &point, bool state) { onHovered(point, state, false); });
        return s;
    };
    m_ridge = scatter(style::kAccent, QStringLiteral("ridge"), 14);
    m_memoryBound = scatter(style::kMemoryBound, QStringLiteral("memory-bound"), 16);
    m_computeBound = scatter(style::kComputeBound, QStringLiteral("compute-bound"), 16);
    m_ridgeLabel = {addLabel(style::kAccent), {}, false};
    for (qsizetype i = 0; i < rooflinePoints(*scenario).size(); ++i)
        m_pointLabels.append({addLabel(Qt::black), {}, false});
    createPinned();
    connect(chart(), &QChart::plotAreaChanged, this, &RooflineChart::layoutLabels);
}

QString RooflineChart::exportName() const
{
    return QStringLiteral("roofline");
}

QString RooflineChart::title() const
{
    const QString lang = language::current();
    return tr("Roofline: %1 and %2 (%3)")
        .arg(scenario()->device().name(lang), scenario()->compareDevice().name(lang),
             QLatin1String(precisionKey(scenario()->precision())));
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
            marker->setVisible(false);
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
    return item;
}

void RooflineChart::refresh()
{
    const Scenario &s = *scenario();
    const Device &dev = s.device(), &cmp = s.compareDevice();
    const double peak = s.peak(), bandwidth = std::max(dev.bandwidth, 1.0);
    m_selected = effectivePrecision(dev, s.precision());

    const Precision cmpPrecision = effectivePrecision(cmp, s.precision());
    const double cmpPeak = cmp.peakFor(cmpPrecision), cmpBandwidth = std::max(cmp.bandwidth, 1.0);
    double devTop = peak;
    for (const auto &[p, value] : dev.peak)
        devTop = std::max(devTop, value);

    // y range from quantities the batch and prompt sliders do not move: the highest peak of either device
    // (with room above it for the labels), and the lowest operation, counting decode at its lowest batch (1).
    m_points = rooflinePoints(s);
    const double params = s.number(Key::ModelParams);
    const double active = params * s.number(Key::ModelActiveRatio);
    double lowestIntensity = llmDecode(params, active, 1, bytesPerValue(s.precision())).intensity();
    for (const RooflinePoint &point : std::as_const(m_points))
        lowestIntensity = std::min(lowestIntensity, point.op.intensity());
    lowestIntensity = std::max(lowestIntensity, kXMin);
    const double lowest = std::min(attainableFlops(peak, lowestIntensity, bandwidth),
                                   attainableFlops(cmpPeak, lowestIntensity, cmpBandwidth));
    // A's roof and points, which the sliders do not move either (A is frozen).
    const auto [pinnedLow, pinnedHigh] = pinnedRange();
    const double yLow =
        belowTick(std::max(kYFloor, decadeAtOrBelow(std::min(lowest / kTera, pinnedLow) / 10)));
    const double yHigh = kHeadroom * std::max(std::max(devTop, cmpPeak) / kTera, pinnedHigh);
    if (m_y->min() != yLow || m_y->max() != yHigh) setAxisRange(m_y, yLow, yHigh);

    updateCeilings(bandwidth);
    m_memory->replace({{kXMin, kXMin * bandwidth / kTera}, {devTop / bandwidth, devTop / kTera}});
    m_memory->setPen(linePen(style::kPrimary, 3 * zoom()));
    const QString memoryName = tr("Memory bandwidth %1").arg(Format::bandwidth(dev.bandwidth));
    setIfChanged(m_memory, pinned() ? ab::tagged(memoryName, false) : memoryName);

    m_compare->replace({{kXMin, kXMin * cmpBandwidth / kTera},
                        {cmpPeak / cmpBandwidth, cmpPeak / kTera},
                        {kXMax, cmpPeak / kTera}});
    m_compare->setPen(linePen(style::kCompare, 2.5 * zoom(), Qt::DashLine));
    setIfChanged(
        m_compare,
        tr("%1, %2 peak").arg(cmp.name(language::current()), QLatin1String(precisionKey(cmpPrecision))));

    const double ridge = ridgePoint(peak, bandwidth);
    m_ridge->replace({{ridge, peak / kTera}});
    m_ridgeLabel.value = {ridge, peak / kTera};
    m_ridgeLabel.item->setText(tr("I* = %1").arg(Format::intensity(ridge)));

    updatePoints(peak, bandwidth);
    updatePinned();
    if (m_showLevels) updateLevels(peak);
    setIfChanged(m_memoryBound, tr("memory-bound"));
    setIfChanged(m_computeBound, tr("compute-bound"));
    m_x->setTitleText(tr("Arithmetic intensity (FLOP/byte)"));
    m_y->setTitleText(tr("Attainable throughput (TFLOP/s)"));
    layoutLabels();
}

void RooflineChart::updateCeilings(double bandwidth)
{
    const Device &dev = scenario()->device();
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
        // While A is drawn, B's own roof (its slope and this ceiling) says it is B's.
        const QString name = tr("%1 peak").arg(QLatin1String(precisionKey(p)));
        setIfChanged(ceiling, selected && pinned() ? ab::tagged(name, false) : name);
    }
}

void RooflineChart::updatePoints(double peak, double bandwidth)
{
    QList<QPointF> memory, compute;
    for (qsizetype i = 0; i < m_points.size() && i < m_pointLabels.size(); ++i) {
        const Operation &op = m_points.at(i).op;
        const QPointF value(op.intensity(), attainableFlops(peak, op.intensity(), bandwidth) / kTera);
        (regime(op.flops, op.bytes, peak, bandwidth) == Regime::Memory ? memory : compute).append(value);
        m_pointLabels[i].value = value;
        m_pointLabels[i].item->setText(QCoreApplication::translate("RooflinePoints", m_points.at(i).label));
    }
    m_memoryBound->replace(memory);
    m_computeBound->replace(compute);
}

void RooflineChart::updateLevels(double peak)
{
    const QList<MemoryLevel> levels = memoryHierarchy(scenario()->device());
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

void RooflineChart::layoutLabels()
{
    const QRectF plot = chart()->plotArea();
    const QRectF bounds = plot.adjusted(-1, -1, 1, 1);
    const qreal gap = m_memoryBound->markerSize() / 2 + 3;
    QFont font = this->font();
    font.setPointSizeF(basePointSize());
    // Greedy placement: each label takes the first spot around its anchor that overlaps neither a marker nor
    // a label placed before it, so the moving decode and prefill labels (placed first) never hide each other.
    // A memory level's label that finds no free spot is left out: overlapping text reads as neither.
    auto drawn = [](const Label &label) {
        return label.value.x() > 0 && label.value.y() > 0 && !label.item->text().isEmpty();
    };
    QList<QRectF> taken;
    for (const Label &label : std::as_const(m_pointLabels) + m_pinnedLabels + QList<Label>{m_ridgeLabel}) {
        if (!drawn(label)) continue;
        const QPointF p = chart()->mapToPosition(label.value, m_memory);
        taken.append(QRectF(p - QPointF(gap, gap), QSizeF(2 * gap, 2 * gap)));
    }
    auto area = [](const QRectF &r) { return r.isValid() ? r.width() * r.height() : 0.0; };
    auto place = [&](const Label &label) {
        QGraphicsSimpleTextItem *item = label.item;
        if (item->font() != font) item->setFont(font);
        const QPointF p = drawn(label) ? chart()->mapToPosition(label.value, m_memory) : QPointF();
        item->setVisible(drawn(label) && bounds.contains(p));
        if (!item->isVisible()) return;
        const QSizeF size = item->boundingRect().size();
        const qreal w = size.width(), h = size.height();
        const QPointF right(p.x() + gap, p.y() - h / 2), left(p.x() - gap - w, p.y() - h / 2);
        const QPointF above(p.x() - w / 2, p.y() - gap - h), below(p.x() - w / 2, p.y() + gap);
        QList<QPointF> spots = {right, left, above, below};
        if (label.secondary) spots.prepend(QPointF(p.x() - w - gap / 2, p.y() - h - gap / 2));
        for (int k = 1; k <= 3; ++k) {
            const QPointF up(0, -k * h), down(0, k * h);
            spots += {right + up, right + down, left + up, left + down, above + up, below + down};
        }
        QRectF best;
        qreal bestCost = std::numeric_limits<qreal>::max();
        for (const QPointF &spot : std::as_const(spots)) {
            const QRectF r(spot, size);
            qreal cost = area(r) - area(r.intersected(plot)); // outside the plot it would cover the axes
            for (const QRectF &t : std::as_const(taken))
                cost += area(r.intersected(t));
            if (cost < bestCost) {
                best = r;
                bestCost = cost;
            }
            if (cost <= 0) break;
        }
        item->setPos(best.topLeft());
        item->setVisible(bestCost <= 0 || !label.secondary);
        if (item->isVisible()) taken.append(best);
    };
    place(m_ridgeLabel);
    // A's few labels first: B's many have more room to move, and a B label that took the spot beside an A
    // ring would read as that ring's name.
    for (const Label &label : std::as_const(m_pinnedLabels))
        place(label);
    for (const Label &label : std::as_const(m_pointLabels))
        place(label);
    for (const Label &label : std::as_const(m_levelLabels))
        if (m_showLevels) place(label);
}

} // namespace infralab
