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
    if (v.typeId() == QMetaType::QJsonObject || v.typeId() == QMetaType::QVariantMap) return QStringLiteral("{…}");
    if (v.typeId() == QMetaType::QJsonArray || v.typeId() == QMetaType::QVariantList) return QStringLiteral("[…]");
    if (!v.isValid() || v.isNull()) return QStringLiteral("null");
    return shortenedForMessage(v.toString());
}

QString bound(double v) { return QString::number(v, 'g', 12); }

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

QHash<QString, QVariant> defaults()
{
    QHash<QString, QVariant> values;
    for (const ParamSpec &p : scenarioSchema()) values.insert(p.key, p.defaultValue);
    return values;
}

} // namespace scenariodetail

using namespace scenariodetail;

Scenario::Scenario(const Catalogue *catalogue, QObject *parent)
    : QObject(parent), m_catalogue(catalogue ? catalogue : &Catalogue::builtIn()), m_values(defaults())
{
}

QVariant Scenario::validate(const QString &key, const QVariant &raw, QString *error, bool fromText) const
{
    auto fail = [&](const QString &reason) {
        if (error) *error = refusal(key, raw, reason);
        return QVariant();
    };
    const ParamSpec *spec = findParam(key);
    if (!spec) {
        if (error)
            *error = tr("unknown key \"%1\" (infralab --help lists the keys)").arg(shortenedForMessage(key));
        return {};
    }
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
        if (spec->type == ParamType::Integer && v != std::floor(v)) return fail(tr("expected a whole number"));
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

bool Scenario::stage(QHash<QString, QVariant> &target, const QList<QPair<QString, QVariant>> &changes,
                     QString *error, bool fromText) const
{
    // The preset goes first so that explicit model.* keys in the same batch override it.
    for (const auto &[key, raw] : changes) {
        if (key != u"model.preset") continue;
        const QVariant id = validate(key, raw, error, fromText);
        if (!id.isValid()) return false;
        const ModelPreset *m = m_catalogue->model(id.toString());
        target.insert(key, id);
        // The catalogue checked these against the same ranges; checking again keeps a preset from ever
        // putting a value into the scenario that a file could not.
        const QList<QPair<QString, QVariant>> preset = {
            {QStringLiteral("model.params"), m->params},
            {QStringLiteral("model.active_ratio"), m->activeParams / m->params},
            {QStringLiteral("model.layers"), m->layers},
            {QStringLiteral("model.d_model"), m->dModel},
            {QStringLiteral("model.heads"), m->heads},
            {QStringLiteral("model.kv_heads"), m->kvHeads},
            {QStringLiteral("model.head_dim"), m->headDim}};
        for (const auto &[presetKey, presetValue] : preset) {
            const QVariant v = validate(presetKey, presetValue, error, false);
            if (!v.isValid()) return false;
            target.insert(presetKey, v);
        }
    }
    for (const auto &[key, raw] : changes) {
        if (key == u"model.preset") continue;
        const QVariant v = validate(key, raw, error, fromText);
        if (!v.isValid()) return false;
        target.insert(key, v);
    }
    return checkCombination(target, changes, error);
}

void Scenario::commit(const QHash<QString, QVariant> &next)
{
    QStringList changedKeys;
    QHash<QString, QVariant> before, after;
    for (auto it = next.begin(); it != next.end(); ++it)
        if (m_values.value(it.key()) != it.value()) {
            changedKeys.append(it.key());
            before.insert(it.key(), m_values.value(it.key()));
            after.insert(it.key(), it.value());
        }
    if (changedKeys.isEmpty()) return;
    m_values = next;
    for (const QString &k : changedKeys) Q_EMIT valueChanged(k);
    Q_EMIT changed();
    Q_EMIT applied(before, after);
}

bool Scenario::set(const QString &key, const QVariant &value, QString *error)
{
    return apply({{key, value}}, error);
}

bool Scenario::apply(const QList<QPair<QString, QVariant>> &changes, QString *error)
{
    return applyChanges(changes, error, false);
}

bool Scenario::applyChanges(const QList<QPair<QString, QVariant>> &changes, QString *error, bool fromText)
{
    QHash<QString, QVariant> next = m_values;
    if (!stage(next, changes, error, fromText)) return false;
    commit(next);
    return true;
}

bool Scenario::applyAssignments(const QStringList &assignments, QString *error)
{
    QList<QPair<QString, QVariant>> changes;
    for (const QString &a : assignments) {
        const qsizetype eq = a.indexOf(u'=');
        if (eq <= 0) {
            if (error) *error = tr("\"%1\" is not of the form key=value").arg(shortenedForMessage(a));
            return false;
        }
        changes.append({a.left(eq).trimmed(), a.mid(eq + 1)});
    }
    return applyChanges(changes, error, true);
}

void Scenario::reset() { commit(defaults()); }

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
    const Device *d = m_catalogue->device(text(QStringLiteral("hardware.gpu")));
    return d ? *d : m_catalogue->devices().front();
}

const Device &Scenario::compareDevice() const
{
    const Device *d = m_catalogue->device(text(QStringLiteral("hardware.compare_gpu")));
    return d ? *d : device();
}

Precision Scenario::precision() const
{
    return precisionFromKey(text(QStringLiteral("precision")).toStdString()).value_or(Precision::BF16);
}

double Scenario::peak() const
{
    const Device &d = device();
    for (Precision p : {precision(), Precision::BF16, Precision::FP16, Precision::FP32})
        if (d.supports(p)) return d.peakFor(p);
    return d.peak.empty() ? 0 : d.peak.begin()->second;
}

ServingInputs Scenario::servingInputs() const
{
    auto bytesOf = [this](const char *key) {
        return bytesPerValue(precisionFromKey(text(QString::fromLatin1(key)).toStdString()).value_or(Precision::BF16));
    };
    ServingInputs in;
    in.params = number(QStringLiteral("model.params"));
    in.activeParams = in.params * number(QStringLiteral("model.active_ratio"));
    in.layers = integer(QStringLiteral("model.layers"));
    in.kvHeads = integer(QStringLiteral("model.kv_heads"));
    in.headDim = integer(QStringLiteral("model.head_dim"));
    in.weightBytesPerValue = bytesOf("serving.weight_precision");
    in.kvBytesPerValue = bytesOf("serving.kv_precision");
    in.promptTokens = integer(QStringLiteral("serving.prompt_tokens"));
    in.outputTokens = integer(QStringLiteral("serving.output_tokens"));
    in.peak = peak();
    in.efficiency = number(QStringLiteral("serving.efficiency"));
    in.bandwidth = device().bandwidth;
    in.memory = device().memory;
    in.memoryFraction = number(QStringLiteral("serving.memory_fraction"));
    return in;
}

CostInputs Scenario::costInputs() const
{
    CostInputs c;
    c.requestsPerDay = number(QStringLiteral("cost.requests_per_day"));
    c.tokensIn = integer(QStringLiteral("serving.prompt_tokens"));
    c.tokensOut = integer(QStringLiteral("serving.output_tokens"));
    c.years = number(QStringLiteral("cost.years"));
    c.apiInputPerMTok = number(QStringLiteral("cost.api_input_eur_per_mtok"));
    c.apiOutputPerMTok = number(QStringLiteral("cost.api_output_eur_per_mtok"));
    c.gpuPricePerHour = number(QStringLiteral("cost.gpu_eur_per_hour"));
    c.cloudBatch = number(QStringLiteral("cost.batch"));
    c.cloudLatency = number(QStringLiteral("cost.latency_s"));
    c.peakFactor = number(QStringLiteral("cost.peak_factor"));
    c.onpremGpus = number(QStringLiteral("cost.onprem_gpus"));
    c.onpremGpuPrice = number(QStringLiteral("cost.onprem_gpu_eur"));
    c.hostingPerMonth = number(QStringLiteral("cost.hosting_eur_per_month"));
    c.powerKw = number(QStringLiteral("cost.power_kw"));
    c.eurPerKwh = number(QStringLiteral("cost.eur_per_kwh"));
    c.pue = number(QStringLiteral("cost.pue"));
    c.opsFte = number(QStringLiteral("cost.ops_fte"));
    c.fteCostPerYear = number(QStringLiteral("cost.fte_eur_per_year"));
    c.edgeDevices = number(QStringLiteral("cost.edge_devices"));
    c.edgeUnitPrice = number(QStringLiteral("cost.edge_unit_eur"));
    c.edgeMaintenancePerYear = number(QStringLiteral("cost.edge_maintenance_eur_per_year"));
    return c;
}

Strategy Scenario::strategy() const
{
    return strategyFromKey(text(QStringLiteral("training.strategy")).toStdString()).value_or(Strategy::DDP);
}

Schedule Scenario::schedule() const
{
    return scheduleFromKey(text(QStringLiteral("training.schedule")).toStdString()).value_or(Schedule::GPipe);
}

} // namespace infralab
