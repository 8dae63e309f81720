#pragma once
// The course's serving table (section 03) for the current scenario, and the capacity planner of
// exercise 4 under it: how many devices serve the request rate within the latency objective.
#include <QWidget>

class QLabel;
class QTableWidget;

namespace infralab {

class RefreshScheduler;
class Scenario;

class ServingTable : public QWidget
{
    Q_OBJECT
public:
    explicit ServingTable(Scenario *scenario, QWidget *parent = nullptr);

    /// Redraws now if a change is pending (tests and exports cannot wait for the event loop).
    void flushRefresh();

private:
    void refresh();
    void fillRows();
    void fillCapacity();
    /// The column of headline `headline` (TTFT … €/M tokens, 0…4) for B, or for A when `pinnedSide`.
    int column(int headline, bool pinnedSide) const;

    Scenario *m_scenario;
    RefreshScheduler *m_scheduler;
    QLabel *m_caption;
    QTableWidget *m_table;
    QLabel *m_capacity;
    QLabel *m_pinnedCapacity;     ///< A's plan under B's, hidden when nothing is pinned
    bool m_pinnedColumns = false; ///< A's columns are in the table
};

} // namespace infralab
