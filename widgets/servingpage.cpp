#include "servingpage.h"

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

QStringList ServingPage::controlKeys() const
{
    return {QStringLiteral("hardware.gpu"),          QStringLiteral("model.preset"),
            QStringLiteral("model.params"),          QStringLiteral("serving.batch"),
            QStringLiteral("serving.prompt_tokens"), QStringLiteral("serving.output_tokens"),
            QStringLiteral("serving.efficiency"),    QStringLiteral("serving.memory_fraction"),
            QStringLiteral("serving.request_rate"),  QStringLiteral("serving.slo_s"),
            QStringLiteral("serving.margin")};
}

QStringList ServingPage::headlineKeys() const
{
    return {QStringLiteral("serving.ttft_s"),
            QStringLiteral("serving.tpot_s"),
            QStringLiteral("serving.tokens_per_s"),
            QStringLiteral("serving.latency_s"),
            QStringLiteral("serving.cost_per_million_tokens"),
            QStringLiteral("serving.kv_bytes"),
            QStringLiteral("serving.gpus_for_target"),
            QStringLiteral("serving.knee_batch")};
}

} // namespace infralab
