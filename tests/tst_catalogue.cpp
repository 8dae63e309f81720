// Tests of the built-in catalogues against the course (L33 section 01, `gpus` dict) and the datasheets
// (/work/shared/reference/accelerators-models-prices.md), and of the loader's all-or-nothing validation.
// Expected numbers are typed here from those sources, never read back from the JSON files.
#include "catalogue.h"
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <cmath>

using namespace Qt::StringLiterals;

namespace infralab {

namespace {

const auto relErr = [](double got, double want) { return std::abs(got - want) / std::abs(want); };

// 0.5 %: absorbs the datasheets' rounding of dense = sparse / 2 (H100 BF16 989.4 vs 1979 / 2 = 989.5).
constexpr double kDatasheetTol = 0.005;
// 1 %: the reference's ridge column is rounded to whole FLOP/B (295 for 989.4 / 3.35 = 295.3).
constexpr double kRidgeTol = 0.01;

const auto cat = []() -> const Catalogue & { return Catalogue::builtIn(); };

/// A complete, valid device entry that the validation rows then break one key at a time.
QJsonObject device(const QString &id)
{
    const char *json =
        R"({"name": "Test device", "vendor": "Test", "kind": "gpu", "peak_tflops": {"bf16": 100},
        "memory_gb": 80, "bandwidth_tbps": 2.0, "power_w": 400, "price_eur_per_hour": 2.0, "source": "unit test"})";
    QJsonObject d = QJsonDocument::fromJson(json).object();
    d.insert("id", id);
    return d;
}

QJsonObject model(const QString &id)
{
    return QJsonObject{{"id", id},       {"name", "Test model"}, {"layers", 32},         {"d_model", 4096},
                       {"heads", 32},    {"kv_heads", 8},        {"head_dim", 128},      {"ffn", 14336},
                       {"vocab", 32000}, {"params", 8e9},        {"source", "unit test"}};
}

QByteArray document(const QJsonArray &devices, const QJsonArray &models = {}, QJsonObject root = {})
{
    if (!root.contains("format")) root.insert("format", "infralab-catalogue");
    if (!root.contains("version")) root.insert("version", 1);
    if (!devices.isEmpty()) root.insert("devices", devices);
    if (!models.isEmpty()) root.insert("models", models);
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

} // namespace

class TestCatalogue : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void builtInLoads()
    {
        QVERIFY2(Catalogue::builtInError().isEmpty(), qPrintable(Catalogue::builtInError()));
        for (const char *id : {"h100-sxm", "h200", "b200", "a100-80", "l4", "l40s", "rtx-4090", "mi300x",
                               "tpu-v5e", "tpu-v5p", "gaudi3", "jetson-agx-orin", "jetson-orin-nano"})
            QVERIFY2(cat().device(QString::fromLatin1(id)), id);
        bool apple = false, serverCpu = false;
        for (const Device &d : cat().devices()) {
            QVERIFY2(!d.source.trimmed().isEmpty(), qPrintable(d.id));
            apple = apple || d.id.startsWith(u"apple-");
            serverCpu = serverCpu || (d.kind == u"cpu" && !d.course);
        }
        QVERIFY(apple);
        QVERIFY(serverCpu);
        for (const char *id :
             {"course-7b", "course-8b", "llama3-8b", "llama3-70b", "llama3-405b", "mistral-7b",
              "mixtral-8x7b", "qwen2.5-7b", "qwen2.5-72b", "gpt3-175b", "opt-13b"})
            QVERIFY2(cat().model(QString::fromLatin1(id)), id);
        for (const ModelPreset &m : cat().models())
            QVERIFY2(!m.source.trimmed().isEmpty(), qPrintable(m.id));
    }

    // Course L33 section 01: gpus = {name: (bf16 dense TFLOP/s, TB/s, GB, €/h, W)}, in the dict's order.
    void courseDevices_data()
    {
        addColumns<int, QString, double, double, double, double, double>(
            {"order", "frName", "tflops", "tbps", "gb", "eurPerHour", "watts"});
        QTest::newRow("rtx4090") << 0 << u"RTX 4090 (PC)"_s << 165.0 << 1.0 << 24.0 << 0.6 << 450.0;
        QTest::newRow("l4") << 1 << u"L4 (cloud éco)"_s << 121.0 << 0.3 << 24.0 << 0.8 << 72.0;
        QTest::newRow("a100") << 2 << u"A100 80 Go"_s << 312.0 << 2.0 << 80.0 << 2.5 << 400.0;
        QTest::newRow("h100") << 3 << u"H100 SXM"_s << 990.0 << 3.35 << 80.0 << 4.0 << 700.0;
        QTest::newRow("jetson") << 4 << u"Jetson Orin (edge)"_s << 25.0 << 0.2 << 32.0 << 0.05 << 40.0;
        QTest::newRow("cpu") << 5 << u"CPU 32 cœurs AVX-512"_s << 3.0 << 0.1 << 256.0 << 1.2 << 250.0;
    }

    void courseDevices()
    {
        QFETCH(int, order);
        QFETCH(QString, frName);
        QFETCH(double, tflops);
        QFETCH(double, tbps);
        QFETCH(double, gb);
        QFETCH(double, eurPerHour);
        QFETCH(double, watts);
        QList<const Device *> course;
        for (const Device &d : cat().devices())
            if (d.course) course.append(&d);
        QCOMPARE(course.size(), 6);
        const Device *d = course.at(order);
        QCOMPARE(d->name(u"fr"_s), frName);
        QCOMPARE(d->peakFor(Precision::BF16), tflops * 1e12);
        QCOMPARE(d->bandwidth, tbps * 1e12);
        QCOMPARE(d->memory, gb * 1e9);
        QCOMPARE(d->pricePerHour, eurPerHour);
        QCOMPARE(d->power, watts);
    }

    // NVIDIA Hopper/Ada/Blackwell headlines are sparse (dense = half); A100 prints both; AMD, TPU, Gaudi:
    // dense.
    void datasheetPeaks_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<Precision>("precision");
        QTest::addColumn<double>("dense");
        QTest::newRow("h100 bf16") << u"h100-sxm"_s << Precision::BF16 << 1979e12 / 2;
        QTest::newRow("h100 fp8") << u"h100-sxm"_s << Precision::FP8 << 3958e12 / 2;
        QTest::newRow("b200 bf16") << u"b200"_s << Precision::BF16 << 4.5e15 / 2;
        QTest::newRow("a100 bf16") << u"a100-80"_s << Precision::BF16 << 624e12 / 2;
        QTest::newRow("l4 bf16") << u"l4"_s << Precision::BF16 << 242e12 / 2;
        QTest::newRow("l40s fp8") << u"l40s"_s << Precision::FP8 << 1466e12 / 2;
        QTest::newRow("mi300x bf16") << u"mi300x"_s << Precision::BF16 << 1307.4e12;
        QTest::newRow("tpu-v5e bf16") << u"tpu-v5e"_s << Precision::BF16 << 197e12;
        QTest::newRow("gaudi3 bf16") << u"gaudi3"_s << Precision::BF16 << 1835e12;
    }

    void datasheetPeaks()
    {
        QFETCH(QString, id);
        QFETCH(Precision, precision);
        QFETCH(double, dense);
        const Device *d = cat().device(id);
        QVERIFY(d);
        QCOMPARE_LE(relErr(d->peakFor(precision), dense), kDatasheetTol);
    }

    void datasheetMemory()
    {
        // Memory chips come in 2^k bytes: the H100's "80GB" of HBM3 is 80 GiB = 80 × 2³⁰ bytes, the MI300X's
        // 192 GiB (ROCm's table says GiB); the H200's "141 GB" is a usable capacity, not a chip count, and
        // stays decimal. Bandwidths are decimal (TB/s).
        const double gib = 1024.0 * 1024.0 * 1024.0;
        const struct
        {
            const char *id;
            double bytes, tbps;
            bool binary;
        } rows[] = {{"h100-sxm", 80 * gib, 3.35, true},
                    {"h200", 141e9, 4.8, false},
                    {"mi300x", 192 * gib, 5.3, true}};
        for (const auto &r : rows) {
            const Device *d = cat().device(QString::fromLatin1(r.id));
            QVERIFY2(d, r.id);
            QCOMPARE_LE(relErr(d->memory, r.bytes), kDatasheetTol);
            QCOMPARE(d->memoryInGib, r.binary);
            QCOMPARE_LE(relErr(d->bandwidth, r.tbps * 1e12), kDatasheetTol);
        }
        // The course's devices keep the course's decimal values (section 01's table: 80 GB, 24 GB).
        QCOMPARE(cat().device(u"course-h100-sxm"_s)->memory, 80e9);
        QVERIFY(!cat().device(u"course-h100-sxm"_s)->memoryInGib);
        QCOMPARE(cat().device(u"course-l4"_s)->memory, 24e9);
        for (const Device &d : cat().devices())
            if (d.course) QVERIFY2(!d.memoryInGib, qPrintable(d.id));
        const Device *h100 = cat().device(u"h100-sxm"_s);
        const double nvlink4Bidirectional = 900e9; // "900 GB/s" = 18 links x 50 GB/s, both directions
        QCOMPARE_LE(relErr(h100->interconnect, nvlink4Bidirectional / 2), kDatasheetTol);
        const double ridgeReference = 295; // FLOP/B, reference §1a "Ridge" column
        QCOMPARE_LE(relErr(h100->peakFor(Precision::BF16) / h100->bandwidth, ridgeReference), kRidgeTol);
    }

    // Reference §2: KV bytes/token = 2 (K and V) · layers · kv_heads · head_dim · 2 B (bf16).
    void kvBytesPerToken_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<qint64>("bytes");
        QTest::newRow("llama3-8b") << u"llama3-8b"_s << qint64(131072);
        QTest::newRow("llama3-70b") << u"llama3-70b"_s << qint64(327680);
        QTest::newRow("opt-13b (vLLM 800 KB)") << u"opt-13b"_s << qint64(800 * 1024);
        QTest::newRow("gpt3-175b") << u"gpt3-175b"_s << qint64(4718592);
    }

    void kvBytesPerToken()
    {
        QFETCH(QString, id);
        QFETCH(qint64, bytes);
        const ModelPreset *m = cat().model(id);
        QVERIFY(m);
        QCOMPARE(qint64(2) * m->layers * m->kvHeads * m->headDim * 2, bytes);
    }

    void modelFigures()
    {
        const ModelPreset *mixtral = cat().model(u"mixtral-8x7b"_s);
        QVERIFY(mixtral);
        QCOMPARE_LE(relErr(mixtral->activeParams, 12.88e9), 0.001); // 0.1 %: reference gives 3 decimals
        QCOMPARE_LE(relErr(mixtral->params, 46.70e9), 0.001);
        // Course section 03: "modèle 8B (GQA 8 têtes KV, 32 couches, d_k 128)", N = 8e9.
        const ModelPreset *c8 = cat().model(u"course-8b"_s);
        QVERIFY(c8);
        QCOMPARE(c8->params, 8e9);
        QCOMPARE(c8->layers, 32);
        QCOMPARE(c8->kvHeads, 8);
        QCOMPARE(c8->headDim, 128);
        QCOMPARE(cat().model(u"course-7b"_s)->params, 7e9); // theorem 1 and sections 01-02: N = 7e9
    }

    void validationRefuses_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QStringList>("expected"); // entry, key, value and reason, as substrings
        const QJsonObject good = device(u"x-good"_s);
        const auto badDevice = [&](const char *key, const QJsonValue &v) {
            QJsonObject d = device(u"x-bad"_s);
            if (v.isUndefined())
                d.remove(QLatin1String(key));
            else
                d.insert(QLatin1String(key), v);
            return document({good, d});
        };
        const auto badModel = [&](const char *key, const QJsonValue &v) {
            QJsonObject m = model(u"x-bad"_s);
            m.insert(QLatin1String(key), v);
            return document({good}, {model(u"x-good"_s), m});
        };
        const QString dev1 = u"devices[1] (\"x-bad\")"_s, mod1 = u"models[1] (\"x-bad\")"_s;
        QTest::newRow("memory in GB and GiB")
            << badDevice("memory_gib", 80) << QStringList{dev1, "\"memory_gib\"", "value 80", "not both"};
        QTest::newRow("negative memory")
            << badDevice("memory_gb", -80) << QStringList{dev1, "\"memory_gb\"", "value -80", "positive"};
        // Finite as written, beyond DBL_MAX ≈ 1.8e308 in SI (×1e9 B per GB, ×1e12 per TFLOP/s).
        QTest::newRow("memory overflows in bytes")
            << badDevice("memory_gb", 1e300)
            << QStringList{dev1, "\"memory_gb\"", "value 1e+300", "between"};
        QTest::newRow("string peak") << badDevice("peak_tflops", QJsonObject{{"bf16", "NaN"}})
                                     << QStringList{dev1, "\"peak_tflops\"", "value NaN", "bf16",
                                                    "positive number"};
        QTest::newRow("unknown precision")
            << badDevice("peak_tflops", QJsonObject{{"bf17", 100}})
            << QStringList{dev1, "\"peak_tflops\"", "value 100", "unknown precision \"bf17\""};
        QTest::newRow("missing source")
            << badDevice("source", QJsonValue::Undefined)
            << QStringList{dev1, "\"source\"", "value (missing)", "non-empty text"};
        QTest::newRow("unknown kind")
            << badDevice("kind", "fpga") << QStringList{dev1, "\"kind\"", "value fpga", "one of"};
        QTest::newRow("duplicate id")
            << document({good, device(u"x-good"_s)})
            << QStringList{u"devices[1] (\"x-good\")"_s, "\"id\"", "value x-good", "twice"};
        QTest::newRow("kv_heads > heads")
            << badModel("kv_heads", 64)
            << QStringList{mod1, "\"kv_heads\"", "value 64", "32 attention heads"};
        QTest::newRow("layers beyond int") // once cast to int before the refusal: undefined behaviour
            << badModel("layers", 1e300) << QStringList{mod1, "\"layers\"", "value 1e+300", "between 1 and 1000"};
        QTest::newRow("experts_per_token > experts") // a dense model has one expert
            << badModel("experts_per_token", 2)
            << QStringList{mod1, "\"experts_per_token\"", "value 2", "exceed the 1 experts"};
        QTest::newRow("active > params")
            << badModel("active_params", 2e10)
            << QStringList{mod1, "\"active_params\"", "value 20000000000", "exceed"};
        // Finite in the file, infinite once scaled to SI units (× 10¹²): refused after scaling.
        QTest::newRow("peak overflows")
            << badDevice("peak_tflops", QJsonObject{{"bf16", 1e300}})
            << QStringList{dev1, "\"peak_tflops\"", "value 1e+300", "between 1e-06 and 1000000 TFLOP/s"};
        QTest::newRow("bandwidth overflows")
            << badDevice("bandwidth_tbps", 1e300)
            << QStringList{dev1, "\"bandwidth_tbps\"", "value 1e+300", "between 1e-06 and 1000 TB/s"};
        QTest::newRow("zero bandwidth") << badDevice("bandwidth_tbps", 0)
                                        << QStringList{dev1, "\"bandwidth_tbps\"", "value 0", "positive"};
        QTest::newRow("price per hour")
            << badDevice("price_eur_per_hour", 1e308)
            << QStringList{dev1, "\"price_eur_per_hour\"", "between 0 and 10000 €/h"};
        QTest::newRow("missing memory")
            << badDevice("memory_gb", QJsonValue::Undefined)
            << QStringList{dev1, "\"memory_gb\"", "value (missing)", "expected a number"};
        QTest::newRow("memory as text")
            << badDevice("memory_gb", "80")
            << QStringList{dev1, "\"memory_gb\"", "value 80", "expected a number"};
        QTest::newRow("course as text")
            << badDevice("course", "yes") << QStringList{dev1, "\"course\"", "value yes", "true or false"};
        QTest::newRow("name without English") << badDevice("name", QJsonObject{{"fr", "Seul"}})
                                              << QStringList{dev1, "\"name\"", "expected text"};
        // model.layers accepts 1 … 1 000 and model.params 10⁶ … 10¹⁴: a preset outside would be refused
        // later.
        QTest::newRow("layers beyond the scenario's range")
            << badModel("layers", 1001)
            << QStringList{mod1, "\"layers\"", "value 1001", "between 1 and 1000"};
        QTest::newRow("fractional heads")
            << badModel("heads", 31.5) << QStringList{mod1, "\"heads\"", "value 31.5", "whole number"};
        QTest::newRow("params beyond the scenario's range")
            << badModel("params", 1e15) << QStringList{mod1, "\"params\"", "between 1000000 and 1e+14"};
        QTest::newRow("active params too few")
            << badModel("active_params", 1e6) << QStringList{mod1, "\"active_params\"", "at least 0.001"};
        QTest::newRow("huge id is cut")
            << document({device(QString(100000, u'x')), device(QString(100000, u'x'))})
            << QStringList{u"devices[1] (\""_s + QString(60, u'x') + u"…"_s, "100000"};
        QJsonArray many;
        for (int i = 0; i <= kMaxCatalogueEntries; ++i)
            many.append(device(u"x-%1"_s.arg(i)));
        QTest::newRow("5 001 devices")
            << document(many) << QStringList{"\"devices\"", "5001 entries", "at most 5000"};
        QTest::newRow("wrong format")
            << document({good}, {}, {{"format", "infralab-scenario"}})
            << QStringList{"\"format\"", "value infralab-scenario", "expected \"infralab-catalogue\""};
        QTest::newRow("version 2") << document({good}, {}, {{"version", 2}})
                                   << QStringList{"\"version\"", "value 2", "version 1"};
        QTest::newRow("version as text")
            << document({good}, {}, {{"version", "1"}}) << QStringList{"\"version\"", "value 1", "version 1"};
        QTest::newRow("not JSON") << QByteArray("{\"format\": \"infralab-catalogue\", devices: [")
                                  << QStringList{"not valid JSON", "byte"};
        QTest::newRow("unknown top-level key") << document({good}, {}, {{"colour", "blue"}})
                                               << QStringList{"unknown key", "\"colour\"", "value blue"};
    }

    void validationRefuses()
    {
        QFETCH(QByteArray, json);
        QFETCH(QStringList, expected);
        Catalogue c = Catalogue::builtIn();
        const qsizetype devices = c.devices().size(), models = c.models().size();
        QString error;
        QVERIFY(!c.merge(json, u"user.json"_s, &error));
        QVERIFY2(error.startsWith(u"user.json: "), qPrintable(error));
        for (const QString &part : expected)
            QVERIFY2(error.contains(part), qPrintable(u"\"%1\" not in: %2"_s.arg(part, error)));
        QCOMPARE(c.devices().size(), devices);
        QCOMPARE(c.models().size(), models);
        QVERIFY(!c.device(u"x-good"_s));
        QVERIFY(!c.model(u"x-good"_s));
    }

    void fiveThousandDevicesLoad()
    {
        // The largest file accepted: 5 000 new devices, each found by its id afterwards. Its speed is
        // measured with `infralab list devices --catalogue` (README), not here.
        QJsonArray many;
        for (int i = 0; i < kMaxCatalogueEntries; ++i)
            many.append(device(u"x-%1"_s.arg(i)));
        Catalogue c = Catalogue::builtIn();
        const qsizetype before = c.devices().size();
        QString error;
        QVERIFY2(c.merge(document(many), u"big.json"_s, &error), qPrintable(error));
        QCOMPARE(c.devices().size(), before + kMaxCatalogueEntries);
        QCOMPARE(c.device(u"x-4999"_s)->bandwidth, 2.0e12); // 2.0 TB/s in the entry
        // Merged again, the same ids replace themselves: nothing is added.
        QVERIFY2(c.merge(document(many), u"big.json"_s, &error), qPrintable(error));
        QCOMPARE(c.devices().size(), before + kMaxCatalogueEntries);
    }

    void mergeReplacesAndExtends()
    {
        Catalogue c = Catalogue::builtIn();
        const qsizetype devices = c.devices().size();
        QJsonObject h100 = device(u"h100-sxm"_s);
        h100.insert("memory_gb", 96);
        QString error;
        QVERIFY2(c.merge(document({h100, device(u"x-new"_s)}), u"user.json"_s, &error), qPrintable(error));
        QCOMPARE(c.devices().size(), devices + 1);
        QCOMPARE(c.device(u"h100-sxm"_s)->memory, 96e9);
        QVERIFY(c.device(u"x-new"_s));

        // One bad entry among good ones: nothing of the second file is taken.
        QJsonObject h100Again = device(u"h100-sxm"_s);
        h100Again.insert("memory_gb", 120);
        QJsonObject bad = device(u"x-bad"_s);
        bad.insert("memory_gb", -1);
        QVERIFY(!c.merge(document({h100Again, device(u"x-other"_s), bad}), u"user2.json"_s, &error));
        QVERIFY2(error.contains(u"memory_gb") && error.contains(u"-1"), qPrintable(error));
        QCOMPARE(c.devices().size(), devices + 1);
        QCOMPARE(c.device(u"h100-sxm"_s)->memory, 96e9);
        QVERIFY(!c.device(u"x-other"_s));
        QVERIFY(!c.device(u"x-bad"_s));
    }
};

} // namespace infralab

QTEST_APPLESS_MAIN(infralab::TestCatalogue)
#include "tst_catalogue.moc"
