#include "sizecachedelegate.h"

#include <QStyle>
#include <QWidget>

namespace infralab {

size_t qHash(const SizeCacheDelegate::Key &key, size_t seed) noexcept
{
    return qHashMulti(seed, key.text, key.font, key.room.width(), key.room.height(), key.features,
                      key.alignment, key.elide, key.check, key.style);
}

QSize SizeCacheDelegate::givenSize(const QModelIndex &index) const
{
    const auto given = m_given.constFind({index.row(), index.column()});
    return given == m_given.cend() ? QSize() : given->size;
}

bool SizeCacheDelegate::sizeChanged(const QModelIndex &index, const QSize &given) const
{
    const auto last = m_given.constFind({index.row(), index.column()});
    return !given.isValid() || last == m_given.cend() || measure(last->option, index) != given;
}

QSize SizeCacheDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QSize size = measure(option, index);
    if (m_remembersGiven) {
        if (m_given.size() >= kMostSizes) m_given.clear();
        m_given.insert({index.row(), index.column()}, {option, size});
    }
    return size;
}

QSize SizeCacheDelegate::measure(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    // Read from the item the roles QStyledItemDelegate::initStyleOption() turns into what sizes it, without
    // its cost (it formats the text and resolves the font again). An item with an icon, or a number that the
    // locale formats, is measured each time: no view here shows one.
    const QVariant display = index.data(Qt::DisplayRole);
    // An item without text is measured without a line for it, unlike one with an empty text: Qt measures it.
    if (index.data(Qt::SizeHintRole).isValid() || index.data(Qt::DecorationRole).isValid() ||
        !display.isValid() || display.typeId() != QMetaType::QString)
        return QStyledItemDelegate::sizeHint(option, index);
    const QVariant font = index.data(Qt::FontRole);
    const Key key{display.toString(),
                  font.isValid() ? qvariant_cast<QFont>(font).resolve(option.font) : option.font,
                  option.rect.size(),
                  int(option.features),
                  index.data(Qt::TextAlignmentRole).toInt(),
                  int(option.textElideMode),
                  index.data(Qt::CheckStateRole).isValid() ? 1 + index.data(Qt::CheckStateRole).toInt() : 0,
                  option.widget ? option.widget->style() : nullptr};
    if (const auto found = m_sizes.constFind(key); found != m_sizes.cend()) return *found;
    if (m_sizes.size() >= kMostSizes) m_sizes.clear();
    const QSize size = QStyledItemDelegate::sizeHint(option, index);
    m_sizes.insert(key, size);
    return size;
}

} // namespace infralab
