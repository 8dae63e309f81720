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

    /// The field as a finite number of the given sign; a missing field is refused when `required`.
    std::optional<double> number(const char *key, Sign sign, bool required = true);
    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }

private:
    void fail(const char *key, const QString &value, const QString &why);
    QJsonObject m_o;
    QString m_file, m_prefix, m_error;
};

/// Checks a parsed number against `sign`; returns the reason it is refused, or an empty string.
QString numberProblem(double v, Sign sign);

std::optional<MeasurementSet> parseJsonMeasurements(const QByteArray &bytes, const QString &file,
                                                    QString *error);
std::optional<MeasurementSet> parseCsvMeasurements(const QByteArray &bytes, const QString &file,
                                                   QString *error);

} // namespace infralab::measurements_detail
