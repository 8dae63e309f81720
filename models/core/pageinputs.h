#pragma once
// Which inputs each tab of the window offers, written in one place: the controls panel shows a tab's list,
// in this order, while the tab is current; beside the panel, the formula panel lists the tab's figures.
#include "scenariokeys.h"

#include <QList>
#include <QStringList>

namespace infralab {

/// The window's tabs, in the window's order.
enum class Tab
{
    Hardware,
    Training,
    Serving,
    Choose,
    Exercises
};

/// The inputs whose controls the controls panel shows while `tab` is current, in the panel's order.
QList<Key> tabInputs(Tab tab);
/// The figures (formulas.h) the formula panel lists while `tab` is current, in the figure table's order.
QStringList tabFigures(Tab tab);

} // namespace infralab
