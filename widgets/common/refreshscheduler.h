#pragma once
// Coalesces a burst of scenario changes (a slider drag, a preset, a file) into one refresh per turn of the
// event loop, and defers the refresh of a hidden widget until it is shown. A widget wholly out of view
// (scrolled out of its page, or a dock behind another's tab) is refreshed before the window repaints it back
// in view, or once the scenario has paused (OutOfView): a slider step redraws what a person sees, not the
// charts below the fold nor the formulas behind the parameters. A change of the owner's font
// refreshes it too. A follower refreshes only for the keys its last refresh read (keyreads.h): a slider
// redraws the views that show its key, not every view of the tab. What is not a key (A pinned or changed,
// measurements, language, locale, font, zoom, palette, a display option, a selection) calls schedule() or
// refreshNow(), which always refresh.
#include "keyreads.h"

#include <QObject>
#include <QPointer>
#include <functional>

class QWidget;

namespace infralab {

class Scenario;

/// Whether some of `widget` lies inside every one of its ancestors up to its window: false for a widget
/// scrolled wholly out of a scroll area's view. Covering by siblings or other windows is not looked at.
bool isOnScreen(const QWidget *widget);

class RefreshScheduler : public QObject
{
    Q_OBJECT
public:
    RefreshScheduler(QWidget *owner, std::function<void()> refresh);

    ~RefreshScheduler() override;

    /// Marks the owner stale; posts one refresh for the next turn of the event loop if it is visible. Then
    /// an owner out of view (isSeen() false) waits until it is back in view or the changes pause.
    void schedule();
    /// Refreshes now if stale (used by exports and the benchmark, which cannot wait for the event loop).
    void flush();
    /// Refreshes now, stale or not (a new selection or size), recording the keys read as flush() does: an
    /// owner never calls its refresh function itself, or a key it reads there would be missed.
    void refreshNow();
    /// Schedules a refresh now, then on every change of `scenario` to a key the last refresh read (any key
    /// before the first refresh), on every change of its pinned A and of its measurements, and when the
    /// language or the locale changes (the owner's texts and numbers are redone).
    void follow(Scenario *scenario);
    bool isPending() const { return m_stale; }
    QWidget *owner() const { return m_owner; }
    /// Whether the owner shows on screen (isOnScreen()), or the widget it is seen with when one is set.
    bool isSeen() const;
    /// The owner counts as in view while `widget` is (a chart's cell, whose heading shows its title).
    void setSeenWith(QWidget *widget) { m_seenWith = widget; }
    /// Whether a change of `key` calls for a refresh: the last refresh read it, or none has run yet.
    bool dependsOn(Key key) const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// Refreshes a stale, visible owner now if it is in view, else when back in view or the changes pause.
    void refreshIfSeen();

    QWidget *m_owner;
    QWidget *m_viewport = nullptr; ///< a scroll area's viewport, which its paint events go to
    QPointer<QWidget> m_seenWith;
    std::function<void()> m_refresh;
    bool m_stale = false;
    bool m_posted = false;
    bool m_followsLanguage = false;
    bool m_readsKnown = false; ///< a refresh has run and m_reads holds what it read
    bool m_readsAll = false;   ///< it read the values as a whole
    KeyReads::Keys m_reads;
};

} // namespace infralab
