#pragma once
// Tools → Measure this computer…: runs the measurement of models/lab in a worker thread behind a progress
// dialog with Cancel, saves it, adds "This computer — measured on <date>" to the catalogue and makes it the
// Hardware tab's second device, so that its measured roofline is drawn beside the selected one.
#include "measure.h"

#include <QObject>

class QAction;
class QMainWindow;
class QMenu;

namespace infralab {

class Scenario;

class MeasureActions : public QObject
{
    Q_OBJECT
public:
    MeasureActions(Scenario *scenario, QMainWindow *window);

    /// Adds the Tools menu to the window's menu bar before `before`.
    void install(QAction *before);
    QAction *measureAction() const { return m_measure; }
    /// What the next measurement runs (the full sweep by default; tests take tiny sizes).
    void setOptions(const lab::MeasureOptions &options) { m_options = options; }

    /// Measures (blocking, the window's events still served) and returns false when cancelled or not saved.
    bool measure();

Q_SIGNALS:
    void measured();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void addToCatalogue(const lab::MeasureResult &result);

    Scenario *m_scenario;
    QMainWindow *m_window;
    QMenu *m_menu;
    QAction *m_measure;
    lab::MeasureOptions m_options;
};

} // namespace infralab
