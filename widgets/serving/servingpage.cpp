#include "servingpage.h"

#include "formulas.h"

#include "kvcachechart.h"
#include "measurementpanel.h"
#include "servinglatencychart.h"
#include "servingtable.h"
#include "servingthroughputchart.h"
#include "servingtoggles.h"

#include <QVBoxLayout>

namespace infralab {

namespace {
/// The tab's title; the inputs of its controls panel: the device and the model its figures depend on, then
/// its section's inputs in the course's order, a line per idea (formatted by hand for the comments); its
/// figures.
PageContent pageContent()
{
    // clang-format off
    return {QT_TRANSLATE_NOOP("infralab::ServingPage", "Serving"),
            {Key::HardwareGpu, Key::ModelPreset, Key::ModelParams,                   // device, model
             Key::ModelActiveRatio, Key::ModelExperts, Key::ModelExpertsPerToken,    // its experts (MoE)
             Key::ModelLayers, Key::ModelDModel, Key::ModelHeads, Key::ModelKvHeads, // its shapes (free model)
             Key::ModelHeadDim,
             Key::ServingBatch, Key::ServingPromptTokens, Key::ServingOutputTokens,  // the requests
             Key::ServingEfficiency, Key::ServingBandwidthEfficiency,                // the device's share
             Key::ServingMemoryFraction,
             Key::ServingTensorParallel, Key::TrainingIntraBw,                       // t GPUs per copy
             Key::TrainingAttentionFlops,                                            // attention's FLOPs
             Key::ServingRequestRate, Key::ServingSloS, Key::ServingMargin},         // sizing (Little)
            pageFigureKeys(FigurePage::Serving)};
    // clang-format on
}
} // namespace

ServingPage::ServingPage(Scenario *scenario, QWidget *parent)
    : GridPage(scenario, pageContent(), RegularCharts, parent)
{
    // {minimum height, row stretch} in one column, then in two: the charts' row gets more of the height.
    addCell({.widget = new ServingLatencyChart(scenario, content()),
             .oneColumn = {420, 1},
             .twoColumns = {320, 3}});
    addCell({.widget = new ServingThroughputChart(scenario, content()),
             .oneColumn = {420, 1},
             .twoColumns = {320, 3}});
    addCell({.widget = new KvCacheChart(scenario, content()), .oneColumn = {420, 1}, .twoColumns = {320, 2}});

    // The levers and the table share the last cell, the table taking what height is left.
    auto *sidePanel = new QWidget(content());
    auto *side = new QVBoxLayout(sidePanel);
    side->setContentsMargins(0, 0, 0, 0);
    side->addWidget(new ServingToggles(scenario, sidePanel));
    m_table = new ServingTable(scenario, sidePanel);
    side->addWidget(m_table, 1);
    addCell(sidePanel);
    // The imported measurements against the model, across the page under the charts they are drawn on;
    // hidden until a file is imported.
    addCell({.widget = new MeasurementPanel(scenario, content()), .fullWidth = true});
}

void ServingPage::holdLayout(bool held)
{
    m_table->setWidthHeld(held);
    GridPage::holdLayout(held);
}

} // namespace infralab
