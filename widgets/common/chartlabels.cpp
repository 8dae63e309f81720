#include "chartlabels.h"

#include "chartexport.h"
#include "comparison.h"
#include "linecover.h"
#include "scenario.h"
#include "textwrap.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <algorithm>
#include <optional>

namespace infralab {

int ChartLabels::add(const QColor &colour, bool offOtherTexts)
{
    auto *item = new QGraphicsSimpleTextItem(m_chart);
    item->setBrush(colour);
    item->setZValue(10);
    item->setVisible(false);
    m_labels.append({item, {}, false, offOtherTexts, {}});
    return int(m_labels.size() - 1);
}

QList<QRectF> ChartLabels::otherTexts() const
{
    QList<QRectF> rects;
    for (QGraphicsItem *child : m_chart->childItems()) {
        const auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(child);
        if (!text || !text->isVisible() || text->text().isEmpty() ||
            std::any_of(m_labels.cbegin(), m_labels.cend(),
                        [text](const Label &l) { return l.item == text; }))
            continue;
        rects.append(text->mapRectToParent(text->boundingRect()));
    }
    return rects;
}

void ChartLabels::set(int label, const QFont &font, const QString &text, QPointF anchor, bool above,
                      bool shown)
{
    Label &l = m_labels[label];
    if (l.item->font() != font) l.item->setFont(font);
    // The same text keeps the lines place() gave it: no repaint at a step that changes nothing.
    if (l.text != text) {
        l.text = text;
        l.item->setText(text);
    }
    l.item->setVisible(shown);
    l.anchor = anchor;
    l.above = above;
}

void ChartLabels::place(QAbstractSeries *series) const
{
    if (std::none_of(m_labels.cbegin(), m_labels.cend(), [](const Label &l) { return l.item->isVisible(); }))
        return;
    const QRectF plot = m_chart->plotArea();
    // The chart's curves: a text read across one ("B = 64" on the TPOT curve of a 70B model) moves off it.
    // Only what lies in the columns the texts may take, beside their markers.
    qreal bandLeft = plot.right(), bandRight = plot.left();
    for (const Label &label : m_labels) {
        if (!label.item->isVisible()) continue;
        const qreal x = m_chart->mapToPosition(label.anchor, series).x();
        const qreal reach = 6 + label.item->boundingRect().width();
        bandLeft = std::min(bandLeft, x - reach);
        bandRight = std::max(bandRight, x + reach);
    }
    const DrawnSegments lines = drawnLines(m_chart, std::pair(bandLeft, bandRight));
    QList<QRectF> taken;
    std::optional<QList<QRectF>> others; // found once, for the first label that steps off them
    for (const Label &label : m_labels) {
        if (!label.item->isVisible()) continue;
        if (label.offOtherTexts && !others) others = otherTexts();
        const QPointF p = m_chart->mapToPosition(label.anchor, series);
        // Neither side of the marker holds the text on one line ("τ* = 6.24 h: 0.10 % lost" on a chart of the
        // Platform tab's two columns at 1920 px, read across its own line): on lines as wide as the wider
        // side.
        const qreal widerSide = std::max(plot.right() - p.x(), p.x() - plot.left()) - 6;
        const QFontMetricsF metrics(label.item->font());
        QString shown = label.text;
        if (metrics.horizontalAdvance(shown) > widerSide) {
            // Only when every line then fits: a word wider than the side stays across the marker, whole.
            const QString lines = wrapText(label.text, label.item->font(), widerSide);
            const QStringList split = lines.split(u'\n');
            if (std::all_of(split.cbegin(), split.cend(),
                            [&](const QString &l) { return metrics.horizontalAdvance(l) <= widerSide; }))
                shown = lines;
        }
        if (label.item->text() != shown) label.item->setText(shown);
        const QSizeF size = label.item->boundingRect().size();
        const qreal right = p.x() + 6, left = p.x() - 6 - size.width();
        const bool rightFits = right + size.width() <= plot.right();
        const qreal y = label.above ? p.y() - 2 - size.height() : p.y() + 4;
        // Two markers close together (A's batch beside B's): the later text steps away from the anchor's edge
        // of the plot, a line at a time, until it hides nothing; on each line the other side of the marker
        // is tried too.
        const qreal step = label.above ? -size.height() : size.height();
        const auto hidesText = [&](const QRectF &box) {
            const auto meets = [&](const QRectF &t) { return t.intersects(box); };
            return std::any_of(taken.cbegin(), taken.cend(), meets) ||
                   (label.offOtherTexts && std::any_of(others->cbegin(), others->cend(), meets));
        };
        // Where neither side of the marker holds the text (τ* = 6.24 h near a narrow plot's left edge), the
        // text stays inside the plot across its marker rather than run over the axis's labels.
        const qreal inside =
            std::clamp(left, plot.left(), std::max(plot.left(), plot.right() - size.width()));
        // Along the whole line if need be: A's τ* text at the foot of its line had a curve across every one
        // of its first 8 lines (B's below, A's own above) and stayed across B's curve.
        const int rows = std::max(8, int(plot.height() / size.height()));
        std::optional<QRectF> clear, offText;
        for (int tries = 0; tries < rows && !clear; ++tries)
            for (const qreal x : {rightFits ? right : left, rightFits ? left : right, inside}) {
                const QRectF box(QPointF(x, y + tries * step), size);
                const bool inPlot = box.left() >= plot.left() && box.right() <= plot.right() &&
                                    box.top() >= plot.top() - 1 && box.bottom() <= plot.bottom() + 1;
                if (!inPlot || hidesText(box)) continue;
                if (!offText) offText = box;
                if (coveredArea(lines, box) < 1) {
                    clear = box;
                    break;
                }
            }
        // Where every spot crosses a curve, the first that hides no text, as before.
        const QRectF box = clear     ? *clear
                           : offText ? *offText
                                     : QRectF(QPointF(rightFits ? right : inside, y), size);
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
