#pragma once
// Reading back the CSV files the exports write (tableexport.h).
#include "testutil.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace {

/// RFC 4180: fields split on commas (or `separator`) outside quotes, "" inside quotes is one quote, CRLF ends
/// a record.
QList<QStringList> parseCsv(const QByteArray &bytes, QChar separator = u',')
{
    const QString text = QString::fromUtf8(bytes);
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == separator) {
            row << field;
            field.clear();
        } else if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n') {
            row << field;
            rows << row;
            row.clear();
            field.clear();
            ++i;
        } else {
            field += c;
        }
    }
    return rows;
}

} // namespace
