#pragma once
// `infralab export --out DIR`: one PNG per chart of every view, rendered off screen (no display needed).
#include <QTextStream>

namespace infralab {

struct CliOptions;
class Scenario;

/// Returns the exit code: 0, or 2 when the folder cannot be made or written (message on `err`).
int runExport(QTextStream &out, QTextStream &err, const CliOptions &options, Scenario *scenario);

} // namespace infralab
