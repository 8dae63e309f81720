#pragma once
// A bar axis's labels as its chart set them and as ChartView showed them, broken onto two lines where a label
// was too wide for its share: the chart compares its new labels with the first, so that a fitted axis is not
// set again, and laid out again, at every step of a drag.
#include <QStringList>

class QBarCategoryAxis;

namespace infralab::categoryfit {

/// The labels as the chart set them, before any was broken for width (the axis is not changed: Qt 6.4's
/// categories() is not const).
QStringList asSet(QBarCategoryAxis *axis);

/// Sets the axis's labels to `labels` with the fewest layouts of its chart. Qt Charts 6.4 lays every label of
/// the axis out again, at once, whenever its first or last label changes (its range), and only on the chart's
/// next layout for one between them; clear() and append() are two such changes. So labels between unchanged
/// ends are replaced one by one, and otherwise the whole list is set in one change.
void setLabels(QBarCategoryAxis *axis, const QStringList &labels);

/// The chart's shorter form of its labels (one per label), to be shown where the labels it set do not fit
/// whole; empty: none.
QStringList shortForm(QBarCategoryAxis *axis);
void setShortForm(QBarCategoryAxis *axis, const QStringList &labels);

/// Shows `fitted` for the labels `set`, remembering both; true when the axis's labels changed.
bool show(QBarCategoryAxis *axis, const QStringList &set, const QStringList &fitted);

} // namespace infralab::categoryfit
