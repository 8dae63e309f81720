// The charts' last guard: ChartView::setAxisRange never passes Qt Charts a non-finite, empty or reversed
// range (nor a non-positive one on a log axis), which once gave an infinite axis and an export that never
// ended.
#include "chartview.h"

#include <QApplication>
#include <QLogValueAxis>
#include <QTest>
#include <QValueAxis>
#include <cmath>
#include <limits>

using namespace infralab;

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
};

QTEST_MAIN(TestChartAxis)
#include "tst_chartaxis.moc"
