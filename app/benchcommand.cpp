#include "benchcommand.h"

#include "chartexport.h"
#include "chartregistry.h"
#include "chartview.h"
#include "clioptions.h"
#include "controlspanel.h"
#include "language.h"
#include "mainwindow.h"
#include "parameterslider.h"
#include "scenario.h"
#include "scenariorecovery.h"
#include "viewpage.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSlider>
#include <QTabWidget>
#include <QTemporaryDir>
#include <algorithm>

namespace infralab {

namespace {

/// Time spent in each chart of the current tab, by chart export name: refresh (model + series) and paint.
struct ChartCost
{
    QList<double> refreshMs, paintMs;
};
QHash<QString, ChartCost> g_costs;

/// Delivers the coalesced refreshes and what they post (layouts, scene changes), then paints the window's dirty
/// region once, as the event loop does (its paint request comes last, at low priority). The charts of the
/// current tab are refreshed one by one first, so that the breakdown can name a slow one; it is the same work.
void settle(MainWindow &w)
{
    if (ViewPage *page = w.currentPage()) {
        QElapsedTimer t;
        for (ChartView *chart : page->charts()) {
            // A chart out of view waits until it is back in view or the scenario pauses (RefreshScheduler),
            // as in the window; the replayed steps never pause for that long.
            if (!chart->isVisible() || !chart->isSeen()) continue;
            t.start();
            chart->flushRefresh();
            // Qt Charts lays out on a posted LayoutRequest: delivered here so that it counts against the chart.
            QCoreApplication::sendPostedEvents(chart->chart(), QEvent::LayoutRequest);
            g_costs[chart->exportName()].refreshMs.append(t.nsecsElapsed() / 1e6);
        }
    }
    QCoreApplication::processEvents();
    // Outside a running event loop, objects released with deleteLater() (series a chart removed) are deleted
    // only on request; the event loop would delete them before its paint, so must the benchmark.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCoreApplication::sendPostedEvents();
}

/// For the breakdown only, outside the timed interval: the cost of painting each visible chart once more.
void timeChartPaints(MainWindow &w)
{
    ViewPage *page = w.currentPage();
    if (!page) return;
    QElapsedTimer t;
    for (ChartView *chart : page->charts()) {
        if (!chart->isVisible() || !chart->isSeen()) continue;
        t.start();
        chart->viewport()->repaint();
        g_costs[chart->exportName()].paintMs.append(t.nsecsElapsed() / 1e6);
    }
}

struct Stats
{
    qsizetype samples = 0;
    double median = 0, p95 = 0, max = 0; // milliseconds
};

Stats stats(QList<double> ms)
{
    Stats s;
    if (ms.isEmpty()) return s;
    std::sort(ms.begin(), ms.end());
    s.samples = ms.size();
    s.median = ms.at(ms.size() / 2);
    s.p95 = ms.at(std::min<qsizetype>(ms.size() - 1, qsizetype(std::ceil(0.95 * ms.size())) - 1));
    s.max = ms.last();
    return s;
}

/// Each slider's own drag times, by scenario key, for the breakdown.
QHash<QString, QList<double>> g_inputs;

/// Where step `i` of an `n`-step drag puts the slider: from one end to the other in n steps; a drag longer
/// than the slider has positions goes back and forth one position a step, so that every step changes the
/// value.
int dragPosition(int i, int n)
{
    constexpr int k = ParameterSlider::kSteps;
    if (n <= k + 1) return n > 1 ? i * k / (n - 1) : k;
    const int t = i % (2 * k);
    return t <= k ? t : 2 * k - t;
}

QList<double> dragEverySlider(MainWindow &w, int steps)
{
    QList<double> ms;
    for (ParameterSlider *ps : w.controls()->visibleSliders()) {
        QSlider *slider = ps->slider();
        const int start = slider->value();
        slider->setSliderDown(true); // as a hand on the mouse (emits sliderPressed): the scenario follows each step
        for (int i = 0; i < steps; ++i) {
            ms.append(benchStep(w, slider, dragPosition(i, steps)));
            g_inputs[keyName(ps->key())].append(ms.last());
            timeChartPaints(w);
        }
        slider->setValue(start);
        slider->setSliderDown(false);
        settle(w);
    }
    return ms;
}

QList<double> switchDevices(MainWindow &w, Scenario *s)
{
    QList<double> ms;
    QElapsedTimer t;
    const QString original = s->text(Key::HardwareGpu);
    for (const Device &d : s->catalogue().devices()) {
        t.start();
        s->set(Key::HardwareGpu, d.id);
        settle(w);
        ms.append(t.nsecsElapsed() / 1e6);
    }
    s->set(Key::HardwareGpu, original);
    settle(w);
    return ms;
}

QList<double> switchLanguages(MainWindow &w)
{
    QList<double> ms;
    QElapsedTimer t;
    const QString original = language::current();
    for (int i = 0; i < 6; ++i) {
        t.start();
        language::install(i % 2 ? QStringLiteral("en") : QStringLiteral("fr")); // not remembered: a benchmark
        settle(w);
        ms.append(t.nsecsElapsed() / 1e6);
    }
    language::install(original);
    settle(w);
    return ms;
}

QJsonObject toJson(const Stats &s)
{
    return {{"samples", double(s.samples)}, {"median_ms", s.median}, {"p95_ms", s.p95}, {"max_ms", s.max}};
}

/// A field of /proc/self/status in MiB: VmRSS, the resident memory now, or VmHWM, its peak; -1 where the
/// system has no such file.
double memoryMiB(const QByteArray &field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    // readAll, not atEnd(): /proc files report a size of 0.
    if (!status.open(QIODevice::ReadOnly)) return -1;
    const QByteArray prefix = field + ':';
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().split(' ').first().toDouble() / 1024;
    return -1;
}

/// One chart exported as `export --chart roofline --out FILE.png` does it, inside this process: the page that
/// shows it made, the chart rendered at the default size, encoded and written.
double timeOneChartExport(Scenario *scenario)
{
    QElapsedTimer t;
    t.start();
    const QTemporaryDir dir;
    QString error;
    savePng(renderChart(findChart(QStringLiteral("roofline")), scenario, ExportSettings()),
            dir.filePath(QStringLiteral("roofline.png")), &error);
    return t.nsecsElapsed() / 1e6;
}

/// The tab's lines of the text report: its changes, its charts' breakdown and its three slowest inputs.
void printTab(QTextStream &out, const QString &name, const QJsonObject &tab)
{
    const Stats s{qsizetype(tab["samples"].toDouble()), tab["median_ms"].toDouble(), tab["p95_ms"].toDouble(),
                  tab["max_ms"].toDouble()};
    const QJsonObject charts = tab["charts"].toObject(), inputs = tab["inputs"].toObject();
    out << QStringLiteral("%1: %2 changes, median %3 ms, p95 %4 ms, max %5 ms\n")
               .arg(name)
               .arg(s.samples)
               .arg(s.median, 0, 'f', 2)
               .arg(s.p95, 0, 'f', 2)
               .arg(s.max, 0, 'f', 2);
    for (const char *part : {"slider_steps", "device_switches", "language_switches"}) {
        const QJsonObject p = tab[QLatin1String(part)].toObject();
        out << QStringLiteral("  %1: median %2 ms, p95 %3 ms, max %4 ms\n")
                   .arg(QLatin1String(part).toString().replace(u'_', u' '))
                   .arg(p["median_ms"].toDouble(), 0, 'f', 2)
                   .arg(p["p95_ms"].toDouble(), 0, 'f', 2)
                   .arg(p["max_ms"].toDouble(), 0, 'f', 2);
    }
    for (auto it = charts.begin(); it != charts.end(); ++it) {
        const QJsonObject c = it.value().toObject();
        out << QStringLiteral(
                   "  %1: refresh and layout median %2 ms, p95 %3 ms; paint median %4 ms, p95 %5 ms\n")
                   .arg(it.key())
                   .arg(c["refresh_median_ms"].toDouble(), 0, 'f', 2)
                   .arg(c["refresh_p95_ms"].toDouble(), 0, 'f', 2)
                   .arg(c["paint_median_ms"].toDouble(), 0, 'f', 2)
                   .arg(c["paint_p95_ms"].toDouble(), 0, 'f', 2);
    }
    // The inputs whose drags are slowest, so that a regression names its cause.
    QList<QPair<double, QString>> slowest;
    for (auto it = inputs.begin(); it != inputs.end(); ++it)
        slowest.append({it.value().toObject()["p95_ms"].toDouble(), it.key()});
    std::sort(slowest.begin(), slowest.end(), std::greater<>());
    for (qsizetype k = 0; k < std::min<qsizetype>(3, slowest.size()); ++k)
        out << QStringLiteral("  slowest drag %1: %2, p95 %3 ms, max %4 ms\n")
                   .arg(k + 1)
                   .arg(slowest.at(k).second)
                   .arg(slowest.at(k).first, 0, 'f', 2)
                   .arg(inputs[slowest.at(k).second].toObject()["max_ms"].toDouble(), 0, 'f', 2);
}

/// Drags every slider of tab `index`, then switches devices and languages: the tab's figures.
QJsonObject benchTab(MainWindow &w, Scenario *scenario, int index, int steps, QList<double> *all)
{
    w.tabs()->setCurrentIndex(index);
    settle(w);
    const QList<double> drags = dragEverySlider(w, steps), devices = switchDevices(w, scenario),
                        languages = switchLanguages(w);
    const QList<double> ms = drags + devices + languages;
    *all += ms;
    QJsonObject tab = toJson(stats(ms)), charts, inputs;
    // Issue 13 gives slider steps and switches different budgets (33 ms, 50 ms): each is also reported apart.
    tab.insert("slider_steps", toJson(stats(drags)));
    tab.insert("device_switches", toJson(stats(devices)));
    tab.insert("language_switches", toJson(stats(languages)));
    for (auto it = g_costs.cbegin(); it != g_costs.cend(); ++it) {
        const Stats r = stats(it->refreshMs), p = stats(it->paintMs);
        charts.insert(it.key(), QJsonObject{{"refresh_median_ms", r.median},
                                            {"refresh_p95_ms", r.p95},
                                            {"paint_median_ms", p.median},
                                            {"paint_p95_ms", p.p95}});
    }
    for (auto it = g_inputs.cbegin(); it != g_inputs.cend(); ++it) {
        const Stats d = stats(it.value());
        inputs.insert(it.key(), QJsonObject{{"median_ms", d.median}, {"p95_ms", d.p95}, {"max_ms", d.max}});
    }
    g_costs.clear();
    g_inputs.clear();
    tab.insert("charts", charts);
    tab.insert("inputs", inputs);
    return tab;
}

} // namespace

QString useBenchScreen()
{
    // The process id keeps two benchmarks started together from sharing (and removing) one file.
    const QString path = QDir::temp().filePath(
        QStringLiteral("infralab-bench-screen-%1.json").arg(QCoreApplication::applicationPid()));
    QFile file(path);
    const bool written =
        file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
        file.write(R"({"windowFrameMargins": false, "screens": [{"name": "bench", "x": 0, "y": 0,
                      "width": 1920, "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})") >
            0;
    file.close();
    // Without the file, the off-screen default screen: the figures are still measured, presentation mode's on
    // a smaller screen.
    qputenv("QT_QPA_PLATFORM", written ? QByteArray("offscreen:configfile=" + QFile::encodeName(path))
                                       : QByteArray("offscreen"));
    return written ? path : QString();
}

double benchStep(MainWindow &window, QSlider *slider, int position)
{
    QElapsedTimer t;
    t.start();
    slider->setValue(position);
    settle(window);
    return t.nsecsElapsed() / 1e6;
}

int runBench(QTextStream &out, QTextStream &err, Scenario *scenario, const CliOptions &o,
             const QElapsedTimer &sinceMain)
{
    QElapsedTimer startup;
    startup.start();
    MainWindow w(scenario);
    w.recovery()->setEnabled(false); // replayed drags are no one's unsaved work
    w.resize(1920, 1080);
    if (o.presentation) {
        w.setPresentation(true); // full screen: the screen's 1920×1080, the formulas behind the parameters
    } else {
        // As a first start on a 1920 × 1080 screen lays it out (maximised, the formulas in the right dock);
        // the offscreen platform opened it at the default size, a laptop's layout.
        w.arrangeFirstStartDocks();
        w.show();
    }
    settle(w);
    const double windowMs = startup.nsecsElapsed() / 1e6, fromMainMs = sinceMain.nsecsElapsed() / 1e6;
    // A pinned A, equal to the live values until the first step: every chart draws its two layers.
    if (o.pinned) scenario->comparison().pin();
    settle(w);

    QStringList names;
    for (const ViewPage *page : w.pages()) names.append(page->objectName());
    for (const QString &tab : o.positional)
        if (!names.contains(tab)) {
            err << CommandLine::tr("infralab: bench: tab \"%1\" refused: expected one of %2")
                       .arg(tab, names.join(QStringLiteral(", ")))
                << '\n';
            return 2;
        }

    const double rssBefore = memoryMiB("VmRSS");
    QJsonObject tabs;
    QList<double> all;
    for (int i = 0; i < w.tabs()->count() && o.benchSteps > 0; ++i) {
        if (!o.positional.isEmpty() && !o.positional.contains(names.at(i))) continue;
        const QJsonObject tab = benchTab(w, scenario, i, o.benchSteps, &all);
        if (!o.json) printTab(out, names.at(i), tab);
        tabs.insert(names.at(i), tab);
    }
    const double rssAfter = memoryMiB("VmRSS"), rssPeak = memoryMiB("VmHWM");
    const double exportMs = o.benchSteps > 0 ? timeOneChartExport(scenario) : 0;
    const Stats overall = stats(all);
    if (o.json) {
        const QJsonObject memory{{"rss_before_drags_mib", rssBefore},
                                 {"rss_after_drags_mib", rssAfter},
                                 {"peak_rss_mib", rssPeak}};
        QJsonObject json{{"startup_ms", windowMs},
                         {"startup_from_main_ms", fromMainMs},
                         {"tabs", tabs},
                         {"overall", toJson(overall)},
                         {"target_p95_ms", 1000.0 / 60},
                         {"memory", memory},
                         {"steps_per_drag", o.benchSteps},
                         {"pinned", o.pinned},
                         {"presentation", o.presentation},
                         {"window", QStringLiteral("%1x%2").arg(w.width()).arg(w.height())},
                         {"zoom", w.zoom()}};
        if (o.benchSteps > 0)
            json.insert("export_chart", QJsonObject{{"chart", "roofline"}, {"ms", exportMs}});
        out << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return 0;
    }
    out << QStringLiteral("window %1 × %2, zoom %3 %")
               .arg(w.width())
               .arg(w.height())
               .arg(qRound(w.zoom() * 100))
        << (o.presentation ? ", presentation mode" : "") << (o.pinned ? ", starting scenario pinned" : "")
        << '\n'
        << QStringLiteral("start-up to first painted window: %1 ms (from main(): %2 ms)\n")
               .arg(windowMs, 0, 'f', 1)
               .arg(fromMainMs, 0, 'f', 1)
        << QStringLiteral("memory (RSS): %1 MiB before the drags, %2 MiB after, peak %3 MiB\n")
               .arg(rssBefore, 0, 'f', 1)
               .arg(rssAfter, 0, 'f', 1)
               .arg(rssPeak, 0, 'f', 1);
    if (o.benchSteps == 0) return 0;
    out << QStringLiteral("export of one chart (roofline, PNG 2400 × 1500): %1 ms\n").arg(exportMs, 0, 'f', 1)
        << QStringLiteral("overall: median %1 ms, p95 %2 ms, max %3 ms (target p95 < 16.7 ms)\n")
               .arg(overall.median, 0, 'f', 2)
               .arg(overall.p95, 0, 'f', 2)
               .arg(overall.max, 0, 'f', 2);
    return 0;
}

} // namespace infralab
