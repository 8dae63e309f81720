#pragma once
// The report's tables as CSV files, RFC 4180 by default or in the French spreadsheets' form (CsvForm).
// Numbers are in SI units, in their shortest exact form and without grouping, so that scripts and
// spreadsheets read them whatever their language; the header row is in the current language. The PDF report
// shows the same tables, formatted for reading.
#include "serving.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace infralab {

class Scenario;

/// One row of the course's serving table (section 03).
struct ServingRow
{
    int batch = 1;
    ServingPoint point;
    double eurPerMillionTokens = 0; ///< NaN when the device has no hourly price
    bool current = false;           ///< the scenario's own batch (serving.batch)
};

/// The course's batches 1, 8, 32, 64, 128, 256, plus the scenario's batch when it is not one of them (as the
/// window's table), computed with models/serving.h on the scenario's servingInputs().
QList<ServingRow> servingTableRows(const Scenario &scenario);

/// The serving table as the report shows it, in the current language (every number through Format): the
/// header, then one row per entry of servingTableRows().
QList<QStringList> servingTableText(const Scenario &scenario);

/// The inputs as the report shows them: the header, then description, value with its unit, key; only the
/// inputs whose value differs from the course's default when `changedOnly`.
QList<QStringList> inputsTableText(const Scenario &scenario, bool changedOnly);

/// While a scenario is pinned, the inputs whose value differs between A and B: the header, then description,
/// A's value, B's value, key. Just the header when nothing is pinned or nothing differs.
QList<QStringList> inputsDifferenceText(const Scenario &scenario);

/// While a scenario is pinned, the headline figures of each view for A and B: the header, then figure, A, B,
/// B's change against A (ab::relativeChange). Just the header when nothing is pinned.
QList<QStringList> headlineComparisonText(const Scenario &scenario);

/// A number with its SI unit through Format, or followed by the unit as written when Format has no name for
/// it
/// ("€/h", "kW"); NaN reads "none".
QString displayValue(double value, const QString &unit);

/// The title of a figure key (the figure table's) in the current language, else the key.
QString figureTitle(const QString &key);

/// The two forms of the CSV files. RFC 4180 (the default): ',' between fields, '.' in numbers, UTF-8, for
/// scripts and English spreadsheets. French: what a French spreadsheet opens without an import dialog,
/// ';' between fields, ',' in numbers, UTF-8 with a byte-order mark. Both quote a field holding the
/// separator, a quote or a line break, and end lines with CRLF.
enum class CsvForm
{
    Rfc4180,
    French
};

/// One CSV line, without the line end; in the French form, a field that is a number gets a decimal comma.
QString csvLine(const QStringList &fields, CsvForm form = CsvForm::Rfc4180);

/// Writes rows (the first one the header) as one CSV file in `form`, atomically: the whole file or nothing.
bool writeCsvRows(const QString &path, const QList<QStringList> &rows, CsvForm form, QString *error);

/// A number for a CSV file: SI, its shortest exact form, no grouping; empty when it is not finite.
QString csvNumber(double v);

/// Columns: key, description, value (SI; empty for "none"; true/false), unit. While a scenario is pinned the
/// value is B's, then come A's value and B's relative change against A ((B − A) / |A|, empty when A is zero
/// or either is not a number).
bool writeFiguresCsv(const QString &path, const Scenario &scenario, QString *error,
                     CsvForm form = CsvForm::Rfc4180);
/// Columns: batch, fits, TTFT (s), TPOT (s), throughput (tokens/s), latency (s), € per million tokens.
bool writeServingTableCsv(const QString &path, const Scenario &scenario, QString *error,
                          CsvForm form = CsvForm::Rfc4180);
/// Columns: key, description, value, course default, unit; every input of scenarioschema.h. While a scenario
/// is pinned the value is B's, and A's value follows in a last column.
bool writeInputsCsv(const QString &path, const Scenario &scenario, QString *error,
                    CsvForm form = CsvForm::Rfc4180);

} // namespace infralab
