#pragma once
// Every scenario input as a typed constant, e.g. Key::ServingBatch: a misspelt key does not compile. The
// dotted names ("serving.batch") are used only at the edges (scenario files, `--set`, JSON, presets, the
// README's list) through keyName() and keyFromName(); scenarioschema.cpp gives each key its type, default and
// range.
#include <QHashFunctions>
#include <QLatin1String>
#include <QStringView>
#include <optional>

// The one list of keys: X(identifier, dotted name), in the order of the schema and of `infralab list keys`.
#define INFRALAB_SCENARIO_KEYS(X)                                                                            \
    X(HardwareGpu, "hardware.gpu")                                                                           \
    X(HardwareCompareGpu, "hardware.compare_gpu")                                                            \
    X(Precision, "precision")                                                                                \
    X(ModelPreset, "model.preset")                                                                           \
    X(ModelFree, "model.free")                                                                               \
    X(ModelParams, "model.params")                                                                           \
    X(ModelActiveRatio, "model.active_ratio")                                                                \
    X(ModelExperts, "model.experts")                                                                         \
    X(ModelExpertsPerToken, "model.experts_per_token")                                                       \
    X(ModelLayers, "model.layers")                                                                           \
    X(ModelDModel, "model.d_model")                                                                          \
    X(ModelHeads, "model.heads")                                                                             \
    X(ModelKvHeads, "model.kv_heads")                                                                        \
    X(ModelHeadDim, "model.head_dim")                                                                        \
    X(TrainingMfu, "training.mfu")                                                                           \
    X(ServingBatch, "serving.batch")                                                                         \
    X(ServingPromptTokens, "serving.prompt_tokens")                                                          \
    X(ServingOutputTokens, "serving.output_tokens")                                                          \
    X(ServingEfficiency, "serving.efficiency")                                                               \
    X(ServingBandwidthEfficiency, "serving.bandwidth_efficiency")                                            \
    X(ServingMemoryFraction, "serving.memory_fraction")                                                      \
    X(ServingWeightPrecision, "serving.weight_precision")                                                    \
    X(ServingKvPrecision, "serving.kv_precision")                                                            \
    X(ServingRequestRate, "serving.request_rate")                                                            \
    X(ServingSloS, "serving.slo_s")                                                                          \
    X(ServingMargin, "serving.margin")                                                                       \
    X(ServingTensorParallel, "serving.tensor_parallel")                                                      \
    X(TrainingStrategy, "training.strategy")                                                                 \
    X(TrainingGpus, "training.gpus")                                                                         \
    X(TrainingActivationsGb, "training.activations_gb")                                                      \
    X(TrainingLoraFraction, "training.lora_fraction")                                                        \
    X(TrainingWeightPrecision, "training.weight_precision")                                                  \
    X(TrainingGradientPrecision, "training.gradient_precision")                                              \
    X(TrainingMasterPrecision, "training.master_precision")                                                  \
    X(TrainingOptimizerPrecision, "training.optimizer_precision")                                            \
    X(TrainingActivationPrecision, "training.activation_precision")                                          \
    X(TrainingTokensPerStep, "training.tokens_per_step")                                                     \
    X(TrainingTensorParallel, "training.tensor_parallel")                                                    \
    X(TrainingPipelineStages, "training.pipeline_stages")                                                    \
    X(TrainingDataParallel, "training.data_parallel")                                                        \
    X(TrainingMicrobatches, "training.microbatches")                                                         \
    X(TrainingSchedule, "training.schedule")                                                                 \
    X(TrainingInterleave, "training.interleave")                                                             \
    X(TrainingBackwardRatio, "training.backward_ratio")                                                      \
    X(TrainingIntraBw, "training.intra_bw")                                                                  \
    X(TrainingInterBw, "training.inter_bw")                                                                  \
    X(TrainingLatencyS, "training.latency_s")                                                                \
    X(TrainingOverlap, "training.overlap")                                                                   \
    X(TrainingSerialFraction, "training.serial_fraction")                                                    \
    X(TrainingActivationsMode, "training.activations_mode")                                                  \
    X(TrainingSeqLen, "training.seq_len")                                                                    \
    X(TrainingMicroBatchSize, "training.micro_batch_size")                                                   \
    X(TrainingRecompute, "training.recompute")                                                               \
    X(TrainingSequenceParallel, "training.sequence_parallel")                                                \
    X(TrainingFlashAttention, "training.flash_attention")                                                    \
    X(TrainingTokensTotal, "training.tokens_total")                                                          \
    X(TrainingAttentionFlops, "training.attention_flops")                                                    \
    X(CostRequestsPerDay, "cost.requests_per_day")                                                           \
    X(CostYears, "cost.years")                                                                               \
    X(CostApiInputEurPerMtok, "cost.api_input_eur_per_mtok")                                                 \
    X(CostApiOutputEurPerMtok, "cost.api_output_eur_per_mtok")                                               \
    X(CostGpuEurPerHour, "cost.gpu_eur_per_hour")                                                            \
    X(CostBatch, "cost.batch")                                                                               \
    X(CostLatencyS, "cost.latency_s")                                                                        \
    X(CostPeakFactor, "cost.peak_factor")                                                                    \
    X(CostOnpremGpus, "cost.onprem_gpus")                                                                    \
    X(CostOnpremGpuEur, "cost.onprem_gpu_eur")                                                               \
    X(CostHostingEurPerMonth, "cost.hosting_eur_per_month")                                                  \
    X(CostPowerKw, "cost.power_kw")                                                                          \
    X(CostEurPerKwh, "cost.eur_per_kwh")                                                                     \
    X(CostPue, "cost.pue")                                                                                   \
    X(CostOpsFte, "cost.ops_fte")                                                                            \
    X(CostFteEurPerYear, "cost.fte_eur_per_year")                                                            \
    X(CostEdgeDevices, "cost.edge_devices")                                                                  \
    X(CostEdgeUnitEur, "cost.edge_unit_eur")                                                                 \
    X(CostEdgeMaintenanceEurPerYear, "cost.edge_maintenance_eur_per_year")                                   \
    X(CostGridGco2PerKwh, "cost.grid_gco2_per_kwh")                                                          \
    X(CostCloudGpuKw, "cost.cloud_gpu_kw")                                                                   \
    X(CostEdgeDeviceKw, "cost.edge_device_kw")                                                               \
    X(ChooseConfidentiality, "choose.confidentiality")                                                       \
    X(ChooseLatency, "choose.latency")                                                                       \
    X(ChooseAvailability, "choose.availability")                                                             \
    X(ChooseVariableLoad, "choose.variable_load")                                                            \
    X(ChooseOpsSkills, "choose.ops_skills")                                                                  \
    X(ChooseVendorLockIn, "choose.vendor_lock_in")                                                           \
    X(ChooseCarbon, "choose.carbon")                                                                         \
    X(ChooseRegulation, "choose.regulation")                                                                 \
    X(PlatformStorageBw, "platform.storage_bw")                                                              \
    X(PlatformGpuMtbfHours, "platform.gpu_mtbf_hours")                                                       \
    X(PlatformUtilisation, "platform.utilisation")                                                           \
    X(PlatformCompileSpeedup, "platform.compile_speedup")

namespace infralab {

enum class Key : unsigned char
{
#define INFRALAB_KEY_ENUMERATOR(id, name) id,
    INFRALAB_SCENARIO_KEYS(INFRALAB_KEY_ENUMERATOR)
#undef INFRALAB_KEY_ENUMERATOR
};

#define INFRALAB_KEY_COUNT(id, name) +1
inline constexpr int kKeyCount = 0 INFRALAB_SCENARIO_KEYS(INFRALAB_KEY_COUNT);
#undef INFRALAB_KEY_COUNT

/// The dotted name of `key`, e.g. "serving.batch".
QLatin1String keyName(Key key);
/// The key named `name`, or none when no input has that name (a file or `--set` from elsewhere).
std::optional<Key> keyFromName(QStringView name);

inline size_t qHash(Key key, size_t seed = 0) noexcept
{
    return ::qHash(static_cast<int>(key), seed);
}

} // namespace infralab
