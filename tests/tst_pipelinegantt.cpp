// The pipeline Gantt chart (theorem 3), offscreen. Expected numbers come from the course's closed forms,
// derived here; the drawn blocks and pixels are compared with an independent run of the simulator.
#include "chartstyle.h"
#include "figures.h"
#include "format.h"
#include "language.h"
#include "palette.h"
#include "pipelineganttchart.h"
#include "scenario.h"
#include "testutil.h"

#include <QApplication>
#include <QChart>
#include <QLineSeries>
#include <QScopeGuard>
#include <QValueAxis>
#include <QtMath>
#include <algorithm>

using namespace infralab;

namespace {
void setPipeline(Scenario &s, const QString &schedule, int p, int m, int v = 2)
{
    QString error;
    QVERIFY2(s.apply({{Key::TrainingSchedule, schedule},
                      {Key::TrainingPipelineStages, p},
                      {Key::TrainingMicrobatches, m},
                      {Key::TrainingInterleave, v}},
                     &error),
             qPrintable(error));
}

/// Laid out at a typical size so that paint() runs on a real plot area.
template <typename T> void show(T &chart, const QSize &size = QSize(1200, 700))
{
    chart.resize(size);
    chart.show();
    QCoreApplication::sendPostedEvents();
    chart.flushRefresh();
    QCoreApplication::sendPostedEvents();
}

/// Forward blocks are drawn in shades of the compute green, backward ones in shades of the backward blue;
/// blending toward white for later chunks keeps green above blue for the first and blue above green for the
/// other.
bool looksBackward(const QColor &c)
{
    return c.blue() > c.green();
}

} // namespace

class TestPipelineGantt : public QObject
{
    Q_OBJECT
private Q_SLOTS:
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
        QCOMPARE(pixel((forward.start + forward.end) / 2, 0.5), palette::colour(palette::Meaning::Compute));
        QCOMPARE(pixel((backward.start + backward.end) / 2, 0.5),
                 palette::colour(palette::Meaning::BackwardCompute));
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

    void drawnBlocksAreTheSimulatorsBlocks_data()
    {
        QTest::addColumn<QString>("schedule");
        QTest::addColumn<int>("chunks");
        // Every schedule the simulator knows; interleaved with v = 2 chunks per stage.
        for (Schedule schedule : {Schedule::GPipe, Schedule::OneFOneB, Schedule::Interleaved}) {
            const QString key =
                QString::fromLatin1(scheduleKey(schedule).data(), scheduleKey(schedule).size());
            QTest::newRow(qPrintable(key)) << key << (schedule == Schedule::Interleaved ? 2 : 1);
        }
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

    void capImageFollowsTheSimulator_data()
    {
        addColumns<QString, int, int, int>({"schedule", "stages", "microbatches", "chunks"});
        QTest::newRow("gpipe") << QStringLiteral("gpipe") << 64 << 2048 << 1;
        QTest::newRow("interleaved") << QStringLiteral("interleaved") << 64 << 256 << 8;
    }
    void capImageFollowsTheSimulator()
    {
        // At the simulator's cap blocks are narrower than a pixel and a pixel column blends the blocks under
        // it. Where an independent simulation keeps a stage busy over a column and its neighbours, the pixel
        // is a blend of block colours (blue and orange shades, never grey); where it keeps it idle, the
        // legend's idle grey.
        QFETCH(QString, schedule);
        QFETCH(int, stages);
        QFETCH(int, microbatches);
        QFETCH(int, chunks);
        QCOMPARE(2LL * stages * microbatches * chunks, kMaxSimulatedBlocks);
        Scenario s;
        setPipeline(s, schedule, stages, microbatches, chunks);
        PipelineGanttChart chart(&s);
        show(chart, QSize(1920, 1080));
        const PipelineTimeline t = simulateScenarioPipeline(s);
        QVERIFY(t.error.empty());
        const QImage image = chart.grab().toImage();
        auto *axis = qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Horizontal).constFirst());
        QAbstractSeries *anchor = chart.chart()->series().constFirst();
        const auto toView = [&](double seconds, double stage) {
            const QPointF inChart =
                chart.chart()->mapToPosition(QPointF(seconds / t.makespan * axis->max(), stage), anchor);
            return chart.viewportTransform().map(chart.chart()->mapToScene(inChart));
        };
        const double left = toView(0, 0).x(),
                     secondsPerPixel = t.makespan / (toView(t.makespan, 0).x() - left);
        QColor idle;
        for (QAbstractSeries *key : chart.chart()->series())
            if (key->objectName() == QStringLiteral("idle")) idle = qobject_cast<QLineSeries *>(key)->color();
        QVERIFY(idle.red() == idle.green() && idle.green() == idle.blue());
        std::vector<std::vector<PipelineBlock>> byStage(static_cast<std::size_t>(stages));
        for (const PipelineBlock &b : t.blocks)
            byStage[std::size_t(b.stage)].push_back(b);
        int busyChecked = 0, idleChecked = 0;
        for (int stage = 0; stage < stages; ++stage) {
            const auto &own = byStage[std::size_t(stage)]; // in execution order: starts increase
            const int y = qFloor(toView(0, stage + 0.5).y());
            for (int x = qCeil(left) + 3; x < qFloor(left + t.makespan / secondsPerPixel) - 3; ++x) {
                // Busy seconds of the stage in pixels x − 2 … x + 2, a margin for the image's scaling.
                const double from = (x - 2 - left) * secondsPerPixel, to = (x + 3 - left) * secondsPerPixel;
                double busy = 0;
                auto b =
                    std::lower_bound(own.begin(), own.end(), from,
                                     [](const PipelineBlock &blk, double time) { return blk.end <= time; });
                for (; b != own.end() && b->start < to; ++b)
                    busy += std::min(to, b->end) - std::max(from, b->start);
                const QColor c = image.pixelColor(x, y);
                const QByteArray at = "stage " + QByteArray::number(stage) +
                                      ", x = " + QByteArray::number(x) + ": " + c.name().toLatin1();
                if (busy >= (to - from) * (1 - 1e-9)) {
                    const int spread =
                        std::max({c.red(), c.green(), c.blue()}) - std::min({c.red(), c.green(), c.blue()});
                    QVERIFY2(spread >= 12, at + " is grey where the stage is busy");
                    ++busyChecked;
                } else if (busy <= 0) {
                    QVERIFY2(c.rgb() == idle.rgb(), at + " is not the idle " + idle.name().toLatin1());
                    ++idleChecked;
                }
            }
        }
        // Both cases occur over much of the plot: the bubble is (p − 1)/(v·m + p − 1) of it.
        QVERIFY2(busyChecked > stages * 1000 && idleChecked > stages * 10,
                 qPrintable(QStringLiteral("%1 busy, %2 idle").arg(busyChecked).arg(idleChecked)));
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
        QVERIFY(s.set(Key::TrainingMicrobatches, 16));
        QVERIFY(chart.refreshPending());
        chart.flushRefresh();
        QCOMPARE(chart.timeline().microbatches, 16);
        QCOMPARE(chart.drawnBlocks(0).size(), qsizetype(2 * 16));
        QVERIFY(chart.timeline().makespan != before);
    }

    void scheduleKeptWhileItsInputsStay()
    {
        // A change the pipeline does not read (the serving batch) redraws with the same simulated schedule;
        // a change it reads (the backward/forward ratio) simulates again, with the course's t_b = 2·t_f.
        Scenario s;
        setPipeline(s, QStringLiteral("gpipe"), 4, 8);
        PipelineGanttChart chart(&s);
        chart.flushRefresh();
        const PipelineTimeline *simulated = &chart.timeline();
        QVERIFY(s.set(Key::ServingBatch, 32));
        chart.flushRefresh();
        QCOMPARE(&chart.timeline(), simulated);
        const double makespan = chart.timeline().makespan;
        QVERIFY(s.set(Key::TrainingBackwardRatio, 3));
        chart.flushRefresh();
        // GPipe: (m + p − 1)(t_f + t_b); t_b from 2·t_f to 3·t_f makes the step 4/3 as long.
        QVERIFY_REL(chart.timeline().makespan, makespan * 4 / 3, 1e-9);
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
        QVERIFY(!s.set(Key::TrainingMicrobatches, 6, &error));
        QVERIFY2(error.contains(QLatin1String("training.microbatches")) &&
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

    void oneStageReadsInTheSingular()
    {
        // p = 1, m = 1: a degenerate pipeline still reads as a sentence, in both languages.
        Scenario s;
        setPipeline(s, QStringLiteral("gpipe"), 1, 1);
        PipelineGanttChart chart(&s);
        const auto english = qScopeGuard([] { language::install(QStringLiteral("en")); });
        for (const auto &[code, stage, micro] : {std::tuple{"en", "p = 1 stage ·", "m = 1 micro-batch"},
                                                 std::tuple{"fr", "p = 1 étage ·", "m = 1 micro-lot"}}) {
            language::install(QString::fromLatin1(code));
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
            chart.flushRefresh();
            const QString info = chart.infoText();
            QVERIFY2(info.contains(QString::fromUtf8(stage)) && info.contains(QString::fromUtf8(micro)) &&
                         !info.contains(QString::fromUtf8(micro) + u's'),
                     qPrintable(info));
        }
    }
};

QTEST_MAIN(TestPipelineGantt)
#include "tst_pipelinegantt.moc"
