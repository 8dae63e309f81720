#pragma once
// The serving model's inputs read from a Scenario (section 03): the adapter lives beside its model.
#include "scenario.h"
#include "serving.h"

namespace infralab {

/// The device, model and serving keys of `s` in SI units, for serving.h.
ServingInputs servingInputs(const Scenario &s);

} // namespace infralab
