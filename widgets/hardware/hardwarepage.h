#pragma once
// Section 01 of the course, "Matériel": the roofline of the selected device against a second one, and the
// course's table of ridge point, decode and training speeds for both.
#include "gridpage.h"

class QCheckBox;
class QTabBar;

namespace infralab {

class MeasuredSweepChart;
class OperatorsChart;
class RooflineChart;
class RooflineTable;

class HardwarePage : public GridPage
{
    Q_OBJECT
public:
    explicit HardwarePage(Scenario *scenario, QWidget *parent = nullptr);

    /// The roofline, the operators of one layer, and the sweep measured on this computer when there is one
    /// (beside the roofline on a wide page, under it on a narrow one).
    QList<ChartView *> charts() const override;
    QList<ChartView *> allCharts() const override;

    RooflineChart *rooflineChart() const { return m_chart; }
    MeasuredSweepChart *sweepChart() const { return m_sweep; }
    OperatorsChart *operatorsChart() const { return m_operators; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    /// The device's roofline (with the sweep and the table) or one layer's operators.
    QTabBar *m_view = nullptr;
    RooflineChart *m_chart;
    MeasuredSweepChart *m_sweep;
    OperatorsChart *m_operators;
    QCheckBox *m_showHierarchy;
    RooflineTable *m_table;
};

} // namespace infralab
