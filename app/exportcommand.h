#pragma once
// `infralab export --out DIR [--svg] [--pdf FILE]`: one PNG per chart of every view and the report's tables as
// CSV (and one SVG per chart with --svg), and the PDF lab report, all rendered off screen (no display needed).
#include "reportwriter.h"

#include <QTextStream>

namespace infralab {

struct CliOptions;
class Scenario;

/// Every chart of the registry, in order, as the PDF report takes them (File ▸ Export report… and --pdf).
ReportCharts reportCharts();

/// Returns the exit code: 0, or 2 when a folder or file cannot be made or written (one line on `err`, nothing
/// on `out`).
int runExport(QTextStream &out, QTextStream &err, const CliOptions &options, Scenario *scenario);

} // namespace infralab
