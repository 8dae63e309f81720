#include "choosepage.h"

#include "costcriteria.h"
#include "costcumulativechart.h"
#include "costenergychart.h"
#include "costperthousandpanel.h"
#include "costsensitivitychart.h"
#include "costtotalschart.h"

namespace infralab {

ChoosePage::ChoosePage(Scenario *scenario, QWidget *parent)
    : GridPage(scenario, {QT_TR_NOOP("Choose"), Tab::Choose}, RegularCharts, parent)
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
