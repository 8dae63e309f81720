#pragma once
// The table of every scenario input: key, type, default (the course's worked examples), bounds, unit.
// One table drives validation, the JSON file format, `--set`, the README's key list and slider ranges.
#include <QString>
#include <QStringList>
#include <QVariant>
#include <vector>

namespace infralab {

enum class ParamType { Integer, Real, Boolean, Choice, Device, Model };

struct ParamSpec
{
    QString key;         ///< dotted key, e.g. "serving.batch"
    ParamType type;
    QVariant defaultValue;
    double min = 0, max = 0; ///< inclusive bounds for numbers
    bool logScale = false;   ///< hint for sliders: the range spans decades
    QString unit;            ///< SI unit symbol as stored ("B/s", "s", "€", …), empty when dimensionless
    QStringList choices;     ///< for ParamType::Choice
    const char *description; ///< English, marked with QT_TRANSLATE_NOOP("Scenario", …)

    bool isNumber() const { return type == ParamType::Integer || type == ParamType::Real; }
};

const std::vector<ParamSpec> &scenarioSchema();
const ParamSpec *findParam(const QString &key);

/// Keys a model preset sets when chosen (architecture and size).
const QStringList &modelPresetKeys();

} // namespace infralab
