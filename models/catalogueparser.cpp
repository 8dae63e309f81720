#include "catalogueparser.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <cmath>

namespace infralab {

namespace {

constexpr qint64 kMaxBytes = 4 << 20;

/// A value as an error message shows it: text bare, numbers with 12 digits, anything else as compact JSON.
QString shown(const QJsonValue &v)
{
    if (v.isUndefined()) return QStringLiteral("(missing)");
    if (v.isString()) return v.toString();
    if (v.isDouble()) return QString::number(v.toDouble(), 'g', 12);
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact).mid(1).chopped(1));
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

    double positive(const char *key, double scale, bool required = true)
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined() && !required) return 0;
        return check(key, v, scale, false);
    }

    double nonNegative(const char *key, double scale)
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined()) return 0;
        return check(key, v, scale, true);
    }

    int count(const char *key, bool required = true)
    {
        const double v = positive(key, 1, required);
        // Refused before the cast: converting a double beyond int's range (1e300) is undefined behaviour.
        if (v != std::floor(v) || v > 1e9) {
            fail(key, m_o.value(QLatin1String(key)), Catalogue::tr("expected a whole number"));
            return 0;
        }
        return static_cast<int>(v);
    }

    void names(QString *en, QString *fr)
    {
        const QJsonValue v = m_o.value("name");
        if (v.isString() && !v.toString().isEmpty()) {
            *en = *fr = v.toString();
        } else if (v.isObject() && v.toObject().value("en").isString()) {
            *en = v.toObject().value("en").toString();
            *fr = v.toObject().value("fr").toString(*en);
        } else {
            fail("name", v, Catalogue::tr("expected text or {\"en\": …, \"fr\": …}"));
        }
    }

    void fail(const char *key, const QJsonValue &v, const QString &reason)
    {
        if (!m_error.isEmpty()) return;
        m_error = Catalogue::tr("%1: key \"%2\": value %3: %4").arg(m_where, QLatin1String(key), shown(v), reason);
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
        // A finite datasheet number can overflow in SI units (1e300 GB), and the formulas divide by it.
        if (!std::isfinite(d * scale)) fail(key, v, Catalogue::tr("too large"));
        return d * scale;
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
    d->course = o.value("course").toBool(false);
    const QJsonValue peaks = o.value("peak_tflops");
    if (!peaks.isObject() || peaks.toObject().isEmpty())
        e.fail("peak_tflops", peaks, Catalogue::tr("expected an object of precision → TFLOP/s"));
    const QJsonObject po = peaks.toObject();
    for (auto it = po.begin(); it != po.end(); ++it) {
        const auto p = precisionFromKey(it.key().toStdString());
        if (!p) {
            e.fail("peak_tflops", it.value(), Catalogue::tr("unknown precision \"%1\"").arg(it.key()));
            break;
        }
        if (!it.value().isDouble() || !(it.value().toDouble() > 0) || !std::isfinite(it.value().toDouble())) {
            e.fail("peak_tflops", it.value(), Catalogue::tr("the %1 peak must be a positive number").arg(it.key()));
            break;
        }
        const double flops = it.value().toDouble() * 1e12;
        if (!std::isfinite(flops)) { // 1e300 TFLOP/s overflows in FLOP/s
            e.fail("peak_tflops", it.value(), Catalogue::tr("the %1 peak is too large").arg(it.key()));
            break;
        }
        d->peak[*p] = flops;
    }
    d->memory = e.positive("memory_gb", 1e9);
    d->bandwidth = e.positive("bandwidth_tbps", 1e12);
    d->power = e.positive("power_w", 1);
    d->pricePerHour = e.nonNegative("price_eur_per_hour", 1);
    d->interconnect = e.nonNegative("interconnect_gbps", 1e9);
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
    m->layers = e.count("layers");
    m->dModel = e.count("d_model");
    m->heads = e.count("heads");
    m->kvHeads = e.count("kv_heads");
    m->headDim = e.count("head_dim");
    m->ffn = e.count("ffn");
    m->vocab = e.count("vocab");
    m->params = e.positive("params", 1);
    m->activeParams = o.contains("active_params") ? e.positive("active_params", 1) : m->params;
    if (e.error().isEmpty() && m->kvHeads > m->heads)
        e.fail("kv_heads", o.value("kv_heads"), Catalogue::tr("cannot exceed the %1 attention heads").arg(m->heads));
    if (e.error().isEmpty() && m->activeParams > m->params)
        e.fail("active_params", o.value("active_params"), Catalogue::tr("cannot exceed the total parameters"));
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
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QJsonObject o = a.at(i).toObject();
        const QString where =
            QStringLiteral("%1: %2[%3] (\"%4\")").arg(origin, QLatin1String(name)).arg(i).arg(o.value("id").toString());
        if (!a.at(i).isObject()) {
            *error = Catalogue::tr("%1: expected an object").arg(where);
            return false;
        }
        T item;
        if (!parse(o, where, &item, error)) return false;
        if (ids.contains(item.id)) {
            *error = Catalogue::tr("%1: key \"id\": value %2: appears twice").arg(where, item.id);
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
    if (json.size() > kMaxBytes) {
        *error = Catalogue::tr("%1: too large (%2 bytes, at most %3)").arg(origin).arg(json.size()).arg(kMaxBytes);
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
                         .arg(origin, it.key(), shown(it.value()));
            return false;
        }
    ParsedCatalogue parsed;
    if (!parseArray(root, "devices", origin, &parsed.devices, parseDevice, error)) return false;
    if (!parseArray(root, "models", origin, &parsed.models, parseModel, error)) return false;
    *out = std::move(parsed);
    return true;
}

} // namespace infralab
