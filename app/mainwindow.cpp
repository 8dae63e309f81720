#include "mainwindow.h"

#include "scenario.h"

#include <QEvent>
#include <QLabel>

namespace infralab {

MainWindow::MainWindow(Scenario *scenario, QWidget *parent) : QMainWindow(parent), m_scenario(scenario)
{
    setCentralWidget(new QLabel(this));
    resize(1280, 800);
    retranslateUi();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("InfraLab"));
    static_cast<QLabel *>(centralWidget())->setText(tr("InfraLab: what runs AI models, and what it costs."));
}

} // namespace infralab
