// The rule between the serving keys (section 03): serving on t GPUs splits the attention heads among them.
// Refused in the one-line form of scenariovalidation.h.
#include "servingcheck.h"

#include "scenario.h"
#include "scenariorules.h"
#include "tensorparallel.h"

namespace infralab {

/// Serving on t GPUs splits the heads among them (tensorparallel.h): t must divide the query heads, and the
/// key/value heads must split evenly or be replicated evenly.
bool checkServingCombination(const ScenarioValues &values, const ScenarioChanges &changes, QString *error)
{
    const int t = values.value(Key::ServingTensorParallel).toInt();
    const int heads = values.value(Key::ModelHeads).toInt();
    const int kvHeads = values.value(Key::ModelKvHeads).toInt();
    if (t <= 1 || tensorParallelSplitsHeads(heads, kvHeads, t)) return true;
    const QList<Key> blamed{Key::ServingTensorParallel, Key::ModelHeads, Key::ModelKvHeads, Key::ModelPreset};
    if (heads % t != 0)
        return rules::refuseCombination(
            values, changes, blamed,
            Scenario::tr("key \"%1\": value \"%2\" refused: serving on %3 GPUs splits the %4 "
                         "attention heads among them, and %3 does not divide %4"),
            Key::ServingTensorParallel, Key::ModelHeads, error);
    return rules::refuseCombination(
        values, changes, blamed,
        Scenario::tr("key \"%1\": value \"%2\" refused: serving on %3 GPUs shares the %4 "
                     "key/value heads among them, and %3 neither divides %4 nor is a "
                     "multiple of it"),
        Key::ServingTensorParallel, Key::ModelKvHeads, error);
}

} // namespace infralab
