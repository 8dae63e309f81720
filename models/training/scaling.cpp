#include "scaling.h"

namespace infralab {

double amdahlSpeedup(double s, double n) { return 1.0 / (s + (1.0 - s) / n); }

double amdahlEfficiency(double s, double n) { return amdahlSpeedup(s, n) / n; }

double gustafsonSpeedup(double s, double n) { return s + (1.0 - s) * n; }

} // namespace infralab
