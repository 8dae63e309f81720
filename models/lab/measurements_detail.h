#pragma once
// Shared by the measurement importers (measurementsjson.cpp, measurementscsv.cpp): one place says how a
// refused value is named, so that every format's message reads the same.
#include "measurements.h"

#include <QJsonObject>

namespace infralab::measurements_detail {

/// What a value must be besides a finite number.
enum class Sign
{
    NonNegative,
    Positive
};

/// "<file>: <where>: value "<value>" refused: <why>".
QString refusal(const QString &file, const QString &where, const QString &value, const QString &why);

/// Reads numbers out of one JSON object, remembering the first refusal (later reads return 0).
class JsonFields
{
public:
    JsonFields(const QJsonObject &o, QString file, QString prefix)
        : m_o(o), m_file(std::move(file)), m_prefix(std::move(prefix))
    {
    }

    /// The field as a finite number of the given sign; a missing field is refused when `required`. A bare
    /// NaN (markBareNonFinite) in an optional field is not measured, as if missing.
    std::optional<double> number(const char *key, Sign sign, bool required = true);
    /// Whether the field says "infinite": the string "inf" (vLLM's request_rate) or a bare Infinity.
    bool isInfinite(const char *key) const;
    bool has(const char *key) const { return m_o.contains(QLatin1String(key)); }
    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    /// Refuses the field (the first refusal is kept); `bare` shows the value unquoted (a NaN token).
    void fail(const char *key, const QString &value, const QString &why, bool bare = false);

private:
    QJsonObject m_o;
    QString m_file, m_prefix, m_error;
};

/// Checks a parsed number against `sign`; returns the reason it is refused, or an empty string.
QString numberProblem(double v, Sign sign);

/// Python's json.dump writes a float that is not finite as a bare NaN, Infinity or -Infinity, which JSON (and
/// QJsonDocument) refuses. Outside strings, each such token becomes a string of kBareMark and the token, so
/// that the document parses and JsonFields names the field that holds it. `shifts` receives, for each
/// token, its offset in the new text and the bytes added up to it, to give a parse error's offset in the
/// original text.
QByteArray markBareNonFinite(const QByteArray &json, QList<std::pair<qsizetype, qsizetype>> *shifts);
/// The offset in the original text of an offset in markBareNonFinite's result.
qsizetype originalOffset(qsizetype offset, const QList<std::pair<qsizetype, qsizetype>> &shifts);
/// First character of a marked token's string: U+0000, which no measurement's text holds.
inline constexpr char16_t kBareMark = 0;

std::optional<MeasurementSet> parseJsonMeasurements(const QByteArray &bytes, const QString &file,
                                                    QString *error);
std::optional<MeasurementSet> parseCsvMeasurements(const QByteArray &bytes, const QString &file,
                                                   QString *error);

} // namespace infralab::measurements_detail
