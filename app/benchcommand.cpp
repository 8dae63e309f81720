#include "benchcommand.h"

#include "clioptions.h"
#include "chartview.h"
#include "controlspanel.h"
#include "language.h"
#include "mainwindow.h"
#include "scenariorecovery.h"
#include "parameterslider.h"
#include "scenario.h"
#include "viewpage.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSlider>
#include <QTabWidget>
#include <algorithm>

namespace infralab {

namespace {

constexpr int kDragSteps = 500;

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
            if (!chart->isVisible()) continue;
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
        if (!chart->isVisible()) continue;
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

QList<double> dragEverySlider(MainWindow &w)
{
    QList<double> ms;
    QElapsedTimer t;
    for (ParameterSlider *ps : w.controls()->visibleSliders()) {
        QSlider *slider = ps->slider();
        const int start = slider->value();
        slider->setSliderDown(true); // as a hand on the mouse (emits sliderPressed): the scenario follows each step
        for (int i = 0; i < kDragSteps; ++i) {
            const int pos = (i * ParameterSlider::kSteps) / (kDragSteps - 1);
            t.start();
            slider->setValue(pos);
            settle(w);
            ms.append(t.nsecsElapsed() / 1e6);
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

} // namespace

int runBench(QTextStream &out, QTextStream &err, Scenario *scenario, const QStringList &only, bool json)
{
    QElapsedTimer startup;
    startup.start();
    MainWindow w(scenario);
    w.recovery()->setEnabled(false); // replayed drags are no one's unsaved work
    w.resize(1920, 1080);
    w.show();
    settle(w);
    const double startupMs = startup.nsecsElapsed() / 1e6;

    QStringList names;
    for (const ViewPage *page : w.pages()) names.append(page->objectName());
    for (const QString &tab : only)
        if (!names.contains(tab)) {
            err << CommandLine::tr("infralab: bench: tab \"%1\" refused: expected one of %2")
                       .arg(tab, names.join(QStringLiteral(", ")))
                << '\n';
            return 2;
        }

    QJsonObject tabs;
    QList<double> all;
    for (int i = 0; i < w.tabs()->count(); ++i) {
        if (!only.isEmpty() && !only.contains(names.at(i))) continue;
        w.tabs()->setCurrentIndex(i);
        settle(w);
        QList<double> ms = dragEverySlider(w);
        ms += switchDevices(w, scenario);
        ms += switchLanguages(w);
        all += ms;
        const Stats s = stats(ms);
        const QString &name = names.at(i);
        if (!json)
            out << QStringLiteral("%1: %2 changes, median %3 ms, p95 %4 ms, max %5 ms\n")
                       .arg(name)
                       .arg(s.samples)
                       .arg(s.median, 0, 'f', 2)
                       .arg(s.p95, 0, 'f', 2)
                       .arg(s.max, 0, 'f', 2);
        QJsonObject charts;
        for (auto it = g_costs.cbegin(); it != g_costs.cend(); ++it) {
            const Stats r = stats(it->refreshMs), p = stats(it->paintMs);
            charts.insert(it.key(), QJsonObject{{"refresh_median_ms", r.median}, {"refresh_p95_ms", r.p95},
                                                {"paint_median_ms", p.median}, {"paint_p95_ms", p.p95}});
            if (!json)
                out << QStringLiteral("  %1: refresh and layout median %2 ms, p95 %3 ms; paint median %4 ms, p95 %5 ms\n")
                           .arg(it.key())
                           .arg(r.median, 0, 'f', 2)
                           .arg(r.p95, 0, 'f', 2)
                           .arg(p.median, 0, 'f', 2)
                           .arg(p.p95, 0, 'f', 2);
        }
        g_costs.clear();
        // The inputs whose drags are slowest, so that a regression names its cause.
        QList<QPair<double, QString>> slowest;
        QJsonObject inputs;
        for (auto it = g_inputs.cbegin(); it != g_inputs.cend(); ++it) {
            const Stats d = stats(it.value());
            inputs.insert(it.key(), QJsonObject{{"median_ms", d.median}, {"p95_ms", d.p95}, {"max_ms", d.max}});
            slowest.append({d.p95, it.key()});
        }
        g_inputs.clear();
        std::sort(slowest.begin(), slowest.end(), std::greater<>());
        if (!json)
            for (qsizetype k = 0; k < std::min<qsizetype>(3, slowest.size()); ++k)
                out << QStringLiteral("  slowest drag %1: %2, p95 %3 ms\n")
                           .arg(k + 1)
                           .arg(slowest.at(k).second)
                           .arg(slowest.at(k).first, 0, 'f', 2);
        QJsonObject tab = toJson(s);
        tab.insert("charts", charts);
        tab.insert("inputs", inputs);
        tabs.insert(name, tab);
    }
    const Stats overall = stats(all);
    if (json) {
        QJsonObject o{{"startup_ms", startupMs}, {"tabs", tabs}, {"overall", toJson(overall)},
                      {"target_p95_ms", 1000.0 / 60}};
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        out << QStringLiteral("start-up to first painted window: %1 ms\n").arg(startupMs, 0, 'f', 1)
            << QStringLiteral("overall: median %1 ms, p95 %2 ms, max %3 ms (target p95 < 16.7 ms)\n")
                   .arg(overall.median, 0, 'f', 2)
                   .arg(overall.p95, 0, 'f', 2)
                   .arg(overall.max, 0, 'f', 2);
    }
    return 0;
}

} // namespace infralab
