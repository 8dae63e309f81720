// libFuzzer target: the scenario-file parser (Scenario::fromJson), fed arbitrary bytes.
// Besides "no crash, no sanitizer report", it checks the file format's promises: a refused file changes
// nothing and says why; an accepted one saves to a file that loads back to the same values.
#include "scenario.h"

#include <QJsonDocument>
#include <cstdint>
#include <cstdlib>

using infralab::Scenario;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray json(reinterpret_cast<const char *>(data), qsizetype(size));
    Scenario s;
    const QJsonObject before = s.toJson();
    QString error;
    if (!s.fromJson(json, &error)) {
        if (error.isEmpty() || s.toJson() != before) std::abort(); // refused: one reason, nothing applied
        return 0;
    }
    const QByteArray saved = QJsonDocument(s.toJson()).toJson();
    Scenario reloaded;
    if (!reloaded.fromJson(saved, &error) || reloaded.toJson() != s.toJson()) std::abort();
    return 0;
}
