// The charts' last guard: ChartView::setAxisRange never passes Qt Charts a non-finite, empty or reversed
// range (nor a non-positive one on a log axis), which once gave an infinite axis and an export that never
// ended. And the ticks a person reads: round values, thousands grouped in the language's way.
#include "axisticks.h"
#include "charttestutil.h"
#include "chartview.h"
#include "costenergychart.h"
#include "languagetestutil.h"
#include "rooflinechart.h"
#include "scenario.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLogValueAxis>
#include <QTest>
#include <QValueAxis>
#include <cmath>
#include <limits>

using namespace infralab;

namespace {
/// Every text Qt Charts drew for the axes (and the title): their labels among them.
QStringList drawnTexts(ChartView &chart)
{
    QStringList texts;
    for (QGraphicsItem *item : chart.scene()->items())
        if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible())
            // Plain text gives the no-break spaces between groups of digits as spaces.
            texts << text->toPlainText().replace(QChar(0x202F), u' ').replace(QChar(0x00A0), u' ');
    return texts;
}
} // namespace

class TestChartAxis : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void usableRangesPassUnchanged()
    {
        QValueAxis linear;
        QVERIFY(ChartView::setAxisRange(&linear, -2.5, 7));
        QCOMPARE(linear.min(), -2.5);
        QCOMPARE(linear.max(), 7.0);
        QLogValueAxis log;
        QVERIFY(ChartView::setAxisRange(&log, 1e-3, 1e9));
        QCOMPARE(log.min(), 1e-3);
        QCOMPARE(log.max(), 1e9);
    }

    void unusableRangesAreReplaced_data()
    {
        QTest::addColumn<bool>("logarithmic");
        QTest::addColumn<double>("min");
        QTest::addColumn<double>("max");
        const double inf = std::numeric_limits<double>::infinity(),
                     nan = std::numeric_limits<double>::quiet_NaN();
        QTest::newRow("infinite top") << false << 0.0 << inf;
        QTest::newRow("NaN bottom") << false << nan << 1.0;
        QTest::newRow("both infinite") << false << -inf << inf;
        QTest::newRow("empty") << false << 5.0 << 5.0;
        QTest::newRow("reversed") << false << 3.0 << 1.0;
        QTest::newRow("huge single value") << false << 1.7e308 << 1.7e308;
        QTest::newRow("log from zero") << true << 0.0 << 10.0;
        QTest::newRow("log negative") << true << -1.0 << 5.0;
        QTest::newRow("log infinite") << true << 1.0 << inf;
        QTest::newRow("log empty") << true << 2.0 << 2.0;
    }

    void unusableRangesAreReplaced()
    {
        QFETCH(bool, logarithmic);
        QFETCH(double, min);
        QFETCH(double, max);
        QValueAxis linear;
        QLogValueAxis log;
        QAbstractAxis *axis = logarithmic ? static_cast<QAbstractAxis *>(&log) : &linear;
        QVERIFY(!ChartView::setAxisRange(axis, min, max));
        const double lo = logarithmic ? log.min() : linear.min(), hi = logarithmic ? log.max() : linear.max();
        QVERIFY2(std::isfinite(lo) && std::isfinite(hi) && lo < hi,
                 qPrintable(QStringLiteral("[%1, %2]").arg(lo).arg(hi)));
        if (logarithmic) QVERIFY(lo > 0);
    }

    void roundSteps_data()
    {
        QTest::addColumn<double>("span");
        QTest::addColumn<int>("intervals");
        QTest::addColumn<double>("smallest");
        QTest::addColumn<double>("step");
        // The energy chart's CO₂ axis, 0 … 14 t in 5 parts of 2.8: every 2 t. 0 … 9 000 € in 4: every 2 000
        // €.
        QTest::newRow("2.8 → 2") << 14.0 << 5 << 0.0 << 2.0;
        QTest::newRow("2 250 → 2 000") << 9000.0 << 4 << 0.0 << 2000.0;
        QTest::newRow("4 → 5") << 20.0 << 5 << 0.0 << 5.0;
        QTest::newRow("0.07 → 0.05") << 0.35 << 5 << 0.0 << 0.05;
        QTest::newRow("8 → 10") << 40.0 << 5 << 0.0 << 10.0;
        // An axis of whole numbers (GPUs, batch) never steps by less than 1: 0 … 3 in 5 parts of 0.6 would be
        // every 0.5, it is every 1.
        QTest::newRow("whole 0.6 → 1") << 3.0 << 5 << 1.0 << 1.0;
        QTest::newRow("whole 2.8 → 2") << 14.0 << 5 << 1.0 << 2.0;
    }

    void roundSteps()
    {
        QFETCH(double, span);
        QFETCH(int, intervals);
        QFETCH(double, smallest);
        QFETCH(double, step);
        QCOMPARE(axisticks::roundTickInterval(span, intervals, smallest), step);
        QVERIFY(axisticks::isRoundStep(step));
    }

    void fixedTicksJudged()
    {
        QVERIFY(axisticks::fixedTicksAreRound(0, 125, 6)); // 0, 25, … 125 (the cost charts)
        QVERIFY(axisticks::fixedTicksAreRound(0, 100, 6)); // 0, 20, … 100 (Amdahl's efficiency)
        QVERIFY(!axisticks::fixedTicksAreRound(0, 14, 6)); // 0, 2.8, 5.6 …
        QVERIFY(!axisticks::fixedTicksAreRound(3, 13, 3)); // 3, 8, 13: a round step from an odd start
        QCOMPARE(axisticks::roundTickInterval(0, 5), 0.0);
        QCOMPARE(axisticks::roundTickInterval(3, 5, 1), 1.0); // whole numbers only ("%.0f")
    }

    // The memory and step charts widen their axis to Qt's nice numbers in one range change: the same range
    // and ticks as QValueAxis::applyNiceNumbers() after setting the range, which changes it twice.
    void niceRangeInOneChangeAsQtWould()
    {
        // By hand (Heckbert's loose labels): 87.36 rounds up to 100; 100 / 4 intervals = 25 rounds to 20;
        // 0 … 87.36 becomes 0 … 100 in steps of 20, six ticks.
        QValueAxis byHand;
        byHand.setTickCount(5);
        axisticks::setNiceAxisRange(&byHand, 0, 87.36);
        QCOMPARE(byHand.min(), 0.0);
        QCOMPARE(byHand.max(), 100.0);
        QCOMPARE(byHand.tickCount(), 6);
        const QList<std::pair<double, double>> ranges = {{0, 87.36}, {0, 0.0042}, {0, 3.3e4}, {-12, 7.5},
                                                         {0, 1.12},  {0, 999},    {3, 4}};
        for (int ticks : {2, 5, 6, 11})
            for (const auto &[lo, hi] : ranges) {
                QValueAxis qt, ours;
                qt.setTickCount(ticks);
                ours.setTickCount(ticks);
                qt.setRange(lo, hi);
                qt.applyNiceNumbers();
                int changes = 0;
                connect(&ours, &QValueAxis::rangeChanged, this, [&] { ++changes; });
                axisticks::setNiceAxisRange(&ours, lo, hi);
                QCOMPARE(ours.min(), qt.min());
                QCOMPARE(ours.max(), qt.max());
                QCOMPARE(ours.tickCount(), qt.tickCount());
                QCOMPARE(changes, 1);
            }
        // A range Qt Charts cannot draw is replaced as by ChartView::setAxisRange (to [0, 1]) before
        // rounding.
        QValueAxis empty;
        axisticks::setNiceAxisRange(&empty, 0, std::numeric_limits<double>::quiet_NaN());
        QCOMPARE(empty.min(), 0.0);
        QCOMPARE(empty.max(), 1.0);
    }

    void co2AxisTicksAreRound()
    {
        // Section 05's edge option, 200 devices × 40 W for 3 years: 210 MWh, × 56 g/kWh = 11.8 t of CO₂. The
        // energy axis reaches 250 MWh, the CO₂ axis the same height, 14 t: ticks every 2 t, not 2.8.
        Scenario s;
        CostEnergyChart chart(&s);
        charttest::layOut(chart, {1200, 750});
        const QList<QAbstractAxis *> axes = chart.chart()->axes(Qt::Vertical);
        QCOMPARE(axes.size(), 2);
        for (QAbstractAxis *abstract : axes) {
            auto *axis = qobject_cast<QValueAxis *>(abstract);
            QVERIFY(axis);
            const bool round =
                axis->tickType() == QValueAxis::TicksDynamic
                    ? axisticks::isRoundStep(axis->tickInterval())
                    : axisticks::fixedTicksAreRound(axis->min(), axis->max(), axis->tickCount());
            QVERIFY2(round, qPrintable(axis->titleText()));
        }
        const QStringList texts = drawnTexts(chart);
        for (const char *label : {"2", "4", "12", "14"})
            QVERIFY2(texts.contains(QLatin1String(label)), qPrintable(texts.join(u'|')));
        QVERIFY2(!texts.contains(QStringLiteral("2.8")) && !texts.contains(QStringLiteral("5.6")),
                 qPrintable(texts.join(u'|')));
    }

    void aShorterHorizonNeverLaysOutHundredsOfTicks()
    {
        // The horizon from the course's 3 years to 0.1: a thirtieth of the energy, in a unit a thousand times
        // smaller, so the numbers on the axes grow about thirtyfold under the round intervals of the previous
        // refresh. At no moment of the step may an axis hold more than 50 ticks: Qt Charts lays out a label
        // for each as soon as the range changes (280 before the guard in ChartView::setAxisRange).
        Scenario s;
        CostEnergyChart chart(&s);
        charttest::layOut(chart, {1200, 750});
        double most = 0;
        for (QAbstractAxis *abstract : chart.chart()->axes(Qt::Vertical)) {
            auto *axis = qobject_cast<QValueAxis *>(abstract);
            QVERIFY(axis);
            connect(axis, &QValueAxis::rangeChanged, this, [axis, &most] {
                if (axis->tickType() == QValueAxis::TicksDynamic)
                    most = std::max(most, (axis->max() - axis->min()) / axis->tickInterval());
            });
        }
        QVERIFY(s.set(Key::CostYears, 0.1));
        chart.flushRefresh();
        QVERIFY2(most <= 50, qPrintable(QString::number(most)));
    }

    void thousandsGroupedOnAxes()
    {
        // The roofline's intensity axis runs from 0.1 to 100 000 FLOP/B: its decades cross 1 000.
        Scenario s;
        {
            RooflineChart chart(&s);
            charttest::layOut(chart, {1200, 750});
            const QStringList texts = drawnTexts(chart);
            for (const char *label : {"1,000", "10,000", "100,000", "0.1"})
                QVERIFY2(texts.contains(QLatin1String(label)), qPrintable(texts.join(u'|')));
        }
        const auto guard = languagetest::frenchForThisTest();
        RooflineChart chart(&s);
        charttest::layOut(chart, {1200, 750});
        const QStringList texts = drawnTexts(chart);
        for (const char *label : {"1 000", "10 000", "100 000", "0,1"})
            QVERIFY2(texts.contains(QLatin1String(label)), qPrintable(texts.join(u'|')));
        QVERIFY(!texts.contains(QStringLiteral("100000")));
    }
};

INFRALAB_TEST_MAIN_IN_ENGLISH(TestChartAxis)
#include "tst_chartaxis.moc"
