// Ring all-reduce (theorem 2), exercise 3's latency model, FSDP traffic and the course's section 02 lines.
#include "communication.h"
#include "course.h"
#include "testutil.h"

using namespace infralab;

class TestCommunication : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void courseSection02()
    {
        // 7B, 8 GPUs, NVLink 450e9 B/s per direction, 990 TFLOP/s at MFU 45 %, 4M tokens per step.
        const double tCalc = dataParallelComputeTime(7e9, 4e6, 8, 990e12, 0.45);
        QVERIFY_REL(tCalc, 6 * 7e9 * (4e6 / 8) / (990e12 * 0.45), 1e-12);
        QCOMPARE(fixed(tCalc, 1), QStringLiteral("47.1"));
        const double tAr = ringAllReduceTime(2 * 7e9, 8, 450e9);
        QVERIFY_REL(tAr, 2.0 * 7 / 8 * 14e9 / 450e9, 1e-12);
        QCOMPARE(fixed(tAr, 2), QStringLiteral("0.05"));
        QCOMPARE(fixed(stepEfficiency(tCalc, tAr), 2), QStringLiteral("1.00"));
        // FSDP as the course's code line prints it, 3 × the all-reduce: 0.16 s (its formula sheet: below).
        QCOMPARE(fixed(course::communicationFsdpCode(7e9, 8, 450e9), 2), QStringLiteral("0.16"));
        // Between nodes at 50 GB/s, the asymptotic 2S/BW = 2·14e9/50e9 = 0.56 s, printed 0.6.
        QCOMPARE(fixed(ringAllReduceAsymptoticTime(14e9, 50e9), 1), QStringLiteral("0.6"));
    }

    void fsdpFollowsTheFormulaSheetAndZeRO()
    {
        // Course formula sheet "≈ 3 × 2N octets" and ZeRO §7 (3Ψ against data parallelism's 2Ψ): two
        // all-gathers of the 2N bytes of bf16 parameters and one reduce-scatter of the 2N bytes of gradients,
        // each n − 1 ring steps of 2N/n bytes. Section 02's example, 7B on 8 GPUs at 450 GB/s: 3 × 7 ×
        // 14e9/8/450e9 ≈ 0.0817 s.
        const double byHand = 3 * 7 * (14e9 / 8) / 450e9;
        QVERIFY_REL(fsdpCommunicationTime(7e9, 8, 450e9), byHand, 1e-12);
        QCOMPARE(fixed(byHand, 3), QStringLiteral("0.082"));
        // 1.5 × the data-parallel all-reduce of the same 2N bytes, half the course code's 3 × (0.054 s).
        QVERIFY_REL(fsdpCommunicationTime(7e9, 8, 450e9) / ringAllReduceTime(14e9, 8, 450e9), 1.5, 1e-12);
        QVERIFY_REL(course::communicationFsdpCode(7e9, 8, 450e9) / fsdpCommunicationTime(7e9, 8, 450e9), 2.0,
                    1e-12);
        // With exercise 3's latency of 10 µs per ring step: 3 collectives × 7 steps × (14e9/8/450e9 + 10e-6).
        QVERIFY_REL(fsdpCommunicationTime(7e9, 8, 450e9, 10e-6), 3 * 7 * (14e9 / 8 / 450e9 + 10e-6), 1e-12);
        // One all-gather is half a ring all-reduce, latency included; one GPU exchanges nothing.
        QVERIFY_REL(2 * ringAllGatherTime(14e9, 8, 450e9, 10e-6), ringAllReduceTime(14e9, 8, 450e9, 10e-6),
                    1e-12);
        QCOMPARE(fsdpCommunicationTime(7e9, 1, 450e9, 10e-6), 0.0);
    }

    void theorem2Bounds()
    {
        const double s = 1e9;
        for (int n : {2, 3, 8, 64, 1024}) {
            QVERIFY_REL(ringAllReduceBytesPerNode(s, n), 2.0 * (n - 1) / n * s, 1e-12);
            QVERIFY_REL(allReduceLowerBoundBytesPerNode(s, n), double(n - 1) / n * s, 1e-12);
            // The ring is within a factor 2 of the lower bound, for every n.
            QVERIFY_REL(ringAllReduceBytesPerNode(s, n) / allReduceLowerBoundBytesPerNode(s, n), 2.0, 1e-12);
        }
        // Independent of n asymptotically: 2S/BW.
        QVERIFY_REL(ringAllReduceTime(s, 1000000, 100e9), 2 * s / 100e9, 1e-5);
        QCOMPARE(ringAllReduceTime(s, 1, 100e9), 0.0);
    }

    void exercise3Latency()
    {
        // temps_allreduce(S, n, bw, latence) = 2(n − 1)(S/n/bw + latence).
        QVERIFY_REL(ringAllReduceTime(14e9, 8, 450e9, 10e-6), 2.0 * 7 * (14e9 / 8 / 450e9 + 10e-6), 1e-12);
        // Small messages: latency dominates. 1 kB on 64 GPUs: 2·63·10 µs = 1.26 ms vs 2·63/64·1e3/450e9 ≈ 4.4 ns.
        const double small = ringAllReduceTime(1e3, 64, 450e9, 10e-6);
        QVERIFY_REL(small, 2 * 63 * 10e-6, 1e-4);
        // Large messages: latency adds only 2·63·10 µs = 1.26 ms to the 61.25 ms bandwidth term for 14 GB.
        const double large = ringAllReduceTime(14e9, 64, 450e9, 10e-6);
        QVERIFY_REL(large, ringAllReduceTime(14e9, 64, 450e9) + 2 * 63 * 10e-6, 1e-12);
        QVERIFY(large / ringAllReduceTime(14e9, 64, 450e9) < 1.03);
        // The latency cost grows with n (why gradients are bucketed).
        QVERIFY(ringAllReduceTime(1e3, 128, 450e9, 10e-6) > small);
    }

    void efficiencyFallsWithSlowerLinks()
    {
        const double tCalc = dataParallelComputeTime(7e9, 4e6, 64, 990e12, 0.45);
        const double nvlink = stepEfficiency(tCalc, ringAllReduceTime(14e9, 64, 450e9));
        const double ib = stepEfficiency(tCalc, ringAllReduceTime(14e9, 64, 50e9));
        QVERIFY(ib < nvlink && nvlink < 1.0);
    }
};

QTEST_APPLESS_MAIN(TestCommunication)
#include "tst_communication.moc"
