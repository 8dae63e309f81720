#pragma once
// `infralab measure [--quick] [--json] [--size NAME=VALUE]...`: measures this computer (models/lab: matrix
// products over sizes in fp32, and bf16 where the CPU has it, on all cores and one; memory bandwidth by copy
// and triad; the course's four operations), prints a table or JSON in SI units, and saves the result so that
// the catalogue holds "This computer — measured on <date>" at every later start.
#include "measure.h"

#include <QString>
#include <QTextStream>
#include <optional>

namespace infralab {

class Catalogue;
struct CliOptions;

/// Applies the --size NAME=VALUE options to `sizes` (lab/operationsizes.h). False with the refusal in `error`
/// (the size, the value, its range) when one is refused, or when the command is not measure.
bool operationSizesOption(const CliOptions &options, lab::OperationSizes *sizes, QString *error);

/// Measures with the full or --quick options and the --size choices (already checked).
int runMeasure(QTextStream &out, QTextStream &err, const CliOptions &options);

/// Adds the saved measurement of this computer, if any, to `catalogue` as a device, and returns it (for the
/// Scenario's measurement session: the sweep chart and the measured operations). A saved file that cannot be
/// read is ignored with one warning line on `err` naming the file and the reason.
std::optional<lab::MeasureResult> addMeasuredDevice(Catalogue *catalogue, QTextStream &err);

/// "matmul fp32 1024 × 1024, all cores", "bandwidth triad, 256 MB", "attention" in the current language.
QString measureStepLabel(const lab::MeasureStep &step);

} // namespace infralab
