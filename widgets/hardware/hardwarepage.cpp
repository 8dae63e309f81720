#include "hardwarepage.h"

#include "formulas.h"

#include "measuredsweepchart.h"
#include "measurementsession.h"
#include "operatorschart.h"
#include "rooflinechart.h"
#include "rooflinetable.h"
#include "scenario.h"
#include "zoomfont.h"

#include <QCheckBox>
#include <QEvent>
#include <QTabBar>

namespace infralab {

namespace {
/// The roofline's labels and axis titles readable, at zoom 1.
constexpr CellSize kChartSize = {380, 1};
/// The roofline above the measured sweep in one column: its measured points and their legend take height
/// the sweep would otherwise squeeze from its plot (the page scrolls to the sweep).
constexpr CellSize kRooflineAboveSweep = {500, 1};

/// The tab's title; the inputs of its controls panel: the device and the model its figures depend on, then
/// its section's inputs in the course's order, a line per idea (formatted by hand for the comments); its
/// figures.
PageContent pageContent()
{
    // clang-format off
    return {QT_TRANSLATE_NOOP("infralab::HardwarePage", "Hardware"),
            {Key::HardwareGpu, Key::HardwareCompareGpu, Key::ModelPreset, Key::ModelParams,  // the roofs
             Key::Precision,                                                                 // the ceiling
             Key::ServingBatch, Key::ServingPromptTokens, Key::TrainingMfu},                 // the operations
            pageFigureKeys(FigurePage::Hardware)};
    // clang-format on
}
} // namespace

HardwarePage::HardwarePage(Scenario *scenario, QWidget *parent)
    : GridPage(scenario, pageContent(), WideCharts, parent), m_chart(new RooflineChart(scenario, content())),
      m_sweep(new MeasuredSweepChart(scenario, content())),
      m_operators(new OperatorsChart(scenario, content())), m_showHierarchy(new QCheckBox(content())),
      m_table(new RooflineTable(scenario, content()))
{
    // The device's roofline or one layer's operators on it: each needs the page's height for its texts.
    m_view = addViewSwitch(2);
    m_view->setObjectName(QStringLiteral("hardwareViewSwitch"));
    // The measured sweep beside the roofline it gives the ceiling of on a wide page, under it on a narrow
    // one; the roofline takes the page's width while there is no sweep.
    addCell({.widget = m_chart,
             .oneColumn = kChartSize,
             .twoColumns = kChartSize,
             .spansWhenAlone = true,
             .view = 0});
    addCell({.widget = m_sweep, .oneColumn = kChartSize, .twoColumns = kChartSize, .view = 0});
    zoomfont::setAtLeast(m_showHierarchy, 12);
    addCell({.widget = m_showHierarchy, .fullWidth = true, .view = 0});
    addCell({.widget = m_table, .fullWidth = true, .view = 0});
    addCell({.widget = m_operators,
             .oneColumn = kChartSize,
             .twoColumns = kChartSize,
             .fullWidth = true,
             .view = 1});

    connect(m_showHierarchy, &QCheckBox::toggled, m_chart, &RooflineChart::setShowMemoryHierarchy);
    const auto showSweep = [this] {
        const bool shown = MeasuredSweepChart::shownFor(*this->scenario());
        setCellSizes(m_chart, shown ? kRooflineAboveSweep : kChartSize, kChartSize);
        setCellShown(m_sweep, shown);
    };
    connect(&measurementsOf(*scenario), &MeasurementSession::changed, this, showSweep);
    showSweep();
    retranslateUi();
}

QList<ChartView *> HardwarePage::charts() const
{
    if (MeasuredSweepChart::shownFor(*scenario())) return {m_chart, m_operators, m_sweep};
    return {m_chart, m_operators};
}

QList<ChartView *> HardwarePage::allCharts() const
{
    return {m_chart, m_operators, m_sweep};
}

void HardwarePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    GridPage::changeEvent(event);
}

void HardwarePage::retranslateUi()
{
    m_view->setTabText(0, tr("Device roofline"));
    m_view->setTabText(1, tr("Operators of one layer"));
    m_view->setTabToolTip(1, tr("Each operator of a transformer layer on the roofline, prefill and decode, "
                                "with its FLOPs, bytes and bound (LLM-Viewer, Yuan et al. 2024)"));
    m_showHierarchy->setText(tr("Show the memory hierarchy"));
    m_showHierarchy->setToolTip(
        tr("One roof per level of the course's memory hierarchy: registers, SRAM, HBM, "
           "host RAM, NVMe, network"));
}

} // namespace infralab
