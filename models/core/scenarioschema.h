#pragma once
// The table of every scenario input: key, type, default (the course's worked examples), bounds, unit.
// One table drives validation, the JSON file format, `--set`, the README's key list and slider ranges.
#include "scenariokeys.h"

#include <QString>
#include <QStringList>
#include <QVariant>
#include <optional>
#include <vector>

namespace infralab {

enum class ParamType
{
    Integer,
    Real,
    Boolean,
    Choice,
    Device,
    Model
};

/// The range a slider covers, chosen for teaching; the spin box beside it takes the key's whole range.
struct SliderRange
{
    double min = 0, max = 1; ///< slider range in SI units
    bool log = false;
    double displayScale = 1; ///< shown value = SI value × displayScale (e.g. 1e-9 for billions)
    int decimals = 0;
    const char *suffix = nullptr; ///< unit after the number, QT_TRANSLATE_NOOP("Units", …)
    bool trimZeros = false; ///< the decimals are for small values: drop trailing zeros ("15.6", not "15.600")
};

struct ParamSpec
{
    Key id;
    QString key; ///< dotted name, e.g. "serving.batch": files, `--set` and JSON only
    ParamType type;
    QVariant defaultValue;
    double min = 0, max = 0; ///< inclusive bounds for numbers
    bool logScale = false;   ///< hint for sliders: the range spans decades
    QString unit;            ///< SI unit symbol as stored ("B/s", "s", "€", …), empty when dimensionless
    QStringList choices;     ///< for ParamType::Choice
    const char *description; ///< English, marked with QT_TRANSLATE_NOOP("Scenario", …)

    std::optional<SliderRange> slider; ///< a teaching range for the slider; none: the key's own range

    bool isNumber() const { return type == ParamType::Integer || type == ParamType::Real; }
    /// The slider's range: the teaching one, else the key's bounds.
    SliderRange sliderRange() const;
};

const std::vector<ParamSpec> &scenarioSchema();
/// The row of `key` (every key has one).
const ParamSpec &param(Key key);
/// The row named `name`, or nullptr (the edges: files, `--set`, presets).
const ParamSpec *findParam(QStringView name);

/// Keys a model preset sets when chosen (architecture, size and published training budget).
const QList<Key> &modelPresetKeys();

} // namespace infralab
