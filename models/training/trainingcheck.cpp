// Rules between the training keys (section 02): the cluster n = TP × PP × DP, the interleaved schedule's
// groups and the heads the activations' formula splits. Refused in the one-line form of scenariovalidation.h.
#include "trainingcheck.h"

#include "scenario.h"
#include "scenariorules.h"

namespace infralab {

namespace {

/// Megatron-LM's interleaved 1F1B takes micro-batches in groups of p: any other m has no schedule
/// (pipeline.h), so it is refused here rather than reported as "none" everywhere.
bool interleavedGroupsFit(const ScenarioValues &values)
{
    return values.value(Key::TrainingSchedule).toString() != u"interleaved" ||
           rules::divides(values, Key::TrainingPipelineStages, Key::TrainingMicrobatches);
}

/// Tensor parallelism splits a layer's attention heads among its t ranks (Megatron-LM §3), which the
/// activations' formula divides by t: a head cannot be split.
bool headsSplitForActivations(const ScenarioValues &values)
{
    return values.value(Key::TrainingActivationsMode).toString() != u"formula" ||
           rules::divides(values, Key::TrainingTensorParallel, Key::ModelHeads);
}

} // namespace

bool deriveCluster(ScenarioValues &values, const ScenarioChanges &batch, QString *error)
{
    const qint64 t = values.value(Key::TrainingTensorParallel).toInt();
    const qint64 p = values.value(Key::TrainingPipelineStages).toInt();
    const qint64 d = values.value(Key::TrainingDataParallel).toInt();
    const qint64 n = values.value(Key::TrainingGpus).toInt();
    const bool degreeChanged = rules::changes(batch, Key::TrainingTensorParallel) ||
                               rules::changes(batch, Key::TrainingPipelineStages) ||
                               rules::changes(batch, Key::TrainingDataParallel);
    const bool gpusChanged = rules::changes(batch, Key::TrainingGpus);
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
    const Key blamed = rules::blamedKey(
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

rules::CombinationRule interleavedGroupsRule()
{
    return {interleavedGroupsFit,
            {Key::TrainingMicrobatches, Key::TrainingPipelineStages, Key::TrainingSchedule},
            Key::TrainingMicrobatches,
            Key::TrainingPipelineStages,
            QT_TRANSLATE_NOOP("infralab::Scenario",
                              "key \"%1\": value \"%2\" refused: the interleaved schedule needs "
                              "the %3 micro-batches to be a multiple of the %4 pipeline stages")};
}

rules::CombinationRule headsSplitRule()
{
    return {headsSplitForActivations,
            {Key::TrainingTensorParallel, Key::ModelHeads, Key::TrainingActivationsMode},
            Key::ModelHeads,
            Key::TrainingTensorParallel,
            QT_TRANSLATE_NOOP("infralab::Scenario",
                              "key \"%1\": value \"%2\" refused: the activations' formula splits "
                              "the %3 attention heads among the %4 tensor-parallel ranks, and %4 "
                              "does not divide %3")};
}

} // namespace infralab
