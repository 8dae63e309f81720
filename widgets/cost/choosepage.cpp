#include "choosepage.h"

#include "formulas.h"

#include "costcriteria.h"
#include "costcumulativechart.h"
#include "costenergychart.h"
#include "costperthousandpanel.h"
#include "costsensitivitychart.h"
#include "costtotalschart.h"

namespace infralab {

namespace {
/// The tab's title; the inputs of its controls panel: the device and the model its figures depend on, then
/// its section's inputs in the course's order, a line per idea (formatted by hand for the comments); its
/// figures.
PageContent pageContent()
{
    // clang-format off
    return {QT_TRANSLATE_NOOP("infralab::ChoosePage", "Choose"),
            {Key::CostRequestsPerDay, Key::ServingPromptTokens, Key::ServingOutputTokens,  // the volume
             Key::CostYears,                                                               // the horizon
             Key::CostApiInputEurPerMtok, Key::CostApiOutputEurPerMtok,                    // API
             Key::CostGpuEurPerHour, Key::CostBatch, Key::CostLatencyS,                    // GPU cloud
             Key::CostPeakFactor,
             Key::ServingTensorParallel,                                                   // GPUs per copy
             Key::CostOnpremGpus, Key::CostOnpremGpuEur, Key::CostHostingEurPerMonth,      // on-premise
             Key::CostPowerKw, Key::CostEurPerKwh, Key::CostPue,                           // its power
             Key::CostOpsFte, Key::CostFteEurPerYear,                                      // its staff
             Key::CostEdgeDevices, Key::CostEdgeUnitEur,                                   // edge
             Key::CostEdgeMaintenanceEurPerYear,
             Key::CostCloudGpuKw, Key::CostEdgeDeviceKw, Key::CostGridGco2PerKwh},         // energy and CO₂
            pageFigureKeys(FigurePage::Choose)};
    // clang-format on
}
} // namespace

ChoosePage::ChoosePage(Scenario *scenario, QWidget *parent)
    : GridPage(scenario, pageContent(), RegularCharts, parent)
{
    QWidget *content = this->content();
    const QList<QWidget *> charts = {
        new CostTotalsChart(scenario, content), new CostCumulativeChart(scenario, content),
        new CostSensitivityChart(scenario, content), new CostEnergyChart(scenario, content)};
    // {minimum height, row stretch} in one column, then in two: the notes under the charts need a few lines
    // of their own.
    for (QWidget *chart : charts)
        addCell({.widget = chart, .oneColumn = {480, 1}, .twoColumns = {420, 1}});
    addCell(new CostPerThousandPanel(scenario, content));
    addCell(new CostCriteria(scenario, content));
}

} // namespace infralab
