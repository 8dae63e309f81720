#include "measureactions.h"
#include "measurementsession.h"

#include "catalogue.h"
#include "measurecommand.h"
#include "measuredialog.h"
#include "measurestore.h"
#include "operationsizes.h"
#include "parametercombo.h"
#include "scenario.h"

#include <QAction>
#include <QEvent>
#include <QEventLoop>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSettings>
#include <QThread>

using namespace Qt::StringLiterals;

namespace infralab {

namespace {
const QString kSizesGroup = u"measure/"_s;
}

MeasureActions::MeasureActions(Scenario *scenario, QMainWindow *window)
    : WindowActions(scenario, window), m_menu(new QMenu(window)), m_measure(new QAction(this))
{
    m_measure->setObjectName(QStringLiteral("measureAction"));
    m_menu->addAction(m_measure);
    connect(m_measure, &QAction::triggered, this, &MeasureActions::askAndMeasure);
}

void MeasureActions::retranslate()
{
    m_menu->setTitle(tr("&Tools"));
    m_measure->setText(tr("&Measure this computer…"));
    m_measure->setStatusTip(tr("Time matrix products and the memory bandwidth here, and add this computer to "
                               "the devices with its measured roofline"));
}

void MeasureActions::install(QAction *before)
{
    m_window->menuBar()->insertMenu(before, m_menu);
    retranslate();
}

bool MeasureActions::askAndMeasure()
{
    // The last choice is offered again: a student who measured at d = 4 096 compares at the same size.
    QSettings settings;
    lab::OperationSizes sizes;
    for (const lab::OperationSizeField &f : lab::operationSizeFields()) {
        const int saved = settings.value(kSizesGroup + QLatin1String(f.name), sizes.*(f.member)).toInt();
        if (saved >= f.lowest && saved <= f.highest) sizes.*(f.member) = saved;
    }
    MeasureDialog dialog(m_window);
    dialog.setChoice(sizes, settings.value(kSizesGroup + u"quick"_s, false).toBool());
    if (dialog.exec() != QDialog::Accepted) return false;
    for (const lab::OperationSizeField &f : lab::operationSizeFields())
        settings.setValue(kSizesGroup + QLatin1String(f.name), dialog.sizes().*(f.member));
    settings.setValue(kSizesGroup + u"quick"_s, dialog.quick());
    m_options = dialog.quick() ? lab::quickOptions() : lab::MeasureOptions{};
    m_options.operations = dialog.sizes();
    return measure();
}

bool MeasureActions::measure()
{
    QProgressDialog progress(tr("Measuring this computer…"), tr("Cancel"), 0, lab::stepCount(m_options, true),
                             m_window);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    std::atomic_bool cancel{false};
    lab::MeasureOptions options = m_options;
    options.cancel = &cancel;
    connect(&progress, &QProgressDialog::canceled, this, [&cancel] { cancel = true; });
    lab::MeasureResult result;
    bool complete = false;
    // The measurement runs beside the event loop so that the dialog repaints and its Cancel answers.
    QThread *worker = QThread::create([&] {
        complete = lab::measure(
            options,
            [&](const lab::MeasureStep &step) {
                const QString label = measureStepLabel(step);
                QMetaObject::invokeMethod(&progress, [&progress, step, label] {
                    progress.setMaximum(step.total);
                    progress.setValue(step.index - 1);
                    progress.setLabelText(label);
                });
                return !cancel;
            },
            &result);
    });
    QEventLoop loop;
    connect(worker, &QThread::finished, &loop, &QEventLoop::quit);
    worker->start();
    loop.exec();
    worker->wait();
    delete worker;
    progress.reset();
    if (!complete) return false;
    QString error;
    if (!lab::saveMeasurement(result, lab::measurementPath(), &error)) {
        QMessageBox::warning(m_window, tr("Measure this computer"),
                             tr("The measurement could not be saved: %1").arg(error));
        return false;
    }
    addToCatalogue(result);
    measurementsOf(*m_scenario).setComputer(result);
    Q_EMIT measured();
    return true;
}

void MeasureActions::addToCatalogue(const lab::MeasureResult &result)
{
    // The scenario reads the catalogue the command line built, a non-const object owned by runMain (or by a
    // test): the measured device joins it as the saved file does at the next start. The shared built-in
    // catalogue never changes: a window on it gets the device at its next start only.
    if (&m_scenario->catalogue() == &Catalogue::builtIn()) return;
    const_cast<Catalogue &>(m_scenario->catalogue()).addDevice(lab::measuredDevice(result));
    for (ParameterCombo *combo : m_window->findChildren<ParameterCombo *>())
        combo->populate();
    m_scenario->set(Key::HardwareCompareGpu, lab::kMeasuredDeviceId);
}

} // namespace infralab
