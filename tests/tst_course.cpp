// The course's exercise functions keep their meaning (exercises 1 to 4).
#include "course.h"
#include "testutil.h"

using namespace infralab;
using namespace infralab::course;

class TestCourse : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void exercise1()
    {
        // def temps_noyau(flops, octets, pic, bw): return max(flops / pic, octets / bw)
        QCOMPARE(tempsNoyau(2e12, 1e9, 1e15, 1e12), std::max(2e12 / 1e15, 1e9 / 1e12));
        QCOMPARE(tempsNoyau(2e15, 1e9, 1e15, 1e12), 2.0);
        QCOMPARE(course::regime(14e9, 14e9, 990e12, 3.35e12), Regime::Memory);
        QCOMPARE(course::regime(2.0 * 4096 * 4096 * 4096, 6.0 * 4096 * 4096, 990e12, 3.35e12), Regime::Compute);
    }

    void exercise2()
    {
        QVERIFY_REL(*memoireEntrainement(7e9, 8, "ddp"), 16 * 7 + 10.0, 1e-12);
        QVERIFY_REL(*memoireEntrainement(7e9, 8, "fsdp"), 16 * 7 / 8.0 + 10, 1e-12);
        QVERIFY_REL(*memoireEntrainement(7e9, 8, "lora"), 2 * 7 + 16 * 0.01 * 7 + 10, 1e-12);
        QVERIFY_REL(*memoireEntrainement(7e9, 8, "fsdp", 0), 14.0, 1e-12);
        QVERIFY(!memoireEntrainement(7e9, 8, "zero1")); // the course's function returns None
        QVERIFY(!gpusNecessaires(7e9, "ddp"));
        QCOMPARE(gpusNecessaires(7e9, "fsdp").value_or(-1), 2);
        QCOMPARE(gpusNecessaires(70e9, "fsdp").value_or(-1), 16);
        QCOMPARE(gpusNecessaires(13e9, "lora").value_or(-1), 1); // 26 + 2.08 + 10 = 38.08 GB
    }

    void exercise3()
    {
        // Asymptote 2S/bw; latency matters for small messages; smallest m with bulle(8, m) < 0.1 is 64.
        QVERIFY_REL(tempsAllreduce(14e9, 4096, 450e9, 0), 2 * 14e9 / 450e9, 1e-3);
        QVERIFY(tempsAllreduce(1e3, 8, 450e9) > 100 * tempsAllreduce(1e3, 8, 450e9, 0));
        int m = 1;
        while (!(bulle(8, m) < 0.1)) ++m;
        QCOMPARE(m, 64);
        QVERIFY_REL(bulle(8, 64), 7.0 / 71, 1e-12);
        QVERIFY_REL(bulle(8, 32), 7.0 / 39, 1e-12);
    }

    void exercise4()
    {
        QVERIFY_REL(capacite(64, 2.0, 0.01), 64 / (2.0 + 300 * 0.01), 1e-12);
        // Two options: (8, 0.3 s, 5 ms) → 1.8 s, 4.44 req/s ⇒ ceil(100·1.3/4.44) = 30 GPUs;
        // (64, 2.6 s, 9 ms) → 5.3 s > SLO 4 s: excluded.
        const std::vector<BatchOption> options = {{8, 0.3, 0.005}, {64, 2.6, 0.009}};
        const auto plan = gpusPour(100, 4, options);
        QVERIFY(plan);
        QCOMPARE(plan->batch, 8.0);
        QCOMPARE(plan->gpus, int(std::ceil(100 * 1.3 / (8 / (0.3 + 300 * 0.005)))));
        QVERIFY(!gpusPour(100, 1, options));
    }

    void servingExampleIsTheCourses()
    {
        const ServingInputs in = servingExample();
        QCOMPARE(in.params, 8e9);
        QCOMPARE(kvBytesPerToken(in.layers, in.kvHeads, in.headDim, in.kvBytesPerValue), 2.0 * 32 * 8 * 128 * 2);
        QCOMPARE(in.peak * in.efficiency, 990e12 * 0.6);
    }
};

QTEST_APPLESS_MAIN(TestCourse)
#include "tst_course.moc"
