#include "servingpage.h"

#include "formulas.h"

#include "kvcachechart.h"
#include "servinglatencychart.h"
#include "servingtable.h"
#include "servingthroughputchart.h"
#include "servingtoggles.h"

#include <QGridLayout>
#include <QResizeEvent>
#include <QScrollArea>
#include <QVBoxLayout>

namespace infralab {

namespace {
// Two charts of the base's minimum width (480) side by side, with margins and a scroll bar.
constexpr int kTwoColumnWidth = 1010;
} // namespace

ServingPage::ServingPage(Scenario *scenario, QWidget *parent) : ViewPage(scenario, parent)
{
    // On a small screen the page scrolls rather than squeezing the charts below readability.
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget(scroll);
    m_latency = new ServingLatencyChart(scenario, content);
    m_throughput = new ServingThroughputChart(scenario, content);
    m_kvCache = new KvCacheChart(scenario, content);
    m_side = new QWidget(content);
    m_toggles = new ServingToggles(scenario, m_side);
    m_table = new ServingTable(scenario, m_side);

    auto *side = new QVBoxLayout(m_side);
    side->setContentsMargins(0, 0, 0, 0);
    side->addWidget(m_toggles);
    side->addWidget(m_table, 1);

    m_grid = new QGridLayout(content);
    arrange(true);
    scroll->setWidget(content);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
}

void ServingPage::resizeEvent(QResizeEvent *event)
{
    arrange(event->size().width() >= kTwoColumnWidth);
    ViewPage::resizeEvent(event);
}

void ServingPage::arrange(bool twoColumns)
{
    if (twoColumns == m_twoColumns && m_grid->count() > 0) return;
    m_twoColumns = twoColumns;
    const QList<QWidget *> cells = {m_latency, m_throughput, m_kvCache, m_side};
    for (QWidget *w : cells)
        m_grid->removeWidget(w);
    for (int i = 0; i < 4; ++i) {
        m_grid->setRowStretch(i, 0);
        m_grid->setColumnStretch(i % 2, 0);
    }
    for (int i = 0; i < cells.size(); ++i) {
        if (twoColumns)
            m_grid->addWidget(cells.at(i), i / 2, i % 2);
        else
            m_grid->addWidget(cells.at(i), i, 0);
    }
    // One column leaves the full width to each chart: give them back some height too.
    for (QWidget *chart : {static_cast<QWidget *>(m_latency), static_cast<QWidget *>(m_throughput),
                           static_cast<QWidget *>(m_kvCache)})
        chart->setMinimumHeight(twoColumns ? 320 : 420);
    if (twoColumns) {
        m_grid->setRowStretch(0, 3);
        m_grid->setRowStretch(1, 2);
        m_grid->setColumnStretch(0, 1);
        m_grid->setColumnStretch(1, 1);
    } else {
        for (int i = 0; i < 3; ++i)
            m_grid->setRowStretch(i, 1);
    }
}

QString ServingPage::pageTitle() const
{
    return tr("Serving");
}

QList<Key> ServingPage::controlKeys() const
{
    return {Key::HardwareGpu,       Key::ModelPreset,           Key::ModelParams,
            Key::ServingBatch,      Key::ServingPromptTokens,   Key::ServingOutputTokens,
            Key::ServingEfficiency, Key::ServingMemoryFraction, Key::ServingRequestRate,
            Key::ServingSloS,       Key::ServingMargin};
}

QStringList ServingPage::headlineKeys() const
{
    return pageFigureKeys(FigurePage::Serving);
}

QList<ChartView *> ServingPage::charts() const
{
    return {m_latency, m_throughput, m_kvCache};
}

} // namespace infralab
