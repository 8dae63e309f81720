// A/B comparison: the pinned copy "A" of a Scenario. Kept apart from scenario.cpp, which is about one set of
// values.
#include "scenario.h"

namespace infralab {

void Scenario::setPinnedValues(const QHash<QString, QVariant> *values)
{
    if (!values) {
        if (!m_pinned) return;
        m_pinned.reset();
        Q_EMIT pinnedChanged();
        return;
    }
    if (m_pinned && m_pinned->m_values == *values) return;
    if (!m_pinned) m_pinned = std::make_unique<Scenario>(m_catalogue);
    m_pinned->m_values = *values;
    Q_EMIT pinnedChanged();
}

void Scenario::pin()
{
    setPinnedValues(&m_values);
}

void Scenario::unpin()
{
    setPinnedValues(nullptr);
}

void Scenario::swapPinned()
{
    if (!m_pinned) return;
    const QHash<QString, QVariant> live = m_values;
    const QHash<QString, QVariant> a = m_pinned->m_values;
    // A is replaced first so that the views redrawn by `changed` already see the swapped pair.
    m_pinned->m_values = live;
    commit(a);
    Q_EMIT pinnedChanged();
}

bool Scenario::pinFile(const QString &path, QString *error)
{
    Scenario loaded(m_catalogue);
    QString why;
    if (!loaded.loadFile(path, &why)) {
        if (error) *error = tr("scenario A: %1").arg(why);
        return false;
    }
    setPinnedValues(&loaded.m_values);
    return true;
}

} // namespace infralab
