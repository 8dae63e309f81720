// Messages keep the Scenario's translation context (Scenario::tr), under which they are translated.
#include "scenariovalidation.h"
#include "trainingcheck.h"

#include "freemodel.h"
#include "inputfile.h"
#include "scenario.h"

#include <QLocale>
#include <cmath>
#include <optional>

namespace infralab {

namespace {

QString shown(const QVariant &v)
{
    if (v.typeId() == QMetaType::Double) return QString::number(v.toDouble(), 'g', 17);
    if (v.typeId() == QMetaType::Bool) return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.typeId() == QMetaType::QJsonObject || v.typeId() == QMetaType::QVariantMap)
        return QStringLiteral("{…}");
    if (v.typeId() == QMetaType::QJsonArray || v.typeId() == QMetaType::QVariantList)
        return QStringLiteral("[…]");
    if (!v.isValid() || v.isNull()) return QStringLiteral("null");
    return shortenedForMessage(v.toString());
}

QString bound(double v)
{
    return QString::number(v, 'g', 12);
}

std::optional<bool> parseBool(const QString &s)
{
    const QString t = s.trimmed().toLower();
    if (t == u"true" || t == u"1" || t == u"yes" || t == u"on") return true;
    if (t == u"false" || t == u"0" || t == u"no" || t == u"off") return false;
    return std::nullopt;
}

/// A number of `spec`'s type and range, or the reason it is not one.
QVariant checkedNumber(const ParamSpec &spec, const QVariant &raw, bool fromText, QString *reason)
{
    auto fail = [reason](const QString &why) {
        *reason = why;
        return QVariant();
    };
    double v = 0;
    if (raw.typeId() == QMetaType::QString && fromText) {
        bool ok = false;
        v = QLocale::c().toDouble(raw.toString().trimmed(), &ok);
        if (!ok) return fail(Scenario::tr("not a number"));
    } else if (raw.typeId() == QMetaType::Double || raw.typeId() == QMetaType::Int ||
               raw.typeId() == QMetaType::LongLong) {
        v = raw.toDouble();
    } else {
        return fail(Scenario::tr("expected a number"));
    }
    if (!std::isfinite(v)) return fail(Scenario::tr("not a finite number"));
    if (spec.type == ParamType::Integer && v != std::floor(v))
        return fail(Scenario::tr("expected a whole number"));
    if (v < spec.min || v > spec.max) {
        return fail(Scenario::tr("must be between %1 and %2").arg(bound(spec.min), bound(spec.max)));
    }
    return spec.type == ParamType::Integer ? QVariant(static_cast<int>(v)) : QVariant(v);
}

/// Any other type than a number, or the reason the value is not one of it.
QVariant checkedOther(const Catalogue &catalogue, const ParamSpec &spec, const QVariant &raw, bool fromText,
                      QString *reason)
{
    auto fail = [reason](const QString &why) {
        *reason = why;
        return QVariant();
    };
    const bool isText = raw.typeId() == QMetaType::QString;
    switch (spec.type) {
    case ParamType::Boolean:
        if (raw.typeId() == QMetaType::Bool) return raw.toBool();
        if (isText && fromText)
            if (auto b = parseBool(raw.toString())) return *b;
        return fail(Scenario::tr("expected true or false"));
    case ParamType::Choice:
        if (!isText) return fail(Scenario::tr("expected text"));
        if (!spec.choices.contains(raw.toString())) {
            return fail(Scenario::tr("must be one of: %1").arg(spec.choices.join(QStringLiteral(", "))));
        }
        return raw.toString();
    case ParamType::Device:
        if (!isText) return fail(Scenario::tr("expected a device id"));
        if (!catalogue.device(raw.toString()))
            return fail(Scenario::tr("no such device in the catalogue (infralab list devices)"));
        return raw.toString();
    case ParamType::Model:
        if (!isText) return fail(Scenario::tr("expected a model id"));
        if (!catalogue.model(raw.toString()))
            return fail(Scenario::tr("no such model in the catalogue (infralab list models)"));
        return raw.toString();
    case ParamType::Integer:
    case ParamType::Real:
        break;
    }
    return fail(Scenario::tr("unsupported type"));
}

/// The model.* keys of the preset `id` and its published training budget (already checked), each checked
/// again: the catalogue checked them against the same ranges, and checking again keeps a preset from ever
/// putting a value into the scenario that a file could not.
bool stagePreset(const Catalogue &catalogue, ScenarioValues &target, const QVariant &id, QString *error)
{
    const ModelPreset *m = catalogue.model(id.toString());
    target.insert(Key::ModelPreset, id);
    const ScenarioChanges preset = {
        {Key::ModelFree, false}, // a preset keeps its published N, whatever its shapes give
        {Key::ModelParams, m->params},
        {Key::ModelActiveRatio, m->activeParams / m->params},
        {Key::ModelExperts, m->experts},
        {Key::ModelExpertsPerToken, m->expertsPerToken},
        {Key::ModelLayers, m->layers},
        {Key::ModelDModel, m->dModel},
        {Key::ModelHeads, m->heads},
        {Key::ModelKvHeads, m->kvHeads},
        {Key::ModelHeadDim, m->headDim},
        // A model's published budget, else the course's default: never the previous model's budget.
        {Key::TrainingTokensTotal,
         m->trainingTokens > 0 ? QVariant(m->trainingTokens) : param(Key::TrainingTokensTotal).defaultValue}};
    for (const auto &[presetKey, presetValue] : preset) {
        const QVariant v = validateValue(catalogue, presetKey, presetValue, error, false);
        if (!v.isValid()) return false;
        target.insert(presetKey, v);
    }
    return true;
}

} // namespace

QString refusal(const QString &key, const QVariant &value, const QString &reason)
{
    return Scenario::tr("key \"%1\": value \"%2\" refused: %3")
        .arg(shortenedForMessage(key), shown(value), reason);
}

ScenarioValues defaultValues()
{
    ScenarioValues values;
    for (const ParamSpec &p : scenarioSchema())
        values.insert(p.id, p.defaultValue);
    return values;
}

QString unknownKey(const QString &name)
{
    return Scenario::tr("unknown key \"%1\" (infralab --help lists the keys)").arg(shortenedForMessage(name));
}

QVariant validateValue(const Catalogue &catalogue, Key key, const QVariant &raw, QString *error,
                       bool fromText)
{
    const ParamSpec &spec = param(key);
    QString reason;
    const QVariant v = spec.isNumber() ? checkedNumber(spec, raw, fromText, &reason)
                                       : checkedOther(catalogue, spec, raw, fromText, &reason);
    if (!v.isValid() && error) *error = refusal(keyName(key), raw, reason);
    return v;
}

bool stageChanges(const Catalogue &catalogue, ScenarioValues &target, const ScenarioChanges &changes,
                  QString *error, bool fromText)
{
    // The preset goes first so that explicit model.* keys in the same batch override it.
    for (const auto &[key, raw] : changes) {
        if (key != Key::ModelPreset) continue;
        const QVariant id = validateValue(catalogue, key, raw, error, fromText);
        if (!id.isValid() || !stagePreset(catalogue, target, id, error)) return false;
    }
    for (const auto &[key, raw] : changes) {
        if (key == Key::ModelPreset) continue;
        const QVariant v = validateValue(catalogue, key, raw, error, fromText);
        if (!v.isValid()) return false;
        target.insert(key, v);
    }
    return deriveFreeModel(catalogue, target, changes, error) && deriveCluster(target, changes, error) &&
           checkCombination(target, changes, error) && checkContext(catalogue, target, changes, error);
}

} // namespace infralab
