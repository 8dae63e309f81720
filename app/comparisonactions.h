#pragma once
// The Compare menu of the explorer window: pin the current scenario as A, swap A and B, drop A; a toolbar
// toggle and a status-bar line saying what A is. Every view then draws A beside B (widgets/comparison.h).
#include <QObject>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;
class QToolBar;

namespace infralab {

class Scenario;

class ComparisonActions : public QObject
{
    Q_OBJECT
public:
    ComparisonActions(Scenario *scenario, QMainWindow *window);

    /// Adds the menu to the window's menu bar before `before` and the toggle to `toolbar`.
    void install(QAction *before, QToolBar *toolbar);
    void retranslate();

    QAction *pinAction() const { return m_pin; }
    QAction *swapAction() const { return m_swap; }
    QAction *clearAction() const { return m_clear; }

private:
    void updateState();

    Scenario *m_scenario;
    QMainWindow *m_window;
    QMenu *m_menu;
    QAction *m_pin, *m_swap, *m_clear, *m_toggle;
    QLabel *m_status;
};

} // namespace infralab
