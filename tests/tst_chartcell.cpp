// A chart's name above it on a page (ChartCell): a word-wrapped bold label at the chart's text size, in the
// current language, that leaves the chart's own title to its verdict, so that the plot's height never depends
// on how many lines the name takes. The Choose tab's totals (bars, no verdict) were not named at all.
#include "chartcell.h"
#include "chartheadline.h"
#include "choosepage.h"
#include "costenergychart.h"
#include "costtotalschart.h"
#include "languagetestutil.h"
#include "scenario.h"
#include "widgettest.h"
#include "zoomfont.h"

#include <QChart>
#include <QLabel>
#include <QTest>

using namespace infralab;

class TestChartCell : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void namesTheChartAboveItsPlot()
    {
        Scenario s;
        auto *chart = new CostTotalsChart(&s);
        ChartCell cell(chart);
        QVERIFY(showAt(cell, {640, 480}));
        chart->flushRefresh();
        QCoreApplication::processEvents();
        QCOMPARE(cell.heading()->text(), chart->title());
        QVERIFY(!chart->title().isEmpty());
        QVERIFY(cell.heading()->wordWrap());
        QVERIFY(cell.heading()->font().bold());
        // The chart's texts are written at 11 pt (ChartView::basePointSize() at zoom 1): its name too.
        QCOMPARE(cell.heading()->font().pointSizeF(), 11.0 * zoomfont::zoom());
        // Above the plot, outside it: the chart draws no name of its own, and gets the rest of the cell.
        QVERIFY(cell.heading()->geometry().bottom() < chart->geometry().top());
        QVERIFY(chart->headlineItem()->lines().isEmpty());
        QVERIFY(chart->height() >= cell.height() - cell.heading()->height() - 8);
    }

    void followsTheLanguage()
    {
        Scenario s;
        auto *chart = new CostEnergyChart(&s);
        ChartCell cell(chart);
        const QString english = cell.heading()->text();
        QCOMPARE(english, QStringLiteral("Electricity over the horizon and its CO₂"));
        const auto guard = languagetest::frenchForThisTest();
        QCoreApplication::processEvents();
        QCOMPARE(cell.heading()->text(), chart->title());
        QVERIFY2(cell.heading()->text() != english, qPrintable(cell.heading()->text()));
    }

    void everyChartOfTheChooseTabIsNamed()
    {
        // Issue 12: the totals and the energy bars had no name in the window, the line charts had theirs.
        Scenario s;
        ChoosePage page(&s);
        const QList<ChartView *> charts = page.charts();
        QCOMPARE(charts.size(), 4);
        for (ChartView *chart : charts) {
            auto *cell = qobject_cast<ChartCell *>(chart->parentWidget());
            QVERIFY2(cell, qPrintable(chart->exportName()));
            QCOMPARE(cell->heading()->text(), chart->title());
        }
    }
};

INFRALAB_TEST_MAIN_IN_ENGLISH(TestChartCell)
#include "tst_chartcell.moc"
