#pragma once
// The course's self-corrected exercises 1–4, its written exercise 3 (the robot's Jetson Orin) and its
// verification question, as items a student answers: each question carries the scenario's numbers, each
// expected value comes from the course's own functions (course.h) or the model functions they wrap, and each
// worked solution is a template filled with the same numbers.
#include "answers.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace infralab {

class Scenario;

/// One possible answer of a choice question: the words that designate it, in both languages.
struct ChoiceOption
{
    const char *label; ///< English, QT_TRANSLATE_NOOP("Exercises", …): shown as the right answer
    QStringList words; ///< normalizedWords() forms, e.g. "memory", "bande passante"
};

struct ExerciseItem
{
    QString id;           ///< stable, e.g. "ex1.decode_time"
    const char *title;    ///< the exercise, English, QT_TRANSLATE_NOOP("Exercises", …)
    const char *question; ///< English template, QT_TRANSLATE_NOOP("Exercises", …), %1… = questionArgs
    QList<double> questionArgs;
    /// One per argument, how to show it: an SI symbol as in figures.h ("s", "B", "B/s", "FLOP/s", "FLOP/B",
    /// "1/s", "€"), "%" for a fraction, "tok/s" and "req/s" for rates, "FLOP" for an amount of work, "sci"
    /// for a large count as a power of ten (N = 8 × 10⁹), or "" for a plain number.
    QStringList argUnits;
    Dimension dimension;
    double expected;      ///< SI; NaN when the answer is "none" (no GPU count fits) or for a choice
    double tolerance;     ///< relative; 0 for counts, which must be exact
    QString unit;         ///< how to show the expected value and the answer, same symbols as argUnits
    const char *solution; ///< English template of the worked solution, %1… = solutionArgs; lines end in \n
    QList<double> solutionArgs;
    QStringList solutionUnits;
    const char *source;               ///< English, QT_TRANSLATE_NOOP("Exercises", …): the course's section
    QList<ChoiceOption> choices = {}; ///< Dimension::Choice only
    int expectedChoice = -1;          ///< index in `choices`
};

/// Every item, always the same ids in the same order, computed from `s`.
QList<ExerciseItem> exercises(const Scenario &s);

enum class Verdict
{
    Correct,
    Wrong,
    Unreadable
};

struct AnswerCheck
{
    Verdict verdict = Verdict::Unreadable;
    double value = 0; ///< the answer in SI (numeric items)
    int choice = -1;  ///< the option the answer names (choice items), -1 when none
    QString error;    ///< Unreadable: the sentence naming the text and the reason
    MissReport miss;  ///< Wrong numeric answers: how far off, without the expected value
};

/// Reads `answer` for `item` and compares it with the expected value within the item's tolerance; a wrong
/// number also says how it misses (missOf). A choice
/// is right when the answer names the expected option's words and no other option's. When the expected
/// value is "none", "none", "aucun" or "impossible" is right.
AnswerCheck checkAnswer(const ExerciseItem &item, const QString &answer);

/// Words that answer "none" (no GPU count fits), normalized.
const QStringList &noneWords();

// Figures stated by the course's written exercise 3: "un Jetson Orin (25 TFLOP/s, 200 Go/s, 32 Go)",
// an 8B in int4, a 500-token prompt computed at half the peak.
inline constexpr double kJetsonPeak = 25e12, kJetsonBandwidth = 200e9, kJetsonMemory = 32e9;
inline constexpr double kRobotParams = 8e9, kRobotPromptTokens = 500, kRobotEfficiency = 0.5;
// The verification question: "un GPU de 1 PFLOP/s décode un LLM 7B en bf16 à ~240 tokens/s en lot 1".
inline constexpr double kCheckPeak = 1e15, kCheckParams = 7e9, kCheckTokensPerSecond = 240;
// Exercise 3: "le plus petit m tel que bulle(8, m) < 0,1".
inline constexpr double kBubbleTarget = 0.1;
// Exercise 1: "produit 4096³".
inline constexpr double kMatmulSide = 4096;

} // namespace infralab
