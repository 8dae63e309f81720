#pragma once
// The course's table of section 01 for the selected and the compare device: ridge point, decode speed at
// batch 1, training speed at the scenario's MFU, and the datasheet figures they come from.
#include <QColor>
#include <QList>
#include <QPointer>
#include <QStringList>
#include <QTableWidget>

namespace infralab {

class RefreshScheduler;
class Scenario;

class RooflineTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit RooflineTable(Scenario *scenario, QWidget *parent = nullptr);

    /// Redraws now if a scenario change is pending (tests, exports).
    void flushRefresh();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// One device of the table, with its colour on the roofline.
    struct Row
    {
        QStringList texts;
        QColor colour;
        bool pinnedSide = false; ///< a device of the pinned scenario A
    };
    void refresh();
    /// The cells from m_headers and m_rows, a device per row, or per column when m_transposed.
    void fill();

    Scenario *m_scenario;
    RefreshScheduler *m_scheduler;
    QStringList m_headers;
    QList<Row> m_rows;
    /// The page's width for the table (its scroll area's viewport less the margins).
    int roomWidth();

    bool m_transposed = false;
    QPointer<QWidget> m_watched; ///< the page's viewport, watched for roomWidth()
    bool m_breakLabels = false;  ///< turned, and the figures' names on two lines: one did not fit the page
    int m_wideWidth = 0; ///< the width of the seven columns, a device per row, when last drawn so
    /// The turned table's least width when last drawn so, 0 until it is drawn turned with the present texts.
    int m_turnedWidth = 0;
};

} // namespace infralab
