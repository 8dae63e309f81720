#include "wrappedrowdelegate.h"

#include <QApplication>
#include <QPainter>
#include <QStyle>
#include <QTextOption>

namespace infralab {

size_t qHash(const WrappedRowDelegate::LayoutKey &key, size_t seed) noexcept
{
    return qHashMulti(seed, key.text, key.font, key.width, key.alignment, key.direction);
}

const QTextLayout &WrappedRowDelegate::layout(const LayoutKey &key) const
{
    if (const auto found = m_layouts.constFind(key); found != m_layouts.cend()) return **found;
    if (m_layouts.size() >= kMostLayouts) m_layouts.clear();
    auto laid = std::make_shared<QTextLayout>(key.text, key.font);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    option.setTextDirection(Qt::LayoutDirection(key.direction));
    option.setAlignment(
        QStyle::visualAlignment(Qt::LayoutDirection(key.direction), Qt::Alignment(key.alignment)));
    laid->setTextOption(option);
    // Line by line as QCommonStylePrivate::viewItemTextLayout(): each line the room's width, under the last.
    laid->beginLayout();
    qreal height = 0;
    for (QTextLine line = laid->createLine(); line.isValid(); line = laid->createLine()) {
        line.setLineWidth(key.width);
        line.setPosition(QPointF(0, height));
        height += line.height();
    }
    laid->endLayout();
    return **m_layouts.insert(key, std::move(laid));
}

void WrappedRowDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                               const QModelIndex &index) const
{
    QStyleOptionViewItem item = option;
    initStyleOption(&item, index);
    const QWidget *widget = item.widget;
    const QStyle *style = widget ? widget->style() : QApplication::style();
    // A style that highlights only the text's rectangle (no showDecorationSelected) would highlight the empty
    // text's sliver here: Qt's.
    const bool plain = item.features.testFlag(QStyleOptionViewItem::WrapText) &&
                       item.showDecorationSelected &&
                       !item.features.testFlag(QStyleOptionViewItem::HasDecoration) &&
                       !item.features.testFlag(QStyleOptionViewItem::HasCheckIndicator) &&
                       !item.state.testFlag(QStyle::State_Editing) &&
                       // The focus frame is drawn around the text's rectangle (at most one row): Qt's.
                       !item.state.testFlag(QStyle::State_HasFocus) && item.textElideMode == Qt::ElideNone &&
                       !item.text.isEmpty();
    // Qt's own painting (QStyledItemDelegate::paint()), from the option already prepared.
    const auto qts = [&] { style->drawControl(QStyle::CE_ItemViewItem, &item, painter, widget); };
    if (!plain) {
        qts();
        return;
    }
    // Where QCommonStyle draws an item's text (viewItemDrawText(), calculateElidedText()): the row less a
    // margin each side, the lines' bounding rectangle aligned in it vertically.
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect room = item.rect.adjusted(margin, 0, -margin, 0);
    const Qt::Alignment alignment = item.displayAlignment;
    const QTextLayout &laid =
        layout({item.text, item.font, room.width(), int(alignment), int(item.direction)});
    const QSize size = laid.boundingRect().size().toSize();
    // A row shorter than its text shows its first lines only, where Qt puts them: Qt's (no list here lays one
    // out so).
    if (size.height() > room.height()) {
        qts();
        return;
    }
    const QRect block =
        QStyle::alignedRect(Qt::LayoutDirectionAuto, alignment & Qt::AlignVertical_Mask, size, room);
    // The style draws the row without its text: the panel and the selection.
    item.text.clear();
    style->drawControl(QStyle::CE_ItemViewItem, &item, painter, widget);
    // Then the text, in the colour QCommonStyle gives it (CE_ItemViewItem).
    QPalette::ColorGroup group = item.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !(item.state & QStyle::State_Active)) group = QPalette::Inactive;
    painter->save();
    painter->setClipRect(item.rect);
    painter->setPen(item.palette.color(group, item.state & QStyle::State_Selected ? QPalette::HighlightedText
                                                                                  : QPalette::Text));
    laid.draw(painter, QPointF(room.x(), block.top()));
    painter->restore();
}

} // namespace infralab
