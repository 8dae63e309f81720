#include "platformpage.h"

#include "formulas.h"

#include "checkpointchart.h"
#include "platformdiagram.h"
#include "platformlayerdetails.h"
#include "utilisationchart.h"

namespace infralab {

namespace {
/// The tab's title; the inputs of its controls panel: what the checkpoints depend on (the model, the cluster,
/// the storage, the failures), then the utilisation and the compilers' gain, with the serving device they
/// speed up; its figures.
PageContent pageContent()
{
    // clang-format off
    return {QT_TRANSLATE_NOOP("infralab::PlatformPage", "Platform"),
            {Key::ModelPreset, Key::ModelParams, Key::TrainingGpus,                  // the model, the cluster
             Key::PlatformStorageBw, Key::PlatformGpuMtbfHours,                      // checkpoints, failures
             Key::PlatformUtilisation,                                               // idle GPUs
             Key::HardwareGpu, Key::ServingBatch, Key::PlatformCompileSpeedup},      // compiled serving
            pageFigureKeys(FigurePage::Platform)};
    // clang-format on
}
} // namespace

PlatformPage::PlatformPage(Scenario *scenario, QWidget *parent)
    : GridPage(scenario, pageContent(), RegularCharts, parent),
      m_diagram(new PlatformDiagram(scenario, content())),
      m_details(new PlatformLayerDetails(scenario, content()))
{
    addCell({.widget = m_diagram, .fullWidth = true});
    addCell({.widget = m_details, .fullWidth = true});
    addCell(
        {.widget = new CheckpointChart(scenario, content()), .oneColumn = {420, 1}, .twoColumns = {380, 1}});
    addCell(
        {.widget = new UtilisationChart(scenario, content()), .oneColumn = {420, 1}, .twoColumns = {380, 1}});
    connect(m_diagram, &PlatformDiagram::selectedChanged, m_details, &PlatformLayerDetails::showLayer);
}

} // namespace infralab
