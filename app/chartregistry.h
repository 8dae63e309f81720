#pragma once
// Every chart of every view, by export name, and the views of the window in tab order. `infralab export`,
// the export dialog and the benchmark all read this one list.
#include "chartexport.h"

#include <QList>
#include <QString>

namespace infralab {

class ViewPage;

struct ChartEntry
{
    QString exportName;
    ChartFactory make;
};

const QList<ChartEntry> &chartRegistry();
ChartFactory chartFactory(const QString &exportName);

/// Makes the window's pages, in tab order.
QList<ViewPage *> makePages(Scenario *scenario, QWidget *parent);

} // namespace infralab
