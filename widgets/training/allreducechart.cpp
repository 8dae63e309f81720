#include "allreducechart.h"

#include "chartstyle.h"
#include "communication.h"
#include "comparison.h"
#include "format.h"
#include "precision.h"
#include "scenario.h"
#include "textwrap.h"

#include <QCategoryAxis>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QtMath>
#include <algorithm>
#include <cmath>

namespace infralab {

namespace {
constexpr int kMaxDrawn = 16; // more chunks than this per GPU would no longer be visible
constexpr int kPoints = 113;
constexpr double kSmallestDecade = 3;   // 1 kB
constexpr double kLargestDecade = 10;   // 10 GB, further when the scenario's gradients are larger
constexpr double kRingShare = 0.42;     // of the chart's width, left of the plot
constexpr int kDecadesBelowLatency = 2; // the plot shows the bandwidth-only lines this far under the floor
const QColor kMarker = style::kNeutral.darker(140);
} // namespace

AllReduceChart::AllReduceChart(Scenario *scenario, QWidget *parent)
    : ChartView(scenario, parent), m_sizeAxis(new QCategoryAxis), m_timeAxis(new QCategoryAxis),
      m_intra(new QLineSeries), m_inter(new QLineSeries), m_intraBound(new QLineSeries),
      m_interBound(new QLineSeries), m_floor(new QLineSeries), m_gradients(new QLineSeries),
      m_pinnedIntra(new QLineSeries), m_pinnedInter(new QLineSeries), m_pinnedGradients(new QLineSeries),
      m_caption(new QGraphicsSimpleTextItem(chart())), m_floorLabel(new QGraphicsSimpleTextItem(chart())),
      m_boundLabel(new QGraphicsSimpleTextItem(chart())),
      m_gradientLabel(new QGraphicsSimpleTextItem(chart())), m_message(new QGraphicsSimpleTextItem(chart())),
      m_pinnedGradientLabel(new QGraphicsSimpleTextItem(chart())),
      m_pinnedNote(new QGraphicsSimpleTextItem(chart()))
{
    for (const auto &[series, name] :
         {std::pair{m_intra, "intra"}, std::pair{m_inter, "inter"},
          std::pair{m_intraBound, "intra-bandwidth-only"}, std::pair{m_interBound, "inter-bandwidth-only"},
          std::pair{m_floor, "latency-floor"}, std::pair{m_gradients, "gradients"},
          std::pair{m_pinnedIntra, "intra-pinned"}, std::pair{m_pinnedInter, "inter-pinned"},
          std::pair{m_pinnedGradients, "gradients-pinned"}})
        series->setObjectName(QLatin1String(name));
    // Both axes carry log10 of the value: a category axis then labels the decades in readable units
    // ("1 MB", "10 ms") where a log axis would print 1e+06 and 1e-05.
    chart()->addAxis(m_sizeAxis, Qt::AlignBottom);
    chart()->addAxis(m_timeAxis, Qt::AlignLeft);
    for (QCategoryAxis *axis : {m_sizeAxis, m_timeAxis})
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (QLineSeries *s : {m_floor, m_gradients, m_pinnedGradients, m_intraBound, m_interBound, m_intra,
                           m_inter, m_pinnedIntra, m_pinnedInter}) {
        chart()->addSeries(s);
        s->attachAxis(m_sizeAxis);
        s->attachAxis(m_timeAxis);
    }
    // The marker lines carry their own text on the plot.
    for (QLineSeries *s :
         {m_floor, m_gradients, m_pinnedGradients, m_intraBound, m_interBound, m_pinnedIntra, m_pinnedInter})
        chart()->legend()->markers(s).constFirst()->setVisible(false);
    // Black text follows the colour profile (ChartView::applyTheme turns it light on the dark background).
    for (QGraphicsSimpleTextItem *item : {m_caption, m_floorLabel, m_boundLabel, m_gradientLabel, m_message,
                                          m_pinnedGradientLabel, m_pinnedNote})
        item->setBrush(QColor(Qt::black));
    connect(chart(), &QChart::plotAreaChanged, this, &AllReduceChart::placeTexts);
    for (QAbstractAxis *axis : chart()->axes())
        styleAxis(axis);
}

QString AllReduceChart::title() const
{
    return tr("Ring all-reduce, step by step (theorem 2)");
}

void AllReduceChart::refresh()
{
    const Scenario &s = *scenario();
    m_gpus = std::max(1, s.integer(Key::TrainingGpus));
    m_gradientBytes = s.number(Key::ModelParams) * bytesPerValue(Precision::BF16);
    const int nodes = std::min(m_gpus, kMaxDrawn);
    const bool countChanged = nodes != m_nodes;
    const int oldStep = m_step;
    m_nodes = nodes;
    m_step = std::min(m_step, stepCount());
    replaySteps();
    updateCurves();
    updateTexts();
    updateMargins();
    placeTexts();
    viewport()->update();
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
    if (margins != chart()->margins()) chart()->setMargins(margins);
}

void AllReduceChart::updateCurves()
{
    const Scenario &s = *scenario();
    const double latency = s.number(Key::TrainingLatencyS);
    const double intra = s.number(Key::TrainingIntraBw), inter = s.number(Key::TrainingInterBw);
    const Scenario *a = pinned();
    const double pinnedGradients = a ? a->number(Key::ModelParams) * bytesPerValue(Precision::BF16) : 0.0;
    const double largest =
        std::max(kLargestDecade, std::ceil(std::log10(std::max({m_gradientBytes, pinnedGradients, 1.0}))));
    double lo = INFINITY, hi = -INFINITY;
    const auto point = [&](QList<QPointF> &points, double x, double seconds) {
        if (!(seconds > 0) || !std::isfinite(seconds)) return; // n = 1 sends nothing: no point on a log scale
        points.append(QPointF(x, std::log10(seconds)));
        lo = std::min(lo, points.last().y());
        hi = std::max(hi, points.last().y());
    };
    QList<QPointF> intraPoints, interPoints, intraBound, interBound;
    double withLatencyLo = INFINITY;
    for (int i = 0; i < kPoints; ++i) {
        const double x = kSmallestDecade + (largest - kSmallestDecade) * i / (kPoints - 1);
        const double bytes = std::pow(10.0, x);
        point(intraPoints, x, ringAllReduceTime(bytes, m_gpus, intra, latency));
        point(interPoints, x, ringAllReduceTime(bytes, m_gpus, inter, latency));
        point(intraBound, x, ringAllReduceTime(bytes, m_gpus, intra));
        point(interBound, x, ringAllReduceTime(bytes, m_gpus, inter));
    }
    m_intra->replace(intraPoints);
    m_inter->replace(interPoints);
    // Beside A's dashed curves the dashed bandwidth-only lines would read as A's: they wait for the unpin.
    m_intraBound->replace(a ? QList<QPointF>{} : intraBound);
    m_interBound->replace(a ? QList<QPointF>{} : interBound);
    const bool any = !intraPoints.isEmpty();
    for (const QList<QPointF> *curve : {&intraPoints, &interPoints})
        for (const QPointF &p : *curve)
            withLatencyLo = std::min(withLatencyLo, p.y());
    if (a) {
        lo = withLatencyLo;
        updatePinnedCurves(largest, lo, hi);
        withLatencyLo = std::min(withLatencyLo, lo);
    } else {
        for (QLineSeries *series : {m_pinnedIntra, m_pinnedInter, m_pinnedGradients})
            series->clear();
        m_pinnedNote->setText(QString());
    }
    // Far below the latency floor the bandwidth-only lines only stretch the axis: they leave through the
    // bottom.
    const bool curves = any || m_pinnedIntra->count() > 0;
    const int yLo = curves ? std::max(qFloor(lo), qFloor(withLatencyLo) - kDecadesBelowLatency) : -6,
              yHi = curves ? std::max(qCeil(hi), yLo + 1) : 0;
    // Sending nothing still costs 2(n − 1) latencies: the floor the curves bend onto for small messages.
    QList<QPointF> floorPoints;
    point(floorPoints, kSmallestDecade, ringAllReduceTime(0, m_gpus, intra, latency));
    if (!floorPoints.isEmpty()) floorPoints.append(QPointF(largest, floorPoints.first().y()));
    m_floor->replace(floorPoints);
    const double gradients = std::log10(std::max(m_gradientBytes, 1.0));
    m_gradients->replace(any ? QList<QPointF>{QPointF(gradients, yLo), QPointF(gradients, yHi)}
                             : QList<QPointF>{});
    // A's gradients get their own line only where they differ from B's.
    const double pinnedLine = std::log10(std::max(pinnedGradients, 1.0));
    const bool pinnedLineShown = a && m_pinnedIntra->count() > 0 && pinnedGradients != m_gradientBytes;
    m_pinnedGradients->replace(pinnedLineShown
                                   ? QList<QPointF>{QPointF(pinnedLine, yLo), QPointF(pinnedLine, yHi)}
                                   : QList<QPointF>{});
    m_pinnedGradientLabel->setText(
        pinnedLineShown ? tr("%1: 2N = %2").arg(ab::letterA(), Format::bytes(pinnedGradients)) : QString());

    setAxisRange(m_sizeAxis, kSmallestDecade, largest);
    setAxisRange(m_timeAxis, yLo, yHi);
    setDecadeLabels(m_sizeAxis, true);
    setDecadeLabels(m_timeAxis, false);

    const qreal w = 3 * zoom();
    m_intra->setPen(QPen(style::kPrimary, w));
    m_inter->setPen(QPen(style::kCompare, w));
    m_intraBound->setPen(QPen(style::kPrimary, w * 0.6, Qt::DashLine));
    m_interBound->setPen(QPen(style::kCompare, w * 0.6, Qt::DashLine));
    m_floor->setPen(QPen(style::kNeutral, w * 0.6, Qt::DotLine));
    m_gradients->setPen(QPen(kMarker, w * 0.6, Qt::DashDotLine));
    m_pinnedGradients->setPen(ab::pinnedPen(QPen(kMarker, w * 0.6, Qt::DashDotLine)));
    m_intra->setName(tr("NVLink %1").arg(Format::bandwidth(intra)));
    m_inter->setName(tr("InfiniBand %1").arg(Format::bandwidth(inter)));
    if (a) {
        m_intra->setName(ab::tagged(m_intra->name(), false));
        m_inter->setName(ab::tagged(m_inter->name(), false));
    }
    m_boundLabel->setText(any ? tr("dashed: bandwidth only\n2(n − 1)/n·S/BW") : QString());
    m_sizeAxis->setTitleText(tr("Message size S"));
    const int pinnedGpus = a ? std::max(1, a->integer(Key::TrainingGpus)) : m_gpus;
    m_timeAxis->setTitleText(
        pinnedGpus != m_gpus ? tr("All-reduce time, n = %1 (%2: %3)")
                                   .arg(Format::fixed(m_gpus, 0), ab::letterA(), Format::fixed(pinnedGpus, 0))
                             : tr("All-reduce time, n = %1").arg(Format::fixed(m_gpus, 0)));
    m_floorLabel->setText(floorPoints.isEmpty()
                              ? QString()
                              : tr("latency alone\n2(n − 1)·α = %1")
                                    .arg(Format::duration(ringAllReduceTime(0, m_gpus, intra, latency))));
    m_gradientLabel->setText(any ? tr("gradients 2N = %1").arg(Format::bytes(m_gradientBytes)) : QString());
    m_message->setText(any ? QString() : tr("One GPU: nothing to exchange."));
}

void AllReduceChart::updatePinnedCurves(double largest, double &lo, double &hi)
{
    const Scenario &a = *pinned();
    const int gpus = std::max(1, a.integer(Key::TrainingGpus));
    const double latency = a.number(Key::TrainingLatencyS);
    const double intra = a.number(Key::TrainingIntraBw), inter = a.number(Key::TrainingInterBw);
    QList<QPointF> intraPoints, interPoints;
    const auto point = [&](QList<QPointF> &points, double x, double seconds) {
        if (!(seconds > 0) || !std::isfinite(seconds)) return; // as B's: no point for n = 1
        points.append(QPointF(x, std::log10(seconds)));
        lo = std::min(lo, points.last().y());
        hi = std::max(hi, points.last().y());
    };
    for (int i = 0; i < kPoints; ++i) {
        const double x = kSmallestDecade + (largest - kSmallestDecade) * i / (kPoints - 1);
        const double bytes = std::pow(10.0, x);
        point(intraPoints, x, ringAllReduceTime(bytes, gpus, intra, latency));
        point(interPoints, x, ringAllReduceTime(bytes, gpus, inter, latency));
    }
    m_pinnedIntra->replace(intraPoints);
    m_pinnedInter->replace(interPoints);
    const qreal w = 3 * zoom();
    m_pinnedIntra->setPen(ab::pinnedPen(QPen(style::kPrimary, w)));
    m_pinnedInter->setPen(ab::pinnedPen(QPen(style::kCompare, w)));
    m_pinnedIntra->setName(ab::tagged(tr("NVLink %1").arg(Format::bandwidth(intra)), true));
    m_pinnedInter->setName(ab::tagged(tr("InfiniBand %1").arg(Format::bandwidth(inter)), true));
    // Four long legend entries would be cut short: A's two are named on the plot instead.
    m_pinnedNote->setText(
        tr("dashed: %1, n = %2\nNVLink %3 · InfiniBand %4")
            .arg(ab::letterA(), Format::fixed(gpus, 0), Format::bandwidth(intra), Format::bandwidth(inter)));
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
    m_floorLabel->setVisible(m_floor->count() > 0 && fits(m_floorLabel, 0.4));
    if (m_floor->count() > 0) {
        const QPointF p = chart()->mapToPosition(m_floor->at(0), m_floor);
        m_floorLabel->setPos(plot.left() + 6, p.y() - 3 * zoom() - m_floorLabel->boundingRect().height());
    }
    // The bandwidth-only text beside the lower dashed line, half a decade above the bottom of the plot.
    const QList<QPointF> bound = m_intraBound->points();
    const auto entry = std::find_if(bound.cbegin(), bound.cend(),
                                    [this](QPointF p) { return p.y() >= m_timeAxis->min() + 0.5; });
    m_boundLabel->setVisible(false);
    if (entry != bound.cend()) {
        const QPointF p = chart()->mapToPosition(*entry, m_intraBound);
        const QRectF r = m_boundLabel->boundingRect();
        m_boundLabel->setPos(p.x() + 16, p.y() - r.height() / 2);
        m_boundLabel->setVisible(p.x() + 16 + r.width() <= plot.right());
    }
    m_gradientLabel->setVisible(m_gradients->count() > 0 && fits(m_gradientLabel, 0.8));
    if (m_gradients->count() > 0) {
        const QPointF top = chart()->mapToPosition(m_gradients->at(1), m_gradients);
        const QRectF r = m_gradientLabel->boundingRect();
        const qreal x = top.x() + 6 + r.width() > plot.right() ? top.x() - 6 - r.width() : top.x() + 6;
        m_gradientLabel->setPos(std::max(plot.left() + 2, x), top.y() + 4);
    }
    // A's gradients' text under B's, on whichever side of A's line has room.
    m_pinnedGradientLabel->setVisible(m_pinnedGradients->count() > 0 && fits(m_pinnedGradientLabel, 0.8));
    if (m_pinnedGradients->count() > 0) {
        const QPointF top = chart()->mapToPosition(m_pinnedGradients->at(1), m_pinnedGradients);
        const QRectF r = m_pinnedGradientLabel->boundingRect();
        const qreal x = top.x() + 6 + r.width() > plot.right() ? top.x() - 6 - r.width() : top.x() + 6;
        m_pinnedGradientLabel->setPos(std::max(plot.left() + 2, x),
                                      top.y() + 8 + m_gradientLabel->boundingRect().height());
    }
    // A's note in the plot's upper left corner, above the flat start of the curves; under the gradients'
    // texts when they reach that far left.
    QPointF notePlace(plot.left() + 8, plot.top() + 6);
    for (QGraphicsSimpleTextItem *other : {m_gradientLabel, m_pinnedGradientLabel}) {
        const QRectF taken(other->pos(), other->boundingRect().size());
        if (other->isVisible() && taken.intersects(QRectF(notePlace, m_pinnedNote->boundingRect().size())))
            notePlace.setY(taken.bottom() + 4);
    }
    m_pinnedNote->setPos(notePlace);
    m_pinnedNote->setVisible(!m_pinnedNote->text().isEmpty() && fits(m_pinnedNote, 0.6));
}

} // namespace infralab
