// The benchmark's own machinery, not its timing: a step it times ends with the new picture on the screen, so
// that its figures measure the whole repaint and not only the scenario's update.
#include "allreducechart.h"
#include "benchcommand.h"
#include "chartview.h"
#include "controlspanel.h"
#include "languagetestutil.h"
#include "mainwindow.h"
#include "parameterslider.h"
#include "scenario.h"
#include "scenariorecovery.h"
#include "viewpage.h"

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

    void aStepRepaintsTheVisibleChart()
    {
        Scenario s;
        MainWindow w(&s);
        w.recovery()->setEnabled(false);
        w.resize(1920, 1080);
        w.show();
        ViewPage *serving = w.findChild<ViewPage *>(QStringLiteral("serving"));
        QVERIFY(serving);
        w.tabs()->setCurrentWidget(serving);
        ChartView *kvCache = nullptr;
        for (ChartView *chart : serving->charts())
            if (chart->exportName() == u"kv-cache") kvCache = chart;
        QVERIFY(kvCache);
        QSlider *batch = nullptr;
        for (ParameterSlider *p : w.controls()->visibleSliders())
            if (p->key() == Key::ServingBatch) batch = p->slider();
        QVERIFY(batch);

        // Everything that showing the tab left to draw, drawn without the benchmark.
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents();
        QVERIFY(kvCache->isVisible());
        const QRect area(kvCache->mapTo(&w, QPoint()), kvCache->size());
        const QImage before = onScreen(w, area);
        // From the course's batch of 64 to the slider's far end: the KV cache's bar grows with the batch.
        batch->setSliderDown(true);
        benchStep(w, batch, batch->value() < ParameterSlider::kSteps / 2 ? ParameterSlider::kSteps : 0);
        batch->setSliderDown(false);
        QVERIFY(s.integer(Key::ServingBatch) != 64);
        const QImage after = onScreen(w, area);
        QCOMPARE(after.size(), area.size());
        QVERIFY2(before != after, "the step returned before the chart was repainted on the screen");
    }

    void aStepRepaintsWhatChartsPaintThemselves()
    {
        // The Gantt's blocks and the all-reduce's ring are painted by the chart itself, not by scene items:
        // after a step their pixels must change all the same.
        Scenario s;
        MainWindow w(&s);
        w.recovery()->setEnabled(false);
        w.resize(1920, 1080);
        w.show();
        ViewPage *training = w.findChild<ViewPage *>(QStringLiteral("training"));
        QVERIFY(training);
        w.tabs()->setCurrentWidget(training);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents();
        ChartView *gantt = nullptr;
        AllReduceChart *ring = w.findChild<AllReduceChart *>();
        for (ChartView *chart : training->charts())
            if (chart->exportName() == u"pipeline-gantt") gantt = chart;
        QVERIFY(gantt && ring);
        QVERIFY(gantt->isVisible() && ring->isVisible());
        const QRect ganttArea(gantt->mapTo(&w, QPoint()), gantt->size());
        const QRect ringArea(ring->mapTo(&w, QPoint()), ring->size());

        // The course's 32 micro-batches to the slider's other end: another pattern of blocks and bubble.
        QSlider *microbatches = nullptr;
        for (ParameterSlider *p : w.controls()->visibleSliders())
            if (p->key() == Key::TrainingMicrobatches) microbatches = p->slider();
        QVERIFY(microbatches);
        const QImage ganttBefore = onScreen(w, ganttArea);
        microbatches->setSliderDown(true);
        benchStep(w, microbatches,
                  microbatches->value() < ParameterSlider::kSteps / 2 ? ParameterSlider::kSteps : 0);
        microbatches->setSliderDown(false);
        QVERIFY(s.integer(Key::TrainingMicrobatches) != 32);
        QVERIFY2(onScreen(w, ganttArea) != ganttBefore, "the Gantt was not repainted after the step");

        // One step of the ring's walk: only the ring's own painting and its caption change.
        QVERIFY(ring->stepCount() > 0);
        const QImage ringBefore = onScreen(w, ringArea);
        ring->setStep(ring->step() == 0 ? 1 : 0);
        QCoreApplication::processEvents();
        QVERIFY2(onScreen(w, ringArea) != ringBefore, "the ring was not repainted after its step");
    }

private:
    /// What the window's surface holds in `area`: the offscreen platform's screen grab reads the backing
    /// store, so a widget that was not repainted still shows its previous pixels there.
    static QImage onScreen(const QWidget &w, const QRect &area)
    {
        return QGuiApplication::primaryScreen()->grabWindow(w.winId()).toImage().copy(area);
    }
};

INFRALAB_TEST_MAIN_IN_ENGLISH(TestBench)
#include "tst_bench.moc"
