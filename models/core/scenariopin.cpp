// A/B comparison: the pinned copy "A" of a Scenario. Kept apart from scenario.cpp, which is about one set of
// values.
#include "scenario.h"

namespace infralab {

void Scenario::setPinnedValues(const ScenarioValues *values, const QJsonObject &unknownValues)
{
    if (!values) {
        if (!m_pinned) return;
        m_pinned.reset();
        Q_EMIT pinnedChanged();
        return;
    }
    if (m_pinned && m_pinned->m_values == *values && m_pinned->m_unknownValues == unknownValues) return;
    if (!m_pinned) m_pinned = std::make_unique<Scenario>(m_catalogue);
    m_pinned->m_values = *values;
    // Keys a newer InfraLab wrote belong to their side: A keeps the ones it was pinned with.
    m_pinned->m_unknownValues = unknownValues;
    m_pinned->m_fileWarning.clear();
    Q_EMIT pinnedChanged();
}

void Scenario::pin()
{
    setPinnedValues(&m_values, m_unknownValues);
}

void Scenario::unpin()
{
    setPinnedValues(nullptr);
}

void Scenario::swapPinned()
{
    if (!m_pinned) return;
    const ScenarioValues live = m_values;
    const ScenarioValues a = m_pinned->m_values;
    // A is replaced first so that the views redrawn by `changed` already see the swapped pair.
    m_pinned->m_values = live;
    std::swap(m_unknownValues, m_pinned->m_unknownValues);
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
    setPinnedValues(&loaded.m_values, loaded.m_unknownValues);
    m_pinned->m_fileWarning = loaded.m_fileWarning;
    return true;
}

} // namespace infralab
