// The course's worked examples as presets: each one loads and reproduces the course's numbers.
#include "figures.h"
#include "presets.h"
#include "testutil.h"

using namespace infralab;

namespace {
double figure(const Scenario &s, const char *key)
{
    for (const Figure &f : computeFigures(s))
        if (f.key == QLatin1String(key)) return f.value.toDouble();
    return NAN;
}

Scenario *withPreset(const char *id)
{
    auto *s = new Scenario;
    for (const CoursePreset &p : coursePresets())
        if (p.id == QLatin1String(id)) {
            QString error;
            if (!applyPreset(p, s, &error)) qFatal("%s", qPrintable(error));
        }
    return s;
}
} // namespace

class TestPresets : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void allLoad()
    {
        QString error;
        const QList<CoursePreset> presets = coursePresets(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(presets.size(), 7);
        for (const CoursePreset &p : presets) {
            Scenario s;
            QVERIFY2(applyPreset(p, &s, &error), qPrintable(p.id + QStringLiteral(": ") + error));
            QVERIFY(!p.titleEn.isEmpty() && !p.titleFr.isEmpty() && !p.questionFr.isEmpty());
            QVERIFY(QStringList({"hardware", "serving", "training", "choose"}).contains(p.page));
        }
    }

    void decode7bOnH100()
    {
        // Section 01's table: H100, 7B in bf16 at batch 1: 3.35e12 / 14e9 = 239 tokens/s.
        std::unique_ptr<Scenario> s(withPreset("decode-7b-h100"));
        QCOMPARE(s->number(Key::ModelParams), 7e9);
        QCOMPARE(QString::number(figure(*s, "roofline.decode_tokens_per_s_batch1"), 'f', 0), QStringLiteral("239"));
    }

    void serving8b()
    {
        // Section 03's capacity line: 11.9 req/s per GPU at batch 64.
        std::unique_ptr<Scenario> s(withPreset("serve-8b-by-batch"));
        QCOMPARE(QString::number(figure(*s, "serving.requests_per_s_per_gpu"), 'f', 1), QStringLiteral("11.9"));
    }

    void train7b()
    {
        // Section 02: compute 47.1 s and all-reduce 0.05 s; FSDP states 16·7/8 = 14 GB per GPU.
        std::unique_ptr<Scenario> s(withPreset("train-7b-8-gpus"));
        QCOMPARE(QString::number(figure(*s, "training.compute_s"), 'f', 1), QStringLiteral("47.1"));
        QCOMPARE(QString::number(figure(*s, "training.allreduce_s"), 'f', 2), QStringLiteral("0.05"));
        QVERIFY_REL(figure(*s, "training.state_bytes_per_gpu"), 14e9, 1e-12);
    }

    void pipeline()
    {
        std::unique_ptr<Scenario> s(withPreset("pipeline-8-32"));
        QVERIFY_REL(figure(*s, "pipeline.bubble_fraction"), 7.0 / 39, 1e-12);
        QVERIFY_REL(figure(*s, "pipeline.simulated_bubble_fraction"), 7.0 / 39, 1e-9);
    }

    void ragThreeYears()
    {
        std::unique_ptr<Scenario> s(withPreset("rag-three-years"));
        QCOMPARE(QString::number(figure(*s, "cost.api"), 'f', 0), QStringLiteral("13304"));
        QCOMPARE(figure(*s, "cost.onprem"), 76428.0);
    }

    void robotJetson()
    {
        // Exercise 3: 4 GB of weights, TPOT ≈ 20 ms (2 % for the KV cache the course neglects).
        std::unique_ptr<Scenario> s(withPreset("robot-jetson"));
        QVERIFY_REL(figure(*s, "serving.weights_bytes"), 4e9, 1e-12);
        QVERIFY_REL(figure(*s, "serving.tpot_s"), 0.020, 0.02);
        QVERIFY_REL(figure(*s, "serving.ttft_s"), 2 * 8e9 * 500 / (25e12 * 0.5), 0.02);
    }

    void verificationQuestion()
    {
        // 240 tokens/s of a 7B at batch 1 and the bandwidth is saturated (I = 1 ≪ I* ≈ 298).
        std::unique_ptr<Scenario> s(withPreset("verification-1pflops"));
        QVERIFY_REL(figure(*s, "roofline.decode_tokens_per_s_batch1"), 240, 1e-9);
        QVERIFY(figure(*s, "roofline.ridge_flop_per_byte") > 100);
    }
};

QTEST_APPLESS_MAIN(TestPresets)
#include "tst_presets.moc"
