#include "measurementactions.h"
#include "measurementsession.h"

#include "modelcheck.h"
#include "scenario.h"

#include <QAction>
#include <QEvent>
#include <QFileDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>

namespace infralab {

MeasurementActions::MeasurementActions(Scenario *scenario, QMainWindow *window)
    : WindowActions(scenario, window), m_import(new QAction(this)), m_clear(new QAction(this))
{
    m_import->setObjectName(QStringLiteral("importMeasurementsAction"));
    m_clear->setObjectName(QStringLiteral("clearMeasurementsAction"));
    connect(m_import, &QAction::triggered, this, &MeasurementActions::chooseFile);
    MeasurementSession *session = &measurementsOf(*m_scenario);
    connect(m_clear, &QAction::triggered, session, &MeasurementSession::clear);
    connect(session, &MeasurementSession::changed, this,
            [this, session] { m_clear->setEnabled(!session->isEmpty()); });
    // A window opened with --measurements FILE holds its points already: they can be cleared at once.
    m_clear->setEnabled(!session->isEmpty());
    retranslate();
}

void MeasurementActions::install(QMenu *menu, QAction *before)
{
    menu->insertSeparator(before);
    menu->insertActions(before, {m_import, m_clear});
    menu->insertSeparator(before);
}

bool MeasurementActions::import(const QString &path, QString *error)
{
    QString reason;
    std::optional<MeasurementSet> points = loadMeasurements(path, &reason);
    if (points && !checkMeasurementDevices(*points, path, *m_scenario, &reason)) points.reset();
    if (!points) {
        if (error)
            *error = reason;
        else
            QMessageBox::warning(m_window, tr("Import measurements"), reason);
        return false;
    }
    measurementsOf(*m_scenario).set(*points, path);
    return true;
}

void MeasurementActions::chooseFile()
{
    const QString path =
        QFileDialog::getOpenFileName(m_window, tr("Import measurements"), QString(),
                                     tr("Measurements (*.json *.csv);;vLLM benchmark result or Ollama answer "
                                        "(*.json);;CSV (*.csv);;All files (*)"));
    if (!path.isEmpty()) import(path);
}

void MeasurementActions::retranslate()
{
    m_import->setText(tr("&Import measurements…"));
    m_import->setStatusTip(tr("Read a vLLM benchmark result, an Ollama answer or a CSV of measurements: the "
                              "Serving charts draw them beside the model, with its error"));
    m_clear->setText(tr("C&lear measurements"));
}

} // namespace infralab
