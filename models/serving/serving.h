#pragma once
// Sizing an inference service (course section 03, theorem 4, exercise 4; Pope et al. 2022, §2).
#include <Eigen/Core>
#include <optional>
#include <vector>

namespace infralab {

/// Everything one serving estimate needs, in SI units.
struct ServingInputs
{
    double params = 8e9;          ///< N, total parameters (weights stored)
    double activeParams = 8e9;    ///< parameters used per token (N for dense models, less for MoE)
    int experts = 1;              ///< E expert FFNs per layer (1: dense)
    int expertsPerToken = 1;      ///< k experts each token is routed to
    int layers = 32;              ///< L
    int kvHeads = 8;              ///< h_kv (GQA)
    int headDim = 128;            ///< d_k
    double weightBytesPerValue = 2;
    double kvBytesPerValue = 2;
    double promptTokens = 1500;
    double outputTokens = 300;
    double peak = 990e12;         ///< device peak FLOP/s in the compute precision
    double efficiency = 0.6;      ///< η, share of the peak FLOP/s reached (course: 0.6)
    double bandwidthEfficiency =
        1.0;                      ///< η_bw, share of the bandwidth reached (course: 1, β = 3.35 TB/s as is)
    double bandwidth = 3.35e12;   ///< bytes/s
    double memory = 80e9;         ///< bytes
    double memoryFraction = 0.9;  ///< usable share of the memory (course: 0.9)
    int tensorParallel = 1;       ///< t GPUs sharing each layer (tensorparallel.h); 1: the course's one GPU
    int heads = 32;               ///< a query heads, which t must divide
    double hidden = 4096;         ///< h = d_model, the width of the activations the all-reduces carry
    double activationBytesPerValue = 2; ///< b_a, bytes per activation (the compute precision)
    double interconnect = 450e9;        ///< bytes/s per GPU and direction between the t GPUs (NVLink)
    bool attentionFlops = false; ///< count the attention's FLOPs in prefill and decode (off: the course's 2N)
};

struct ServingPoint
{
    double batch = 1;
    double weightBytes = 0;
    double decodeWeightBytes = 0; ///< weights one decode step reads: all of them, or the experts selected
    double kvBytes = 0;
    double weightBytesPerGpu = 0;    ///< W/t
    double kvBytesPerGpu = 0;        ///< the cache of the KV heads one GPU holds (kvHeadsPerGpu)
    double prefillCommunication = 0; ///< s, the prefill's tensor-parallel all-reduces
    double decodeCommunication = 0;  ///< s, one decode step's tensor-parallel all-reduces
    bool fits = false;               ///< per GPU: W/t + KV/GPU < φ·M
    double ttft = 0;            ///< s
    double tpot = 0;            ///< s
    double tokensPerSecond = 0; ///< generated tokens/s of the whole batch
    double latency = 0;         ///< s, end to end
};

/// Weight bytes = N · bytes per value (course section 03: octets_poids = 2N in bf16).
double weightBytes(double params, double bytesPerValue);

/// Weight bytes one decode step of a batch of B sequences reads: b_w · parametersReadPerStep (experts.h),
/// the weight bytes themselves for a dense model; a mixture of experts reads the shared weights and the
/// E·(1 − (1 − k/E)^B) experts its B tokens select, N_act·b_w at B = 1 (Mixtral 8x7B: 12.9 B of 46.7 B).
double decodeWeightBytes(const ServingInputs &in, double batch);

/// KV cache per token = 2 (K and V) · L · h_kv · d_k · bytes per value (course section 03).
/// 8B GQA model of the course: 2·32·8·128·2 = 131 072 bytes.
double kvBytesPerToken(int layers, int kvHeads, int headDim, double bytesPerValue);

/// KV cache of B sequences of (prompt + output) tokens each.
double kvCacheBytes(double bytesPerToken, double tokensPerSequence, double batch);

/// Weights + cache fit when they stay below fraction · memory (course: `< mem * 0.9`).
bool fitsInMemory(double weightBytes, double kvBytes, double memory, double fraction);

/// The course's `service(B)` (theorem 4 with the KV cache added to Q), P_eff = peak · η and β_eff = β · η_bw,
/// each efficiency on its own term of theorem 1's max (the course's code scales P by 0.6 and reads at the
/// full β, i.e. η_bw = 1; Pope et al. 2022 §2 likewise measure FLOP and memory-bandwidth utilisation apart):
///   TTFT = max(2N·prompt·B / P_eff, (weights + kv)/β_eff)   prefill, compute-bound
///   TPOT = max((decode weights + kv)/β_eff, 2N·B / P_eff)   decode, memory-bound (decodeWeightBytes)
///   tokens/s = B / TPOT;  latency = TTFT + n_out · TPOT.
/// On t GPUs (tensorparallel.h, Megatron-LM §3) each reads its 1/t of the weights and its KV heads at β_eff
/// and computes 1/t of the FLOPs at P_eff, then the layers' all-reduces follow, not overlapped:
///   TTFT = max((2N·n + A)·B / (t·P_eff), (W/t + KV/GPU)/β_eff) + 2L·allreduce(B·n·h·b_a)
///   TPOT = max((W_read/t + KV/GPU)/β_eff, (2N + A_tok)·B / (t·P_eff)) + 2L·allreduce(B·h·b_a)
/// A = 4·L·h·n² and A_tok = 4·L·h·(n + n_out) when the attention's FLOPs are counted (prefillAttentionFlops,
/// decodeAttentionFlops), else 0.
ServingPoint servingPoint(const ServingInputs &in, double batch);

/// Theorem 4: throughput grows with B up to B* = Q·P_eff/(2N·β_eff) (Q = weight bytes), then plateaus.
double kneeBatch(const ServingInputs &in);

/// Largest batch whose cache still fits on each GPU (0 when the weights alone do not fit).
double maxBatchThatFits(const ServingInputs &in);

/// € per million generated tokens = price per hour / (tokens/s · 3600) · 10⁶ (course formula;
/// 2.5 €/h at 800 tok/s gives 0.87 €).
double costPerMillionTokens(double pricePerHour, double tokensPerSecond);

/// Exercise 4 `capacite`: requests/s one GPU serves at batch B = B / (TTFT + n_out · TPOT).
double requestsPerSecondPerGpu(double batch, double ttft, double tpot, double outputTokens);

struct BatchOption
{
    double batch, ttft, tpot;
};
struct GpuPlan
{
    int gpus; ///< replicas · t
    double batch;
    int replicas; ///< copies of the model, each on t GPUs
};
/// Most GPUs a capacity plan may ask for: the largest GPU count a scenario accepts (training.gpus).
constexpr double kMaxPlannedGpus = 1e6;

/// Exercise 4 `gpus_pour`: among the options whose latency TTFT + n_out·TPOT ≤ SLO, the one that needs
/// the fewest GPUs, ceil(rate · (1 + margin) / capacity); ties go to the smaller batch. None if no
/// option meets the SLO, or if each one that does would need more than kMaxPlannedGpus. With tensor
/// parallelism a replica of the model takes t GPUs: t · ceil(rate · (1 + margin) / capacity of a replica).
std::optional<GpuPlan> gpusFor(double requestsPerSecond, double slo, const std::vector<BatchOption> &options,
                               double outputTokens, double margin = 0.3, int gpusPerReplica = 1);

/// The same estimate over many batches at once, for charts (vectorised with Eigen).
struct ServingSweep
{
    Eigen::ArrayXd batch, kvBytes, ttft, tpot, tokensPerSecond, latency;
    Eigen::Array<bool, Eigen::Dynamic, 1> fits;
};
ServingSweep servingSweep(const ServingInputs &in, const Eigen::ArrayXd &batches);

} // namespace infralab
