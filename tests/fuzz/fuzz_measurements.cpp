// libFuzzer target: the measurement importers (parseMeasurements: vLLM results, Ollama answers, CSV), fed
// arbitrary bytes. Besides "no crash, no sanitizer report", it checks the importers' promises: a refused file
// says why in one line naming the file; an accepted one holds at least one point, every value finite, and the
// model put against it gives finite errors.
#include "measurements.h"
#include "modelcheck.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>

using namespace infralab;

namespace {
void requireFinite(double v)
{
    if (!std::isfinite(v)) std::abort();
}
void requireFinite(const std::optional<double> &v)
{
    if (v) requireFinite(*v);
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    const std::optional<MeasurementSet> set = parseMeasurements(bytes, QStringLiteral("f.csv"), &error);
    if (!set) {
        if (!error.startsWith(QStringLiteral("f.csv: ")) || error.contains(u'\n')) std::abort();
        return 0;
    }
    if (set->isEmpty()) std::abort();
    const ModelCheck check = checkModel(ServingInputs{}, 990e12, 2, *set);
    for (const ServingCheck &c : check.serving) {
        requireFinite(c.model.ttft);
        requireFinite(c.model.tpot);
        requireFinite(c.ttftErrorPct);
        requireFinite(c.tpotErrorPct);
        requireFinite(c.tokensPerSecondErrorPct);
    }
    for (const RooflineCheck &c : check.roofline)
        requireFinite(c.errorPct);
    requireFinite(check.fit.prefill);
    requireFinite(check.fit.decode);
    return 0;
}
