#pragma once
// The rule between the serving keys, checked with every batch of changes (scenariovalidation.h).
#include "scenariovalidation.h"

namespace infralab {

/// Serving on t GPUs splits the heads among them (tensorparallel.h): t must divide the query heads, and the
/// key/value heads must split evenly or be replicated evenly; a refusal names a key of `changes`.
bool checkServingCombination(const ScenarioValues &values, const ScenarioChanges &changes, QString *error);

} // namespace infralab
