#pragma once
// Coalesces a burst of scenario changes (a slider drag, a preset, a file) into one refresh per turn of the
// event loop, and defers the refresh of a hidden widget until it is shown.
#include <QObject>
#include <functional>

class QWidget;

namespace infralab {

class RefreshScheduler : public QObject
{
    Q_OBJECT
public:
    RefreshScheduler(QWidget *owner, std::function<void()> refresh);

    /// Marks the owner stale; posts one refresh for the next turn of the event loop if it is visible.
    void schedule();
    /// Refreshes now if stale (used by exports and the benchmark, which cannot wait for the event loop).
    void flush();
    bool isPending() const { return m_stale; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_owner;
    std::function<void()> m_refresh;
    bool m_stale = false;
    bool m_posted = false;
};

} // namespace infralab
