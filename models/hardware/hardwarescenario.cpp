#include "hardwarescenario.h"

namespace infralab {

const Device &selectedDevice(const Scenario &s)
{
    const Catalogue &catalogue = s.catalogue();
    const Device *d = catalogue.device(s.text(Key::HardwareGpu));
    return d ? *d : catalogue.devices().front();
}

const Device &comparedDevice(const Scenario &s)
{
    const Device *d = s.catalogue().device(s.text(Key::HardwareCompareGpu));
    return d ? *d : selectedDevice(s);
}

Precision selectedPrecision(const Scenario &s)
{
    return precisionFromKey(s.text(Key::Precision).toStdString()).value_or(Precision::BF16);
}

double selectedPeak(const Scenario &s)
{
    const Device &d = selectedDevice(s);
    for (Precision p : {selectedPrecision(s), Precision::BF16, Precision::FP16, Precision::FP32})
        if (d.supports(p)) return d.peakFor(p);
    return d.peak.empty() ? 0 : d.peak.begin()->second;
}

} // namespace infralab
