#pragma once
// Shared by scenario.cpp (values) and scenariofile.cpp (the file format); not part of the Scenario's API.
#include "scenario.h"

#include <QHash>
#include <QString>
#include <QVariant>

namespace infralab::scenariodetail {

/// "key \"serving.batch\": value \"0\" refused: must be between 1 and 4096".
QString refusal(const QString &key, const QVariant &value, const QString &reason);

/// Every key with the course's value.
ScenarioValues defaults();

/// "unknown key \"…\"": a name that no input has (files and `--set`).
QString unknownKey(const QString &name);

} // namespace infralab::scenariodetail
