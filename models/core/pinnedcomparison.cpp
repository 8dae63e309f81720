#include "pinnedcomparison.h"

#include "scenario.h"
#include "scenariofile.h"

namespace infralab {

Comparison::Comparison(Scenario *live) : m_live(live) {}

// Out of line: Scenario is complete only here.
Comparison::~Comparison() = default;

void Comparison::setValues(const ScenarioValues &values)
{
    if (m_pinned && m_pinned->values() == values) return;
    if (!m_pinned) m_pinned = std::make_unique<Scenario>(&m_live->catalogue());
    m_pinned->replaceValues(values);
    Q_EMIT changed();
}

void Comparison::pin()
{
    Q_EMIT moving(Move::Pin, nullptr);
    setValues(m_live->values());
}

void Comparison::unpin()
{
    if (!m_pinned) return;
    Q_EMIT moving(Move::Unpin, nullptr);
    m_pinned.reset();
    Q_EMIT changed();
}

void Comparison::swap()
{
    if (!m_pinned) return;
    Q_EMIT moving(Move::Swap, nullptr);
    const ScenarioValues a = m_pinned->values();
    // A is replaced first so that the views redrawn by the live side's `changed` already see the swapped
    // pair.
    m_pinned->replaceValues(m_live->values());
    m_live->replaceValues(a);
    Q_EMIT changed();
}

void Comparison::setPinned(const ScenarioValues &values)
{
    Q_EMIT moving(Move::Replace, nullptr);
    setValues(values);
}

bool Comparison::pinFile(const QString &path, QString *error)
{
    Scenario loaded(&m_live->catalogue());
    ScenarioFile file(&loaded);
    QString why;
    if (!file.load(path, &why)) {
        if (error) *error = Scenario::tr("pinned scenario: %1").arg(why);
        return false;
    }
    Q_EMIT moving(Move::File, &file);
    setValues(loaded.values());
    return true;
}

} // namespace infralab
