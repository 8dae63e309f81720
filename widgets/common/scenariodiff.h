#pragma once
// What separates the pinned scenario A from the live one B, input by input, in words a person reads: the
// cost charts' notes, the report's "differences" table and the CSV exports share it, so that A's inputs read
// the same everywhere.
#include "scenarioschema.h"

#include <QList>
#include <QString>

namespace infralab {

class Scenario;

/// An input's value as the report shows it: device and model names, yes/no, numbers with their unit.
QString inputText(const ParamSpec &p, const Scenario &s);

/// True when `a` and `b` hold the same value for `p` (numbers equal to 12 significant digits).
bool sameInput(const ParamSpec &p, const Scenario &a, const Scenario &b);

/// The inputs of the schema whose value differs between `a` and `b`, in the schema's order; only the keys
/// `keep` accepts when given.
QList<const ParamSpec *> differingInputs(const Scenario &a, const Scenario &b,
                                         bool (*keep)(Key key) = nullptr);

/// How a chart draws A and what makes A differ from B, in one sentence: "<drawnAs>: A, with <input> <A's
/// value> (B: <B's value>); …", the first three differing inputs that `keep` accepts (the report lists all).
QString differenceNote(const QString &drawnAs, const Scenario &a, const Scenario &b, bool (*keep)(Key key));

} // namespace infralab
