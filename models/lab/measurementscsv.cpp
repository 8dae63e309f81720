// The CSV importer (RFC 4180: commas, decimal point, "…" quoting with "" for a quote, a header line; or the
// French spreadsheets' form, semicolons and decimal commas, when the header line has a semicolon). The
// columns are the README's: a row is a serving run or a roofline point by the cells it fills. The file
// `infralab export` writes (measurements.csv, one line per measured value) is read back too.
#include "csvrecords.h"
#include "measurements_detail.h"

#include <QFileInfo>
#include <QHash>
#include <cmath>

namespace infralab::measurements_detail {

namespace {

const QStringList kColumns = {"batch",        "prompt_tokens", "output_tokens", "ttft_s", "tpot_s",
                              "tokens_per_s", "size",          "tflops",        "flops",  "bytes",
                              "seconds",      "label",         "device"};
/// measurements.csv's columns besides those (widgets/lab/measurementtable.h, writeMeasurementsCsv).
const QStringList kExportedColumns = {
    "source", "kind",      "intensity", "quantity", "measured",
    "model",  "error_pct", "median",    "p99",      "requests_in_flight_littles_law"};

/// The separator, from the header line alone: ';' when it has one (the French form, `export --csv fr`), else
/// ','. A column name holds neither, so a header in either form tells its separator.
QChar separatorOf(const QString &text)
{
    for (const QChar c : text) {
        if (c == u'\r' || c == u'\n') break;
        if (c == u';') return u';';
    }
    return u',';
}

/// The file's records, or nothing with the reason in `error` when a quoted cell is not closed.
std::optional<QList<CsvRecord>> records(const QString &text, QChar separator, const QString &file,
                                        QString *error)
{
    int unclosed = 0;
    auto out = splitCsv(text, separator, &unclosed);
    if (!out) *error = Measurements::tr("%1: line %2: a quoted cell is not closed").arg(file).arg(unclosed);
    return out;
}

/// One data row's cells by column name, read as numbers on demand.
class Row
{
public:
    Row(const CsvRecord &r, const QStringList &header, const QString &file, QChar separator)
        : m_record(r), m_header(header), m_file(file), m_frenchForm(separator == u';')
    {
    }
    bool has(const QString &column) const { return !cell(column).isEmpty(); }
    QString cell(const QString &column) const
    {
        const qsizetype at = m_header.indexOf(column);
        return at < 0 ? QString() : m_record.cells.value(at).trimmed();
    }
    double number(const QString &column, Sign sign)
    {
        if (!m_error.isEmpty()) return 0;
        const QString text = cell(column);
        bool ok = false;
        // QString::toDouble is the C locale's: a decimal point. The French form writes a decimal comma.
        const bool mixed = m_frenchForm && text.contains(u'.');
        const double v = m_frenchForm ? QString(text).replace(u',', u'.').toDouble(&ok) : text.toDouble(&ok);
        const QString problem =
            text.isEmpty() ? Measurements::tr("missing")
            : mixed
                ? Measurements::tr("a decimal point, where the header's semicolons call for a decimal comma")
            : !ok ? Measurements::tr("not a number")
                  : numberProblem(v, sign);
        if (!problem.isEmpty()) fail(column, text, problem);
        return v;
    }
    void fail(const QString &column, const QString &value, const QString &why)
    {
        if (m_error.isEmpty())
            m_error =
                refusal(m_file, Measurements::tr("line %1, column \"%2\"").arg(m_record.line).arg(column),
                        value, why);
    }
    const QString &error() const { return m_error; }
    int line() const { return m_record.line; }
    QString source() const
    {
        // measurements.csv names its points in `source`, which is the label they were exported with.
        const QString label = has(QStringLiteral("label")) ? cell(QStringLiteral("label")) : cell("source");
        return label.isEmpty()
                   ? Measurements::tr("%1 line %2").arg(QFileInfo(m_file).fileName()).arg(m_record.line)
                   : label;
    }

private:
    const CsvRecord &m_record;
    const QStringList &m_header;
    QString m_file, m_error;
    bool m_frenchForm;
};

/// The serving model runs on the scenario's device: a serving row cannot name another one.
void refuseServingDevice(Row &row)
{
    if (row.has("device"))
        row.fail(QStringLiteral("device"), row.cell(QStringLiteral("device")),
                 Measurements::tr("a serving row is compared on the scenario's device; the device column "
                                  "names the device of a roofline row"));
}

/// The row's batch: a count of sequences served together, so 1.5 is a typing mistake, not a batch the model
/// can take.
double batchOf(Row &row)
{
    const double batch = row.number("batch", Sign::Positive);
    if (row.error().isEmpty() && batch != std::round(batch))
        row.fail(QStringLiteral("batch"), row.cell(QStringLiteral("batch")),
                 Measurements::tr("not a whole number of sequences"));
    return batch;
}

void readServing(Row &row, MeasurementSet *set)
{
    ServingMeasurement m;
    m.batch = batchOf(row);
    m.promptTokens = row.number("prompt_tokens", Sign::Positive);
    m.outputTokens = row.number("output_tokens", Sign::Positive);
    if (row.has("ttft_s")) m.ttft = row.number("ttft_s", Sign::Positive);
    if (row.has("tpot_s")) m.tpot = row.number("tpot_s", Sign::Positive);
    if (row.has("tokens_per_s")) m.tokensPerSecond = row.number("tokens_per_s", Sign::Positive);
    if (!m.ttft && !m.tpot && !m.tokensPerSecond)
        row.fail(QStringLiteral("ttft_s"), QString(),
                 Measurements::tr("a serving row needs ttft_s, tpot_s or tokens_per_s"));
    refuseServingDevice(row);
    m.source = row.source();
    set->serving.append(m);
}

void readRoofline(Row &row, MeasurementSet *set)
{
    RooflineMeasurement m;
    if (row.has("size") || row.has("tflops")) {
        m.kind = RooflineMeasurement::Kind::Matmul;
        m.size = row.number("size", Sign::Positive);
        m.flopsPerSecond = row.number("tflops", Sign::Positive) * 1e12;
    } else {
        m.kind = row.has("flops") ? RooflineMeasurement::Kind::Kernel : RooflineMeasurement::Kind::Copy;
        if (m.kind == RooflineMeasurement::Kind::Kernel) m.flops = row.number("flops", Sign::Positive);
        m.bytes = row.number("bytes", Sign::Positive);
        m.seconds = row.number("seconds", Sign::Positive);
        if (m.kind == RooflineMeasurement::Kind::Kernel && m.seconds > 0)
            m.flopsPerSecond = m.flops / m.seconds;
    }
    m.source = row.source();
    m.device = row.cell(QStringLiteral("device"));
    m.line = row.line();
    set->roofline.append(m);
}

/// Sets one measured value of an exported serving line (ttft_s, tpot_s, tokens_per_s) into its run, with
/// the median and p99 of a TTFT or TPOT; a quantity the run already has is refused.
void setServingValue(Row &row, ServingMeasurement *m)
{
    const QString quantity = row.cell(QStringLiteral("quantity"));
    const double value = row.number("measured", Sign::Positive);
    std::optional<double> median, p99;
    if (row.has("median")) median = row.number("median", Sign::Positive);
    if (row.has("p99")) p99 = row.number("p99", Sign::Positive);
    std::optional<double> *target = quantity == u"ttft_s"         ? &m->ttft
                                    : quantity == u"tpot_s"       ? &m->tpot
                                    : quantity == u"tokens_per_s" ? &m->tokensPerSecond
                                                                  : nullptr;
    if (!target)
        return row.fail(QStringLiteral("quantity"), quantity,
                        Measurements::tr("not a serving quantity (expected ttft_s, tpot_s or tokens_per_s)"));
    if (target->has_value())
        return row.fail(QStringLiteral("quantity"), quantity,
                        Measurements::tr("the run already has this quantity on the line before"));
    *target = value;
    if (quantity == u"ttft_s") {
        m->spread.ttftMedian = median;
        m->spread.ttftP99 = p99;
    } else if (quantity == u"tpot_s") {
        m->spread.tpotMedian = median;
        m->spread.tpotP99 = p99;
    }
}

/// One line of measurements.csv (one measured value, widgets/lab/measurementtable.h): a serving run's lines
/// follow one another and are merged back into it; a roofline line is a point, its kind named.
void readExportedLine(Row &row, MeasurementSet *set, QString *previousRun)
{
    const QString kind = row.cell(QStringLiteral("kind"));
    if (kind == u"serving") {
        refuseServingDevice(row);
        const QString run = QStringList{row.source(), row.cell("batch"), row.cell("prompt_tokens"),
                                        row.cell("output_tokens"), row.cell("requests_in_flight_littles_law")}
                                .join(u'\n');
        if (run != *previousRun || set->serving.isEmpty()) {
            ServingMeasurement m;
            m.batch = batchOf(row);
            m.promptTokens = row.number("prompt_tokens", Sign::Positive);
            m.outputTokens = row.number("output_tokens", Sign::Positive);
            if (row.has("requests_in_flight_littles_law"))
                m.inFlight = row.number("requests_in_flight_littles_law", Sign::Positive);
            m.source = row.source();
            set->serving.append(m);
        }
        *previousRun = run;
        return setServingValue(row, &set->serving.last());
    }
    previousRun->clear();
    RooflineMeasurement m;
    if (kind == u"matmul") {
        m.kind = RooflineMeasurement::Kind::Matmul;
        m.size = row.number("size", Sign::Positive);
        m.flopsPerSecond = row.number("measured", Sign::Positive);
    } else if (kind == u"kernel" || kind == u"copy") {
        m.kind = kind == u"kernel" ? RooflineMeasurement::Kind::Kernel : RooflineMeasurement::Kind::Copy;
        if (m.kind == RooflineMeasurement::Kind::Kernel) m.flops = row.number("flops", Sign::Positive);
        m.bytes = row.number("bytes", Sign::Positive);
        m.seconds = row.number("seconds", Sign::Positive);
        if (m.kind == RooflineMeasurement::Kind::Kernel && m.seconds > 0)
            m.flopsPerSecond = m.flops / m.seconds;
    } else {
        return row.fail(QStringLiteral("kind"), kind,
                        Measurements::tr("unknown kind (expected serving, matmul, kernel or copy)"));
    }
    m.source = row.source();
    m.device = row.cell(QStringLiteral("device"));
    m.line = row.line();
    set->roofline.append(m);
}

bool isServingRow(const Row &row)
{
    for (const char *c : {"batch", "prompt_tokens", "output_tokens", "ttft_s", "tpot_s", "tokens_per_s"})
        if (row.has(c)) return true;
    return false;
}

/// A line whose cells are not the header's columns; one written with the other form's separator says so.
QString cellCountProblem(const CsvRecord &r, qsizetype columns, QChar separator, const QString &file)
{
    const QChar other = separator == u';' ? u',' : u';';
    // Split by the other separator, the line would have the header's columns.
    const bool otherForm = r.cells.size() < columns && r.cells.join(separator).count(other) + 1 == columns;
    if (otherForm)
        return Measurements::tr("%1: line %2: %3 cells where the header names %4 columns: the line is "
                                "separated by '%5' where the header is by '%6'")
            .arg(file)
            .arg(r.line)
            .arg(r.cells.size())
            .arg(columns)
            .arg(QString(other), QString(separator));
    return Measurements::tr("%1: line %2: %3 cells where the header names %4 columns")
        .arg(file)
        .arg(r.line)
        .arg(r.cells.size())
        .arg(columns);
}

} // namespace

std::optional<MeasurementSet> parseCsvMeasurements(const QByteArray &bytes, const QString &file,
                                                   QString *error)
{
    const QString text = QString::fromUtf8(bytes);
    const QChar separator = separatorOf(text);
    const auto all = records(text, separator, file, error);
    if (!all) return std::nullopt;
    if (all->isEmpty()) {
        *error = Measurements::tr("%1: no header line").arg(file);
        return std::nullopt;
    }
    QStringList header;
    bool exported = false; // measurements.csv, told by its `quantity` column
    for (const QString &name : all->first().cells)
        exported = exported || name.trimmed().toLower() == u"quantity";
    const QStringList known = exported ? kColumns + kExportedColumns : kColumns;
    for (const QString &name : all->first().cells) {
        const QString column = name.trimmed().toLower();
        const QString where = Measurements::tr("line %1, header").arg(all->first().line);
        const QString why = !known.contains(column)
                                ? Measurements::tr("unknown column (expected %1)").arg(known.join(u", "))
                            : header.contains(column) ? Measurements::tr("column named twice")
                                                      : QString();
        if (!why.isEmpty()) {
            *error = refusal(file, where, name, why);
            return std::nullopt;
        }
        header.append(column);
    }
    MeasurementSet set;
    QString previousRun;
    for (qsizetype i = 1; i < all->size(); ++i) {
        const CsvRecord &r = all->at(i);
        Row row(r, header, file, separator);
        if (r.cells.size() != header.size()) {
            *error = cellCountProblem(r, header.size(), separator, file);
            return std::nullopt;
        }
        if (exported)
            readExportedLine(row, &set, &previousRun);
        else if (isServingRow(row))
            readServing(row, &set);
        else if (row.has("size") || row.has("tflops") || row.has("flops") || row.has("bytes") ||
                 row.has("seconds"))
            readRoofline(row, &set);
        else
            row.fail(QStringLiteral("batch"), QString(), Measurements::tr("the line has no measurement"));
        if (!row.error().isEmpty()) {
            *error = row.error();
            return std::nullopt;
        }
    }
    return set;
}

} // namespace infralab::measurements_detail
