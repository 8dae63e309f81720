// The sweep measured on this computer (lab "Roofline de votre machine"): a chart of its own on the Hardware
// tab only when a measurement exists, one curve per precision and thread count whose points are the measured
// TFLOP/s, 2·n³ / seconds (course formula "produit matriciel"). The measurement is the hand-written
// tests/data/measure-sample.json: fp32 on all cores in 0.1, 0.5 and 4 ms for n = 128, 256, 512, on one core
// in twice the time.
#include "charttestutil.h"
#include "flowlegend.h"
#include "hardwarepage.h"
#include "measuredsweepchart.h"
#include "measurementsession.h"
#include "measurementstestutil.h"
#include "measurestore.h"
#include "rooflinechart.h"
#include "scenario.h"
#include "testutil.h"

#include <QApplication>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTabBar>

using namespace infralab;
using namespace charttest;
using namespace infralab::measurementstest;

class TestMeasuredSweepChart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shownOnlyWhenThisComputerIsMeasured()
    {
        Scenario s;
        HardwarePage page(&s);
        page.resize(1366, 768);
        page.show();
        QVERIFY(!MeasuredSweepChart::shownFor(s));
        QVERIFY(!page.sweepChart()->isVisible());
        QCOMPARE(page.charts().size(), 2); // the roofline and the operators: no sweep to export either
        QVERIFY(page.allCharts().contains(page.sweepChart()));
        measurementsOf(s).setComputer(measureSample());
        QVERIFY(MeasuredSweepChart::shownFor(s));
        QVERIFY(page.charts().contains(page.sweepChart()));
        // On a page of 1 000 px (a 1 366 px window less its docks) the roofline keeps the page's width, and
        // the sweep comes under it, as every tab's second chart does in one column.
        page.resize(1000, 768);
        QTRY_VERIFY(page.sweepChart()->isVisible());
        QVERIFY(page.rooflineChart()->isVisible());
        const auto topLeft = [&page](const QWidget *w) { return w->mapTo(&page, QPoint(0, 0)); };
        QTRY_COMPARE(topLeft(page.sweepChart()).x(), topLeft(page.rooflineChart()).x());
        QVERIFY(topLeft(page.sweepChart()).y() > topLeft(page.rooflineChart()).y());
        // Wide enough, both side by side, each on half the page.
        page.resize(1800, 1000);
        QTRY_VERIFY(topLeft(page.sweepChart()).x() > topLeft(page.rooflineChart()).x() + 600);
        QCOMPARE(topLeft(page.sweepChart()).y(), topLeft(page.rooflineChart()).y());
        // Without a measurement the roofline takes the width again.
        const int beside = page.rooflineChart()->width();
        measurementsOf(s).setComputer({});
        QTRY_VERIFY(!page.sweepChart()->isVisible());
        QTRY_VERIFY(page.rooflineChart()->width() > 2 * beside - 100);
        QCOMPARE(page.rooflineChart()->minimumHeight(), 380);
        // In one column, above the sweep, the roofline keeps more height for its measured points' legend.
        page.resize(1000, 768);
        measurementsOf(s).setComputer(measureSample());
        QTRY_VERIFY(page.sweepChart()->isVisible());
        QCOMPARE(page.rooflineChart()->minimumHeight(), 500);
        measurementsOf(s).setComputer(measureSample());
        QCOMPARE(page.sweepChart()->exportName(), QStringLiteral("hardware-measured-sweep"));
    }

    void measuredBeforeThePageIsMade()
    {
        // A measurement saved at an earlier start is read before the tab is made: the sweep and the
        // roofline's height above it are there from the first paint.
        Scenario s;
        measurementsOf(s).setComputer(measureSample());
        HardwarePage page(&s);
        page.resize(1000, 768);
        page.show();
        QTRY_VERIFY(page.sweepChart()->isVisible());
        QCOMPARE(page.rooflineChart()->minimumHeight(), 500);
    }

    void curvesAreTheMeasuredTflops()
    {
        Scenario s;
        measurementsOf(s).setComputer(measureSample());
        MeasuredSweepChart chart(&s);
        chart.flushRefresh();
        auto *all = series<QLineSeries>(chart, QStringLiteral("sweep-fp32-all"));
        auto *one = series<QLineSeries>(chart, QStringLiteral("sweep-fp32-one"));
        QVERIFY(all && one);
        QVERIFY(!series<QLineSeries>(chart, QStringLiteral("sweep-bf16-all"))); // bf16 not measured here
        const double seconds[] = {0.0001, 0.0005, 0.004};
        const int sizes[] = {128, 256, 512};
        QCOMPARE(all->count(), 3);
        QCOMPARE(one->count(), 3);
        for (int i = 0; i < 3; ++i) {
            const double n = sizes[i], flops = 2 * n * n * n;
            QCOMPARE(all->at(i).x(), n);
            QVERIFY_REL(all->at(i).y(), flops / seconds[i] / 1e12, 1e-12);
            QVERIFY_REL(one->at(i).y(), flops / (2 * seconds[i]) / 1e12, 1e-12);
        }
        // The legend names the cores, the caption the machine.
        QVERIFY(all->name().contains(QStringLiteral("2")));
        QVERIFY(chart.exportCaption(s).contains(QStringLiteral("Test CPU 2-core")));
        QVERIFY(chart.exportCaption(s).contains(QStringLiteral("2026-12-01")));
    }

    void legendTellsAllCoresFromOneCore()
    {
        // All cores and one core: different hue, dashes and markers on the plot, and the legend's swatches
        // show the three (one entry each, the curve's line through its marker).
        Scenario s;
        measurementsOf(s).setComputer(measureSample());
        MeasuredSweepChart chart(&s);
        QVERIFY(charttest::shownAt(chart, QSize(1000, 700)));
        auto *allLine = series<QLineSeries>(chart, QStringLiteral("sweep-fp32-all"));
        auto *oneLine = series<QLineSeries>(chart, QStringLiteral("sweep-fp32-one"));
        auto *allDots = series<QScatterSeries>(chart, QStringLiteral("sweep-dots-fp32-all"));
        auto *oneDots = series<QScatterSeries>(chart, QStringLiteral("sweep-dots-fp32-one"));
        QVERIFY(allLine && oneLine && allDots && oneDots);
        QVERIFY(allLine->pen().color() != oneLine->pen().color());
        QCOMPARE(allLine->pen().style(), Qt::SolidLine);
        QCOMPARE(oneLine->pen().style(), Qt::DashLine);
        QVERIFY(allDots->markerShape() != oneDots->markerShape());

        const FlowLegend *legend = chart.legendRows();
        QVERIFY(legend);
        const QStringList labels = legend->labels();
        const qsizetype all = labels.indexOf(allDots->name()), one = labels.indexOf(oneDots->name());
        QVERIFY2(all >= 0 && one >= 0 && labels.size() == 2, qPrintable(labels.join(u" | ")));
        QCOMPARE(legend->shapes().at(all), FlowLegend::Shape::Circle);
        QCOMPARE(legend->shapes().at(one), FlowLegend::Shape::Triangle);
        QCOMPARE(legend->swatchLines().at(all).style(), Qt::SolidLine);
        QCOMPARE(legend->swatchLines().at(one).style(), Qt::DashLine);
        QCOMPARE(legend->swatchLines().at(all).color(), allLine->pen().color());
        QCOMPARE(legend->swatchLines().at(one).color(), oneLine->pen().color());
    }
};

QTEST_MAIN(TestMeasuredSweepChart)
#include "tst_measuredsweepchart.moc"
