#include "plainnote.h"

#include <QAccessibleWidget>
#include <QEvent>
#include <QPainter>
#include <QStyle>
#include <QTextOption>
#include <cmath>

namespace infralab {

namespace {
/// Widths remembered: a panel asks for a handful (its own, its scroll area's hint).
constexpr qsizetype kWidths = 8;

/// Read by a screen reader as QLabel's text is: static text named by what it says.
class AccessibleNote : public QAccessibleWidget
{
public:
    explicit AccessibleNote(PlainNote *note) : QAccessibleWidget(note, QAccessible::StaticText) {}
    QString text(QAccessible::Text t) const override
    {
        return t == QAccessible::Name ? static_cast<const PlainNote *>(widget())->text()
                                      : QAccessibleWidget::text(t);
    }
};

QAccessibleInterface *accessibleNote(const QString &className, QObject *object)
{
    if (className == QLatin1String(PlainNote::staticMetaObject.className()) && object &&
        object->isWidgetType())
        return new AccessibleNote(static_cast<PlainNote *>(object));
    return nullptr;
}
} // namespace

PlainNote::PlainNote(QWidget *parent) : QWidget(parent)
{
    static const bool accessible = (QAccessible::installFactory(accessibleNote), true);
    Q_UNUSED(accessible);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void PlainNote::setText(const QString &text)
{
    if (text == m_text) return;
    const bool laidOut = isVisible() && testAttribute(Qt::WA_WState_Created) && width() > 0;
    const int height = this->height(), width = this->width();
    m_text = text;
    forget();
    if (QAccessible::isActive()) {
        QAccessibleEvent changed(this, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&changed);
    }
    // Same height and no wider run at this width: only repainted (see the header).
    if (laidOut && heightForWidth(width) == height && minimumSizeHint().width() <= width) {
        m_layoutStale = true;
        update();
        return;
    }
    m_layoutStale = false;
    updateGeometry();
    update();
}

int PlainNote::layOut(QTextLayout &layout, int width) const
{
    layout.setText(m_text);
    layout.setFont(font());
    QTextOption option(QStyle::visualAlignment(layoutDirection(), Qt::AlignLeft | Qt::AlignTop));
    option.setTextDirection(layoutDirection());
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.setCacheEnabled(true);
    qreal y = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, y));
        y += line.height();
    }
    layout.endLayout();
    return int(std::ceil(y));
}

int PlainNote::heightForWidth(int width) const
{
    if (const auto it = m_heights.constFind(width); it != m_heights.cend()) return *it;
    if (m_heights.size() >= kWidths) m_heights.clear();
    QTextLayout layout;
    const int height = m_text.isEmpty() ? 0 : layOut(layout, width);
    m_heights.insert(width, height);
    return height;
}

QSize PlainNote::sizeHint() const
{
    // About the width of a parameters panel: the layout gives the width, the height follows it.
    const int width = std::max(minimumSizeHint().width(), fontMetrics().averageCharWidth() * 40);
    return {width, heightForWidth(width)};
}

QSize PlainNote::minimumSizeHint() const
{
    if (m_leastWidth < 0) {
        // Laid out one line per break opportunity: the widest line is the longest unbreakable run.
        QTextLayout layout;
        layOut(layout, 0);
        qreal widest = 0;
        for (int i = 0; i < layout.lineCount(); ++i)
            widest = std::max(widest, layout.lineAt(i).naturalTextWidth());
        m_leastWidth = int(std::ceil(widest));
    }
    return {m_leastWidth, fontMetrics().height()};
}

void PlainNote::paintEvent(QPaintEvent *)
{
    if (m_drawnWidth != width()) {
        layOut(m_drawn, width());
        m_drawnWidth = width();
    }
    QPainter painter(this);
    painter.setPen(
        palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::WindowText));
    m_drawn.draw(&painter, QPointF(0, 0));
}

void PlainNote::resizeEvent(QResizeEvent *event)
{
    // The layout may hold, for the new width, a height measured for an earlier text: it asks again.
    if (m_layoutStale) {
        m_layoutStale = false;
        updateGeometry();
    }
    QWidget::resizeEvent(event);
}

void PlainNote::changeEvent(QEvent *event)
{
    const QEvent::Type t = event->type();
    if (t == QEvent::FontChange || t == QEvent::StyleChange || t == QEvent::LayoutDirectionChange) {
        forget();
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

void PlainNote::forget()
{
    m_heights.clear();
    m_leastWidth = -1;
    m_drawnWidth = -1;
}

} // namespace infralab
