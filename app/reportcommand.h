#pragma once
// `infralab report`: every computed figure of the scenario, as text in the current language or as JSON
// (flat dotted keys, SI units, null for "none").
#include <QTextStream>

namespace infralab {

class Scenario;
struct ModelCheck;

/// With `measurements`, the points beside the model follow (JSON: "measurements", measurementscommand.h).
void printReport(QTextStream &out, const Scenario &scenario, bool json,
                 const ModelCheck *measurements = nullptr);

} // namespace infralab
