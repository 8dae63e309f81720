// The benchmark's own machinery, not its timing: a step it times ends with the new picture on the screen, so
// that its figures measure the whole repaint and not only the scenario's update.
#include "allreducechart.h"
#include "benchcommand.h"
#include "chartview.h"
#include "controlspanel.h"
#include "language.h"
#include "languagetestutil.h"
#include "mainwindow.h"
#include "parameterslider.h"
#include "scenario.h"
#include "scenariorecovery.h"
#include "viewpage.h"
#include "widgettest.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSlider>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

using namespace infralab;

class TestBench : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // not the user's settings and files

    void aStepRepaintsTheVisibleChart_data()
    {
        QTest::addColumn<QString>("tab");
        QTest::addColumn<QString>("chart");
        QTest::addColumn<int>("key");
        // The KV cache's bar grows with the batch; the Gantt's blocks, which the chart paints itself rather
        // than through scene items, take another pattern with the number of micro-batches.
        QTest::newRow("kv-cache") << QStringLiteral("serving") << QStringLiteral("kv-cache")
                                  << int(Key::ServingBatch);
        QTest::newRow("pipeline-gantt") << QStringLiteral("training") << QStringLiteral("pipeline-gantt")
                                        << int(Key::TrainingMicrobatches);
    }

    void aStepRepaintsTheVisibleChart()
    {
        QFETCH(QString, tab);
        QFETCH(QString, chart);
        QFETCH(int, key);
        Scenario s;
        MainWindow w(&s);
        const ViewPage *page = openTab(w, tab);
        QVERIFY(page);
        const ChartView *view = chartNamed(page, chart);
        QVERIFY(view && view->isVisible());
        const QRect area(view->mapTo(&w, QPoint()), view->size());
        const QImage before = onScreen(w, area);
        const double value = s.number(Key(key));
        QVERIFY(stepToTheOtherEnd(w, Key(key)));
        QVERIFY(s.number(Key(key)) != value);
        const QImage after = onScreen(w, area);
        QCOMPARE(after.size(), area.size());
        QVERIFY2(before != after, "the step returned before the chart was repainted on the screen");
    }

    void aStepOfTheRingsWalkRepaintsIt()
    {
        // The all-reduce's ring is painted by the chart itself: one step of its walk changes only that
        // painting and the caption.
        Scenario s;
        MainWindow w(&s);
        QVERIFY(openTab(w, QStringLiteral("training")));
        auto *ring = w.findChild<AllReduceChart *>();
        QVERIFY(ring && ring->isVisible());
        QVERIFY(ring->stepCount() > 0);
        const QRect area(ring->mapTo(&w, QPoint()), ring->size());
        const QImage before = onScreen(w, area);
        ring->setStep(ring->step() == 0 ? 1 : 0);
        QCoreApplication::processEvents();
        QVERIFY2(onScreen(w, area) != before, "the ring was not repainted after its step");
    }

    void aHeldSlidersStepPaintsTheGanttOnce()
    {
        // A refresh's scene tells its view through calls it queues, which came after the window's waiting
        // paint: the Gantt was painted, then painted again, at 17 of 20 steps of the data-parallel slider.
        Scenario s;
        MainWindow w(&s);
        const ViewPage *page = openTab(w, QStringLiteral("training"));
        QVERIFY(page);
        ChartView *gantt = chartNamed(page, u"pipeline-gantt");
        QVERIFY(gantt && gantt->isVisible());
        QSlider *slider = sliderOf(w, Key::TrainingDataParallel);
        QVERIFY(slider);
        PaintCount paints(gantt->viewport());
        int painted = 0;
        slider->setSliderDown(true); // held, as by a hand
        for (int i = 1; i <= 10; ++i) {
            paints.count = 0;
            benchStep(w, slider, i * ParameterSlider::kSteps / 10);
            QVERIFY2(
                paints.count <= 1,
                qPrintable(QStringLiteral("step %1 painted the Gantt %2 times").arg(i).arg(paints.count)));
            painted += paints.count;
        }
        slider->setSliderDown(false);
        // Its text gives the step time, which the data parallelism's all-reduce changes: it was repainted.
        QVERIFY(painted > 0);
    }

    void aHeldSlidersStepPaintsTheServingPageOnce()
    {
        // The capacity plan is selectable text, laid out in a document that each measure at another width
        // laid out again and repainted: after the window's paint, the page's scroll area measured it at its
        // widths, and the plan with the page under it was painted a second time at every step.
        Scenario s;
        MainWindow w(&s);
        const ViewPage *page = openTab(w, QStringLiteral("serving"));
        QVERIFY(page);
        auto *plan = page->findChild<QWidget *>(QStringLiteral("capacity"));
        QVERIFY(plan && plan->isVisible());
        QSlider *slider = sliderOf(w, Key::ServingRequestRate);
        QVERIFY(slider);
        PaintCount paints(plan);
        int painted = 0;
        slider->setSliderDown(true);
        for (int i = 1; i <= 10; ++i) {
            paints.count = 0;
            benchStep(w, slider, i * ParameterSlider::kSteps / 10);
            QVERIFY2(
                paints.count <= 1,
                qPrintable(
                    QStringLiteral("step %1 painted the capacity plan %2 times").arg(i).arg(paints.count)));
            painted += paints.count;
        }
        slider->setSliderDown(false);
        // The plan names the request rate, which each step changes: it was repainted.
        QVERIFY(painted > 0);
    }

    void aLanguageSwitchPaintsEachChartOnce()
    {
        // A switch retranslates every widget, then the charts' coalesced refreshes relabel their axes and lay
        // them out again: each came after the window's waiting paint, which painted the Serving tab's charts
        // three times per switch (the window six times).
        Scenario s;
        MainWindow w(&s);
        const ViewPage *page = openTab(w, QStringLiteral("serving"));
        QVERIFY(page);
        QTest::qWait(100); // whatever showing the tab left to do
        QList<PaintCount *> counts;
        for (ChartView *chart : page->charts())
            if (chart->isVisible()) counts.append(new PaintCount(chart->viewport()));
        QVERIFY(counts.size() >= 3);
        for (const char *code : {"fr", "en", "fr", "en"}) {
            for (PaintCount *c : std::as_const(counts))
                c->count = 0;
            language::install(QString::fromLatin1(code));
            QTest::qWait(100); // the event loop, as it runs in the application
            for (PaintCount *c : std::as_const(counts))
                QVERIFY2(c->count == 1, qPrintable(QStringLiteral("switching to %1 painted a chart %2 times")
                                                       .arg(QString::fromLatin1(code))
                                                       .arg(c->count)));
        }
        qDeleteAll(counts);
    }

private:
    /// Counts the paint events `widget` receives.
    struct PaintCount : QObject
    {
        explicit PaintCount(QWidget *widget) { widget->installEventFilter(this); }
        bool eventFilter(QObject *, QEvent *event) override
        {
            if (event->type() == QEvent::Paint) ++count;
            return false;
        }
        int count = 0;
    };

    static QSlider *sliderOf(MainWindow &w, Key key)
    {
        for (ParameterSlider *p : w.controls()->visibleSliders())
            if (p->key() == key) return p->slider();
        return nullptr;
    }

    /// The window at the benchmark's 1920 × 1080 on tab `name`, with everything that showing the tab left to
    /// draw drawn without the benchmark; null when there is no such tab or the window never appeared.
    static ViewPage *openTab(MainWindow &w, const QString &name)
    {
        w.recovery()->setEnabled(false);
        auto *page = w.findChild<ViewPage *>(name);
        if (!page) return nullptr;
        w.tabs()->setCurrentWidget(page);
        if (!showAt(w, QSize(1920, 1080))) return nullptr;
        QCoreApplication::processEvents();
        return page;
    }

    static ChartView *chartNamed(const ViewPage *page, QStringView exportName)
    {
        for (ChartView *chart : page->charts())
            if (chart->exportName() == exportName) return chart;
        return nullptr;
    }

    /// One benchmark step of `key`'s slider, held down as a hand would, to the end of its range farther from
    /// where it is; false when the tab shows no slider for `key`.
    static bool stepToTheOtherEnd(MainWindow &w, Key key)
    {
        for (ParameterSlider *p : w.controls()->visibleSliders()) {
            if (p->key() != key) continue;
            QSlider *slider = p->slider();
            slider->setSliderDown(true);
            benchStep(w, slider, slider->value() < ParameterSlider::kSteps / 2 ? ParameterSlider::kSteps : 0);
            slider->setSliderDown(false);
            return true;
        }
        return false;
    }

    /// What the window's surface holds in `area`: the offscreen platform's screen grab reads the backing
    /// store, so a widget that was not repainted still shows its previous pixels there.
    static QImage onScreen(const QWidget &w, const QRect &area)
    {
        return QGuiApplication::primaryScreen()->grabWindow(w.winId()).toImage().copy(area);
    }
};

INFRALAB_TEST_MAIN_IN_ENGLISH(TestBench)
#include "tst_bench.moc"
