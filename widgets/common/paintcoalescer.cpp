#include "paintcoalescer.h"

#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

namespace infralab {

namespace {
/// Rounds of delivery before a paint: a refresh posts a chart's layout and its scene's update, a scene
/// update its view's, a layout its parent's; after a language switch the page's new layout resizes a chart,
/// whose queued relabelling lays it out again (the Serving latency chart's fifth round, tst_bench). Each
/// round delivers what the previous one posted (Qt leaves events posted during a delivery for the next one).
/// Whatever is left is painted by the next request, as before.
constexpr int kRounds = 5;
} // namespace

PaintCoalescer::PaintCoalescer(QWidget *window) : QObject(window), m_window(window)
{
    window->installEventFilter(this);
}

bool PaintCoalescer::eventFilter(QObject *watched, QEvent *event)
{
    // The paint request is posted at low priority, so it waits behind the refreshes a change posts; but what
    // those post in turn came after it: a QGraphicsScene tells its view of a change through calls it queues,
    // a QLabel given new text is measured again on a posted layout. Each repainted its widget a second time
    // after the window's paint: the pipeline Gantt at half of a drag's steps, and the window six times per
    // language switch (once with this, tst_bench).
    if ((m_active || m_once) && watched == m_window && event->type() == QEvent::UpdateRequest) {
        m_once = false;
        for (int round = 0; round < kRounds; ++round) {
            QCoreApplication::sendPostedEvents(nullptr, QEvent::MetaCall);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace infralab
