// Rules between scenario keys that belong to no one section: the routing of a model's experts and its
// context length. Each key's own range is in scenarioschema.cpp; the rules of a section's keys are beside its
// model (training/trainingcheck.h, serving/servingcheck.h). What only a combination of keys can break is
// refused in the same one-line form, before anything is applied.
#include "scenario.h"
#include "scenariorules.h"
#include "scenariovalidation.h"
#include "servingcheck.h"
#include "trainingcheck.h"

namespace infralab {

namespace rules {

Key blamedKey(const ScenarioChanges &changes, const QList<Key> &candidates)
{
    for (Key c : candidates)
        for (const auto &change : changes)
            if (change.first == c) return c;
    return candidates.first();
}

bool changes(const ScenarioChanges &batch, Key key)
{
    for (const auto &change : batch)
        if (change.first == key) return true;
    return false;
}

bool divides(const ScenarioValues &values, Key divisor, Key dividend)
{
    const int d = whole(values, divisor);
    return d < 1 || whole(values, dividend) % d == 0;
}

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

bool checkRules(const QList<CombinationRule> &list, const ScenarioValues &values,
                const ScenarioChanges &changes, QString *error)
{
    for (const CombinationRule &r : list)
        if (!r.holds(values))
            return refuseCombination(values, changes, r.blamed, Scenario::tr(r.message), r.first, r.second,
                                     error);
    return true;
}

} // namespace rules

namespace {

/// A token is routed to k distinct experts of the layer's E (experts.h).
bool expertsFit(const ScenarioValues &values)
{
    return rules::whole(values, Key::ModelExpertsPerToken) <= rules::whole(values, Key::ModelExperts);
}

} // namespace

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
        const Key key = rules::blamedKey(changes, candidates);
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
    // In this order, whichever section a rule is of: a batch that breaks two is told of the first.
    static const QList<rules::CombinationRule> kRules = {
        interleavedGroupsRule(),
        {expertsFit,
         {Key::ModelExpertsPerToken, Key::ModelExperts},
         Key::ModelExpertsPerToken,
         Key::ModelExperts,
         QT_TRANSLATE_NOOP("infralab::Scenario", "key \"%1\": value \"%2\" refused: a token cannot use more "
                                                 "experts (k = %3) than the layer has (E = %4)")},
        headsSplitRule()};
    return rules::checkRules(kRules, values, changes, error) &&
           checkServingCombination(values, changes, error);
}

} // namespace infralab
