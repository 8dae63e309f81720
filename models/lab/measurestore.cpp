#include "measurestore.h"
#include "operationsizes.h"

#include "atomicfile.h"
#include "inputfile.h"
#include "roofline.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <cmath>

namespace infralab::lab {

namespace {

constexpr qint64 kMaxMeasurementBytes = 1 << 20;
const QString kFormat = QStringLiteral("infralab-measure");

/// Reads the fields of one JSON object, remembering the first error as "<where>: key "k": value v: reason".
class Reader
{
public:
    Reader(const QJsonObject &o, QString where) : m_o(o), m_where(std::move(where)) {}

    double positive(const char *key)
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        const double d = v.toDouble(-1);
        if (!v.isDouble() || !std::isfinite(d) || d <= 0)
            fail(key, v, Measurement::tr("expected a positive number"));
        return d;
    }

    QString text(const char *key, const QStringList &choices = {})
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (!v.isString() || (!choices.isEmpty() && !choices.contains(v.toString())))
            fail(key, v,
                 choices.isEmpty() ? Measurement::tr("expected text")
                                   : Measurement::tr("expected %1").arg(choices.join(u'|')));
        return v.toString();
    }

    void fail(const char *key, const QJsonValue &v, const QString &reason)
    {
        if (!m_error.isEmpty()) return;
        const QString shown =
            v.isUndefined() ? Measurement::tr("(missing)")
                            : QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact))
                                  .mid(1)
                                  .chopped(1);
        m_error = Measurement::tr("%1: key \"%2\": value %3: %4")
                      .arg(m_where, QLatin1String(key), shortenedForMessage(shown), reason);
    }

    const QString &error() const { return m_error; }

private:
    QJsonObject m_o;
    QString m_where;
    QString m_error;
};

/// Reads the array `key` of `root` with `read(reader, index)`; false with the first error.
template <typename Read>
bool readArray(const QJsonObject &root, const char *key, QString *error, const Read &read)
{
    const QJsonValue v = root.value(QLatin1String(key));
    if (!v.isArray()) {
        Reader r(root, QStringLiteral("measurement"));
        r.fail(key, v, Measurement::tr("expected an array"));
        *error = r.error();
        return false;
    }
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        Reader r(a.at(i).toObject(), QStringLiteral("%1[%2]").arg(QLatin1String(key)).arg(i));
        read(r);
        if (!r.error().isEmpty()) {
            *error = r.error();
            return false;
        }
    }
    return true;
}

QJsonObject sizesJson(const OperationSizes &sizes)
{
    QJsonObject o;
    for (const OperationSizeField &f : operationSizeFields())
        o.insert(QLatin1String(f.name), sizes.*(f.member));
    return o;
}

/// The "operation_sizes" object of a saved measurement; a file written before it existed ran the defaults.
bool readSizes(const QJsonObject &root, OperationSizes *sizes, QString *error)
{
    const QJsonObject o = root.value("operation_sizes").toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString value = it->isDouble() ? QString::number(it->toDouble()) : it->toVariant().toString();
        if (!assignOperationSize(QString(it.key() + u'=' + value), sizes, error)) {
            *error = QStringLiteral("measurement: operation_sizes: ") + *error;
            return false;
        }
    }
    return true;
}

/// The run that set the peak: {"operation": id} or {"size": n, "threads": "all"|"one"}.
QJsonObject peakRunJson(const PeakRun &p)
{
    if (p.operation) return {{"operation", p.id}};
    return {{"size", p.size}, {"threads", p.allCores ? "all" : "one"}};
}

} // namespace

QString measurementPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("measure.json"));
}

QJsonObject toJson(const MeasureResult &r)
{
    QJsonArray matmul, bandwidth, operations;
    for (const MatmulResult &m : r.matmul)
        matmul.append(QJsonObject{{"size", m.size},
                                  {"precision", m.precision},
                                  {"threads", m.allCores ? "all" : "one"},
                                  {"seconds", m.seconds},
                                  {"flops", m.flops}});
    for (const BandwidthResult &b : r.bandwidth)
        bandwidth.append(QJsonObject{
            {"test", b.test}, {"bytes", b.bytes}, {"seconds", b.seconds}, {"bytes_per_s", b.bytesPerSecond}});
    for (const OperationResult &o : r.operations)
        operations.append(QJsonObject{{"id", o.id},
                                      {"flops", o.flops},
                                      {"bytes", o.bytes},
                                      {"seconds", o.seconds},
                                      {"flops_per_s", o.flopsPerSecond()},
                                      {"intensity", o.intensity()}});
    const double peak = r.peak(), beta = r.bestBandwidth();
    return {{"format", kFormat},
            {"version", 1},
            {"host", r.host},
            {"cpu", r.cpu},
            {"date", r.date},
            {"memory_bytes", r.memory},
            {"cores", r.cores},
            {"bf16_available", r.bf16Available},
            {"matmul", matmul},
            {"bandwidth", bandwidth},
            {"operations", operations},
            {"operation_sizes", sizesJson(r.operationSizes)},
            {"device", QJsonObject{{"peak", peak},
                                   {"peak_run", peakRunJson(r.peakRun())},
                                   {"all_core_product_peak", r.allCorePeak()},
                                   {"bandwidth", beta},
                                   {"ridge", beta > 0 ? ridgePoint(peak, beta) : 0.0}}}};
}

bool fromJson(const QByteArray &json, MeasureResult *out, QString *error)
{
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (!doc.isObject()) {
        *error = parse.error != QJsonParseError::NoError ? parse.errorString()
                                                         : Measurement::tr("not a JSON object");
        return false;
    }
    const QJsonObject root = doc.object();
    Reader top(root, QStringLiteral("measurement"));
    MeasureResult r;
    top.text("format", {kFormat});
    if (root.value("version").toInt() != 1)
        top.fail("version", root.value("version"), Measurement::tr("expected 1"));
    r.host = top.text("host");
    r.cpu = top.text("cpu");
    r.date = top.text("date");
    r.memory = top.positive("memory_bytes");
    r.cores = int(top.positive("cores"));
    r.bf16Available = root.value("bf16_available").toBool();
    if (!top.error().isEmpty()) {
        *error = top.error();
        return false;
    }
    const bool ok = readArray(root, "matmul", error,
                              [&](Reader &m) {
                                  MatmulResult x;
                                  x.size = int(m.positive("size"));
                                  x.precision = m.text("precision", {"fp32", "bf16"});
                                  x.allCores = m.text("threads", {"all", "one"}) == u"all";
                                  x.seconds = m.positive("seconds");
                                  x.flops = m.positive("flops");
                                  r.matmul.append(x);
                              }) &&
                    readArray(root, "bandwidth", error,
                              [&](Reader &b) {
                                  const QString test = b.text("test", {"copy", "triad"});
                                  r.bandwidth.append({test, b.positive("bytes"), b.positive("seconds"),
                                                      b.positive("bytes_per_s")});
                              }) &&
                    readArray(root, "operations", error,
                              [&](Reader &o) {
                                  OperationResult x;
                                  x.id = o.text("id", {"dense", "conv3x3", "attention", "decode"});
                                  x.flops = o.positive("flops");
                                  x.bytes = o.positive("bytes");
                                  x.seconds = o.positive("seconds");
                                  r.operations.append(x);
                              }) &&
                    readSizes(root, &r.operationSizes, error);
    if (!ok) return false;
    if (!(r.peak() > 0) || !(r.bestBandwidth() > 0)) {
        *error = Measurement::tr("measurement: no fp32 product or no bandwidth test");
        return false;
    }
    *out = r;
    return true;
}

bool saveMeasurement(const MeasureResult &r, const QString &path, QString *error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QString reason;
    if (writeFileAtomically(path, QJsonDocument(toJson(r)).toJson(), &reason)) return true;
    *error = QStringLiteral("%1: %2").arg(path, reason);
    return false;
}

bool loadMeasurement(const QString &path, MeasureResult *out, QString *error)
{
    const std::optional<QByteArray> json = readFileLimited(path, kMaxMeasurementBytes, error);
    if (!json) return false;
    QString why;
    if (fromJson(*json, out, &why)) return true;
    *error = QStringLiteral("%1: %2").arg(path, why);
    return false;
}

Device measuredDevice(const MeasureResult &r)
{
    Device d;
    d.id = kMeasuredDeviceId;
    const QString day = r.date.left(10);
    d.nameEn = QStringLiteral("This computer — measured on %1").arg(day);
    d.nameFr = QStringLiteral("Cet ordinateur — mesuré le %1").arg(day);
    d.vendor = r.cpu;
    d.kind = QStringLiteral("cpu");
    // fp32 only: Eigen 3.4 has no bf16 matrix-product kernel for x86, so its bf16 product converts to fp32
    // and back at every operation (0.26 GFLOP/s against 9.6 GFLOP/s in fp32 on the lab's 2-core EPYC with
    // avx512_bf16). That is Eigen's emulation, not this CPU's bf16 roof: a bf16 scenario draws this
    // computer's fp32 roof and says why (RooflineChart).
    d.peak[Precision::FP32] = r.peak();
    d.memory = r.memory;
    d.bandwidth = r.bestBandwidth();
    d.source =
        QStringLiteral("Measured by infralab measure on %1 (%2), %3: best fp32 rate of the products (all "
                       "cores and one) and the operations, best of copy and triad")
            .arg(r.host, r.cpu, r.date);
    return d;
}

QString nameInSentence(const Device &d, const QString &language)
{
    QString name = d.name(language);
    // "This computer" is a common noun: its capital belongs to where it stands alone. A product's name
    // ("H100 SXM", "Apple M3 Max") keeps its spelling everywhere.
    if (d.id == kMeasuredDeviceId && !name.isEmpty()) name[0] = name.at(0).toLower();
    return name;
}

} // namespace infralab::lab
