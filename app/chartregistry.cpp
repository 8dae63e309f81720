#include "chartregistry.h"

#include "choosepage.h"
#include "costcumulativechart.h"
#include "costenergychart.h"
#include "costsensitivitychart.h"
#include "costtotalschart.h"
#include "allreducechart.h"
#include "amdahlchart.h"
#include "exercisespage.h"
#include "hardwarepage.h"
#include "kvcachechart.h"
#include "rooflinechart.h"
#include "servinglatencychart.h"
#include "servingpage.h"
#include "servingthroughputchart.h"
#include "pipelineganttchart.h"
#include "steptimechart.h"
#include "trainingmemorychart.h"
#include "trainingpage.h"

namespace infralab {

namespace {
template <typename T> ChartFactory make()
{
    return [](Scenario *s) -> ChartView * { return new T(s); };
}
} // namespace

const QList<ChartEntry> &chartRegistry()
{
    static const QList<ChartEntry> entries = {
        {QStringLiteral("roofline"), make<RooflineChart>()},
        {QStringLiteral("kv-cache"), make<KvCacheChart>()},
        {QStringLiteral("serving-latency"), make<ServingLatencyChart>()},
        {QStringLiteral("serving-throughput"), make<ServingThroughputChart>()},
        {QStringLiteral("training-memory"), make<TrainingMemoryChart>()},
        {QStringLiteral("step-time"), make<StepTimeChart>()},
        {QStringLiteral("pipeline-gantt"), make<PipelineGanttChart>()},
        {QStringLiteral("allreduce"), make<AllReduceChart>()},
        {QStringLiteral("amdahl"), make<AmdahlChart>()},
        {QStringLiteral("cost-totals"), make<CostTotalsChart>()},
        {QStringLiteral("cost-cumulative"), make<CostCumulativeChart>()},
        {QStringLiteral("cost-sensitivity"), make<CostSensitivityChart>()},
        {QStringLiteral("cost-energy"), make<CostEnergyChart>()},
    };
    return entries;
}

ChartFactory chartFactory(const QString &exportName)
{
    for (const ChartEntry &e : chartRegistry())
        if (e.exportName == exportName) return e.make;
    return {};
}

QList<ViewPage *> makePages(Scenario *scenario, QWidget *parent)
{
    QList<ViewPage *> pages = {new HardwarePage(scenario, parent), new TrainingPage(scenario, parent),
                               new ServingPage(scenario, parent), new ChoosePage(scenario, parent),
                               new ExercisesPage(scenario, parent)};
    // Stable names, used by the presets, the benchmark and the tests.
    const char *names[] = {"hardware", "training", "serving", "choose", "exercises"};
    for (qsizetype i = 0; i < pages.size(); ++i) pages[i]->setObjectName(QLatin1String(names[i]));
    return pages;
}

} // namespace infralab
