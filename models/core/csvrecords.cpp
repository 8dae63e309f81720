#include "csvrecords.h"

namespace infralab {

namespace {

bool isBlank(const CsvRecord &record)
{
    return record.cells.size() == 1 && record.cells.first().trimmed().isEmpty();
}

} // namespace

std::optional<QList<CsvRecord>> splitCsv(const QString &text, QChar separator, int *unclosedLine)
{
    QList<CsvRecord> out;
    CsvRecord current{1, {}};
    QString cell;
    bool quoted = false, cellStarted = false;
    int line = 1;
    auto endCell = [&] {
        current.cells.append(cell);
        cell.clear();
        cellStarted = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"') {
                cell += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                if (c == u'\n') ++line;
                cell += c;
            }
        } else if (c == u'"' && !cellStarted && cell.isEmpty()) {
            quoted = cellStarted = true;
        } else if (c == separator) {
            endCell();
        } else if (c == u'\n' || c == u'\r') {
            if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n') ++i;
            endCell();
            if (!isBlank(current)) out.append(current);
            current = CsvRecord{++line, {}};
        } else {
            cell += c;
            cellStarted = true;
        }
    }
    if (quoted) {
        if (unclosedLine) *unclosedLine = current.line;
        return std::nullopt;
    }
    endCell();
    if (!isBlank(current)) out.append(current);
    return out;
}

} // namespace infralab
