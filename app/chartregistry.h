#pragma once
// The views of the window in tab order, and every chart on them by export name: `infralab export`, the lab
// report and the tests read the charts from the pages themselves, so a chart placed on a page is exported.
#include "chartexport.h"
#include "chartview.h"

#include <QList>
#include <QString>

namespace infralab {

class ViewPage;

struct ChartEntry
{
    QString exportName;
    ChartFactory make; ///< the chart's own ChartView::factory(): never empty
    ChartView::Condition condition = nullptr; ///< ChartView::condition(): nullptr when always drawn

    /// True when the chart has something to draw for `s` (no condition, or `s` meets it).
    bool shownFor(const Scenario &s) const { return !condition || condition(s); }
};

/// Every chart of every page, in the order of the exports and the report. Asked of pages built once, off the
/// window; needs a QApplication (the offscreen platform is enough).
const QList<ChartEntry> &chartRegistry();
/// The factory of the chart exported as `exportName`, or an empty one when no page shows it. Makes only the
/// pages up to the one that shows it. `condition`, when given, receives the chart's ChartView::condition().
ChartFactory findChart(const QString &exportName, ChartView::Condition *condition = nullptr);

/// Makes the window's pages, in tab order.
QList<ViewPage *> makePages(Scenario *scenario, QWidget *parent);
/// The tabs' stable names, in tab order, as `--tab` and `bench` take them; without making any page.
QStringList pageNames();

} // namespace infralab
