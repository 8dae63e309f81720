#pragma once
// Table cells that are created once and then only updated. Replacing an item makes the view recompute the
// size of every column for each cell (ResizeToContents); updating a text to the same value costs nothing.
#include <QStringList>

class QTableWidget;
class QTableWidgetItem;

namespace infralab::cells {

/// The item at (row, column), created with `alignment` the first time it is asked for.
QTableWidgetItem *at(QTableWidget *table, int row, int column, Qt::Alignment alignment);

/// Sets the horizontal header's labels, leaving unchanged ones alone.
void setHeaders(QTableWidget *table, const QStringList &labels);

} // namespace infralab::cells
