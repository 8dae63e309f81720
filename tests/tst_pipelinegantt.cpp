// The pipeline Gantt chart (theorem 3) and the ring all-reduce chart (theorem 2), offscreen. Expected numbers
// come from the course's closed forms, derived here; the drawn blocks are compared with an independent run of
// the simulator.
#include "allreducechart.h"
#include "allreducepanel.h"
#include "chartstyle.h"
#include "figures.h"
#include "format.h"
#include "pipelineganttchart.h"
#include "scenario.h"
#include "testutil.h"

#include <QApplication>
#include <QChart>
#include <QLineSeries>
#include <QSlider>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>
#include <QValueAxis>

using namespace infralab;

namespace {
void setPipeline(Scenario &s, const QString &schedule, int p, int m, int v = 2)
{
    QString error;
    QVERIFY2(s.apply({{QStringLiteral("training.schedule"), schedule},
                      {QStringLiteral("training.pipeline_stages"), p},
                      {QStringLiteral("training.microbatches"), m},
                      {QStringLiteral("training.interleave"), v}},
                     &error),
             qPrintable(error));
}

/// Laid out at a typical size so that paint() runs on a real plot area.
template <typename T> void show(T &chart)
{
    chart.resize(1200, 700);
    chart.show();
    QCoreApplication::sendPostedEvents();
    chart.flushRefresh();
    QCoreApplication::sendPostedEvents();
}

/// Forward blocks are drawn in shades of the primary blue, backward ones in shades of the memory orange;
/// blending toward white for later chunks keeps blue above red for the first and red above blue for the
/// other.
bool looksBackward(const QColor &c)
{
    return c.red() > c.blue();
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

class TestPipelineGantt : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void drawnBlocksAreTheSimulatorsBlocks_data()
    {
        QTest::addColumn<QString>("schedule");
        QTest::addColumn<int>("chunks");
        QTest::newRow("gpipe") << QStringLiteral("gpipe") << 1;
        QTest::newRow("1f1b") << QStringLiteral("1f1b") << 1;
        QTest::newRow("interleaved") << QStringLiteral("interleaved") << 2;
    }
    void drawnBlocksAreTheSimulatorsBlocks()
    {
        QFETCH(QString, schedule);
        QFETCH(int, chunks);
        const int p = 4, m = 8;
        Scenario s;
        setPipeline(s, schedule, p, m, 2);
        PipelineGanttChart chart(&s);
        show(chart);
        const PipelineTimeline expected = simulateScenarioPipeline(s);
        QVERIFY(expected.error.empty());
        qsizetype drawnTotal = 0;
        for (int stage = 0; stage < p; ++stage) {
            std::vector<PipelineBlock> own;
            for (const PipelineBlock &b : expected.blocks)
                if (b.stage == stage) own.push_back(b);
            const QList<QRectF> drawn = chart.drawnBlocks(stage);
            const QList<QColor> colours = chart.drawnColours(stage);
            // Every stage runs one forward and one backward per micro-batch and chunk.
            QCOMPARE(drawn.size(), qsizetype(2 * m * chunks));
            QCOMPARE(drawn.size(), qsizetype(own.size()));
            QCOMPARE(colours.size(), drawn.size());
            for (qsizetype i = 0; i < drawn.size(); ++i) {
                const PipelineBlock &b = own[std::size_t(i)];
                QVERIFY_REL(drawn[i].left(), b.start, 1e-12);
                QVERIFY_REL(drawn[i].right(), b.end, 1e-12);
                QVERIFY(drawn[i].top() >= stage && drawn[i].bottom() <= stage + 1);
                QCOMPARE(looksBackward(colours[i]), b.backward);
            }
            drawnTotal += drawn.size();
        }
        QCOMPARE(drawnTotal, qsizetype(2 * p * m * chunks));
        QVERIFY(chart.drawnBlocks(p).isEmpty());
        QVERIFY(chart.errorText().isEmpty());
    }

    void paintedPixelsFollowTheBlocks()
    {
        // The blocks are painted as one image: sample it where the simulator puts a forward block, a backward
        // block, idle time, and the gap between two rows.
        Scenario s;
        setPipeline(s, QStringLiteral("gpipe"), 4, 8);
        PipelineGanttChart chart(&s);
        show(chart);
        const PipelineTimeline t = simulateScenarioPipeline(s);
        auto *axis = qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Horizontal).constFirst());
        QAbstractSeries *anchor = chart.chart()->series().constFirst();
        const double secondsPerUnit = t.makespan / axis->max();
        const QImage image = chart.grab().toImage();
        const auto pixel = [&](double seconds, double stage) {
            const QPointF inChart =
                chart.chart()->mapToPosition(QPointF(seconds / secondsPerUnit, stage), anchor);
            return image.pixelColor(chart.mapFromScene(chart.chart()->mapToScene(inChart)));
        };
        const auto first = [&](bool backward) {
            return *std::find_if(t.blocks.cbegin(), t.blocks.cend(), [&](const PipelineBlock &b) {
                return b.stage == 0 && b.backward == backward;
            });
        };
        const PipelineBlock forward = first(false), backward = first(true);
        QCOMPARE(pixel((forward.start + forward.end) / 2, 0.5), style::kPrimary);
        QCOMPARE(pixel((backward.start + backward.end) / 2, 0.5), style::kMemoryBound);
        // GPipe's stage 0 waits between its last forward and its first backward: light grey.
        double lastForward = 0;
        for (const PipelineBlock &b : t.blocks)
            if (b.stage == 0 && !b.backward) lastForward = std::max(lastForward, b.end);
        const QColor idle = pixel((lastForward + backward.start) / 2, 0.5);
        QVERIFY2(idle.red() == idle.green() && idle.green() == idle.blue() && idle.red() > 180,
                 qPrintable(idle.name()));
        // Between the rows of stages 0 and 1 nothing is painted.
        QCOMPARE(pixel((forward.start + forward.end) / 2, 1.0), QColor(Qt::white));
    }

    void bubbleTextMatchesTheClosedForm()
    {
        // Theorem 3: (p − 1)/(m + p − 1) = 3/11 = 27.3 % for p = 4, m = 8, for GPipe and 1F1B alike.
        const double closed = (4.0 - 1) / (8 + 4 - 1);
        QCOMPARE(Format::percent(closed, 1), Format::percent(0.273, 1));
        for (const QString &schedule : {QStringLiteral("gpipe"), QStringLiteral("1f1b")}) {
            Scenario s;
            setPipeline(s, schedule, 4, 8);
            PipelineGanttChart chart(&s);
            chart.flushRefresh();
            QVERIFY_REL(chart.timeline().idleFraction(), closed, 1e-9);
            const QString expected = Format::percent(closed, 1);
            QVERIFY2(chart.infoText().contains(QStringLiteral("Measured bubble %1").arg(expected)),
                     qPrintable(chart.infoText()));
            QVERIFY2(chart.infoText().contains(QStringLiteral("(p − 1)/(m + p − 1) = %1").arg(expected)),
                     qPrintable(chart.infoText()));
            QVERIFY(chart.infoText().contains(QStringLiteral("27.3")));
        }
        // Interleaved with v = 2: (p − 1)/(v·m + p − 1) = 3/19 = 15.8 %.
        Scenario s;
        setPipeline(s, QStringLiteral("interleaved"), 4, 8, 2);
        PipelineGanttChart chart(&s);
        chart.flushRefresh();
        const QString expected = Format::percent(3.0 / 19, 1);
        QVERIFY(chart.infoText().contains(QStringLiteral("Measured bubble %1").arg(expected)));
        QVERIFY(chart.infoText().contains(QStringLiteral("(p − 1)/(v·m + p − 1) = %1").arg(expected)));
    }

    void activationsInFlightOnTheFirstStage()
    {
        // The course's p = 8, m = 32: 1F1B's first stage holds p micro-batches (p − 1 warm-up forwards and
        // one more before its first backward), GPipe all m.
        Scenario s;
        setPipeline(s, QStringLiteral("1f1b"), 8, 32);
        PipelineGanttChart chart(&s);
        chart.flushRefresh();
        QVERIFY2(chart.infoText().contains(
                     QStringLiteral("1F1B holds 8 micro-batches of activations on stage 0, GPipe 32")),
                 qPrintable(chart.infoText()));
    }

    void changingMicrobatchesRedraws()
    {
        Scenario s;
        setPipeline(s, QStringLiteral("1f1b"), 4, 8);
        PipelineGanttChart chart(&s);
        chart.flushRefresh();
        QCOMPARE(chart.timeline().microbatches, 8);
        const double before = chart.timeline().makespan;
        QVERIFY(s.set(QStringLiteral("training.microbatches"), 16));
        QVERIFY(chart.refreshPending());
        chart.flushRefresh();
        QCOMPARE(chart.timeline().microbatches, 16);
        QCOMPARE(chart.drawnBlocks(0).size(), qsizetype(2 * 16));
        QVERIFY(chart.timeline().makespan != before);
    }

    void interleavedNeedsAMultipleOfTheStages()
    {
        // The scenario refuses what the schedule cannot do, so the chart never has to: it keeps the last
        // schedule it could draw (p = 4, m = 8).
        Scenario s;
        setPipeline(s, QStringLiteral("interleaved"), 4, 8, 2);
        PipelineGanttChart chart(&s);
        show(chart);
        QString error;
        QVERIFY(!s.set(QStringLiteral("training.microbatches"), 6, &error));
        QVERIFY2(error.contains(QStringLiteral("training.microbatches")) &&
                     error.contains(QStringLiteral("\"6\"")) && error.contains(QStringLiteral("multiple")),
                 qPrintable(error));
        chart.flushRefresh();
        QVERIFY(chart.timeline().error.empty());
        QCOMPARE(chart.timeline().microbatches, 8);
        QCOMPARE(chart.drawnBlocks(0).size(), qsizetype(2 * 8 * 2));
    }

    void largestInteractiveScheduleBuilds()
    {
        // p = 64, m = 256, v = 4: 131 072 blocks. Speed is measured by `infralab bench`, not here.
        Scenario s;
        setPipeline(s, QStringLiteral("interleaved"), 64, 256, 4);
        PipelineGanttChart chart(&s);
        show(chart);
        QVERIFY(chart.timeline().error.empty());
        QCOMPARE(chart.timeline().blocks.size(), std::size_t(2 * 64 * 256 * 4));
        QCOMPARE(chart.drawnBlocks(63).size(), qsizetype(2 * 256 * 4));
        for (const QRectF &r : chart.drawnBlocks(0))
            QVERIFY(std::isfinite(r.left()) && std::isfinite(r.right()) && r.width() > 0);
        QVERIFY(chart.infoText().contains(QStringLiteral("(v·m + p − 1)")));
        const QImage image = chart.grab().toImage();
        QVERIFY(!image.isNull());
    }

    void allReduceStepCount()
    {
        Scenario s;
        AllReduceChart chart(&s);
        for (const auto &[gpus, drawn] :
             {std::pair{8, 8}, std::pair{1, 1}, std::pair{2, 2}, std::pair{1024, 16}}) {
            QVERIFY(s.set(QStringLiteral("training.gpus"), gpus));
            chart.flushRefresh();
            QCOMPARE(chart.nodes(), drawn);
            QCOMPARE(chart.stepCount(), 2 * (drawn - 1));
        }
    }

    void allReduceSteps()
    {
        Scenario s;
        QVERIFY(s.set(QStringLiteral("training.gpus"), 8));
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
        QVERIFY(s.set(QStringLiteral("training.gpus"), 8));
        AllReduceChart chart(&s);
        show(chart);
        const double n = 8, alpha = s.number(QStringLiteral("training.latency_s"));
        for (const auto &[name, key] :
             {std::pair{QStringLiteral("intra"), QStringLiteral("training.intra_bw")},
              std::pair{QStringLiteral("inter"), QStringLiteral("training.inter_bw")}}) {
            const double bw = s.number(key);
            // Theorem 2 at 10 GB: the bandwidth term 2(n − 1)/n·S/BW; the latencies add under 1 %.
            QVERIFY_REL(plottedSeconds(series(chart, name), 10), 2 * (n - 1) / n * 1e10 / bw, 0.01);
            // At 1 kB the 2(n − 1) latencies are the time: the bytes add under 1 %.
            const double small = plottedSeconds(series(chart, name), 3);
            QVERIFY_REL(small, 2 * (n - 1) * alpha, 0.01);
            QVERIFY(2 * (n - 1) / n * 1e3 / bw < 0.01 * small);
        }
        QVERIFY_REL(plottedSeconds(series(chart, QStringLiteral("intra-bandwidth-only")), 10),
                    2 * (n - 1) / n * 1e10 / s.number(QStringLiteral("training.intra_bw")), 1e-9);
        for (QAbstractSeries *a : chart.chart()->series())
            for (const QPointF &p : qobject_cast<QLineSeries *>(a)->points())
                QVERIFY2(std::isfinite(p.x()) && std::isfinite(p.y()), qPrintable(a->objectName()));
        // Bytes per GPU, S = 2N of bf16 gradients: 2(n − 1)/n·S against the bound (n − 1)/n·S.
        const double S = 2 * s.number(QStringLiteral("model.params"));
        QVERIFY2(chart.bytesText().contains(Format::bytes(2 * (n - 1) / n * S)) &&
                     chart.bytesText().contains(Format::bytes((n - 1) / n * S)),
                 qPrintable(chart.bytesText()));
    }

    void panelDrivesTheChart()
    {
        Scenario s;
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
        QVERIFY(s.set(QStringLiteral("training.gpus"), 2));
        panel.chart()->flushRefresh();
        QCOMPARE(slider->maximum(), 2);
        QCOMPARE(spin->value(), 2);
    }
};

QTEST_MAIN(TestPipelineGantt)
#include "tst_pipelinegantt.moc"
