// AllReduceChart's ring diagram: the chunks each GPU holds after the chosen step, what moves at that step,
// and the caption that tells it; the curves of time against size are in allreducechart.cpp.
#include "allreducechart.h"

#include "chartstyle.h"
#include "colourmix.h"
#include "communication.h"
#include "comparison.h"
#include "format.h"
#include "precision.h"
#include "scenario.h"
#include "theme.h"

#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QtMath>
#include <algorithm>
#include <cmath>

namespace infralab {

namespace {
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

void AllReduceChart::setStep(int step)
{
    step = std::clamp(step, 0, stepCount());
    if (step == m_step) return;
    m_step = step;
    replaySteps();
    updateTexts();
    updateMargins();
    placeTexts();
    scene()->update();
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
    return m_bytesText;
}

QString AllReduceChart::pinnedBytesText() const
{
    return m_pinnedBytesText;
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

void AllReduceChart::updateTexts()
{
    const int n = m_nodes, total = stepCount();
    QString step;
    if (n < 2)
        step = tr("DP = 1: there is nothing to all-reduce, no data-parallel replica to sum with.");
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
            tr("(ring drawn with %1 of the %2 DP ranks)").arg(Format::fixed(n, 0), Format::fixed(m_gpus, 0)));
    const double s = m_gradientBytes;
    // One rank sends nothing: its gradients S stay where they are, which the caption says instead of 0 B.
    m_bytesText =
        m_wholeCluster ? tr("This cluster has DP = 1: no all-reduce in its step. Theorem 2 if its %1 GPUs "
                            "were all in DP: "
                            "each sends 2(d − 1)/d·S = %2 for S = 2N = %3")
                             .arg(Format::fixed(m_gpus, 0),
                                  Format::bytes(ringAllReduceBytesPerNode(s, m_gpus)), Format::bytes(s))
        : m_gpus < 2 ? tr("Each GPU keeps its gradients S = 2N/(TP·PP) = %1").arg(Format::bytes(s))
                     : tr("DP = %1 ranks: each sends 2(d − 1)/d·S = %2 for S = 2N/(TP·PP) = %3; lower bound "
                          "(d − 1)/d·S = %4")
                           .arg(Format::fixed(m_gpus, 0), Format::bytes(ringAllReduceBytesPerNode(s, m_gpus)),
                                Format::bytes(s), Format::bytes(allReduceLowerBoundBytesPerNode(s, m_gpus)));
    m_pinnedBytesText.clear();
    // The other drawn layer's exchange (A's), for its own n and model; the ring above keeps showing B's.
    if (const QList<const ChartLayer *> layers = drawnLayers(); layers.size() > 1) {
        const int gpus = int(layers.constLast()->values.value(QStringLiteral("gpus")));
        const double bytes = layers.constLast()->values.value(QStringLiteral("gradients"));
        const double sent = ringAllReduceBytesPerNode(bytes, gpus);
        m_pinnedBytesText =
            tr("%1: each rank sends %2 for S = %3 on DP = %4")
                .arg(ab::pinnedName(), Format::bytes(sent), Format::bytes(bytes), Format::fixed(gpus, 0));
        const QString change = ab::relativeChange(sent, ringAllReduceBytesPerNode(s, m_gpus));
        if (!change.isEmpty())
            m_pinnedBytesText = tr("%1; the current one sends %2").arg(m_pinnedBytesText, change);
    }
    QFont f = font();
    f.setPointSizeF(basePointSize());
    // A simple text item lays its text out again at each setFont(), even to the same font.
    for (QGraphicsSimpleTextItem *item : {m_caption, m_floorLabel, m_boundLabel, m_message})
        if (item->font() != f) item->setFont(f);
    m_captionText = QString(step % u'\n' % m_bytesText);
    if (!m_pinnedBytesText.isEmpty()) m_captionText = QString(m_captionText % u'\n' % m_pinnedBytesText);
    f.setBold(true);
    if (m_gradientLabel->font() != f) m_gradientLabel->setFont(f);
}

void AllReduceChart::drawForeground(QPainter *painter, const QRectF &exposed)
{
    ChartView::drawForeground(painter, exposed);
    const QRectF plot = chart()->mapRectToScene(chart()->plotArea());
    const QRectF area(chart()->mapToScene(QPointF(6, 0)).x(), plot.top(), chart()->margins().left() - 12,
                      plot.height());
    if (m_nodes < 2 || !area.intersects(exposed) || area.width() <= 0) return;
    painter->save();
    // On screen the ring is copied from the picture its last paint left, while nothing it shows has changed:
    // drawn, it strokes every arrow and square again (7 % of a Training step with A pinned, callgrind). A
    // painter that scales (an export, a screen of two device pixels per pixel) or records (SVG, PDF) draws it
    // anew, sharp.
    const QTransform device = painter->deviceTransform();
    const int kind = painter->device() ? painter->device()->devType() : QInternal::UnknownDevice;
    const bool raster = kind == QInternal::Widget || kind == QInternal::Pixmap || kind == QInternal::Image;
    if (!raster || device.type() > QTransform::TxTranslate || device.dx() != std::round(device.dx()) ||
        device.dy() != std::round(device.dy())) {
        painter->setRenderHint(QPainter::Antialiasing);
        paintRing(painter, area);
        painter->restore();
        return;
    }
    const QRect room = area.toAlignedRect();
    const QString key = ringKey(area);
    if (key != m_ringKey || m_ring.size() != room.size()) {
        m_ring = QPixmap(room.size());
        m_ring.fill(Qt::transparent);
        QPainter ring(&m_ring);
        ring.setRenderHint(QPainter::Antialiasing);
        ring.translate(-room.topLeft());
        paintRing(&ring, area);
        m_ringKey = key;
    }
    painter->drawPixmap(room.topLeft(), m_ring);
    painter->restore();
}

QString AllReduceChart::ringKey(const QRectF &area) const
{
    // The chart's state (nodes, step), the room, the font and the profile's colours; the texts, which follow
    // the language.
    return QStringLiteral("%1|%2|%3,%4,%5,%6|%7|%8|%9|%10")
        .arg(m_nodes)
        .arg(m_step)
        .arg(area.x())
        .arg(area.y())
        .arg(area.width())
        .arg(area.height())
        .arg(font().toString() + QString::number(basePointSize()) + QString::number(zoom()),
             theme::background().name() + theme::foreground().name(),
             tr("Darker: more GPUs summed · green: complete sum"), tr("GPU %1"));
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
                                     : mixColours(style::kPrimary, bg, 0.8 * (n - k) / (n - 1.0)));
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
