#pragma once
// An item delegate that measures each cell once per text, font and width. A list or table view measures
// every item again whenever one changes (the formula list's layout, the serving table's
// resizeColumnsToContents()), and at each slider step most items show the same text as before: on the
// Serving tab those measures were a tenth of a step.
#include <QFont>
#include <QHash>
#include <QStyledItemDelegate>
#include <utility>

namespace infralab {

class SizeCacheDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    /// Qt's own size for the item as the view would show it, remembered under everything that sizes it.
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    /// Remembers, per row and column, the size last given and the room it was measured in, for givenSize()
    /// and sizeChanged(). Off by default: a table sized to its contents asks for every cell at each resize.
    void setRemembersGiven(bool remembers) { m_remembersGiven = remembers; }
    /// The size last given for the item (invalid before any, or when not remembered). Read before the item's
    /// text changes: the view may ask again for the new text's size as soon as it is set (to repaint it).
    QSize givenSize(const QModelIndex &index) const;
    /// Whether the item, with its current text, takes another size than `given`, measured in the room the
    /// view last gave it: a view need only be laid out again when one does (a list of word-wrapped rows whose
    /// numbers change at each slider step mostly keeps its rows' heights).
    bool sizeChanged(const QModelIndex &index, const QSize &given) const;

    /// What sizes a text item: its text and font, the room and features the view gives it, its alignment and
    /// check box, and the style.
    struct Key
    {
        QString text;
        QFont font;
        QSize room;
        int features = 0, alignment = 0, elide = 0, check = 0;
        const void *style = nullptr;
        bool operator==(const Key &other) const = default;
    };

private:
    /// The size, from m_sizes or measured by Qt.
    QSize measure(const QStyleOptionViewItem &option, const QModelIndex &index) const;

    static constexpr qsizetype kMostSizes = 2048; ///< forgets them all beyond, rather than grow without end
    mutable QHash<Key, QSize> m_sizes;
    /// Per item, the size last given and the option it was measured in.
    struct Given
    {
        QStyleOptionViewItem option;
        QSize size;
    };
    /// By row and column: a list rebuilt is laid out again by Qt anyway (its rows inserted), which sets them.
    mutable QHash<std::pair<int, int>, Given> m_given;
    bool m_remembersGiven = false;
};

size_t qHash(const SizeCacheDelegate::Key &key, size_t seed = 0) noexcept;

} // namespace infralab
