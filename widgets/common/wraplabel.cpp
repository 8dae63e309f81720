#include "wraplabel.h"

#include <QEvent>

namespace infralab {

namespace {
/// Widths remembered per text: a page asks for a handful (its column, the scroll area's hint); a window
/// resized by hand would otherwise fill the table with every width it passed through.
constexpr qsizetype kWidths = 8;
} // namespace

WrapLabel::WrapLabel(Qt::TextFormat format, QWidget *parent) : QLabel(parent)
{
    setTextFormat(format);
    setWordWrap(true);
}

int WrapLabel::heightForWidth(int width) const
{
    // setText() is not virtual: a new text is seen here, when it is measured (and so are a new indent,
    // margin or alignment, which send no event).
    if (const Measured now = measured(); now != m_measured) {
        m_heights.clear();
        m_measured = now;
    }
    if (const auto it = m_heights.constFind(width); it != m_heights.cend()) return *it;
    if (m_heights.size() >= kWidths) m_heights.clear();
    const int height = measure(width);
    m_heights.insert(width, height);
    return height;
}

void WrapLabel::changeEvent(QEvent *event)
{
    // What else sets the lines: the font (zoom, presentation mode), the style, the margins.
    const QEvent::Type t = event->type();
    if (t == QEvent::FontChange || t == QEvent::StyleChange || t == QEvent::ContentsRectChange)
        m_heights.clear();
    QLabel::changeEvent(event);
}

} // namespace infralab
