#include "wrapbutton.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace infralab {

WrapButton::WrapButton(QWidget *parent) : QPushButton(parent), m_label(new QLabel(this))
{
    m_label->setWordWrap(true);
    m_label->setAlignment(Qt::AlignCenter);
    // Clicks, hover and focus belong to the button under the words.
    m_label->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_label->setFocusPolicy(Qt::NoFocus);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_label);
    setMargins();
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void WrapButton::setMargins()
{
    // About the room QPushButton leaves around its own text, in the font's units so that it follows the zoom.
    const int side = fontMetrics().averageCharWidth();
    layout()->setContentsMargins(side, side / 2, side, side / 2);
}

void WrapButton::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange) setMargins();
    QPushButton::changeEvent(event);
}

void WrapButton::setWrappedText(const QString &text)
{
    if (m_label->text() == text) return;
    m_label->setText(text);
    setAccessibleName(text);
    updateGeometry();
}

QString WrapButton::wrappedText() const
{
    return m_label->text();
}

QSize WrapButton::sizeHint() const
{
    // The words on one line when there is room (a word-wrapped label alone would ask for a squarer block);
    // a few pixels more than their advance, which the label's own layout rounds up.
    const QMargins margins = layout()->contentsMargins();
    const int width = m_label->fontMetrics().horizontalAdvance(m_label->text()) + 2 * m_label->margin() +
                      margins.left() + margins.right() + 4;
    return {width, heightForWidth(width)};
}

QSize WrapButton::minimumSizeHint() const
{
    return layout()->minimumSize();
}

bool WrapButton::hasHeightForWidth() const
{
    return true;
}

int WrapButton::heightForWidth(int width) const
{
    return layout()->totalHeightForWidth(width);
}

} // namespace infralab
