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

/// The value of `key`, a count (heads, stages, micro-batches, experts, GPUs).
int whole(const ScenarioValues &values, Key key)
{
    return values.value(key).toInt();
}

/// Whether `divisor`'s value divides `dividend`'s; a divisor below 1 is left to its key's own range.
bool divides(const ScenarioValues &values, Key divisor, Key dividend)
{
    const int d = whole(values, divisor);
    return d < 1 || whole(values, dividend) % d == 0;
}

/// Refuses a combination of keys: `message` names in %1 and %2 the key the batch most likely got wrong
/// (blamedKey) and its value, then in %3 and %4 the values of `first` and `second`, which do not fit.
bool refuseCombination(const ScenarioValues &values, const ScenarioChanges &changes,
                       const QList<Key> &candidates, const QString &message, Key first, Key second,
                       QString *error)
{
    const Key key = blamedKey(changes, candidates);
    if (error)
        *error = message.arg(keyName(key), values.value(key).toString())
                     .arg(whole(values, first))
                     .arg(whole(values, second));
    return false;
}

/// Serving on t GPUs splits the heads among them (tensorparallel.h): t must divide the query heads, and the
/// key/value heads must split evenly or be replicated evenly.
bool servingTensorParallelFits(const ScenarioValues &values, const ScenarioChanges &changes, QString *error)
{
    const int t = values.value(Key::ServingTensorParallel).toInt();
    const int heads = values.value(Key::ModelHeads).toInt();
    const int kvHeads = values.value(Key::ModelKvHeads).toInt();
    if (t <= 1 || tensorParallelSplitsHeads(heads, kvHeads, t)) return true;
    const QList<Key> blamed{Key::ServingTensorParallel, Key::ModelHeads, Key::ModelKvHeads, Key::ModelPreset};
    if (heads % t != 0)
        return refuseCombination(
            values, changes, blamed,
            Scenario::tr("key \"%1\": value \"%2\" refused: serving on %3 GPUs splits the %4 "
                         "attention heads among them, and %3 does not divide %4"),
            Key::ServingTensorParallel, Key::ModelHeads, error);
    return refuseCombination(
        values, changes, blamed,
        Scenario::tr("key \"%1\": value \"%2\" refused: serving on %3 GPUs shares the %4 "
                     "key/value heads among them, and %3 neither divides %4 nor is a "
                     "multiple of it"),
        Key::ServingTensorParallel, Key::ModelKvHeads, error);
}

bool changes(const ScenarioChanges &batch, Key key)
{
    for (const auto &change : batch)
        if (change.first == key) return true;
    return false;
}

/// Megatron-LM's interleaved 1F1B takes micro-batches in groups of p: any other m has no schedule
/// (pipeline.h), so it is refused here rather than reported as "none" everywhere.
bool interleavedGroupsFit(const ScenarioValues &values)
{
    return values.value(Key::TrainingSchedule).toString() != u"interleaved" ||
           divides(values, Key::TrainingPipelineStages, Key::TrainingMicrobatches);
}

/// A token is routed to k distinct experts of the layer's E (experts.h).
bool expertsFit(const ScenarioValues &values)
{
    return whole(values, Key::ModelExpertsPerToken) <= whole(values, Key::ModelExperts);
}

/// Tensor parallelism splits a layer's attention heads among its t ranks (Megatron-LM §3), which the
/// activations' formula divides by t: a head cannot be split.
bool headsSplitForActivations(const ScenarioValues &values)
{
    return values.value(Key::TrainingActivationsMode).toString() != u"formula" ||
           divides(values, Key::TrainingTensorParallel, Key::ModelHeads);
}

/// A rule between keys, checked in the table's order: when it does not hold, the refusal names the blamed
/// key (blamedKey) and its value, then the values of `first` (%3) and `second` (%4).
struct CombinationRule
{
    bool (*holds)(const ScenarioValues &);
    QList<Key> blamed;
    Key first, second;
    const char *message; ///< QT_TRANSLATE_NOOP("infralab::Scenario", …)
};

const CombinationRule kCombinationRules[] = {
    {interleavedGroupsFit,
     {Key::TrainingMicrobatches, Key::TrainingPipelineStages, Key::TrainingSchedule},
     Key::TrainingMicrobatches,
     Key::TrainingPipelineStages,
     QT_TRANSLATE_NOOP("infralab::Scenario",
                       "key \"%1\": value \"%2\" refused: the interleaved schedule needs "
                       "the %3 micro-batches to be a multiple of the %4 pipeline stages")},
    {expertsFit,
     {Key::ModelExpertsPerToken, Key::ModelExperts},
     Key::ModelExpertsPerToken,
     Key::ModelExperts,
     QT_TRANSLATE_NOOP("infralab::Scenario", "key \"%1\": value \"%2\" refused: a token cannot use more "
                                             "experts (k = %3) than the layer has (E = %4)")},
    {headsSplitForActivations,
     {Key::TrainingTensorParallel, Key::ModelHeads, Key::TrainingActivationsMode},
     Key::ModelHeads,
     Key::TrainingTensorParallel,
     QT_TRANSLATE_NOOP("infralab::Scenario",
                       "key \"%1\": value \"%2\" refused: the activations' formula splits "
                       "the %3 attention heads among the %4 tensor-parallel ranks, and %4 "
                       "does not divide %3")},
};

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

bool checkContext(const Catalogue &catalogue, const ScenarioValues &values, const ScenarioChanges &changes,
                  QString *error)
{
    // A free model keeps its preset as its base, and with it the preset's position embeddings.
    const ModelPreset *m = catalogue.model(values.value(Key::ModelPreset).toString());
    if (!m || m->context <= 0) return true;
    const qint64 prompt = values.value(Key::ServingPromptTokens).toLongLong();
    const qint64 output = values.value(Key::ServingOutputTokens).toLongLong();
    const qint64 seqLen = values.value(Key::TrainingSeqLen).toLongLong();
    const auto refuse = [&](const QList<Key> &candidates, const QString &reason) {
        const Key key = blamedKey(changes, candidates);
        if (error) *error = refusal(keyName(key), values.value(key), reason);
        return false;
    };
    if (prompt + output > m->context)
        return refuse({Key::ServingPromptTokens, Key::ServingOutputTokens, Key::ModelPreset},
                      Scenario::tr("%1 prompt and %2 output tokens make %3, more than the %4 tokens of the "
                                   "context of %5")
                          .arg(prompt)
                          .arg(output)
                          .arg(prompt + output)
                          .arg(m->context)
                          .arg(m->id));
    if (seqLen > m->context)
        return refuse({Key::TrainingSeqLen, Key::ModelPreset},
                      Scenario::tr("a training sequence of %1 tokens is longer than the %2 tokens of the "
                                   "context of %3")
                          .arg(seqLen)
                          .arg(m->context)
                          .arg(m->id));
    return true;
}

bool checkCombination(const ScenarioValues &values, const ScenarioChanges &changes, QString *error)
{
    for (const CombinationRule &r : kCombinationRules)
        if (!r.holds(values))
            return refuseCombination(values, changes, r.blamed, Scenario::tr(r.message), r.first, r.second,
                                     error);
    return servingTensorParallelFits(values, changes, error);
}

} // namespace infralab
