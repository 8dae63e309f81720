#include "scenario.h"

#include "inputfile.h"

namespace infralab {

Scenario::Scenario(const Catalogue *catalogue, QObject *parent)
    : QObject(parent), m_catalogue(catalogue ? catalogue : &Catalogue::builtIn()), m_values(defaultValues())
{
}

void Scenario::replaceValues(const ScenarioValues &next)
{
    QList<Key> changedKeys;
    ScenarioValues before, after;
    for (auto it = next.begin(); it != next.end(); ++it)
        if (m_values.value(it.key()) != it.value()) {
            changedKeys.append(it.key());
            before.insert(it.key(), m_values.value(it.key()));
            after.insert(it.key(), it.value());
        }
    if (changedKeys.isEmpty()) return;
    m_values = next;
    for (Key k : changedKeys)
        Q_EMIT valueChanged(k);
    Q_EMIT changed();
    Q_EMIT applied(before, after);
}

bool Scenario::set(Key key, const QVariant &value, QString *error)
{
    return apply({{key, value}}, error);
}

bool Scenario::apply(const ScenarioChanges &changes, QString *error)
{
    return applyChanges(changes, error, false);
}

bool Scenario::applyChanges(const ScenarioChanges &changes, QString *error, bool fromText)
{
    ScenarioValues next = m_values;
    if (!stageChanges(*m_catalogue, next, changes, error, fromText)) return false;
    replaceValues(next);
    return true;
}

bool Scenario::applyAssignments(const QStringList &assignments, QString *error)
{
    ScenarioChanges changes;
    for (const QString &a : assignments) {
        const qsizetype eq = a.indexOf(u'=');
        if (eq <= 0) {
            if (error) *error = tr("\"%1\" is not of the form key=value").arg(shortenedForMessage(a));
            return false;
        }
        const QString name = a.left(eq).trimmed();
        const std::optional<Key> key = keyFromName(name);
        if (!key) {
            if (error) *error = unknownKey(name);
            return false;
        }
        changes.append({*key, a.mid(eq + 1)});
    }
    return applyChanges(changes, error, true);
}

void Scenario::reset()
{
    replaceValues(defaultValues());
}

} // namespace infralab
