#include "layertextitems.h"

#include <QBrush>
#include <QFont>
#include <QGraphicsSimpleTextItem>

namespace infralab {

void LayerTextItems::show(const QList<LayerText> &texts, const QFont &font)
{
    m_texts = texts;
    while (m_items.size() < m_texts.size()) {
        auto *item = new QGraphicsSimpleTextItem(m_parent);
        item->setZValue(10); // over the bars and the grid
        m_items.append(item);
    }
    for (qsizetype i = 0; i < m_texts.size(); ++i) {
        if (m_items[i]->font() != font) m_items[i]->setFont(font); // lays the text out even when the same
        m_items[i]->setBrush(m_texts.at(i).colour);
        m_items[i]->setText(m_texts.at(i).text);
    }
    setVisible(true);
}

void LayerTextItems::setVisible(bool visible)
{
    for (qsizetype i = 0; i < m_items.size(); ++i)
        m_items[i]->setVisible(visible && i < m_texts.size());
}

} // namespace infralab
