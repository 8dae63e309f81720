// Roofline (theorem 1), the course's table 01 and exercise 1, and the verification question.
#include "roofline.h"
#include "testutil.h"

using namespace infralab;

class TestRoofline : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ridgePointOfH100()
    {
        // Course formula: H100 I* ≈ 10^15 / 3.35·10^12 ≈ 300 FLOP/byte; with its 990 TFLOP/s: 295.5.
        QVERIFY_REL(ridgePoint(990e12, 3.35e12), 990.0 / 3.35, 1e-12);
        QVERIFY_REL(ridgePoint(1e15, 3.35e12), 300.0, 0.01);
    }

    void table01_data()
    {
        addColumns<double, double, QString, QString, QString>({"tflops", "tbps", "ridge", "decode", "train"});
        // Course section 01: I* = P/BW (.0f), decode 7B bf16 = BW / (7e9·2) (.0f), training = 0.45 P / (6·7e9).
        // Printed values worked out by hand from the dict: e.g. H100 990/3.35 = 295.52 → 296,
        // 3.35e12/14e9 = 239.29 → 239, 0.45·990e12/42e9 = 10607.1 → 10607.
        QTest::newRow("RTX 4090") << 165.0 << 1.0 << "165" << "71" << "1768";
        QTest::newRow("L4") << 121.0 << 0.3 << "403" << "21" << "1296";
        QTest::newRow("A100") << 312.0 << 2.0 << "156" << "143" << "3343";
        QTest::newRow("H100") << 990.0 << 3.35 << "296" << "239" << "10607";
        QTest::newRow("Jetson Orin") << 25.0 << 0.2 << "125" << "14" << "268";
        QTest::newRow("CPU") << 3.0 << 0.1 << "30" << "7" << "32";
    }
    void table01()
    {
        QFETCH(double, tflops);
        QFETCH(double, tbps);
        QFETCH(QString, ridge);
        QFETCH(QString, decode);
        QFETCH(QString, train);
        QCOMPARE(fixed(ridgePoint(tflops * 1e12, tbps * 1e12), 0), ridge);
        QCOMPARE(fixed(decodeTokensPerSecondBatch1(tbps * 1e12, 7e9 * 2), 0), decode);
        QCOMPARE(fixed(trainingTokensPerSecond(0.45, tflops * 1e12, 7e9), 0), train);
    }

    void matmulIntensities_data()
    {
        addColumns<double, double, double, QString, bool>({"m", "k", "n", "printed", "memoryBound"});
        // Course: I ≈ MKN/(MK + KN + MN) in bf16, printed with 7.1f; memory-bound if I < 300 on H100.
        QTest::newRow("decode batch 1") << 1.0 << 4096.0 << 4096.0 << "1.0" << true;
        QTest::newRow("batch 64") << 64.0 << 4096.0 << 4096.0 << "62.1" << true;
        QTest::newRow("training 4096") << 4096.0 << 4096.0 << 4096.0 << "1365.3" << false;
        QTest::newRow("small edge layer") << 32.0 << 128.0 << 128.0 << "21.3" << true;
    }
    void matmulIntensities()
    {
        QFETCH(double, m);
        QFETCH(double, k);
        QFETCH(double, n);
        QFETCH(QString, printed);
        QFETCH(bool, memoryBound);
        const double i = matmulIntensity(m, k, n, 2);
        QVERIFY_REL(i, m * k * n / (m * k + k * n + m * n), 1e-12);
        QCOMPARE(fixed(i, 1), printed);
        QCOMPARE(i < 300, memoryBound);
        const Operation op = matmul(m, k, n, 2);
        QVERIFY_REL(op.flops, 2 * m * k * n, 1e-12);
        QVERIFY_REL(op.bytes, 2 * (m * k + k * n + m * n), 1e-12);
    }

    void theorem1DecodeUsesThreePerMilleOfCompute()
    {
        // Theorem 1, application: decode at batch 1 of N params in bf16, W = 2N, Q = 2N ⇒ I = 1; on an H100
        // the attainable throughput is 3.35 TFLOP/s, i.e. 0.3 % of 990 TFLOP/s.
        const Operation op = llmDecode(7e9, 7e9, 1, 2);
        QVERIFY_REL(op.intensity(), 1.0, 1e-12);
        const double share = attainableFlops(990e12, op.intensity(), 3.35e12) / 990e12;
        QCOMPARE(fixed(share * 100, 1), QStringLiteral("0.3"));
        // Course formula: decode at batch B has I ≈ B.
        QVERIFY_REL(llmDecode(7e9, 7e9, 64, 2).intensity(), 64.0, 1e-12);
        QVERIFY_REL(llmPrefill(7e9, 7e9, 1500, 2).intensity(), 1500.0, 1e-12);
    }

    void exercise1()
    {
        const double peak = 990e12, bw = 3.35e12;
        // Decode batch 1 of a 7B: memory-bound; time = 14e9 / 3.35e12 = 4.18 ms.
        QCOMPARE(regime(14e9, 14e9, peak, bw), Regime::Memory);
        QVERIFY_REL(kernelTime(14e9, 14e9, peak, bw), 14e9 / 3.35e12, 1e-12);
        // 4096³ product: compute-bound; time = 2·4096³ / 990e12.
        const double w = 2.0 * 4096 * 4096 * 4096, q = 2.0 * 3 * 4096 * 4096;
        QCOMPARE(regime(w, q, peak, bw), Regime::Compute);
        QVERIFY_REL(kernelTime(w, q, peak, bw), w / peak, 1e-12);
        // 3×3 convolution 224×224×64 → 64 in bf16: W = 2·224²·64·9·64 = 3.70 GFLOP; Q = 2·(2·224²·64 + 9·64²)
        // = 12.92 MB; I ≈ 286 FLOP/byte, just below the H100's 296: memory-bound there, compute-bound on the
        // A100 of the course (I* = 156).
        const Operation conv = conv3x3(224, 224, 64, 64, 2);
        QVERIFY_REL(conv.flops, 2.0 * 224 * 224 * 64 * 9 * 64, 1e-12);
        QVERIFY_REL(conv.bytes, 2.0 * (2.0 * 224 * 224 * 64 + 9.0 * 64 * 64), 1e-12);
        QCOMPARE(regime(conv.flops, conv.bytes, peak, bw), Regime::Memory);
        QCOMPARE(regime(conv.flops, conv.bytes, 312e12, 2e12), Regime::Compute);
    }

    void verificationQuestion()
    {
        // A 1 PFLOP/s GPU decodes a 7B in bf16 at ~240 tok/s at batch 1: what is saturated? Each token reads
        // 14 GB, so the memory moves 240 · 14e9 = 3.36 TB/s, while compute runs at 240 · 14e9 FLOP/s = 0.3 %.
        const double bw = 240 * 14e9;
        QCOMPARE(regime(14e9, 14e9, 1e15, bw), Regime::Memory);
        QVERIFY_REL(decodeTokensPerSecondBatch1(bw, 14e9), 240.0, 1e-12);
    }

    void attentionAndDenseLayer()
    {
        // Unfused attention, n = 4096, 32 heads of 128: W = 4n²d per head; the n² score matrix dominates Q.
        const Operation a = attention(4096, 32, 128, 2);
        QVERIFY_REL(a.flops, 32 * 4.0 * 4096 * 4096 * 128, 1e-12);
        QVERIFY_REL(a.bytes, 2.0 * 32 * (4.0 * 4096 * 128 + 2.0 * 4096 * 4096), 1e-12);
        const Operation d = denseLayer(4096, 4096, 4096, 2);
        QVERIFY_REL(d.intensity(), matmulIntensity(4096, 4096, 4096, 2), 1e-12);
    }

    void throughputNeverAboveRoof()
    {
        // Property: min(P, I·β) bounds the throughput W / time for any kernel, and time ≥ both bounds.
        for (double w : {1e6, 1e9, 1e12, 1e15})
            for (double q : {1e3, 1e6, 1e9, 1e12})
                for (double p : {1e12, 1e14, 1e15})
                    for (double b : {1e11, 1e12, 5e12}) {
                        const double t = kernelTime(w, q, p, b);
                        QVERIFY(t >= w / p && t >= q / b);
                        QVERIFY(w / t <= attainableFlops(p, w / q, b) * (1 + 1e-12));
                        QVERIFY(attainableFlops(p, w / q, b) <= p);
                        QCOMPARE(regime(w, q, p, b) == Regime::Memory, w / q < ridgePoint(p, b));
                    }
    }
};

QTEST_APPLESS_MAIN(TestRoofline)
#include "tst_roofline.moc"
