// The A/B comparison on the Serving page: A's curves, markers, bar and table cells against the course's
// `service(B)` evaluated on A's own inputs, and nothing of A left once it is dropped.
#include "chartheadline.h"
#include "chartstyle.h"
#include "comparison.h"
#include "figures.h"
#include "flowlegend.h"
#include "kvcachechart.h"
#include "language.h"
#include "scenario.h"
#include "servinglatencychart.h"
#include "servingpage.h"
#include "servingtable.h"
#include "servingtestutil.h"
#include "servingthroughputchart.h"
#include "servingtoggles.h"
#include "testutil.h"
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
#include <QScopeGuard>
#include <QTableWidget>
#include <QTest>
#include <QXYSeries>

using namespace infralab;
using namespace servingtest;

class TestServingAb : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void latencyShowsA()
    {
        Scenario s;
        ServingLatencyChart chart(&s);
        QVERIFY(showDrawn(chart));
        chart.flushRefresh();
        auto *pinnedTtft = series<QXYSeries>(chart, QStringLiteral("pinned-ttft"));
        auto *pinnedLatency = series<QXYSeries>(chart, QStringLiteral("pinned-latency"));
        auto *pinnedCurrent = series<QXYSeries>(chart, QStringLiteral("pinned-current-batch"));
        auto *ttft = series<QXYSeries>(chart, QStringLiteral("ttft"));
        QVERIFY(pinnedTtft && pinnedLatency && pinnedCurrent && ttft);
        for (QXYSeries *a : {pinnedTtft, pinnedLatency, pinnedCurrent})
            QVERIFY(!a->isVisible() && a->count() == 0);
        QCOMPARE(ttft->name(), QStringLiteral("TTFT"));

        pinH100ThenA100(s);
        chart.flushRefresh();
        QVERIFY(pinnedTtft->isVisible());
        // A is the course's H100: its own service(B); B's curve is the A100's.
        QCOMPARE(pinnedTtft->at(0).x(), 1.0);
        QVERIFY_REL(pinnedTtft->at(0).y(), service(1).ttft, 1e-9);
        QVERIFY_REL(pinnedLatency->points().last().y(), service(1024).latency, 1e-9);
        QVERIFY_REL(ttft->at(0).y(), service(1, PA100, BWA100).ttft, 1e-9);
        QVERIFY(pinnedTtft->pen().style() != Qt::SolidLine);
        QCOMPARE(pinnedTtft->name(), QStringLiteral("TTFT (pinned)"));
        QCOMPARE(ttft->name(), QStringLiteral("TTFT (current)"));
        // A's batch marker at 64, labelled on the plot; A's legend entries give way to one note.
        QCOMPARE(pinnedCurrent->at(0).x(), 64.0);
        QVERIFY2(plotTexts(chart).contains(QStringLiteral("B = 64 (pinned)")),
                 qPrintable(plotTexts(chart).join(u'|')));
        QVERIFY(plotTexts(chart).contains(QStringLiteral("B = 8")));
        QVERIFY(!legendShows(chart, pinnedTtft));
        QVERIFY(legendShows(chart, ttft));
        QVERIFY2(chart.headlineItem()->text().contains(QStringLiteral("H100 SXM")),
                 qPrintable(chart.headlineItem()->text()));
        // The time axis covers both: A's TPOT at batch 1 (4.8 ms) and B's latency at 1024 on the A100.
        auto *axis = qobject_cast<QLogValueAxis *>(chart.chart()->axes(Qt::Vertical).first());
        QVERIFY(axis->min() <= service(1).tpot && axis->max() >= service(1024, PA100, BWA100).latency);

        s.comparison().unpin();
        chart.flushRefresh();
        QVERIFY(!pinnedTtft->isVisible() && pinnedTtft->count() == 0 && !pinnedCurrent->isVisible());
        QCOMPARE(ttft->name(), QStringLiteral("TTFT"));
        // Without A, the plot has no headline: the page names the chart above it (ChartCell).
        QCOMPARE(chart.headlineItem()->text(), QString());
        QVERIFY(!plotTexts(chart).contains(QStringLiteral("B = 64 (pinned)")));
    }

    void throughputShowsA()
    {
        Scenario s;
        ServingThroughputChart chart(&s);
        pinH100ThenA100(s);
        chart.flushRefresh();
        auto *tokens = series<QXYSeries>(chart, QStringLiteral("pinned-tokens-per-second"));
        auto *cost = series<QXYSeries>(chart, QStringLiteral("pinned-cost-per-million-tokens"));
        auto *current = series<QXYSeries>(chart, QStringLiteral("pinned-current-batch"));
        QVERIFY(tokens && cost && current);
        QVERIFY_REL(tokens->at(0).y(), service(1).tps, 1e-9);
        // A's cost at A's price, 4 €/h on the H100: 5.39 € per million tokens at batch 1.
        QVERIFY_REL(cost->at(0).y(), 4 / (service(1).tps * 3600) * 1e6, 1e-9);
        QCOMPARE(current->at(0).x(), 64.0);
        QVERIFY(cost->pen().style() != Qt::SolidLine);
        // B's cost (A100, 2.5 €/h) and A's share the right axis, which covers both.
        auto *live = series<QXYSeries>(chart, QStringLiteral("cost-per-million-tokens"));
        QVERIFY_REL(live->at(0).y(), 2.5 / (service(1, PA100, BWA100).tps * 3600) * 1e6, 1e-9);
        for (QAbstractAxis *a : chart.chart()->axes(Qt::Vertical)) {
            auto *axis = qobject_cast<QLogValueAxis *>(a);
            QVERIFY(axis);
            const QList<QXYSeries *> attached =
                axis->alignment() == Qt::AlignRight
                    ? QList<QXYSeries *>{cost, live}
                    : QList<QXYSeries *>{tokens,
                                         series<QXYSeries>(chart, QStringLiteral("tokens-per-second"))};
            for (QXYSeries *curve : attached)
                for (QPointF p : curve->points())
                    QVERIFY(p.y() >= axis->min() && p.y() <= axis->max());
        }
        s.comparison().unpin();
        chart.flushRefresh();
        QVERIFY(!tokens->isVisible() && !cost->isVisible() && !current->isVisible());
    }

    void kvCacheShowsA()
    {
        Scenario s;
        KvCacheChart chart(&s);
        QVERIFY(showDrawn(chart));
        pinH100ThenA100(s);
        chart.flushRefresh();
        QBarSet *weights = barSet(chart, QStringLiteral("weights"));
        QBarSet *cache = barSet(chart, QStringLiteral("kv-cache"));
        QBarSet *pinnedWeights = barSet(chart, QStringLiteral("pinned-weights"));
        QBarSet *pinnedCache = barSet(chart, QStringLiteral("pinned-kv-cache"));
        auto *bars = series<QAbstractBarSeries>(chart, QStringLiteral("memory"));
        auto *pinnedBars = series<QAbstractBarSeries>(chart, QStringLiteral("pinned-memory"));
        auto *limit = series<QXYSeries>(chart, QStringLiteral("usable-limit"));
        auto *pinnedLimit = series<QXYSeries>(chart, QStringLiteral("pinned-usable-limit"));
        QVERIFY(weights && cache && pinnedWeights && pinnedCache && bars && pinnedBars && limit &&
                pinnedLimit);
        // One category: A's bar stands in it beside B's, each series holding its own scenario's bytes.
        QCOMPARE(weights->count(), 1);
        QVERIFY_REL(cache->at(0), 131072.0 * 1800 * 8 / 1e9, 1e-12);
        QVERIFY_REL(pinnedCache->at(0), 131072.0 * 1800 * 64 / 1e9, 1e-12);
        QVERIFY_REL(pinnedWeights->at(0), 16.0, 1e-12);
        QCOMPARE(pinnedWeights->brush().style(), ab::pinnedBrush(style::kPrimary).style());
        // Rows: the bar series added last takes the upper half of the row, where A is read first.
        QVERIFY(chart.chart()->series().indexOf(bars) < chart.chart()->series().indexOf(pinnedBars));
        // A's usable limit: 0.9 × 80 GB, dashed, across A's half of the category only (the upper one); B's
        // across the lower half, on B's bar.
        QVERIFY_REL(pinnedLimit->at(0).x(), 72.0, 1e-12);
        QVERIFY(pinnedLimit->at(0).y() >= 0 && pinnedLimit->at(1).y() <= 0.5);
        QVERIFY(limit->at(0).y() >= -0.5 && limit->at(1).y() <= 0);
        QVERIFY(pinnedLimit->isVisible());
        QVERIFY(pinnedLimit->pen().style() != Qt::SolidLine);
        QVERIFY2(plotTexts(chart).contains(QStringLiteral(u"usable 72\u00A0GB (pinned)")),
                 qPrintable(plotTexts(chart).join(u'|')));
        auto *categories = qobject_cast<QBarCategoryAxis *>(chart.chart()->axes(Qt::Vertical).first());
        QVERIFY(categories);
        QCOMPARE(categories->categories(), (QStringList{"A100 80 GB<br>Pinned: H100 SXM"}));
        QVERIFY(chart.headlineItem()->text().contains(QStringLiteral("Pinned: Fits")));
        // A's bar is named on the axis and by one hatched legend key; none of A's parts is in the legend.
        QCoreApplication::sendPostedEvents(); // the legend lays its markers out on a posted event
        QStringList legend;
        for (QLegendMarker *marker : chart.chart()->legend()->markers())
            if (shownInLegend(marker)) legend << marker->label();
        QVERIFY2(legend.contains(QStringLiteral("Pinned")), qPrintable(legend.join(u'|')));
        for (const QString &label : std::as_const(legend))
            QVERIFY2(!label.endsWith(QStringLiteral("(pinned)")), qPrintable(label));
        QVERIFY(legendShows(chart, bars));

        s.comparison().unpin();
        chart.flushRefresh();
        QVERIFY(!barSet(chart, QStringLiteral("pinned-weights")));
        QCOMPARE(weights->count(), 1);
        QVERIFY(!pinnedLimit->isVisible());
        // B's limit is back across the whole category.
        QCOMPARE(limit->at(0).y(), -0.5);
        QCOMPARE(limit->at(1).y(), 0.5);
        QCOMPARE(categories->categories().size(), 1);
        QVERIFY(!chart.headlineItem()->text().contains(QStringLiteral("Pinned:")));
    }

    void kvCacheLegendNamesFreeMemoryOnlyWhenThereIsSome()
    {
        Scenario s;
        KvCacheChart chart(&s);
        const auto legendAfter = [&chart] {
            layOut(chart, QSize(900, 500));
            QCoreApplication::processEvents(); // Qt lays the legend out on the next turn of the event loop
            return legendTexts(chart);
        };
        // Batch 64: 80 GB − 16 GB of weights − 64 · 1 800 tokens of cache = 48.9 GB free.
        const double free64 = (Mem - WeightBytes - KvPerToken * 1800 * 64) / 1e9;
        QVERIFY_REL(free64, 48.9, 1e-3);
        QStringList texts = legendAfter();
        QVERIFY2(texts.contains(QStringLiteral(u"Free 48.9\u00A0GB")), qPrintable(texts.join(u'|')));
        // Batch 300: 16 GB + 300 · 1 800 · 131 072 B = 86.8 GB, more than the 80 GB of the H100: nothing is
        // free, and the legend says nothing of it (no "Free 0 B").
        QVERIFY(WeightBytes + KvPerToken * 1800 * 300 > Mem);
        QVERIFY(s.set(Key::ServingBatch, 300));
        texts = legendAfter();
        for (const QString &t : texts)
            QVERIFY2(!t.startsWith(QStringLiteral("Free")), qPrintable(texts.join(u'|')));
        QVERIFY2(texts.size() >= 3, qPrintable(texts.join(u'|'))); // weights, cache, usable limit
        // Pinned at batch 64, with its 48.9 GB free, the entry stays for the pinned bar: the current one's
        // nothing reads in the chart's unit, not "0 B".
        QVERIFY(s.set(Key::ServingBatch, 64));
        s.comparison().pin();
        QVERIFY(s.set(Key::ServingBatch, 300));
        texts = legendAfter();
        QVERIFY2(!texts.filter(QStringLiteral(u"Free 0\u00A0GB")).isEmpty(), qPrintable(texts.join(u'|')));
    }

    void tableShowsA()
    {
        Scenario s;
        ServingTable table(&s);
        const auto [grid, capacity, pinnedCapacity] = drawnParts(table);
        QVERIFY(grid && pinnedCapacity && capacity);
        QCOMPARE(grid->columnCount(), 7);
        QVERIFY(pinnedCapacity->isHidden());

        pinH100ThenA100(s);
        table.flushRefresh();
        // Each batch gets A's row above B's, in the same seven columns (twelve columns did not fit the page).
        QCOMPARE(grid->columnCount(), 7);
        QCOMPARE(grid->horizontalHeaderItem(2)->text(), QStringLiteral("TTFT"));
        QCOMPARE(grid->rowCount(), 12); // 8 and 64 are both among the course's six batches
        QCOMPARE(grid->item(0, 0)->text(), QStringLiteral("1 (pinned)"));
        QCOMPARE(grid->item(1, 0)->text(), QStringLiteral("1 (current)"));
        QVERIFY(grid->item(0, 4)->font().italic() && !grid->item(1, 4)->font().italic());
        const Service a = service(1), b = service(1, PA100, BWA100);
        // A's throughput at batch 1, the unit in one piece (a word joiner after its slash)
        QCOMPARE(grid->item(0, 4)->text(), QStringLiteral(u"206\u00A0tok/\u2060s"));
        // B's cell: B's value, then its change from A; the A100 is slower, so the change is negative.
        QVERIFY(b.tps < a.tps);
        QCOMPARE(grid->item(1, 4)->text(), QStringLiteral(u"%1\u00A0tok/\u2060s (%2)")
                                               .arg(qRound(b.tps))
                                               .arg(ab::relativeChange(a.tps, b.tps)));
        QVERIFY(grid->item(1, 4)->text().contains(QStringLiteral("(−")));
        // €/M tokens at each side's own price: A 4 €/h, B 2.5 €/h.
        QCOMPARE(grid->item(0, 6)->text(), QStringLiteral(u"€5.39")); // English writes the sign first
        const double costA = 4 / (a.tps * 3600) * 1e6, costB = 2.5 / (b.tps * 3600) * 1e6;
        QVERIFY(
            grid->item(1, 6)->text().endsWith(QStringLiteral("(%1)").arg(ab::relativeChange(costA, costB))));
        // A's batch (64: its row 6) in bold, not B's row of 64 (7); B's batch (8: row 3) in bold, not A's
        // (2).
        QVERIFY(grid->item(6, 2)->font().bold() && !grid->item(7, 2)->font().bold());
        QVERIFY(grid->item(3, 2)->font().bold() && !grid->item(2, 2)->font().bold());

        // A's capacity plan under B's: exercise 4 on the H100 gives 28 GPUs (tableAndCapacity derives it).
        QVERIFY(!pinnedCapacity->isHidden());
        const QString planA = pinnedCapacity->text().replace(QChar(0x00A0), u' ').remove(QChar(0x2060));
        QVERIFY2(planA.startsWith(QStringLiteral("Pinned: 200 req/s within 4 s on H100 SXM")),
                 qPrintable(planA));
        QVERIFY2(planA.contains(QStringLiteral("28 GPUs")), qPrintable(planA));
        QVERIFY2(capacity->text().startsWith(QStringLiteral("Current: ")), qPrintable(capacity->text()));

        // Cells are updated in place while A stays pinned: no new items.
        QTableWidgetItem *kept = grid->item(1, 4);
        QVERIFY(s.set(Key::ServingPromptTokens, 1000));
        table.flushRefresh();
        QCOMPARE(grid->item(1, 4), kept);
        QCOMPARE(grid->horizontalHeader()->sectionResizeMode(0), QHeaderView::Interactive);

        s.comparison().unpin();
        table.flushRefresh();
        QCOMPARE(grid->columnCount(), 7);
        QCOMPARE(grid->rowCount(), 6);
        QCOMPARE(grid->horizontalHeaderItem(2)->text(), QStringLiteral("TTFT"));
        QVERIFY(!grid->item(0, 4)->text().contains(u'('));
        QVERIFY(pinnedCapacity->isHidden());
        QVERIFY(!capacity->text().startsWith(QStringLiteral("Current: ")));
        // In French the scenarios are "épinglé" and "actuel".
        pinH100ThenA100(s);
        const auto english = qScopeGuard([] { language::install(QStringLiteral("en")); });
        language::install(QStringLiteral("fr"));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        table.flushRefresh();
        QCOMPARE(grid->item(0, 0)->text(), QStringLiteral("1 (épinglé)"));
        QCOMPARE(grid->item(1, 0)->text(), QStringLiteral("1 (actuel)"));
    }
};

QTEST_MAIN(TestServingAb)
#include "tst_servingab.moc"
