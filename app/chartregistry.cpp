#include "chartregistry.h"

#include "choosepage.h"
#include "exercisespage.h"
#include "hardwarepage.h"
#include "platformpage.h"
#include "scenario.h"
#include "servingpage.h"
#include "trainingpage.h"

#include <algorithm>
#include <iterator>
#include <memory>

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

/// The tabs in order, each with its stable name (used by the presets, the benchmark and the tests) and its
/// maker: a page can be made alone, so that finding one chart does not build every tab.
template <typename Page> ViewPage *makePage(Scenario *scenario, QWidget *parent)
{
    return new Page(scenario, parent);
}
struct PageKind
{
    const char *name;
    ViewPage *(*make)(Scenario *, QWidget *);
};
const PageKind kPages[] = {{"hardware", makePage<HardwarePage>}, {"training", makePage<TrainingPage>},
                           {"serving", makePage<ServingPage>},   {"platform", makePage<PlatformPage>},
                           {"choose", makePage<ChoosePage>},     {"exercises", makePage<ExercisesPage>}};

ViewPage *makeNamedPage(const PageKind &kind, Scenario *scenario, QWidget *parent)
{
    ViewPage *page = kind.make(scenario, parent);
    page->setObjectName(QLatin1String(kind.name));
    return page;
}

QList<ChartEntry> chartsOfPages()
{
    // The pages need a scenario to be built; the factories they hand out take the caller's.
    Scenario scratch;
    const QList<ViewPage *> pages = makePages(&scratch, nullptr);
    QList<ChartEntry> entries;
    for (const ViewPage *page : pages)
        for (const ChartView *chart : page->allCharts())
            entries.append({chart->exportName(), chart->factory(), chart->condition()});
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

ChartFactory findChart(const QString &exportName, ChartView::Condition *condition)
{
    // Tab by tab, each page deleted before the next is made: `export --chart` pays for the pages up to its
    // chart's, not for the whole window.
    Scenario scratch; // as in chartsOfPages: the factory takes the caller's scenario
    for (const PageKind &kind : kPages) {
        const std::unique_ptr<ViewPage> page(makeNamedPage(kind, &scratch, nullptr));
        for (const ChartView *chart : page->allCharts())
            if (chart->exportName() == exportName) {
                if (condition) *condition = chart->condition();
                return chart->factory();
            }
    }
    return {};
}

QList<ViewPage *> makePages(Scenario *scenario, QWidget *parent)
{
    QList<ViewPage *> views;
    for (const PageKind &kind : kPages)
        views.append(makeNamedPage(kind, scenario, parent));
    return views;
}

QStringList pageNames()
{
    QStringList names;
    for (const PageKind &kind : kPages)
        names.append(QLatin1String(kind.name));
    return names;
}

} // namespace infralab
