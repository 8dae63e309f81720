#pragma once
// Section 01 of the course, "Matériel": the roofline of the selected device against a second one, and the
// course's table of ridge point, decode and training speeds for both.
#include "viewpage.h"

class QCheckBox;
class QLabel;

namespace infralab {

class MeasuredSweepChart;
class RooflineChart;
class RooflineTable;

class HardwarePage : public ViewPage
{
    Q_OBJECT
public:
    explicit HardwarePage(Scenario *scenario, QWidget *parent = nullptr);

    /// The roofline, and the sweep measured on this computer when there is one.
    QList<ChartView *> charts() const override;
    QList<ChartView *> allCharts() const override;

    RooflineChart *rooflineChart() const { return m_chart; }
    MeasuredSweepChart *sweepChart() const { return m_sweep; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_heading;
    RooflineChart *m_chart;
    MeasuredSweepChart *m_sweep;
    QCheckBox *m_showHierarchy;
    RooflineTable *m_table;
};

} // namespace infralab
