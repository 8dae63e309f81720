#pragma once
// The imported measurements against the model in the window (Serving tab): one row per measured value with
// the model's value and its error in %, then the efficiencies fitted to the points. Hidden while no file is
// imported.
#include <QWidget>

class QLabel;
class QTableWidget;

namespace infralab {

class Scenario;
class RefreshScheduler; ///< redraws once per burst of changes

class MeasurementPanel : public QWidget
{
    Q_OBJECT
public:
    explicit MeasurementPanel(Scenario *scenario, QWidget *parent = nullptr);

    /// Redraws now if a change is pending (tests cannot wait for the event loop).
    void flushRefresh();
    /// Rows of the table, the header left out.
    int rowCount() const;

private:
    void refresh();
    void showIfImported();

    Scenario *m_scenario;
    RefreshScheduler *m_scheduler;
    QLabel *m_caption;
    QTableWidget *m_table;
    QLabel *m_fit;
};

} // namespace infralab
