// libFuzzer target: the catalogue parser (models/catalogueparser), which reads the built-in catalogue and
// the user's --catalogue files. A refusal must say why.
#include "catalogueparser.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray json(reinterpret_cast<const char *>(data), qsizetype(size));
    infralab::ParsedCatalogue parsed;
    QString error;
    if (!infralab::parseCatalogue(json, QStringLiteral("fuzz.json"), &parsed, &error) && error.isEmpty())
        std::abort();
    return 0;
}
