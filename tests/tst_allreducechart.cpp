// The ring all-reduce chart and its step panel (theorem 2), offscreen. Expected numbers come from the
// course's closed forms, derived here.
#include "allreducechart.h"
#include "allreducepanel.h"
#include "format.h"
#include "scenario.h"
#include "testutil.h"
#include "theme.h"

#include <QApplication>
#include <QChart>
#include <QLineSeries>
#include <QSlider>
#include <QSpinBox>
#include <QTimer>
#include <algorithm>
#include <cmath>

using namespace infralab;
using namespace Qt::StringLiterals;

namespace {
/// Laid out at a typical size so that paint() runs on a real plot area.
void show(AllReduceChart &chart)
{
    chart.resize(1200, 700);
    chart.show();
    QCoreApplication::sendPostedEvents();
    chart.flushRefresh();
    QCoreApplication::sendPostedEvents();
}

QLineSeries *series(AllReduceChart &chart, const QString &name)
{
    for (QAbstractSeries *s : chart.chart()->series())
        if (s->objectName() == name) return qobject_cast<QLineSeries *>(s);
    qFatal("no series %s", qPrintable(name));
}

/// The time the chart plots at log10(bytes) = decade (the chart's axes carry log10 of size and time).
double plottedSeconds(QLineSeries *s, double decade)
{
    for (const QPointF &p : s->points())
        if (std::abs(p.x() - decade) < 1e-9) return std::pow(10.0, p.y());
    qFatal("no point at 10^%g bytes in %s", decade, qPrintable(s->objectName()));
}
} // namespace

class TestAllReduceChart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void allReduceStepCount()
    {
        Scenario s;
        QVERIFY(s.apply({{Key::TrainingPipelineStages, 1}, {Key::TrainingDataParallel, 8}})); // n = DP = 8
        AllReduceChart chart(&s);
        for (const auto &[gpus, drawn] :
             {std::pair{8, 8}, std::pair{1, 1}, std::pair{2, 2}, std::pair{1024, 16}}) {
            QVERIFY(s.set(Key::TrainingGpus, gpus));
            chart.flushRefresh();
            QCOMPARE(chart.nodes(), drawn);
            QCOMPARE(chart.stepCount(), 2 * (drawn - 1));
        }
    }

    void allReduceSteps()
    {
        Scenario s;
        QVERIFY(s.apply({{Key::TrainingPipelineStages, 1}, {Key::TrainingDataParallel, 8}})); // n = DP = 8
        AllReduceChart chart(&s);
        show(chart);
        const int n = 8;
        QCOMPARE(chart.stepCount(), 14);
        for (int node = 0; node < n; ++node)
            for (int chunk = 0; chunk < n; ++chunk)
                QCOMPARE(chart.contributions(node, chunk), 1);
        QVERIFY(chart.transfers().isEmpty());
        for (int k = 1; k <= 2 * (n - 1); ++k) {
            chart.setStep(k);
            QCOMPARE(chart.step(), k);
            const QList<AllReduceChart::Transfer> moves = chart.transfers();
            // Every GPU sends exactly one chunk, to its successor on the ring.
            QCOMPARE(moves.size(), qsizetype(n));
            QList<int> senders;
            for (const AllReduceChart::Transfer &t : moves) {
                senders.append(t.from);
                QCOMPARE(t.to, (t.from + 1) % n);
                QCOMPARE(t.accumulate, k <= n - 1);
            }
            std::sort(senders.begin(), senders.end());
            QCOMPARE(std::unique(senders.begin(), senders.end()) - senders.begin(), qsizetype(n));
            if (k == n - 1) {
                // After reduce-scatter each GPU holds exactly one chunk summed over all n GPUs.
                for (int node = 0; node < n; ++node) {
                    int complete = 0;
                    for (int chunk = 0; chunk < n; ++chunk)
                        complete += chart.contributions(node, chunk) == n;
                    QCOMPARE(complete, 1);
                }
            }
        }
        for (int node = 0; node < n; ++node)
            for (int chunk = 0; chunk < n; ++chunk)
                QCOMPARE(chart.contributions(node, chunk), n);
        chart.setStep(3);
        QVERIFY2(chart.caption().contains(QStringLiteral("Step 3 of 14")) &&
                     chart.caption().contains(QStringLiteral("reduce-scatter")),
                 qPrintable(chart.caption()));
        chart.setStep(99);
        QCOMPARE(chart.step(), 14);
        QVERIFY(chart.caption().contains(QStringLiteral("all-gather")));
    }

    void allReduceTimeAgainstSize()
    {
        Scenario s;
        QVERIFY(s.apply({{Key::TrainingPipelineStages, 1}, {Key::TrainingDataParallel, 8}})); // n = DP = 8
        AllReduceChart chart(&s);
        show(chart);
        const double n = 8, alpha = s.number(Key::TrainingLatencyS);
        for (const auto &[name, key] : {std::pair{QStringLiteral("intra"), Key::TrainingIntraBw},
                                        std::pair{QStringLiteral("inter"), Key::TrainingInterBw}}) {
            const double bw = s.number(key);
            // Theorem 2 at 10 GB: the bandwidth term 2(n − 1)/n·S/BW; the latencies add under 1 %.
            QVERIFY_REL(plottedSeconds(series(chart, name), 10), 2 * (n - 1) / n * 1e10 / bw, 0.01);
            // At 1 kB the 2(n − 1) latencies are the time: the bytes add under 1 %.
            const double small = plottedSeconds(series(chart, name), 3);
            QVERIFY_REL(small, 2 * (n - 1) * alpha, 0.01);
            QVERIFY(2 * (n - 1) / n * 1e3 / bw < 0.01 * small);
        }
        QVERIFY_REL(plottedSeconds(series(chart, QStringLiteral("intra-bandwidth-only")), 10),
                    2 * (n - 1) / n * 1e10 / s.number(Key::TrainingIntraBw), 1e-9);
        for (QAbstractSeries *a : chart.chart()->series())
            for (const QPointF &p : qobject_cast<QLineSeries *>(a)->points())
                QVERIFY2(std::isfinite(p.x()) && std::isfinite(p.y()), qPrintable(a->objectName()));
        // Bytes per GPU, S = 2N of bf16 gradients: 2(n − 1)/n·S against the bound (n − 1)/n·S.
        const double S = 2 * s.number(Key::ModelParams);
        QVERIFY2(chart.bytesText().contains(Format::bytes(2 * (n - 1) / n * S)) &&
                     chart.bytesText().contains(Format::bytes((n - 1) / n * S)),
                 qPrintable(chart.bytesText()));
    }

    void ringRunsOverTheDataParallelRanks()
    {
        // TP = 2, PP = 2, DP = 4 (16 GPUs): the all-reduce runs over the 4 DP ranks, each with the bf16
        // gradients of its quarter of the model, S = 2·8e9/(2·2) = 8 GB: 2·3/4·S sent, 6 steps.
        Scenario s;
        QVERIFY(s.apply({{Key::TrainingTensorParallel, 2},
                         {Key::TrainingPipelineStages, 2},
                         {Key::TrainingDataParallel, 4}}));
        QCOMPARE(s.integer(Key::TrainingGpus), 16);
        AllReduceChart chart(&s);
        show(chart);
        QCOMPARE(chart.nodes(), 4);
        QCOMPARE(chart.stepCount(), 6);
        const double S = 2 * s.number(Key::ModelParams) / 4;
        QVERIFY2(chart.bytesText().contains(u"DP = 4"_s) &&
                     chart.bytesText().contains(Format::bytes(2.0 * 3 / 4 * S)) &&
                     chart.bytesText().contains(Format::bytes(S)),
                 qPrintable(chart.bytesText()));
        // Theorem 2 over d = 4 at 10 GB on NVLink: 2·3/4·1e10/BW.
        QVERIFY_REL(plottedSeconds(series(chart, QStringLiteral("intra-bandwidth-only")), 10),
                    2.0 * 3 / 4 * 1e10 / s.number(Key::TrainingIntraBw), 1e-9);
    }

    void noDataParallelismShowsTheWholeCluster()
    {
        // The default cluster is theorem 3's pipeline, 1 × 8 × 1: its step has no all-reduce (DP = 1), said
        // in words, and theorem 2 is drawn on its 8 GPUs as if all were data-parallel, each with 2N.
        Scenario s;
        AllReduceChart chart(&s);
        show(chart);
        QCOMPARE(chart.nodes(), 8);
        QCOMPARE(chart.stepCount(), 14);
        QVERIFY2(chart.caption().contains(u"DP = 1"_s), qPrintable(chart.caption()));
        // Theorem 2 over d = 8 at 10 GB on NVLink: 2·7/8·1e10/BW.
        QVERIFY_REL(plottedSeconds(series(chart, QStringLiteral("intra-bandwidth-only")), 10),
                    2.0 * 7 / 8 * 1e10 / s.number(Key::TrainingIntraBw), 1e-9);
        QVERIFY2(chart.bytesText().contains(Format::bytes(2 * s.number(Key::ModelParams))),
                 qPrintable(chart.bytesText()));
    }

    void oneGpuNoAllReduce()
    {
        // One GPU: nothing to all-reduce, no curve, no step, no NaN.
        Scenario s;
        QVERIFY(s.apply({{Key::TrainingPipelineStages, 1}, {Key::TrainingDataParallel, 1}}));
        QCOMPARE(s.integer(Key::TrainingGpus), 1);
        AllReduceChart chart(&s);
        show(chart);
        QCOMPARE(chart.nodes(), 1);
        QCOMPARE(chart.stepCount(), 0);
        QVERIFY2(chart.caption().contains(u"DP = 1"_s), qPrintable(chart.caption()));
        for (QAbstractSeries *a : chart.chart()->series())
            for (const QPointF &p : qobject_cast<QLineSeries *>(a)->points())
                QVERIFY2(std::isfinite(p.x()) && std::isfinite(p.y()), qPrintable(a->objectName()));
        QVERIFY(series(chart, QStringLiteral("intra"))->points().isEmpty());
    }

    void theRingOnScreenFollowsItsStep()
    {
        // On screen the ring is copied from the picture its last paint left: a new step draws it anew, and
        // going back draws the same picture as before.
        Scenario s;
        AllReduceChart chart(&s);
        show(chart);
        QCOMPARE(chart.nodes(), 8);
        const QRect ring(0, 0, chart.chart()->margins().left(), chart.height());
        const auto ringPixels = [&] { return chart.grab(ring).toImage(); };
        const QImage start = ringPixels();
        QCOMPARE(ringPixels(), start); // painted again from the copy, unchanged
        chart.setStep(3);
        const QImage third = ringPixels();
        QVERIFY(third != start); // step 3 of reduce-scatter: some chunks summed over more GPUs, darker
        chart.setStep(0);
        QCOMPARE(ringPixels(), start);
        // Another colour profile is another picture, and the first one's comes back with it.
        theme::apply(theme::Profile::Dark);
        QVERIFY(ringPixels() != start);
        theme::apply(theme::Profile::Normal);
        QCOMPARE(ringPixels(), start);
        // A wider chart gives the ring a new room: drawn for it as a new chart draws it, not copied from the
        // old room's picture.
        chart.resize(1400, 700);
        QCoreApplication::sendPostedEvents();
        chart.flushRefresh();
        QCoreApplication::sendPostedEvents();
        AllReduceChart fresh(&s);
        show(fresh);
        fresh.resize(1400, 700);
        QCoreApplication::sendPostedEvents();
        fresh.flushRefresh();
        QCoreApplication::sendPostedEvents();
        QCOMPARE(chart.chart()->margins().left(), fresh.chart()->margins().left());
        const QRect wider(0, 0, chart.chart()->margins().left(), chart.height());
        QCOMPARE(chart.grab(wider).toImage(), fresh.grab(wider).toImage());
    }

    void panelDrivesTheChart()
    {
        Scenario s;
        QVERIFY(s.apply({{Key::TrainingPipelineStages, 1}, {Key::TrainingDataParallel, 8}})); // n = DP = 8
        AllReducePanel panel(&s);
        panel.chart()->flushRefresh();
        auto *slider = panel.findChild<QSlider *>();
        auto *spin = panel.findChild<QSpinBox *>();
        QCOMPARE(slider->maximum(), 14);
        slider->setValue(5);
        QCOMPARE(panel.chart()->step(), 5);
        QCOMPARE(spin->value(), 5);
        panel.setPlaying(true);
        QVERIFY(panel.isPlaying());
        QCOMPARE(panel.findChild<QTimer *>()->interval(), AllReducePanel::kStepMilliseconds);
        panel.setPlaying(false);
        QVERIFY(!panel.isPlaying());
        // Fewer GPUs shorten the walk and clamp the step.
        QVERIFY(s.set(Key::TrainingGpus, 2));
        panel.chart()->flushRefresh();
        QCOMPARE(slider->maximum(), 2);
        QCOMPARE(spin->value(), 2);
    }
};

QTEST_MAIN(TestAllReduceChart)
#include "tst_allreducechart.moc"
