#include "chartlabels.h"

#include "chartexport.h"
#include "comparison.h"
#include "scenario.h"

#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <algorithm>

namespace infralab {

int ChartLabels::add(const QColor &colour)
{
    auto *item = new QGraphicsSimpleTextItem(m_chart);
    item->setBrush(colour);
    item->setZValue(10);
    item->setVisible(false);
    m_labels.append({item, {}, false});
    return int(m_labels.size() - 1);
}

void ChartLabels::set(int label, const QFont &font, const QString &text, QPointF anchor, bool above,
                      bool shown)
{
    Label &l = m_labels[label];
    if (l.item->font() != font) l.item->setFont(font);
    if (l.item->text() != text) l.item->setText(text);
    l.item->setVisible(shown);
    l.anchor = anchor;
    l.above = above;
}

void ChartLabels::place(QAbstractSeries *series) const
{
    const QRectF plot = m_chart->plotArea();
    QList<QRectF> taken;
    for (const Label &label : m_labels) {
        if (!label.item->isVisible()) continue;
        const QPointF p = m_chart->mapToPosition(label.anchor, series);
        const QRectF r = label.item->boundingRect();
        qreal x = p.x() + 6;
        if (x + r.width() > plot.right()) x = p.x() - 6 - r.width();
        QRectF box(QPointF(x, label.above ? p.y() - 2 - r.height() : p.y() + 4), r.size());
        // Two markers close together (A's batch beside B's): step the later text away from the anchor's edge
        // of the plot, a line at a time, until it hides nothing.
        const qreal step = label.above ? -r.height() : r.height();
        for (int tries = 0; tries < 8; ++tries) {
            const bool overlaps =
                std::any_of(taken.cbegin(), taken.cend(), [&](const QRectF &t) { return t.intersects(box); });
            if (!overlaps) break;
            box.translate(0, step);
        }
        label.item->setPos(box.topLeft());
        taken.append(box);
    }
}

QString ChartLabels::pinnedNote(const Scenario &live)
{
    if (!live.comparison().pinned()) return {};
    return tr("dashed: pinned — %1", "what the pinned scenario is")
        .arg(exportCaption(*live.comparison().pinned()));
}

} // namespace infralab
