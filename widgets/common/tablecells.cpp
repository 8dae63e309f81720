#include "tablecells.h"

#include <QHeaderView>
#include <QTableWidget>

namespace infralab::cells {

QTableWidgetItem *at(QTableWidget *table, int row, int column, Qt::Alignment alignment)
{
    if (QTableWidgetItem *existing = table->item(row, column)) return existing;
    auto *item = new QTableWidgetItem;
    item->setTextAlignment(alignment);
    table->setItem(row, column, item);
    return item;
}

void setHeaders(QTableWidget *table, const QStringList &labels)
{
    if (table->columnCount() < labels.size()) table->setColumnCount(int(labels.size()));
    for (int column = 0; column < labels.size(); ++column) {
        QTableWidgetItem *header = table->horizontalHeaderItem(column);
        if (!header) {
            header = new QTableWidgetItem;
            table->setHorizontalHeaderItem(column, header);
        }
        if (header->text() != labels.at(column)) header->setText(labels.at(column));
    }
}

} // namespace infralab::cells
