#include "outofview.h"

#include "refreshscheduler.h"

#include <QCoreApplication>
#include <QEvent>
#include <QPointer>
#include <QWidget>

namespace infralab {

OutOfView &OutOfView::instance()
{
    // Owned by the application, so that its timer dies before the event dispatcher does.
    static QPointer<OutOfView> one;
    if (!one) one = new OutOfView(QCoreApplication::instance());
    return *one;
}

OutOfView::OutOfView(QObject *parent) : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &OutOfView::paused);
    m_sinceChange.start();
}

void OutOfView::changed()
{
    // Only the time is noted at each change (a slider step tells every view that reads its key): the timer
    // checks it when it fires.
    m_sinceChange.start();
}

void OutOfView::setPause(int ms)
{
    m_pause = ms;
    if (m_timer.isActive()) m_timer.start(ms);
}

void OutOfView::wait(RefreshScheduler *scheduler)
{
    m_waiting.insert(scheduler);
    // Asked before each repaint of the window whether a waiting view came back into view.
    QWidget *window = scheduler->owner()->window();
    if (!m_windows.contains(window)) {
        m_windows.insert(window);
        window->installEventFilter(this);
        connect(window, &QObject::destroyed, this, [this, window] { m_windows.remove(window); });
    }
    if (!m_timer.isActive()) m_timer.start(m_pause);
}

void OutOfView::paused()
{
    if (m_waiting.isEmpty()) return;
    if (const qint64 since = m_sinceChange.elapsed(); since < m_pause) {
        m_timer.start(int(m_pause - since));
        return;
    }
    // Each refresh forgets its scheduler, and may destroy another view (which forgets its own): iterate over
    // a copy, asking each time whether the scheduler still waits.
    const QSet<RefreshScheduler *> waiting = m_waiting;
    for (RefreshScheduler *scheduler : waiting) {
        if (!m_waiting.contains(scheduler)) continue;
        if (scheduler->owner()->isVisible())
            scheduler->flush();
        else
            forget(scheduler); // a hidden one is refreshed when shown
    }
}

bool OutOfView::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::UpdateRequest && !m_waiting.isEmpty()) {
        const QSet<RefreshScheduler *> waiting = m_waiting;
        for (RefreshScheduler *scheduler : waiting)
            if (m_waiting.contains(scheduler) && scheduler->owner()->window() == watched &&
                scheduler->isSeen())
                scheduler->flush();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace infralab
