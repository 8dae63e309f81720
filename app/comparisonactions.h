#pragma once
// The Compare menu of the explorer window: pin the current scenario as A, swap A and B, drop A; a toolbar
// toggle and a status-bar line saying what A is. Every view then draws A beside B (widgets/comparison.h).
#include "windowactions.h"

class QAction;
class QLabel;
class QMenu;
class QToolBar;

namespace infralab {

class ComparisonActions : public WindowActions
{
    Q_OBJECT
public:
    ComparisonActions(Scenario *scenario, QMainWindow *window);

    /// Adds the menu to the window's menu bar before `before` and the toggle to `toolbar`.
    void install(QAction *before, QToolBar *toolbar);

    QAction *pinAction() const { return m_pin; }
    QAction *swapAction() const { return m_swap; }
    QAction *clearAction() const { return m_clear; }

private:
    void retranslate() override;
    void updateState();

    QMenu *m_menu;
    QAction *m_pin, *m_swap, *m_clear, *m_toggle;
    QLabel *m_status;
};

} // namespace infralab
