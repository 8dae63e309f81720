#include "catalogueparser.h"

#include "inputfile.h"
#include "scenarioschema.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <cmath>

namespace infralab {

namespace {

// Physical bounds in SI units, checked after the datasheet units are scaled: a number finite in the file can
// overflow once multiplied (1e300 TFLOP/s), and would then give a chart an infinite axis. Where a scenario
// key holds the same quantity its range applies (scenarioschema.cpp); otherwise the bound is physical.
constexpr double kMinPeak = 1e6, kMaxPeak = 1e18;           // FLOP/s: a microcontroller … 1 EFLOP/s
constexpr double kMinMemory = 1e6, kMaxMemory = 1e15;       // bytes: 1 MB … 1 PB
constexpr double kGib = 1024.0 * 1024.0 * 1024.0;           // bytes in a GiB (IEC 80000-13)
constexpr double kMinBandwidth = 1e6, kMaxBandwidth = 1e15; // B/s: training.intra_bw's range
constexpr double kMinPower = 1e-3, kMaxPower = 1e6;         // W: 1 mW … 1 MW
constexpr double kMaxPricePerHour = 1e4;                    // €/h: cost.gpu_eur_per_hour's range
constexpr double kMaxInterconnect = 1e15;                   // B/s: training.intra_bw's range
constexpr double kMaxModelDimension = 1e8;                  // ffn, vocab: no scenario key holds them
constexpr double kMinActiveRatio = 0.001;                   // model.active_ratio's range

/// A value as an error message shows it: text bare, numbers with 12 digits, anything else as compact JSON,
/// long ones cut.
QString shownWhole(const QJsonValue &v)
{
    if (v.isUndefined()) return QStringLiteral("(missing)");
    if (v.isString()) return v.toString();
    if (v.isDouble()) return QString::number(v.toDouble(), 'g', 12);
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact).mid(1).chopped(1));
}

QString shown(const QJsonValue &v)
{
    return shortenedForMessage(shownWhole(v));
}

QString number(double v)
{
    return QString::number(v, 'g', 12);
}

/// Walks one entry's keys and remembers the first problem.
class Entry
{
public:
    Entry(const QJsonObject &o, QString where) : m_o(o), m_where(std::move(where)) {}

    QString text(const char *key, bool required = true)
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined() && !required) return {};
        if (!v.isString() || v.toString().trimmed().isEmpty()) fail(key, v, Catalogue::tr("expected non-empty text"));
        return v.toString();
    }

    /// A required quantity > 0 in file units × `scale`, within [min, max] in SI units.
    double positive(const char *key, double scale, double min, double max, const char *unit)
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        return inRange(key, v, check(key, v, scale, false), scale, min, max, unit);
    }

    /// An optional quantity ≥ 0 (0 when missing), within [0, max] in SI units.
    double nonNegative(const char *key, double scale, double max, const char *unit)
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined()) return 0;
        return inRange(key, v, check(key, v, scale, true), scale, 0, max, unit);
    }

    /// A required whole number within [1, max]: checked before it becomes an int, so it cannot overflow.
    int count(const char *key, double max)
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        const double d = inRange(key, v, check(key, v, 1, false), 1, 1, max, "");
        if (d != std::floor(d)) fail(key, v, Catalogue::tr("expected a whole number"));
        return m_error.isEmpty() ? static_cast<int>(d) : 0;
    }

    /// Optional true or false.
    bool flag(const char *key)
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined()) return false;
        if (!v.isBool()) fail(key, v, Catalogue::tr("expected true or false"));
        return v.toBool();
    }

    double inRange(const char *key, const QJsonValue &v, double si, double scale, double min, double max,
                   const char *unit)
    {
        if (m_error.isEmpty() && !(si >= min && si <= max))
            fail(key, v,
                 Catalogue::tr("must be between %1 and %2 %3")
                     .arg(number(min / scale), number(max / scale), QString::fromUtf8(unit))
                     .trimmed());
        return m_error.isEmpty() ? si : 0;
    }

    void names(QString *en, QString *fr)
    {
        const QJsonValue v = m_o.value("name");
        if (v.isString() && !v.toString().isEmpty()) {
            *en = *fr = v.toString();
        } else if (v.isObject() && v.toObject().value("en").isString() &&
                   (v.toObject().value("fr").isUndefined() || v.toObject().value("fr").isString())) {
            *en = v.toObject().value("en").toString();
            *fr = v.toObject().value("fr").toString(*en);
        } else {
            fail("name", v, Catalogue::tr("expected text or {\"en\": …, \"fr\": …}"));
        }
    }

    void fail(const char *key, const QJsonValue &v, const QString &reason)
    {
        if (!m_error.isEmpty()) return;
        m_error =
            Catalogue::tr("%1: key \"%2\": value %3: %4").arg(m_where, QLatin1String(key), shown(v), reason);
    }

    const QJsonObject &object() const { return m_o; }
    const QString &error() const { return m_error; }

private:
    double check(const char *key, const QJsonValue &v, double scale, bool zeroAllowed)
    {
        if (!v.isDouble()) {
            fail(key, v, Catalogue::tr("expected a number"));
            return 0;
        }
        const double d = v.toDouble();
        if (!std::isfinite(d) || d < 0 || (!zeroAllowed && d == 0))
            fail(key, v, zeroAllowed ? Catalogue::tr("must be zero or positive") : Catalogue::tr("must be positive"));
        return d * scale; // may overflow to infinity: inRange then refuses it
    }

    QJsonObject m_o;
    QString m_where;
    QString m_error;
};

const QSet<QString> kKinds = {"gpu", "tpu", "npu", "edge", "cpu", "apple"};

bool parseDevice(const QJsonObject &o, const QString &where, Device *d, QString *error)
{
    Entry e(o, where);
    d->id = e.text("id");
    e.names(&d->nameEn, &d->nameFr);
    d->vendor = e.text("vendor");
    d->kind = e.text("kind");
    if (e.error().isEmpty() && !kKinds.contains(d->kind))
        e.fail("kind", o.value("kind"), Catalogue::tr("must be one of gpu, tpu, npu, edge, cpu, apple"));
    d->course = e.flag("course");
    const QJsonValue peaks = o.value("peak_tflops");
    if (!peaks.isObject() || peaks.toObject().isEmpty())
        e.fail("peak_tflops", peaks, Catalogue::tr("expected an object of precision → TFLOP/s"));
    const QJsonObject po = peaks.toObject();
    for (auto it = po.begin(); it != po.end(); ++it) {
        const auto p = precisionFromKey(it.key().toStdString());
        if (!p) {
            e.fail("peak_tflops", it.value(),
                   Catalogue::tr("unknown precision \"%1\"").arg(shortenedForMessage(it.key())));
            break;
        }
        if (!it.value().isDouble() || !(it.value().toDouble() > 0) || !std::isfinite(it.value().toDouble())) {
            e.fail("peak_tflops", it.value(), Catalogue::tr("the %1 peak must be a positive number").arg(it.key()));
            break;
        }
        const double peak = it.value().toDouble() * 1e12;
        if (!(peak >= kMinPeak && peak <= kMaxPeak)) {
            e.fail("peak_tflops", it.value(),
                   Catalogue::tr("the %1 peak must be between %2 and %3 TFLOP/s")
                       .arg(it.key(), number(kMinPeak / 1e12), number(kMaxPeak / 1e12)));
            break;
        }
        d->peak[*p] = peak;
    }
    // Exactly one of the two: a device's memory is decimal (the course's) or binary (the maker's chips).
    d->memoryInGib = o.contains("memory_gib");
    if (d->memoryInGib && o.contains("memory_gb"))
        e.fail("memory_gib", o.value("memory_gib"), Catalogue::tr("give memory_gb or memory_gib, not both"));
    d->memory = d->memoryInGib ? e.positive("memory_gib", kGib, kMinMemory, kMaxMemory, "GiB")
                               : e.positive("memory_gb", 1e9, kMinMemory, kMaxMemory, "GB");
    d->bandwidth = e.positive("bandwidth_tbps", 1e12, kMinBandwidth, kMaxBandwidth, "TB/s");
    d->power = e.positive("power_w", 1, kMinPower, kMaxPower, "W");
    d->pricePerHour = e.nonNegative("price_eur_per_hour", 1, kMaxPricePerHour, "€/h");
    d->interconnect = e.nonNegative("interconnect_gbps", 1e9, kMaxInterconnect, "GB/s");
    d->source = e.text("source");
    if (e.error().isEmpty()) return true;
    *error = e.error();
    return false;
}

bool parseModel(const QJsonObject &o, const QString &where, ModelPreset *m, QString *error)
{
    Entry e(o, where);
    m->id = e.text("id");
    e.names(&m->nameEn, &m->nameFr);
    // The bounds of the model.* keys a preset sets (scenarioschema.cpp).
    const auto key = [](Key k) { return &param(k); };
    m->layers = e.count("layers", key(Key::ModelLayers)->max);
    m->dModel = e.count("d_model", key(Key::ModelDModel)->max);
    m->heads = e.count("heads", key(Key::ModelHeads)->max);
    m->kvHeads = e.count("kv_heads", key(Key::ModelKvHeads)->max);
    m->headDim = e.count("head_dim", key(Key::ModelHeadDim)->max);
    m->ffn = e.count("ffn", kMaxModelDimension);
    m->vocab = e.count("vocab", kMaxModelDimension);
    const ParamSpec *params = key(Key::ModelParams);
    m->params = e.positive("params", 1, params->min, params->max, "");
    m->activeParams = o.contains("active_params")
                          ? e.positive("active_params", 1, params->min, params->max, "")
                          : m->params;
    if (e.error().isEmpty() && m->activeParams > m->params)
        e.fail("active_params", o.value("active_params"), Catalogue::tr("cannot exceed the total parameters"));
    if (e.error().isEmpty() && m->activeParams < kMinActiveRatio * m->params)
        e.fail("active_params", o.value("active_params"),
               Catalogue::tr("must be at least %1 of the total parameters").arg(number(kMinActiveRatio)));
    // A dense model has one "expert", always used; the schema's keys bound both counts.
    m->experts = o.contains("experts") ? e.count("experts", key(Key::ModelExperts)->max) : 1;
    m->expertsPerToken = o.contains("experts_per_token")
                             ? e.count("experts_per_token", key(Key::ModelExpertsPerToken)->max)
                             : 1;
    m->ffnMatrices = o.contains("ffn_matrices") ? e.count("ffn_matrices", 3) : 3;
    if (e.error().isEmpty() && m->ffnMatrices < 2)
        e.fail("ffn_matrices", o.value("ffn_matrices"), Catalogue::tr("must be 2 (plain) or 3 (gated)"));
    m->tiedEmbeddings = e.flag("tied_embeddings");
    const ParamSpec *tokens = key(Key::TrainingTokensTotal);
    m->trainingTokens =
        o.contains("training_tokens") ? e.positive("training_tokens", 1, tokens->min, tokens->max, "") : 0;
    m->context = o.contains("context") ? e.count("context", key(Key::TrainingSeqLen)->max) : 0;
    if (e.error().isEmpty() && m->expertsPerToken > m->experts)
        e.fail("experts_per_token", o.value("experts_per_token"),
               Catalogue::tr("cannot exceed the %1 experts").arg(m->experts));
    if (e.error().isEmpty() && m->kvHeads > m->heads)
        e.fail("kv_heads", o.value("kv_heads"),
               Catalogue::tr("cannot exceed the %1 attention heads").arg(m->heads));
    m->source = e.text("source");
    if (e.error().isEmpty()) return true;
    *error = e.error();
    return false;
}

template <typename T, typename Parse>
bool parseArray(const QJsonObject &root, const char *name, const QString &origin, QList<T> *out, Parse parse,
                QString *error)
{
    const QJsonValue v = root.value(QLatin1String(name));
    if (v.isUndefined()) return true;
    if (!v.isArray()) {
        *error = Catalogue::tr("%1: key \"%2\": expected an array").arg(origin, QLatin1String(name));
        return false;
    }
    QSet<QString> ids;
    const QJsonArray a = v.toArray();
    if (a.size() > kMaxCatalogueEntries) {
        *error = Catalogue::tr("%1: key \"%2\": %3 entries, at most %4 in one file")
                     .arg(origin, QLatin1String(name))
                     .arg(a.size())
                     .arg(kMaxCatalogueEntries);
        return false;
    }
    out->reserve(a.size());
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QJsonObject o = a.at(i).toObject();
        const QString where = QStringLiteral("%1: %2[%3] (\"%4\")")
                                  .arg(origin, QLatin1String(name))
                                  .arg(i)
                                  .arg(shortenedForMessage(o.value("id").toString()));
        if (!a.at(i).isObject()) {
            *error = Catalogue::tr("%1: expected an object").arg(where);
            return false;
        }
        T item;
        if (!parse(o, where, &item, error)) return false;
        if (ids.contains(item.id)) {
            *error = Catalogue::tr("%1: key \"id\": value %2: appears twice")
                         .arg(where, shortenedForMessage(item.id));
            return false;
        }
        ids.insert(item.id);
        out->append(item);
    }
    return true;
}

} // namespace

bool parseCatalogue(const QByteArray &json, const QString &origin, ParsedCatalogue *out, QString *error)
{
    if (json.size() > kMaxCatalogueBytes) {
        *error = Catalogue::tr("%1: too large (%2 bytes, at most %3)")
                     .arg(origin)
                     .arg(json.size())
                     .arg(kMaxCatalogueBytes);
        return false;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        *error = Catalogue::tr("%1: not valid JSON at byte %2: %3").arg(origin).arg(pe.offset).arg(pe.errorString());
        return false;
    }
    const QJsonObject root = doc.object();
    if (!doc.isObject() || root.value("format").toString() != u"infralab-catalogue") {
        *error = Catalogue::tr("%1: key \"format\": value %2: expected \"infralab-catalogue\"")
                     .arg(origin, shown(root.value("format")));
        return false;
    }
    if (root.value("version").toDouble() != 1.0) {
        *error = Catalogue::tr("%1: key \"version\": value %2: this InfraLab reads version 1")
                     .arg(origin, shown(root.value("version")));
        return false;
    }
    for (auto it = root.begin(); it != root.end(); ++it)
        if (!QStringList{"format", "version", "devices", "models", "comment"}.contains(it.key())) {
            *error = Catalogue::tr("%1: unknown key \"%2\": value %3: "
                                   "expected format, version, devices, models or comment")
                         .arg(origin, shortenedForMessage(it.key()), shown(it.value()));
            return false;
        }
    ParsedCatalogue parsed;
    if (!parseArray(root, "devices", origin, &parsed.devices, parseDevice, error)) return false;
    if (!parseArray(root, "models", origin, &parsed.models, parseModel, error)) return false;
    *out = std::move(parsed);
    return true;
}

} // namespace infralab
