#pragma once
// Coalesces a burst of scenario changes (a slider drag, a preset, a file) into one refresh per turn of the
// event loop, and defers the refresh of a hidden widget until it is shown. A change of the owner's font
// refreshes it too.
#include <QObject>
#include <functional>

class QWidget;

namespace infralab {

class Scenario;

class RefreshScheduler : public QObject
{
    Q_OBJECT
public:
    RefreshScheduler(QWidget *owner, std::function<void()> refresh);

    /// Marks the owner stale; posts one refresh for the next turn of the event loop if it is visible.
    void schedule();
    /// Refreshes now if stale (used by exports and the benchmark, which cannot wait for the event loop).
    void flush();
    /// Schedules a refresh now, then on every change of `scenario` and of its pinned A, and when the language
    /// or the locale changes (the owner's texts and numbers are redone).
    void follow(Scenario *scenario);
    bool isPending() const { return m_stale; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_owner;
    std::function<void()> m_refresh;
    bool m_stale = false;
    bool m_posted = false;
    bool m_followsLanguage = false;
};

} // namespace infralab
