#pragma once
// `infralab export --out DIR [--svg] [--pdf FILE]`: one PNG per chart of every view and the report's tables
// as CSV (and one SVG per chart with --svg), and the PDF lab report, all rendered off screen (no display
// needed). `infralab export --chart NAME --out FILE.png|FILE.svg`: that chart alone, for a report script.
#include "reportwriter.h"

#include <QTextStream>

namespace infralab {

struct CliOptions;
class Scenario;
struct ModelCheck;

/// Every chart of the registry that has something to draw for `s`, in order, as the PDF report takes them
/// (File ▸ Export report… and --pdf).
ReportCharts reportCharts(const Scenario &s);

/// Returns the exit code: 0; 2 when an option is refused (an unknown chart, a file name without .png or .svg
/// for --chart, a folder or file that cannot be made or written); 1 when a write fails. One line on `err`
/// then, nothing on `out`.
/// With `measurements`, --out DIR also holds measurements.csv (measurementtable.h).
int runExport(QTextStream &out, QTextStream &err, const CliOptions &options, Scenario *scenario,
              const ModelCheck *measurements = nullptr);

} // namespace infralab
