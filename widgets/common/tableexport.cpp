#include "tableexport.h"
#include "hardwarescenario.h"
#include "servingscenario.h"

#include "atomicfile.h"
#include "comparison.h"
#include "figures.h"
#include "format.h"
#include "formulas.h"
#include "scenario.h"
#include "scenariodiff.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <algorithm>
#include <cmath>

namespace infralab {

namespace {

class TableExport
{
    Q_DECLARE_TR_FUNCTIONS(TableExport)
};

// The batches of the course's printed table (section 03).
const QList<int> kCourseBatches = {1, 8, 32, 64, 128, 256};

/// Shortest text that reads back to the same double ("295.5223880597015", not 17 digits), without an exponent
/// in the range of the course's numbers ("990000000000000"); '.' whatever the language.
QString number(double v)
{
    if (!std::isfinite(v)) return {};
    const bool plain = v == 0 || (std::abs(v) >= 1e-6 && std::abs(v) < 1e16);
    return QString::number(v, plain ? 'f' : 'g', QLocale::FloatingPointShortest);
}

/// A value as stored (a figure or an input), locale-independent: "none" is an empty cell.
QString plain(const QVariant &v)
{
    if (!v.isValid() || v.isNull()) return {};
    switch (v.typeId()) {
    case QMetaType::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QMetaType::Double:
    case QMetaType::Float:
        return number(v.toDouble());
    case QMetaType::Int:
    case QMetaType::LongLong:
        return QString::number(v.toLongLong());
    default:
        return v.toString();
    }
}

bool differsFromCourse(const ParamSpec &p, const Scenario &s)
{
    const QVariant v = s.value(p.id);
    if (!p.isNumber()) return v.toString() != p.defaultValue.toString();
    const double a = v.toDouble(), b = p.defaultValue.toDouble();
    return std::abs(a - b) > 1e-12 * std::max(std::abs(a), std::abs(b));
}

/// The figures of `s` by key.
QHash<QString, Figure> figuresByKey(const Scenario &s)
{
    QHash<QString, Figure> figures;
    for (const Figure &f : computeFigures(s))
        figures.insert(f.key, f);
    return figures;
}

bool isNumber(const QVariant &v)
{
    return v.isValid() && !v.isNull() && v.typeId() != QMetaType::Bool && std::isfinite(v.toDouble());
}

/// (B − A) / |A| as a plain number for the CSV; empty when it has no meaning.
QString relativeChangeNumber(const QVariant &a, const QVariant &b)
{
    if (!isNumber(a) || !isNumber(b) || a.toDouble() == 0) return {};
    return number((b.toDouble() - a.toDouble()) / std::abs(a.toDouble()));
}

bool save(const QString &path, const QList<QStringList> &rows, CsvForm form, QString *error)
{
    // French spreadsheets read a file as UTF-8 only when it starts with a byte-order mark.
    QString text = form == CsvForm::French ? QStringLiteral("\uFEFF") : QString();
    for (const QStringList &row : rows)
        text += csvLine(row, form) % u"\r\n";
    QString reason;
    if (writeFileAtomically(path, text.toUtf8(), &reason)) return true;
    if (error) *error = QCoreApplication::translate("Export", "cannot write \"%1\": %2").arg(path, reason);
    return false;
}

} // namespace

QList<ServingRow> servingTableRows(const Scenario &s)
{
    const ServingInputs in = servingInputs(s);
    const int current = s.integer(Key::ServingBatch);
    const double price = selectedDevice(s).pricePerHour;
    QList<int> batches = kCourseBatches;
    if (!batches.contains(current)) {
        batches.append(current);
        std::sort(batches.begin(), batches.end());
    }
    QList<ServingRow> rows;
    for (const int b : batches) {
        const ServingPoint p = servingPoint(in, b);
        rows.append(
            {b, p, price > 0 ? costPerMillionTokens(price, p.tokensPerSecond) : qQNaN(), b == current});
    }
    return rows;
}

QString displayValue(double v, const QString &unit)
{
    // Gigabytes as typed by the user (activations): written "Go" in French like every other size.
    if (!std::isnan(v) && unit == u"GB") return Format::bytes(v * 1e9);
    return Format::quantity(std::isnan(v) ? QVariant() : QVariant(v), unit);
}

QList<QStringList> servingTableText(const Scenario &s)
{
    QList<QStringList> rows = {{TableExport::tr("Batch"), TableExport::tr("Fits?"), TableExport::tr("TTFT"),
                                TableExport::tr("TPOT"), TableExport::tr("Throughput"),
                                TableExport::tr("Latency"), TableExport::tr("€/M tokens")}};
    for (const ServingRow &r : servingTableRows(s))
        rows.append({Format::fixed(r.batch, 0), r.point.fits ? TableExport::tr("yes") : TableExport::tr("no"),
                     Format::duration(r.point.ttft), Format::duration(r.point.tpot),
                     Format::perSecond(r.point.tokensPerSecond, TableExport::tr("tok")),
                     Format::duration(r.point.latency),
                     std::isnan(r.eurPerMillionTokens) ? TableExport::tr("no price")
                                                       : Format::euros(r.eurPerMillionTokens, 2)});
    return rows;
}

QList<QStringList> inputsTableText(const Scenario &s, bool changedOnly)
{
    QList<QStringList> rows = {{TableExport::tr("Input"), TableExport::tr("Value"), TableExport::tr("Key")}};
    for (const ParamSpec &p : scenarioSchema())
        if (!changedOnly || differsFromCourse(p, s))
            rows.append({QCoreApplication::translate("Scenario", p.description), inputText(p, s), p.key});
    return rows;
}

QList<QStringList> inputsDifferenceText(const Scenario &s)
{
    QList<QStringList> rows = {
        {TableExport::tr("Input"), ab::pinnedName(), ab::liveName(), TableExport::tr("Key")}};
    if (!s.comparison().pinned()) return rows;
    for (const ParamSpec *p : differingInputs(*s.comparison().pinned(), s))
        rows.append({QCoreApplication::translate("Scenario", p->description),
                     inputText(*p, *s.comparison().pinned()), inputText(*p, s), p->key});
    return rows;
}

QList<QStringList> headlineComparisonText(const Scenario &s)
{
    QList<QStringList> rows = {{TableExport::tr("Figure"), ab::pinnedName(), ab::liveName(),
                                TableExport::tr("Current against pinned")}};
    if (!s.comparison().pinned()) return rows;
    const QHash<QString, Figure> a = figuresByKey(*s.comparison().pinned()), b = figuresByKey(s);
    for (const QString &key : reportFigureKeys()) {
        if (!a.contains(key) || !b.contains(key)) continue;
        const Figure &fa = a.value(key), &fb = b.value(key);
        // A blank where nothing changed: the figures that moved stand out.
        const bool moved =
            isNumber(fa.value) && isNumber(fb.value) && fa.value.toDouble() != fb.value.toDouble();
        const QString change =
            moved ? ab::relativeChange(fa.value.toDouble(), fb.value.toDouble()) : QString();
        rows.append({figureTitle(key), Format::quantity(fa.value, fa.unit),
                     Format::quantity(fb.value, fb.unit), change});
    }
    return rows;
}

QString figureTitle(const QString &key)
{
    const FigureSpec *spec = figureSpec(key);
    return spec ? QCoreApplication::translate("Formulas", spec->title) : key;
}

QString csvLine(const QStringList &fields, CsvForm form)
{
    const QChar separator = form == CsvForm::French ? u';' : u',';
    QStringList quoted;
    for (QString field : fields) {
        bool isNumber = false;
        QLocale::c().toDouble(field, &isNumber);
        if (isNumber && form == CsvForm::French) field.replace(u'.', u',');
        const bool needsQuotes = field.contains(separator) || field.contains(u'"') || field.contains(u'\n') ||
                                 field.contains(u'\r');
        quoted.append(needsQuotes
                          ? u'"' % QString(field).replace(QStringLiteral("\""), QStringLiteral("\"\"")) % u'"'
                          : field);
    }
    return quoted.join(separator);
}

bool writeCsvRows(const QString &path, const QList<QStringList> &rows, CsvForm form, QString *error)
{
    return save(path, rows, form, error);
}

QString csvNumber(double v)
{
    return number(v);
}

bool writeFiguresCsv(const QString &path, const Scenario &s, QString *error, CsvForm form)
{
    const Scenario *pinned = s.comparison().pinned();
    QList<QStringList> rows = {
        {TableExport::tr("Key"), TableExport::tr("Description"),
         pinned ? TableExport::tr("Current value (SI)") : TableExport::tr("Value (SI)"),
         TableExport::tr("Unit")}};
    if (pinned)
        rows.first() << TableExport::tr("Pinned value (SI)")
                     << TableExport::tr("Change, current against pinned");
    const QHash<QString, Figure> a = pinned ? figuresByKey(*pinned) : QHash<QString, Figure>();
    for (const Figure &f : computeFigures(s)) {
        rows.append({f.key, figureTitle(f.key), plain(f.value), f.unit});
        if (!pinned) continue;
        const QVariant va = a.value(f.key).value;
        rows.last() << plain(va) << relativeChangeNumber(va, f.value);
    }
    return save(path, rows, form, error);
}

bool writeServingTableCsv(const QString &path, const Scenario &s, QString *error, CsvForm form)
{
    QList<QStringList> rows = {{TableExport::tr("Batch"), TableExport::tr("Fits in memory"),
                                TableExport::tr("TTFT (s)"), TableExport::tr("TPOT (s)"),
                                TableExport::tr("Throughput (tokens/s)"), TableExport::tr("Latency (s)"),
                                TableExport::tr("€ per million tokens")}};
    for (const ServingRow &r : servingTableRows(s))
        rows.append({QString::number(r.batch), plain(r.point.fits), number(r.point.ttft),
                     number(r.point.tpot), number(r.point.tokensPerSecond), number(r.point.latency),
                     number(r.eurPerMillionTokens)});
    return save(path, rows, form, error);
}

bool writeInputsCsv(const QString &path, const Scenario &s, QString *error, CsvForm form)
{
    const Scenario *pinned = s.comparison().pinned();
    QList<QStringList> rows = {{TableExport::tr("Key"), TableExport::tr("Description"),
                                pinned ? TableExport::tr("Current value") : TableExport::tr("Value"),
                                TableExport::tr("Course default"), TableExport::tr("Unit")}};
    if (pinned) rows.first() << TableExport::tr("Pinned value");
    for (const ParamSpec &p : scenarioSchema()) {
        rows.append({p.key, QCoreApplication::translate("Scenario", p.description), plain(s.value(p.id)),
                     plain(p.defaultValue), p.unit});
        if (pinned) rows.last() << plain(pinned->value(p.id));
    }
    return save(path, rows, form, error);
}

} // namespace infralab
