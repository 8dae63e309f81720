#include "tablecells.h"

#include <QHeaderView>
#include <QLayout>
#include <QScrollArea>
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

int scrollRoom(QWidget *widget, QObject *filter, QPointer<QWidget> *watched)
{
    for (QWidget *p = widget->parentWidget(); p; p = p->parentWidget()) {
        auto *area = qobject_cast<QScrollArea *>(p);
        if (!area) continue;
        if (*watched != area->viewport()) {
            *watched = area->viewport();
            (*watched)->installEventFilter(filter);
        }
        const QWidget *content = area->widget();
        const QMargins margins =
            content && content->layout() ? content->layout()->contentsMargins() : QMargins();
        return area->viewport()->width() - margins.left() - margins.right();
    }
    return -1;
}

} // namespace infralab::cells
