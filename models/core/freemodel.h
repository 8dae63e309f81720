#pragma once
// The free ("custom") model: N and the shapes of one decoder-only transformer kept in agreement. A catalogue
// preset keeps its published N whatever its shapes give (the course's tables use those N); a free model
// derives N from its shapes when a shape changes, and its shapes from N when N changes, so that the two never
// disagree by more than 2 %. What the shapes do not say (FFN width, vocabulary, tied embeddings, gated FFN)
// comes from the preset the free model started from, its base.
#include "catalogue.h"
#include "scenariovalidation.h"

namespace infralab {

/// The shapes the scenario's sliders set.
struct ModelShapes
{
    int layers = 0, dModel = 0, heads = 0, kvHeads = 0, headDim = 0;
    int experts = 1, expertsPerToken = 1;
};

/// Most a free model's count may differ from its N: the same 2 % the catalogue's presets are held to.
constexpr double kFreeModelTolerance = 0.02;

/// The model `shapes` describe on `base`: the shapes, with the FFN width scaled with the width,
/// f = round(f_base · d / d_base) (so the base's own width keeps its FFN, 14 336 for Llama 3 8B; the
/// FFN/width ratio of every Llama is kept, 3.5 for Llama 3), and the base's vocabulary, tying and gated or
/// plain FFN.
ModelPreset freeModel(const ModelPreset &base, const ModelShapes &shapes);

/// Which head counts the scenario's other keys allow (tensor parallelism splits the heads).
struct HeadRule
{
    int servingTensorParallel = 1;  ///< t must divide the heads, and divide or be a multiple of the KV heads
    int trainingTensorParallel = 1; ///< must divide the heads (Korthikanti's activations formula)
};

/// Shapes whose count (parametersFromShapes of freeModel) is N, from `current`: the width changes by whole
/// head groups — the current heads and KV heads divided by their greatest common divisor c, each group
/// d/c wide with d_k unchanged (Llama 3 8B: groups of 4 query heads and 1 KV head, 512 wide) — and for each
/// width the layer count that comes closest to N (the count is linear in L). Among the widths whose count is
/// within 1 % of N, the one whose L/d is closest to the current L/d (in log ratio: the layer/width aspect is
/// kept, as Kaplan et al. 2020 §3.1 found the loss nearly independent of it at fixed N); if none is, the
/// closest count. Head counts `rule` forbids are skipped. Source: this rule is InfraLab's, documented in the
/// README (section "The free model").
ModelShapes shapesForParameters(const ModelPreset &base, const ModelShapes &current, double n,
                                const HeadRule &rule = {});

/// The shapes held in scenario values.
ModelShapes shapesOf(const ScenarioValues &values);

/// True for the keys of ModelShapes.
bool isShapeKey(Key key);

/// Called by stageChanges once a batch is written into `values`. For a free model (`model.free`): a batch
/// that gives N and no shape derives the shapes from N (N kept when the shapes' count is within 2 %, else
/// the count); a batch that gives a shape, turns the free model on or changes its base, and not N, sets N to
/// the shapes' count; one that gives both (a file) keeps both, and the window shows how far apart they are.
/// The share of active parameters follows the shapes whenever N is derived. A preset changes nothing here.
/// Refused, naming the changed key, when the derived N leaves its range.
bool deriveFreeModel(const Catalogue &catalogue, ScenarioValues &values, const ScenarioChanges &changes,
                     QString *error);

/// The batch an edit in the window makes: moving a shape of a catalogue preset makes it a free model (its
/// N then follows), in the same batch and so the same undo step; other edits are the key alone. The command
/// line and files set exactly the keys they name.
ScenarioChanges windowEdit(const ScenarioValues &values, Key key, const QVariant &value);

} // namespace infralab
