#include "chartregistry.h"

#include "choosepage.h"
#include "exercisespage.h"
#include "hardwarepage.h"
#include "scenario.h"
#include "servingpage.h"
#include "trainingpage.h"

#include <algorithm>
#include <iterator>

namespace infralab {

namespace {
// The exports and the report keep the order they had when app/ listed the charts: the roofline, then serving
// with where the memory goes first. Every other chart follows in tab order, then in its page's order.
const QLatin1String kLeading[] = {QLatin1String("roofline"), QLatin1String("kv-cache"),
                                  QLatin1String("serving-latency"), QLatin1String("serving-throughput")};

qsizetype leadingRank(const ChartEntry &entry)
{
    return std::find(std::begin(kLeading), std::end(kLeading), entry.exportName) - std::begin(kLeading);
}

QList<ChartEntry> chartsOfPages()
{
    // The pages need a scenario to be built; the factories they hand out take the caller's.
    Scenario scratch;
    const QList<ViewPage *> pages = makePages(&scratch, nullptr);
    QList<ChartEntry> entries;
    for (const ViewPage *page : pages)
        for (const ChartView *chart : page->charts())
            entries.append({chart->exportName(), chart->factory()});
    qDeleteAll(pages);
    std::stable_sort(entries.begin(), entries.end(), [](const ChartEntry &a, const ChartEntry &b) {
        return leadingRank(a) < leadingRank(b);
    });
    return entries;
}
} // namespace

const QList<ChartEntry> &chartRegistry()
{
    static const QList<ChartEntry> entries = chartsOfPages();
    return entries;
}

const ChartEntry *findChart(const QString &exportName)
{
    const QList<ChartEntry> &entries = chartRegistry();
    const auto it = std::find_if(entries.begin(), entries.end(),
                                 [&exportName](const ChartEntry &e) { return e.exportName == exportName; });
    return it == entries.end() ? nullptr : &*it;
}

QList<ViewPage *> makePages(Scenario *scenario, QWidget *parent)
{
    // Stable names, used by the presets, the benchmark and the tests.
    const QList<QPair<const char *, ViewPage *>> pages = {{"hardware", new HardwarePage(scenario, parent)},
                                                          {"training", new TrainingPage(scenario, parent)},
                                                          {"serving", new ServingPage(scenario, parent)},
                                                          {"choose", new ChoosePage(scenario, parent)},
                                                          {"exercises", new ExercisesPage(scenario, parent)}};
    QList<ViewPage *> views;
    for (const auto &[name, page] : pages) {
        page->setObjectName(QLatin1String(name));
        views.append(page);
    }
    return views;
}

} // namespace infralab
