// Serving on t GPUs (tensorparallel.h, serving.h): the heads' split, Megatron-LM's two all-reduces per layer
// by theorem 2's ring formula, Llama 3 70B in bf16 on 4 × H100, the capacity plan in copies of t GPUs, and
// the prefill's attention FLOPs. Every expected number is computed here from the course, the model's config
// (reference §2) and the datasheet.
#include "serving.h"
#include "tensorparallel.h"
#include "testutil.h"

#include <cmath>

using namespace infralab;

namespace {
// Llama 3 70B (reference §2, Meta-Llama-3-70B config): 70.554 B parameters, 80 layers, d_model 8192, 64
// heads, 8 KV heads of 128. The course's H100 SXM (section 01): 990 TFLOP/s bf16, 3.35 TB/s, 80 GB; η = 0.6,
// 90 % usable; NVLink 4, 450 GB/s per direction (course section 02, BW_nvlink).
constexpr double N70 = 70.554e9, L70 = 80, H70 = 8192, Heads70 = 64, Kv70 = 8, Dk = 128;
constexpr double Peak = 990e12, Eta = 0.6, Beta = 3.35e12, Mem = 80e9, NvLink = 450e9;
constexpr double Prompt = 1500, Output = 300;

ServingInputs llama70b(int t)
{
    return {.params = N70,
            .activeParams = N70,
            .layers = int(L70),
            .kvHeads = int(Kv70),
            .headDim = int(Dk),
            .weightBytesPerValue = 2,
            .kvBytesPerValue = 2,
            .promptTokens = Prompt,
            .outputTokens = Output,
            .peak = Peak,
            .efficiency = Eta,
            .bandwidth = Beta,
            .memory = Mem,
            .memoryFraction = 0.9,
            .tensorParallel = t,
            .heads = int(Heads70),
            .hidden = H70,
            .activationBytesPerValue = 2,
            .interconnect = NvLink};
}

/// Theorem 2 written out: a ring all-reduce of S bytes on n GPUs sends 2(n − 1)/n · S per GPU at BW.
double ring(double bytes, double n, double bw)
{
    return 2 * (n - 1) / n * bytes / bw;
}
} // namespace

class TestTensorParallel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void headsSplit()
    {
        // Megatron-LM splits attention by heads: t must divide the 64 query heads.
        QVERIFY(tensorParallelSplitsHeads(64, 8, 4));
        QVERIFY(tensorParallelSplitsHeads(64, 8, 8));
        QVERIFY(!tensorParallelSplitsHeads(64, 8, 3));
        // 16 GPUs for 8 KV heads: each KV head on 2 GPUs.
        QVERIFY(tensorParallelSplitsHeads(64, 8, 16));
        // 40 heads (Llama 2 13B) do not split over 16; 6 KV heads neither split over 4 nor replicate evenly.
        QVERIFY(!tensorParallelSplitsHeads(40, 40, 16));
        QVERIFY(!tensorParallelSplitsHeads(64, 6, 4));
        // 8 KV heads over 4 GPUs: 2 each; over 16: each GPU keeps 1.
        QCOMPARE(kvHeadsPerGpu(8, 4), 2.0);
        QCOMPARE(kvHeadsPerGpu(8, 16), 1.0);
        QCOMPARE(kvHeadsPerGpu(8, 1), 8.0);
    }

    void twoAllReducesPerLayer()
    {
        // One decode step of B = 64 on 4 GPUs: 2 · 80 all-reduces of 64 · 8192 · 2 bytes.
        const double bytes = 64 * H70 * 2;
        QVERIFY_REL(tensorParallelForwardTime(64, H70, 2, 80, 4, NvLink), 2 * L70 * ring(bytes, 4, NvLink),
                    1e-12);
        // 1 MiB each: 2(4 − 1)/4 · 1 048 576 / 450e9 = 3.495 µs; 160 of them = 0.559 ms.
        QVERIFY_REL(tensorParallelForwardTime(64, H70, 2, 80, 4, NvLink), 160 * 1.5 * 1048576 / 450e9, 1e-12);
        QCOMPARE(tensorParallelForwardTime(64, H70, 2, 80, 1, NvLink), 0.0);
    }

    void llama70bFitsOnFourH100()
    {
        // 70.554e9 · 2 = 141.1 GB of weights: more than 0.9 · 80 = 72 GB on one GPU.
        QVERIFY(!servingPoint(llama70b(1), 1).fits);
        QCOMPARE(maxBatchThatFits(llama70b(1)), 0.0);
        // On 4: 35.28 GB each, plus 2 of the 8 KV heads: 2·80·2·128·2 = 81 920 bytes per token and GPU.
        const double b = 64;
        const ServingPoint p = servingPoint(llama70b(4), b);
        const double weightsPerGpu = N70 * 2 / 4, kvPerGpu = 2 * L70 * 2 * Dk * 2 * (Prompt + Output) * b;
        QVERIFY_REL(p.weightBytesPerGpu, 35.277e9, 1e-12);
        QVERIFY_REL(p.kvBytesPerGpu, kvPerGpu, 1e-12);
        QVERIFY_REL(p.kvBytesPerGpu, 81920.0 * 1800 * 64, 1e-12);
        QVERIFY(p.fits); // 35.28 + 9.44 = 44.7 GB < 72 GB
        // The whole batch's cache is still the course's 2·L·h_kv·d_k·b_kv per token.
        QVERIFY_REL(p.kvBytes, 327680.0 * 1800 * 64, 1e-12);
        // B_max: the largest B with 35.277e9 + B · 81 920 · 1 800 < 72e9, i.e. B < 249.03.
        QCOMPARE(maxBatchThatFits(llama70b(4)), std::floor((72e9 - weightsPerGpu) / (81920.0 * 1800)));
        QCOMPARE(maxBatchThatFits(llama70b(4)), 249.0);
    }

    void llama70bTimesOnFourH100()
    {
        const double b = 64, t = 4;
        const ServingPoint p = servingPoint(llama70b(4), b);
        const double weightsPerGpu = N70 * 2 / t, kvPerGpu = 81920.0 * 1800 * b;
        const double decodeComm = 2 * L70 * ring(b * H70 * 2, t, NvLink);
        const double tpot =
            std::max((weightsPerGpu + kvPerGpu) / Beta, 2 * N70 * b / (t * Peak * Eta)) + decodeComm;
        QVERIFY_REL(p.decodeCommunication, decodeComm, 1e-12);
        QVERIFY_REL(p.tpot, tpot, 1e-12);
        // Memory-bound: 44.71 GB / 3.35 TB/s = 13.35 ms, plus 0.56 ms of all-reduces.
        QVERIFY_REL(p.tpot, 13.907e-3, 1e-3);
        const double prefillComm = 2 * L70 * ring(b * Prompt * H70 * 2, t, NvLink);
        const double ttft =
            std::max(2 * N70 * Prompt * b / (t * Peak * Eta), (weightsPerGpu + kvPerGpu) / Beta) +
            prefillComm;
        QVERIFY_REL(p.prefillCommunication, prefillComm, 1e-12);
        QVERIFY_REL(p.ttft, ttft, 1e-12);
        // The sweep the charts draw gives the same numbers.
        Eigen::ArrayXd batches(1);
        batches << b;
        const ServingSweep sweep = servingSweep(llama70b(4), batches);
        QVERIFY_REL(sweep.tpot[0], tpot, 1e-12);
        QVERIFY_REL(sweep.ttft[0], ttft, 1e-12);
        QVERIFY(sweep.fits[0]);
    }

    void oneGpuIsTheCourse()
    {
        // t = 1: no all-reduce, every figure the course's service(B).
        const ServingPoint p = servingPoint(llama70b(1), 8);
        QCOMPARE(p.decodeCommunication, 0.0);
        QCOMPARE(p.prefillCommunication, 0.0);
        const double w = N70 * 2, kv = 327680.0 * 1800 * 8;
        QCOMPARE(p.tpot, std::max((w + kv) / Beta, 2 * N70 * 8 / (Peak * Eta)));
        QCOMPARE(p.ttft, std::max(2 * N70 * Prompt * 8 / (Peak * Eta), (w + kv) / Beta));
    }

    void planCountsCopiesOfTGpus()
    {
        // Exercise 4's planner with each copy on 4 GPUs: 4 · ⌈200 · 1.3 / c⌉, c = B/(TTFT + n_out·TPOT).
        const std::vector<BatchOption> options = {{8, 0.5, 0.012}, {16, 1.0, 0.0125}};
        const auto plan = gpusFor(200, 6, options, Output, 0.3, 4);
        QVERIFY(plan.has_value());
        const double c8 = 8 / (0.5 + 300 * 0.012), c16 = 16 / (1.0 + 300 * 0.0125);
        const double copies = std::min(std::ceil(260 / c8), std::ceil(260 / c16));
        QCOMPARE(double(plan->replicas), copies);
        QCOMPARE(double(plan->gpus), 4 * copies);
        QCOMPARE(plan->batch, 16.0); // c16 = 3.37 req/s beats c8 = 1.95
    }

    void prefillAttention()
    {
        // Q·Kᵀ and A·V: 2·n²·h each per layer, forward only: 4·L·h·n² per prompt, the third of training's
        // 12·L·h·s per token (Narayanan et al. 2021) once divided by n.
        QCOMPARE(prefillAttentionFlops(80, H70, 1500), 4.0 * 80 * 8192 * 1500 * 1500);
        QVERIFY_REL(prefillAttentionFlops(80, H70, 1500) / 1500 * 3, 12.0 * 80 * 8192 * 1500, 1e-12);
        // Counted, it adds to the prefill's FLOPs: 1 GPU, B = 1, compute-bound.
        ServingInputs in = llama70b(1);
        in.attentionFlops = true;
        const double flops = 2 * N70 * Prompt + 4 * L70 * H70 * Prompt * Prompt;
        const double read = N70 * 2 / Beta + 327680.0 * 1800 / Beta;
        QVERIFY_REL(servingPoint(in, 1).ttft, std::max(flops / (Peak * Eta), read), 1e-12);
        // 4·80·8192·1500² = 5.9 TFLOP beside 2N·n = 211.7 TFLOP: +2.8 %.
        QVERIFY_REL(servingPoint(in, 1).ttft / servingPoint(llama70b(1), 1).ttft, 1.02787, 1e-4);
    }
};

QTEST_APPLESS_MAIN(TestTensorParallel)
#include "tst_tensorparallel.moc"
