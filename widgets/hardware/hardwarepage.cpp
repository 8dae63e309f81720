#include "hardwarepage.h"

#include "formulas.h"

#include "measuredsweepchart.h"
#include "measurementsession.h"
#include "rooflinechart.h"
#include "rooflinetable.h"
#include "scenario.h"
#include "zoomfont.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace infralab {

namespace {
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
    : ViewPage(scenario, pageContent(), parent), m_heading(new QLabel(this)),
      m_chart(new RooflineChart(scenario, this)), m_sweep(new MeasuredSweepChart(scenario, this)),
      m_showHierarchy(new QCheckBox(this)), m_table(new RooflineTable(scenario, this))
{
    QFont headingFont = m_heading->font();
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    zoomfont::setPoints(m_heading, std::max(16.0, headingFont.pointSizeF() / zoomfont::zoom() * 1.4));
    m_heading->setWordWrap(true);
    zoomfont::setAtLeast(m_showHierarchy, 12);

    // The measured sweep beside the roofline it gives the ceiling of, narrower: the roofline stays the tab's
    // chart.
    auto *charts = new QHBoxLayout;
    charts->addWidget(m_chart, 3);
    charts->addWidget(m_sweep, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addLayout(charts, 1);
    layout->addWidget(m_showHierarchy);
    layout->addWidget(m_table);

    connect(m_showHierarchy, &QCheckBox::toggled, m_chart, &RooflineChart::setShowMemoryHierarchy);
    // The heading names the devices and the precision: it follows the scenario like the chart does.
    connect(scenario, &Scenario::changed, this, [this] { m_heading->setText(m_chart->title()); });
    const auto showSweep = [this] { m_sweep->setVisible(MeasuredSweepChart::shownFor(*this->scenario())); };
    connect(&scenario->measurements(), &MeasurementSession::changed, this, showSweep);
    showSweep();
    retranslateUi();
}

QList<ChartView *> HardwarePage::charts() const
{
    if (MeasuredSweepChart::shownFor(*scenario())) return {m_chart, m_sweep};
    return {m_chart};
}

QList<ChartView *> HardwarePage::allCharts() const
{
    return {m_chart, m_sweep};
}

void HardwarePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    ViewPage::changeEvent(event);
}

void HardwarePage::retranslateUi()
{
    m_heading->setText(m_chart->title());
    m_showHierarchy->setText(tr("Show the memory hierarchy"));
    m_showHierarchy->setToolTip(
        tr("One roof per level of the course's memory hierarchy: registers, SRAM, HBM, "
           "host RAM, NVMe, network"));
}

} // namespace infralab
