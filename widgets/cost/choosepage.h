#pragma once
// Section 05 of the course, "Choisir": API, GPU cloud, on-premise and edge over the horizon. Totals by
// component, cumulative cost with break-even months, yearly cost against the volume with crossovers, energy
// and CO₂, the cost of 1 000 requests, and the criteria without a number as a checklist.
#include "gridpage.h"

class QGroupBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace infralab {

class RefreshScheduler;

class ChoosePage : public GridPage
{
    Q_OBJECT
public:
    explicit ChoosePage(Scenario *scenario, QWidget *parent = nullptr);

    QTableWidget *perThousandTable() const { return m_table; }
    QPushButton *deriveButton() const { return m_derive; }

    /// Redraws the table now if a change is pending (tests cannot wait for the event loop).
    void flushRefresh();

private:
    void refresh();
    /// Sets cost.batch and cost.latency_s from the serving scenario: its batch and the latency at that batch.
    void deriveFromServing();

    QGroupBox *m_side;
    QLabel *m_caption;
    QTableWidget *m_table;
    QPushButton *m_derive;
    QLabel *m_deriveStatus;
    RefreshScheduler *m_scheduler;
};

} // namespace infralab
