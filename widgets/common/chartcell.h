#pragma once
// A chart with its name above it, as a page shows it: the name is a word-wrapped label the cell owns, not
// the chart's own title, so that however many lines the name takes in this language and zoom, the plot keeps
// its height (a name inside the chart squeezed the Choose tab's totals until its axis title was elided).
// Exports draw the same name above their image themselves (chartexport.h).
#include <QWidget>

class QLabel;

namespace infralab {

class ChartView;

class ChartCell : public QWidget
{
    Q_OBJECT
public:
    /// Takes `chart` into the cell, under its name; the cell gets the chart's former parent.
    explicit ChartCell(ChartView *chart);

    ChartView *chart() const { return m_chart; }
    /// The chart's name, as shown.
    QLabel *heading() const { return m_heading; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void showName();

    ChartView *m_chart;
    QLabel *m_heading;
};

} // namespace infralab
