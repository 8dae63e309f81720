// The serving page against the course's section 03: its inputs are written out here and the expected numbers
// derived from them with the course's own `service(B)` and exercise 4's `gpus_pour`.
#include "chartstyle.h"
#include "comparison.h"
#include "figures.h"
#include "kvcachechart.h"
#include "scenario.h"
#include "servinglatencychart.h"
#include "servingpage.h"
#include "servingtable.h"
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
#include <QTableWidget>
#include <QTest>
#include <QXYSeries>

using namespace infralab;

namespace {
// Course section 03: N, L, h_kv, d_k; P = 990e12 · 0.6, BW, mem; prompt and output; 4 €/h in its table.
constexpr double N = 8e9, L = 32, Hkv = 8, Dk = 128, P = 990e12 * 0.6, BW = 3.35e12, Mem = 80e9;
constexpr double Prompt = 1500, Output = 300;
constexpr double WeightBytes = N * 2, KvPerToken = 2 * L * Hkv * Dk * 2;
// Exercise 4: 200 req/s, SLO 4 s, margin 30 %.
constexpr double Rate = 200, Slo = 4, Margin = 0.3;

struct Service
{
    bool ok;
    double ttft, tpot, tps, latency;
};

/// The course's `service(B)`, line for line; `p` and `bw` are the H100's unless another device is asked for.
Service service(double b, double p = P, double bw = BW)
{
    const double kv = KvPerToken * (Prompt + Output) * b;
    const bool ok = WeightBytes + kv < Mem * 0.9;
    const double ttft = std::max(2 * N * Prompt * b / p, (WeightBytes + kv) / bw);
    const double tpot = std::max((WeightBytes + kv) / bw, 2 * N * b / p);
    return {ok, ttft, tpot, b / tpot, ttft + Output * tpot};
}

template <typename T> T *series(ChartView &chart, const QString &name)
{
    for (QAbstractSeries *s : chart.chart()->series())
        if (s->objectName() == name) return qobject_cast<T *>(s);
    return nullptr;
}

QBarSet *barSet(ChartView &chart, const QString &name)
{
    for (QAbstractSeries *s : chart.chart()->series())
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(s))
            for (QBarSet *set : bars->barSets())
                if (set->objectName() == name) return set;
    return nullptr;
}

/// The texts drawn on the plot next to marker lines.
QStringList plotTexts(ChartView &chart)
{
    QStringList texts;
    for (QGraphicsItem *item : chart.chart()->childItems())
        if (auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item))
            if (text->isVisible()) texts << text->text();
    return texts;
}

// The A/B tests' B: the course's A100 (312 TFLOP/s, 2.0 TB/s, 80 GB, 2.5 €/h) at batch 8; A is the course's
// H100 at batch 64, pinned first.
constexpr double PA100 = 312e12 * 0.6, BWA100 = 2.0e12;

void pinH100ThenA100(Scenario &s)
{
    s.pin();
    QVERIFY(s.applyAssignments(
        {QStringLiteral("hardware.gpu=course-a100-80"), QStringLiteral("serving.batch=8")}));
}

bool legendShows(ChartView &chart, QAbstractSeries *series)
{
    const QList<QLegendMarker *> markers = chart.chart()->legend()->markers(series);
    return std::any_of(markers.cbegin(), markers.cend(), [](QLegendMarker *m) { return m->isVisible(); });
}

QStringList nonFiniteValues(ChartView &chart)
{
    QStringList bad;
    auto checkPoints = [&](const QString &name, const QList<QPointF> &points) {
        for (const QPointF &p : points)
            if (!std::isfinite(p.x()) || !std::isfinite(p.y())) bad << name;
    };
    for (QAbstractSeries *s : chart.chart()->series()) {
        if (auto *xy = qobject_cast<QXYSeries *>(s)) checkPoints(s->objectName(), xy->points());
        if (auto *area = qobject_cast<QAreaSeries *>(s)) {
            checkPoints(s->objectName(), area->upperSeries()->points());
            checkPoints(s->objectName(), area->lowerSeries()->points());
        }
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(s))
            for (QBarSet *set : bars->barSets())
                for (int i = 0; i < set->count(); ++i)
                    if (!std::isfinite(set->at(i))) bad << set->objectName();
    }
    return bad;
}
} // namespace

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
        QVERIFY(!chart.chart()->title().contains(QStringLiteral("Does not fit")));
        QVERIFY2(plotTexts(chart).contains(QStringLiteral(u"usable 72\u00A0GB")),
                 qPrintable(plotTexts(chart).join(u'|')));

        // 16 + 256 · 0.2359 = 76.4 GB > 72 GB.
        QVERIFY(WeightBytes + KvPerToken * 1800 * 256 > 0.9 * Mem);
        QVERIFY(s.set(QStringLiteral("serving.batch"), 256));
        chart.flushRefresh();
        QCOMPARE(weights->color(), style::kBad);
        QCOMPARE(cache->color().hue(), style::kBad.hue());
        const QString verdict = chart.chart()->title();
        QVERIFY2(verdict.startsWith(QStringLiteral("Does not fit")), qPrintable(verdict));
        QVERIFY2(verdict.contains(QStringLiteral(u"76.4\u00A0GB")), qPrintable(verdict));
        QVERIFY2(verdict.contains(QStringLiteral(u"usable 72\u00A0GB")), qPrintable(verdict));
    }

    void latencyAtBatchOne()
    {
        Scenario s;
        ServingLatencyChart chart(&s);
        chart.flushRefresh();
        auto *ttft = series<QXYSeries>(chart, QStringLiteral("ttft"));
        auto *knee = series<QXYSeries>(chart, QStringLiteral("knee"));
        auto *slo = series<QXYSeries>(chart, QStringLiteral("slo"));
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
        auto *tokens = series<QXYSeries>(chart, QStringLiteral("tokens-per-second"));
        auto *cost = series<QXYSeries>(chart, QStringLiteral("cost-per-million-tokens"));
        QVERIFY(tokens && cost);
        QVERIFY_REL(tokens->at(0).y(), service(1).tps, 1e-9);
        // The course's table: 4 €/h at 206 tok/s is 5.39 € per million tokens.
        QVERIFY_REL(cost->at(0).y(), 4 / (service(1).tps * 3600) * 1e6, 1e-9);
        QCOMPARE(fixed(cost->at(0).y(), 2), QStringLiteral("5.39"));
        QCOMPARE(chart.exportName(), QStringLiteral("serving-throughput"));
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
        QCOMPARE(s.text(QStringLiteral("serving.weight_precision")), QStringLiteral("int4"));
        QVERIFY(button("weights-int4")->isChecked());

        QVERIFY(s.set(QStringLiteral("serving.kv_precision"), QStringLiteral("fp8")));
        QVERIFY(button("kv-fp8")->isChecked());
        QVERIFY(!button("kv-bf16")->isChecked());

        button("kv-heads-mqa")->click();
        QCOMPARE(s.integer(QStringLiteral("model.kv_heads")), 1);
        button("kv-heads-mha")->click();
        QCOMPARE(s.integer(QStringLiteral("model.kv_heads")), 32);
        button("kv-heads-gqa")->click();
        QCOMPARE(s.integer(QStringLiteral("model.kv_heads")), 8); // back to the preset's grouping

        // A value the buttons do not offer leaves none of them checked rather than a wrong one.
        QVERIFY(s.set(QStringLiteral("serving.weight_precision"), QStringLiteral("fp16")));
        for (const char *name : {"weights-bf16", "weights-int8", "weights-int4"})
            QVERIFY(!button(name)->isChecked());
    }

    void tableAndCapacity()
    {
        Scenario s;
        ServingTable table(&s);
        table.flushRefresh();
        auto *grid = table.findChild<QTableWidget *>(QStringLiteral("serving-table"));
        auto *capacity = table.findChild<QLabel *>(QStringLiteral("capacity"));
        QVERIFY(grid && capacity);
        QCOMPARE(grid->rowCount(), 6); // the course's batches; 64 is among them
        QCOMPARE(grid->item(0, 0)->text(), QStringLiteral("1"));
        QCOMPARE(qRound(service(1).tps), 206);
        QCOMPARE(grid->item(0, 4)->text(), QStringLiteral(u"206\u00A0tok/s"));
        QCOMPARE(grid->item(0, 6)->text(), QStringLiteral(u"5.39\u00A0€"));
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
        const QString line = capacity->text().replace(QChar(0x00A0), u' '); // no-break spaces read as spaces
        QVERIFY2(line.contains(plan), qPrintable(line));
        QVERIFY2(line.startsWith(QStringLiteral("200 req/s within 4 s on H100 SXM")),
                 qPrintable(capacity->text()));

        // The scenario's batch joins the table in order when the course does not list it.
        QVERIFY(s.set(QStringLiteral("serving.batch"), 100));
        table.flushRefresh();
        QCOMPARE(grid->rowCount(), 7);
        QCOMPARE(grid->item(4, 0)->text(), QStringLiteral("100"));
        QVERIFY(grid->item(4, 0)->font().bold());

        // Batch 1 already takes 1.49 s: no batch meets a 1 s objective.
        QVERIFY(service(1).latency > 1);
        QVERIFY(s.set(QStringLiteral("serving.slo_s"), 1.0));
        table.flushRefresh();
        QVERIFY2(capacity->text().contains(QStringLiteral("no batch meets")), qPrintable(capacity->text()));
        QVERIFY2(capacity->text().contains(QStringLiteral(u"1.49\u00A0s")), qPrintable(capacity->text()));
    }

    void latencyShowsA()
    {
        Scenario s;
        ServingLatencyChart chart(&s);
        chart.resize(900, 600);
        chart.show(); // legend markers report their visibility only once drawn
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
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
        QCOMPARE(pinnedTtft->name(), QStringLiteral("TTFT (A)"));
        QCOMPARE(ttft->name(), QStringLiteral("TTFT (B)"));
        // A's batch marker at 64, labelled on the plot; A's legend entries give way to one note.
        QCOMPARE(pinnedCurrent->at(0).x(), 64.0);
        QVERIFY2(plotTexts(chart).contains(QStringLiteral("B = 64 (A)")),
                 qPrintable(plotTexts(chart).join(u'|')));
        QVERIFY(plotTexts(chart).contains(QStringLiteral("B = 8")));
        QVERIFY(!legendShows(chart, pinnedTtft));
        QVERIFY(legendShows(chart, ttft));
        QVERIFY2(chart.chart()->title().contains(QStringLiteral("H100 SXM")),
                 qPrintable(chart.chart()->title()));
        // The time axis covers both: A's TPOT at batch 1 (4.8 ms) and B's latency at 1024 on the A100.
        auto *axis = qobject_cast<QLogValueAxis *>(chart.chart()->axes(Qt::Vertical).first());
        QVERIFY(axis->min() <= service(1).tpot && axis->max() >= service(1024, PA100, BWA100).latency);

        s.unpin();
        chart.flushRefresh();
        QVERIFY(!pinnedTtft->isVisible() && pinnedTtft->count() == 0 && !pinnedCurrent->isVisible());
        QCOMPARE(ttft->name(), QStringLiteral("TTFT"));
        QVERIFY(chart.chart()->title().isEmpty());
        QVERIFY(!plotTexts(chart).contains(QStringLiteral("B = 64 (A)")));
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
        s.unpin();
        chart.flushRefresh();
        QVERIFY(!tokens->isVisible() && !cost->isVisible() && !current->isVisible());
    }

    void kvCacheShowsA()
    {
        Scenario s;
        KvCacheChart chart(&s);
        chart.resize(900, 600);
        chart.show(); // legend markers report their visibility only once drawn
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        pinH100ThenA100(s);
        chart.flushRefresh();
        QBarSet *weights = barSet(chart, QStringLiteral("weights"));
        QBarSet *cache = barSet(chart, QStringLiteral("kv-cache"));
        QBarSet *pinnedWeights = barSet(chart, QStringLiteral("pinned-weights"));
        QBarSet *pinnedCache = barSet(chart, QStringLiteral("pinned-kv-cache"));
        auto *pinnedLimit = series<QXYSeries>(chart, QStringLiteral("pinned-usable-limit"));
        QVERIFY(weights && cache && pinnedWeights && pinnedCache && pinnedLimit);
        // B in the first lane, A in the second; each set is empty in the other's lane.
        QCOMPARE(weights->count(), 2);
        QVERIFY_REL(cache->at(0), 131072.0 * 1800 * 8 / 1e9, 1e-12);
        QCOMPARE(cache->at(1), 0.0);
        QCOMPARE(pinnedCache->at(0), 0.0);
        QVERIFY_REL(pinnedCache->at(1), 131072.0 * 1800 * 64 / 1e9, 1e-12);
        QVERIFY_REL(pinnedWeights->at(1), 16.0, 1e-12);
        QCOMPARE(pinnedWeights->brush().style(), ab::pinnedBrush(style::kPrimary).style());
        // A's usable limit: 0.9 × 80 GB in A's lane.
        QVERIFY_REL(pinnedLimit->at(0).x(), 72.0, 1e-12);
        QVERIFY(pinnedLimit->at(0).y() >= 0.5 && pinnedLimit->at(1).y() <= 1.5);
        QVERIFY(pinnedLimit->isVisible());
        QVERIFY2(plotTexts(chart).contains(QStringLiteral(u"usable 72\u00A0GB (A)")),
                 qPrintable(plotTexts(chart).join(u'|')));
        auto *categories = qobject_cast<QBarCategoryAxis *>(chart.chart()->axes(Qt::Vertical).first());
        QVERIFY(categories);
        QCOMPARE(categories->categories(), (QStringList{"A100 80 GB (B)", "H100 SXM (A)"}));
        QVERIFY(chart.chart()->title().contains(QStringLiteral("A: Fits")));
        // A's bar is named on the axis; only B's parts are in the legend.
        for (QLegendMarker *marker : chart.chart()->legend()->markers())
            QVERIFY2(!marker->label().endsWith(QStringLiteral("(A)")) || !marker->isVisible(),
                     qPrintable(marker->label()));
        QVERIFY(weights->label().endsWith(QStringLiteral("(B)")));
        QVERIFY(legendShows(chart, chart.chart()->series().first()));

        s.unpin();
        chart.flushRefresh();
        QVERIFY(!barSet(chart, QStringLiteral("pinned-weights")));
        QCOMPARE(weights->count(), 1);
        QVERIFY(!pinnedLimit->isVisible());
        QCOMPARE(categories->categories().size(), 1);
        QVERIFY(!chart.chart()->title().contains(QStringLiteral("A:")));
    }

    void tableShowsA()
    {
        Scenario s;
        ServingTable table(&s);
        table.flushRefresh();
        auto *grid = table.findChild<QTableWidget *>(QStringLiteral("serving-table"));
        auto *pinnedCapacity = table.findChild<QLabel *>(QStringLiteral("pinned-capacity"));
        auto *capacity = table.findChild<QLabel *>(QStringLiteral("capacity"));
        QVERIFY(grid && pinnedCapacity && capacity);
        QCOMPARE(grid->columnCount(), 7);
        QVERIFY(pinnedCapacity->isHidden());

        pinH100ThenA100(s);
        table.flushRefresh();
        // Each headline column (TTFT, TPOT, throughput, latency, €/M tokens) gets A's beside B's.
        QCOMPARE(grid->columnCount(), 12);
        QCOMPARE(grid->horizontalHeaderItem(2)->text(), QStringLiteral("TTFT (A)"));
        QCOMPARE(grid->horizontalHeaderItem(3)->text(), QStringLiteral("TTFT (B)"));
        QCOMPARE(grid->horizontalHeaderItem(11)->text(), QStringLiteral("€/M tokens (B)"));
        QCOMPARE(grid->rowCount(), 6); // 8 and 64 are both among the course's batches
        const Service a = service(1), b = service(1, PA100, BWA100);
        QCOMPARE(grid->item(0, 6)->text(), QStringLiteral(u"206\u00A0tok/s")); // A's throughput at batch 1
        // B's cell: B's value, then its change from A; the A100 is slower, so the change is negative.
        QVERIFY(b.tps < a.tps);
        QCOMPARE(
            grid->item(0, 7)->text(),
            QStringLiteral(u"%1\u00A0tok/s (%2)").arg(qRound(b.tps)).arg(ab::relativeChange(a.tps, b.tps)));
        QVERIFY(grid->item(0, 7)->text().contains(QStringLiteral("(−")));
        // €/M tokens at each side's own price: A 4 €/h, B 2.5 €/h.
        QCOMPARE(grid->item(0, 10)->text(), QStringLiteral(u"5.39\u00A0€"));
        const double costA = 4 / (a.tps * 3600) * 1e6, costB = 2.5 / (b.tps * 3600) * 1e6;
        QVERIFY(
            grid->item(0, 11)->text().endsWith(QStringLiteral("(%1)").arg(ab::relativeChange(costA, costB))));
        // A's batch (64, row 3) in bold in A's columns; B's (8, row 1) across B's row.
        QVERIFY(grid->item(3, 2)->font().bold() && !grid->item(3, 3)->font().bold());
        QVERIFY(grid->item(1, 3)->font().bold() && !grid->item(1, 2)->font().bold());

        // A's capacity plan under B's: exercise 4 on the H100 gives 28 GPUs (tableAndCapacity derives it).
        QVERIFY(!pinnedCapacity->isHidden());
        const QString planA = pinnedCapacity->text().replace(QChar(0x00A0), u' ');
        QVERIFY2(planA.startsWith(QStringLiteral("A: 200 req/s within 4 s on H100 SXM")), qPrintable(planA));
        QVERIFY2(planA.contains(QStringLiteral("28 GPUs")), qPrintable(planA));
        QVERIFY2(capacity->text().startsWith(QStringLiteral("B: ")), qPrintable(capacity->text()));

        // Cells are updated in place while A stays pinned: no new items.
        QTableWidgetItem *kept = grid->item(0, 7);
        QVERIFY(s.set(QStringLiteral("serving.prompt_tokens"), 1000));
        table.flushRefresh();
        QCOMPARE(grid->item(0, 7), kept);
        QCOMPARE(grid->horizontalHeader()->sectionResizeMode(0), QHeaderView::Interactive);

        s.unpin();
        table.flushRefresh();
        QCOMPARE(grid->columnCount(), 7);
        QCOMPARE(grid->horizontalHeaderItem(2)->text(), QStringLiteral("TTFT"));
        QVERIFY(!grid->item(0, 4)->text().contains(u'('));
        QVERIFY(pinnedCapacity->isHidden());
        QVERIFY(!capacity->text().startsWith(QStringLiteral("B: ")));
    }

    void seriesAreFinite_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QVariant>("value");
        QTest::newRow("course") << QString() << QVariant();
        QTest::newRow("batch 4096") << QStringLiteral("serving.batch") << QVariant(4096);
        QTest::newRow("batch 1") << QStringLiteral("serving.batch") << QVariant(1);
        QTest::newRow("int4 weights")
            << QStringLiteral("serving.weight_precision") << QVariant(QStringLiteral("int4"));
        QTest::newRow("huge model") << QStringLiteral("model.params") << QVariant(1e12);
        const Catalogue &catalogue = Catalogue::builtIn();
        for (const Device &d : catalogue.devices())
            QTest::newRow(qPrintable(d.id)) << QStringLiteral("hardware.gpu") << QVariant(d.id);
    }

    void seriesAreFinite()
    {
        QFETCH(QString, key);
        QFETCH(QVariant, value);
        Scenario s;
        if (!key.isEmpty()) QVERIFY(s.set(key, value));
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
        s.pin();
        s.reset();
        check("as A");
        s.swapPinned();
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
        for (const QString &key : page.controlKeys())
            QVERIFY2(findParam(key), qPrintable(key));
        QStringList figures;
        for (const Figure &f : computeFigures(s))
            figures << f.key;
        for (const QString &key : page.headlineKeys())
            QVERIFY2(figures.contains(key), qPrintable(key));
        QVERIFY(page.controlKeys().contains(QStringLiteral("serving.slo_s")));
    }
};

QTEST_MAIN(TestServingPage)
#include "tst_servingpage.moc"
