// Step time with 3D parallelism: the course's section 02 step, the TP × PP × DP check, and why tensor
// parallelism stays inside a node (corrected exercise 2).
#include "steptime.h"
#include "testutil.h"

using namespace infralab;

namespace {
// The default step split as TP × PP × DP over `gpus` GPUs (8, one node, unless said).
StepInputs split(int tp, int pp, int dp, int gpus = 8)
{
    return {.gpus = gpus, .tensorParallel = tp, .pipelineStages = pp, .dataParallel = dp};
}
} // namespace

class TestStepTime : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void courseDataParallelStep()
    {
        // 7B, 8 GPUs in data parallelism, 4M tokens, 990 TFLOP/s at MFU 45 %, NVLink 450 GB/s: compute 47.1 s,
        // all-reduce 2·7/8·14e9/450e9 = 0.054 s (+ 14 latency steps of 10 µs); without overlap the course's
        // efficiency 47.1/(47.1 + 0.054) ≈ 1.00.
        StepInputs in;
        in.overlap = false;
        const StepTime s = stepTime(in);
        QVERIFY(s.error.empty());
        QVERIFY_REL(s.compute, 6 * 7e9 * 4e6 / (8 * 990e12 * 0.45), 1e-12);
        QVERIFY_REL(s.dataParallel, 2.0 * 7 * (14e9 / 8 / 450e9 + 10e-6), 1e-12);
        QVERIFY_REL(s.total, s.compute + s.dataParallel, 1e-12);
        QCOMPARE(QString::number(s.efficiency, 'f', 2), QStringLiteral("1.00"));
        // With overlap the all-reduce hides behind the backward pass entirely.
        in.overlap = true;
        QCOMPARE(stepTime(in).exposedDataParallel, 0.0);
    }

    void computeFollowsTheFlopsPerToken()
    {
        // Full recomputation counts 8N per token instead of 6N (Narayanan et al. 2021 §5.1): the step's
        // compute grows by 8/6, 8 × 7e9 × 4e6 / (8 × 990e12 × 0.45) ≈ 62.9 s; the attention's 12·L·h·s per
        // token adds 12 × 32 × 4096 × 2048 = 3.22e9 to the 42e9 of 6N.
        StepInputs in;
        in.flopsPerToken = 8 * 7e9;
        QVERIFY_REL(stepTime(in).compute, 8 * 7e9 * 4e6 / (8 * 990e12 * 0.45), 1e-12);
        in.flopsPerToken = 6 * 7e9 + 12.0 * 32 * 4096 * 2048;
        QVERIFY_REL(stepTime(in).compute, (6 * 7e9 + 12.0 * 32 * 4096 * 2048) * 4e6 / (8 * 990e12 * 0.45),
                    1e-12);
        // 6N given explicitly is exactly the course's step.
        in.flopsPerToken = 6 * 7e9;
        QCOMPARE(stepTime(in).compute, stepTime(StepInputs{}).compute);
    }

    void backwardRatioSplitsTheBlocks()
    {
        // The forward is 2N of the 6N per token and the backward r times it: r = 3 makes the work (1 + 3)/3
        // of the course's, 6·7e9·4e6/(8·990e12·0.45) × 4/3.
        StepInputs in;
        in.backwardRatio = 3;
        QVERIFY_REL(stepComputeTime(in), 6 * 7e9 * 4e6 / (8 * 990e12 * 0.45) * 4 / 3, 1e-12);
        QVERIFY_REL(stepTime(in).compute, stepComputeTime(in), 1e-15);
    }

    void dataParallelGroupIsTheClustersDp()
    {
        // 2 × 2 × 2 on one node of 8: each DP rank holds 7e9/(2·2) parameters, on NVLink.
        const DataParallelGroup inside = dataParallelGroup(split(2, 2, 2));
        QCOMPARE(inside.ranks, 2);
        QVERIFY_REL(inside.shardParams, 7e9 / 4, 1e-15);
        QCOMPARE(inside.bandwidth, 450e9);
        QVERIFY(!inside.crossesNodes);
        // 2 × 2 × 4 = 16 GPUs span two nodes: the DP ring runs on InfiniBand (50 GB/s).
        const DataParallelGroup across = dataParallelGroup(split(2, 2, 4, 16));
        QVERIFY(across.crossesNodes);
        QCOMPARE(across.bandwidth, 50e9);
    }

    void mismatchRefused()
    {
        const StepTime s = stepTime(split(2, 2, 4)); // 16 ≠ 8
        QVERIFY(!s.error.empty());
        QVERIFY(QString::fromStdString(s.error).contains("16"));
        QVERIFY(QString::fromStdString(s.error).contains("8"));
        QCOMPARE(s.total, 0.0);
    }

    void tensorParallelStaysInsideANode()
    {
        // TP = 8 inside a node (NVLink) against TP = 16 across two nodes (InfiniBand, 9× slower): the TP
        // communication time grows by about the bandwidth ratio 450/50 (the message and ring shrink slightly).
        const StepTime inside = stepTime(split(8, 1, 2, 16));
        const StepTime across = stepTime(split(16, 1, 1, 16));
        QVERIFY(!inside.tensorCrossesNodes && across.tensorCrossesNodes);
        QVERIFY(across.tensorParallel > 8 * inside.tensorParallel);
        QVERIFY(across.efficiency < inside.efficiency);
        // The TP formula: m · (L/p) · 4 all-reduces of tokens_mb · d · 2 bytes.
        const double activation = 4e6 / (1.0 * 32) * 4096 * 2;
        const double ring = 2.0 * 15 * (activation / 16 / 50e9 + 10e-6);
        QVERIFY_REL(across.tensorParallel, 32 * 32 * 4 * ring, 1e-12);
    }

    void movedTensorGroupCrossesTheBoundaryTheOtherWay()
    {
        // Exercise 2's comparison row: TP = 8 on one 8-GPU node is pushed across nodes of 4; TP = 16 across
        // two nodes is brought back onto NVLink by nodes of 16. The moved step is then on the other side.
        const StepInputs inside = split(8, 1, 2, 16);
        const StepInputs pushed = tensorGroupMoved(inside, stepTime(inside));
        QCOMPARE(pushed.gpusPerNode, 4);
        QVERIFY(stepTime(pushed).tensorCrossesNodes);
        const StepInputs across = split(16, 1, 1, 16);
        const StepInputs back = tensorGroupMoved(across, stepTime(across));
        QCOMPARE(back.gpusPerNode, 16);
        QVERIFY(!stepTime(back).tensorCrossesNodes);
        // Nothing but the node size moves.
        QCOMPARE(back.tensorParallel, 16);
        QCOMPARE(back.gpus, 16);
    }

    void pipelineBubbleFollowsTheorem3()
    {
        StepInputs in = split(1, 8, 1);
        in.microbatches = 32;
        const StepTime s = stepTime(in);
        // Idle share of the step (p − 1)/(m + p − 1) = 7/39 when nothing else is added.
        QVERIFY_REL(s.bubble / (s.compute + s.bubble), 7.0 / 39, 1e-12);
    }

    void bubbleAndTransfersFollowTheSchedule()
    {
        // p = 8, m = 32 on one node (TP 1 × PP 8 × DP 1). GPipe and 1F1B idle (p − 1)/m = 7/32 of the ideal
        // time; interleaved 1F1B with v = 4 chunks per stage (p − 1)/(v·m) = 7/128 (Narayanan et al. 2021,
        // Megatron-LM §2.2.2), whose micro-batches cross v = 4 times as many stage boundaries.
        StepInputs in = split(1, 8, 1);
        in.microbatches = 32;
        const StepTime gpipe = stepTime(in);
        QVERIFY_REL(gpipe.bubble / gpipe.compute, 7.0 / 32, 1e-12);
        in.schedule = Schedule::OneFOneB;
        const StepTime oneFOneB = stepTime(in);
        QVERIFY_REL(oneFOneB.bubble / oneFOneB.compute, 7.0 / 32, 1e-12);
        QVERIFY_REL(oneFOneB.pipeline, gpipe.pipeline, 1e-12);
        in.schedule = Schedule::Interleaved;
        in.chunks = 4;
        const StepTime interleaved = stepTime(in);
        QVERIFY_REL(interleaved.bubble / interleaved.compute, 7.0 / 128, 1e-12);
        // Each micro-batch of 4e6/32 tokens sends 125 000 · 4 096 · 2 bytes forward and as much backward at
        // 450 GB/s, plus 10 µs each: 4 chunks × 32 micro-batches × 2 × (1.024e9/450e9 + 10e-6).
        QVERIFY_REL(interleaved.pipeline, 4 * 32 * 2 * (1.024e9 / 450e9 + 10e-6), 1e-12);
        QVERIFY_REL(interleaved.pipeline, 4 * gpipe.pipeline, 1e-12);
        // The chunks count only for the interleaved schedule.
        in.schedule = Schedule::GPipe;
        QVERIFY_REL(stepTime(in).bubble, gpipe.bubble, 1e-12);
    }

    void bubbleIsTheSimulatorsIdleTime()
    {
        // The simulator (no communication) measures the same idle share of the step as the step time charges.
        for (const Schedule schedule : {Schedule::GPipe, Schedule::OneFOneB, Schedule::Interleaved}) {
            StepInputs in = split(1, 4, 2);
            in.microbatches = 8;
            in.schedule = schedule;
            in.chunks = 2;
            const StepTime s = stepTime(in);
            const PipelineTimeline t = simulatePipeline(4, 8, schedule, 2, 1.0, 2.0);
            QVERIFY(t.error.empty());
            QVERIFY_REL(s.bubble / (s.compute + s.bubble), t.idleFraction(), 1e-9);
        }
    }

    void fsdpCostsOneAndAHalfAllReduces()
    {
        // 7B in FSDP over DP = 8 on NVLink: two all-gathers of the 14 GB of bf16 weights and one
        // reduce-scatter of the 14 GB of gradients, each 7 ring steps of 14e9/8 bytes at 450 GB/s plus 10 µs
        // (ZeRO §7, course formula sheet "≈ 3 × 2N octets"): 1.5 × DDP's all-reduce, not 3 ×.
        StepInputs in;
        in.overlap = false;
        in.strategy = Strategy::FSDP;
        const double fsdp = stepTime(in).dataParallel;
        QVERIFY_REL(fsdp, 3 * 7 * (14e9 / 8 / 450e9 + 10e-6), 1e-12);
        in.strategy = Strategy::DDP;
        QVERIFY_REL(fsdp, 1.5 * stepTime(in).dataParallel, 1e-12);
    }

    void collectivesMoveTheTrainingPrecisions()
    {
        // fp32 gradients (4 bytes) double the all-reduce's bytes: 2·7 ring steps of 28e9/8 bytes; FSDP
        // all-gathers the 14 GB of bf16 weights twice and reduce-scatters the 28 GB of fp32 gradients.
        StepInputs in;
        in.overlap = false;
        in.gradientBytes = 4;
        QVERIFY_REL(stepTime(in).dataParallel, 2 * 7 * (28e9 / 8 / 450e9 + 10e-6), 1e-12);
        in.strategy = Strategy::FSDP;
        QVERIFY_REL(stepTime(in).dataParallel, 7 * ((14e9 + 14e9 + 28e9) / 8 / 450e9 + 3 * 10e-6), 1e-12);
        // fp8 activations (1 byte) halve each pipeline transfer: 2 per micro-batch of 4e6/32 tokens · 4096.
        StepInputs pp = split(1, 8, 1);
        pp.activationBytes = 1;
        QVERIFY_REL(stepTime(pp).pipeline, 32 * 2 * (4e6 / 32 * 4096 * 1 / 450e9 + 10e-6), 1e-12);
    }
};

QTEST_APPLESS_MAIN(TestStepTime)
#include "tst_steptime.moc"
