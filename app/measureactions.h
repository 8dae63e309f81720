#pragma once
// Tools → Measure this computer…: asks for the sizes, runs the measurement of models/lab in a worker thread
// behind a progress dialog with Cancel, saves it, adds "This computer — measured on <date>" to the catalogue
// and makes it the Hardware tab's second device, so that its measured roofline is drawn beside the selected
// one.
#include "measure.h"

#include "windowactions.h"

class QAction;
class QMenu;

namespace infralab {

class MeasureActions : public WindowActions
{
    Q_OBJECT
public:
    MeasureActions(Scenario *scenario, QMainWindow *window);

    /// Adds the Tools menu to the window's menu bar before `before`.
    void install(QAction *before);
    QAction *measureAction() const { return m_measure; }
    /// What the next measurement runs (the full sweep by default; tests take tiny sizes).
    void setOptions(const lab::MeasureOptions &options) { m_options = options; }

    /// Asks for the sweep and the operations' sizes (MeasureDialog, the last choice offered again), then
    /// measures; false when the dialog is cancelled or as measure().
    bool askAndMeasure();
    /// Measures (blocking, the window's events still served) and returns false when cancelled or not saved.
    bool measure();

Q_SIGNALS:
    void measured();

private:
    void retranslate() override;
    void addToCatalogue(const lab::MeasureResult &result);

    QMenu *m_menu;
    QAction *m_measure;
    lab::MeasureOptions m_options;
};

} // namespace infralab
