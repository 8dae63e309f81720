// The roofline chart's texts placed on the plot: each label takes the first free spot around its marker, off
// the roofs, the markers and the ridge point (greedy, placeLabel() of chartlabels.h).
#include "rooflinechart.h"
#include "rooflinechart_p.h"

#include "linecover.h"

#include <QChart>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <algorithm>
#include <limits>
#include <numeric>

namespace infralab {

using namespace roofline_detail;

QGraphicsLineItem *RooflineChart::leaderOf(const QGraphicsSimpleTextItem *label)
{
    return label->childItems().isEmpty()
               ? nullptr
               : qgraphicsitem_cast<QGraphicsLineItem *>(label->childItems().first());
}

void RooflineChart::layoutLabels()
{
    // The texts are placed through the axes of a series of B's: there is none before the first refresh.
    QAbstractSeries *anchor = layerSeries(QStringLiteral("memory-slope"));
    if (!anchor) return;
    const QRectF plot = chart()->plotArea();
    const QRectF bounds = plot.adjusted(-1, -1, 1, 1);
    const qreal gap = kPointSize / 2 + 3;
    QFont font = this->font();
    font.setPointSizeF(basePointSize());
    // Greedy placement: each label takes the first spot around its anchor that overlaps neither a marker nor
    // a label placed before it, so the moving decode and prefill labels (placed first) never hide each other.
    // A memory level's label that finds no free spot is left out: overlapping text reads as neither.
    auto drawn = [](const Label &label) {
        return label.value.x() > 0 && label.value.y() > 0 && !label.item->text().isEmpty();
    };
    // Names are kept off the roofs and the memory levels too: a name the roof runs through reads as struck
    // out.
    const DrawnSegments lines = drawnLines(chart());
    QList<QRectF> taken;
    for (const Label &label :
         std::as_const(m_pointLabels) + m_pinnedLabels + m_measuredLabels + QList<Label>{m_ridgeLabel}) {
        if (!drawn(label)) continue;
        const QPointF p = chart()->mapToPosition(label.value, anchor);
        taken.append(QRectF(p - QPointF(gap, gap), QSizeF(2 * gap, 2 * gap)));
    }
    // The model's rings beside the squares and the imported points are markers too: no name covers them.
    for (const QPointF &value : measuredMarkers()) {
        const QPointF p = chart()->mapToPosition(value, anchor);
        taken.append(QRectF(p - QPointF(gap, gap), QSizeF(2 * gap, 2 * gap)));
    }
    // Where a label goes given the boxes taken: its box, or an empty one when it is not drawn (off the plot,
    // a memory level with no free spot); its cost is 0 on a free spot.
    struct Spot
    {
        QRectF box;
        qreal cost = 0;
    };
    auto spotOf = [&](const Label &label, const QList<QRectF> &boxes) {
        QGraphicsSimpleTextItem *item = label.item;
        if (item->font() != font) item->setFont(font);
        const QPointF p = drawn(label) ? chart()->mapToPosition(label.value, anchor) : QPointF();
        if (!drawn(label) || !bounds.contains(p)) return Spot{};
        Spot spot;
        spot.box = placeLabel(p, item->boundingRect().size(), gap, plot, boxes, lines, 3, label.secondary,
                              &spot.cost);
        if (spot.cost > 0 && label.secondary) return Spot{};
        return spot;
    };
    auto show = [&](const Label &label, const QRectF &best) {
        QGraphicsSimpleTextItem *item = label.item;
        item->setVisible(!best.isEmpty());
        if (!item->isVisible()) return;
        item->setPos(best.topLeft());
        const QPointF p = chart()->mapToPosition(label.value, anchor);
        const QPointF nearest(std::clamp(p.x(), best.left(), best.right()),
                              std::clamp(p.y(), best.top(), best.bottom()));
        QLineF leader(p, nearest);
        const bool far = leader.length() > 2.5 * gap;
        if (far) leader.setP1(leader.pointAt(gap / leader.length())); // from the dot's edge, not its centre
        if (auto *line = leaderOf(item)) {
            line->setLine(QLineF(item->mapFromParent(leader.p1()), item->mapFromParent(leader.p2())));
            line->setVisible(far);
        }
    };
    auto place = [&](const Label &label) {
        const Spot spot = spotOf(label, taken);
        show(label, spot.box);
        if (!spot.box.isEmpty()) taken.append(spot.box);
    };
    place(m_ridgeLabel);
    // The ridge point is where the course reads I*: an operation's name ending right at its dot, or against
    // "I* = 296 FLOP/B", reads as part of it (Convolution 3×3 at 1366×768). Every later label keeps clear of
    // the dot and of its label by a margin.
    if (m_ridgeLabel.item->isVisible()) {
        const qreal clear = kRidgeClearance;
        const QPointF ridge = chart()->mapToPosition(m_ridgeLabel.value, anchor);
        taken.append(
            QRectF(ridge - QPointF(gap + clear, gap + clear), QSizeF(2 * (gap + clear), 2 * (gap + clear))));
        taken.append(m_ridgeLabel.item->mapRectToParent(m_ridgeLabel.item->boundingRect())
                         .adjusted(-clear, -clear, clear, clear));
    }
    // A's few labels first: B's many have more room to move, and a B label that took the spot beside an A
    // ring would read as that ring's name.
    for (const Label &label : std::as_const(m_pinnedLabels))
        place(label);
    // The operations' names, greedily in turn: names that found no free spot (across a roof, the compared
    // device's dashed one too, at 152 %) go first in the next round, for up to four rounds; the round that
    // hides and crosses least is kept.
    QList<qsizetype> order(m_pointLabels.size());
    std::iota(order.begin(), order.end(), 0);
    QList<Spot> best;
    QList<QRectF> bestTaken;
    qreal bestTotal = std::numeric_limits<qreal>::max();
    for (int round = 0; round < 4; ++round) {
        QList<QRectF> boxes = taken;
        QList<Spot> spots(m_pointLabels.size());
        qreal total = 0;
        for (const qsizetype i : std::as_const(order)) {
            spots[i] = spotOf(m_pointLabels.at(i), boxes);
            total += spots.at(i).cost;
            if (!spots.at(i).box.isEmpty()) boxes.append(spots.at(i).box);
        }
        if (total < bestTotal) {
            best = spots;
            bestTaken = boxes;
            bestTotal = total;
        }
        if (total <= 0) break;
        std::stable_partition(order.begin(), order.end(), [&](qsizetype i) { return spots.at(i).cost > 0; });
    }
    for (qsizetype i = 0; i < m_pointLabels.size(); ++i)
        show(m_pointLabels.at(i), best.at(i).box);
    taken = bestTaken;
    for (const Label &label : std::as_const(m_measuredLabels))
        place(label);
    for (const Label &label : std::as_const(m_levelLabels))
        if (m_showLevels) place(label);
}

} // namespace infralab
