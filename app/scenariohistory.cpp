#include "scenariohistory.h"

#include "scenario.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace infralab {

namespace {

class History
{
    Q_DECLARE_TR_FUNCTIONS(History)
};

/// One applied batch: restores `before` on undo and `after` on redo. Pushed after the Scenario changed, so
/// its first redo does nothing.
class ChangeCommand : public QUndoCommand
{
public:
    ChangeCommand(Scenario *s, bool *replaying, ScenarioValues before, ScenarioValues after, int dragSerial)
        : m_s(s), m_replaying(replaying), m_before(std::move(before)), m_after(std::move(after)),
          m_drag(dragSerial)
    {
        updateText();
    }

    int id() const override { return 1; }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *o = static_cast<const ChangeCommand *>(other);
        if (m_drag == 0 || o->m_drag != m_drag) return false;
        for (auto it = o->m_before.begin(); it != o->m_before.end(); ++it)
            if (!m_before.contains(it.key())) m_before.insert(it.key(), it.value());
        for (auto it = o->m_after.begin(); it != o->m_after.end(); ++it)
            m_after.insert(it.key(), it.value());
        updateText();
        return true;
    }

    void undo() override { apply(m_before); }
    void redo() override
    {
        if (m_first) {
            m_first = false;
            return;
        }
        apply(m_after);
    }

private:
    void apply(const ScenarioValues &values)
    {
        QList<QPair<Key, QVariant>> changes;
        for (auto it = values.begin(); it != values.end(); ++it)
            changes.append({it.key(), it.value()});
        *m_replaying = true;
        m_s->apply(changes);
        *m_replaying = false;
    }

    void updateText()
    {
        const ParamSpec *spec = m_after.size() == 1 ? &param(m_after.begin().key()) : nullptr;
        setText(spec ? History::tr("change of “%1”")
                           .arg(QCoreApplication::translate("Scenario", spec->description))
                     : History::tr("change of %n inputs", nullptr, int(m_after.size())));
    }

    Scenario *m_s;
    bool *m_replaying;
    ScenarioValues m_before, m_after;
    int m_drag;
    bool m_first = true;
};

} // namespace

ScenarioHistory::ScenarioHistory(Scenario *scenario, QObject *parent)
    : QObject(parent), m_scenario(scenario), m_stack(new QUndoStack(this))
{
    connect(scenario, &Scenario::applied, this, &ScenarioHistory::record);
}

void ScenarioHistory::beginDrag()
{
    m_dragging = true;
    ++m_dragSerial;
}

void ScenarioHistory::endDrag()
{
    m_dragging = false;
}

void ScenarioHistory::reset()
{
    m_stack->clear();
    m_stack->setClean();
}

void ScenarioHistory::record(const ScenarioValues &before, const ScenarioValues &after)
{
    if (m_replaying) return; // undo and redo themselves are not new steps
    m_stack->push(new ChangeCommand(m_scenario, &m_replaying, before, after, m_dragging ? m_dragSerial : 0));
}

} // namespace infralab
