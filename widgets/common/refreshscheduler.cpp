#include "refreshscheduler.h"
#include "measurementsession.h"

#include "pinnedcomparison.h"
#include "scenario.h"

#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace infralab {

RefreshScheduler::RefreshScheduler(QWidget *owner, std::function<void()> refresh)
    : QObject(owner), m_owner(owner), m_refresh(std::move(refresh))
{
    owner->installEventFilter(this);
}

void RefreshScheduler::schedule()
{
    m_stale = true;
    if (m_posted || !m_owner->isVisible()) return;
    m_posted = true;
    QTimer::singleShot(0, this, [this] {
        m_posted = false;
        if (m_owner->isVisible()) flush();
    });
}

void RefreshScheduler::flush()
{
    if (!m_stale) return;
    m_stale = false;
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
    if (watched == m_owner && event->type() == QEvent::Show) flush();
    const bool language = event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange;
    if (watched == m_owner && m_followsLanguage && language) schedule();
    // A new size of text (zoom, presentation mode): columns and labels are measured again.
    if (watched == m_owner && event->type() == QEvent::FontChange) schedule();
    return QObject::eventFilter(watched, event);
}

} // namespace infralab
