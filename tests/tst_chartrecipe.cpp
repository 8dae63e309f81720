// README ▸ "Adding a chart or a tab", followed to the letter: an existing chart (Amdahl's, from the Training
// tab) is placed on a page of its own by the recipe's one `addCell` line, and gets, with nothing else
// written, what every chart has: the page lists it, it is exported at the requested size, and the pinned
// scenario is drawn beside the current one. Amdahl's law, S(n) = 1 / (s + (1 − s)/n) (course, section 02),
// gives the expected curves.
#include "amdahlchart.h"
#include "chartexport.h"
#include "charttestutil.h"
#include "gridpage.h"
#include "scenario.h"
#include "widgettest.h"

#include <QImage>
#include <QTest>
#include <QXYSeries>

using namespace infralab;
using namespace charttest;

namespace {
/// The recipe's page: its content and, in its constructor, one cell per chart.
class RecipePage : public GridPage
{
public:
    explicit RecipePage(Scenario *scenario, QWidget *parent = nullptr)
        : GridPage(scenario,
                   {QT_TRANSLATE_NOOP("RecipePage", "Recipe"),
                    {Key::TrainingGpus, Key::TrainingSerialFraction},
                    {}},
                   RegularCharts, parent)
    {
        addCell(
            {.widget = new AmdahlChart(scenario, content()), .oneColumn = {420, 1}, .twoColumns = {320, 2}});
    }
};

double amdahl(double serial, double gpus)
{
    return 1 / (serial + (1 - serial) / gpus);
}

/// The speed-up the curve draws at its point nearest n = 64, with that point's n.
QPointF nearSixtyFour(const QXYSeries &curve)
{
    QPointF best(qInf(), 0);
    for (const QPointF &p : curve.points())
        if (std::abs(p.x() - 64) < std::abs(best.x() - 64)) best = p;
    return best;
}
} // namespace

class TestChartRecipe : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aChartPlacedByTheRecipeHasEverythingElse()
    {
        Scenario s;
        RecipePage page(&s);
        QVERIFY(showAt(page, {1000, 800}));
        QCoreApplication::processEvents();
        QCOMPARE(page.charts().size(), 1);
        ChartView *chart = page.charts().constFirst();
        QVERIFY(qobject_cast<AmdahlChart *>(chart));
        QCOMPARE(page.allCharts(), page.charts());
        QVERIFY(chart->isVisible());
        QVERIFY2(chart->height() >= 420, qPrintable(QString::number(chart->height())));

        // Export: its name and factory come with the class, and the PNG has the size asked for, with ink on
        // it.
        QCOMPARE(chart->exportName(), QStringLiteral("amdahl"));
        ExportSettings settings;
        settings.pixels = {1200, 750};
        settings.scale = 1;
        const QImage png = renderChart(chart->factory(), &s, settings);
        QCOMPARE(png.size(), settings.pixels);
        QVERIFY2(inkRatio(png) > 0.02, qPrintable(QString::number(inkRatio(png))));

        // The comparison: s = 5 % pinned, then 10 % current; both curves drawn, each by the law.
        QVERIFY(s.set(Key::TrainingSerialFraction, 0.05));
        QVERIFY(pinThenSet(s, *chart, Key::TrainingSerialFraction, 0.10));
        const auto *current = series<QXYSeries>(*chart, QStringLiteral("amdahl"));
        const auto *pinned = series<QXYSeries>(*chart, QStringLiteral("pinned-amdahl"));
        QVERIFY(current && pinned);
        QVERIFY(pinned->isVisible());
        const QPointF b = nearSixtyFour(*current), a = nearSixtyFour(*pinned);
        QVERIFY2(std::abs(b.x() - 64) <= 8, qPrintable(QString::number(b.x())));
        QVERIFY(qAbs(b.y() / amdahl(0.10, b.x()) - 1) < 1e-6);
        QVERIFY(qAbs(a.y() / amdahl(0.05, a.x()) - 1) < 1e-6);
        // Unpinned, A's curve goes with A.
        s.comparison().unpin();
        chart->flushRefresh();
        const auto *gone = series<QXYSeries>(*chart, QStringLiteral("pinned-amdahl"));
        QVERIFY(!gone || !gone->isVisible());
    }
};

QTEST_MAIN(TestChartRecipe)
#include "tst_chartrecipe.moc"
