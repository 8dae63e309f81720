#pragma once
// The helpers that write the schema's rows (scenarioschema.cpp and the sections' rows beside it,
// scenarioschema_training.cpp and scenarioschema_platform.cpp, so that no file grows too long): a key's type,
// default, range and the teaching range of its slider.
#include "scenarioschema.h"

#include <QCoreApplication>

namespace infralab::schema_detail {

inline ParamSpec row(Key id, ParamType type, const QVariant &def, const char *doc)
{
    return {id, keyName(id), type, def, 0, 0, false, {}, {}, doc, std::nullopt};
}

inline ParamSpec real(Key id, double def, double min, double max, const char *unit, const char *doc,
                      bool log = false)
{
    return {id, keyName(id), ParamType::Real, def, min, max, log, QString::fromUtf8(unit),
            {}, doc,         std::nullopt};
}

/// A count: layers, heads, tokens, GPUs, stages… none has a unit.
inline ParamSpec integer(Key id, int def, double min, double max, const char *doc, bool log = false)
{
    return {id, keyName(id), ParamType::Integer, def, min, max, log, {}, {}, doc, std::nullopt};
}

/// An amount in euros: never negative.
inline ParamSpec price(Key id, double def, double max, const char *doc)
{
    return real(id, def, 0, max, "€", doc);
}

inline ParamSpec choice(Key id, const char *def, QStringList choices, const char *doc)
{
    return {
        id,  keyName(id), ParamType::Choice, QString::fromLatin1(def), 0, 0, false, {}, std::move(choices),
        doc, std::nullopt};
}

inline ParamSpec boolean(Key id, bool def, const char *doc)
{
    return row(id, ParamType::Boolean, def, doc);
}

/// `p` with a slider range chosen for teaching.
inline ParamSpec slider(ParamSpec p, SliderRange range)
{
    p.slider = range;
    return p;
}

/// `p` on a slider in percent, from `min` to `max` as fractions.
inline ParamSpec percent(ParamSpec p, double min, double max, int decimals = 0)
{
    return slider(std::move(p), {min, max, false, 100, decimals, QT_TRANSLATE_NOOP("Units", "%")});
}

/// `p` on a slider of whole numbers from `min` to `max`, by powers of two when `log`, with `unit` after them
/// (QT_TRANSLATE_NOOP("Units", …)) when it has one.
inline ParamSpec countSlider(ParamSpec p, double min, double max, bool log = true, const char *unit = nullptr)
{
    return slider(std::move(p), {min, max, log, 1, 0, unit});
}

/// `p` on a slider from `min` to `max` in its own unit, `unit` after the number; logarithmic when the range
/// spans decades (prices, volumes), so that dragging is as useful at 10 € as at 10 000 €.
inline ParamSpec unitSlider(ParamSpec p, double min, double max, bool log, int decimals, const char *unit)
{
    return slider(std::move(p), {min, max, log, 1, decimals, unit});
}

/// An API's price per million tokens, on a slider from a cent to 100 €.
inline ParamSpec apiPrice(Key id, double def, const char *doc)
{
    return unitSlider(price(id, def, 10000, doc), 0.01, 100, true, 3,
                      QT_TRANSLATE_NOOP("Units", "€/M tokens"));
}

/// Training: memory, parallelism, pipeline, communication (section 02) and the activations and whole-run
/// inputs (scenarioschema_training.cpp).
std::vector<ParamSpec> trainingRows();

/// The rows of course section 04 ("Plateforme"), after the choice's criteria.
std::vector<ParamSpec> platformRows();

} // namespace infralab::schema_detail
