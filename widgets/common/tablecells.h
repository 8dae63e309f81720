#pragma once
// Table cells that are created once and then only updated. Replacing an item makes the view recompute the
// size of every column for each cell (ResizeToContents); updating a text to the same value costs nothing.
#include <QPointer>
#include <QStringList>
#include <QWidget>

class QTableWidget;
class QTableWidgetItem;

namespace infralab::cells {

/// The item at (row, column), created with `alignment` the first time it is asked for.
QTableWidgetItem *at(QTableWidget *table, int row, int column, Qt::Alignment alignment);

/// Sets the horizontal header's labels, leaving unchanged ones alone.
void setHeaders(QTableWidget *table, const QStringList &labels);

/// The width the page's scroll area has for `widget`: its viewport's, less its content's margins; -1 outside
/// a scroll area. The viewport is watched by `filter` (kept in `*watched`), so that a resize of the page
/// reaches the table, which may then need another layout (two lines, stacked cells).
int scrollRoom(QWidget *widget, QObject *filter, QPointer<QWidget> *watched);

} // namespace infralab::cells
