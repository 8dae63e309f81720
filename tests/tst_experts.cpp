// Mixture of experts: a decode step reads the shared weights and the experts its tokens select (Mixtral 8x7B,
// Jiang et al. 2024: 46.7 B parameters, about 12.9 B active per token), and dense models are unchanged.
#include "course.h"
#include "experts.h"
#include "figures.h"
#include "rooflinepoints.h"
#include "scenario.h"
#include "serving.h"
#include "servingscenario.h"
#include "testutil.h"

using namespace infralab;

namespace {
// Mixtral 8x7B's published config: 32 layers, d_model 4 096, 8 experts of FFN 14 336 (SwiGLU: three
// 4 096 × 14 336 matrices), 2 experts per token.
constexpr double kMixtralExpert = 32.0 * 3 * 4096 * 14336; // one expert over all layers ≈ 5.637e9
constexpr double kMixtralTotal = 46.7e9, kMixtralActive = 12.9e9;

/// Mixtral 8x7B served at batch B, the rest the course's defaults.
void useMixtral(Scenario &s, int batch)
{
    QVERIFY(s.applyAssignments({"model.preset=mixtral-8x7b", QStringLiteral("serving.batch=%1").arg(batch)}));
}

/// The figure `key` of scenario `s` as the report gives it, NaN when missing.
double figureOf(const Scenario &s, const char *key)
{
    for (const Figure &f : computeFigures(s))
        if (f.key == QLatin1String(key)) return f.value.toDouble();
    return NAN;
}
} // namespace

class TestExperts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void expectedExpertsByHand()
    {
        // E = 8, k = 2: one token misses an expert with probability 6/8; B tokens with (3/4)^B.
        QVERIFY_REL(expectedExpertsRead(8, 2, 1), 2.0, 1e-12);
        QVERIFY_REL(expectedExpertsRead(8, 2, 2), 8 * (1 - 0.5625), 1e-12); // 3.5
        QVERIFY_REL(expectedExpertsRead(8, 2, 8), 8 * (1 - 0.100112915),
                    1e-8);                                     // (3/4)^8 = 0.1001129150390625
        QVERIFY_REL(expectedExpertsRead(8, 2, 64), 8.0, 1e-7); // 8·(3/4)^64 ≈ 8e-8
        QCOMPARE(expectedExpertsRead(1, 1, 64), 1.0);
    }

    void mixtralPresetFromItsConfig()
    {
        Scenario s;
        useMixtral(s, 1);
        QCOMPARE(s.integer(Key::ModelExperts), 8);
        QCOMPARE(s.integer(Key::ModelExpertsPerToken), 2);
        const double n = s.number(Key::ModelParams), active = n * s.number(Key::ModelActiveRatio);
        QVERIFY_REL(n, kMixtralTotal, 0.005);       // 46.7 B, to 0.5 %
        QVERIFY_REL(active, kMixtralActive, 0.005); // ~12.9 B, to 0.5 %
        // The split the model derives, (N − N_act)/(E − k), is one expert of the config, to 0.1 %; the shared
        // part N − 8·N_e (attention, embeddings, norms, routers) is about 1.6 B.
        QVERIFY_REL((n - active) / 6, kMixtralExpert, 0.001);
        QVERIFY_REL(n - 8 * kMixtralExpert, 1.6e9, 0.01);
    }

    void mixtralReadsItsActiveParametersAtBatch1()
    {
        // At B = 1 a decode step reads ~12.9 B parameters' bytes (to 0.5 %), not 46.7 B: bf16, 2 bytes each.
        Scenario one;
        useMixtral(one, 1);
        QVERIFY_REL(figureOf(one, "serving.decode_weight_bytes"), 2 * kMixtralActive, 0.005);
        // Section 03's TPOT with those bytes: KV 2·32·8·128·2 = 131 072 B per token for 1 800 tokens.
        const double tpot = std::max((2 * 12.88e9 + 131072.0 * 1800) / 3.35e12, 2 * 12.88e9 / (990e12 * 0.6));
        QVERIFY_REL(figureOf(one, "serving.tpot_s"), tpot, 1e-9);
        QVERIFY_REL(figureOf(one, "serving.tokens_per_s"), 1 / tpot, 1e-9);
        // The roofline's speed at batch 1 and its decode point read the same 12.88e9 parameters.
        QVERIFY_REL(figureOf(one, "roofline.decode_tokens_per_s_batch1"), 3.35e12 / (2 * 12.88e9), 1e-9);
        for (const RooflinePoint &p : rooflinePoints(one))
            if (p.id == u"decode") QVERIFY_REL(p.op.bytes, 2 * 12.88e9, 1e-9);
    }

    void mixtralReadsNearlyEverythingAtBatch64()
    {
        // 64 tokens leave an expert unread with probability (3/4)^64 ≈ 1e-8: close to the 46.7 B (0.5 %).
        Scenario f;
        useMixtral(f, 64);
        QVERIFY_REL(figureOf(f, "serving.decode_weight_bytes"), 2 * kMixtralTotal, 0.005);
        QVERIFY_REL(figureOf(f, "serving.decode_weight_bytes"), figureOf(f, "serving.weights_bytes"), 1e-7);
        // Between the two: B = 8 reads 2 + 6.4·(1 − 0.1001) experts' worth more than the active ones.
        Scenario eight;
        useMixtral(eight, 8);
        const double n = eight.number(Key::ModelParams), active = n * eight.number(Key::ModelActiveRatio);
        const double expected = active + (n - active) / 6 * (8 * (1 - 0.1001129150390625) - 2);
        QVERIFY_REL(figureOf(eight, "serving.decode_weight_bytes"), 2 * expected, 1e-9);
    }

    void denseModelsAreExactlyUnchanged()
    {
        // E = k = 1: every weight is read, whatever the batch or the active share (section 03's service(B)).
        ServingInputs in = course::servingExample();
        for (double batch : {1.0, 8.0, 64.0, 256.0}) {
            const ServingPoint p = servingPoint(in, batch);
            const double kv = 131072.0 * 1800 * batch;
            QCOMPARE(p.decodeWeightBytes, 16e9);
            QCOMPARE(p.tpot, std::max((16e9 + kv) / 3.35e12, 2 * 8e9 * batch / (990e12 * 0.6)));
        }
        in.activeParams = 4e9;
        QCOMPARE(decodeWeightBytes(in, 64), 16e9);
        QCOMPARE(parametersReadPerStep(8e9, 4e9, 1, 1, 64), 8e9);
        QCOMPARE(parametersReadPerStep(8e9, 8e9, 4, 4, 1), 8e9);
        // The sweep the charts draw agrees with the point, dense and MoE alike.
        Scenario eight;
        useMixtral(eight, 8);
        const ServingInputs moe = servingInputs(eight);
        const Eigen::ArrayXd batches = Eigen::ArrayXd::LinSpaced(4, 1, 64);
        for (const ServingInputs &i : {course::servingExample(), moe}) {
            const ServingSweep sweep = servingSweep(i, batches);
            for (Eigen::Index j = 0; j < batches.size(); ++j)
                QVERIFY_REL(sweep.tpot[j], servingPoint(i, batches[j]).tpot, 1e-12);
        }
    }
};

QTEST_APPLESS_MAIN(TestExperts)
#include "tst_experts.moc"
