#pragma once
// Reading back the CSV files the exports write (tableexport.h).
#include "csvrecords.h"
#include "testutil.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace {

/// The records of an export's CSV file (UTF-8), split on `separator` outside quotes
/// (models/core/csvrecords.h).
QList<QStringList> parseCsv(const QByteArray &bytes, QChar separator = u',')
{
    QList<QStringList> rows;
    const auto records = infralab::splitCsv(QString::fromUtf8(bytes), separator);
    if (!records) return rows; // an unclosed quote: no rows, and the caller's comparisons fail
    for (const infralab::CsvRecord &record : *records)
        rows << record.cells;
    return rows;
}

} // namespace
