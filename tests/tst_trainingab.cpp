// The training tab's charts with a pinned scenario A beside the live one B: A's bars, curves and schedule are
// checked against the course's formulas evaluated on A's own inputs, and nothing of A is left once unpinned.
// (Apart from tst_trainingpage.cpp and tst_pipelinegantt.cpp, which are close to the 400-line limit.)
#include "allreducechart.h"
#include "amdahlchart.h"
#include "chartheadline.h"
#include "charttestutil.h"
#include "figures.h"
#include "flowlegend.h"
#include "format.h"
#include "languagetestutil.h"
#include "pipelineganttchart.h"
#include "scenario.h"
#include "steptimechart.h"
#include "testutil.h"
#include "trainingmemorychart.h"
#include "trainingtestutil.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QRegularExpression>
#include <QTest>
#include <QXYSeries>

using namespace infralab;
using namespace charttest;
using namespace trainingtest;

namespace {
/// Series named as A's ("…-pinned", "pinned-…") that the chart still holds with points or bars in it.
QStringList pinnedLeftovers(ChartView &chart)
{
    QStringList names;
    for (QAbstractSeries *s : chart.chart()->series()) {
        const QString name = s->objectName();
        if (!name.endsWith(QStringLiteral("-pinned")) && !name.startsWith(QStringLiteral("pinned-")))
            continue;
        if (auto *xy = qobject_cast<QXYSeries *>(s); xy && xy->count() == 0) continue;
        names << s->objectName();
    }
    return names;
}

QStringList visibleLegend(ChartView &chart)
{
    QCoreApplication::sendPostedEvents(); // the legend lays its markers out on a posted event
    QStringList labels;
    for (QLegendMarker *marker : chart.chart()->legend()->markers())
        if (shownInLegend(marker)) labels << marker->label();
    return labels;
}

/// Off screen at a size where A's and B's bars and legends have room side by side.
constexpr QSize kSideBySide{1200, 700};

/// `Chart` on a scenario, laid out at kSideBySide as soon as it is made, as each test here looks at it.
template <class Chart> struct SideBySide : Chart
{
    explicit SideBySide(Scenario *s) : Chart(s) { charttest::layOut(*this, kSideBySide); }
};

double stackHeight(ChartView &chart, int index, const QString &prefix)
{
    double sum = 0;
    for (const char *name : {"weights", "master", "moments", "gradients", "activations"})
        sum += barSet(chart, prefix + QLatin1String(name))->at(index);
    return sum;
}

double plottedSeconds(QLineSeries *s, double decade)
{
    for (const QPointF &p : s->points())
        if (std::abs(p.x() - decade) < 1e-9) return std::pow(10.0, p.y());
    return NAN;
}
} // namespace

class TestTrainingAB : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void memoryBarsOfABesideB()
    {
        // Exercise 2's data parallelism, 1 × 1 × 8: ZeRO shards over the n = DP GPUs.
        Scenario s;
        QVERIFY(setDegrees(s, 1, 1, 8));
        SideBySide<TrainingMemoryChart> chart(&s);
        QVERIFY(!series<QAbstractSeries>(chart, QStringLiteral("pinned-memory")));
        const auto *live =
            qobject_cast<QAbstractBarSeries *>(series<QAbstractSeries>(chart, QStringLiteral("memory")));
        const double soloWidth = live->barWidth();

        s.comparison().pin(); // A: 8 GPUs
        QVERIFY(s.set(Key::TrainingGpus, 16));
        chart.flushRefresh();
        auto *pinnedBars = qobject_cast<QAbstractBarSeries *>(
            series<QAbstractSeries>(chart, QStringLiteral("pinned-memory")));
        QVERIFY(pinnedBars);
        // A before B in the chart: Qt sets the bar series side by side in that order, A on the left.
        QVERIFY(chart.chart()->series().indexOf(pinnedBars) < chart.chart()->series().indexOf(live));
        QCOMPARE(barSet(chart, QStringLiteral("pinned-weights"))->brush().style(), Qt::BDiagPattern);
        // A on 8 GPUs: DDP 16N + 10 = 138 GB, ZeRO-1 2N + 2N + 12N/8 + 10 = 54, FSDP 16N/8 + 10 = 26,
        // LoRA 2N + 16·1 % N + 10 = 27.28; B on 16: ZeRO-1 2N + 2N + 12N/16 + 10 = 48, FSDP 16N/16 + 10 = 18.
        const auto gb = [](double bytes) { return bytes / 1e9; };
        QVERIFY_REL(stackHeight(chart, Ddp, QStringLiteral("pinned-")), gb(16 * N) + Activations, 1e-12);
        QVERIFY_REL(stackHeight(chart, Zero1, QStringLiteral("pinned-")),
                    gb(4 * N + 12 * N / 8) + Activations, 1e-12);
        QVERIFY_REL(stackHeight(chart, Fsdp, QStringLiteral("pinned-")), gb(16 * N / 8) + Activations, 1e-12);
        QVERIFY_REL(stackHeight(chart, LoRA, QStringLiteral("pinned-")), gb(2 * N + 0.16 * N) + Activations,
                    1e-12);
        QVERIFY_REL(stackHeight(chart, Zero1, QString()), gb(4 * N + 12 * N / 16) + Activations, 1e-12);
        QVERIFY_REL(stackHeight(chart, Fsdp, QString()), gb(16 * N / 16) + Activations, 1e-12);
        // A's DDP bar is over the 80 GB too: framed like B's.
        QCOMPARE(
            qobject_cast<QXYSeries *>(series<QAbstractSeries>(chart, QStringLiteral("pinned-does-not-fit-0")))
                ->count(),
            5);
        // Each total led by its side's word, or, where the pair is too narrow for it, its value alone: the
        // hatching and the legend's key say whose it is ("Pinned: 27.5" ran into "Current: 26" at 1366 px).
        const QStringList texts = plotTexts(chart);
        QVERIFY2((texts.contains(QStringLiteral("26")) && texts.contains(QStringLiteral("18"))) ||
                     (texts.join(u'|').contains(QStringLiteral(u"Pinned: 26\u00A0GB")) &&
                      texts.join(u'|').contains(QStringLiteral(u"Current: 18\u00A0GB"))),
                 qPrintable(texts.join(u'|')));
        const QString title = chart.headlineItem()->text();
        QVERIFY2(title.contains(QStringLiteral(u"Pinned: FSDP on 8 GPUs: 26\u00A0GB")) &&
                     title.contains(QStringLiteral(u"Current: FSDP on 16 GPUs: 18\u00A0GB")),
                 qPrintable(title));
        // One legend entry for all of A's bars.
        QCOMPARE(visibleLegend(chart).count(QStringLiteral("Pinned")), 1);

        s.comparison().unpin();
        chart.flushRefresh();
        QVERIFY(!series<QAbstractSeries>(chart, QStringLiteral("pinned-memory")));
        QCOMPARE(live->barWidth(), soloWidth);
        QVERIFY(!chart.headlineItem()->text().contains(QStringLiteral("Pinned:")));
        QVERIFY2(pinnedLeftovers(chart).isEmpty(), qPrintable(pinnedLeftovers(chart).join(u',')));
    }

    void stepTimeOfABesideB()
    {
        Scenario s;
        // A: exercise 2's TP 8 inside a node; B: plain data parallelism on the same 8 GPUs.
        QVERIFY(setDegrees(s, 8, 1, 1));
        SideBySide<StepTimeChart> chart(&s);
        QVERIFY(!series<QAbstractSeries>(chart, QStringLiteral("pinned-step")));
        s.comparison().pin();
        QVERIFY(s.apply({{Key::TrainingTensorParallel, 1}, {Key::TrainingDataParallel, 8}}));
        chart.flushRefresh();
        QVERIFY(series<QAbstractSeries>(chart, QStringLiteral("pinned-step")));
        QBarSet *tp = barSet(chart, QStringLiteral("pinned-tensor-parallel"));
        QBarSet *compute = barSet(chart, QStringLiteral("pinned-compute"));
        QVERIFY(tp && compute);
        // Section 02: t_calc = 6·N·tokens/(n·P·MFU) ≈ 53.9 s for both, so the axis is in seconds.
        QVERIFY_REL(compute->at(StepTimeChart::Current), 6 * N * Tokens / (8 * Peak * Mfu), 1e-12);
        QVERIFY_REL(tp->at(StepTimeChart::Current), tensorParallelTime(8, Nvlink), 1e-9);
        QCOMPARE(barSet(chart, QStringLiteral("tensor-parallel"))->at(StepTimeChart::Current), 0.0);
        QCOMPARE(barSet(chart, QStringLiteral("pinned-tensor-parallel"))->brush().style(), Qt::BDiagPattern);
        const QString texts = plotTexts(chart).join(u'|');
        QVERIFY2(texts.contains(QStringLiteral("Pinned: ")) && texts.contains(QStringLiteral("Current: ")),
                 qPrintable(texts));
        QVERIFY2(chart.headlineItem()->text().contains(QStringLiteral("Pinned: Efficiency")),
                 qPrintable(chart.headlineItem()->text()));

        // B's degrees set its GPU count (DP = 4: n = 4): both steps stay drawn.
        QVERIFY(s.set(Key::TrainingDataParallel, 4));
        QCOMPARE(s.integer(Key::TrainingGpus), 4);
        chart.flushRefresh();
        QVERIFY(series<QAbstractSeries>(chart, QStringLiteral("pinned-step")));
        QVERIFY(s.set(Key::TrainingDataParallel, 8));
        chart.flushRefresh();
        QVERIFY(series<QAbstractSeries>(chart, QStringLiteral("pinned-step")));

        s.comparison().unpin();
        chart.flushRefresh();
        QVERIFY(!series<QAbstractSeries>(chart, QStringLiteral("pinned-step")));
        QVERIFY(!plotTexts(chart).join(u'|').contains(QStringLiteral("Pinned: ")));
    }

    void amdahlCurvesOfADashed()
    {
        Scenario s;
        SideBySide<AmdahlChart> chart(&s);
        QVERIFY2(pinnedLeftovers(chart).isEmpty(), qPrintable(pinnedLeftovers(chart).join(u',')));
        s.comparison().pin(); // A: s = 5 %, n = 8
        QVERIFY(s.apply({{Key::TrainingSerialFraction, 0.01}, {Key::TrainingGpus, 64}}));
        chart.flushRefresh();
        auto *amdahl = qobject_cast<QXYSeries *>(series<QAbstractSeries>(chart, QStringLiteral("amdahl")));
        auto *pinnedAmdahl =
            qobject_cast<QXYSeries *>(series<QAbstractSeries>(chart, QStringLiteral("pinned-amdahl")));
        auto *pinnedGustafson =
            qobject_cast<QXYSeries *>(series<QAbstractSeries>(chart, QStringLiteral("pinned-gustafson")));
        auto *pinnedCurrent =
            qobject_cast<QXYSeries *>(series<QAbstractSeries>(chart, QStringLiteral("pinned-current-gpus")));
        QVERIFY(amdahl && pinnedAmdahl && pinnedGustafson && pinnedCurrent);
        const int at64 = 48; // eight points per doubling from n = 1
        QCOMPARE(pinnedAmdahl->at(at64).x(), 64.0);
        // The course's two 64-GPU lines: 1/(0.05 + 0.95/64) = 15.4× for A, 1/(0.01 + 0.99/64) = 39.3× for B.
        QCOMPARE(fixed(pinnedAmdahl->at(at64).y(), 1), QStringLiteral("15.4"));
        QCOMPARE(fixed(amdahl->at(at64).y(), 1), QStringLiteral("39.3"));
        QVERIFY_REL(pinnedGustafson->at(at64).y(), 0.05 + 0.95 * 64, 1e-12);
        QCOMPARE(pinnedAmdahl->pen().style(), Qt::DashLine);
        QCOMPARE(pinnedCurrent->at(0).x(), 8.0);
        QVERIFY2(pinnedAmdahl->name().endsWith(QStringLiteral("(pinned)")) &&
                     amdahl->name().endsWith(QStringLiteral("(current)")),
                 qPrintable(pinnedAmdahl->name() + u'|' + amdahl->name()));
        // A's curves are named on the plot, not in the legend (seven entries would be cut short).
        const QString texts = plotTexts(chart).join(u'|');
        QVERIFY2(texts.contains(QStringLiteral(u"Pinned: n = 8: 5.93×")) &&
                     texts.contains(QStringLiteral(u"dashed: pinned, s = 5\u00A0%")),
                 qPrintable(texts));
        QVERIFY(visibleLegend(chart).filter(QStringLiteral("(pinned)")).isEmpty());

        s.comparison().unpin();
        chart.flushRefresh();
        QVERIFY2(pinnedLeftovers(chart).isEmpty(), qPrintable(pinnedLeftovers(chart).join(u',')));
        QVERIFY2(plotTexts(chart).filter(QStringLiteral("pinned"), Qt::CaseInsensitive).isEmpty(),
                 qPrintable(plotTexts(chart).join(u'|')));
        QVERIFY(!amdahl->name().contains(QStringLiteral("(current)")));
        QVERIFY(visibleLegend(chart).filter(QStringLiteral("(pinned)")).isEmpty());
    }

    void ganttBandOfAUnderB()
    {
        Scenario s;
        QVERIFY(s.apply({{Key::TrainingSchedule, QStringLiteral("gpipe")},
                         {Key::TrainingPipelineStages, 4},
                         {Key::TrainingMicrobatches, 8}}));
        SideBySide<PipelineGanttChart> chart(&s);
        QCOMPARE(chart.pinnedTimeline().stages, 0);
        s.comparison().pin();
        QVERIFY(s.apply({{Key::TrainingSchedule, QStringLiteral("1f1b")}, {Key::TrainingMicrobatches, 16}}));
        chart.flushRefresh();
        const PipelineTimeline expected = simulateScenarioPipeline(*s.comparison().pinned());
        QCOMPARE(chart.pinnedTimeline().stages, 4);
        QCOMPARE(chart.pinnedTimeline().microbatches, 8);
        // A's blocks are the simulator's for A's inputs, in rows below B's four.
        for (int stage = 0; stage < 4; ++stage) {
            std::vector<PipelineBlock> own;
            for (const PipelineBlock &b : expected.blocks)
                if (b.stage == stage) own.push_back(b);
            const QList<QRectF> drawn = chart.drawnBlocks(stage, true);
            QCOMPARE(drawn.size(), qsizetype(2 * 8));
            QCOMPARE(drawn.size(), qsizetype(own.size()));
            for (qsizetype i = 0; i < drawn.size(); ++i) {
                QVERIFY_REL(drawn[i].left(), own[std::size_t(i)].start, 1e-12);
                QVERIFY_REL(drawn[i].right(), own[std::size_t(i)].end, 1e-12);
                QVERIFY(drawn[i].top() > 4);
            }
            QCOMPARE(chart.drawnBlocks(stage).size(), qsizetype(2 * 16)); // B's 1F1B, m = 16
        }
        // Theorem 3 on A: (p − 1)/(m + p − 1) = 3/11.
        const QString info = chart.infoText();
        QVERIFY2(info.contains(QStringLiteral("Pinned: GPipe")) &&
                     info.contains(Format::percent(3.0 / 11, 1)) &&
                     info.contains(QStringLiteral("Current: 1F1B")),
                 qPrintable(info));

        s.comparison().unpin();
        chart.flushRefresh();
        QCOMPARE(chart.pinnedTimeline().stages, 0);
        QVERIFY(chart.drawnBlocks(0, true).isEmpty());
        QVERIFY(!chart.infoText().contains(QStringLiteral("Pinned: ")));
    }

    void allReduceCurvesOfADashed()
    {
        // Section 02's data parallelism, 1 × 1 × 8: the ring runs over the n = DP GPUs.
        Scenario s;
        QVERIFY(setDegrees(s, 1, 1, 8));
        SideBySide<AllReduceChart> chart(&s);
        QVERIFY2(pinnedLeftovers(chart).isEmpty(), qPrintable(pinnedLeftovers(chart).join(u',')));
        s.comparison().pin(); // A: n = 8
        QVERIFY(s.set(Key::TrainingGpus, 16));
        chart.flushRefresh();
        auto *pinnedIntra =
            qobject_cast<QLineSeries *>(series<QAbstractSeries>(chart, QStringLiteral("pinned-intra")));
        auto *intra = qobject_cast<QLineSeries *>(series<QAbstractSeries>(chart, QStringLiteral("intra")));
        QVERIFY(pinnedIntra && intra);
        // Theorem 2 at 10 GB, bandwidth term 2(n − 1)/n·S/BW (the latencies add under 1 %): A on 8, B on 16.
        QVERIFY_REL(plottedSeconds(pinnedIntra, 10), 2 * 7.0 / 8 * 1e10 / Nvlink, 0.01);
        QVERIFY_REL(plottedSeconds(intra, 10), 2 * 15.0 / 16 * 1e10 / Nvlink, 0.01);
        // At 1 kB the 2(n − 1) latencies are the time.
        QVERIFY_REL(plottedSeconds(pinnedIntra, 3), 2 * 7 * Latency, 0.01);
        QCOMPARE(pinnedIntra->pen().style(), Qt::DashLine);
        // The dashed bandwidth-only lines would read as A's: they wait for the unpin.
        QCOMPARE(qobject_cast<QLineSeries *>(
                     series<QAbstractSeries>(chart, QStringLiteral("intra-bandwidth-only")))
                     ->count(),
                 0);
        const double S = 2 * N; // bf16 gradients
        QVERIFY2(chart.pinnedBytesText().contains(Format::bytes(2 * 7.0 / 8 * S)),
                 qPrintable(chart.pinnedBytesText()));
        QVERIFY2(chart.bytesText().contains(Format::bytes(2 * 15.0 / 16 * S)), qPrintable(chart.bytesText()));
        QVERIFY(chart.caption().contains(chart.pinnedBytesText()));
        QVERIFY2(plotTexts(chart).join(u'|').contains(QStringLiteral("dashed: pinned, DP = 8")),
                 qPrintable(plotTexts(chart).join(u'|')));
        // A's gradients per rank 2N/(TP·PP) = 2N on 1 × 1 × 8, named by its own line only apart from B's.
        QVERIFY(plotTexts(chart).filter(QStringLiteral("Pinned: 2N/(TP·PP)")).isEmpty());
        QVERIFY(s.set(Key::TrainingPipelineStages, 2)); // B's ranks hold half A's gradients: lines close
        chart.flushRefresh();
        const QString pinnedGradients = QStringLiteral("Pinned: 2N/(TP·PP) = %1").arg(Format::bytes(S));
        QVERIFY2(plotTexts(chart).contains(pinnedGradients), qPrintable(plotTexts(chart).join(u'|')));
        // No text of A's hides one of the chart's own, also once the chart is resized.
        for (const QSize size : {QSize(1200, 700), QSize(700, 520)}) {
            charttest::layOut(chart, size);
            QVERIFY2(overlappingTexts(chart).isEmpty(), qPrintable(overlappingTexts(chart).join(u'|')));
        }

        s.comparison().unpin();
        chart.flushRefresh();
        QVERIFY2(plotTexts(chart).filter(QStringLiteral("pinned"), Qt::CaseInsensitive).isEmpty(),
                 qPrintable(plotTexts(chart).join(u'|')));
        QVERIFY2(pinnedLeftovers(chart).isEmpty(), qPrintable(pinnedLeftovers(chart).join(u',')));
        QVERIFY(qobject_cast<QLineSeries *>(
                    series<QAbstractSeries>(chart, QStringLiteral("intra-bandwidth-only")))
                    ->count() > 0);
        QVERIFY(chart.pinnedBytesText().isEmpty());
        QVERIFY(visibleLegend(chart).filter(QStringLiteral("(pinned)")).isEmpty());
    }

    void pinnedChartsHoldNoNanOrInfinity_data()
    {
        addChangeRows({{"one GPU", "training.pipeline_stages", 1}, // 1 × 1 × 1
                       {"many GPUs", "training.gpus", 10000},
                       {"all serial", "training.serial_fraction", 1.0},
                       {"huge model", "model.params", 1e14},
                       {"one micro-batch", "training.microbatches", 1}});
    }
    void pinnedChartsHoldNoNanOrInfinity()
    {
        // The odd value on each side in turn: on B with A at the defaults, then on A with B at the defaults.
        QFETCH(QString, key);
        QFETCH(QVariant, value);
        for (bool onA : {false, true}) {
            Scenario s;
            if (onA) QVERIFY(s.set(*keyFromName(key), value));
            s.comparison().pin();
            if (onA)
                s.reset();
            else
                QVERIFY(s.set(*keyFromName(key), value));
            TrainingMemoryChart memory(&s);
            StepTimeChart step(&s);
            AmdahlChart amdahl(&s);
            AllReduceChart allReduce(&s);
            PipelineGanttChart gantt(&s);
            for (ChartView *chart :
                 std::initializer_list<ChartView *>{&memory, &step, &amdahl, &allReduce, &gantt}) {
                charttest::layOut(*chart, kSideBySide);
                for (QAbstractSeries *series : chart->chart()->series()) {
                    if (auto *xy = qobject_cast<QXYSeries *>(series))
                        for (const QPointF &p : xy->points())
                            QVERIFY2(std::isfinite(p.x()) && std::isfinite(p.y()),
                                     qPrintable(series->objectName()));
                    if (auto *bars = qobject_cast<QAbstractBarSeries *>(series))
                        for (QBarSet *set : bars->barSets())
                            for (int i = 0; i < set->count(); ++i)
                                QVERIFY2(std::isfinite(set->at(i)), qPrintable(set->objectName()));
                }
                const QString texts = plotTexts(*chart).join(u'|') + chart->headlineItem()->text();
                static const QRegularExpression notANumber(QStringLiteral("\\b(nan|inf)\\b"),
                                                           QRegularExpression::CaseInsensitiveOption);
                QVERIFY2(!texts.contains(notANumber), qPrintable(texts));
            }
            QVERIFY(s.comparison().pinned());
        }
    }
};

INFRALAB_TEST_MAIN_IN_ENGLISH(TestTrainingAB)
#include "tst_trainingab.moc"
