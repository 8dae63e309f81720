#pragma once
// A word-wrapped label whose text the reader can select, whose measuring does not repaint it. Selectable text
// makes QLabel lay its text out in a QTextDocument, and every measure at another width than the last (the
// scroll area of a page asks at five or six widths after each layout) laid that document out again and
// repainted the label: the Serving tab's capacity plan, and the page under it, were painted twice at each
// slider step. Its own setText() and resize still repaint it.
#include "wraplabel.h"

namespace infralab {

class SelectableLabel : public WrapLabel
{
    Q_OBJECT
public:
    explicit SelectableLabel(Qt::TextFormat format, QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    int measure(int width) const override;

private:
    /// QLabel's text layout (a QWidgetTextControl, made with the first selectable text), whose repaint
    /// requests a measure sends; null before it exists.
    QObject *textLayout() const;
};

} // namespace infralab
