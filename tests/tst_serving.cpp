// Serving: the course's section 03 table and capacity line, theorem 4, exercises 3 and 4.
#include "serving.h"
#include "testutil.h"

using namespace infralab;

namespace {
// A model as the course describes it: parameters, layers, KV heads, d_k, bytes per weight and per cached
// value.
struct Model
{
    double params;
    int layers, kvHeads, headDim;
    double weightBytes, kvBytes;
};
// A device: peak FLOP/s, the share of it reached, bandwidth (bytes/s), memory (bytes).
struct Device
{
    double peak, efficiency, bandwidth, memory;
};

// The course's section 03: 8B (32 layers, 8 KV heads, d_k 128) in bf16 on an H100 at 60 % of its peak.
constexpr Model Llama8B{8e9, 32, 8, 128, 2, 2};
constexpr Device H100{990e12, 0.6, 3.35e12, 80e9};

// A dense model on one device, with the course's usable memory share (90 %) and request shape.
ServingInputs inputs(const Model &m, const Device &d, double prompt, double output)
{
    return {.params = m.params,
            .activeParams = m.params,
            .layers = m.layers,
            .kvHeads = m.kvHeads,
            .headDim = m.headDim,
            .weightBytesPerValue = m.weightBytes,
            .kvBytesPerValue = m.kvBytes,
            .promptTokens = prompt,
            .outputTokens = output,
            .peak = d.peak,
            .efficiency = d.efficiency,
            .bandwidth = d.bandwidth,
            .memory = d.memory,
            .memoryFraction = 0.9};
}

// The course's section 03 inputs, restated here: 1 500 prompt tokens, 300 output tokens.
ServingInputs course()
{
    return inputs(Llama8B, H100, 1500, 300);
}
} // namespace

class TestServing : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kvPerToken()
    {
        // 2 · 32 · 8 · 128 · 2 bytes = 131 072 (128 KiB), as the reference's Llama 3 8B column.
        QCOMPARE(kvBytesPerToken(32, 8, 128, 2), 131072.0);
        // OPT-13B (MHA, 40 layers × 40 heads × 128): 819 200 bytes, vLLM's "800 KB".
        QCOMPARE(kvBytesPerToken(40, 40, 128, 2), 819200.0);
        QCOMPARE(weightBytes(8e9, 2), 16e9);
    }

    void courseTable_data()
    {
        QTest::addColumn<int>("batch");
        for (int b : {1, 8, 32, 64, 128, 256}) QTest::newRow(qPrintable(QString::number(b))) << b;
    }
    void courseTable()
    {
        // Each row recomputed here from the course's own code: service(B) and the €/M column at 4 €/h.
        QFETCH(int, batch);
        const double n = 8e9, p = 990e12 * 0.6, bw = 3.35e12, w = 2 * n;
        const double kv = 2.0 * 32 * 8 * 128 * 2 * 1800 * batch;
        const double ttft = std::max(2 * n * 1500 * batch / p, (w + kv) / bw);
        const double tpot = std::max((w + kv) / bw, 2 * n * batch / p);
        const ServingPoint s = servingPoint(course(), batch);
        QCOMPARE(s.fits, w + kv < 72e9);
        QVERIFY_REL(s.kvBytes, kv, 1e-12);
        QVERIFY_REL(s.ttft, ttft, 1e-12);
        QVERIFY_REL(s.tpot, tpot, 1e-12);
        QVERIFY_REL(s.tokensPerSecond, batch / tpot, 1e-12);
        QVERIFY_REL(s.latency, ttft + 300 * tpot, 1e-12);
        QVERIFY_REL(costPerMillionTokens(4.0, s.tokensPerSecond), 4 / (batch / tpot * 3600) * 1e6, 1e-12);
        // Only batch 256 overflows 90 % of 80 GB: 16 GB + 256 · 0.236 GB = 76.4 GB > 72 GB.
        QCOMPARE(s.fits, batch < 256);
    }

    void courseTablePrintedRow()
    {
        // Batch 1, by hand: kv = 0.236 GB; TTFT = max(2·8e9·1500/594e12 = 0.0404, 16.24e9/3.35e12) → "0.04";
        // TPOT = 16.236e9/3.35e12 = 4.846 ms → "4.8"; 206 tok/s; latency 0.04 + 300·0.004846 = 1.49 → "1.5";
        // 4/(206.3·3600)·1e6 = 5.39 €.
        const ServingPoint s = servingPoint(course(), 1);
        QCOMPARE(fixed(s.ttft, 2), QStringLiteral("0.04"));
        QCOMPARE(fixed(s.tpot * 1000, 1), QStringLiteral("4.8"));
        QCOMPARE(fixed(s.tokensPerSecond, 0), QStringLiteral("206"));
        QCOMPARE(fixed(s.latency, 1), QStringLiteral("1.5"));
        QCOMPARE(fixed(costPerMillionTokens(4, s.tokensPerSecond), 2), QStringLiteral("5.39"));
    }

    void capacityLine()
    {
        // At batch 64: latency = TTFT + 300·TPOT; each GPU serves 64/latency req/s; ceil(200/that) GPUs.
        const ServingPoint s = servingPoint(course(), 64);
        const double perGpu = requestsPerSecondPerGpu(64, s.ttft, s.tpot, 300);
        QVERIFY_REL(perGpu, 64 / (s.ttft + 300 * s.tpot), 1e-12);
        QCOMPARE(fixed(perGpu, 1), QStringLiteral("11.9"));
        QCOMPARE(fixed(s.latency, 1), QStringLiteral("5.4"));
        QCOMPARE(int(std::ceil(200 / perGpu)), 17);
    }

    void formulaCostPerMillion()
    {
        // Course formula: at 800 tok/s and 2.5 €/h, 0.87 € per million tokens.
        QCOMPARE(fixed(costPerMillionTokens(2.5, 800), 2), QStringLiteral("0.87"));
    }

    void theorem4Knee()
    {
        // B* = Q·P/(2N·β) ≈ I*: with the full peak and bf16 weights it is exactly P/β.
        ServingInputs in = course();
        in.efficiency = 1;
        QVERIFY_REL(kneeBatch(in), 990e12 / 3.35e12, 1e-12);
        // Throughput grows linearly below the knee and plateaus at P/2N above it (KV cache set aside).
        in.layers = 0;
        const double plateau = 990e12 / (2 * 8e9);
        QVERIFY_REL(servingPoint(in, 16).tokensPerSecond / servingPoint(in, 8).tokensPerSecond, 2.0, 1e-12);
        QVERIFY_REL(servingPoint(in, 4096).tokensPerSecond, plateau, 1e-12);
        for (int b = 1; b <= 4096; b *= 2) QVERIFY(servingPoint(in, b).tokensPerSecond <= plateau * (1 + 1e-12));
    }

    void theorem4OrdersOfMagnitude()
    {
        // "H100, 7B bf16: B* ≈ 300 … maximal throughput ≈ 100/0.005 s ≈ 20 000 tok/s": TPOT at batch 1
        // for a 7B is 14e9/3.35e12 ≈ 4.2 ms ≈ 5 ms, and 100 sequences give ~20 000 tok/s.
        ServingInputs in = course();
        in.params = in.activeParams = 7e9;
        in.efficiency = 1;
        in.layers = 0;
        QVERIFY_REL(kneeBatch(in), 300, 0.02);
        QVERIFY_REL(servingPoint(in, 100).tokensPerSecond, 100 / (14e9 / 3.35e12), 1e-12);
        QVERIFY(servingPoint(in, 100).tokensPerSecond > 20000);
    }

    void bandwidthEfficiencyScalesTheBytesRead()
    {
        // 8B bf16 at B = 1: TPOT = (16 GB of weights + 131 072 B · 1 800 tokens of cache) / (3.35 TB/s ·
        // η_bw); the FLOP term 2·8e9 / (990e12 · 0.6) = 27 µs stays far below.
        const double bytes = 16e9 + 131072.0 * 1800;
        for (const double etaBw : {1.0, 0.8, 0.6}) {
            ServingInputs in = course();
            in.bandwidthEfficiency = etaBw;
            QVERIFY_REL(servingPoint(in, 1).tpot, bytes / (3.35e12 * etaBw), 1e-12);
        }
        ServingInputs at08 = course(), at06 = course();
        at08.bandwidthEfficiency = 0.8;
        at06.bandwidthEfficiency = 0.6;
        // 16.24 GB / 2.68 TB/s = 6.06 ms against / 2.01 TB/s = 8.08 ms: 0.8/0.6 more tokens per second.
        QCOMPARE(fixed(servingPoint(at08, 1).tpot * 1e3, 2), QStringLiteral("6.06"));
        QCOMPARE(fixed(servingPoint(at06, 1).tpot * 1e3, 2), QStringLiteral("8.08"));
        QVERIFY_REL(servingPoint(at08, 1).tokensPerSecond / servingPoint(at06, 1).tokensPerSecond, 0.8 / 0.6,
                    1e-12);
        // The compute-bound prefill at B = 64 (2·8e9·1 500·64 / (990e12·0.6) = 2.59 s against 31 GB read in
        // 9 ms at β, 15 ms at 0.6·β) keeps the compute share alone: the same TTFT whatever η_bw, and 1/η with
        // η.
        QCOMPARE(servingPoint(at06, 64).ttft, servingPoint(course(), 64).ttft);
        QVERIFY_REL(servingPoint(course(), 64).ttft, 2 * 8e9 * 1500 * 64 / (990e12 * 0.6), 1e-12);
        ServingInputs slowCompute = at06;
        slowCompute.efficiency = 0.3;
        QVERIFY_REL(servingPoint(slowCompute, 64).ttft, 2 * 8e9 * 1500 * 64 / (990e12 * 0.3), 1e-12);
        // Past the knee the decode is compute-bound: η_bw no longer matters there (KV cache set aside).
        ServingInputs noCache = at06;
        noCache.layers = 0;
        QVERIFY_REL(servingPoint(noCache, 4096).tpot, 2 * 8e9 * 4096 / (990e12 * 0.6), 1e-12);
        // Knee B* = W·P·η / (2N·β·η_bw): 16e9 · 594e12 / (16e9 · 3.35e12 · 0.6) = 295.5.
        QVERIFY_REL(kneeBatch(at06), 990e12 * 0.6 / (3.35e12 * 0.6), 1e-12);
        // The sweep the charts draw agrees with the points.
        const ServingSweep sweep = servingSweep(at06, Eigen::ArrayXd::LinSpaced(3, 1, 3));
        for (int i = 0; i < 3; ++i)
            QVERIFY_REL(sweep.tpot(i), servingPoint(at06, i + 1).tpot, 1e-12);
    }

    void decodeAttentionAtLongContext()
    {
        // The course's 8B (L = 32, h = 4 096) at ctx = 7 892 + 300 = 8 192 cached tokens: its query against
        // 8 192 keys and the weights times 8 192 values, 2·h·ctx FLOPs each per layer.
        ServingInputs in = course();
        in.promptTokens = 7892;
        in.hidden = 4096;
        const double attention = 4.0 * 32 * 4096 * 8192; // 4.29 GFLOP per token
        QCOMPARE(fixed(attention / 1e9, 2), QStringLiteral("4.29"));
        QCOMPARE(fixed(100 * attention / (2 * 8e9), 1), QStringLiteral("26.8")); // +27 % on 2N
        // A cache small enough (one KV head, int4: 4 096 B per token) that B = 512 is compute-bound:
        // bytes (16e9 + 4 096 · 8 192 · 512)/3.35e12 = 9.9 ms < FLOPs 2·8e9·512/594e12 = 13.8 ms.
        in.kvHeads = 1;
        in.kvBytesPerValue = 0.5;
        const double p = 990e12 * 0.6;
        const double read = (16e9 + 4096.0 * 8192 * 512) / 3.35e12;
        QVERIFY(read < 2 * 8e9 * 512 / p);
        QVERIFY_REL(servingPoint(in, 512).tpot, 2 * 8e9 * 512 / p, 1e-12);
        in.attentionFlops = true;
        QVERIFY_REL(servingPoint(in, 512).tpot, (2 * 8e9 + attention) * 512 / p, 1e-12);
        const ServingSweep sweep = servingSweep(in, Eigen::ArrayXd::Constant(1, 512));
        QVERIFY_REL(sweep.tpot(0), servingPoint(in, 512).tpot, 1e-12);
        // At B = 1 the step reads 16 GB at β whatever is counted: the attention changes nothing there.
        ServingInputs off = in;
        off.attentionFlops = false;
        QCOMPARE(servingPoint(in, 1).tpot, servingPoint(off, 1).tpot);
    }

    void maxBatch()
    {
        // Room = 0.9 · 80 − 16 = 56 GB; per sequence 131 072 · 1 800 B = 0.2359 GB ⇒ 237 sequences.
        const ServingInputs in = course();
        QCOMPARE(maxBatchThatFits(in), std::floor(56e9 / (131072.0 * 1800)));
        QVERIFY(servingPoint(in, maxBatchThatFits(in)).fits);
        QVERIFY(!servingPoint(in, maxBatchThatFits(in) + 1).fits);
        ServingInputs huge = in;
        huge.params = huge.activeParams = 70e9;
        QCOMPARE(maxBatchThatFits(huge), 0.0);
    }

    void exercise3Jetson()
    {
        // Jetson Orin (25 TFLOP/s, 200 GB/s, 32 GB), 8B in int4: 4 GB of weights; TPOT ≈ 4e9/2e11 = 20 ms
        // → 50 tok/s; TTFT for 500 prompt tokens ≈ 2·8e9·500/(25e12·0.5) = 0.64 s. The course neglects the
        // KV cache (131 kB/token for 530 tokens, +1.7 %): 2 % tolerance.
        const Model int4Weights{8e9, 32, 8, 128, 0.5, 2};
        const ServingInputs in = inputs(int4Weights, {25e12, 0.5, 200e9, 32e9}, 500, 30);
        const ServingPoint s = servingPoint(in, 1);
        QVERIFY_REL(s.weightBytes, 4e9, 1e-12);
        QVERIFY_REL(s.tpot, 0.020, 0.02);
        QVERIFY_REL(s.tokensPerSecond, 50, 0.02);
        QVERIFY_REL(s.ttft, 0.64, 0.02);
        QVERIFY(s.fits);
        // A 30-token sentence in about 0.6 s.
        QVERIFY_REL(30 * s.tpot, 0.6, 0.02);
    }

    void exercise4GpusFor()
    {
        // gpus_pour(200, 4 s, table options): B = 1, 8, 32 meet the SLO; the capacity of each is B/latency and
        // the GPU count ceil(200·1.3/capacity); the fewest GPUs wins.
        std::vector<BatchOption> options;
        int bestGpus = INT_MAX;
        double bestBatch = 0;
        for (int b : {1, 8, 32, 64, 128, 256}) {
            const ServingPoint s = servingPoint(course(), b);
            options.push_back({double(b), s.ttft, s.tpot});
            if (s.latency > 4) continue;
            const int g = int(std::ceil(200 * 1.3 / (b / s.latency)));
            if (g < bestGpus) bestGpus = g, bestBatch = b;
        }
        const auto plan = gpusFor(200, 4, options, 300, 0.3);
        QVERIFY(plan);
        QCOMPARE(plan->gpus, bestGpus);
        QCOMPARE(plan->batch, bestBatch);
        QCOMPARE(bestBatch, 32.0);
        QVERIFY(!gpusFor(200, 0.5, options, 300, 0.3));
    }

    void gpuCountPastTheLimitIsNone()
    {
        // One option of batch 1 whose request takes 1 000 s (1 000 output tokens at 1 s each, no prefill): a
        // GPU serves 1/1 000 req/s, so 1 000 req/s without margin need 10⁶ GPUs, the most a plan may ask for.
        const std::vector<BatchOption> slow{{1, 0, 1}};
        const auto atLimit = gpusFor(1000, 1e5, slow, 1000, 0);
        QVERIFY(atLimit);
        QCOMPARE(atLimit->gpus, 1000000);
        // One request per second more needs 1 000 more GPUs: past the limit, "none" rather than a count.
        QVERIFY(!gpusFor(1001, 1e5, slow, 1000, 0));
        // The largest accepted inputs (10⁷ req/s, margin 10, a 10⁵ s request) would need 1.1·10¹³ GPUs,
        // beyond INT_MAX: none, never a negative count.
        QVERIFY(!gpusFor(1e7, 1e5, {{1, 0, 1}}, 1e5, 10));
        // A fast option next to a hopeless one is still chosen.
        const auto mixed = gpusFor(1e7, 1e5, {{1, 0, 1}, {64, 0.5, 0.01}}, 1e5, 10);
        QVERIFY(!mixed); // 64 / (0.5 + 1e5·0.01) req/s per GPU: 1.1·10⁸ / 0.064 GPUs, still past 10⁶
        const auto feasible = gpusFor(100, 1e5, {{1, 0, 1}, {64, 0.5, 0.01}}, 1000, 0);
        QVERIFY(feasible);
        QCOMPARE(feasible->batch, 64.0); // 64 / 10.5 req/s per GPU ⇒ ceil(100 · 10.5 / 64) = 17 GPUs
        QCOMPARE(feasible->gpus, 17);
    }

    void sweepMatchesPoints()
    {
        Eigen::ArrayXd batches(6);
        batches << 1, 8, 32, 64, 128, 256;
        const ServingSweep sw = servingSweep(course(), batches);
        for (int i = 0; i < batches.size(); ++i) {
            const ServingPoint p = servingPoint(course(), batches[i]);
            QVERIFY_REL(sw.ttft[i], p.ttft, 1e-12);
            QVERIFY_REL(sw.tpot[i], p.tpot, 1e-12);
            QVERIFY_REL(sw.latency[i], p.latency, 1e-12);
            QCOMPARE(bool(sw.fits[i]), p.fits);
        }
    }
};

QTEST_APPLESS_MAIN(TestServing)
#include "tst_serving.moc"
