#pragma once
// Checking scenario values against the schema (scenarioschema.h): each key's type and range, a model preset's
// expansion, and the rules between keys (scenariocheck.cpp, with training/trainingcheck.h and
// serving/servingcheck.h). Free functions of a catalogue and values, so
// that the Scenario before it stores a batch and the file codec before it replaces a scenario check the same
// way.
#include "catalogue.h"
#include "scenarioschema.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QString>
#include <QVariant>

namespace infralab {

/// Every input's value, by key.
using ScenarioValues = QHash<Key, QVariant>;
/// A batch of changes, in the order given.
using ScenarioChanges = QList<QPair<Key, QVariant>>;

/// Every key with the course's value.
ScenarioValues defaultValues();

/// Checks one value and converts it to the key's type (numbers may come as text, e.g. from `--set`).
/// On refusal returns an invalid QVariant and sets `error` to a sentence naming key, value and reason.
/// Text is accepted for numbers and booleans only when `fromText` (the command line); a JSON file must
/// use JSON's own types.
QVariant validateValue(const Catalogue &catalogue, Key key, const QVariant &raw, QString *error,
                       bool fromText = false);

/// Writes `changes` into `target`, each checked, a preset in the batch expanded before the explicit keys so
/// that they override it, then checks the rules between keys. On refusal returns false with `error` set;
/// `target` is then partly written and must be dropped: callers stage into a copy.
bool stageChanges(const Catalogue &catalogue, ScenarioValues &target, const ScenarioChanges &changes,
                  QString *error, bool fromText = false);

/// Rules between keys that each key's range cannot express; a refusal names a key of `changes`.
bool checkCombination(const ScenarioValues &values, const ScenarioChanges &changes, QString *error);

/// A model takes at most its context of tokens (ModelPreset::context: the positions it was trained on): the
/// served prompt and output together (the KV cache holds both) and `training.seq_len` must fit in it.
/// Refused, naming the key of `changes` (else the prompt, or the sequence), when they do not; a model without
/// a published context (the course's) takes any length.
bool checkContext(const Catalogue &catalogue, const ScenarioValues &values, const ScenarioChanges &changes,
                  QString *error);

/// "key \"serving.batch\": value \"0\" refused: must be between 1 and 4096".
QString refusal(const QString &key, const QVariant &value, const QString &reason);

/// "unknown key \"…\"": a name that no input has (files and `--set`).
QString unknownKey(const QString &name);

} // namespace infralab
