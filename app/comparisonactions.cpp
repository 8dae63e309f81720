#include "comparisonactions.h"

#include "comparison.h"
#include "scenario.h"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>

namespace infralab {

ComparisonActions::ComparisonActions(Scenario *scenario, QMainWindow *window)
    : WindowActions(scenario, window), m_menu(new QMenu(window)), m_pin(new QAction(this)),
      m_swap(new QAction(this)), m_clear(new QAction(this)), m_toggle(new QAction(this)),
      m_status(new QLabel(window))
{
    m_pin->setObjectName(QStringLiteral("pinAction"));
    m_swap->setObjectName(QStringLiteral("swapAction"));
    m_clear->setObjectName(QStringLiteral("clearPinAction"));
    m_toggle->setObjectName(QStringLiteral("compareToggle"));
    m_pin->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    m_swap->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    m_pin->setIcon(QIcon::fromTheme(QStringLiteral("view-pin")));
    m_swap->setIcon(QIcon::fromTheme(QStringLiteral("view-refresh")));
    m_clear->setIcon(QIcon::fromTheme(QStringLiteral("edit-clear")));
    m_toggle->setCheckable(true);
    m_status->setObjectName(QStringLiteral("pinnedStatus"));
    m_menu->addActions({m_pin, m_swap, m_clear});

    Comparison *comparison = &m_scenario->comparison();
    connect(m_pin, &QAction::triggered, comparison, &Comparison::pin);
    connect(m_swap, &QAction::triggered, comparison, &Comparison::swap);
    connect(m_clear, &QAction::triggered, comparison, &Comparison::unpin);
    // The toggle pins what is on screen now, or drops the pinned scenario.
    connect(m_toggle, &QAction::triggered, this,
            [comparison](bool on) { on ? comparison->pin() : comparison->unpin(); });
    connect(comparison, &Comparison::changed, this, &ComparisonActions::updateState);
    // A changes only through pin, swap, clear and files, all of which emit Comparison::changed: a slider drag
    // on B costs nothing here. Its words follow the window's language (WindowActions).
}

void ComparisonActions::install(QAction *before, QToolBar *toolbar)
{
    m_window->menuBar()->insertMenu(before, m_menu);
    toolbar->addSeparator();
    toolbar->addAction(m_toggle);
    m_window->statusBar()->addPermanentWidget(m_status);
    retranslate();
}

void ComparisonActions::retranslate()
{
    m_menu->setTitle(tr("C&ompare"));
    m_pin->setText(tr("&Pin this scenario"));
    m_pin->setStatusTip(tr("Freeze the values on screen as the pinned scenario: every chart then draws it "
                           "(dashed) beside the current one, which follows your changes"));
    m_swap->setText(tr("&Swap pinned and current"));
    m_clear->setText(tr("&Unpin"));
    m_toggle->setText(tr("Pin", "toolbar toggle: pin the scenario to compare with it"));
    updateState();
}

void ComparisonActions::updateState()
{
    const bool pinned = m_scenario->comparison().pinned() != nullptr;
    m_swap->setEnabled(pinned);
    m_clear->setEnabled(pinned);
    m_toggle->setChecked(pinned);
    m_toggle->setToolTip(pinned ? tr("Unpin and show only the current scenario")
                                : tr("Pin this scenario and compare your changes with it"));
    m_status->setText(pinned ? ab::describePinned(*m_scenario) : QString());
    m_status->setVisible(pinned);
}

} // namespace infralab
