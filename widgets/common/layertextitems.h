#pragma once
// The texts a chart places itself beside its layers' bars (a total above its bar, a device's memory by its
// line): one scene item per text of B's and A's layers (ChartView::layerTexts()), kept between redraws so
// that a slider drag moves items rather than making new ones. The chart decides where each one goes.
#include "barpainter.h"

#include <QList>

class QFont;
class QGraphicsItem;
class QGraphicsSimpleTextItem;

namespace infralab {

class LayerTextItems
{
public:
    explicit LayerTextItems(QGraphicsItem *parent) : m_parent(parent) {}

    /// One item per text, in its colour and `font`, showing LayerText::text; the items left over are hidden.
    void show(const QList<LayerText> &texts, const QFont &font);
    /// Hides every item, or shows again those that have a text.
    void setVisible(bool visible);

    qsizetype size() const { return m_texts.size(); }
    const LayerText &text(qsizetype i) const { return m_texts.at(i); }
    QGraphicsSimpleTextItem *item(qsizetype i) const { return m_items.at(i); }

private:
    QGraphicsItem *m_parent;
    QList<QGraphicsSimpleTextItem *> m_items;
    QList<LayerText> m_texts;
};

} // namespace infralab
