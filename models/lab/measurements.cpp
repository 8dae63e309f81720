#include "measurements.h"

#include "inputfile.h"
#include "measurements_detail.h"

#include <QFileInfo>
#include <cmath>

namespace infralab {

namespace measurements_detail {

namespace {
// Bounds of every value read, in SI units after conversion: the model's outputs stay finite (an error in %
// divides by the measured value, so a measured value may not be as small as a denormal), and anything outside
// is a unit mistake rather than a measurement (10¹⁵ tokens, s, bytes, FLOP/s; 10⁻¹² s, a picosecond).
constexpr double kSmallest = 1e-12, kLargest = 1e15;
} // namespace

QString refusal(const QString &file, const QString &where, const QString &value, const QString &why)
{
    // A missing value has nothing to quote.
    if (value.isEmpty()) return Measurements::tr("%1: %2 refused: %3").arg(file, where, why);
    // A quoted CSV cell may hold a line break: the message stays one line.
    QString shown = shortenedForMessage(value);
    shown.replace(u'\r', QStringLiteral("\\r")).replace(u'\n', QStringLiteral("\\n"));
    return Measurements::tr("%1: %2: value \"%3\" refused: %4").arg(file, where, shown, why);
}

QString numberProblem(double v, Sign sign)
{
    if (!std::isfinite(v)) return Measurements::tr("not a finite number");
    if (v < 0) return Measurements::tr("negative");
    if (sign == Sign::Positive && v < kSmallest) return Measurements::tr("must be positive (at least 1e-12)");
    if (v > kLargest) return Measurements::tr("larger than 1e15");
    return {};
}

std::optional<double> JsonFields::number(const char *key, Sign sign, bool required)
{
    if (!ok()) return std::nullopt;
    const QJsonValue v = m_o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) {
        if (required) fail(key, v.isNull() ? QStringLiteral("null") : QString(), Measurements::tr("missing"));
        return std::nullopt;
    }
    if (v.isString() && v.toString().startsWith(QChar(kBareMark))) {
        const QString token = v.toString().mid(1);
        const bool nan = token == u"NaN";
        // A NaN is what numpy gives for a mean over no request: an optional statistic was not measured.
        if (!nan || required)
            fail(key, token, nan ? Measurements::tr("not a number") : Measurements::tr("not a finite number"),
                 true);
        return std::nullopt;
    }
    if (!v.isDouble()) {
        const QString shown = v.isString() ? v.toString()
                              : v.isBool() ? (v.toBool() ? "true" : "false")
                                           : "…";
        fail(key, shown, Measurements::tr("not a number"));
        return std::nullopt;
    }
    const QString problem = numberProblem(v.toDouble(), sign);
    if (!problem.isEmpty()) {
        fail(key, QString::number(v.toDouble(), 'g', 12), problem);
        return std::nullopt;
    }
    return v.toDouble();
}

bool JsonFields::isInfinite(const char *key) const
{
    const QString text = m_o.value(QLatin1String(key)).toString();
    return text == u"inf" || text == QString(QChar(kBareMark)) + u"Infinity";
}

void JsonFields::fail(const char *key, const QString &value, const QString &why, bool bare)
{
    if (!ok()) return;
    const QString where = m_prefix + Measurements::tr("field \"%1\"").arg(QLatin1String(key));
    // A bare token (NaN, Infinity) is not text: it is shown as the file writes it, without quotes.
    m_error = bare ? Measurements::tr("%1: %2: value %3 refused: %4").arg(m_file, where, value, why)
                   : refusal(m_file, where, value, why);
}

} // namespace measurements_detail

std::optional<MeasurementSet> parseMeasurements(const QByteArray &bytes, const QString &name, QString *error)
{
    using namespace measurements_detail;
    QByteArray text = bytes;
    if (text.startsWith("\xEF\xBB\xBF")) text.remove(0, 3); // a byte-order mark, as spreadsheets write
    const QByteArray start = text.trimmed().left(1);
    if (start.isEmpty()) {
        *error = Measurements::tr("%1: the file is empty: expected a vLLM benchmark result, an Ollama answer "
                                  "(JSON) or a CSV table")
                     .arg(name);
        return std::nullopt;
    }
    // No text the importers read holds a NUL byte: a binary file, or a table a spreadsheet saved as UTF-16
    // ("Unicode text"), would otherwise be refused for a "column" made of its bytes.
    if (const qsizetype nul = bytes.indexOf('\0'); nul >= 0) {
        *error =
            Measurements::tr("%1: byte %2 is a NUL byte: not a text file (a binary file, or text saved as "
                             "UTF-16); expected a vLLM benchmark result, an Ollama answer (JSON) or a CSV "
                             "table, saved as UTF-8")
                .arg(name)
                .arg(nul);
        return std::nullopt;
    }
    std::optional<MeasurementSet> set = start == "{" || start == "["
                                            ? parseJsonMeasurements(text, name, error)
                                            : parseCsvMeasurements(text, name, error);
    if (set && set->isEmpty()) {
        *error = Measurements::tr("%1: no measurement in the file").arg(name);
        return std::nullopt;
    }
    return set;
}

double requestsInFlight(double requestsPerSecond, double meanLatency)
{
    return requestsPerSecond * meanLatency;
}

double endToEndLatency(double ttft, double tpot, double outputTokens)
{
    return ttft + tpot * (outputTokens - 1);
}

std::optional<MeasurementSet> loadMeasurements(const QString &path, QString *error)
{
    const std::optional<QByteArray> bytes = readFileLimited(path, kMaxMeasurementFileBytes, error);
    if (!bytes) return std::nullopt;
    return parseMeasurements(*bytes, path, error);
}

} // namespace infralab
