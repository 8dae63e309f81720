// libFuzzer target: the catalogue parser (models/catalogueparser), which reads the built-in catalogue and
// the user's --catalogue files. A refusal must say why; an accepted entry holds finite SI numbers, since
// every formula divides by them.
#include "catalogueparser.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace {

bool finiteDevice(const infralab::Device &d)
{
    for (const auto &[precision, flops] : d.peak)
        if (!std::isfinite(flops)) return false;
    return std::isfinite(d.memory) && std::isfinite(d.bandwidth) && std::isfinite(d.power) &&
           std::isfinite(d.interconnect) && std::isfinite(d.pricePerHour);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray json(reinterpret_cast<const char *>(data), qsizetype(size));
    infralab::ParsedCatalogue parsed;
    QString error;
    if (!infralab::parseCatalogue(json, QStringLiteral("fuzz.json"), &parsed, &error)) {
        if (error.isEmpty()) std::abort();
        return 0;
    }
    for (const infralab::Device &d : parsed.devices)
        if (!finiteDevice(d)) std::abort();
    for (const infralab::ModelPreset &m : parsed.models)
        if (!std::isfinite(m.params) || !std::isfinite(m.activeParams)) std::abort();
    return 0;
}
