#include "hardwarepage.h"

#include "formulas.h"

#include "chartcell.h"
#include "measuredsweepchart.h"
#include "measurementsession.h"
#include "operatorschart.h"
#include "rooflinechart.h"
#include "rooflinetable.h"
#include "scenario.h"
#include "zoomfont.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QStyle>
#include <QTabBar>
#include <QVBoxLayout>

namespace infralab {

namespace {
constexpr int kSideBySideWidth = 1500; // the page's width from which the sweep sits beside the roofline
constexpr int kChartMinimumHeight = 380; // the roofline's labels and axis titles readable, at zoom 1

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
    : ViewPage(scenario, pageContent(), parent), m_scroll(new QScrollArea(this)),
      m_content(new QWidget(m_scroll)), m_heading(new QLabel(m_content)),
      m_chart(new RooflineChart(scenario, m_content)), m_sweep(new MeasuredSweepChart(scenario, m_content)),
      m_switch(new QTabBar(m_content)), m_operators(new OperatorsChart(scenario, m_content)),
      m_view(new QTabBar(m_content)), m_showHierarchy(new QCheckBox(m_content)),
      m_table(new RooflineTable(scenario, m_content))
{
    QFont headingFont = m_heading->font();
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    zoomfont::setPoints(m_heading, std::max(16.0, headingFont.pointSizeF() / zoomfont::zoom() * 1.4));
    m_heading->setWordWrap(true);
    zoomfont::setAtLeast(m_showHierarchy, 12);
    // The heading names the roofline or the operators chart, whichever is shown; the sweep, beside the
    // roofline or instead of it, is named above its own plot.
    m_sweepCell = new ChartCell(m_sweep);

    // The measured sweep beside the roofline it gives the ceiling of, narrower, on a wide page; on a narrow
    // one the two share the place by a tab each, so that the roofline's labels keep their room.
    auto *charts = new QHBoxLayout;
    charts->addWidget(m_chart, 3);
    charts->addWidget(m_sweepCell, 2);
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
    // Beside the heading on a wide page, so that the roofline keeps its height; under it on a narrow one,
    // so that the heading keeps its line (arrangeTop).
    m_top = new QGridLayout;
    auto *layout = new QVBoxLayout(m_content);
    layout->addLayout(m_top);
    layout->addLayout(charts, 1);
    layout->addWidget(m_showHierarchy);
    layout->addWidget(m_table);
    // On a small screen, and in presentation mode, the page scrolls rather than squeezing the roofline's
    // labels onto each other (GridPage does the same for the other tabs).
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setWidget(m_content);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_scroll);

    connect(m_showHierarchy, &QCheckBox::toggled, m_chart, &RooflineChart::setShowMemoryHierarchy);
    // The heading names the devices and the precision: it follows the scenario like the chart does.
    connect(scenario, &Scenario::changed, this, [this] {
        m_heading->setText(heading());
        arrangeTop();
    });
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

void HardwarePage::arrangeTop()
{
    // Beside when the heading's one line and the switches fit the page's width, in this language and zoom.
    const QMargins margins = m_content->layout()->contentsMargins();
    const int available = m_scroll->viewport()->width() - margins.left() - margins.right();
    const bool switchShown = m_switch->isVisibleTo(this);
    const int needed = m_heading->fontMetrics().horizontalAdvance(m_heading->text()) +
                       m_view->sizeHint().width() + (switchShown ? m_switch->sizeHint().width() : 0) +
                       (switchShown ? 2 : 1) * std::max(0, m_top->horizontalSpacing());
    const bool beside = needed <= available;
    const double zoom = zoomfont::zoom();
    if (m_top->count() > 0 && beside == m_headingBesideSwitches && zoom == m_arrangedZoom) return;
    m_headingBesideSwitches = beside;
    m_arrangedZoom = zoom;
    for (QWidget *w : {static_cast<QWidget *>(m_heading), static_cast<QWidget *>(m_view),
                       static_cast<QWidget *>(m_switch)})
        m_top->removeWidget(w);
    m_top->addWidget(m_heading, 0, 0, 1, beside ? 1 : 3);
    m_top->addWidget(m_view, beside ? 0 : 1, 1, Qt::AlignBottom);
    m_top->addWidget(m_switch, beside ? 0 : 1, 2, Qt::AlignBottom);
    m_top->setColumnStretch(0, 1);
    const int chartHeight = qRound(kChartMinimumHeight * zoomfont::zoom());
    for (QWidget *chart : {static_cast<QWidget *>(m_chart), static_cast<QWidget *>(m_sweep),
                           static_cast<QWidget *>(m_operators)})
        chart->setMinimumHeight(chartHeight);
}

void HardwarePage::arrangeCharts()
{
    const bool measured = MeasuredSweepChart::shownFor(*scenario()), both = sideBySide();
    const bool device = m_view->currentIndex() == 0;
    m_switch->setVisible(device && measured && !both);
    m_chart->setVisible(device && (!measured || both || m_switch->currentIndex() == 0));
    m_sweepCell->setVisible(device && measured && (both || m_switch->currentIndex() == 1));
    m_showHierarchy->setVisible(device);
    m_table->setVisible(device);
    m_operators->setVisible(!device);
    m_heading->setText(heading());
    arrangeTop();
}

void HardwarePage::resizeEvent(QResizeEvent *event)
{
    ViewPage::resizeEvent(event);
    arrangeCharts();
}

void HardwarePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    // The zoom changes the application's font: the charts' minimum height and the heading's room follow.
    if (event->type() == QEvent::FontChange) arrangeCharts();
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
