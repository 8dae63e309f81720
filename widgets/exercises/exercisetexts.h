#pragma once
// The words of the Exercises tab that depend on an item and an answer: its numbers in the current language,
// the placeholder of its answer field and the verdict under it. Kept apart from the page so that the rule
// "a hint first, the expected value only once earned" is written in one place.
#include "exercises.h"

#include <QString>

namespace infralab {

/// One number of an exercise in the current language, by the unit symbols of models/exercises.h.
QString exerciseValue(double v, const QString &unit);

/// The format an answer of dimension `d` takes, never a value: the answer itself must not show through.
QString answerPlaceholder(Dimension d);

/// What the student is told after a check. A wrong answer says so and how it misses (too high, too low, a
/// unit slip); the expected value appears only when `reveal` (the second wrong try, or the solution shown).
QString verdictText(const ExerciseItem &item, const AnswerCheck &check, const QString &typed, bool reveal);

} // namespace infralab
