#include "paintcoalescer.h"

#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

namespace infralab {

namespace {
/// Rounds of delivery before a paint: a refresh posts a chart's layout and its scene's update, a scene
/// update its view's, a layout its parent's. Each round delivers what the previous one posted (Qt leaves
/// events posted during a delivery for the next one). Whatever is left is painted by the next request, as
/// before.
constexpr int kRounds = 3;
} // namespace

PaintCoalescer::PaintCoalescer(QWidget *window) : QObject(window), m_window(window)
{
    window->installEventFilter(this);
}

bool PaintCoalescer::eventFilter(QObject *watched, QEvent *event)
{
    // The paint request is posted at low priority, so it waits behind the refreshes a step posts; but what
    // those post in turn came after it: a QGraphicsScene tells its view of a change through calls it queues,
    // a QLabel given new text is measured again on a posted layout. Each repainted its widget a second time
    // after the window's paint (the pipeline Gantt at half of a drag's steps). Only while a slider is held,
    // the case measured: a language switch or a new font lays whole pages out again, which this has not been
    // checked against.
    if (m_active && watched == m_window && event->type() == QEvent::UpdateRequest) {
        for (int round = 0; round < kRounds; ++round) {
            QCoreApplication::sendPostedEvents(nullptr, QEvent::MetaCall);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace infralab
