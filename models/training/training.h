#pragma once
// Training memory per GPU (course formula "mémoire d'entraînement", exercise 2; ZeRO paper).
#include <optional>
#include <string_view>

namespace infralab {

enum class Strategy { DDP, ZeRO1, ZeRO2, ZeRO3, FSDP, LoRA };

std::string_view strategyKey(Strategy s);
std::optional<Strategy> strategyFromKey(std::string_view key);

/// Bytes per parameter with Adam in mixed precision (course): 2 (bf16 weights) + 4 (fp32 master
/// weights) + 4 + 4 (Adam moments m and v in fp32) + 2 (bf16 gradient) = 16.
inline constexpr double kWeightBytes = 2, kMasterBytes = 4, kMomentBytes = 8, kGradientBytes = 2;
inline constexpr double kAdamMixedBytesPerParam = kWeightBytes + kMasterBytes + kMomentBytes + kGradientBytes;

/// Memory of one GPU, by component, in bytes.
struct TrainingMemory
{
    double weights = 0;     ///< bf16 working weights
    double master = 0;      ///< fp32 master copy
    double moments = 0;     ///< Adam first and second moments
    double gradients = 0;   ///< bf16 gradients
    double activations = 0; ///< as given by the caller
    double states() const { return weights + master + moments + gradients; }
    double total() const { return states() + activations; }
};

/// Per-GPU memory for `params` parameters on `gpus` GPUs (Rajbhandari et al., ZeRO, SC 2020, §5.1
/// and figure 1, with K = 12 bytes of optimizer state per parameter):
///  - DDP: everything replicated, 16N.
///  - ZeRO-1 (P_os): 2N + 2N + 12N/n — optimizer states (master + moments) sharded.
///  - ZeRO-2 (P_os+g): 2N + 14N/n — gradients sharded too.
///  - ZeRO-3 / FSDP (P_os+g+p): 16N/n — parameters sharded too (course: ≈ 16N/n + activations).
///  - LoRA (course exercise 2): 2N frozen bf16 weights + 16 bytes for each adapter parameter,
///    adapters = loraFraction·N (1 % in the course); not sharded.
/// Activations (bytes) are added unchanged.
TrainingMemory trainingMemory(double params, int gpus, Strategy s, double activationBytes,
                              double loraFraction = 0.01);

/// Largest GPU count gpusNeeded tries: exercise 2's {1, 2, 4, …, 64}, and the explorer's powers of two up to
/// 16 384, which reach the models that need more (Llama 3.1 405B was trained on 16 384 H100).
inline constexpr int kCourseMostGpus = 64, kExplorerMostGpus = 16384;

/// Exercise 2 `gpus_necessaires`: the smallest n in {1, 2, 4, …, mostGpus} with memory ≤ gpuMemory, or none.
std::optional<int> gpusNeeded(double params, Strategy s, double gpuMemory, double activationBytes,
                              double loraFraction = 0.01, int mostGpus = kCourseMostGpus);

} // namespace infralab
