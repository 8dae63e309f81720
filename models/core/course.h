#pragma once
// The course's exercise functions under their own names, and the inputs of its printed tables.
// Each wraps the general model function it corresponds to, so the course's code maps one to one.
#include "roofline.h"
#include "serving.h"

#include <array>
#include <optional>
#include <string_view>
#include <vector>

namespace infralab::course {

/// Exercise 1 `temps_noyau(flops, octets, pic, bw)` = max(flops/pic, octets/bw) (theorem 1).
double tempsNoyau(double flops, double octets, double pic, double bw);
/// Exercise 1 `regime(flops, octets, pic, bw)`: memory when octets/bw > flops/pic.
Regime regime(double flops, double octets, double pic, double bw);
/// Exercise 2 `memoire_entrainement(N, n_gpu, strategie, activ_go=10)` in GB (10⁹ bytes) per GPU,
/// strategie ∈ {"ddp", "fsdp", "lora"}; nullopt for another strategy, as the course's code returns None.
std::optional<double> memoireEntrainement(double n, int nGpu, std::string_view strategie, double activGo = 10);
/// Exercise 2 `gpus_necessaires(N, strategie, mem_gpu=80, activ_go=10)`: smallest n in {1, …, 64}.
std::optional<int> gpusNecessaires(double n, std::string_view strategie, double memGpuGo = 80, double activGo = 10);
/// Exercise 3 `temps_allreduce(S, n, bw, latence=10e-6)` = 2(n − 1)(S/n/bw + latence).
double tempsAllreduce(double s, int n, double bw, double latence = 10e-6);
/// Section 02's code line "FSDP : communication ≈ 3 * t_allreduce": three whole ring all-reduces of 2N bytes.
/// Twice the course's own formula sheet (≈ 3 × 2N bytes), which fsdpCommunicationTime follows; the printed
/// table keeps this line as the course prints it.
double communicationFsdpCode(double n, int nGpu, double bw);
/// Exercise 3 `bulle(p, m)` = (p − 1)/(m + p − 1) (theorem 3).
double bulle(int p, int m);
/// Exercise 4 `capacite(B, ttft, tpot, n_out=300)` = B/(ttft + n_out·tpot) requests/s.
double capacite(double b, double ttft, double tpot, double nOut = 300);
/// Exercise 4 `gpus_pour(req_s, slo_s, options, n_out=300)` with a 30 % margin.
std::optional<GpuPlan> gpusPour(double reqS, double sloS, const std::vector<BatchOption> &options,
                                double nOut = 300);

// Inputs of the printed tables, as the course's code sets them.
inline constexpr double kTable01Params = 7e9;   ///< section 01: a 7B model
inline constexpr double kTable01Mfu = 0.45;     ///< section 01: training at MFU 45 %
inline constexpr double kRidgeThreshold = 300;  ///< section 01: "mémoire if I < 300" on H100
struct MatmulCase
{
    double m, k, n;
    const char *labelFr, *labelEn;
};
inline constexpr std::array<MatmulCase, 4> kMatmulCases = {{
    {1, 4096, 4096, "vecteur × matrice (décodage lot 1)", "vector × matrix (decode, batch 1)"},
    {64, 4096, 4096, "lot 64", "batch 64"},
    {4096, 4096, 4096, "entraînement, 4096 tokens", "training, 4096 tokens"},
    {32, 128, 128, "petite couche (edge)", "small layer (edge)"},
}};
inline constexpr std::array<double, 3> kTrainingMemoryParams = {1e9, 7e9, 70e9};
inline constexpr double kTrainingGpuMemoryGb = 80;

// Section 02.
inline constexpr double kParallelParams = 7e9, kParallelGpus = 8, kNvlinkBw = 450e9, kInfinibandBw = 50e9;
inline constexpr double kParallelPeak = 990e12, kParallelMfu = 0.45, kGlobalBatchTokens = 4e6;
inline constexpr std::array<std::array<int, 2>, 4> kPipelineCases = {{{4, 8}, {4, 32}, {8, 32}, {16, 64}}};
inline constexpr std::array<double, 2> kSerialFractions = {0.01, 0.05};
inline constexpr double kAmdahlGpus = 64;

// Section 03: an 8B GQA model on an H100 at 60 % of the peak.
inline constexpr std::array<int, 6> kServingBatches = {1, 8, 32, 64, 128, 256};
inline constexpr double kServingPricePerHour = 4.0, kCapacityRate = 200, kCapacityBatch = 64;
inline constexpr double kCapacityMargin = 0.3;
ServingInputs servingExample();

// Section 05: sensitivity volumes (requests per day).
inline constexpr std::array<double, 4> kSensitivityVolumes = {3000, 10000, 30000, 100000};

} // namespace infralab::course
