#pragma once
// A tab whose charts and panels sit in a grid: two columns when the page is wide enough for two readable
// charts side by side and every cell's least width fits in half of it, else one column that scrolls. Pages
// declare their cells once, in order; the grid lays them out for either width.
#include "viewpage.h"

#include <QElapsedTimer>

class QGridLayout;
class QScrollArea;
class QTabBar;

namespace infralab {

/// One cell's minimum height and row stretch in one of the two layouts.
struct CellSize
{
    int minimumHeight = -1; ///< -1: the widget keeps its own minimum
    int rowStretch = 0;     ///< in two columns, a row stretches as its most stretching cell
    bool operator==(const CellSize &) const = default;
};

/// One widget of the grid, in the page's reading order.
struct GridCell
{
    QWidget *widget = nullptr;
    CellSize oneColumn;
    CellSize twoColumns;
    bool fullWidth = false; ///< spans both columns of the two-column layout
    /// Spans both columns too while no shown cell stands beside it (the roofline without a measured sweep).
    bool spansWhenAlone = false;
    /// The page's view (addViewSwitch) the cell belongs to, shown only while that view is current; -1: every
    /// view.
    int view = -1;
};

class GridPage : public ViewPage
{
    Q_OBJECT
public:
    /// The page widths from which the grid shows two columns: every page takes one of these. Two, not one: a
    /// maximised 1920 px window shows Serving and Choose in two columns, Training in one.
    enum TwoColumnWidth
    {
        /// Two charts of the base's minimum width (480) side by side, with margins and a scroll bar.
        RegularCharts = 1010,
        /// About 640 px per chart, for charts with many categories or a long legend.
        WideCharts = 1300,
    };

    GridPage(Scenario *scenario, PageContent content, TwoColumnWidth twoColumnWidth,
             QWidget *parent = nullptr);

    /// The charts of the cells in reading order, those inside a panel included: a chart placed in the grid is
    /// exported, copied and benchmarked without being listed anywhere else.
    QList<ChartView *> charts() const override;

    bool twoColumns() const { return m_twoColumns; }
    /// While a slider is held the grid keeps its columns: a chart's categories then break between their
    /// words rather than moving every chart to another column, and one column goes to two only on release.
    /// It still goes to one column when a cell's own least width no longer fits in half the page.
    void holdLayout(bool held) override;
    /// The view shown (addViewSwitch), 0 when the page has one view.
    int currentView() const;

protected:
    /// The widget the cells belong to (their parent).
    QWidget *content() const { return m_content; }
    /// Appends a cell; the grid takes it at once. A chart's cell shows its name above it (ChartCell), and its
    /// minimum height is the chart's.
    void addCell(const GridCell &cell);
    /// Appends a cell that keeps its widget's own minimum height and does not stretch (a panel, a table).
    void addCell(QWidget *widget);
    /// Appends, as a cell across the page, a tab bar of `views` tabs that shows one view's cells at a time
    /// (GridCell::view): the Hardware tab's device roofline or one layer's operators. The page names the
    /// tabs.
    QTabBar *addViewSwitch(int views);
    /// Shows or hides the cell of `widget` (a chart in a cell, or the cell's widget); the others close up.
    /// From its first call for a cell, the grid shows or hides that cell's widget; a panel that hides itself
    /// (the imported measurements) is left to do so, and counts as shown for the columns.
    void setCellShown(QWidget *widget, bool shown);
    /// Gives the cell of `widget` other sizes, e.g. more height while another chart shares the column; the
    /// same sizes again change nothing.
    void setCellSizes(QWidget *widget, CellSize oneColumn, CellSize twoColumns);

    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// The charts of a cell: its own, or those of the panel it is.
    static QList<ChartView *> cellCharts(const GridCell &cell);
    /// The cell of `widget` (a chart in a cell, or the cell's widget), or nullptr.
    GridCell *cellOf(const QWidget *widget);
    /// In the current view and not hidden by the page.
    bool shown(const GridCell &cell) const;
    /// Arranges the cells again after a change of the cells shown (a view, a hidden cell).
    void cellsChanged();
    /// For each cell, whether it takes both columns of the two-column layout when shown.
    QList<bool> spanning() const;
    /// `wholeCategories`: a chart's categories must fit unbroken too.
    bool wideEnoughForTwo(int width, bool wholeCategories = true) const;
    /// Arranges the cells in the columns `width` holds, unless the grid went from two columns to one and back
    /// at this width a moment ago: it then holds one.
    void rearrange(int width);
    void arrange(bool twoColumns);

    QScrollArea *m_scroll;
    QWidget *m_content;
    QGridLayout *m_grid;
    QList<GridCell> m_cells;
    int m_twoColumnWidth;
    bool m_twoColumns = true;
    /// The page width of the last changes of columns, how many there were since `m_firstFlip` (within
    /// kFlipWindowMs), and whether the grid holds one column at that width.
    static constexpr qint64 kFlipWindowMs = 500;
    int m_flipWidth = -1;
    int m_flips = 0;
    QElapsedTimer m_firstFlip;
    bool m_oneColumnHeld = false;
    bool m_columnsHeld = false; ///< holdLayout()
    QTabBar *m_views = nullptr; ///< addViewSwitch()
    QList<const QWidget *> m_hidden;   ///< cells' widgets the page hid (setCellShown)
    QList<const QWidget *> m_switched; ///< cells' widgets the page ever showed or hid
};

} // namespace infralab
