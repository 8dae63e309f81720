#pragma once
// The training model's choices read from a Scenario (section 02): the adapter lives beside its model.
#include "pipeline.h"
#include "scenario.h"
#include "training.h"

namespace infralab {

/// The memory strategy of `s` (DDP when the key holds no known strategy).
Strategy trainingStrategy(const Scenario &s);
/// The pipeline schedule of `s` (GPipe when the key holds no known schedule).
Schedule pipelineSchedule(const Scenario &s);

} // namespace infralab
