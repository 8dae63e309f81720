// The training page against the course's section 02 and exercise 2, the ZeRO paper's per-stage memory and the
// step-time model's own formulas: inputs are written out here and the expected numbers derived from them.
#include "amdahlchart.h"
#include "categoryfit.h"
#include "chartexport.h"
#include "chartheadline.h"
#include "chartstyle.h"
#include "charttestutil.h"
#include "figures.h"
#include "formulas.h"
#include "language.h"
#include "languagetestutil.h"
#include "scenario.h"
#include "steptimechart.h"
#include "testutil.h"
#include "trainingmemorychart.h"
#include "trainingpage.h"
#include "trainingtestutil.h"
#include "widgettest.h"

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QTest>
#include <QValueAxis>
#include <QXYSeries>

using namespace infralab;
using namespace charttest;
using namespace trainingtest;

namespace {
/// Height of stacked bar `index`: the sum of its components as drawn.
double stackHeight(ChartView &chart, int index)
{
    double sum = 0;
    for (const char *name : {"weights", "master", "moments", "gradients", "activations"})
        sum += barSet(chart, QLatin1String(name))->at(index);
    return sum;
}

/// The visible texts on the plot, the rich ones (the memory chart's notes) included, unlike
/// charttest::plotTexts.
QStringList allPlotTexts(ChartView &chart)
{
    QStringList texts;
    for (QGraphicsItem *item : chart.chart()->childItems()) {
        if (!item->isVisible()) continue;
        if (auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item)) texts << text->text();
        if (auto *rich = qgraphicsitem_cast<QGraphicsTextItem *>(item)) texts << rich->toPlainText();
    }
    return texts;
}

/// The category labels as the chart set them (`brief`: its shorter form), each as "name<br>verdict": the
/// chart may break a line that is too wide for its share once more, which these texts do not depend on.
QStringList categories(ChartView &chart, bool brief = false)
{
    for (QAbstractAxis *axis : chart.chart()->axes())
        if (auto *c = qobject_cast<QBarCategoryAxis *>(axis)) {
            QStringList labels;
            for (const QString &label : brief ? categoryfit::shortForm(c) : categoryfit::asSet(c)) {
                QStringList lines = label.split(QStringLiteral("<br>"));
                const QString name = lines.takeFirst();
                labels << name + QStringLiteral("<br>") + lines.join(u' ');
            }
            return labels;
        }
    return {};
}

/// Lays the chart out at a classroom size off screen, as an export does: the plot's texts depend on it.
void layOut(ChartView &chart)
{
    charttest::layOut(chart, {1000, 600});
}

} // namespace

class TestTrainingPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void memoryBarsFollowTheCourseAndZeRO()
    {
        // Exercise 2's data parallelism, 1 × 1 × 8: ZeRO shards over the n = DP = 8 GPUs.
        Scenario s;
        QVERIFY(setDegrees(s, 1, 1, 8));
        TrainingMemoryChart chart(&s);
        layOut(chart);
        QCOMPARE(chart.exportName(), QStringLiteral("training-memory"));
        // Course: DDP 16N, FSDP 16N/n, LoRA 2N + 16·1 % of N; ZeRO §5.1: P_os 2N + 2N + 12N/n, P_os+g
        // 2N + 14N/n. In GB, plus 10 GB of activations: 138, 54, 40, 26, 26 and 27.28.
        const double ddp = 16 * N / 1e9 + Activations, fsdp = 16 * N / Gpus / 1e9 + Activations;
        const double zero1 = (2 * N + 2 * N + 12 * N / Gpus) / 1e9 + Activations;
        const double zero2 = (2 * N + 14 * N / Gpus) / 1e9 + Activations;
        const double lora = (2 * N + 16 * Lora * N) / 1e9 + Activations;
        QCOMPARE(QList<double>({ddp, zero1, zero2, fsdp, fsdp, lora}),
                 QList<double>({138, 54, 40, 26, 26, 27.28}));
        QVERIFY_REL(stackHeight(chart, Ddp), ddp, 1e-12);
        QVERIFY_REL(stackHeight(chart, Zero1), zero1, 1e-12);
        QVERIFY_REL(stackHeight(chart, Zero2), zero2, 1e-12);
        QVERIFY_REL(stackHeight(chart, Zero3), fsdp, 1e-12);
        QVERIFY_REL(stackHeight(chart, Fsdp), fsdp, 1e-12);
        QVERIFY_REL(stackHeight(chart, LoRA), lora, 1e-12);
        // Components: FSDP shards the 2 bytes of bf16 weights; LoRA keeps them whole and adds the adapters'.
        QVERIFY_REL(barSet(chart, QStringLiteral("weights"))->at(Fsdp), 2 * N / Gpus / 1e9, 1e-12);
        QVERIFY_REL(barSet(chart, QStringLiteral("moments"))->at(Ddp), 8 * N / 1e9, 1e-12);
        QVERIFY_REL(barSet(chart, QStringLiteral("activations"))->at(LoRA), Activations, 1e-12);

        auto *device = series<QXYSeries>(chart, QStringLiteral("device-memory"));
        QVERIFY(device);
        QCOMPARE(device->count(), 2);
        QVERIFY_REL(device->at(0).y(), DeviceGB, 1e-12);
        QVERIFY_REL(device->at(1).y(), DeviceGB, 1e-12);

        // Exercise 2's gpus_necessaires: FSDP 16·8/n + 10 ≤ 80 first at n = 2; DDP never (138 GB whatever n),
        // among the explorer's powers of two up to 16 384.
        const QStringList labels = categories(chart);
        QCOMPARE(labels.size(), 6);
        QCOMPARE(labels.at(Fsdp), QStringLiteral("FSDP<br>fits on 2"));
        QCOMPARE(labels.at(Ddp), QStringLiteral(u"DDP<br>none ≤ 16,384"));
        QCOMPARE(labels.at(Zero1), QStringLiteral("ZeRO-1<br>fits on 4")); // 2·8 + 2·8 + 12·8/4 + 10 = 66
        QCOMPARE(labels.at(LoRA), QStringLiteral("LoRA<br>fits on 1"));
        // Where those do not fit their shares whole, the counts alone, which the axis' title names.
        const QStringList brief = categories(chart, true);
        QCOMPARE(brief.size(), 6);
        QCOMPARE(brief.at(Fsdp), QStringLiteral("FSDP<br>2"));
        QCOMPARE(brief.at(Ddp), QStringLiteral("DDP<br>none"));

        // Only the bar over the line is framed in red, and its total is written in red.
        QCOMPARE(series<QXYSeries>(chart, QStringLiteral("does-not-fit-0"))->count(), 5);
        QCOMPARE(series<QXYSeries>(chart, QStringLiteral("does-not-fit-4"))->count(), 0);
        QVERIFY2(allPlotTexts(chart).contains(QStringLiteral(u"138\u00A0GB")),
                 qPrintable(allPlotTexts(chart).join(u'|')));
        QVERIFY2(allPlotTexts(chart).contains(QStringLiteral(u"27.3\u00A0GB")),
                 qPrintable(allPlotTexts(chart).join(u'|')));
        const QString verdict = chart.headlineItem()->text();
        QVERIFY2(verdict.startsWith(QStringLiteral(u"FSDP on 8 GPUs: 26\u00A0GB")), qPrintable(verdict));
        QVERIFY(chart.headlineItem()->lines().constFirst().colour != style::kBad);

        QVERIFY(s.set(Key::TrainingStrategy, QStringLiteral("ddp")));
        chart.flushRefresh();
        QVERIFY2(chart.headlineItem()->text().contains(QStringLiteral("does not fit")),
                 qPrintable(chart.headlineItem()->text()));
        // The line keeps its own colour: ChartView's theme colours only the lines that have none.
        QCOMPARE(chart.headlineItem()->lines().constFirst().colour, style::kBad);
    }

    void memoryBarsSplitOverTheModelParallelGpusFirst()
    {
        // Theorem 3's pipeline, 1 × 8 × 1 (the default): every stage holds 1/8 of the layers, so DDP holds
        // 16N/8 like FSDP, 16 + 10 = 26 GB, and one pipeline of 8 GPUs fits.
        Scenario s;
        TrainingMemoryChart chart(&s);
        layOut(chart);
        QVERIFY_REL(stackHeight(chart, Ddp), 16 * N / 8 / 1e9 + Activations, 1e-12);
        QVERIFY_REL(stackHeight(chart, Fsdp), 16 * N / 8 / 1e9 + Activations, 1e-12);
        QCOMPARE(categories(chart).at(Ddp), QStringLiteral("DDP<br>fits on 8"));
        // 8-bit Adam and no master copy: 2 + 2 + 0 + 2 = 6 bytes, the moments 2N/8 on each stage; the legend
        // names the precisions.
        QVERIFY(s.applyAssignments({"training.optimizer_precision=int8", "training.master_precision=none"}));
        chart.flushRefresh();
        QVERIFY_REL(stackHeight(chart, Ddp), 6 * N / 8 / 1e9 + Activations, 1e-12);
        QVERIFY_REL(barSet(chart, QStringLiteral("moments"))->at(Ddp), 2 * N / 8 / 1e9, 1e-12);
        QCOMPARE(barSet(chart, QStringLiteral("moments"))->label(), QStringLiteral("Adam moments (int8)"));
        QCOMPARE(barSet(chart, QStringLiteral("weights"))->label(), QStringLiteral("Weights (bf16)"));
    }

    void stepComputeIsTheCoursesDataParallelStep()
    {
        Scenario s;
        QVERIFY(setDegrees(s, 1, 1, 8));
        StepTimeChart chart(&s);
        chart.flushRefresh();
        QCOMPARE(chart.exportName(), QStringLiteral("step-time"));
        QBarSet *compute = barSet(chart, QStringLiteral("compute"));
        QVERIFY(compute);
        // Section 02: t_calc = 6·N·(tokens/n)/(P·MFU) ≈ 53.9 s, so the axis is in seconds.
        QVERIFY_REL(compute->at(StepTimeChart::Current), 6 * N * Tokens / (Gpus * Peak * Mfu), 1e-12);
        for (const char *name : {"bubble", "tensor-parallel", "pipeline"})
            QCOMPARE(barSet(chart, QLatin1String(name))->at(StepTimeChart::Current), 0.0);
        // The gradient all-reduce (2·7/8·16 GB / 450 GB/s ≈ 62 ms) hides behind a 36 s backward pass.
        QCOMPARE(barSet(chart, QStringLiteral("data-parallel"))->at(StepTimeChart::Current), 0.0);
        const QString title = chart.headlineItem()->text();
        QVERIFY2(title.startsWith(QStringLiteral(u"Efficiency 100\u00A0%")), qPrintable(title));
        QVERIFY2(title.contains(QStringLiteral("no TP")) && title.contains(QStringLiteral("DP on NVLink")),
                 qPrintable(title));
        QVERIFY(nonFiniteValues(chart).isEmpty());
    }

    void stepBubbleFollowsTheSchedule()
    {
        // Theorem 3's pipeline, p = 8 and m = 32: GPipe idles (p − 1)/m = 7/32 of the compute time;
        // interleaved 1F1B with v = 4 chunks (p − 1)/(v·m) = 7/128 (Narayanan et al. 2021 §2.2.2); the title
        // names it.
        Scenario s;
        StepTimeChart chart(&s);
        chart.flushRefresh();
        const auto bubbleShare = [&chart] {
            return barSet(chart, QStringLiteral("bubble"))->at(StepTimeChart::Current) /
                   barSet(chart, QStringLiteral("compute"))->at(StepTimeChart::Current);
        };
        QVERIFY_REL(bubbleShare(), 7.0 / 32, 1e-12);
        QVERIFY2(chart.headlineItem()->text().contains(QStringLiteral("PP on NVLink (GPipe)")),
                 qPrintable(chart.headlineItem()->text()));
        QVERIFY(s.applyAssignments({"training.schedule=interleaved", "training.interleave=4"}));
        chart.flushRefresh();
        QVERIFY_REL(bubbleShare(), 7.0 / 128, 1e-12);
        QVERIFY2(
            chart.headlineItem()->text().contains(QStringLiteral("PP on NVLink (Interleaved 1F1B, v = 4)")),
            qPrintable(chart.headlineItem()->text()));
    }

    void degreesSetTheGpuCount()
    {
        // One cluster: TP × PP × DP = 2 × 8 × 1 is 16 GPUs, so the step is drawn, never "but there are".
        Scenario s;
        QVERIFY(setDegrees(s, 2, 8, 1));
        QCOMPARE(s.integer(Key::TrainingGpus), 16);
        StepTimeChart chart(&s);
        chart.flushRefresh();
        QVERIFY(barSet(chart, QStringLiteral("compute"))->at(StepTimeChart::Current) > 0);
        QVERIFY(chart.chart()->series().constFirst()->isVisible());
        QVERIFY(!allPlotTexts(chart).join(u'|').contains(QStringLiteral("but there are")));
    }

    void tensorParallelismAcrossNodesCostsMore()
    {
        // Corrected exercise 2: TP 8 inside a node on NVLink, against the same group split over InfiniBand.
        Scenario s;
        QVERIFY(setDegrees(s, 8, 1, 1));
        StepTimeChart chart(&s);
        chart.flushRefresh();
        QBarSet *tp = barSet(chart, QStringLiteral("tensor-parallel"));
        QVERIFY_REL(tp->at(StepTimeChart::Current), tensorParallelTime(8, Nvlink), 1e-9);        // ≈ 16.9 s
        QVERIFY_REL(tp->at(StepTimeChart::Comparison), tensorParallelTime(8, Infiniband), 1e-9); // ≈ 147 s
        QVERIFY(tp->at(StepTimeChart::Comparison) > 5 * tp->at(StepTimeChart::Current));
        // The comparison bar is named after the other placement; the title says where TP runs now.
        const auto compares = [&chart](const char *category, const char *title) {
            return categories(chart).at(StepTimeChart::Comparison).startsWith(QLatin1String(category)) &&
                   chart.headlineItem()->text().contains(QLatin1String(title));
        };
        const auto drawn = [&chart] {
            return categories(chart).join(u'|') + " / " + chart.headlineItem()->text();
        };
        QVERIFY2(compares("TP across nodes", "TP on NVLink"), qPrintable(drawn()));

        // A TP group of 16 already crosses nodes of 8: the comparison brings it back inside one node.
        QVERIFY(s.apply({{Key::TrainingGpus, 16}, {Key::TrainingTensorParallel, 16}}));
        chart.flushRefresh();
        QVERIFY(tp->at(StepTimeChart::Current) > 5 * tp->at(StepTimeChart::Comparison));
        QVERIFY2(compares("TP inside one node", "TP across nodes"), qPrintable(drawn()));
    }

    void amdahlMatchesTheCoursesLines()
    {
        Scenario s;
        AmdahlChart chart(&s);
        chart.flushRefresh();
        QCOMPARE(chart.exportName(), QStringLiteral("amdahl"));
        const auto [amdahl, course, current, efficiency] =
            curves(chart, {"amdahl", "course-64", "current-gpus", "efficiency"});
        QVERIFY(amdahl && course && current && efficiency);
        const int at64 = 48; // eight points per doubling from n = 1
        QCOMPARE(amdahl->at(at64).x(), 64.0);
        QVERIFY_REL(amdahl->at(at64).y(), 1 / (0.05 + 0.95 / 64), 1e-12);
        QVERIFY_REL(efficiency->at(at64).y(), 100 / (0.05 + 0.95 / 64) / 64, 1e-12);
        QCOMPARE(amdahl->points().constLast().x(), 4096.0);
        // The course prints 39.3× and 15.4× for 1 % and 5 % on 64 GPUs.
        QCOMPARE(course->count(), 2);
        QCOMPARE(fixed(course->at(0).y(), 1), QStringLiteral("39.3"));
        QCOMPARE(fixed(course->at(1).y(), 1), QStringLiteral("15.4"));
        const QString texts = allPlotTexts(chart).join(u'|');
        QVERIFY2(texts.contains(QStringLiteral(u"s = 1\u00A0%: 39.3×")), qPrintable(texts));
        QVERIFY2(texts.contains(QStringLiteral(u"s = 5\u00A0%: 15.4×")), qPrintable(texts));
        QVERIFY2(texts.contains(QStringLiteral(u"ceiling 1/s = 20×")), qPrintable(texts));
        // The current n = 8: 1/(0.05 + 0.95/8) = 5.93×.
        QCOMPARE(current->at(0).x(), Gpus);
        QVERIFY2(texts.contains(QStringLiteral(u"n = 8: 5.93×")), qPrintable(texts));
    }

    void activationBarsFromTheShapes()
    {
        // From the shapes (Korthikanti et al. 2022, Table 2), the course's 8B (h = 4096, a = 32, L = 32) with
        // s = 2048, b = 1, no tensor parallelism, FlashAttention: 34·s·b·h per layer; GPipe on the course's
        // p = 8 stages with m = 32 micro-batches holds m·L/p = 128 layers' worth: 34 × 2048 × 4096 × 128 B
        // ≈ 36.5 GB in every strategy's bar, where the typed-in mode had the course's 10 GB.
        Scenario s;
        QVERIFY(s.applyAssignments({"training.activations_mode=formula", "training.flash_attention=true"}));
        TrainingMemoryChart chart(&s);
        layOut(chart);
        const double byHand = 34.0 * 2048 * 4096 * (32.0 * 32 / 8) / 1e9;
        QVERIFY_REL(barSet(chart, QStringLiteral("activations"))->at(Ddp), byHand, 1e-12);
        QVERIFY_REL(barSet(chart, QStringLiteral("activations"))->at(LoRA), byHand, 1e-12);
        QVERIFY_REL(stackHeight(chart, Fsdp), 16 * N / Gpus / 1e9 + byHand, 1e-12);
    }

    void noSeriesHoldsNanOrInfinity_data()
    {
        addChangeRows({{"default", "", {}},
                       {"no serial work", "training.serial_fraction", 0.0},
                       {"all serial", "training.serial_fraction", 1.0},
                       {"one GPU", "training.pipeline_stages", 1}, // 1 × 1 × 1
                       {"many GPUs", "training.gpus", 10000},
                       {"no activations", "training.activations_gb", 0.0},
                       {"activations from the shapes", "training.activations_mode", "formula"},
                       {"full recomputation", "training.recompute", "full"},
                       {"tiny model", "model.params", 1e6},
                       {"huge model", "model.params", 1e14},
                       {"no overlap", "training.overlap", false}});
    }
    void noSeriesHoldsNanOrInfinity()
    {
        Scenario s;
        QVERIFY(applyChangeRow(s));
        TrainingMemoryChart memory(&s);
        StepTimeChart step(&s);
        AmdahlChart amdahl(&s);
        for (ChartView *chart : std::initializer_list<ChartView *>{&memory, &step, &amdahl}) {
            chart->flushRefresh();
            QVERIFY2(nonFiniteValues(*chart).isEmpty(), qPrintable(nonFiniteValues(*chart).join(u',')));
            QVERIFY2(!allPlotTexts(*chart).join(u'|').contains(QStringLiteral("n/a")),
                     qPrintable(allPlotTexts(*chart).join(u'|')));
        }
    }

    void pageHostsTheFiveCharts()
    {
        Scenario s;
        TrainingPage page(&s);
        QCOMPARE(page.pageTitle(), QStringLiteral("Training at scale"));
        QStringList names;
        for (ChartView *chart : page.charts())
            names << chart->exportName();
        QCOMPARE(names, (QStringList{QStringLiteral("training-memory"), QStringLiteral("step-time"),
                                     QStringLiteral("pipeline-gantt"), QStringLiteral("allreduce"),
                                     QStringLiteral("amdahl")}));
        for (Key key : page.controlKeys())
            QCOMPARE(param(key).id, key);
        // 19 of the course's section 02, six for the activations from the shapes, two for the whole run, five
        // training precisions.
        QCOMPARE(page.controlKeys().size(), 32);
        QStringList figureKeys;
        for (const Figure &f : computeFigures(s))
            figureKeys << f.key;
        for (const QString &key : page.headlineKeys())
            QVERIFY2(figureKeys.contains(key) || formulaKeys().contains(key), qPrintable(key));

        // Two columns on a 1920-pixel screen, one column that scrolls on a small one.
        QVERIFY(showAt(page, {1600, 950}));
        const QList<ChartView *> charts = page.charts();
        // Where each chart is on the page: the charts sit in cells that name them (ChartCell).
        const auto at = [&page](const QWidget *w) { return QRect(w->mapTo(&page, QPoint(0, 0)), w->size()); };
        QCOMPARE(at(charts.at(0)).top(), at(charts.at(1)).top());
        QVERIFY(at(charts.at(1)).left() > at(charts.at(0)).right());
        QVERIFY(charts.at(4)->width() > charts.at(0)->width() * 1.5); // Amdahl spans both columns
        page.resize(1180, 720); // a 1280 × 800 screen, less the controls
        QTest::qWait(50);
        QVERIFY(at(charts.at(1)).top() > at(charts.at(0)).bottom());
        for (ChartView *chart : charts)
            QVERIFY(chart->width() >= 480 && chart->height() >= 420);
    }

    void exportsAreDrawnInBothLanguages_data() { languagetest::bothLanguages(); }
    void exportsAreDrawnInBothLanguages()
    {
        QFETCH(QString, language);
        language::install(language);
        Scenario s;
        ExportSettings settings;
        settings.pixels = QSize(1200, 800);
        settings.scale = 1;
        const QList<ChartFactory> factories = {[](Scenario *s) { return new TrainingMemoryChart(s); },
                                               [](Scenario *s) { return new StepTimeChart(s); },
                                               [](Scenario *s) { return new AmdahlChart(s); }};
        for (const ChartFactory &make : factories) {
            const QImage image = renderChart(make, &s, settings);
            const double ink = inkRatio(image);
            QVERIFY2(ink > 0.01 && ink < 0.9, qPrintable(QString::number(ink)));
        }
        // Numbers follow the language: "27,3 Go" in French (LoRA on exercise 2's 1 × 1 × 8).
        QVERIFY(setDegrees(s, 1, 1, 8));
        TrainingMemoryChart memory(&s);
        layOut(memory);
        const QString lora =
            language == u"fr" ? QStringLiteral(u"27,3\u00A0Go") : QStringLiteral(u"27.3\u00A0GB");
        QVERIFY2(plotTexts(memory).contains(lora), qPrintable(plotTexts(memory).join(u'|')));
        language::install(QStringLiteral("en"));
    }
};

INFRALAB_TEST_MAIN_IN_ENGLISH(TestTrainingPage)
#include "tst_trainingpage.moc"
