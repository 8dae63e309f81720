#pragma once
// The training model's choices read from a Scenario (section 02): the adapter lives beside its model.
#include "pipeline.h"
#include "scenario.h"
#include "steptime.h"
#include "training.h"

namespace infralab {

/// The memory strategy of `s` (DDP when the key holds no known strategy).
Strategy trainingStrategy(const Scenario &s);
/// The pipeline schedule of `s` (GPipe when the key holds no known schedule).
Schedule pipelineSchedule(const Scenario &s);
/// The step-time model's inputs of `s` in SI units (steptime.h): the cluster TP × PP × DP over
/// `training.gpus`, the model's size and shapes, the device's peak and the links. Nodes hold eight GPUs (a
/// DGX/HGX node), the default of StepInputs.
StepInputs stepInputs(const Scenario &s);

} // namespace infralab
