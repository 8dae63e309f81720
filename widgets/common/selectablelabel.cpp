#include "selectablelabel.h"

#include <QSignalBlocker>

namespace infralab {

namespace {
/// More widths than a page asks for after one change: past it the oldest is measured again.
constexpr qsizetype kWidthsKept = 8;
} // namespace

SelectableLabel::SelectableLabel(QWidget *parent) : QLabel(parent)
{
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
}

QObject *SelectableLabel::textLayout() const
{
    for (QObject *child : children())
        if (qstrcmp(child->metaObject()->className(), "QWidgetTextControl") == 0) return child;
    return nullptr;
}

QSize SelectableLabel::sizeHint() const
{
    const QSignalBlocker quiet(textLayout());
    return QLabel::sizeHint();
}

QSize SelectableLabel::minimumSizeHint() const
{
    const QSignalBlocker quiet(textLayout());
    return QLabel::minimumSizeHint();
}

int SelectableLabel::heightForWidth(int width) const
{
    // QLabel::setText and setFont are not virtual: the text and font measured are compared instead.
    if (text() != m_measuredText || font() != m_measuredFont) {
        m_heights.clear();
        m_measuredText = text();
        m_measuredFont = font();
    }
    for (const auto &[w, h] : std::as_const(m_heights))
        if (w == width) return h;
    const QSignalBlocker quiet(textLayout());
    const int height = QLabel::heightForWidth(width);
    // The document is left laid out at the width the label is painted at, as QLabel would have it.
    if (width != this->width()) QLabel::heightForWidth(this->width());
    if (m_heights.size() == kWidthsKept) m_heights.removeFirst();
    m_heights.append({width, height});
    return height;
}

} // namespace infralab
