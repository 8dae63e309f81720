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

/// Bytes each parameter stores for training, each part in its own precision (the course's 16 by default).
/// B = b_w + b_g + K with K = b_master + 2·b_opt, ZeRO's K (Rajbhandari et al. §3.1) generalised:
///  - b_master = 0 with no master copy (pure 16-bit training);
///  - 8-bit Adam keeps both moments in one byte each, 2 bytes instead of 8 (Dettmers et al., "8-bit
///    Optimizers via Block-wise Quantization", ICLR 2022; its one fp32 scale per block of 2 048 values,
///    0.2 % more, is left out): 2 + 4 + 2 + 2 = 10 bytes per parameter.
struct TrainingBytes
{
    double weights = kWeightBytes;     ///< b_w, the working weights
    double gradients = kGradientBytes; ///< b_g
    double master = kMasterBytes;      ///< b_master, 0 when there is no master copy
    double moments = kMomentBytes;     ///< Adam's m and v: 2 × the optimizer precision's bytes
    double optimizerStates() const { return master + moments; }                 ///< K
    double perParam() const { return weights + gradients + optimizerStates(); } ///< B
};

/// Memory of one GPU, by component, in bytes.
struct TrainingMemory
{
    double weights = 0;     ///< working weights
    double master = 0;      ///< master copy
    double moments = 0;     ///< Adam first and second moments
    double gradients = 0;   ///< gradients
    double activations = 0; ///< as given by the caller
    double states() const { return weights + master + moments + gradients; }
    double total() const { return states() + activations; }
};

/// How the cluster splits the model: over modelParallel = TP·PP GPUs first, each holding 1/(TP·PP) of the
/// layers' parameters, then ZeRO/FSDP shards over the dataParallel = DP replicas.
struct TrainingSplit
{
    int modelParallel = 1; ///< t·p
    int dataParallel = 1;  ///< d
};

/// Per-GPU memory for `params` parameters (Rajbhandari et al., ZeRO, SC 2020, §5.1 and figure 1, with
/// K = b_master + 2·b_opt; the model-parallel split first, Narayanan et al., Megatron-LM, SC 2021 §2).
/// With N' = N/(t·p) the parameters a GPU's layers hold and d the data-parallel degree:
///  - DDP: everything replicated over d, B·N' (course: 16N with t = p = 1).
///  - ZeRO-1 (P_os): (b_w + b_g)·N' + K·N'/d — optimizer states (master + moments) sharded.
///  - ZeRO-2 (P_os+g): b_w·N' + (b_g + K)·N'/d — gradients sharded too.
///  - ZeRO-3 / FSDP (P_os+g+p): B·N'/d — parameters sharded too (course: ≈ 16N/n + activations).
///  - LoRA (course exercise 2): b_w·N' frozen weights + B bytes for each adapter parameter,
///    adapters = loraFraction·N' (1 % in the course); not sharded over d.
/// Activations (bytes) are added unchanged.
TrainingMemory trainingMemory(double params, TrainingSplit split, Strategy s, double activationBytes,
                              double loraFraction, const TrainingBytes &bytes);
/// The course's exercise 2: t = p = 1, `gpus` data-parallel GPUs, 16 bytes per parameter.
TrainingMemory trainingMemory(double params, int gpus, Strategy s, double activationBytes,
                              double loraFraction = 0.01);

/// Largest GPU count gpusNeeded tries: exercise 2's {1, 2, 4, …, 64}, and the explorer's powers of two up to
/// 16 384, which reach the models that need more (Llama 3.1 405B was trained on 16 384 H100).
inline constexpr int kCourseMostGpus = 64, kExplorerMostGpus = 16384;

/// Exercise 2 `gpus_necessaires`: the smallest n in {1, 2, 4, …, mostGpus} with memory ≤ gpuMemory, or none.
std::optional<int> gpusNeeded(double params, Strategy s, double gpuMemory, double activationBytes,
                              double loraFraction = 0.01, int mostGpus = kCourseMostGpus);
/// The explorer's count on a cluster whose model-parallel degree t·p is fixed: the smallest n = t·p·d, d in
/// {1, 2, 4, …} and n ≤ mostGpus, whose memory (trainingMemory with `bytes`) is ≤ gpuMemory, or none.
/// With t·p = 1 and the default bytes, exercise 2's gpusNeeded.
std::optional<int> gpusNeeded(double params, Strategy s, double gpuMemory, double activationBytes,
                              double loraFraction, int mostGpus, const TrainingBytes &bytes,
                              int modelParallel);

} // namespace infralab
