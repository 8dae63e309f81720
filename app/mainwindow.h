#pragma once
// The explorer window: one tab per section of the course around one Scenario.
#include <QMainWindow>

namespace infralab {

class Scenario;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(Scenario *scenario, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    Scenario *m_scenario;
};

} // namespace infralab
