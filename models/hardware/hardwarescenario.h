#pragma once
// The hardware inputs read from a Scenario (section 01): the device chosen in the scenario's catalogue, the
// second one the roofline compares it with, and the precision's peak. The adapter lives beside its model;
// every section reads the device from here.
#include "catalogue.h"
#include "precision.h"
#include "scenario.h"

namespace infralab {

/// The device of hardware.gpu in the scenario's catalogue; the catalogue's first when the name is unknown
/// (a file checked against another catalogue).
const Device &selectedDevice(const Scenario &s);
/// The device of hardware.compare_gpu, or the selected one when unknown.
const Device &comparedDevice(const Scenario &s);
/// The scenario's precision; bf16 for an unknown name.
Precision selectedPrecision(const Scenario &s);
/// The selected device's peak in the scenario's precision, FLOP/s; bf16's (then fp16's, fp32's) when the
/// device has no figure for that precision.
double selectedPeak(const Scenario &s);

} // namespace infralab
