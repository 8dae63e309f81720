// Activation memory from the shapes (Korthikanti et al. 2022, arXiv 2205.05198 §4 and Table 2), checked on
// the paper's own GPT-3 175B configuration and by hand.
#include "activations.h"
#include "testutil.h"

using namespace infralab;

namespace {
// GPT-3 175B as the paper trains it (§6, Table 3): s = 2048, h = 12288, a = 96, L = 96, t = 8, b = 1.
constexpr double kS = 2048, kH = 12288, kA = 96, kB = 1;
constexpr int kL = 96, kT = 8;
constexpr double kSbh = kS * kB * kH; // 25 165 824

ActivationShape gpt3(int t, bool sp, Recompute r, bool flash = false)
{
    // GPT-3 175B's shapes (Korthikanti et al., Table 3); the parallelism and the options are the case's.
    ActivationShape shape{.seqLen = kS, .microBatch = kB, .hidden = kH, .heads = kA, .tensorParallel = t};
    shape.sequenceParallel = sp;
    shape.flashAttention = flash;
    shape.recompute = r;
    return shape;
}
} // namespace

class TestActivations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void attentionTermOfGpt3()
    {
        // §4.1: "for GPT-3, 5as/h = 80", against the other activations' 34.
        QVERIFY_REL(attentionScoreTerm(gpt3(1, false, Recompute::None)), 5 * kA * kS / kH, 1e-12);
        QVERIFY_REL(attentionScoreTerm(gpt3(1, false, Recompute::None)), 80.0, 1e-12);
    }

    void tableTwoRows()
    {
        // Table 2, each row per layer, computed from its own formula.
        const double attn = 5 * kA * kS / kH;
        QVERIFY_REL(activationBytesPerLayer(gpt3(1, false, Recompute::None)), kSbh * (34 + attn), 1e-12);
        QVERIFY_REL(activationBytesPerLayer(gpt3(kT, false, Recompute::None)),
                    kSbh * (10 + 24.0 / kT + attn / kT), 1e-12);
        QVERIFY_REL(activationBytesPerLayer(gpt3(kT, true, Recompute::None)), kSbh * (34 + attn) / kT, 1e-12);
        QVERIFY_REL(activationBytesPerLayer(gpt3(kT, false, Recompute::Selective)), kSbh * (10 + 24.0 / kT),
                    1e-12);
        QVERIFY_REL(activationBytesPerLayer(gpt3(kT, true, Recompute::Selective)), kSbh * 34 / kT, 1e-12);
        QVERIFY_REL(activationBytesPerLayer(gpt3(kT, true, Recompute::Full)), 2 * kSbh, 1e-12);
        // Without any parallelism one layer holds 25 165 824 × 114 B ≈ 2.87 GB.
        QVERIFY_REL(activationBytesPerLayer(gpt3(1, false, Recompute::None)), 2.868903936e9, 1e-9);
    }

    void paperReductions()
    {
        // Abstract: sequence parallelism with selective recomputation "reduces activation memory by 5x"
        // against tensor parallelism alone: (10 + 24/8 + 80/8) / (34/8) = 23 / 4.25 ≈ 5.4.
        const double tpOnly = activationBytesPerLayer(gpt3(kT, false, Recompute::None));
        const double both = activationBytesPerLayer(gpt3(kT, true, Recompute::Selective));
        QVERIFY_REL(tpOnly / both, 23.0 / 4.25, 1e-12);
        QVERIFY(tpOnly / both > 5.0);
        // §4.3: selective recomputation saves 70 % of the activations of GPT-3: 80 / (34 + 80).
        const double sp = activationBytesPerLayer(gpt3(kT, true, Recompute::None));
        QVERIFY(qAbs((1 - both / sp) - 80.0 / 114) < 1e-12);
        QCOMPARE(qRound(100 * (1 - both / sp)), 70);
    }

    void flashAttentionDropsTheScores()
    {
        // FlashAttention (Dao et al. 2022) never writes the a·s² attention matrix: 34 left of 34 + 80.
        QVERIFY_REL(activationBytesPerLayer(gpt3(1, false, Recompute::None, true)), kSbh * 34, 1e-12);
        QVERIFY_REL(activationBytesPerLayer(gpt3(kT, true, Recompute::None, true)),
                    activationBytesPerLayer(gpt3(kT, true, Recompute::Selective)), 1e-12);
    }

    void equationFiveForTheWholeModel()
    {
        // Equation 5 (1F1B, first stage): s·b·h·L·(34 + 5as/h)/t, whatever p when m ≥ p. With t = 8 and
        // sequence parallelism: 25 165 824 × 96 × 114 / 8 ≈ 34.4 GB per GPU; selective: 96 × 4.25 ×
        // 25 165 824 ≈ 10.3 GB; full recomputation: 96 × 2 × 25 165 824 ≈ 4.83 GB.
        const ActivationShape x = gpt3(kT, true, Recompute::None);
        QVERIFY_REL(activationBytesPerGpu(x, kL, 8, 64, Schedule::OneFOneB), kSbh * kL * 114 / kT, 1e-12);
        QVERIFY_REL(activationBytesPerGpu(x, kL, 8, 64, Schedule::OneFOneB), 34.43e9, 1e-3);
        QVERIFY_REL(
            activationBytesPerGpu(gpt3(kT, true, Recompute::Selective), kL, 8, 64, Schedule::OneFOneB),
            10.27e9, 1e-3);
        QVERIFY_REL(activationBytesPerGpu(gpt3(kT, true, Recompute::Full), kL, 8, 64, Schedule::OneFOneB),
                    4.832e9, 1e-3);
    }

    void schedulesHoldDifferentCounts()
    {
        // GPipe runs every forward before a backward: the first stage holds m micro-batches of its L/p
        // layers.
        QVERIFY_REL(storedLayers(32, 8, 32, Schedule::GPipe), 32.0 * 32 / 8, 1e-12);
        // 1F1B holds at most p in flight: L when m ≥ p, m·L/p below.
        QVERIFY_REL(storedLayers(32, 8, 32, Schedule::OneFOneB), 32.0, 1e-12);
        QVERIFY_REL(storedLayers(32, 8, 4, Schedule::OneFOneB), 4 * 32.0 / 8, 1e-12);
        // Interleaved: L·(1 + (p − 1)/(p·m)) (§4.2.3): 32 × (1 + 7/256).
        QVERIFY_REL(storedLayers(32, 8, 32, Schedule::Interleaved), 32 * (1 + 7.0 / 256), 1e-12);
        // Without a pipeline every schedule holds one micro-batch of all L layers.
        for (Schedule sch : {Schedule::GPipe, Schedule::OneFOneB, Schedule::Interleaved})
            QVERIFY_REL(storedLayers(32, 1, 1, sch), 32.0, 1e-12);
    }

    void precisionScalesEquationFive()
    {
        // The paper counts 16-bit values: with fp8 activations (1 byte) equation 5's 34.4 GB of GPT-3 175B
        // on t = 8 with sequence parallelism halves, with fp32 (4 bytes) it doubles.
        ActivationShape x = gpt3(kT, true, Recompute::None);
        const double bf16 = kSbh * kL * 114 / kT;
        x.bytesPerValue = 1;
        QVERIFY_REL(activationBytesPerGpu(x, kL, 8, 64, Schedule::OneFOneB), bf16 / 2, 1e-12);
        x.bytesPerValue = 4;
        QVERIFY_REL(activationBytesPerGpu(x, kL, 8, 64, Schedule::OneFOneB), 2 * bf16, 1e-12);
    }

    void recomputeKeys()
    {
        for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full})
            QCOMPARE(recomputeFromKey(recomputeKey(r)), std::optional<Recompute>(r));
        QCOMPARE(recomputeFromKey("partial"), std::nullopt);
    }
};

QTEST_APPLESS_MAIN(TestActivations)
#include "tst_activations.moc"
