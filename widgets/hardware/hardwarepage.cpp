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
#include <QHBoxLayout>
#include <QLabel>
#include <QTabBar>
#include <QVBoxLayout>

namespace infralab {

namespace {
constexpr int kSideBySideWidth = 1500; // the page's width from which the sweep sits beside the roofline

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
      m_switch(new QTabBar(this)), m_operators(new OperatorsChart(scenario, this)), m_view(new QTabBar(this)),
      m_showHierarchy(new QCheckBox(this)), m_table(new RooflineTable(scenario, this))
{
    QFont headingFont = m_heading->font();
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    zoomfont::setPoints(m_heading, std::max(16.0, headingFont.pointSizeF() / zoomfont::zoom() * 1.4));
    m_heading->setWordWrap(true);
    zoomfont::setAtLeast(m_showHierarchy, 12);

    // The measured sweep beside the roofline it gives the ceiling of, narrower, on a wide page; on a narrow
    // one the two share the place by a tab each, so that the roofline's labels keep their room.
    auto *charts = new QHBoxLayout;
    charts->addWidget(m_chart, 3);
    charts->addWidget(m_sweep, 2);
    charts->addWidget(m_operators, 1);
    // The device's roofline or one layer's operators on it: each needs the page's height for its texts.
    m_view->setObjectName(QStringLiteral("hardwareViewSwitch"));
    m_view->addTab(QString());
    m_view->addTab(QString());
    m_view->setDocumentMode(true);
    m_view->setExpanding(false);
    m_switch->setObjectName(QStringLiteral("hardwareChartSwitch"));
    m_switch->addTab(QString());
    m_switch->addTab(QString());
    m_switch->setDocumentMode(true);
    m_switch->setExpanding(false);
    // Beside the heading rather than under it: the roofline keeps its height, and its axis title its words.
    auto *top = new QHBoxLayout;
    top->addWidget(m_heading, 1);
    top->addWidget(m_view, 0, Qt::AlignBottom);
    top->addWidget(m_switch, 0, Qt::AlignBottom);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(charts, 1);
    layout->addWidget(m_showHierarchy);
    layout->addWidget(m_table);

    connect(m_showHierarchy, &QCheckBox::toggled, m_chart, &RooflineChart::setShowMemoryHierarchy);
    // The heading names the devices and the precision: it follows the scenario like the chart does.
    connect(scenario, &Scenario::changed, this, [this] { m_heading->setText(heading()); });
    connect(&scenario->measurements(), &MeasurementSession::changed, this, &HardwarePage::arrangeCharts);
    connect(m_switch, &QTabBar::currentChanged, this, &HardwarePage::arrangeCharts);
    connect(m_view, &QTabBar::currentChanged, this, &HardwarePage::arrangeCharts);
    arrangeCharts();
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

QString HardwarePage::heading() const
{
    return m_view->currentIndex() == 0 ? m_chart->title() : m_operators->title();
}

bool HardwarePage::sideBySide() const
{
    // Two charts of about 600 and 400 px beside the parameters' and formulas' docks; grows with the zoom.
    return width() >= qRound(kSideBySideWidth * zoomfont::zoom());
}

void HardwarePage::arrangeCharts()
{
    const bool measured = MeasuredSweepChart::shownFor(*scenario()), both = sideBySide();
    const bool device = m_view->currentIndex() == 0;
    m_switch->setVisible(device && measured && !both);
    m_chart->setVisible(device && (!measured || both || m_switch->currentIndex() == 0));
    m_sweep->setVisible(device && measured && (both || m_switch->currentIndex() == 1));
    m_showHierarchy->setVisible(device);
    m_table->setVisible(device);
    m_operators->setVisible(!device);
    m_heading->setText(heading());
}

void HardwarePage::resizeEvent(QResizeEvent *event)
{
    ViewPage::resizeEvent(event);
    arrangeCharts();
}

void HardwarePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    ViewPage::changeEvent(event);
}

void HardwarePage::retranslateUi()
{
    m_heading->setText(heading());
    m_switch->setTabText(0, tr("Roofline"));
    m_switch->setTabText(1, tr("Measured sweep"));
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
