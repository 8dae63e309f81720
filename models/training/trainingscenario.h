#pragma once
// The training model's choices read from a Scenario (section 02): the adapter lives beside its model.
#include "activations.h"
#include "pipeline.h"
#include "scenario.h"
#include "steptime.h"
#include "training.h"
#include "wholerun.h"

namespace infralab {

/// The memory strategy of `s` (DDP when the key holds no known strategy).
Strategy trainingStrategy(const Scenario &s);
/// The bytes per parameter of `s`'s training precisions (`training.weight_precision`, …; TrainingBytes): the
/// course's 16 with the defaults.
TrainingBytes trainingBytes(const Scenario &s);
/// How `s`'s cluster splits the model: over TP·PP, then over DP (TrainingSplit).
TrainingSplit trainingSplit(const Scenario &s);
/// The memory per GPU of `s` with strategy `st` (its own strategy by default): its split, bytes and
/// activations.
TrainingMemory scenarioTrainingMemory(const Scenario &s, std::optional<Strategy> st = std::nullopt);
/// The explorer's GPUs needed for `s` with strategy `st` (its own by default): t·p fixed, d doubled up to
/// 16 384 GPUs.
std::optional<int> scenarioGpusNeeded(const Scenario &s, std::optional<Strategy> st = std::nullopt);
/// The pipeline schedule of `s` (GPipe when the key holds no known schedule).
Schedule pipelineSchedule(const Scenario &s);
/// The step-time model's inputs of `s` in SI units (steptime.h): the cluster TP × PP × DP, whose product is
/// `training.gpus` (deriveCluster), the model's size and shapes, the device's peak and the links. Nodes hold
/// eight GPUs (a DGX/HGX node), the default of StepInputs.
StepInputs stepInputs(const Scenario &s);

/// What `s` recomputes (none when the key holds no known choice).
Recompute trainingRecompute(const Scenario &s);
/// Whether `s` computes its activation memory from the shapes (`training.activations_mode` = formula).
bool activationsFromShapes(const Scenario &s);
/// The shapes one layer's activations depend on in `s`: s, b, h = d_model, a = heads, t and its choices.
ActivationShape activationShape(const Scenario &s);
/// Activation bytes per GPU: the course's typed-in `training.activations_gb` (mode input), or Korthikanti et
/// al.'s formula on `s`'s shapes, cluster and schedule (activationBytesPerGpu, mode formula).
double trainingActivationBytes(const Scenario &s);
/// The attention's FLOPs as `s` counts them (`training.attention_flops`), with its layers, d_model and s.
AttentionFlops attentionFlops(const Scenario &s);
/// Training FLOPs per token of `s`: 6·N_act, 8 with full recomputation, plus the attention's when counted.
double scenarioFlopsPerToken(const Scenario &s);

} // namespace infralab
