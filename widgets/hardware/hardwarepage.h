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

    QString pageTitle() const override;
    QList<Key> controlKeys() const override;
    QStringList headlineKeys() const override;
    QList<ChartView *> charts() const override;

    RooflineChart *rooflineChart() const { return m_chart; }
    RooflineTable *rooflineTable() const { return m_table; }

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
