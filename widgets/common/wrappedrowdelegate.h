#pragma once
// The formulas' list rows: word-wrapped text, painted from one layout per text, font and width. Qt's style
// lays a row's text out three times each time it paints it (to place it, to elide it, to draw it), and a
// slider step gives most rows new numbers: on the Serving tab with A pinned, the list's paint was a tenth of
// a step of the model's size, and this takes a quarter off it (callgrind). The row looks as Qt's own delegate
// paints it (tst_wrappedrowdelegate).
#include "sizecachedelegate.h"

#include <QTextLayout>
#include <memory>

namespace infralab {

class WrappedRowDelegate : public SizeCacheDelegate
{
    Q_OBJECT
public:
    using SizeCacheDelegate::SizeCacheDelegate;

    /// The style's panel and selection, then the text from its remembered layout. An item with an icon, a
    /// check box or the focus, that is not plain text, or whose style highlights only the text's rectangle,
    /// is painted by Qt.
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    /// How many layouts are remembered: for tests, to tell a row painted from one from a row Qt painted.
    qsizetype rememberedLayouts() const { return m_layouts.size(); }

private:
    struct LayoutKey
    {
        QString text;
        QFont font;
        int width = 0, alignment = 0, direction = 0;
        bool operator==(const LayoutKey &other) const = default;
    };
    friend size_t qHash(const LayoutKey &key, size_t seed) noexcept;

    /// The text laid out in `width` as QCommonStyle lays out an item's text (word wrap, the item's alignment
    /// and direction, each line as wide as the room), from m_layouts or laid out now.
    const QTextLayout &layout(const LayoutKey &key) const;

    /// A drag gives every row a new text at each step: forgotten whole beyond this, rather than grow.
    static constexpr qsizetype kMostLayouts = 256;
    mutable QHash<LayoutKey, std::shared_ptr<QTextLayout>> m_layouts;
};

} // namespace infralab
