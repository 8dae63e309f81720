// libFuzzer target: the command line's --set values (Scenario::applyAssignments). Each line of the input is
// one KEY=VALUE argument. The batch is all or nothing: a refused one changes no value and says why.
#include "scenario.h"

#include <cstdint>
#include <cstdlib>

using infralab::Scenario;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    Scenario s;
    const auto before = s.values();
    QString error;
    if (!s.applyAssignments(text.split(u'\n'), &error) && (error.isEmpty() || s.values() != before))
        std::abort();
    return 0;
}
