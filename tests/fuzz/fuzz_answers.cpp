// libFuzzer target: the exercise answer parser (models/answers.*). The first byte chooses what the answer
// measures (its value modulo 8, so the corpus files start with a readable digit: '0' time … '7' choice);
// the rest is what the student typed, as UTF-8. A refusal must say why; an accepted quantity is finite.
#include "answers.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>

using namespace infralab;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0) return 0;
    const auto dimension = static_cast<Dimension>(data[0] % 8);
    const QString typed = QString::fromUtf8(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    QString error;
    const std::optional<double> value = parseQuantity(typed, dimension, &error);
    if (value ? !std::isfinite(*value) : error.isEmpty()) std::abort();
    if (value) (void)withinTolerance(*value, 1.0, 0.05);
    (void)normalizedWords(typed);
    return 0;
}
