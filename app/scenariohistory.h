#pragma once
// Undo and redo of every scenario change. Each batch the Scenario applies is one step, except that all the
// changes made while a slider is held down merge into a single step (one undo per drag).
#include "scenario.h"

#include <QHash>
#include <QObject>
#include <QVariant>

class QUndoStack;

namespace infralab {

class Scenario;

class ScenarioHistory : public QObject
{
    Q_OBJECT
public:
    ScenarioHistory(Scenario *scenario, QObject *parent = nullptr);

    QUndoStack *stack() const { return m_stack; }

    void beginDrag();
    void endDrag();
    /// Forgets the history (new or opened file) and marks the scenario as saved.
    void reset();

private:
    void record(const ScenarioValues &before, const ScenarioValues &after);

    Scenario *m_scenario;
    QUndoStack *m_stack;
    int m_dragSerial = 0;
    bool m_dragging = false;
    bool m_replaying = false;
};

} // namespace infralab
