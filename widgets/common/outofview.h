#pragma once
// The views waiting out of view (RefreshScheduler): refreshed together once the scenario has not changed for
// a pause, or one by one when the window is about to repaint with them back in view (scrolled to, a dock's
// tab chosen). One timer for all of them: a view refreshed at its own pause would redraw in the middle of the
// next slider's drag.
#include <QElapsedTimer>
#include <QObject>
#include <QSet>
#include <QTimer>

namespace infralab {

class RefreshScheduler;

class OutOfView : public QObject
{
public:
    static OutOfView &instance();

    /// A change of the scenario or of what the views show: the pause starts again.
    void changed();
    /// `scheduler`'s owner is stale and out of view: refreshed at the pause or when back in view.
    void wait(RefreshScheduler *scheduler);
    /// Refreshed, or gone.
    void forget(RefreshScheduler *scheduler) { m_waiting.remove(scheduler); }
    /// The pause after the last change, in milliseconds: longer than between two steps of a drag.
    static constexpr int kPause = 300;
    /// A test shortens or lengthens it; a pause being waited for starts again with the new length.
    void setPause(int ms);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit OutOfView(QObject *parent);
    void paused();

    QSet<RefreshScheduler *> m_waiting;
    QSet<QObject *> m_windows; ///< the windows this filters: each is asked once
    QTimer m_timer;
    QElapsedTimer m_sinceChange;
    int m_pause = kPause;
};

} // namespace infralab
