#include "zoomdock.h"

#include <QEvent>
#include <QLayout>
#include <QStyleOptionDockWidget>
#include <QStylePainter>

namespace infralab {

void ZoomDock::paintEvent(QPaintEvent *)
{
    QStylePainter painter(this);
    if (isFloating()) {
        QStyleOptionFrame frame;
        frame.initFrom(this);
        painter.drawPrimitive(QStyle::PE_FrameDockWidget, frame);
    }
    QStyleOptionDockWidget title;
    initStyleOption(&title);
    // The dock's own font, which follows the application's, rather than the one Qt's title kept.
    title.fontMetrics = QFontMetrics(font());
    painter.setFont(font());
    painter.drawControl(QStyle::CE_DockWidgetTitle, title);
}

void ZoomDock::changeEvent(QEvent *event)
{
    QDockWidget::changeEvent(event);
    if (event->type() != QEvent::FontChange || !layout()) return;
    // The title bar's height is measured when the dock's layout sets its geometry: measure it again now.
    layout()->invalidate();
    layout()->setGeometry(rect());
    updateGeometry();
    update();
}

} // namespace infralab
