#include "gridpage.h"

#include "chartcell.h"
#include "chartview.h"
#include "zoomfont.h"

#include <QEvent>
#include <QGridLayout>
#include <QResizeEvent>
#include <QScrollArea>
#include <QStyle>
#include <QTabBar>
#include <QVBoxLayout>

namespace infralab {

GridPage::GridPage(Scenario *scenario, PageContent content, TwoColumnWidth twoColumnWidth, QWidget *parent)
    : ViewPage(scenario, std::move(content), parent), m_twoColumnWidth(twoColumnWidth)
{
    // On a small screen the page scrolls rather than squeezing the charts below readability.
    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_content = new QWidget(m_scroll);
    m_grid = new QGridLayout(m_content);
    m_scroll->setWidget(m_content);
    // A cell's least width can change with its contents (the serving table gains A's columns when a scenario
    // is pinned): the grid then checks that two columns still fit.
    m_content->installEventFilter(this);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_scroll);
}

QList<ChartView *> GridPage::cellCharts(const GridCell &cell)
{
    if (auto *named = qobject_cast<ChartCell *>(cell.widget)) return {named->chart()};
    if (auto *chart = qobject_cast<ChartView *>(cell.widget)) return {chart};
    return cell.widget->findChildren<ChartView *>();
}

QList<ChartView *> GridPage::charts() const
{
    QList<ChartView *> charts;
    for (const GridCell &cell : m_cells)
        charts.append(cellCharts(cell));
    return charts;
}

void GridPage::addCell(const GridCell &given)
{
    // A chart goes in with its name above it, in a label of its own (ChartCell): one way of naming every
    // chart of every grid, whatever its plot draws.
    GridCell cell = given;
    if (auto *chart = qobject_cast<ChartView *>(given.widget)) cell.widget = new ChartCell(chart);
    m_cells.append(cell);
    // A chart whose categories need more width than half the page ("On-premise" at 1920 px) takes the
    // page's whole width: the grid checks again when that width changes (a language, a zoom, a value).
    const QList<ChartView *> charts = cellCharts(cell);
    for (ChartView *chart : charts)
        connect(chart, &ChartView::wholeCategoriesWidthChanged, this, [this] { rearrange(width()); });
    arrange(m_twoColumns);
    // QScrollArea::setWidget sizes the content to the viewport or its minimum, polishes it and lays it out;
    // the pages used to give it the finished content, so each cell gets the same here. Without it the widths
    // of the Choose tab's table columns came out differently at 1920 px. setWidgetResizable does the sizing.
    m_scroll->setWidgetResizable(true);
    cell.widget->ensurePolished();
    m_grid->activate();
}

void GridPage::addCell(QWidget *widget)
{
    GridCell cell;
    cell.widget = widget;
    addCell(cell);
}

QTabBar *GridPage::addViewSwitch(int views)
{
    // A tab bar across the page's top, to its right as a document's tabs are: it reads as switching what is
    // under it, not as one more cell, and it stays put while the cells under it change.
    auto *holder = new QWidget(m_content);
    m_views = new QTabBar(holder);
    for (int i = 0; i < views; ++i)
        m_views->addTab(QString());
    m_views->setDocumentMode(true);
    m_views->setExpanding(false);
    auto *row = new QHBoxLayout(holder);
    row->setContentsMargins(0, 0, 0, 0);
    row->addStretch(1);
    row->addWidget(m_views);
    addCell({.widget = holder, .fullWidth = true});
    connect(m_views, &QTabBar::currentChanged, this, &GridPage::cellsChanged);
    return m_views;
}

int GridPage::currentView() const
{
    return m_views ? m_views->currentIndex() : 0;
}

GridCell *GridPage::cellOf(const QWidget *widget)
{
    for (GridCell &cell : m_cells) {
        auto *named = qobject_cast<ChartCell *>(cell.widget);
        if (cell.widget == widget || (named && named->chart() == widget)) return &cell;
    }
    return nullptr;
}

void GridPage::setCellShown(QWidget *widget, bool shown)
{
    const GridCell *cell = cellOf(widget);
    if (!cell) return;
    const bool first = !m_switched.contains(cell->widget);
    if (first) m_switched.append(cell->widget);
    if (shown == !m_hidden.contains(cell->widget) && !first) return;
    m_hidden.removeAll(cell->widget);
    if (!shown) m_hidden.append(cell->widget);
    cellsChanged();
}

void GridPage::setCellSizes(QWidget *widget, CellSize oneColumn, CellSize twoColumns)
{
    GridCell *cell = cellOf(widget);
    if (!cell || (cell->oneColumn == oneColumn && cell->twoColumns == twoColumns)) return;
    cell->oneColumn = oneColumn;
    cell->twoColumns = twoColumns;
    arrange(m_twoColumns);
}

void GridPage::cellsChanged()
{
    // Other cells have other least widths: the columns are measured afresh, as after a change of font. While
    // a slider is held the grid keeps its columns unless two no longer fit (holdLayout).
    m_flipWidth = -1;
    arrange(m_columnsHeld ? m_twoColumns && wideEnoughForTwo(width(), false) : wideEnoughForTwo(width()));
}

bool GridPage::shown(const GridCell &cell) const
{
    return (cell.view < 0 || cell.view == currentView()) && !m_hidden.contains(cell.widget);
}

QList<bool> GridPage::spanning() const
{
    QList<bool> spans(m_cells.size(), false);
    bool secondColumn = false;
    for (qsizetype i = 0; i < m_cells.size(); ++i) {
        const GridCell &cell = m_cells.at(i);
        if (!shown(cell)) continue;
        // Alone: first in its row, and the next shown cell, if any, takes a row of its own.
        qsizetype next = i + 1;
        while (next < m_cells.size() && !shown(m_cells.at(next)))
            ++next;
        const bool alone =
            cell.spansWhenAlone && !secondColumn && (next == m_cells.size() || m_cells.at(next).fullWidth);
        spans[i] = cell.fullWidth || alone;
        secondColumn = !spans.at(i) && !secondColumn;
    }
    return spans;
}

bool GridPage::wideEnoughForTwo(int width, bool wholeCategories) const
{
    // Zoomed text (presentation mode) needs zoomed charts: the breakpoint grows with it.
    if (width < m_twoColumnWidth * zoomfont::zoom()) return false;
    // A cell wider than half the page would push the page past its width, behind a sideways scroll bar (the
    // serving table with A's columns beside B's, at 1920 px): one column then, where it has the full width.
    const QMargins margins = m_grid->contentsMargins();
    const int half = (width - style()->pixelMetric(QStyle::PM_ScrollBarExtent) - margins.left() -
                      margins.right() - m_grid->horizontalSpacing()) /
                     2;
    const QList<bool> spans = spanning();
    for (qsizetype i = 0; i < m_cells.size(); ++i) {
        const GridCell &cell = m_cells.at(i);
        if (!shown(cell) || spans.at(i)) continue;
        if (cell.widget->minimumSizeHint().expandedTo(cell.widget->minimumSize()).width() > half)
            return false;
        // A chart's categories whole ("On-premise", not "On-" over "premise"): the cell's width less its
        // chart's, plus what the chart needs.
        if (!wholeCategories) continue;
        for (const ChartView *chart : cellCharts(cell))
            if (chart->wholeCategoriesWidth() > 0 &&
                cell.widget->width() - chart->width() + chart->wholeCategoriesWidth() > half)
                return false;
    }
    return true;
}

bool GridPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_content && event->type() == QEvent::LayoutRequest) rearrange(width());
    return ViewPage::eventFilter(watched, event);
}

void GridPage::holdLayout(bool held)
{
    if (m_columnsHeld == held) return;
    m_columnsHeld = held;
    if (!held) rearrange(width());
}

void GridPage::rearrange(int width)
{
    // A change of columns lays every chart of the page out again: the largest steps of a Training drag
    // (35 to 50 ms) were those where the memory chart's categories moved the grid between one and two.
    if (m_columnsHeld && (!m_twoColumns || wideEnoughForTwo(width, false))) return;
    const bool two = wideEnoughForTwo(width);
    if (two == m_twoColumns) return;
    // A cell measured too wide in two columns can measure narrow enough in one (a chart's categories fitted
    // to the wider plot): back in two, it is too wide again. The scroll area then resized its content between
    // the two without end (a crash in a language switch on the Training tab with a scenario pinned). After
    // two changes within a moment at the same width, the grid holds one column, which fits every cell, until
    // the width or the font changes.
    if (width != m_flipWidth) {
        m_flipWidth = width;
        m_flips = 0;
        m_oneColumnHeld = false;
    }
    if (two && m_oneColumnHeld) return;
    if (m_flips == 0 || m_firstFlip.hasExpired(kFlipWindowMs)) {
        m_flips = 0;
        m_firstFlip.start();
    }
    if (++m_flips > 2 && two) {
        m_oneColumnHeld = true;
        return;
    }
    arrange(two);
}

void GridPage::resizeEvent(QResizeEvent *event)
{
    rearrange(event->size().width());
    ViewPage::resizeEvent(event);
}

void GridPage::changeEvent(QEvent *event)
{
    // The zoom changes the application's font: the same width may now hold one column only, and the cells'
    // minimum heights grow with the text.
    if (event->type() == QEvent::FontChange) {
        m_flipWidth = -1; // measured afresh
        arrange(wideEnoughForTwo(width()));
    }
    ViewPage::changeEvent(event);
}

void GridPage::arrange(bool twoColumns)
{
    m_twoColumns = twoColumns;
    for (const GridCell &cell : m_cells)
        m_grid->removeWidget(cell.widget);
    QList<int> stretches(m_cells.size(), 0);
    const QList<bool> spanning = this->spanning();
    int row = 0, column = 0;
    for (qsizetype i = 0; i < m_cells.size(); ++i) {
        const GridCell &cell = m_cells.at(i);
        // Only the cells a view or the page shows and hides are shown or hidden here: a panel that hides
        // itself until it has something to show (the imported measurements) stays as it is.
        if (cell.view >= 0 || m_switched.contains(cell.widget)) cell.widget->setVisible(shown(cell));
        if (!shown(cell)) continue;
        const bool spans = twoColumns && spanning.at(i);
        if (spans && column == 1) {
            ++row;
            column = 0;
        }
        m_grid->addWidget(cell.widget, row, column, 1, spans ? 2 : 1);
        // One column leaves the full width to each chart: pages give them back some height there.
        const CellSize &size = twoColumns ? cell.twoColumns : cell.oneColumn;
        // A chart's minimum is its plot's: the name above it adds its own lines.
        auto *named = qobject_cast<ChartCell *>(cell.widget);
        QWidget *sized = named ? static_cast<QWidget *>(named->chart()) : cell.widget;
        if (size.minimumHeight >= 0) sized->setMinimumHeight(qRound(size.minimumHeight * zoomfont::zoom()));
        stretches[row] = std::max(stretches.at(row), size.rowStretch);
        column += spans ? 2 : 1;
        if (!twoColumns || column == 2) {
            ++row;
            column = 0;
        }
    }
    for (int i = 0; i < stretches.size(); ++i)
        m_grid->setRowStretch(i, stretches.at(i));
    m_grid->setColumnStretch(0, twoColumns ? 1 : 0);
    m_grid->setColumnStretch(1, twoColumns ? 1 : 0);
}

} // namespace infralab
