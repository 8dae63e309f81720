#include "servingpage.h"

#include "kvcachechart.h"
#include "servinglatencychart.h"
#include "servingtable.h"
#include "servingthroughputchart.h"
#include "servingtoggles.h"

#include <QVBoxLayout>

namespace infralab {

ServingPage::ServingPage(Scenario *scenario, QWidget *parent)
    : GridPage(scenario, {QT_TR_NOOP("Serving"), Tab::Serving}, RegularCharts, parent)
{
    auto *latency = new ServingLatencyChart(scenario, content());
    auto *throughput = new ServingThroughputChart(scenario, content());
    auto *sidePanel = new QWidget(content());
    auto *side = new QVBoxLayout(sidePanel);
    side->setContentsMargins(0, 0, 0, 0);
    side->addWidget(new ServingToggles(scenario, sidePanel));
    side->addWidget(new ServingTable(scenario, sidePanel), 1);

    // {minimum height, row stretch} in one column, then in two: the charts' row gets more of the height.
    addCell({.widget = latency, .oneColumn = {420, 1}, .twoColumns = {320, 3}});
    addCell({.widget = throughput, .oneColumn = {420, 1}, .twoColumns = {320, 3}});
    addCell({.widget = new KvCacheChart(scenario, content()), .oneColumn = {420, 1}, .twoColumns = {320, 2}});
    addCell(sidePanel);
}

} // namespace infralab
