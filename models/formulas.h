#pragma once
// The formula behind each headline figure, with the scenario's inputs, so the views can show how a number
// was obtained. Results come from the very functions figures.cpp calls; the text restates their doc comments.
#include "scenario.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace infralab {

struct FormulaInput
{
    QString symbol;   ///< as written in the expression, e.g. "β" or "n_prompt"
    double value = 0; ///< SI, NaN when the figure it comes from is "none"
    QString unit; ///< SI unit symbol as in figures.cpp ("B/s", "s", "€", …), or a derived one ("€/h")
    const char *meaning; ///< English, QT_TRANSLATE_NOOP("Formulas", …)
};

struct Formula
{
    QString key;        ///< the figure key of figures.cpp, e.g. "serving.ttft_s"
    const char *title;  ///< English, QT_TRANSLATE_NOOP("Formulas", …)
    QString expression; ///< symbolic, Unicode math: "TTFT = max(2·N_act·n_prompt·B / (P·η), (W + KV)/β)"
    QString substitution; ///< right-hand side with {symbol} placeholders, one per input, no other braces
    QList<FormulaInput> inputs;
    double result = 0;  ///< equals computeFigures()'s value; NaN where the figure is "none"
    QString unit;       ///< the figure's unit, as in figures.cpp
    const char *source; ///< English, QT_TRANSLATE_NOOP("Formulas", …)
};

/// Every figure key that has a formula, grouped by section of the course.
QStringList formulaKeys();

/// The formula of `key` evaluated on `s`, or none when the key has no formula.
std::optional<Formula> formulaFor(const QString &key, const Scenario &s);

namespace formulas_detail {
// One table per section, each in its own formulas_<section>.cpp, so that no file grows too long.
using Builder = Formula (*)(const Scenario &);
struct Entry
{
    const char *key;
    Builder build;
};
const QList<Entry> &rooflineFormulas();
const QList<Entry> &trainingFormulas();
const QList<Entry> &scalingFormulas();
const QList<Entry> &servingFormulas();
const QList<Entry> &costFormulas();
} // namespace formulas_detail

} // namespace infralab
