#include "refreshscheduler.h"
#include "measurementsession.h"
#include "outofview.h"

#include "pinnedcomparison.h"
#include "scenario.h"

#include <QAbstractScrollArea>
#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace infralab {

bool isOnScreen(const QWidget *widget)
{
    QRect r = widget->rect();
    for (const QWidget *w = widget; !w->isWindow() && w->parentWidget(); w = w->parentWidget()) {
        r = r.translated(w->pos()) & w->parentWidget()->rect();
        if (r.isEmpty()) return false;
    }
    return !r.isEmpty();
}

RefreshScheduler::RefreshScheduler(QWidget *owner, std::function<void()> refresh)
    : QObject(owner), m_owner(owner), m_refresh(std::move(refresh))
{
    owner->installEventFilter(this);
    // A chart or a table paints in its viewport, which covers most of it.
    if (auto *area = qobject_cast<QAbstractScrollArea *>(owner)) {
        m_viewport = area->viewport();
        m_viewport->installEventFilter(this);
    }
}

RefreshScheduler::~RefreshScheduler()
{
    OutOfView::instance().forget(this);
}

bool RefreshScheduler::isSeen() const
{
    return isOnScreen(m_seenWith ? m_seenWith.data() : m_owner);
}

void RefreshScheduler::schedule()
{
    m_stale = true;
    OutOfView::instance().changed();
    if (m_posted || !m_owner->isVisible()) return;
    m_posted = true;
    QTimer::singleShot(0, this, [this] {
        m_posted = false;
        refreshIfSeen();
    });
}

void RefreshScheduler::refreshIfSeen()
{
    if (!m_stale || !m_owner->isVisible()) return; // a hidden owner is refreshed when shown
    // Out of view, nothing is redrawn while a slider moves, and all of it is once the hand rests: a chart
    // scrolled to is already drawn, and a screen reader names it.
    if (isSeen())
        flush();
    else
        OutOfView::instance().wait(this);
}

void RefreshScheduler::flush()
{
    if (!m_stale) return;
    m_stale = false;
    OutOfView::instance().forget(this);
    const KeyReads reads;
    m_refresh();
    m_reads = reads.keys();
    m_readsAll = reads.all();
    m_readsKnown = true;
}

void RefreshScheduler::refreshNow()
{
    m_stale = true;
    flush();
}

bool RefreshScheduler::dependsOn(Key key) const
{
    return !m_readsKnown || m_readsAll || m_reads.test(static_cast<std::size_t>(key));
}

void RefreshScheduler::follow(Scenario *scenario)
{
    // Each changed key of a batch is told before the batch's `changed`: the first one this owner read marks
    // it stale, and the refresh waits for the next turn of the event loop as before.
    connect(scenario, &Scenario::valueChanged, this, [this](Key key) {
        if (dependsOn(key)) schedule();
    });
    connect(&scenario->comparison(), &Comparison::changed, this, &RefreshScheduler::schedule);
    connect(&measurementsOf(*scenario), &MeasurementSession::changed, this, &RefreshScheduler::schedule);
    m_followsLanguage = true;
    schedule();
}

bool RefreshScheduler::eventFilter(QObject *watched, QEvent *event)
{
    // Shown (its tab chosen): refreshed now if in view, else when scrolled to or idle.
    if (watched == m_owner && event->type() == QEvent::Show) refreshIfSeen();
    // Painted while still out of view (grabbed for a screenshot): refreshed first. Back in view, it was
    // refreshed before the window's repaint (OutOfView).
    if (event->type() == QEvent::Paint && m_stale && (watched == m_owner || watched == m_viewport)) flush();
    const bool language = event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange;
    if (watched == m_owner && m_followsLanguage && language) schedule();
    // A new size of text (zoom, presentation mode): columns and labels are measured again.
    if (watched == m_owner && event->type() == QEvent::FontChange) schedule();
    return QObject::eventFilter(watched, event);
}

} // namespace infralab
