// The A/B comparison on the roofline chart and its table: A's roof and operation points against the course's
// formulas evaluated on A's own device and batch, drawn only when they differ from B's.
#include "charttestutil.h"
#include "figures.h"
#include "format.h"
#include "hardwarepage.h"
#include "hardwarescenario.h"
#include "rooflinechart.h"
#include "rooflinepoints.h"
#include "rooflinetable.h"
#include "rooflinetestutil.h"
#include "scenario.h"
#include "testutil.h"
#include <QApplication>
#include <QChart>
#include <QCheckBox>
#include <QGraphicsSimpleTextItem>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <algorithm>

using namespace infralab;
using namespace rooflinetest;
using charttest::pinThenSet;

class TestRooflineAb : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pinnedRoofAndPointsFollowA()
    {
        Scenario s;
        RooflineChart chart(&s);
        chart.flushRefresh();
        QVERIFY(shownSeries(chart, QStringLiteral("pinned-")).isEmpty());
        s.comparison().pin();
        QVERIFY(s.applyAssignments(
            {QStringLiteral("hardware.gpu=course-a100-80"), QStringLiteral("serving.batch=8")}));
        chart.flushRefresh();

        // A's roof: H100 in bf16, 990 TFLOP/s and 3.35 TB/s, its ridge at 990/3.35 FLOP/byte.
        const QList<QXYSeries *> roof = seriesNamed(chart, QStringLiteral("pinned-roof"));
        QCOMPARE(roof.size(), 1);
        QVERIFY(hasX(roof.first()->points(), 990.0 / 3.35));
        QVERIFY(roof.first()->name().contains(QStringLiteral("(pinned)")));
        QVERIFY(roof.first()->pen().style() != Qt::SolidLine);

        // A's decode at A's batch: I = B = 64 for bf16 dense, memory-bound on the H100: 64 × 3.35 TFLOP/s.
        const QList<QPointF> memory =
            seriesNamed(chart, QStringLiteral("pinned-moving-memory-bound")).first()->points();
        const auto decode = std::find_if(memory.cbegin(), memory.cend(),
                                         [](QPointF p) { return std::abs(p.x() - 64) < 1e-9; });
        QVERIFY(decode != memory.cend());
        QVERIFY_REL(decode->y(), 64 * 3.35, 1e-9);
        // A's prefill of 1500 tokens: I = 1500 > I* = 295.5, compute-bound at the H100's 990 TFLOP/s; the
        // unfused attention stays on the slope or the roof as the course's formula places it.
        const QList<QPointF> compute =
            seriesNamed(chart, QStringLiteral("pinned-moving-compute-bound")).first()->points();
        QVERIFY(hasX(compute, 1500.0));
        for (QPointF p : compute)
            if (std::abs(p.x() - 1500) < 1e-6) QVERIFY_REL(p.y(), 990.0, 1e-9);
        // B's decode moved to batch 8 on the A100's slope: 8 × 2.0 TFLOP/s.
        const QList<QPointF> live = seriesNamed(chart, QStringLiteral("memory-bound")).first()->points();
        QVERIFY(std::any_of(live.cbegin(), live.cend(), [](QPointF p) { return p.x() == 8 && p.y() == 16; }));

        // A's hover text is A's: tagged, on A's device, with A's numbers.
        const QString tip = chart.pointToolTip(QStringLiteral("decode"), true);
        QVERIFY2(tip.contains(QStringLiteral("(pinned)")), qPrintable(tip));
        QVERIFY2(tip.contains(Format::flops(64 * 3.35e12)), qPrintable(tip));
        QVERIFY2(tip.contains(selectedDevice(*s.comparison().pinned()).name(QStringLiteral("en"))),
                 qPrintable(tip));
        QVERIFY(!chart.pointToolTip(QStringLiteral("decode")).contains(QStringLiteral("(pinned)")));
        QVERIFY(chart.pointToolTip(QStringLiteral("matmul-64"), true).isEmpty()); // not one of A's points

        // The y axis keeps A's roof in view even when B's device is far lower.
        QVERIFY(s.set(Key::HardwareGpu, QStringLiteral("course-cpu-32")));
        chart.flushRefresh();
        const auto *y = qobject_cast<QLogValueAxis *>(chart.chart()->axes(Qt::Vertical).first());
        QVERIFY(y->max() >= 990);

        s.comparison().unpin();
        chart.flushRefresh();
        QVERIFY(shownSeries(chart, QStringLiteral("pinned-")).isEmpty());
        QVERIFY(chart.pointToolTip(QStringLiteral("decode"), true).isEmpty());
    }

    void pinnedRoofOnlyWhenItDiffers()
    {
        // Same device and precision: A's roof would draw over B's; only A's moved decode point is drawn.
        Scenario s;
        RooflineChart chart(&s);
        QVERIFY(pinThenSet(s, chart, Key::ServingBatch, 8));
        QVERIFY(shownSeries(chart, QStringLiteral("pinned-roof")).isEmpty());
        const QList<QPointF> memory =
            seriesNamed(chart, QStringLiteral("pinned-moving-memory-bound")).first()->points();
        QCOMPARE(memory.size(), 1);
        QVERIFY_REL(memory.first().x(), 64.0, 1e-12);
        // Prefill and attention are B's own: not repeated.
        QVERIFY(
            seriesNamed(chart, QStringLiteral("pinned-moving-compute-bound")).first()->points().isEmpty());
        QVERIFY(chart.pointToolTip(QStringLiteral("prefill"), true).isEmpty());
        // A precision change moves A's roof: the datasheet H100 has a higher fp8 ceiling than its bf16 one.
        s.comparison().unpin();
        QVERIFY(
            s.applyAssignments({QStringLiteral("hardware.gpu=h100-sxm"), QStringLiteral("precision=fp8")}));
        QVERIFY(pinThenSet(s, chart, Key::Precision, QStringLiteral("bf16")));
        const QList<QXYSeries *> roof = seriesNamed(chart, QStringLiteral("pinned-roof"));
        QCOMPARE(roof.size(), 1);
        QVERIFY_REL(roof.first()->points().last().y(), selectedPeak(*s.comparison().pinned()) / 1e12, 1e-12);
        QVERIFY(selectedPeak(*s.comparison().pinned()) > selectedPeak(s));
    }

    void tableAddsADevicesRows()
    {
        Scenario s;
        RooflineTable table(&s);
        table.flushRefresh();
        QCOMPARE(table.rowCount(), 2);
        QVERIFY(pinThenSet(s, table, Key::HardwareGpu, QStringLiteral("course-a100-80")));
        // A's H100 under B's two rows; A's compare device (A100, same model and MFU) would repeat B's row.
        QCOMPARE(table.rowCount(), 3);
        QVERIFY(table.item(0, 0)->text().endsWith(QStringLiteral("(current)")));
        QCOMPARE(table.item(2, 0)->text(), QStringLiteral("H100 SXM (pinned)"));
        QCOMPARE(table.item(2, 1)->text(), Format::significant(990.0 / 3.35));
        QCOMPARE(table.item(2, 2)->text(), Format::significant(3.35e12 / 16e9));
        QVERIFY(!table.item(2, 0)->icon().isNull());
        // A's compare device gets its row once it says something else: A's MFU differs from B's.
        QVERIFY(s.set(Key::TrainingMfu, 0.3));
        table.flushRefresh();
        QCOMPARE(table.rowCount(), 4);
        QCOMPARE(table.item(3, 3)->text(), Format::significant(0.45 * 312e12 / 48e9));
        s.comparison().unpin();
        table.flushRefresh();
        QCOMPARE(table.rowCount(), 2);
        QCOMPARE(table.item(0, 0)->text(), selectedDevice(s).name(QStringLiteral("en")));
    }

    void pinnedLabelsDoNotOverlap()
    {
        Scenario s;
        s.comparison().pin();
        QVERIFY(s.applyAssignments(
            {QStringLiteral("hardware.gpu=course-a100-80"), QStringLiteral("serving.batch=8")}));
        RooflineChart chart(&s);
        QVERIFY(charttest::shownAt(chart, QSize(1400, 900)));
        const QList<QGraphicsSimpleTextItem *> labels = visibleLabels(chart);
        QVERIFY(std::any_of(labels.cbegin(), labels.cend(),
                            [](auto *l) { return l->text().endsWith(QStringLiteral("(pinned)")); }));
        QCOMPARE(overlappingLabels(labels), QString());
    }
};

QTEST_MAIN(TestRooflineAb)
#include "tst_rooflineab.moc"
