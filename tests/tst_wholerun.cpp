// A whole training run's FLOPs, GPU-hours and days, against the published runs: Llama 3.1 405B (Meta's model
// card) and GPT-3 175B (Narayanan et al., SC 2021, §5.1), computed by hand from their published numbers.
#include "testutil.h"
#include "wholerun.h"

using namespace infralab;

class TestWholeRun : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void flopsPerToken()
    {
        // Course §02: forward 2N and backward 4N per token; full recomputation runs the forward again: 8N.
        QCOMPARE(flopsPerParameterToken(Recompute::None), 6.0);
        QCOMPARE(flopsPerParameterToken(Recompute::Selective), 6.0);
        QCOMPARE(flopsPerParameterToken(Recompute::Full), 8.0);
        QVERIFY_REL(runFlops(7e9, 1e12, Recompute::None), 6 * 7e9 * 1e12, 1e-12);
    }

    void llama31_405b()
    {
        // Model card: 30.84 M H100 GPU-hours for 405B on 15.6 T tokens. 6 × 405e9 × 15.6e12 = 3.7908e25
        // FLOPs; at 989.4 TFLOP/s (datasheet, bf16 dense) and MFU 45 %: 3.7908e25 / 4.4523e14 / 3600 ≈ 23.65
        // M.
        const PublishedRun &r = kLlama31_405b;
        QCOMPARE(r.published, 30.84e6);
        const double flops = runFlops(r.params, r.tokens, Recompute::None);
        QVERIFY_REL(flops, 3.7908e25, 1e-12);
        const double hours = runGpuHours(flops, r.peak, 0.45);
        QVERIFY_REL(hours, 3.7908e25 / (989.4e12 * 0.45) / 3600, 1e-12);
        QVERIFY_REL(hours, 23.65e6, 1e-3);
        // About 23 % under the published figure.
        QVERIFY_REL(relativeError(hours, r.published), 23.65e6 / 30.84e6 - 1, 1e-3);
        QCOMPARE(qRound(100 * relativeError(hours, r.published)), -23);
        // The MFU that would match is 3.7908e25 / (989.4e12 × 3600 × 30.84e6) ≈ 34.5 %, under the 38 to 43 %
        // Meta measured (Llama 3 paper, Table 4): the rest is lost to restarts and long-context attention.
        const double matching = flops / (r.peak * 3600 * r.published);
        QVERIFY_REL(matching, 0.345, 2e-3);
        QVERIFY(matching < 0.38);
        QVERIFY_REL(runGpuHours(flops, r.peak, matching), r.published, 1e-12);
    }

    void gpt3_175b()
    {
        // Narayanan et al. §5.1: end-to-end time ≈ 8·T·P/(n·X), T = 300e9 tokens, P = 175e9, n = 1024 A100,
        // X = 140 TFLOP/s per GPU: 4.2e23 / 1.4336e17 s ≈ 33.9 days, "about 34 days".
        const PublishedRun &r = kGpt3_175b;
        const double flops8 = runFlops(r.params, r.tokens, Recompute::Full);
        QVERIFY_REL(flops8, 8 * 175e9 * 300e9, 1e-12);
        const double paperDays = runDays(runGpuHours(flops8, 140e12, 1.0), r.gpus);
        QVERIFY_REL(paperDays, 4.2e23 / (1024 * 140e12) / 86400, 1e-12);
        QCOMPARE(qRound(paperDays), 34);
        // 140 of the A100's 312 TFLOP/s is an MFU of 44.9 %: the course's 45 % with 8N agrees within 1 %
        // (4.2e23 / (1024 × 312e12 × 0.45) s = 33.81 days), and 6N is a quarter under (25.36 days).
        const double days8 = runDays(runGpuHours(flops8, r.peak, 0.45), r.gpus);
        QVERIFY_REL(days8, 33.81, 1e-3);
        QVERIFY(std::abs(relativeError(days8, r.published)) < 0.01);
        const double days6 =
            runDays(runGpuHours(runFlops(r.params, r.tokens, Recompute::None), r.peak, 0.45), r.gpus);
        QVERIFY_REL(days6, 33.81 * 6 / 8, 1e-3);
        QCOMPARE(qRound(100 * relativeError(days6, r.published)), -25);
    }

    void attentionFlops()
    {
        // Narayanan et al. §5.1 and appendix: 96·B·s·l·h²·(1 + s/(6h)) FLOPs per iteration with recomputation
        // (the logits' term aside): per token 96·l·h² + 16·l·h·s. GPT-3 175B (l = 96, h = 12288, s = 2048):
        // the attention adds 16 × 96 × 12288 × 2048 ≈ 3.87e10, with N ≈ 12·l·h² = 1.74e11 parameters.
        const double l = 96, h = 12288, sq = 2048, n = 12 * l * h * h;
        const AttentionFlops a{true, 96, h, sq};
        QVERIFY_REL(trainingFlopsPerToken(n, Recompute::Full, a), 96 * l * h * h * (1 + sq / (6 * h)), 1e-12);
        // Without recomputation: 6N + 12·l·h·s; not counted: the course's 6N.
        QVERIFY_REL(trainingFlopsPerToken(n, Recompute::None, a), 6 * n + 12 * l * h * sq, 1e-12);
        QVERIFY_REL(trainingFlopsPerToken(n, Recompute::None, {false, 96, h, sq}), 6 * n, 1e-12);
        // Llama 3.1 405B at 8 192 tokens: 12 × 126 × 16384 × 8192 ≈ 2.03e11 per token, 8.4 % over 6N: the
        // model's error against Meta's GPU-hours goes from −23 % to −17 %.
        const PublishedRun &r = kLlama31_405b;
        const double withAttention = publishedFlopsPerToken(r, Recompute::None, true);
        QVERIFY_REL(withAttention, 6 * 405e9 + 12.0 * 126 * 16384 * 8192, 1e-12);
        const double err = relativeError(runGpuHours(withAttention * r.tokens, r.peak, 0.45), r.published);
        QCOMPARE(qRound(100 * err), -17);
    }

    void daysSpreadTheHours()
    {
        // 24 000 GPU-hours on 100 GPUs: 240 hours, 10 days.
        QVERIFY_REL(runDays(24000, 100), 10.0, 1e-12);
    }
};

QTEST_APPLESS_MAIN(TestWholeRun)
#include "tst_wholerun.moc"
