// The free model: N from the shapes and the shapes from N, each checked against a count written out here
// from Llama 3 8B's config (Meta, config.json of Meta-Llama-3-8B: 32 layers, hidden 4 096, 32 heads, 8 KV
// heads, intermediate 14 336, vocabulary 128 256, untied) and the transformer's parameter count (GQA: Ainslie
// et al. 2023 §2; SwiGLU: Shazeer 2020). A preset keeps its published N.
#include "catalogue.h"
#include "freemodel.h"
#include "modelshapes.h"
#include "scenario.h"
#include "testutil.h"

#include <QtTest>
#include <cmath>

using namespace infralab;

namespace {

/// Llama 3's count by hand for L layers of width d, 4 query heads and 1 KV head per 128-wide head group,
/// FFN 3.5 × d (14 336 / 4 096): Q, O d × d; K, V d × d/4; gate, up, down d × 3.5 d; two norms 2 d; untied
/// embeddings 2 × 128 256 × d; the final norm d.
double llama3Count(double layers, double d, double heads, double kvHeads, double ffn)
{
    const double attention = 2 * d * heads * 128 + 2 * d * kvHeads * 128;
    const double perLayer = attention + 3 * d * ffn + 2 * d;
    return layers * perLayer + 2 * 128256.0 * d + d;
}

bool freeEdit(Scenario &s, Key key, const QVariant &v, QString *error = nullptr)
{
    return s.apply(windowEdit(s.values(), key, v), error);
}

} // namespace

class TestFreeModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ownShapesGiveMetasCount()
    {
        const ModelPreset &base = *Catalogue::builtIn().model(QStringLiteral("llama3-8b"));
        const ModelShapes shapes{32, 4096, 32, 8, 128, 1, 1};
        // 32 × (41 943 040 + 176 160 768 + 8 192) + 1 050 673 152 + 4 096 = 8 030 261 248: Meta's 8.03 B.
        QCOMPARE(llama3Count(32, 4096, 32, 8, 14336), 8030261248.0);
        QCOMPARE(freeModel(base, shapes).ffn, 14336);
        QCOMPARE(parametersFromShapes(freeModel(base, shapes)), llama3Count(32, 4096, 32, 8, 14336));
    }

    void presetKeepsItsPublishedN()
    {
        Scenario s;
        QVERIFY(s.set(Key::ModelPreset, QStringLiteral("llama3-8b")));
        QVERIFY(!s.flag(Key::ModelFree));
        QCOMPARE(s.number(Key::ModelParams), 8.03e9); // the catalogue's "8.03 B", not the count
        // The command line sets exactly what it names: a layer count on a preset changes the layers alone.
        QVERIFY(s.applyAssignments({"model.layers=16"}));
        QCOMPARE(s.number(Key::ModelParams), 8.03e9);
        QVERIFY(!s.flag(Key::ModelFree));
    }

    void shapeEditMakesAFreeModelWhoseNFollows()
    {
        Scenario s;
        QVERIFY(s.set(Key::ModelPreset, QStringLiteral("llama3-8b")));
        QVERIFY(freeEdit(s, Key::ModelLayers, 16));
        QVERIFY(s.flag(Key::ModelFree));
        QCOMPARE(s.text(Key::ModelPreset), QStringLiteral("llama3-8b")); // the base: FFN and vocabulary
        // 16 × 218 112 000 + 1 050 677 248 = 4 540 469 248.
        const double n = llama3Count(16, 4096, 32, 8, 14336);
        QCOMPARE(n, 4540469248.0);
        QCOMPARE(s.number(Key::ModelParams), n);
        QCOMPARE(s.number(Key::ModelActiveRatio), 1.0);
        // A wider model takes its FFN at 3.5 × d: d 5 120 → FFN 17 920, heads unchanged.
        QVERIFY(freeEdit(s, Key::ModelDModel, 5120));
        QCOMPARE(s.number(Key::ModelParams), llama3Count(16, 5120, 32, 8, 17920));
        // Choosing a preset again brings back its shapes and its published N.
        QVERIFY(s.set(Key::ModelPreset, QStringLiteral("llama3-8b")));
        QVERIFY(!s.flag(Key::ModelFree));
        QCOMPARE(s.integer(Key::ModelLayers), 32);
        QCOMPARE(s.number(Key::ModelParams), 8.03e9);
    }

    void nGivesShapesWithinTwoPercent_data()
    {
        addColumns<double, int, double>({"n", "servingTp", "aspectFactor"});
        // The layer/width aspect of 32/4 096 is kept within a factor 1.5 (whole layers and head groups); at
        // 1 B one head group is a third of the width (1 536 → 2 048) and the embeddings half of N: a
        // factor 2.
        QTest::newRow("16 B") << 16e9 << 1 << 1.5;
        QTest::newRow("70 B") << 70e9 << 1 << 1.5;
        QTest::newRow("1 B") << 1e9 << 1 << 2.0;
        QTest::newRow("400 B over 8 GPUs") << 400e9 << 8 << 1.5;
    }

    void nGivesShapesWithinTwoPercent()
    {
        QFETCH(double, n);
        QFETCH(int, servingTp);
        QFETCH(double, aspectFactor);
        Scenario s;
        QVERIFY(s.applyAssignments({"model.preset=llama3-8b", "model.free=true",
                                    QStringLiteral("serving.tensor_parallel=%1").arg(servingTp)}));
        QVERIFY(s.applyAssignments({QStringLiteral("model.params=%1").arg(n, 0, 'g', 17)}));
        const double L = s.integer(Key::ModelLayers), d = s.integer(Key::ModelDModel);
        const double heads = s.integer(Key::ModelHeads), kv = s.integer(Key::ModelKvHeads);
        // Whole head groups of 4 query heads and 1 KV head, 512 wide; d_k unchanged.
        QCOMPARE(heads, 4 * kv);
        QCOMPARE(d, 512 * kv);
        QCOMPARE(s.integer(Key::ModelHeadDim), 128);
        QCOMPARE(int(heads) % servingTp, 0);
        const double counted = llama3Count(L, d, heads, kv, std::round(3.5 * d));
        QVERIFY2(std::abs(counted / n - 1) <= 0.02,
                 qPrintable(QStringLiteral("%1 layers × %2: %3").arg(L).arg(d).arg(counted)));
        QCOMPARE(s.number(Key::ModelParams), n); // kept: the shapes agree within 2 %
        QVERIFY(std::abs(std::log(L / d / (32.0 / 4096))) < std::log(aspectFactor));
    }

    void fileWithBothKeepsBoth()
    {
        // A file (or one --set batch) that gives N and the shapes of a free model: both kept as given.
        Scenario s;
        QVERIFY(s.applyAssignments(
            {"model.preset=llama3-8b", "model.free=true", "model.params=20e9", "model.layers=32"}));
        QCOMPARE(s.number(Key::ModelParams), 20e9);
        QCOMPARE(s.integer(Key::ModelLayers), 32);
        // Turning the free model on alone sets N to its shapes' count.
        Scenario t;
        QVERIFY(t.applyAssignments({"model.preset=llama3-8b", "model.layers=16"}));
        QVERIFY(t.applyAssignments({"model.free=true"}));
        QCOMPARE(t.number(Key::ModelParams), llama3Count(16, 4096, 32, 8, 14336));
    }

    void nOutOfRangeIsRefusedWhole()
    {
        Scenario s;
        QVERIFY(s.set(Key::ModelPreset, QStringLiteral("llama3-8b")));
        QVERIFY(freeEdit(s, Key::ModelLayers, 1000));
        const ScenarioValues before = s.values();
        // 1 000 layers 10⁶ wide: 1 000 × 3.5·3·10¹² … ≫ 10¹⁴, the range of model.params.
        QString error;
        QVERIFY(!freeEdit(s, Key::ModelDModel, 1000000, &error));
        QVERIFY2(error.contains(QLatin1String("model.d_model")) && error.contains(QLatin1String("1000000")),
                 qPrintable(error));
        QVERIFY(s.values() == before);
    }

    void mixtureOfExpertsActiveShare()
    {
        // Mixtral's base: a free model's active share is its k = 2 experts' count over its E = 8 experts'.
        Scenario s;
        QVERIFY(s.applyAssignments({"model.preset=mixtral-8x7b", "model.free=true"}));
        const ModelPreset m =
            freeModel(*s.catalogue().model(QStringLiteral("mixtral-8x7b")), shapesOf(s.values()));
        const double perExpert = 3.0 * m.dModel * m.ffn;
        const double shared = s.number(Key::ModelParams) - m.layers * 8 * perExpert;
        QVERIFY_REL(s.number(Key::ModelActiveRatio),
                    (shared + m.layers * 2 * perExpert) / s.number(Key::ModelParams), 1e-9);
    }
};

QTEST_MAIN(TestFreeModel)
#include "tst_freemodel.moc"
