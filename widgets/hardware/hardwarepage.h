#pragma once
// Section 01 of the course, "Matériel": the roofline of the selected device against a second one, and the
// course's table of ridge point, decode and training speeds for both.
#include "viewpage.h"

class QCheckBox;
class QGridLayout;
class QLabel;
class QScrollArea;
class QTabBar;

namespace infralab {

class ChartCell;
class MeasuredSweepChart;
class OperatorsChart;
class RooflineChart;
class RooflineTable;

class HardwarePage : public ViewPage
{
    Q_OBJECT
public:
    explicit HardwarePage(Scenario *scenario, QWidget *parent = nullptr);

    /// The roofline, the operators of one layer, and the sweep measured on this computer when there is one
    /// (shown beside it, or by the tab bar).
    QList<ChartView *> charts() const override;
    QList<ChartView *> allCharts() const override;

    RooflineChart *rooflineChart() const { return m_chart; }
    MeasuredSweepChart *sweepChart() const { return m_sweep; }
    OperatorsChart *operatorsChart() const { return m_operators; }

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslateUi();
    /// The title of the chart shown: the device's roofline or the operators'.
    QString heading() const;
    /// True when the page is wide enough for the sweep beside the roofline.
    bool sideBySide() const;
    /// Shows the sweep beside the roofline, or one of the two by the tab bar, or the roofline alone.
    void arrangeCharts();
    /// The heading with the view switches beside it on a wide page, above them on a narrow one; the charts'
    /// minimum height at the current zoom.
    void arrangeTop();

    QScrollArea *m_scroll;
    QWidget *m_content;
    QGridLayout *m_top = nullptr;
    bool m_headingBesideSwitches = true;
    double m_arrangedZoom = 0; ///< the zoom the charts' minimum height was set for
    QLabel *m_heading;
    RooflineChart *m_chart;
    MeasuredSweepChart *m_sweep;
    ChartCell *m_sweepCell; ///< the sweep under its name
    QTabBar *m_switch; ///< roofline or sweep, on a page too narrow for both
    OperatorsChart *m_operators;
    QTabBar *m_view; ///< the device's roofline (with the sweep and the table) or one layer's operators
    QCheckBox *m_showHierarchy;
    RooflineTable *m_table;
};

} // namespace infralab
