// N against the shapes: each preset's parameter count agrees with the count its layers, heads, FFN and
// vocabulary imply, and the count itself is checked by hand on Llama 3 8B, against Kaplan's 12·L·d² on GPT-3
// and against Mistral's total and active counts for Mixtral.
#include "catalogue.h"
#include "modelshapes.h"

#include <QtTest>
#include <cmath>

using namespace infralab;

namespace {
const ModelPreset &preset(const char *id)
{
    const ModelPreset *m = Catalogue::builtIn().model(QString::fromLatin1(id));
    Q_ASSERT(m);
    return *m;
}
} // namespace

class TestModelShapes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void llama3By8BHand()
    {
        // Attention: Q and O 4096 × 4096, K and V 4096 × (8 · 128) = 33 554 432 + 8 388 608.
        QCOMPARE(attentionParameters(preset("llama3-8b")), 41943040.0);
        // SwiGLU: gate, up and down, 3 × 4096 × 14 336.
        QCOMPARE(ffnParameters(preset("llama3-8b")), 176160768.0);
        // 32 layers of (41 943 040 + 176 160 768 + two norms of 4 096) + untied embeddings 2 × 128 256 × 4
        // 096
        // + the final norm: 8 030 261 248, Meta's "8.03 B".
        QCOMPARE(parametersFromShapes(preset("llama3-8b")), 8030261248.0);
    }

    void gpt3IsKaplansTwelveLdSquared()
    {
        // Kaplan et al. 2020 §2.1: N ≈ 12 · n_layer · d_model² without embeddings, plus the tied token
        // embedding of 50 257 × 12 288; norms add 0.001 %.
        const double kaplan = 12.0 * 96 * 12288.0 * 12288.0 + 50257.0 * 12288;
        QVERIFY(std::abs(parametersFromShapes(preset("gpt3-175b")) / kaplan - 1) < 1e-4);
    }

    void mixtralTotalAndActive()
    {
        // Jiang et al. 2024 (arXiv 2401.04088): 46.7 B parameters, 12.9 B active (two experts of eight).
        const ModelPreset &m = preset("mixtral-8x7b");
        QVERIFY(std::abs(parametersFromShapes(m) / 46.7e9 - 1) < 0.005);
        QVERIFY(std::abs(parametersFromShapes(m, true) / 12.9e9 - 1) < 0.01);
    }

    void everyPresetAgreesWithItsShapes()
    {
        for (const ModelPreset &m : Catalogue::builtIn().models()) {
            const double total = parametersFromShapes(m), active = parametersFromShapes(m, true);
            // A datasheet's N within 2 %; the course gives N to one significant figure ("7B"): within half a
            // unit of that figure.
            const bool course = m.id.startsWith(QLatin1String("course-"));
            const double unit = std::pow(10.0, std::floor(std::log10(m.params)));
            const double allowed = course ? unit / 2 : 0.02 * m.params;
            QVERIFY2(std::abs(total - m.params) <= allowed,
                     qPrintable(QStringLiteral("%1: N %2, shapes %3").arg(m.id).arg(m.params).arg(total)));
            QVERIFY2(
                std::abs(active - m.activeParams) <= (course ? unit / 2 : 0.02 * m.activeParams),
                qPrintable(
                    QStringLiteral("%1: active %2, shapes %3").arg(m.id).arg(m.activeParams).arg(active)));
        }
    }
};

QTEST_MAIN(TestModelShapes)
#include "tst_modelshapes.moc"
