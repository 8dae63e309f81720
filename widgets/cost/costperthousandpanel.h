#pragma once
// Section 05's cost of 1 000 requests for each option, in a table (A's and B's amounts side by side while a
// scenario is pinned), with the button that takes the GPU cloud's batch and latency from the Serving view.
#include <QGroupBox>

class QLabel;
class QTableWidget;

namespace infralab {

class RefreshScheduler;
class WrapButton;
class Scenario;

class CostPerThousandPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit CostPerThousandPanel(Scenario *scenario, QWidget *parent = nullptr);

    // The table is named "cost-per-1000" and the button "derive-from-serving", for tests and accessibility
    // tools.

    /// Redraws now if a change is pending (tests cannot wait for the event loop).
    void flushRefresh();

private:
    void refresh();
    /// Sets cost.batch and cost.latency_s from the serving scenario: its batch and the latency at that batch.
    void deriveFromServing();

    Scenario *m_scenario;
    QLabel *m_caption;
    QTableWidget *m_table;
    WrapButton *m_derive; ///< its long sentence wraps on a narrow, zoomed page
    QLabel *m_deriveStatus;
    RefreshScheduler *m_scheduler;
};

} // namespace infralab
