#include "allreducechart.h"

#include "categorylines.h"
#include "chartexport.h"
#include "chartstyle.h"
#include "communication.h"
#include "comparison.h"
#include "format.h"
#include "precision.h"
#include "scenario.h"
#include "textwrap.h"
#include "trainingscenario.h"

#include <QCategoryAxis>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QXYSeries>
#include <QtMath>
#include <algorithm>
#include <cmath>
#include <tuple>

namespace infralab {

namespace {
constexpr int kMaxDrawn = 16; // more chunks than this per GPU would no longer be visible
constexpr int kPoints = 113;
constexpr double kSmallestDecade = 3;   // 1 kB
constexpr double kLargestDecade = 10;   // 10 GB, further when the scenario's gradients are larger
constexpr double kRingShare = 0.42;     // of the chart's width, left of the plot
constexpr int kDecadesBelowLatency = 2; // the plot shows the bandwidth-only lines this far under the floor
const QColor kMarker = style::kNeutral.darker(140);

/// Appends (x, log10 seconds) to `points`; n = 1 sends nothing, in no time: no point on a log scale.
void logPoint(QList<QPointF> &points, double x, double seconds)
{
    if (seconds > 0 && std::isfinite(seconds)) points.append(QPointF(x, std::log10(seconds)));
}

/// The data-parallel group the all-reduce runs over (one cluster n = TP × PP × DP): its DP ranks and the
/// b_g·N/(TP·PP) bytes of gradients each holds (training.gradient_precision), as training.allreduce_s counts
/// them. A cluster without data
/// parallelism (theorem 3's pipeline, the default) still shows theorem 2: on its n GPUs as if all were
/// data-parallel, each with the whole 2·N.
std::pair<int, double> ringOf(const Scenario &s)
{
    StepInputs in = stepInputs(s);
    if (AllReduceChart::showsWholeCluster(s)) {
        in.tensorParallel = in.pipelineStages = 1;
        in.dataParallel = in.gpus;
    }
    const DataParallelGroup g = dataParallelGroup(in);
    return {std::max(1, g.ranks), g.gradientBytes * g.shardParams};
}

/// The lowest and highest y of `layer`'s curves `ids`; {+inf, −inf} when they have no point.
std::pair<double, double> extent(const ChartLayer &layer, std::initializer_list<QString> ids)
{
    double lo = INFINITY, hi = -INFINITY;
    for (const QString &id : ids)
        if (const ChartLayer::Item *item = layer.find(id))
            for (const QPointF &p : item->points) {
                lo = std::min(lo, p.y());
                hi = std::max(hi, p.y());
            }
    return {lo, hi};
}

/// `series` when it is drawn with points in it, else nullptr.
QXYSeries *drawn(QAbstractSeries *series)
{
    auto *xy = qobject_cast<QXYSeries *>(series);
    return xy && xy->isVisible() && xy->count() > 0 ? xy : nullptr;
}

const QString kIntra = QStringLiteral("intra"), kInter = QStringLiteral("inter");
const QString kIntraBound = QStringLiteral("intra-bandwidth-only");
const QString kInterBound = QStringLiteral("inter-bandwidth-only");
const QString kFloor = QStringLiteral("latency-floor"), kGradients = QStringLiteral("gradients");
} // namespace

AllReduceChart::AllReduceChart(Scenario *scenario, QWidget *parent)
    : NamedChart(scenario, parent), m_sizeAxis(new QCategoryAxis), m_timeAxis(new QCategoryAxis),
      m_caption(new QGraphicsSimpleTextItem(chart())), m_floorLabel(new QGraphicsSimpleTextItem(chart())),
      m_boundLabel(new QGraphicsSimpleTextItem(chart())),
      m_gradientLabel(new QGraphicsSimpleTextItem(chart())), m_message(new QGraphicsSimpleTextItem(chart()))
{
    setExportCaption(trainingExportCaption); // the cluster, not the serving batch
    // drawForeground() paints outside the scene's items, so the view cannot know which part of them changed:
    // the whole chart is repainted at any change, as before the other charts' partial repaints.
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    // Both axes carry log10 of the value: a category axis then labels the decades in readable units
    // ("1 MB", "10 ms") where a log axis would print 1e+06 and 1e-05.
    for (QCategoryAxis *axis : {m_sizeAxis, m_timeAxis})
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    setLayerAxes(m_sizeAxis, {m_timeAxis});
    // Black text follows the colour profile (ChartView::applyTheme turns it light on the dark background).
    for (QGraphicsSimpleTextItem *item : {m_caption, m_floorLabel, m_boundLabel, m_gradientLabel, m_message})
        item->setBrush(QColor(Qt::black));
    connect(chart(), &QChart::plotAreaChanged, this, &AllReduceChart::placeTexts);
}

bool AllReduceChart::showsWholeCluster(const Scenario &s)
{
    return s.integer(Key::TrainingDataParallel) < 2 && s.integer(Key::TrainingGpus) > 1;
}

void AllReduceChart::refresh()
{
    const Scenario &s = *scenario();
    std::tie(m_gpus, m_gradientBytes) = ringOf(s);
    m_wholeCluster = showsWholeCluster(s);
    const int nodes = std::min(m_gpus, kMaxDrawn);
    const bool countChanged = nodes != m_nodes;
    const int oldStep = m_step;
    m_nodes = nodes;
    m_step = std::min(m_step, stepCount());
    replaySteps();
    updateAxes();
    updateTexts();
    updateMargins();
    scene()->update();
    if (countChanged) Q_EMIT stepCountChanged(stepCount());
    if (m_step != oldStep) Q_EMIT stepChanged(m_step);
}

void AllReduceChart::resizeEvent(QResizeEvent *event)
{
    ChartView::resizeEvent(event);
    updateMargins();
}

void AllReduceChart::updateMargins()
{
    // Left: the ring. Top: the caption. Right: half of the last size label, centred on the plot's edge.
    const QString last = m_sizeAxis->categoriesLabels().value(m_sizeAxis->count() - 1);
    const int right = qCeil(QFontMetricsF(m_sizeAxis->labelsFont()).horizontalAdvance(last) / 2) + 6;
    m_caption->setText(wrapText(m_captionText, m_caption->font(), width() - 12));
    const QMargins margins(qRound(width() * kRingShare), qCeil(m_caption->boundingRect().height()) + 10,
                           right, 6);
    setChartMargins(margins);
}

double AllReduceChart::largestDecade() const
{
    double largest = 1;
    for (const Scenario *s : drawnScenarios())
        largest = std::max(largest, ringOf(*s).second);
    return std::max(kLargestDecade, std::ceil(std::log10(largest)));
}

ChartLayer AllReduceChart::layer(const Scenario &s) const
{
    const auto [gpus, gradients] = ringOf(s);
    const double latency = s.number(Key::TrainingLatencyS);
    const double intra = s.number(Key::TrainingIntraBw), inter = s.number(Key::TrainingInterBw);
    const double largest = largestDecade();
    QList<QPointF> intraPoints, interPoints, intraBound, interBound;
    for (int i = 0; i < kPoints; ++i) {
        const double x = kSmallestDecade + (largest - kSmallestDecade) * i / (kPoints - 1);
        const double bytes = std::pow(10.0, x);
        logPoint(intraPoints, x, ringAllReduceTime(bytes, gpus, intra, latency));
        logPoint(interPoints, x, ringAllReduceTime(bytes, gpus, inter, latency));
        logPoint(intraBound, x, ringAllReduceTime(bytes, gpus, intra));
        logPoint(interBound, x, ringAllReduceTime(bytes, gpus, inter));
    }
    ChartLayer layer;
    layer.values = {{QStringLiteral("gpus"), gpus},
                    {QStringLiteral("gradients"), gradients},
                    {kIntra, intra},
                    {kInter, inter}};
    const qreal w = 3 * zoom();
    // Sending nothing still costs 2(n − 1) latencies: the floor the curves bend onto for small messages.
    QList<QPointF> floor;
    logPoint(floor, kSmallestDecade, ringAllReduceTime(0, gpus, intra, latency));
    if (!floor.isEmpty()) floor.append(QPointF(largest, floor.first().y()));
    ChartLayer::Item &floorLine = layer.curve(kFloor, {}, QPen(style::kNeutral, w * 0.6, Qt::DotLine), floor);
    floorLine.compared = false;
    floorLine.inLegend = false; // the marker lines carry their own text on the plot
    // A's gradients get their own line only where they differ from B's.
    const double gradientsAt = std::log10(std::max(gradients, 1.0));
    const bool gradientsShown = !intraPoints.isEmpty();
    ChartLayer::Item &line = layer.rule(kGradients, {}, QPen(kMarker, w * 0.6, Qt::DashDotLine), gradientsAt,
                                        Qt::Vertical, ChartLayer::LabelEnd::None, {});
    line.visible = gradientsShown;
    line.differentOnly = true;
    // The texts only A's copy shows: its gradients at the top of its line (B's is the chart's own), and, as
    // four long legend entries would be cut short, what A's dashed curves are, in the upper left corner.
    // (Each item added may move the others: no reference to one is kept across an addition.)
    ChartLayer::Item &gradientText =
        layer.label(QStringLiteral("gradients-text"),
                    tr("%1: 2N/(TP·PP) = %2").arg(ab::pinnedName(), Format::bytes(gradients)),
                    {gradientsAt, qInf()}, Qt::black, false);
    gradientText.live = false;
    gradientText.differentOnly = true;
    gradientText.visible = gradientsShown;
    layer
        .label(QStringLiteral("curves-text"),
               tr("dashed: pinned, DP = %1\nNVLink %2 · InfiniBand %3")
                   .arg(Format::fixed(gpus, 0), Format::bandwidth(intra), Format::bandwidth(inter)),
               {kSmallestDecade, qInf()}, Qt::black, false)
        .live = false;
    for (const auto &[id, colour, points] : {std::tuple{kIntraBound, style::kPrimary, intraBound},
                                             std::tuple{kInterBound, style::kCompare, interBound}}) {
        ChartLayer::Item &bound = layer.curve(id, {}, QPen(colour, w * 0.6, Qt::DashLine), points);
        bound.compared = false;
        bound.inLegend = false;
        // Beside A's dashed curves the dashed bandwidth-only lines would read as A's: they wait for the
        // unpin.
        bound.alone = true;
    }
    layer.curve(kIntra, tr("NVLink %1").arg(Format::bandwidth(intra)), QPen(style::kPrimary, w), intraPoints);
    layer.curve(kInter, tr("InfiniBand %1").arg(Format::bandwidth(inter)), QPen(style::kCompare, w),
                interPoints);
    return layer;
}

void AllReduceChart::updateAxes()
{
    const ChartLayer &live = liveLayer();
    // The curves drawn stretch the axis; the bandwidth-only lines only while one layer is drawn (they wait
    // for the unpin, ChartLayer::Item::alone).
    const QList<const ChartLayer *> layers = drawnLayers();
    double lo = qInf(), hi = -qInf(), withLatencyLo = qInf();
    bool curves = false;
    for (const ChartLayer *layer : layers) {
        const auto [curveLo, curveHi] = extent(*layer, {kIntra, kInter});
        const auto [boundLo, boundHi] =
            layers.size() == 1 ? extent(*layer, {kIntraBound, kInterBound}) : std::pair{qInf(), -qInf()};
        withLatencyLo = std::min(withLatencyLo, curveLo);
        lo = std::min({lo, curveLo, boundLo});
        hi = std::max({hi, curveHi, boundHi});
        curves = curves || !layer->find(kIntra)->points.isEmpty();
    }
    const bool any = !live.find(kIntra)->points.isEmpty();
    // Far below the latency floor the bandwidth-only lines only stretch the axis: they leave through the
    // bottom.
    const int yLo = curves ? std::max(qFloor(lo), qFloor(withLatencyLo) - kDecadesBelowLatency) : -6,
              yHi = curves ? std::max(qCeil(hi), yLo + 1) : 0;
    setAxisRange(m_sizeAxis, kSmallestDecade, largestDecade());
    setAxisRange(m_timeAxis, yLo, yHi);
    setMarkerSpan(0, yLo, yHi);
    setDecadeLabels(m_sizeAxis, true);
    setDecadeLabels(m_timeAxis, false);

    const Scenario &s = *scenario();
    m_boundLabel->setText(any ? tr("dashed: bandwidth only\n2(d − 1)/d·S/BW") : QString());
    setAxisTitle(m_sizeAxis, tr("Message size S"));
    // The time axis names the other drawn layer's ranks too when they differ: its curves share the axis.
    const int otherGpus = int(layers.constLast()->values.value(QStringLiteral("gpus")));
    setAxisTitle(m_timeAxis,
                 otherGpus != m_gpus ? tr("All-reduce time, DP = %1 ranks (pinned: %2)")
                                           .arg(Format::fixed(m_gpus, 0), Format::fixed(otherGpus, 0))
                 : m_wholeCluster ? tr("All-reduce time if DP = %1").arg(Format::fixed(m_gpus, 0))
                 : m_gpus < 2     ? tr("All-reduce time, DP = 1")
                                  : tr("All-reduce time, DP = %1 ranks").arg(Format::fixed(m_gpus, 0)));
    const double floor =
        ringAllReduceTime(0, m_gpus, s.number(Key::TrainingIntraBw), s.number(Key::TrainingLatencyS));
    m_floorLabel->setText(live.find(kFloor)->points.isEmpty()
                              ? QString()
                              : tr("latency alone\n2(d − 1)·α = %1").arg(Format::duration(floor)));
    m_gradientLabel->setText(
        !any             ? QString()
        : m_wholeCluster ? tr("gradients per GPU 2N = %1").arg(Format::bytes(m_gradientBytes))
                         : tr("gradients per rank 2N/(TP·PP) = %1").arg(Format::bytes(m_gradientBytes)));
    // Short: it sits in the middle of the plot; the caption says why.
    m_message->setText(any ? QString() : tr("DP = 1: no all-reduce."));
}

void AllReduceChart::setDecadeLabels(QCategoryAxis *axis, bool bytes)
{
    const int lo = qRound(axis->min()), hi = qRound(axis->max());
    const auto text = [bytes](int decade) {
        return bytes ? Format::bytes(std::pow(10.0, decade)) : Format::duration(std::pow(10.0, decade));
    };
    const QFontMetricsF fm(axis->labelsFont());
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    double widest = 0;
    for (int d = lo; d <= hi; ++d)
        widest = std::max(widest, horizontal ? fm.horizontalAdvance(text(d)) + fm.averageCharWidth() * 2
                                             : fm.height() * 1.4);
    const QRectF plot = chart()->plotArea();
    const double room = (horizontal ? plot.width() : plot.height()) / std::max(1, hi - lo);
    // Thirds keep the labels on the units' steps: 1 kB, 1 MB, 1 GB; 1 µs, 1 ms, 1 s.
    int stride = 1;
    while (stride < hi - lo && widest > room * stride)
        stride = stride == 1 ? 3 : stride + 3;
    if (!horizontal && stride == 1) {
        // Qt Charts gives the time axis, its title's lines included, at most 40 % of the width right of the
        // ring and elides a wider label ("100 …" at the laptop's largest zoom): only the thinner "1 µs",
        // "1 ms", "1 s" are written then.
        const qreal side = categorylines::sideRoom(chart(), axis);
        for (int d = lo; d <= hi && stride == 1; ++d)
            if (fm.horizontalAdvance(text(d)) > side) stride = 3;
    }
    QStringList labels;
    QList<double> values;
    for (int d = lo; d <= hi; ++d) {
        if (((d % stride) + stride) % stride == 0) {
            labels.append(text(d));
            values.append(d);
        }
    }
    if (labels == axis->categoriesLabels()) return;
    for (const QString &old : axis->categoriesLabels())
        axis->remove(old);
    axis->setStartValue(lo - 1e-9); // a category ends on each labelled decade, the first one included
    for (int i = 0; i < labels.size(); ++i)
        axis->append(labels.at(i), values.at(i));
    setAxisRange(axis, lo, hi);
}

void AllReduceChart::placeTexts()
{
    setDecadeLabels(m_sizeAxis, true);
    setDecadeLabels(m_timeAxis, false);
    const QRectF plot = chart()->plotArea();
    m_caption->setPos(6, 4);
    m_message->setPos(plot.center() - m_message->boundingRect().center());
    // On a small plot a text that would cross the curves or leave the plot is left out: the legend, the
    // caption and the axes still tell the story.
    const auto fits = [&](QGraphicsSimpleTextItem *item, qreal share) {
        return item->boundingRect().width() <= plot.width() * share;
    };
    // The floor's text above the line at the left, where the curves lie on it and nothing rises yet.
    QXYSeries *floor = drawn(layerSeries(kFloor));
    m_floorLabel->setVisible(floor && fits(m_floorLabel, 0.4));
    if (floor) {
        const QPointF p = chart()->mapToPosition(floor->at(0), floor);
        m_floorLabel->setPos(plot.left() + 6, p.y() - 3 * zoom() - m_floorLabel->boundingRect().height());
    }
    // The bandwidth-only text beside the lower dashed line, half a decade above the bottom of the plot.
    QXYSeries *intraBound = drawn(layerSeries(kIntraBound));
    const QList<QPointF> bound = intraBound ? intraBound->points() : QList<QPointF>{};
    const auto entry = std::find_if(bound.cbegin(), bound.cend(),
                                    [this](QPointF p) { return p.y() >= m_timeAxis->min() + 0.5; });
    m_boundLabel->setVisible(false);
    if (entry != bound.cend()) {
        const QPointF p = chart()->mapToPosition(*entry, intraBound);
        const QRectF r = m_boundLabel->boundingRect();
        m_boundLabel->setPos(p.x() + 16, p.y() - r.height() / 2);
        m_boundLabel->setVisible(p.x() + 16 + r.width() <= plot.right());
    }
    // B's gradients' text at the top of its line, on whichever side of it has room (A's is its layer's).
    const auto besideLine = [&](QGraphicsSimpleTextItem *label, QXYSeries *line, qreal below) {
        label->setVisible(line && fits(label, 0.8));
        if (!line) return;
        const QPointF top = chart()->mapToPosition(line->at(1), line);
        const QRectF r = label->boundingRect();
        const qreal x = top.x() + 6 + r.width() > plot.right() ? top.x() - 6 - r.width() : top.x() + 6;
        label->setPos(std::max(plot.left() + 2, x), top.y() + below);
    };
    besideLine(m_gradientLabel, drawn(layerSeries(kGradients)), 4);
}

} // namespace infralab
