// The serving page against the course's section 03: its inputs are written out here and the expected numbers
// derived from them with the course's own `service(B)` and exercise 4's `gpus_pour`.
#include "chartheadline.h"
#include "chartstyle.h"
#include "comparison.h"
#include "figures.h"
#include "kvcachechart.h"
#include "measurementsession.h"
#include "scenario.h"
#include "servinglatencychart.h"
#include "servingpage.h"
#include "servingtable.h"
#include "servingtestutil.h"
#include "servingthroughputchart.h"
#include "servingtoggles.h"
#include "testutil.h"
#include "widgettest.h"

#include <QAbstractBarSeries>
#include <QAbstractButton>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QGraphicsSimpleTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QTest>
#include <QVBoxLayout>
#include <QXYSeries>

using namespace infralab;
using namespace servingtest;


class TestServingPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void kvCacheBars()
    {
        Scenario s;
        KvCacheChart chart(&s);
        chart.flushRefresh();
        QBarSet *weights = barSet(chart, QStringLiteral("weights"));
        QBarSet *cache = barSet(chart, QStringLiteral("kv-cache"));
        auto *limit = series<QXYSeries>(chart, QStringLiteral("usable-limit"));
        QVERIFY(weights && cache && limit);
        QCOMPARE(chart.exportName(), QStringLiteral("kv-cache"));
        // The chart's unit is the decimal gigabyte.
        QVERIFY_REL(cache->at(0), 131072.0 * 1800 * 64 / 1e9, 1e-12);
        QVERIFY_REL(weights->at(0), 16.0, 1e-12);
        QCOMPARE(limit->count(), 2);
        QVERIFY_REL(limit->at(0).x(), 72.0, 1e-12);
        QVERIFY_REL(limit->at(1).x(), 72.0, 1e-12);
        QVERIFY(weights->color() != style::kBad);
        QVERIFY(!chart.headlineItem()->text().contains(QStringLiteral("Does not fit")));
        QVERIFY2(plotTexts(chart).contains(QStringLiteral(u"usable 72\u00A0GB")),
                 qPrintable(plotTexts(chart).join(u'|')));

        // 16 + 256 · 0.2359 = 76.4 GB > 72 GB.
        QVERIFY(WeightBytes + KvPerToken * 1800 * 256 > 0.9 * Mem);
        QVERIFY(s.set(Key::ServingBatch, 256));
        chart.flushRefresh();
        QCOMPARE(weights->color(), style::kBad);
        QCOMPARE(cache->color().hue(), style::kBad.hue());
        // The verdict is the headline, in red: its line keeps its own colour.
        QCOMPARE(chart.headlineItem()->lines().constFirst().colour, style::kBad);
        const QString verdict = chart.headlineItem()->text();
        QVERIFY2(verdict.startsWith(QStringLiteral("Does not fit")), qPrintable(verdict));
        QVERIFY2(verdict.contains(QStringLiteral(u"76.4\u00A0GB")), qPrintable(verdict));
        QVERIFY2(verdict.contains(QStringLiteral(u"usable 72\u00A0GB")), qPrintable(verdict));
    }

    void latencyAtBatchOne()
    {
        Scenario s;
        ServingLatencyChart chart(&s);
        chart.flushRefresh();
        const auto [ttft, knee, slo] = curves(chart, {"ttft", "knee", "slo"});
        auto *overflow = series<QAreaSeries>(chart, QStringLiteral("cache-overflow"));
        QVERIFY(ttft && knee && slo && overflow);
        QCOMPARE(ttft->at(0).x(), 1.0);
        QVERIFY_REL(ttft->at(0).y(),
                    std::max(2 * 8e9 * 1500 / (990e12 * 0.6), (16e9 + 131072.0 * 1800) / 3.35e12), 1e-9);
        QVERIFY_REL(ttft->at(0).y(), service(1).ttft, 1e-9);
        QCOMPARE(ttft->points().last().x(), 1024.0);

        const double expectedKnee = 16e9 * 594e12 / (16e9 * 3.35e12); // 177.3
        QVERIFY_REL(knee->at(0).x(), expectedKnee, 1e-9);
        QVERIFY2(plotTexts(chart).contains(QStringLiteral("B* ≈ 177")),
                 qPrintable(plotTexts(chart).join(u'|')));
        QVERIFY_REL(slo->at(0).y(), Slo, 1e-12);

        // The cache stops fitting after floor((72 − 16) GB / 235.9 MB) = 237 sequences.
        QVERIFY(overflow->isVisible());
        QCOMPARE(overflow->lowerSeries()->at(0).x(), 238.0);
        QVERIFY(service(237).ok && !service(238).ok);

        // Readable log labels: whole decades, never below 0.1 ms (where "%g" prints 1e-05).
        for (QAbstractAxis *axis : chart.chart()->axes(Qt::Vertical)) {
            auto *log = qobject_cast<QLogValueAxis *>(axis);
            QVERIFY(log);
            QVERIFY_REL(log->min(), 1e-3, 1e-6);  // TPOT at batch 1 is 4.8 ms
            QVERIFY_REL(log->max(), 100.0, 1e-6); // the latency at batch 1024 is 64 s
        }
        QCOMPARE(chart.exportName(), QStringLiteral("serving-latency"));
    }

    void throughputAtBatchOne()
    {
        Scenario s;
        ServingThroughputChart chart(&s);
        chart.flushRefresh();
        const auto [tokens, cost] = curves(chart, {"tokens-per-second", "cost-per-million-tokens"});
        QVERIFY(tokens && cost);
        QVERIFY_REL(tokens->at(0).y(), service(1).tps, 1e-9);
        // The course's table: 4 €/h at 206 tok/s is 5.39 € per million tokens.
        QVERIFY_REL(cost->at(0).y(), 4 / (service(1).tps * 3600) * 1e6, 1e-9);
        QCOMPARE(fixed(cost->at(0).y(), 2), QStringLiteral("5.39"));
        QCOMPARE(chart.exportName(), QStringLiteral("serving-throughput"));
    }

    void measuredPointsBesideTheModel()
    {
        Scenario s;
        ServingLatencyChart latency(&s);
        ServingThroughputChart throughput(&s);
        // A run at B = 8 whose TTFT (500 s) lies far above the curves, and one at B = 1 measuring tokens/s
        // only.
        MeasurementSet set;
        set.serving.append({8, 1500, 300, 500.0, 0.02, std::nullopt, QStringLiteral("run")});
        set.serving.append({1, 1500, 300, std::nullopt, std::nullopt, 150.0, QStringLiteral("one")});
        measurementsOf(s).set(set, QStringLiteral("run.csv"));
        latency.flushRefresh();
        throughput.flushRefresh();
        auto *ttft = series<QScatterSeries>(latency, QStringLiteral("measured-ttft"));
        auto *tpot = series<QScatterSeries>(latency, QStringLiteral("measured-tpot"));
        auto *tokens = series<QScatterSeries>(throughput, QStringLiteral("measured-tokens-per-second"));
        QVERIFY(ttft && tpot && tokens);
        QCOMPARE(ttft->points(), QList<QPointF>{QPointF(8, 500)});
        QCOMPARE(tpot->points(), QList<QPointF>{QPointF(8, 0.02)});
        QCOMPARE(tokens->points(), QList<QPointF>{QPointF(1, 150)});
        QCOMPARE(ttft->markerShape(), QScatterSeries::MarkerShapeRectangle); // the model's dots are round
        // The time axis reaches the decade above the measured 500 s (the curves alone stop at 100 s).
        auto *time = qobject_cast<QLogValueAxis *>(latency.chart()->axes(Qt::Vertical).first());
        QVERIFY_REL(time->max(), 1000.0, 1e-6);
        // Cleared, the markers go and the axis comes back to the curves.
        measurementsOf(s).clear();
        latency.flushRefresh();
        auto *gone = series<QScatterSeries>(latency, QStringLiteral("measured-ttft"));
        QVERIFY(!gone || gone->points().isEmpty() || !gone->isVisible());
        QVERIFY_REL(time->max(), 100.0, 1e-6);
    }

    void modelRingAtEachRunsOwnInputs()
    {
        // A run of prompt 500 at B = 8 while the curves are drawn at the scenario's 1 500: the model's ring
        // sits at the run's own prefill, 2·8e9·500·8 / (990e12·0.6) = 0.1077 s (compute-bound: the 16 GB of
        // weights take 4.8 ms at 3.35 TB/s), not on the curve's 0.32 s.
        Scenario s;
        ServingLatencyChart latency(&s);
        MeasurementSet set;
        set.serving.append({8, 500, 300, 0.1, std::nullopt, std::nullopt, QStringLiteral("run")});
        measurementsOf(s).set(set, QStringLiteral("run.csv"));
        latency.flushRefresh();
        auto *ring = series<QScatterSeries>(latency, QStringLiteral("measured-ttft-model"));
        QVERIFY(ring);
        QCOMPARE(ring->count(), 1);
        QCOMPARE(ring->at(0).x(), 8.0);
        QVERIFY_REL(ring->at(0).y(), 2 * 8e9 * 500 * 8 / (990e12 * 0.6), 1e-9);
        QCOMPARE(ring->markerShape(), QScatterSeries::MarkerShapeCircle);
        // No TPOT measured, no TPOT ring.
        auto *tpotRing = series<QScatterSeries>(latency, QStringLiteral("measured-tpot-model"));
        QVERIFY(!tpotRing || tpotRing->count() == 0 || !tpotRing->isVisible());
    }

    void togglesFollowScenario()
    {
        Scenario s;
        ServingToggles toggles(&s);
        auto button = [&](const char *name) {
            return toggles.findChild<QAbstractButton *>(QLatin1String(name));
        };
        QVERIFY(button("weights-bf16") && button("weights-int4") && button("kv-fp8") &&
                button("kv-heads-mqa"));
        QVERIFY(button("weights-bf16")->isChecked());
        QVERIFY(button("kv-heads-gqa")->isChecked()); // the course's 8 KV heads for 32 heads

        button("weights-int4")->click();
        QCOMPARE(s.text(Key::ServingWeightPrecision), QStringLiteral("int4"));
        QVERIFY(button("weights-int4")->isChecked());

        QVERIFY(s.set(Key::ServingKvPrecision, QStringLiteral("fp8")));
        QVERIFY(button("kv-fp8")->isChecked());
        QVERIFY(!button("kv-bf16")->isChecked());

        button("kv-heads-mqa")->click();
        QCOMPARE(s.integer(Key::ModelKvHeads), 1);
        button("kv-heads-mha")->click();
        QCOMPARE(s.integer(Key::ModelKvHeads), 32);
        button("kv-heads-gqa")->click();
        QCOMPARE(s.integer(Key::ModelKvHeads), 8); // back to the preset's grouping

        // A value the buttons do not offer leaves none of them checked rather than a wrong one.
        QVERIFY(s.set(Key::ServingWeightPrecision, QStringLiteral("fp16")));
        for (const char *name : {"weights-bf16", "weights-int8", "weights-int4"})
            QVERIFY(!button(name)->isChecked());
    }

    void precisionTipsFollowTheBytes()
    {
        Scenario s;
        ServingToggles toggles(&s);
        auto tip = [&](const char *name) {
            auto *b = toggles.findChild<QAbstractButton *>(QLatin1String(name));
            return b ? b->toolTip() : QString();
        };
        // The course's sizes: bf16 2 bytes, int8 and fp8 1 byte, int4 half a byte per value. int4 reads a
        // quarter of bf16's bytes (0.5 / 2), int8 half; an fp8 cache takes half the memory, twice the batch.
        QVERIFY2(tip("weights-bf16").contains(QStringLiteral(u"2\u00A0B per parameter")),
                 qPrintable(tip("weights-bf16")));
        QVERIFY2(tip("weights-int8").contains(QStringLiteral(u"reads 50\u00A0%")),
                 qPrintable(tip("weights-int8")));
        QVERIFY2(tip("weights-int4").contains(QStringLiteral(u"reads 25\u00A0%")),
                 qPrintable(tip("weights-int4")));
        QVERIFY2(tip("weights-int4").contains(QStringLiteral(u"0.5\u00A0B per parameter")),
                 qPrintable(tip("weights-int4")));
        QVERIFY2(tip("kv-fp8").contains(QStringLiteral("about 2 times the batch")),
                 qPrintable(tip("kv-fp8")));
    }

    void tableAndCapacity()
    {
        Scenario s;
        ServingTable table(&s);
        const auto [grid, capacity, pinnedCapacity] = drawnParts(table);
        QVERIFY(pinnedCapacity && pinnedCapacity->isHidden()); // no A pinned
        QVERIFY(grid && capacity);
        QCOMPARE(grid->rowCount(), 6); // the course's batches; 64 is among them
        QCOMPARE(grid->item(0, 0)->text(), QStringLiteral("1"));
        QCOMPARE(qRound(service(1).tps), 206);
        QCOMPARE(grid->item(0, 4)->text(), QStringLiteral(u"206\u00A0tok/\u2060s")); // the unit in one piece
        QCOMPARE(grid->item(0, 6)->text(), QStringLiteral(u"€5.39"));
        QCOMPARE(grid->item(5, 0)->text(), QStringLiteral("256"));
        QCOMPARE(grid->item(5, 1)->text(), QStringLiteral("NO"));
        QVERIFY(grid->item(3, 0)->font().bold());  // batch 64, the scenario's
        QVERIFY(!grid->item(2, 0)->font().bold()); // batch 32

        // Exercise 4's gpus_pour over the capacity planner's batches 1, 2, 4, … 4096.
        int bestGpus = 0, bestBatch = 0;
        for (int b = 1; b <= 4096; b *= 2) {
            const Service sv = service(b);
            if (!sv.ok || sv.latency > Slo) continue;
            const int gpus = int(std::ceil(Rate * (1 + Margin) / (b / sv.latency)));
            if (bestGpus == 0 || gpus < bestGpus) bestGpus = gpus, bestBatch = b;
        }
        QCOMPARE(bestGpus, 28);
        const QString plan = QStringLiteral("%1 GPUs at batch %2 (margin 30 %)").arg(bestGpus).arg(bestBatch);
        // No-break spaces read as spaces; the word joiners keeping units whole are not read.
        const QString line = capacity->text().replace(QChar(0x00A0), u' ').remove(QChar(0x2060));
        QVERIFY2(line.contains(plan), qPrintable(line));
        QVERIFY2(line.startsWith(QStringLiteral("200 req/s within 4 s on H100 SXM")),
                 qPrintable(capacity->text()));

        // The scenario's batch joins the table in order when the course does not list it.
        QVERIFY(s.set(Key::ServingBatch, 100));
        table.flushRefresh();
        QCOMPARE(grid->rowCount(), 7);
        QCOMPARE(grid->item(4, 0)->text(), QStringLiteral("100"));
        QVERIFY(grid->item(4, 0)->font().bold());

        // Batch 1 already takes 1.49 s: no batch meets a 1 s objective.
        QVERIFY(service(1).latency > 1);
        QVERIFY(s.set(Key::ServingSloS, 1.0));
        table.flushRefresh();
        QVERIFY2(capacity->text().contains(QStringLiteral("no batch meets")), qPrintable(capacity->text()));
        QVERIFY2(capacity->text().contains(QStringLiteral(u"1.49\u00A0s")), qPrintable(capacity->text()));
    }

    void tableStacksOnANarrowPage()
    {
        // The table in a page that scrolls, as in the Serving tab, first wider than its one-line columns.
        Scenario s;
        QScrollArea page;
        page.setWidgetResizable(true);
        auto *content = new QWidget;
        auto *table = new ServingTable(&s, content);
        (new QVBoxLayout(content))->addWidget(table);
        page.setWidget(content);
        QVERIFY(showAt(page, {1600, 700}));
        table->flushRefresh();
        auto *grid = table->findChild<QTableWidget *>(QStringLiteral("serving-table"));
        QVERIFY(grid);
        const QString oneLine = grid->item(0, 4)->text(); // 206 tok/s, as in tableAndCapacity
        // Format's units hold a word joiner after their slash (tst_format::unitsNeverBreakAtTheirSlash).
        QCOMPARE(oneLine, QStringLiteral(u"206\u00A0tok/\u2060s"));
        const int oneLineWidth = grid->horizontalHeader()->length();

        // Narrower than that: each number above its unit, the long header on two lines, no scroll bar.
        page.resize(oneLineWidth - 40, 700);
        QTRY_COMPARE(grid->item(0, 4)->text(), QString(oneLine).replace(QChar(0x00A0), u'\n'));
        QCOMPARE(grid->item(0, 6)->text(), QStringLiteral(u"€5.39")); // English puts € first: one piece
        QCOMPARE(grid->item(0, 0)->text(), QStringLiteral("1"));
        QCOMPARE(grid->horizontalHeaderItem(6)->text(), QStringLiteral("€/M\ntokens"));
        QCOMPARE(grid->horizontalHeaderItem(1)->text(), QStringLiteral("Fits?"));
        QTRY_VERIFY(grid->horizontalHeader()->length() < oneLineWidth - 40);
        QVERIFY(!page.horizontalScrollBar()->isVisible());
        QVERIFY(!grid->horizontalScrollBar()->isVisible());
        // Every row has room for its two lines.
        QVERIFY(grid->rowHeight(0) >= 2 * grid->fontMetrics().lineSpacing());

        // Wide again: one line.
        page.resize(1600, 700);
        QTRY_COMPARE(grid->item(0, 4)->text(), oneLine);
        QCOMPARE(grid->horizontalHeaderItem(6)->text(), QStringLiteral("€/M tokens"));
    }

    void seriesAreFinite_data()
    {
        addChangeRows({{"course", "", {}},
                       {"batch 4096", "serving.batch", 4096},
                       {"batch 1", "serving.batch", 1},
                       {"int4 weights", "serving.weight_precision", QStringLiteral("int4")},
                       {"huge model", "model.params", 1e12}});
        const Catalogue &catalogue = Catalogue::builtIn();
        for (const Device &d : catalogue.devices())
            QTest::newRow(qPrintable(d.id)) << QStringLiteral("hardware.gpu") << QVariant(d.id);
    }

    void seriesAreFinite()
    {
        Scenario s;
        QVERIFY(applyChangeRow(s));
        ServingPage page(&s);
        auto check = [&](const char *when) {
            for (ChartView *chart : page.charts()) {
                chart->flushRefresh();
                const QStringList bad = nonFiniteValues(*chart);
                QVERIFY2(bad.isEmpty(), qPrintable(chart->exportName() + QStringLiteral(" (") + when +
                                                   QStringLiteral("): ") + bad.join(u',')));
            }
        };
        check("alone");
        // The case as A beside the course's scenario as B, then the other way round.
        s.comparison().pin();
        s.reset();
        check("as A");
        s.comparison().swap();
        check("as B");
    }

    void pageDescribesItself()
    {
        Scenario s;
        ServingPage page(&s);
        QCOMPARE(page.pageTitle(), QStringLiteral("Serving"));
        QCOMPARE(page.charts().size(), 3);
        QStringList names;
        for (ChartView *c : page.charts())
            names << c->exportName();
        QCOMPARE(names, (QStringList{"serving-latency", "serving-throughput", "kv-cache"}));
        for (Key key : page.controlKeys())
            QCOMPARE(param(key).id, key);
        QStringList figures;
        for (const Figure &f : computeFigures(s))
            figures << f.key;
        for (const QString &key : page.headlineKeys())
            QVERIFY2(figures.contains(key), qPrintable(key));
        QVERIFY(page.controlKeys().contains(Key::ServingSloS));
        // A mixture of experts decodes here: its E and k stand beside the model.
        QVERIFY(page.controlKeys().contains(Key::ModelExperts));
        QVERIFY(page.controlKeys().contains(Key::ModelExpertsPerToken));
    }
};

QTEST_MAIN(TestServingPage)
#include "tst_servingpage.moc"
