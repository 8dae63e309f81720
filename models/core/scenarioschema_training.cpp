// The training section's rows of the schema (section 02), apart so that no schema file grows too long.
#include "scenarioschema_detail.h"

#include <cstddef>

namespace infralab {

namespace {
constexpr std::ptrdiff_t kPrecisionsAt = 4; // strategy, GPUs, activations, LoRA share

/// The training precisions, after the LoRA share.
std::vector<ParamSpec> precisionRows()
{
    using namespace schema_detail;
    return {
        // Each part of the 16 bytes per parameter in its own precision (the course's mixed precision by
        // default); "none" is pure 16-bit training, fp8/int8 moments are 8-bit Adam (Dettmers et al. 2022).
        choice(Key::TrainingWeightPrecision, "bf16", {"fp32", "bf16", "fp16", "fp8"},
               QT_TRANSLATE_NOOP("Scenario", "Training precision of the weights")),
        choice(Key::TrainingGradientPrecision, "bf16", {"fp32", "bf16", "fp16", "fp8"},
               QT_TRANSLATE_NOOP("Scenario", "Training precision of the gradients")),
        choice(Key::TrainingMasterPrecision, "fp32", {"fp32", "none"},
               QT_TRANSLATE_NOOP("Scenario", "Master copy of the weights")),
        choice(Key::TrainingOptimizerPrecision, "fp32", {"fp32", "bf16", "fp8", "int8"},
               QT_TRANSLATE_NOOP("Scenario", "Precision of Adam's two moments")),
        choice(Key::TrainingActivationPrecision, "bf16", {"fp32", "bf16", "fp16", "fp8"},
               QT_TRANSLATE_NOOP("Scenario", "Precision of the activations (from the shapes)")),
    };
}
/// Section 02's other rows, in the course's order.
std::vector<ParamSpec> sectionRows()
{
    using namespace schema_detail;
    return {
        choice(Key::TrainingStrategy, "fsdp", {"ddp", "zero1", "zero2", "zero3", "fsdp", "lora"},
               QT_TRANSLATE_NOOP("Scenario", "Memory strategy")),
        countSlider(integer(Key::TrainingGpus, 8, 1, 1048576,
                            QT_TRANSLATE_NOOP("Scenario", "GPU count n = TP × PP × DP"), true),
                    1, 4096, true, QT_TRANSLATE_NOOP("Units", "GPU")),
        slider(real(Key::TrainingActivationsGb, 10, 0, 100000, "GB",
                    QT_TRANSLATE_NOOP("Scenario", "Activation memory per GPU")),
               {0, 200, false, 1, 0, QT_TRANSLATE_NOOP("Units", "GB")}),
        slider(real(Key::TrainingLoraFraction, 0.01, 0.0001, 1, "",
                    QT_TRANSLATE_NOOP("Scenario", "LoRA adapter parameters as a share of N")),
               {0.0001, 1, true, 100, 2, QT_TRANSLATE_NOOP("Units", "%")}),
        slider(real(Key::TrainingTokensPerStep, 4e6, 1, 1e12, "",
                    QT_TRANSLATE_NOOP("Scenario", "Global batch in tokens per step"), true),
               {1e4, 1.6e7, true, 1e-6, 2, QT_TRANSLATE_NOOP("Units", "M tokens")}),
        countSlider(integer(Key::TrainingTensorParallel, 1, 1, 1024,
                            QT_TRANSLATE_NOOP("Scenario", "Tensor-parallel degree")),
                    1, 64),
        countSlider(integer(Key::TrainingPipelineStages, 8, 1, 1024,
                            QT_TRANSLATE_NOOP("Scenario", "Pipeline stages p (pipeline-parallel degree)")),
                    1, 64),
        countSlider(integer(Key::TrainingDataParallel, 1, 1, 1000000,
                            QT_TRANSLATE_NOOP("Scenario", "Data-parallel degree")),
                    1, 4096),
        countSlider(integer(Key::TrainingMicrobatches, 32, 1, 65536,
                            QT_TRANSLATE_NOOP("Scenario", "Micro-batches m"), true),
                    1, 256),
        choice(Key::TrainingSchedule, "gpipe", {"gpipe", "1f1b", "interleaved"},
               QT_TRANSLATE_NOOP("Scenario", "Pipeline schedule")),
        countSlider(integer(Key::TrainingInterleave, 2, 1, 64,
                            QT_TRANSLATE_NOOP("Scenario", "Model chunks per stage v (interleaved schedule)")),
                    1, 8, false),
        unitSlider(real(Key::TrainingBackwardRatio, 2, 0.1, 10, "",
                        QT_TRANSLATE_NOOP("Scenario", "Backward time relative to forward")),
                   0.5, 4, false, 2, QT_TRANSLATE_NOOP("Units", "×")),
        slider(real(Key::TrainingIntraBw, 450e9, 1e6, 1e15, "B/s",
                    QT_TRANSLATE_NOOP("Scenario", "Intra-node bandwidth per GPU and direction (NVLink)"),
                    true),
               {1e9, 2e12, true, 1e-9, 0, QT_TRANSLATE_NOOP("Units", "GB/s")}),
        slider(real(Key::TrainingInterBw, 50e9, 1e6, 1e15, "B/s",
                    QT_TRANSLATE_NOOP("Scenario", "Inter-node bandwidth per GPU and direction (InfiniBand)"),
                    true),
               {1e9, 1e12, true, 1e-9, 1, QT_TRANSLATE_NOOP("Units", "GB/s")}),
        slider(real(Key::TrainingLatencyS, 10e-6, 0, 1, "s",
                    QT_TRANSLATE_NOOP("Scenario", "Latency per collective step")),
               {0, 1e-4, false, 1e6, 1, QT_TRANSLATE_NOOP("Units", "µs")}),
        boolean(Key::TrainingOverlap, true,
                QT_TRANSLATE_NOOP("Scenario", "Overlap communication with computation")),
        percent(real(Key::TrainingSerialFraction, 0.05, 0, 1, "",
                     QT_TRANSLATE_NOOP("Scenario", "Serial fraction s (Amdahl)")),
                0, 0.2, 1),
        // Activations from the shapes (Korthikanti et al. 2022); `input` keeps the course's typed 10 GB.
        choice(Key::TrainingActivationsMode, "input", {"input", "formula"},
               QT_TRANSLATE_NOOP("Scenario", "Activation memory: typed in, or from the shapes")),
        slider(integer(Key::TrainingSeqLen, 2048, 1, 10000000,
                       QT_TRANSLATE_NOOP("Scenario", "Sequence length s (tokens per sample)"), true),
               {128, 131072, true, 1, 0, QT_TRANSLATE_NOOP("Units", "tokens")}),
        countSlider(integer(Key::TrainingMicroBatchSize, 1, 1, 65536,
                            QT_TRANSLATE_NOOP("Scenario", "Micro-batch size b (sequences)"), true),
                    1, 64),
        choice(Key::TrainingRecompute, "none", {"none", "selective", "full"},
               QT_TRANSLATE_NOOP("Scenario", "Activation recomputation")),
        boolean(Key::TrainingSequenceParallel, false,
                QT_TRANSLATE_NOOP("Scenario", "Sequence parallelism (with tensor parallelism)")),
        boolean(Key::TrainingFlashAttention, false,
                QT_TRANSLATE_NOOP("Scenario", "FlashAttention (no attention matrix stored)")),
        slider(real(Key::TrainingTokensTotal, 15.6e12, 1e6, 1e16, "",
                    QT_TRANSLATE_NOOP("Scenario", "Training tokens for the whole run"), true),
               {1e9, 1e14, true, 1e-12, 3, QT_TRANSLATE_NOOP("Units", "T tokens"), true}),
        // Off by default: the course counts 6N per token (section 02) and 2N per prompt token (section 03).
        boolean(Key::TrainingAttentionFlops, false,
                QT_TRANSLATE_NOOP("Scenario",
                                  "Count the attention's FLOPs (training 12·L·h·s, prefill 4·L·h·n, decode "
                                  "4·L·h·ctx per token)")),
    };
}
} // namespace

/// Training: memory, parallelism, pipeline, communication (section 02).
std::vector<ParamSpec> schema_detail::trainingRows()
{
    std::vector<ParamSpec> rows = sectionRows();
    // After the LoRA share: the memory's inputs together, in the order of `list keys` and of the README.
    const std::vector<ParamSpec> precisions = precisionRows();
    rows.insert(rows.begin() + kPrecisionsAt, precisions.begin(), precisions.end());
    return rows;
}

} // namespace infralab
