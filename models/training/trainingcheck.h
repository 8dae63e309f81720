#pragma once
// The rules between the training keys, checked with every batch of changes (scenariovalidation.h,
// scenariocheck.cpp).
#include "scenariorules.h"
#include "scenariovalidation.h"

namespace infralab {

/// One cluster, one description: the GPU count n is TP × PP × DP (Narayanan et al., SC 2021, §3: the
/// n GPUs are t-way tensor-, p-way pipeline- and d-way data-parallel). A batch that changes a degree sets
/// `training.gpus` to the product; one that changes only the GPU count keeps t and p and sets d = n/(t·p).
/// Refused, naming the key, when n is not a multiple of t·p, when the batch gives a GPU count that is not
/// the product of the degrees it gives, or when the product leaves the GPU count's range.
bool deriveCluster(ScenarioValues &values, const ScenarioChanges &changes, QString *error);

/// Megatron-LM's interleaved 1F1B takes the micro-batches in groups of the p stages.
rules::CombinationRule interleavedGroupsRule();
/// The activations' formula splits the heads among the t tensor-parallel ranks (Megatron-LM §3).
rules::CombinationRule headsSplitRule();

} // namespace infralab
