#include "scenario.h"

#include "inputfile.h"
#include "scenariodetail.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <cmath>

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

} // namespace

namespace scenariodetail {

QString refusal(const QString &key, const QVariant &value, const QString &reason)
{
    return Scenario::tr("key \"%1\": value \"%2\" refused: %3")
        .arg(shortenedForMessage(key), shown(value), reason);
}

ScenarioValues defaults()
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

} // namespace scenariodetail

using namespace scenariodetail;

Scenario::Scenario(const Catalogue *catalogue, QObject *parent)
    : QObject(parent), m_catalogue(catalogue ? catalogue : &Catalogue::builtIn()), m_values(defaults())
{
}

QVariant Scenario::validate(Key key, const QVariant &raw, QString *error, bool fromText) const
{
    auto fail = [&](const QString &reason) {
        if (error) *error = refusal(keyName(key), raw, reason);
        return QVariant();
    };
    const ParamSpec *spec = &param(key);
    const bool isText = raw.typeId() == QMetaType::QString;
    switch (spec->type) {
    case ParamType::Integer:
    case ParamType::Real: {
        double v = 0;
        if (isText && fromText) {
            bool ok = false;
            v = QLocale::c().toDouble(raw.toString().trimmed(), &ok);
            if (!ok) return fail(tr("not a number"));
        } else if (raw.typeId() == QMetaType::Double || raw.typeId() == QMetaType::Int ||
                   raw.typeId() == QMetaType::LongLong) {
            v = raw.toDouble();
        } else {
            return fail(tr("expected a number"));
        }
        if (!std::isfinite(v)) return fail(tr("not a finite number"));
        if (spec->type == ParamType::Integer && v != std::floor(v))
            return fail(tr("expected a whole number"));
        if (v < spec->min || v > spec->max)
            return fail(tr("must be between %1 and %2").arg(bound(spec->min), bound(spec->max)));
        return spec->type == ParamType::Integer ? QVariant(static_cast<int>(v)) : QVariant(v);
    }
    case ParamType::Boolean: {
        if (raw.typeId() == QMetaType::Bool) return raw.toBool();
        if (isText && fromText)
            if (auto b = parseBool(raw.toString())) return *b;
        return fail(tr("expected true or false"));
    }
    case ParamType::Choice:
        if (!isText) return fail(tr("expected text"));
        if (!spec->choices.contains(raw.toString()))
            return fail(tr("must be one of: %1").arg(spec->choices.join(QStringLiteral(", "))));
        return raw.toString();
    case ParamType::Device:
        if (!isText) return fail(tr("expected a device id"));
        if (!m_catalogue->device(raw.toString()))
            return fail(tr("no such device in the catalogue (infralab list devices)"));
        return raw.toString();
    case ParamType::Model:
        if (!isText) return fail(tr("expected a model id"));
        if (!m_catalogue->model(raw.toString()))
            return fail(tr("no such model in the catalogue (infralab list models)"));
        return raw.toString();
    }
    return fail(tr("unsupported type"));
}

bool Scenario::stage(ScenarioValues &target, const QList<QPair<Key, QVariant>> &changes, QString *error,
                     bool fromText) const
{
    // The preset goes first so that explicit model.* keys in the same batch override it.
    for (const auto &[key, raw] : changes) {
        if (key != Key::ModelPreset) continue;
        const QVariant id = validate(key, raw, error, fromText);
        if (!id.isValid()) return false;
        const ModelPreset *m = m_catalogue->model(id.toString());
        target.insert(key, id);
        // The catalogue checked these against the same ranges; checking again keeps a preset from ever
        // putting a value into the scenario that a file could not.
        const QList<QPair<Key, QVariant>> preset = {
            {Key::ModelParams, m->params},  {Key::ModelActiveRatio, m->activeParams / m->params},
            {Key::ModelLayers, m->layers},  {Key::ModelDModel, m->dModel},
            {Key::ModelHeads, m->heads},    {Key::ModelKvHeads, m->kvHeads},
            {Key::ModelHeadDim, m->headDim}};
        for (const auto &[presetKey, presetValue] : preset) {
            const QVariant v = validate(presetKey, presetValue, error, false);
            if (!v.isValid()) return false;
            target.insert(presetKey, v);
        }
    }
    for (const auto &[key, raw] : changes) {
        if (key == Key::ModelPreset) continue;
        const QVariant v = validate(key, raw, error, fromText);
        if (!v.isValid()) return false;
        target.insert(key, v);
    }
    return checkCombination(target, changes, error);
}

void Scenario::commit(const ScenarioValues &next)
{
    QList<Key> changedKeys;
    ScenarioValues before, after;
    for (auto it = next.begin(); it != next.end(); ++it)
        if (m_values.value(it.key()) != it.value()) {
            changedKeys.append(it.key());
            before.insert(it.key(), m_values.value(it.key()));
            after.insert(it.key(), it.value());
        }
    if (changedKeys.isEmpty()) return;
    m_values = next;
    for (Key k : changedKeys)
        Q_EMIT valueChanged(k);
    Q_EMIT changed();
    Q_EMIT applied(before, after);
}

bool Scenario::set(Key key, const QVariant &value, QString *error)
{
    return apply({{key, value}}, error);
}

bool Scenario::apply(const QList<QPair<Key, QVariant>> &changes, QString *error)
{
    return applyChanges(changes, error, false);
}

bool Scenario::applyChanges(const QList<QPair<Key, QVariant>> &changes, QString *error, bool fromText)
{
    ScenarioValues next = m_values;
    if (!stage(next, changes, error, fromText)) return false;
    commit(next);
    return true;
}

bool Scenario::applyAssignments(const QStringList &assignments, QString *error)
{
    QList<QPair<Key, QVariant>> changes;
    for (const QString &a : assignments) {
        const qsizetype eq = a.indexOf(u'=');
        if (eq <= 0) {
            if (error) *error = tr("\"%1\" is not of the form key=value").arg(shortenedForMessage(a));
            return false;
        }
        const QString name = a.left(eq).trimmed();
        const std::optional<Key> key = keyFromName(name);
        if (!key) {
            if (error) *error = unknownKey(name);
            return false;
        }
        changes.append({*key, a.mid(eq + 1)});
    }
    return applyChanges(changes, error, true);
}

void Scenario::reset()
{
    commit(defaults());
}

bool Scenario::loadFile(const QString &path, QString *error)
{
    const std::optional<QByteArray> json = readFileLimited(path, kMaxFileBytes, error);
    if (!json) return false;
    QString why;
    if (fromJson(*json, &why)) return true;
    if (error) *error = tr("%1: %2").arg(shortenedForMessage(path), why);
    return false;
}

const Device &Scenario::device() const
{
    const Device *d = m_catalogue->device(text(Key::HardwareGpu));
    return d ? *d : m_catalogue->devices().front();
}

const Device &Scenario::compareDevice() const
{
    const Device *d = m_catalogue->device(text(Key::HardwareCompareGpu));
    return d ? *d : device();
}

Precision Scenario::precision() const
{
    return precisionFromKey(text(Key::Precision).toStdString()).value_or(Precision::BF16);
}

double Scenario::peak() const
{
    const Device &d = device();
    for (Precision p : {precision(), Precision::BF16, Precision::FP16, Precision::FP32})
        if (d.supports(p)) return d.peakFor(p);
    return d.peak.empty() ? 0 : d.peak.begin()->second;
}

} // namespace infralab
