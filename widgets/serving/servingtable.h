#pragma once
// The course's serving table (section 03) for the current scenario, and the capacity planner of
// exercise 4 under it: how many devices serve the request rate within the latency objective.
#include <QPointer>
#include <QWidget>

class QLabel;
class QTableWidget;
class QTableWidgetItem;

namespace infralab {

class RefreshScheduler;
class Scenario;

class ServingTable : public QWidget
{
    Q_OBJECT
public:
    explicit ServingTable(Scenario *scenario, QWidget *parent = nullptr);

    /// Redraws now if a change is pending (tests and exports cannot wait for the event loop).
    void flushRefresh();
    /// While held, the table's width only grows and it stays in its two-line form once in it: with A pinned
    /// its width followed each step's numbers and resized the charts beside it at nearly every step of a
    /// drag (434 chart resizes in 400 steps of `bench serving --pinned`). Released, it fits its numbers
    /// again.
    void setWidthHeld(bool held);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void fillRows();
    /// Sizes the columns to their one-line texts, or, when the page is narrower than that, puts each number
    /// above its unit (`twoLines`: each cell's two-line text) and breaks the headers; then the table's size.
    void fitToRoom(const QStringList &headers, const QList<std::pair<QTableWidgetItem *, QString>> &twoLines);
    /// The page's width for one cell (its scroll area's viewport less the margins); 0 outside a scroll area.
    int roomWidth();
    /// The table's width with each column as wide as its contents; just after resizeColumnsToContents().
    int columnsWidth() const;
    void fillCapacity();

    Scenario *m_scenario;
    RefreshScheduler *m_scheduler;
    QLabel *m_caption;
    QTableWidget *m_table;
    QLabel *m_capacity;
    QLabel *m_pinnedCapacity;     ///< A's plan under B's, hidden when nothing is pinned
    bool m_pinnedRows = false;    ///< A's rows are in the table, each above B's
    bool m_stacked = false;       ///< numbers above their units: the one-line table is wider than the page
    bool m_widthHeld = false;     ///< a slider is held: setWidthHeld()
    int m_oneLineWidth = 0;       ///< the table's width with every cell on one line
    QPointer<QWidget> m_watched;  ///< the page's viewport, whose width decides m_stacked
};

} // namespace infralab
