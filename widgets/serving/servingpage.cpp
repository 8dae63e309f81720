#include "servingpage.h"

#include "formulas.h"

#include "kvcachechart.h"
#include "servinglatencychart.h"
#include "servingtable.h"
#include "servingthroughputchart.h"
#include "servingtoggles.h"

#include <QVBoxLayout>

namespace infralab {

ServingPage::ServingPage(Scenario *scenario, QWidget *parent) : GridPage(scenario, RegularCharts, parent)
{
    m_latency = new ServingLatencyChart(scenario, content());
    m_throughput = new ServingThroughputChart(scenario, content());
    m_side = new QWidget(content());
    m_toggles = new ServingToggles(scenario, m_side);
    m_table = new ServingTable(scenario, m_side);

    auto *side = new QVBoxLayout(m_side);
    side->setContentsMargins(0, 0, 0, 0);
    side->addWidget(m_toggles);
    side->addWidget(m_table, 1);

    // {minimum height, row stretch} in one column, then in two: the charts' row gets more of the height.
    addCell({.widget = m_latency, .oneColumn = {420, 1}, .twoColumns = {320, 3}});
    addCell({.widget = m_throughput, .oneColumn = {420, 1}, .twoColumns = {320, 3}});
    addCell({.widget = new KvCacheChart(scenario, content()), .oneColumn = {420, 1}, .twoColumns = {320, 2}});
    addCell(m_side);
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

} // namespace infralab
