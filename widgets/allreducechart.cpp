#include "allreducechart.h"

#include "textwrap.h"

#include "chartstyle.h"
#include "communication.h"
#include "format.h"
#include "precision.h"
#include "scenario.h"
#include "theme.h"

#include <QCategoryAxis>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
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

QColor mix(const QColor &c, const QColor &with, double t)
{
    return QColor::fromRgbF(c.redF() + (with.redF() - c.redF()) * t,
                            c.greenF() + (with.greenF() - c.greenF()) * t,
                            c.blueF() + (with.blueF() - c.blueF()) * t);
}

/// Theorem 2's ring as the course describes it: at reduce-scatter step t (1 … n − 1) GPU i sends chunk
/// i − t + 1 to GPU i + 1, which adds it to its own, so chunk c ends complete on GPU c − 1; at all-gather
/// step n − 1 + t GPU i passes on the complete chunk it received last, i − t + 2.
QList<AllReduceChart::Transfer> ringTransfers(int n, int step)
{
    QList<AllReduceChart::Transfer> out;
    if (step < 1 || step > 2 * (n - 1)) return out;
    const bool reduce = step <= n - 1;
    const int shift = reduce ? step - 1 : step - (n - 1) - 2;
    for (int i = 0; i < n; ++i)
        out.append({i, (i + 1) % n, ((i - shift) % n + n) % n, reduce});
    return out;
}

} // namespace

AllReduceChart::AllReduceChart(Scenario *scenario, QWidget *parent)
    : ChartView(scenario, parent), m_sizeAxis(new QCategoryAxis), m_timeAxis(new QCategoryAxis),
      m_intra(new QLineSeries), m_inter(new QLineSeries), m_intraBound(new QLineSeries),
      m_interBound(new QLineSeries), m_floor(new QLineSeries), m_gradients(new QLineSeries),
      m_caption(new QGraphicsSimpleTextItem(chart())), m_floorLabel(new QGraphicsSimpleTextItem(chart())),
      m_boundLabel(new QGraphicsSimpleTextItem(chart())),
      m_gradientLabel(new QGraphicsSimpleTextItem(chart())), m_message(new QGraphicsSimpleTextItem(chart()))
{
    for (const auto &[series, name] :
         {std::pair{m_intra, "intra"}, std::pair{m_inter, "inter"},
          std::pair{m_intraBound, "intra-bandwidth-only"}, std::pair{m_interBound, "inter-bandwidth-only"},
          std::pair{m_floor, "latency-floor"}, std::pair{m_gradients, "gradients"}})
        series->setObjectName(QLatin1String(name));
    // Both axes carry log10 of the value: a category axis then labels the decades in readable units
    // ("1 MB", "10 ms") where a log axis would print 1e+06 and 1e-05.
    chart()->addAxis(m_sizeAxis, Qt::AlignBottom);
    chart()->addAxis(m_timeAxis, Qt::AlignLeft);
    for (QCategoryAxis *axis : {m_sizeAxis, m_timeAxis})
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (QLineSeries *s : {m_floor, m_gradients, m_intraBound, m_interBound, m_intra, m_inter}) {
        chart()->addSeries(s);
        s->attachAxis(m_sizeAxis);
        s->attachAxis(m_timeAxis);
    }
    // The marker lines carry their own text on the plot.
    for (QLineSeries *s : {m_floor, m_gradients, m_intraBound, m_interBound})
        chart()->legend()->markers(s).constFirst()->setVisible(false);
    // Black text follows the colour profile (ChartView::applyTheme turns it light on the dark background).
    for (QGraphicsSimpleTextItem *item : {m_caption, m_floorLabel, m_boundLabel, m_gradientLabel, m_message})
        item->setBrush(QColor(Qt::black));
    connect(chart(), &QChart::plotAreaChanged, this, &AllReduceChart::placeTexts);
    for (QAbstractAxis *axis : chart()->axes())
        styleAxis(axis);
}

QString AllReduceChart::title() const
{
    return tr("Ring all-reduce, step by step (theorem 2)");
}

void AllReduceChart::setStep(int step)
{
    step = std::clamp(step, 0, stepCount());
    if (step == m_step) return;
    m_step = step;
    replaySteps();
    updateTexts();
    updateMargins();
    placeTexts();
    viewport()->update();
    Q_EMIT stepChanged(m_step);
}

int AllReduceChart::contributions(int node, int chunk) const
{
    if (node < 0 || chunk < 0 || node >= m_nodes || chunk >= m_nodes) return 0;
    return m_contributions[static_cast<std::size_t>(node * m_nodes + chunk)];
}

QString AllReduceChart::caption() const
{
    return m_captionText;
}

QString AllReduceChart::bytesText() const
{
    return m_captionText.section(u'\n', -1);
}

void AllReduceChart::replaySteps()
{
    const int n = m_nodes;
    m_contributions.assign(static_cast<std::size_t>(n) * n, 1); // each GPU starts with its own gradients
    for (int t = 1; t <= m_step; ++t) {
        const std::vector<int> before = m_contributions; // all GPUs send at once
        for (const Transfer &x : ringTransfers(n, t)) {
            int &held = m_contributions[static_cast<std::size_t>(x.to * n + x.chunk)];
            const int sent = before[static_cast<std::size_t>(x.from * n + x.chunk)];
            held = x.accumulate ? held + sent : sent;
        }
    }
    m_transfers = ringTransfers(n, m_step);
}

void AllReduceChart::refresh()
{
    const Scenario &s = *scenario();
    m_gpus = std::max(1, s.integer(QStringLiteral("training.gpus")));
    m_gradientBytes = s.number(QStringLiteral("model.params")) * bytesPerValue(Precision::BF16);
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
    const double latency = s.number(QStringLiteral("training.latency_s"));
    const double intra = s.number(QStringLiteral("training.intra_bw")),
                 inter = s.number(QStringLiteral("training.inter_bw"));
    const double largest = std::max(kLargestDecade, std::ceil(std::log10(std::max(m_gradientBytes, 1.0))));
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
    m_intraBound->replace(intraBound);
    m_interBound->replace(interBound);
    const bool any = !intraPoints.isEmpty();
    for (const QList<QPointF> *curve : {&intraPoints, &interPoints})
        for (const QPointF &p : *curve)
            withLatencyLo = std::min(withLatencyLo, p.y());
    // Far below the latency floor the bandwidth-only lines only stretch the axis: they leave through the
    // bottom.
    const int yLo = any ? std::max(qFloor(lo), qFloor(withLatencyLo) - kDecadesBelowLatency) : -6,
              yHi = any ? std::max(qCeil(hi), yLo + 1) : 0;
    // Sending nothing still costs 2(n − 1) latencies: the floor the curves bend onto for small messages.
    QList<QPointF> floorPoints;
    point(floorPoints, kSmallestDecade, ringAllReduceTime(0, m_gpus, intra, latency));
    if (!floorPoints.isEmpty()) floorPoints.append(QPointF(largest, floorPoints.first().y()));
    m_floor->replace(floorPoints);
    const double gradients = std::log10(std::max(m_gradientBytes, 1.0));
    m_gradients->replace(any ? QList<QPointF>{QPointF(gradients, yLo), QPointF(gradients, yHi)}
                             : QList<QPointF>{});

    m_sizeAxis->setRange(kSmallestDecade, largest);
    m_timeAxis->setRange(yLo, yHi);
    setDecadeLabels(m_sizeAxis, true);
    setDecadeLabels(m_timeAxis, false);

    const qreal w = 3 * zoom();
    m_intra->setPen(QPen(style::kPrimary, w));
    m_inter->setPen(QPen(style::kCompare, w));
    m_intraBound->setPen(QPen(style::kPrimary, w * 0.6, Qt::DashLine));
    m_interBound->setPen(QPen(style::kCompare, w * 0.6, Qt::DashLine));
    m_floor->setPen(QPen(style::kNeutral, w * 0.6, Qt::DotLine));
    m_gradients->setPen(QPen(kMarker, w * 0.6, Qt::DashDotLine));
    m_intra->setName(tr("NVLink %1").arg(Format::bandwidth(intra)));
    m_inter->setName(tr("InfiniBand %1").arg(Format::bandwidth(inter)));
    m_boundLabel->setText(any ? tr("dashed: bandwidth only\n2(n − 1)/n·S/BW") : QString());
    m_sizeAxis->setTitleText(tr("Message size S"));
    m_timeAxis->setTitleText(tr("All-reduce time, n = %1").arg(Format::fixed(m_gpus, 0)));
    m_floorLabel->setText(floorPoints.isEmpty()
                              ? QString()
                              : tr("latency alone\n2(n − 1)·α = %1")
                                    .arg(Format::duration(ringAllReduceTime(0, m_gpus, intra, latency))));
    m_gradientLabel->setText(any ? tr("gradients 2N = %1").arg(Format::bytes(m_gradientBytes)) : QString());
    m_message->setText(any ? QString() : tr("One GPU: nothing to exchange."));
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
    axis->setRange(lo, hi);
}

void AllReduceChart::updateTexts()
{
    const int n = m_nodes, total = stepCount();
    QString step;
    if (n < 2)
        step = tr("One GPU: there is nothing to all-reduce.");
    else if (m_step == 0)
        step = tr("Step 0 of %1 — start: each GPU holds its own gradients S, cut into n = %2 chunks of S/n")
                   .arg(Format::fixed(total, 0), Format::fixed(n, 0));
    else if (m_step < n)
        step = tr("Step %1 of %2 — reduce-scatter: each GPU sends one chunk (S/n) to its successor, which "
                  "adds it")
                   .arg(Format::fixed(m_step, 0), Format::fixed(total, 0));
    else
        step =
            tr("Step %1 of %2 — all-gather: each GPU sends one complete chunk (S/n) to its successor, which "
               "copies it")
                .arg(Format::fixed(m_step, 0), Format::fixed(total, 0));
    if (m_gpus > n)
        step = QString(
            step % u'\n' %
            tr("(ring drawn with %1 of the %2 GPUs)").arg(Format::fixed(n, 0), Format::fixed(m_gpus, 0)));
    const double s = m_gradientBytes;
    const QString bytes = tr("Each GPU sends 2(n − 1)/n·S = %1 for S = 2N = %2; lower bound (n − 1)/n·S = %3")
                              .arg(Format::bytes(ringAllReduceBytesPerNode(s, m_gpus)), Format::bytes(s),
                                   Format::bytes(allReduceLowerBoundBytesPerNode(s, m_gpus)));
    QFont f = font();
    f.setPointSizeF(basePointSize());
    for (QGraphicsSimpleTextItem *item : {m_caption, m_floorLabel, m_boundLabel, m_message})
        item->setFont(f);
    m_captionText = QString(step % u'\n' % bytes);
    f.setBold(true);
    m_gradientLabel->setFont(f);
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
}

void AllReduceChart::drawForeground(QPainter *painter, const QRectF &exposed)
{
    ChartView::drawForeground(painter, exposed);
    const QRectF plot = chart()->mapRectToScene(chart()->plotArea());
    const QRectF area(chart()->mapToScene(QPointF(6, 0)).x(), plot.top(), chart()->margins().left() - 12,
                      plot.height());
    if (m_nodes < 2 || !area.intersects(exposed) || area.width() <= 0) return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    paintRing(painter, area);
    painter->restore();
}

void AllReduceChart::paintRing(QPainter *painter, const QRectF &area) const
{
    const int n = m_nodes;
    QFont f = font();
    f.setPointSizeF(basePointSize() * 0.85);
    painter->setFont(f);
    const QFontMetricsF fm(f);
    const QColor bg = theme::background(), fg = theme::foreground();
    painter->setPen(fg);
    painter->drawText(QRectF(area.left(), area.bottom() - fm.height(), area.width(), fm.height()),
                      Qt::AlignCenter, tr("Darker: more GPUs summed · green: complete sum"));
    // The ring fills the square above the key; each GPU is a square of its n chunks on the circle.
    const double side = std::min(area.width(), area.height() - fm.height() * 1.5);
    const QPointF c(area.center().x(), area.top() + side / 2);
    const int cols = qCeil(std::sqrt(double(n))), rows = (n + cols - 1) / cols;
    const double radius0 = side * 0.42;
    const double box = std::min(side * 0.14, 2 * radius0 * std::sin(M_PI / n) * 0.55);
    const double cell = box / cols, radius = (side - box) / 2 - 2;
    if (radius <= box) return;
    const auto angle = [n](double i) { return -M_PI / 2 + 2 * M_PI * i / n; }; // clockwise from the top
    const auto at = [&](double i, double r) {
        return c + QPointF(std::cos(angle(i)), std::sin(angle(i))) * r;
    };
    const auto cellRect = [&](int node, int chunk) {
        const QPointF centre = at(node, radius);
        return QRectF(centre.x() - cols * cell / 2 + (chunk % cols) * cell,
                      centre.y() - rows * cell / 2 + (chunk / cols) * cell, cell, cell);
    };

    painter->setPen(QPen(style::kNeutral, 1.5 * zoom()));
    painter->setBrush(Qt::NoBrush);
    painter->drawEllipse(c, radius, radius);
    // Arrows along the ring, from each sender to its successor, ending before the next box.
    const double gap = std::asin(std::min(1.0, box * 0.75 / radius)) * 180 / M_PI + 2;
    const QPen arrowPen(style::kAccent, 2.5 * zoom());
    for (const Transfer &t : m_transfers) {
        const double from = angle(t.from) * 180 / M_PI + gap, span = 360.0 / n - 2 * gap;
        if (span <= 0) continue;
        painter->setPen(arrowPen);
        painter->setBrush(Qt::NoBrush);
        painter->drawArc(QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius), qRound(-from * 16),
                         qRound(-span * 16));
        const double end = (from + span) * M_PI / 180;
        const QPointF tip = c + QPointF(std::cos(end), std::sin(end)) * radius;
        const QPointF along(-std::sin(end), std::cos(end)), across(std::cos(end), std::sin(end));
        const double head = 7 * zoom();
        painter->setBrush(style::kAccent);
        painter->drawPolygon(QPolygonF{tip, tip - along * head + across * head * 0.6,
                                       tip - along * head - across * head * 0.6});
    }
    const double labelRadius = radius - box * 0.75 - fm.height() * 0.8;
    const bool longNames = 2 * labelRadius * std::sin(M_PI / n) >
                           fm.horizontalAdvance(tr("GPU %1").arg(Format::fixed(n - 1, 0))) + fm.height();
    for (int node = 0; node < n; ++node) {
        for (int chunk = 0; chunk < n; ++chunk) {
            const int k = contributions(node, chunk);
            painter->setPen(QPen(bg, 1));
            painter->setBrush(k >= n ? style::kComputeBound
                                     : mix(style::kPrimary, bg, 0.8 * (n - k) / (n - 1.0)));
            painter->drawRect(cellRect(node, chunk));
        }
        // The GPU's name inside the ring; the number alone when neighbouring names would touch.
        const QPointF label = at(node, labelRadius);
        const QString name = longNames ? tr("GPU %1").arg(Format::fixed(node, 0)) : Format::fixed(node, 0);
        painter->setPen(fg);
        painter->drawText(QRectF(label.x() - 60, label.y() - fm.height() / 2, 120, fm.height()),
                          Qt::AlignCenter, name);
    }
    // The chunk each GPU sends, outlined on the sender and on the receiver.
    painter->setBrush(Qt::NoBrush);
    for (const Transfer &t : m_transfers) {
        painter->setPen(QPen(style::kAccent, 2.5 * zoom()));
        painter->drawRect(cellRect(t.from, t.chunk));
        painter->setPen(QPen(style::kAccent, 1.5 * zoom(), Qt::DotLine));
        painter->drawRect(cellRect(t.to, t.chunk));
    }
}

} // namespace infralab
