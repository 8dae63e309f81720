#pragma once
// The course's table of section 01 for the selected and the compare device: ridge point, decode speed at
// batch 1, training speed at the scenario's MFU, and the datasheet figures they come from.
#include <QTableWidget>

namespace infralab {

class RefreshScheduler;
class Scenario;

class RooflineTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit RooflineTable(Scenario *scenario, QWidget *parent = nullptr);

    /// Redraws now if a scenario change is pending (tests, exports).
    void flushRefresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    Scenario *m_scenario;
    RefreshScheduler *m_scheduler;
};

} // namespace infralab
