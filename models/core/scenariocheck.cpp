// Rules between scenario keys. Each key's own range is in scenarioschema.cpp; what only a combination of keys
// can break is refused here, in the same one-line form, before anything is applied.
#include "scenario.h"
#include "scenariovalidation.h"
#include "tensorparallel.h"

namespace infralab {

namespace {

/// The key of `changes` a refusal names: the first of `candidates` the batch changes, else the first
/// candidate.
Key blamedKey(const ScenarioChanges &changes, const QList<Key> &candidates)
{
    for (Key c : candidates)
        for (const auto &change : changes)
            if (change.first == c) return c;
    return candidates.first();
}

/// Serving on t GPUs splits the heads among them (tensorparallel.h): t must divide the query heads, and the
/// key/value heads must split evenly or be replicated evenly.
bool servingTensorParallelFits(const ScenarioValues &values, const ScenarioChanges &changes, QString *error)
{
    const int t = values.value(Key::ServingTensorParallel).toInt();
    const int heads = values.value(Key::ModelHeads).toInt();
    const int kvHeads = values.value(Key::ModelKvHeads).toInt();
    if (t <= 1 || tensorParallelSplitsHeads(heads, kvHeads, t)) return true;
    const Key key = blamedKey(
        changes, {Key::ServingTensorParallel, Key::ModelHeads, Key::ModelKvHeads, Key::ModelPreset});
    if (!error) return false;
    const QString value = values.value(key).toString();
    if (heads % t != 0)
        *error = Scenario::tr("key \"%1\": value \"%2\" refused: serving on %3 GPUs splits the %4 attention "
                              "heads among them, and %3 does not divide %4")
                     .arg(keyName(key), value)
                     .arg(t)
                     .arg(heads);
    else
        *error = Scenario::tr("key \"%1\": value \"%2\" refused: serving on %3 GPUs shares the %4 key/value "
                              "heads among them, and %3 neither divides %4 nor is a multiple of it")
                     .arg(keyName(key), value)
                     .arg(t)
                     .arg(kvHeads);
    return false;
}

bool changes(const ScenarioChanges &batch, Key key)
{
    for (const auto &change : batch)
        if (change.first == key) return true;
    return false;
}

} // namespace

bool deriveCluster(ScenarioValues &values, const ScenarioChanges &batch, QString *error)
{
    const qint64 t = values.value(Key::TrainingTensorParallel).toInt();
    const qint64 p = values.value(Key::TrainingPipelineStages).toInt();
    const qint64 d = values.value(Key::TrainingDataParallel).toInt();
    const qint64 n = values.value(Key::TrainingGpus).toInt();
    const bool degreeChanged = changes(batch, Key::TrainingTensorParallel) ||
                               changes(batch, Key::TrainingPipelineStages) ||
                               changes(batch, Key::TrainingDataParallel);
    const bool gpusChanged = changes(batch, Key::TrainingGpus);
    if (!degreeChanged && !gpusChanged) return true;
    if (t < 1 || p < 1 || d < 1) return true; // each key's range has refused these already
    const auto refuse = [&](Key key, const QString &reason) {
        if (error) *error = refusal(keyName(key), values.value(key), reason);
        return false;
    };
    if (!degreeChanged) {
        // The GPU count alone: tensor and pipeline groups stay, the data-parallel degree takes the rest.
        if (n % (t * p) != 0)
            return refuse(Key::TrainingGpus,
                          Scenario::tr("the GPU count is TP × PP × DP, and %1 is not a multiple of TP × PP = "
                                       "%2 × %3 = %4")
                              .arg(n)
                              .arg(t)
                              .arg(p)
                              .arg(t * p));
        values.insert(Key::TrainingDataParallel, int(n / (t * p)));
        return true;
    }
    const qint64 product = t * p * d;
    const Key blamed = blamedKey(
        batch, {Key::TrainingDataParallel, Key::TrainingPipelineStages, Key::TrainingTensorParallel});
    if (gpusChanged && n != product)
        return refuse(Key::TrainingGpus,
                      Scenario::tr("the GPU count is TP × PP × DP = %1 × %2 × %3 = %4, not %5")
                          .arg(t)
                          .arg(p)
                          .arg(d)
                          .arg(product)
                          .arg(n));
    const ParamSpec &gpus = param(Key::TrainingGpus);
    if (product > gpus.max)
        return refuse(blamed, Scenario::tr("TP × PP × DP = %1 × %2 × %3 = %4 GPUs, more than the %5 the GPU "
                                           "count allows")
                                  .arg(t)
                                  .arg(p)
                                  .arg(d)
                                  .arg(product)
                                  .arg(qint64(gpus.max)));
    values.insert(Key::TrainingGpus, int(product));
    return true;
}

bool checkCombination(const ScenarioValues &values, const ScenarioChanges &changes, QString *error)
{
    // Megatron-LM's interleaved 1F1B takes micro-batches in groups of p: any other m has no schedule
    // (pipeline.h), so it is refused here rather than reported as "none" everywhere.
    const int p = values.value(Key::TrainingPipelineStages).toInt();
    const int m = values.value(Key::TrainingMicrobatches).toInt();
    if (values.value(Key::TrainingSchedule).toString() == u"interleaved" && p > 0 && m % p != 0) {
        const Key key = blamedKey(
            changes, {Key::TrainingMicrobatches, Key::TrainingPipelineStages, Key::TrainingSchedule});
        if (error)
            *error = Scenario::tr("key \"%1\": value \"%2\" refused: the interleaved schedule needs the %3 "
                                  "micro-batches to be "
                                  "a multiple of the %4 pipeline stages")
                         .arg(keyName(key), values.value(key).toString())
                         .arg(m)
                         .arg(p);
        return false;
    }
    // A token is routed to k distinct experts of the layer's E (experts.h).
    const int experts = values.value(Key::ModelExperts).toInt();
    const int perToken = values.value(Key::ModelExpertsPerToken).toInt();
    if (perToken > experts) {
        const Key key = blamedKey(changes, {Key::ModelExpertsPerToken, Key::ModelExperts});
        if (error)
            *error =
                Scenario::tr("key \"%1\": value \"%2\" refused: a token cannot use more experts (k = %3) "
                             "than the layer has (E = %4)")
                    .arg(keyName(key), values.value(key).toString())
                    .arg(perToken)
                    .arg(experts);
        return false;
    }
    // Tensor parallelism splits a layer's attention heads among its t ranks (Megatron-LM §3), which the
    // activations' formula divides by t: a head cannot be split.
    const int heads = values.value(Key::ModelHeads).toInt();
    const int t = values.value(Key::TrainingTensorParallel).toInt();
    if (values.value(Key::TrainingActivationsMode).toString() == u"formula" && t > 0 && heads % t != 0) {
        const Key key =
            blamedKey(changes, {Key::TrainingTensorParallel, Key::ModelHeads, Key::TrainingActivationsMode});
        if (error)
            *error = Scenario::tr("key \"%1\": value \"%2\" refused: the activations' formula splits the %3 "
                                  "attention heads among the %4 tensor-parallel ranks, and %4 does not "
                                  "divide %3")
                         .arg(keyName(key), values.value(key).toString())
                         .arg(heads)
                         .arg(t);
        return false;
    }
    return servingTensorParallelFits(values, changes, error);
}

} // namespace infralab
