// Rules between scenario keys. Each key's own range is in scenarioschema.cpp; what only a combination of keys
// can break is refused here, in the same one-line form, before anything is applied.
#include "scenario.h"

namespace infralab {

namespace {

/// The key of `changes` a refusal names: the first of `candidates` the batch changes, else the first
/// candidate.
QString blamedKey(const QList<QPair<QString, QVariant>> &changes, const QStringList &candidates)
{
    for (const QString &c : candidates)
        for (const auto &change : changes)
            if (change.first == c) return c;
    return candidates.first();
}

} // namespace

bool Scenario::checkCombination(const QHash<QString, QVariant> &values,
                                const QList<QPair<QString, QVariant>> &changes, QString *error) const
{
    // Megatron-LM's interleaved 1F1B takes micro-batches in groups of p: any other m has no schedule
    // (pipeline.h), so it is refused here rather than reported as "none" everywhere.
    const int p = values.value(QStringLiteral("training.pipeline_stages")).toInt();
    const int m = values.value(QStringLiteral("training.microbatches")).toInt();
    if (values.value(QStringLiteral("training.schedule")).toString() == u"interleaved" && p > 0 &&
        m % p != 0) {
        const QString key = blamedKey(changes, {QStringLiteral("training.microbatches"),
                                                QStringLiteral("training.pipeline_stages"),
                                                QStringLiteral("training.schedule")});
        if (error)
            *error = tr("key \"%1\": value \"%2\" refused: the interleaved schedule needs the %3 "
                        "micro-batches to be "
                        "a multiple of the %4 pipeline stages")
                         .arg(key, values.value(key).toString())
                         .arg(m)
                         .arg(p);
        return false;
    }
    return true;
}

} // namespace infralab
