// libFuzzer target: the scenario-file parser (ScenarioFile::fromJson), fed arbitrary bytes.
// Besides "no crash, no sanitizer report", it checks the file format's promises: a refused file changes
// nothing and says why; an accepted one saves to a file that loads back to the same values.
#include "scenario.h"
#include "scenariofile.h"

#include <QJsonDocument>
#include <cstdint>
#include <cstdlib>

using infralab::Scenario;
using infralab::ScenarioFile;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray json(reinterpret_cast<const char *>(data), qsizetype(size));
    Scenario s;
    ScenarioFile file(&s);
    const QJsonObject before = file.toJson();
    QString error;
    if (!file.fromJson(json, &error)) {
        if (error.isEmpty() || file.toJson() != before) std::abort(); // refused: one reason, nothing applied
        return 0;
    }
    const QByteArray saved = QJsonDocument(file.toJson()).toJson();
    Scenario reloaded;
    ScenarioFile reloadedFile(&reloaded);
    if (!reloadedFile.fromJson(saved, &error) || reloadedFile.toJson() != file.toJson()) std::abort();
    return 0;
}
