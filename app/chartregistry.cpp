#include "chartregistry.h"

#include "choosepage.h"
#include "exercisespage.h"
#include "hardwarepage.h"
#include "platformpage.h"
#include "scenario.h"
#include "servingpage.h"
#include "trainingpage.h"

#include <memory>

namespace infralab {

namespace {
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
