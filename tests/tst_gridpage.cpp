// The grid of a tab: cells in reading order, two per row from the page's width, one per row below it, a
// full-width cell alone on its row, each layout's minimum heights and row stretches, the charts it lists,
// and the cells a view or the page shows and hides.
#include "amdahlchart.h"
#include "chartcell.h"
#include "gridpage.h"
#include "scenario.h"
#include "widgettest.h"

#include <QCoreApplication>
#include <QGridLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QTabBar>
#include <QTest>

using namespace infralab;

namespace {
/// Two charts, a panel holding a chart, a plain panel and a full-width chart.
class TestPage : public GridPage
{
public:
    explicit TestPage(Scenario *s) : GridPage(s, {}, RegularCharts)
    {
        first = new AmdahlChart(s, content());
        second = new AmdahlChart(s, content());
        panel = new QWidget(content());
        inPanel = new AmdahlChart(s, panel);
        plain = new QWidget(content());
        wide = new AmdahlChart(s, content());
        addCell({.widget = first, .oneColumn = {420, 1}, .twoColumns = {320, 3}});
        addCell({.widget = second, .oneColumn = {420, 1}, .twoColumns = {320, 3}});
        addCell({.widget = panel, .oneColumn = {400, 1}, .twoColumns = {300, 2}});
        addCell(plain);
        addCell({.widget = wide, .oneColumn = {420, 1}, .twoColumns = {360, 1}, .fullWidth = true});
    }

    AmdahlChart *first, *second, *inPanel, *wide;
    QWidget *panel, *plain;
};

/// A cell that measures too wide for half the page while it is narrow, and narrow enough once it has the
/// page's width: as the Training memory chart's categories did, fitted to the plot they had.
class FickleCell : public QWidget
{
public:
    using QWidget::QWidget;
    QSize minimumSizeHint() const override { return {width() < 1000 ? 800 : 100, 50}; }

protected:
    void resizeEvent(QResizeEvent *) override { updateGeometry(); }
};

class FicklePage : public GridPage
{
public:
    explicit FicklePage(Scenario *s) : GridPage(s, {}, RegularCharts)
    {
        addCell(new FickleCell(content()));
        addCell(new QWidget(content()));
    }
};

/// Two views: a chart alone on its row unless a second one is shown beside it, a full-width panel; and a
/// chart of its own.
class ViewsPage : public GridPage
{
public:
    explicit ViewsPage(Scenario *s) : GridPage(s, {}, RegularCharts)
    {
        views = addViewSwitch(2);
        lone = new AmdahlChart(s, content());
        beside = new AmdahlChart(s, content());
        panel = new QWidget(content());
        other = new AmdahlChart(s, content());
        addCell({.widget = lone, .spansWhenAlone = true, .view = 0});
        addCell({.widget = beside, .view = 0});
        addCell({.widget = panel, .fullWidth = true, .view = 0});
        addCell({.widget = other, .fullWidth = true, .view = 1});
    }

    void setCellShownFor(QWidget *w, bool shown) { setCellShown(w, shown); }

    QTabBar *views;
    AmdahlChart *lone, *beside, *other;
    QWidget *panel;
};

/// The grid's cell holding `w`: a chart's is the cell that names it (ChartCell).
QWidget *cellOf(QWidget *w)
{
    return qobject_cast<ChartView *>(w) ? w->parentWidget() : w;
}

/// {row, column, row span, column span} of `w` in its grid.
QList<int> position(QWidget *w)
{
    w = cellOf(w);
    auto *grid = qobject_cast<QGridLayout *>(w->parentWidget()->layout());
    int row = -1, column = -1, rows = 0, columns = 0;
    grid->getItemPosition(grid->indexOf(w), &row, &column, &rows, &columns);
    return {row, column, rows, columns};
}

/// What the page receives when its width changes, delivered now: the test needs no window or event loop.
void resizeTo(QWidget &page, int width)
{
    QResizeEvent event(QSize(width, 900), page.size());
    QCoreApplication::sendEvent(&page, &event);
}

int rowStretch(QWidget *w, int row)
{
    return qobject_cast<QGridLayout *>(cellOf(w)->parentWidget()->layout())->rowStretch(row);
}
} // namespace

class TestGridPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aCellWiderThanHalfThePageGivesOneColumn()
    {
        // The serving table with A pinned was wider than half a 1920 px window's page: two columns then
        // pushed the page past its width, behind a sideways scroll bar.
        Scenario s;
        TestPage page(&s);
        QVERIFY(showAt(page, {1400, 900}));
        QTRY_VERIFY(page.twoColumns());
        page.plain->setMinimumWidth(800); // more than (1400 − margins − spacing) / 2
        QTRY_VERIFY(!page.twoColumns());
        QCOMPARE(position(page.plain), QList<int>({3, 0, 1, 1}));
        page.plain->setMinimumWidth(500); // fits in half again
        QTRY_VERIFY(page.twoColumns());
    }

    void aHeldSliderKeepsTheColumnsUntilItsRelease()
    {
        // A change of columns lays every chart out again: while a slider is held, one column waits for the
        // release to become two; two still become one when a cell's own least width no longer fits.
        Scenario s;
        TestPage page(&s);
        QVERIFY(showAt(page, {1400, 900}));
        QTRY_VERIFY(page.twoColumns());
        page.holdLayout(true);
        page.plain->setMinimumWidth(800); // more than (1400 − margins − spacing) / 2
        QTRY_VERIFY(!page.twoColumns());
        page.plain->setMinimumWidth(500); // fits in half again
        QTest::qWait(50);
        QVERIFY(!page.twoColumns());
        page.holdLayout(false);
        QVERIFY(page.twoColumns());
    }

    void aCellThatFitsOnlyInOneColumnSettlesThere()
    {
        // Two columns measured it too wide, one column narrow enough: the grid went back and forth, and its
        // scroll area resized the content without end (a crash in a language switch on the Training tab).
        Scenario s;
        FicklePage page(&s);
        QVERIFY(showAt(page, {1400, 900}));
        QTest::qWait(100);
        const bool settled = page.twoColumns();
        for (int i = 0; i < 20; ++i) {
            QTest::qWait(10);
            QCOMPARE(page.twoColumns(), settled);
        }
        // Where it settles, every cell holds: one column, at the page's width.
        QVERIFY(!settled);
        // A new width is measured afresh: too narrow for two columns anyway.
        page.resize(1300, 900);
        QTest::qWait(50);
        QVERIFY(!page.twoColumns());
    }

    void twoColumnsFromThePageWidth()
    {
        Scenario s;
        TestPage page(&s);
        resizeTo(page, GridPage::RegularCharts);
        QVERIFY(page.twoColumns());
        QCOMPARE(position(page.first), QList<int>({0, 0, 1, 1}));
        QCOMPARE(position(page.second), QList<int>({0, 1, 1, 1}));
        QCOMPARE(position(page.panel), QList<int>({1, 0, 1, 1}));
        QCOMPARE(position(page.plain), QList<int>({1, 1, 1, 1}));
        QCOMPARE(position(page.wide), QList<int>({2, 0, 1, 2}));
        // A row stretches as its most stretching cell.
        QCOMPARE(rowStretch(page.first, 0), 3);
        QCOMPARE(rowStretch(page.first, 1), 2);
        QCOMPARE(rowStretch(page.first, 2), 1);
        QCOMPARE(page.first->minimumHeight(), 320);
        QCOMPARE(page.panel->minimumHeight(), 300);
        QCOMPARE(page.plain->minimumHeight(), 0); // its own
    }

    void oneColumnBelowIt()
    {
        Scenario s;
        TestPage page(&s);
        resizeTo(page, GridPage::RegularCharts - 1);
        QVERIFY(!page.twoColumns());
        const QList<QWidget *> order = {page.first, page.second, page.panel, page.plain, page.wide};
        const QList<int> stretches = {1, 1, 1, 0, 1};
        for (int i = 0; i < order.size(); ++i) {
            QCOMPARE(position(order.at(i)), QList<int>({i, 0, 1, 1}));
            QCOMPARE(rowStretch(page.first, i), stretches.at(i));
        }
        QCOMPARE(page.first->minimumHeight(), 420);
        QCOMPARE(page.wide->minimumHeight(), 420);
        // And back: the two-column layout is the same as before.
        resizeTo(page, GridPage::RegularCharts);
        QVERIFY(page.twoColumns());
        QCOMPARE(position(page.wide), QList<int>({2, 0, 1, 2}));
        QCOMPARE(rowStretch(page.first, 3), 0);
    }

    void viewsAndHiddenCells()
    {
        // The Hardware tab: the roofline (alone on its row while no measured sweep stands beside it) and its
        // table in one view, one layer's operators in the other.
        Scenario s;
        ViewsPage page(&s);
        page.resize(GridPage::RegularCharts, 900); // the width the grid measures again on a change of cells
        resizeTo(page, GridPage::RegularCharts);
        QVERIFY(page.twoColumns());
        QCOMPARE(page.currentView(), 0);
        QCOMPARE(position(page.views->parentWidget()), QList<int>({0, 0, 1, 2}));
        QCOMPARE(position(page.lone), QList<int>({1, 0, 1, 1}));
        QCOMPARE(position(page.beside), QList<int>({1, 1, 1, 1}));
        QVERIFY(cellOf(page.other)->isHidden());
        // Its neighbour hidden, the first chart takes the row; the panel follows on the next.
        page.setCellShownFor(page.beside, false);
        QVERIFY(cellOf(page.beside)->isHidden());
        QCOMPARE(position(page.lone), QList<int>({1, 0, 1, 2}));
        QCOMPARE(position(page.panel), QList<int>({2, 0, 1, 2}));
        // The other view: only its cells, the switch staying on top.
        page.views->setCurrentIndex(1);
        QCOMPARE(page.currentView(), 1);
        QVERIFY(cellOf(page.lone)->isHidden() && page.panel->isHidden());
        QVERIFY(!cellOf(page.other)->isHidden());
        QCOMPARE(position(page.other), QList<int>({1, 0, 1, 2}));
        // Back: the hidden neighbour stays hidden; shown again, side by side as at first.
        page.views->setCurrentIndex(0);
        QVERIFY(!cellOf(page.lone)->isHidden() && cellOf(page.beside)->isHidden());
        QCOMPARE(position(page.lone), QList<int>({1, 0, 1, 2}));
        // A hidden cell does not count for the columns, however wide it must be.
        page.beside->setMinimumWidth(2 * GridPage::RegularCharts);
        page.setCellShownFor(page.panel, true); // arranges again
        QVERIFY(page.twoColumns());
        page.beside->setMinimumWidth(0);
        page.setCellShownFor(page.beside, true);
        QVERIFY(!cellOf(page.lone)->isHidden() && !cellOf(page.beside)->isHidden());
        QCOMPARE(position(page.beside), QList<int>({1, 1, 1, 1}));
        // Every chart is listed, whatever the view shows: exports draw them all.
        QCOMPARE(page.charts(), QList<ChartView *>({page.lone, page.beside, page.other}));
    }

    void listsTheChartsOfItsCellsInOrder()
    {
        Scenario s;
        TestPage page(&s);
        QCOMPARE(page.charts(), QList<ChartView *>({page.first, page.second, page.inPanel, page.wide}));
    }

    void namesEachChartAboveIt()
    {
        // A chart's cell names it in a label above the plot; its minimum height stays the chart's own, so
        // the name never takes it from the plot. A panel keeps its own content.
        Scenario s;
        TestPage page(&s);
        resizeTo(page, GridPage::RegularCharts);
        for (AmdahlChart *chart : {page.first, page.second, page.wide}) {
            auto *cell = qobject_cast<ChartCell *>(chart->parentWidget());
            QVERIFY(cell);
            QCOMPARE(cell->heading()->text(), chart->title());
        }
        QCOMPARE(page.first->minimumHeight(), 320);
        QCOMPARE(page.inPanel->parentWidget(), page.panel);
    }
};

QTEST_MAIN(TestGridPage)
#include "tst_gridpage.moc"
