// Measuring this computer (issue 15): the counts behind each measured figure are the formulas' (derived here
// from the loops they count and from STREAM's documentation), the product split across threads is Eigen's
// product, cancelling stops, progress reaches its total, and the saved measurement comes back or is refused.
#include "catalogue.h"
#include "measure.h"
#include "measurestore.h"
#include "operations.h"
#include "parallelproduct.h"
#include "testutil.h"

#include <QJsonDocument>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace infralab;
using namespace infralab::lab;

namespace {

/// Options small enough to run in milliseconds: the test checks counts and flow, never times.
MeasureOptions tinyOptions()
{
    MeasureOptions o;
    o.sizes = {8, 16};
    o.bufferBytes = 64e3;
    o.budgetSeconds = 0.005;
    o.operations = OperationSizes{2, 16, 4, 2, 8, 4};
    return o;
}

MeasureResult sample()
{
    MeasureResult r;
    r.host = "lab-pc";
    r.cpu = "Example CPU";
    r.date = "2026-12-03T05:00:00Z";
    r.memory = 16e9;
    r.cores = 2;
    r.matmul = {
        {128, "fp32", true, 1e-4, 2e10}, {128, "fp32", false, 2e-4, 1e10}, {256, "fp32", true, 1e-3, 3e10}};
    r.bandwidth = {{"copy", 2e9, 0.2, 1e10}, {"triad", 3e9, 0.25, 1.2e10}};
    r.operations = {{"dense", 1e6, 1e5, 1e-4}};
    return r;
}

} // namespace

class TestMeasure : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void countsAreTheFormulas()
    {
        // A naive n×n product does one multiplication and one addition per (i, j, k): count them.
        const int n = 5;
        double counted = 0;
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                for (int k = 0; k < n; ++k)
                    counted += 2;
        QCOMPARE(matmulFlops(n), counted);
        QCOMPARE(matmulFlops(8192), 2.0 * 8192 * 8192 * 8192);
        // STREAM (McCalpin): copy moves 2 words per element, triad 3.
        QCOMPARE(bandwidthBytes("copy", 1e9), 2e9);
        QCOMPARE(bandwidthBytes("triad", 1e9), 3e9);
        QCOMPARE(bandwidthBytes("scale", 1e9), 0.0);
        // fp32: 4 bytes per value. Dense 2 tokens, 3 → 3: W = 2·2·3·3, Q = 4·(2·3 + 3·3 + 2·3).
        const OperationSizes s{2, 3, 4, 2, 8, 4};
        QCOMPARE(operationCount("dense", s).flops, 36.0);
        QCOMPARE(operationCount("dense", s).bytes, 84.0);
        // 3×3 convolution 4×4×2 → 2: W = 2·16·2·9·2, Q = 4·(16·2 + 9·2·2 + 16·2).
        QCOMPARE(operationCount("conv3x3", s).flops, 1152.0);
        QCOMPARE(operationCount("conv3x3", s).bytes, 400.0);
        // Attention n = 8, d = 4, one head: W = 4·n²·d, Q = 4·(4·n·d + 2·n²).
        QCOMPARE(operationCount("attention", s).flops, 1024.0);
        QCOMPARE(operationCount("attention", s).bytes, 1024.0);
        // Decoding at batch 1 with a 3×3 matrix: W = 2·9, Q = 4·9.
        QCOMPARE(operationCount("decode", s).flops, 18.0);
        QCOMPARE(operationCount("decode", s).bytes, 36.0);
    }

    void splitProductIsEigensProduct()
    {
        // Odd sizes, so that the column blocks are unequal; more threads than columns too.
        const Eigen::MatrixXf a = Eigen::MatrixXf::Random(37, 53), b = Eigen::MatrixXf::Random(53, 41);
        const Eigen::MatrixXf expected = a * b;
        for (int threads : {1, 2, 3, 5, 64}) {
            Eigen::MatrixXf c;
            parallelProduct(a, b, &c, threads);
            QCOMPARE(c.rows(), 37);
            QCOMPARE(c.cols(), 41);
            QVERIFY2(c.isApprox(expected, 1e-5f), qPrintable(QString::number(threads)));
        }
    }

    void convolutionAndAttentionAreRight()
    {
        // im2col then GEMM equals the direct 3×3 convolution with zero padding.
        const int side = 5, channels = 3;
        const Eigen::MatrixXf image = Eigen::MatrixXf::Random(side * side, channels);
        const Eigen::MatrixXf weights = Eigen::MatrixXf::Random(9 * channels, 2);
        const Eigen::MatrixXf viaGemm = im2col3x3(image, side, channels) * weights;
        for (int y = 0; y < side; ++y)
            for (int x = 0; x < side; ++x)
                for (int o = 0; o < 2; ++o) {
                    float sum = 0;
                    for (int dy = -1; dy <= 1; ++dy)
                        for (int dx = -1; dx <= 1; ++dx)
                            for (int c = 0; c < channels; ++c)
                                if (y + dy >= 0 && y + dy < side && x + dx >= 0 && x + dx < side)
                                    sum += image((y + dy) * side + x + dx, c) *
                                           weights(((dy + 1) * 3 + dx + 1) * channels + c, o);
                    QVERIFY(std::abs(viaGemm(y * side + x, o) - sum) < 1e-4f);
                }
        // Equal keys: every weight is 1/n, so each output row is V's mean row.
        const Eigen::MatrixXf q = Eigen::MatrixXf::Random(6, 4), k = Eigen::MatrixXf::Ones(6, 4);
        const Eigen::MatrixXf v = Eigen::MatrixXf::Random(6, 4);
        const Eigen::MatrixXf out = attentionHead(q, k, v);
        const Eigen::RowVectorXf mean = v.colwise().mean();
        for (int i = 0; i < 6; ++i)
            QVERIFY(out.row(i).isApprox(mean, 1e-5f));
    }

    void progressReachesItsTotal()
    {
        const MeasureOptions o = tinyOptions();
        QList<MeasureStep> steps;
        MeasureResult r;
        QVERIFY(measure(
            o,
            [&](const MeasureStep &s) {
                steps.append(s);
                return true;
            },
            &r));
        const int total = stepCount(o, r.bf16Available);
        // 2 sizes × all/one cores × precisions, copy and triad, four operations.
        QCOMPARE(total, 2 * 2 * (r.bf16Available ? 2 : 1) + 2 + 4);
        QCOMPARE(steps.size(), total);
        for (int i = 0; i < steps.size(); ++i) {
            QCOMPARE(steps.at(i).index, i + 1);
            QCOMPARE(steps.at(i).total, total);
        }
        QCOMPARE(r.matmul.size(), 2 * 2 * (r.bf16Available ? 2 : 1));
        QCOMPARE(r.bandwidth.size(), 2);
        QCOMPARE(r.operations.size(), 4);
        for (const MatmulResult &m : r.matmul)
            QVERIFY(m.flops > 0 && std::isfinite(m.flops));
        QVERIFY(r.peak() > 0);
        QVERIFY(r.bestBandwidth() > 0);
        QVERIFY(r.cores >= 1);
    }

    void emulatedBf16StopsAt512()
    {
        // Eigen's bf16 product is emulated at a rate flat in n (0.52 … 0.59 GFLOP/s for n = 128 … 1 024 on
        // the lab's EPYC); at n = 1 024 one run is 2·1 024³ FLOP, 3.6 s at 0.59 GFLOP/s and 20 s under load:
        // the full sweep's 128 … 8 192 measures bf16 at 128, 256 and 512 only, fp32 at every size. --quick
        // stops bf16 at 256: at n = 512 one run on one core is 2·512³ FLOP, 1.3 s at 0.2 GFLOP/s, and under
        // load it alone took more than the 10 s --quick is allowed.
        const MeasureOptions full;
        QCOMPARE(stepCount(full, true), (7 + 3) * 2 + 2 + 4);
        const MeasureOptions quick = quickOptions();
        QCOMPARE(quick.sizes, (QList<int>{128, 256, 512, 1024}));
        QCOMPARE(stepCount(quick, true), (4 + 2) * 2 + 2 + 4);
        QCOMPARE(stepCount(quick, false), 4 * 2 + 2 + 4);
        MeasureOptions o = tinyOptions();
        o.sizes = {16, 1024};
        o.measureOperations = false;
        QList<MeasureStep> steps;
        MeasureResult r;
        const auto record = [&](const MeasureStep &s) {
            steps.append(s);
            return true;
        };
        QVERIFY(measure(o, record, &r));
        QCOMPARE(steps.size(), stepCount(o, r.bf16Available));
        for (const MatmulResult &m : r.matmul)
            QVERIFY2(m.precision == u"fp32" || m.size <= 512, qPrintable(QString::number(m.size)));
        QCOMPARE(r.matmul.size(), 2 * 2 + (r.bf16Available ? 2 : 0));
    }
    void cancelStopsEarly()
    {
        MeasureResult r;
        int calls = 0;
        QVERIFY(!measure(
            tinyOptions(), [&](const MeasureStep &) { return ++calls < 2; }, &r));
        QCOMPARE(calls, 2);
        QCOMPARE(r.matmul.size(), 1);
        QVERIFY(r.bandwidth.isEmpty());
        std::atomic_bool cancel{true};
        MeasureOptions o = tinyOptions();
        o.cancel = &cancel;
        QVERIFY(!measure(o, {}, &r));
        QVERIFY(r.matmul.isEmpty());
        QCOMPARE(bestTime([] {}, 1, 0.03, &cancel), -1.0);
    }

    void peakIsTheBestRateOfAnyRun()
    {
        // The lab's busy 2-core machine (measure.json of 2026-12-03, quick): all-core fp32 products of 0.57,
        // 4.27, 6.1, 9.59 GFLOP/s for n = 128 … 1024, the 128 × 128 product on one core at 34.59 GFLOP/s,
        // the convolution at 19.24. The roof is the best of them all: 34.59, no point above it.
        lab::MeasureResult r;
        const double all[] = {0.57e9, 4.27e9, 6.1e9, 9.59e9}, one[] = {34.59e9, 15.8e9, 8.69e9, 8.39e9};
        const int sizes[] = {128, 256, 512, 1024};
        for (int i = 0; i < 4; ++i) {
            const double flop = 2.0 * sizes[i] * sizes[i] * sizes[i];
            r.matmul.append({sizes[i], QStringLiteral("fp32"), true, flop / all[i], all[i]});
            r.matmul.append({sizes[i], QStringLiteral("fp32"), false, flop / one[i], one[i]});
        }
        r.matmul.append({128, QStringLiteral("bf16"), false, 1, 50e9}); // bf16 never sets the fp32 roof
        r.operations.append({QStringLiteral("conv3x3"), 19.24e9 * 0.001, 1e6, 0.001});
        QCOMPARE(r.peak(), 34.59e9);
        QCOMPARE(r.allCorePeak(), 9.59e9);
        const lab::PeakRun run = r.peakRun();
        QVERIFY(!run.operation);
        QCOMPARE(run.size, 128);
        QVERIFY(!run.allCores);
        for (const lab::MatmulResult &m : r.matmul)
            if (m.precision == u"fp32") QVERIFY(m.flops <= r.peak());
        // An operation faster than every product sets it too.
        r.operations.append({QStringLiteral("dense"), 40e9 * 0.002, 1e6, 0.002});
        QVERIFY_REL(r.peak(), 40e9, 1e-12);
        QVERIFY(r.peakRun().operation);
        QCOMPARE(r.peakRun().id, QStringLiteral("dense"));
        // Saved, the device's roof is that peak, and the JSON names the run.
        QCOMPARE(lab::measuredDevice(r).peakFor(Precision::FP32), r.peak());
        const QJsonObject device = lab::toJson(r).value("device").toObject();
        QCOMPARE(device.value("peak_run").toObject().value("operation").toString(), QStringLiteral("dense"));
        QCOMPARE(device.value("all_core_product_peak").toDouble(), 9.59e9);
    }
    void machineFiles()
    {
        QVERIFY(cpuHasBf16("flags\t\t: fpu avx2 avx512_bf16 fma\n"));
        QVERIFY(cpuHasBf16("processor : 0\nflags : fpu amx_bf16\n"));
        QVERIFY(!cpuHasBf16("flags\t\t: fpu avx avx2 fma\nbugs : avx512_bf16\n"));
        QCOMPARE(cpuModel("processor\t: 0\nmodel name\t: AMD EPYC 9654\nflags : x\n"),
                 QString("AMD EPYC 9654"));
        QCOMPARE(physicalMemory("MemTotal:       16384 kB\nMemFree: 1 kB\n"), 16384.0 * 1024);
    }

    void saveAndLoad()
    {
        QTemporaryDir dir;
        qputenv("XDG_DATA_HOME", dir.path().toUtf8());
        QVERIFY2(measurementPath().startsWith(dir.path()), qPrintable(measurementPath()));
        const MeasureResult r = sample();
        QString error;
        QVERIFY2(saveMeasurement(r, measurementPath(), &error), qPrintable(error));
        MeasureResult back;
        QVERIFY2(loadMeasurement(measurementPath(), &back, &error), qPrintable(error));
        QCOMPARE(back.host, r.host);
        QCOMPARE(back.cpu, r.cpu);
        QCOMPARE(back.date, r.date);
        QCOMPARE(back.matmul.size(), 3);
        QCOMPARE(back.matmul.at(1).allCores, false);
        QCOMPARE(back.bandwidth.at(1).bytesPerSecond, 1.2e10);
        QCOMPARE(back.operations.at(0).intensity(), 10.0);
        // The device: the best fp32 rate (the all-core 256 product, above the dense layer's 10 GFLOP/s), best
        // bandwidth, the RAM.
        const Device d = measuredDevice(back);
        QCOMPARE(d.peakFor(Precision::FP32), 3e10);
        QVERIFY(!d.supports(Precision::BF16));
        QCOMPARE(d.bandwidth, 1.2e10);
        QCOMPARE(d.memory, 16e9);
        QVERIFY(d.name("en").contains("2026-12-03"));
        QVERIFY(d.name("fr").contains("2026-12-03"));
        // Alone (a combo box, a legend's start) it is capitalised; inside a sentence ("… and this computer")
        // it is a common noun. A product's name keeps its spelling.
        QVERIFY(d.name("en").startsWith(u"This computer"));
        QVERIFY(d.name("fr").startsWith(u"Cet ordinateur"));
        QCOMPARE(nameInSentence(d, "en"), QStringLiteral("this computer — measured on 2026-12-03"));
        QCOMPARE(nameInSentence(d, "fr"), QStringLiteral("cet ordinateur — mesuré le 2026-12-03"));
        const Device *h100 = Catalogue::builtIn().device(QStringLiteral("course-h100-sxm"));
        QVERIFY(h100);
        QCOMPARE(nameInSentence(*h100, "fr"), h100->name("fr"));
        Catalogue c = Catalogue::builtIn();
        c.addDevice(d);
        QVERIFY(c.device(kMeasuredDeviceId));
        const qsizetype count = c.devices().size();
        c.addDevice(d);
        QCOMPARE(c.devices().size(), count);
        // The ridge point saved with it: I* = P/β.
        const QJsonObject device = toJson(back).value("device").toObject();
        QCOMPARE(device.value("ridge").toDouble(), 3e10 / 1.2e10);
    }

    void badFilesAreRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("measure.json");
        MeasureResult r;
        QString error;
        QVERIFY(!loadMeasurement(path, &r, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        writeAll(path, "{\"format\": \"infralab-measure\", ");
        QVERIFY(!loadMeasurement(path, &r, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QJsonObject o = toJson(sample());
        QJsonArray bandwidth = o.value("bandwidth").toArray();
        QJsonObject triad = bandwidth.at(1).toObject();
        triad["bytes_per_s"] = -5;
        bandwidth[1] = triad;
        o["bandwidth"] = bandwidth;
        writeAll(path, QJsonDocument(o).toJson());
        QVERIFY(!loadMeasurement(path, &r, &error));
        for (const char *named : {"bandwidth[1]", "bytes_per_s", "-5"})
            QVERIFY2(error.contains(QLatin1String(named)), qPrintable(error));
        QCOMPARE(r.host, QString());
    }
};

QTEST_GUILESS_MAIN(TestMeasure)
#include "tst_measure.moc"
