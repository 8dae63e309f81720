#include "presets.h"

#include "scenario.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace infralab {

QList<CoursePreset> coursePresets(QString *error)
{
    QFile f(QStringLiteral(":/presets/course.json"));
    if (!f.open(QIODevice::ReadOnly)) {
        if (error) *error = QStringLiteral("presets: %1").arg(f.errorString());
        return {};
    }
    const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    if (root.value("format").toString() != u"infralab-presets") {
        if (error) *error = QStringLiteral("presets: not an infralab-presets file");
        return {};
    }
    QList<CoursePreset> presets;
    for (const QJsonValue &v : root.value("presets").toArray()) {
        const QJsonObject o = v.toObject();
        CoursePreset p;
        p.id = o.value("id").toString();
        p.titleEn = o.value("title").toObject().value("en").toString();
        p.titleFr = o.value("title").toObject().value("fr").toString();
        p.questionEn = o.value("question").toObject().value("en").toString();
        p.questionFr = o.value("question").toObject().value("fr").toString();
        p.page = o.value("page").toString();
        const QJsonObject values = o.value("values").toObject();
        for (auto it = values.begin(); it != values.end(); ++it) {
            const std::optional<Key> key = keyFromName(it.key());
            if (!key) {
                if (error) *error = QStringLiteral("presets: %1: unknown key \"%2\"").arg(p.id, it.key());
                return {};
            }
            p.values.append({*key, it.value().toVariant()});
        }
        presets.append(p);
    }
    return presets;
}

bool applyPreset(const CoursePreset &preset, Scenario *scenario, QString *error)
{
    // Start from the course's defaults so that a preset never inherits an unrelated earlier change.
    QList<Key> set;
    for (const auto &[key, value] : preset.values) set.append(key);
    if (set.contains(Key::ModelPreset)) set += modelPresetKeys(); // the preset's model decides
    QList<QPair<Key, QVariant>> changes;
    for (const ParamSpec &p : scenarioSchema())
        if (!set.contains(p.id)) changes.append({p.id, p.defaultValue});
    changes += preset.values;
    return scenario->apply(changes, error);
}

} // namespace infralab
