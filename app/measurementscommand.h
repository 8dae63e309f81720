#pragma once
// `--measurements FILE` of the window, `infralab report` and `infralab export`: the file's points beside the
// model (models/lab/modelcheck.h), as a JSON list, a text table, or measurements.csv.
#include "modelcheck.h"

#include <QJsonObject>
#include <QTextStream>

namespace infralab {

struct CliOptions;

/// Reads --measurements when given (std::nullopt in `out` otherwise). False with the refusal in `error` (the
/// file, the field or line and column, the value, why) when the file is refused (a `device` the catalogue of
/// `s` has no roof for too), or when the command takes no
/// measurements (the window, report and export take them).
bool loadMeasurementsOption(const CliOptions &o, const Scenario &s, std::optional<MeasurementSet> *out,
                            QString *error);

/// Adds to the report's JSON object "measurements" (one entry per point: kind, source, inputs, measured,
/// model, error_pct, SI units, null for a value not measured) and the fitted efficiencies
/// "measurements.prefill_efficiency" and "measurements.bandwidth_efficiency" (null when nothing measures
/// them).
void addMeasurementsJson(QJsonObject *report, const ModelCheck &check);

/// The text report's table of the points, and the fitted efficiencies.
void printMeasurements(QTextStream &out, const ModelCheck &check, double servingEfficiency);

} // namespace infralab
