#pragma once
// What the rules between scenario keys share, core's and each section's (training/trainingcheck.h,
// serving/servingcheck.h): a refusal in the one-line form of scenariovalidation.h that names the key a batch
// most likely got wrong.
#include "scenariovalidation.h"

namespace infralab::rules {

/// The key of `changes` a refusal names: the first of `candidates` the batch changes, else the first
/// candidate.
Key blamedKey(const ScenarioChanges &changes, const QList<Key> &candidates);

/// Whether the batch sets `key`.
bool changes(const ScenarioChanges &batch, Key key);

/// The value of `key`, a count (heads, stages, micro-batches, experts, GPUs).
inline int whole(const ScenarioValues &values, Key key)
{
    return values.value(key).toInt();
}

/// Whether `divisor`'s value divides `dividend`'s; a divisor below 1 is left to its key's own range.
bool divides(const ScenarioValues &values, Key divisor, Key dividend);

/// Refuses a combination of keys: `message` names in %1 and %2 the key the batch most likely got wrong
/// (blamedKey) and its value, then in %3 and %4 the values of `first` and `second`, which do not fit.
bool refuseCombination(const ScenarioValues &values, const ScenarioChanges &changes,
                       const QList<Key> &candidates, const QString &message, Key first, Key second,
                       QString *error);

/// A rule between keys: when it does not hold, the refusal names the blamed key (blamedKey) and its value,
/// then the values of `first` (%3) and `second` (%4).
struct CombinationRule
{
    bool (*holds)(const ScenarioValues &);
    QList<Key> blamed;
    Key first, second;
    const char *message; ///< QT_TRANSLATE_NOOP("infralab::Scenario", …)
};

/// The first of `rules` that does not hold, refused; true when all hold.
bool checkRules(const QList<CombinationRule> &rules, const ScenarioValues &values,
                const ScenarioChanges &changes, QString *error);

} // namespace infralab::rules
