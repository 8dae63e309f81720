#pragma once
// The cost model's inputs read from a Scenario (section 05): the adapter lives beside its model.
#include "cost.h"
#include "costextra.h"
#include "scenario.h"

namespace infralab {

/// The cost.* keys of `s` and its tokens per request, for cost.h.
CostInputs costInputs(const Scenario &s);
/// The scenario's cost.cloud_gpu_kw, cost.edge_device_kw and cost.grid_gco2_per_kwh.
EnergyInputs energyInputs(const Scenario &s);
/// True for a key that costInputs or energyInputs reads: what the cost charts compare between A and B. Found
/// by recording the two adapters' reads (keyreads.h), so that the list is never written a second time.
bool costModelReads(Key key);

} // namespace infralab
