#include "selectablelabel.h"

#include <QSignalBlocker>

namespace infralab {

SelectableLabel::SelectableLabel(Qt::TextFormat format, QWidget *parent) : WrapLabel(format, parent)
{
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

int SelectableLabel::measure(int width) const
{
    const QSignalBlocker quiet(textLayout());
    const int height = QLabel::heightForWidth(width);
    // The document is left laid out at the width the label is painted at, as QLabel would have it.
    if (width != this->width()) QLabel::heightForWidth(this->width());
    return height;
}

} // namespace infralab
