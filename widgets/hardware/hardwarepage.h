#pragma once
// Section 01 of the course, "Matériel": the roofline of the selected device against a second one, and the
// course's table of ridge point, decode and training speeds for both.
#include "viewpage.h"

class QCheckBox;
class QLabel;

namespace infralab {

class RooflineChart;
class RooflineTable;

class HardwarePage : public ViewPage
{
    Q_OBJECT
public:
    explicit HardwarePage(Scenario *scenario, QWidget *parent = nullptr);

    QList<ChartView *> charts() const override;

    RooflineChart *rooflineChart() const { return m_chart; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_heading;
    RooflineChart *m_chart;
    QCheckBox *m_showHierarchy;
    RooflineTable *m_table;
};

} // namespace infralab
