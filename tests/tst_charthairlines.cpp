// A chart on screen draws its axes' one-pixel lines as hairlines, which Qt bounds without stroking them; an
// export's chart, off screen, keeps Qt's pens. On a screen of one device pixel per pixel both draw the same
// pixels, which this test checks against the same chart drawn as an export draws it.
#include "charttestutil.h"
#include "kvcachechart.h"
#include "rooflinechart.h"
#include "scenario.h"
#include "steptimechart.h"

#include <QAbstractAxis>
#include <QChart>
#include <QTest>

#include <functional>
#include <memory>

using namespace infralab;

namespace {

constexpr QSize kSize(900, 600);

using Make = std::function<ChartView *(Scenario *)>;

/// The widths of every axis's grid, minor grid and line pens.
QList<qreal> penWidths(ChartView &chart)
{
    QList<qreal> widths;
    for (QAbstractAxis *axis : chart.chart()->axes())
        widths << axis->gridLinePen().widthF() << axis->minorGridLinePen().widthF()
               << axis->linePen().widthF();
    return widths;
}

} // namespace

class TestChartHairlines : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void onScreenAndExportedDrawTheSamePixels_data()
    {
        QTest::addColumn<Make>("make");
        QTest::newRow("kv-cache") << Make([](Scenario *s) -> ChartView * { return new KvCacheChart(s); });
        QTest::newRow("step-time") << Make([](Scenario *s) -> ChartView * { return new StepTimeChart(s); });
        QTest::newRow("roofline") << Make([](Scenario *s) -> ChartView * { return new RooflineChart(s); });
    }

    void onScreenAndExportedDrawTheSamePixels()
    {
        QFETCH(Make, make);
        Scenario s;
        const std::unique_ptr<ChartView> shown(make(&s)), exported(make(&s));
        QVERIFY(charttest::shownAt(*shown, kSize));
        if (shown->devicePixelRatioF() != 1.0)
            QSKIP("hairlines are for screens of one device pixel per pixel");
        charttest::layOut(*exported, kSize);
        QCoreApplication::processEvents();
        const QList<qreal> onScreen = penWidths(*shown), offScreen = penWidths(*exported);
        QVERIFY(!onScreen.isEmpty());
        QCOMPARE(onScreen.count(0), onScreen.size());
        QVERIFY(std::all_of(offScreen.cbegin(), offScreen.cend(), [](qreal w) { return w == 1; }));
        QCOMPARE(shown->grab().toImage(), exported->grab().toImage());
    }
};

QTEST_MAIN(TestChartHairlines)
#include "tst_charthairlines.moc"
