#pragma once
// Splitting RFC 4180 text into records: the measurement importer reads CSV files with it, and the tests read
// back the tables the exports write.
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace infralab {

struct CsvRecord
{
    int line = 0; ///< line of the text where the record starts (1-based)
    QStringList cells;
};

/// Splits `text` into records: cells separated by `separator` outside quotes, a quoted cell may hold
/// separators, line breaks and "" for one quote; CRLF, LF or CR end a record; blank lines are skipped.
/// Returns nothing when a quoted cell is not closed, with the line where its record starts in `unclosedLine`.
std::optional<QList<CsvRecord>> splitCsv(const QString &text, QChar separator = u',',
                                         int *unclosedLine = nullptr);

} // namespace infralab
