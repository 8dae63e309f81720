#pragma once
// The course's worked examples, one click away: each sets a few scenario keys over the course's defaults and
// asks the class one question. Stored in resources/presets/course.json.
#include "scenariokeys.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QVariant>

namespace infralab {

class Scenario;

struct CoursePreset
{
    QString id;
    QString titleEn, titleFr, questionEn, questionFr;
    QString page; ///< object name of the view to show ("hardware", "serving", "training", "choose")
    QList<QPair<Key, QVariant>> values;

    QString title(const QString &language) const { return language == u"fr" ? titleFr : titleEn; }
    QString question(const QString &language) const { return language == u"fr" ? questionFr : questionEn; }
};

/// The compiled-in presets; empty with `error` set if the file is broken (a test guards against that).
QList<CoursePreset> coursePresets(QString *error = nullptr);

/// Resets the scenario to the course's defaults and applies the preset, as one batch (one undo step).
bool applyPreset(const CoursePreset &preset, Scenario *scenario, QString *error = nullptr);

} // namespace infralab
