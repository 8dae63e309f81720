#pragma once
// File ▸ Import measurements… and File ▸ Clear measurements: a vLLM benchmark result, an Ollama answer or a
// CSV read into the Scenario's measurement session (models/lab/measurementsession.h), which the Serving
// charts draw beside the model. A refused file changes nothing and says why in a message box.
#include "windowactions.h"

class QAction;
class QMenu;

namespace infralab {

class MeasurementActions : public WindowActions
{
    Q_OBJECT
public:
    MeasurementActions(Scenario *scenario, QMainWindow *window);

    /// Reads `path` into the session. A refused file changes nothing and returns false: its reason goes to
    /// `error`, or to a message box when `error` is null.
    bool import(const QString &path, QString *error = nullptr);
    /// Adds the two entries to `menu` before `before`, between separators.
    void install(QMenu *menu, QAction *before);

    QAction *importAction() const { return m_import; }
    QAction *clearAction() const { return m_clear; }

private:
    void retranslate() override;
    void chooseFile();

    QAction *m_import, *m_clear;
};

} // namespace infralab
