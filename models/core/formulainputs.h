#pragma once
// The inputs that formulas of several sections substitute, named once here so that a symbol keeps one
// meaning and one unit from the roofline to the costs: `input::peak(selectedPeak(s))` is the input P.
#include "formulas.h"

#include <QCoreApplication>

namespace infralab::formulas_detail {

/// An input's symbol, unit and meaning, waiting for its value.
struct InputName
{
    const char *symbol;  ///< UTF-8, as written in the expression
    const char *unit;    ///< as FigureSpec::unit: SI symbol, "tok", "GPU", "fraction", or ""
    const char *meaning; ///< English, QT_TRANSLATE_NOOP("Formulas", …)

    FormulaInput operator()(double value) const
    {
        return {QString::fromUtf8(symbol), value, *unit ? QString::fromUtf8(unit) : QString(), meaning};
    }
};

/// The inputs `substitution` names, in the order its {symbol} placeholders first appear, each the first one
/// of `known` with that symbol: the inputs a formula lists then follow its text. A symbol missing from
/// `known` is a programming error.
QList<FormulaInput> namedIn(const QString &substitution, const QList<FormulaInput> &known);

/// Every input the formulas of a section name, for the formula of each to list those it names.
struct KnownInputs
{
    QList<FormulaInput> inputs;

    /// The formula whose inputs are those its substitution names: first among `own`, then among `inputs`.
    FormulaText formula(const QString &expression, const QString &substitution, double result,
                        const char *source, const QList<FormulaInput> &own = {}) const
    {
        return {expression, substitution, namedIn(substitution, own + inputs), result, source};
    }
};

namespace input {
inline constexpr InputName parameters{"N", "", QT_TRANSLATE_NOOP("Formulas", "Parameters of the model")};
inline constexpr InputName activeParameters{
    "N_act", "", QT_TRANSLATE_NOOP("Formulas", "Parameters used per token (all of them for a dense model)")};
inline constexpr InputName peak{"P", "FLOP/s",
                                QT_TRANSLATE_NOOP("Formulas", "Peak of the device in the compute precision")};
inline constexpr InputName bandwidth{"β", "B/s",
                                     QT_TRANSLATE_NOOP("Formulas", "Memory bandwidth of the device")};
inline constexpr InputName mfu{"MFU", "fraction", QT_TRANSLATE_NOOP("Formulas", "Model FLOPs utilisation")};
inline constexpr InputName gpuCount{"n", "GPU", QT_TRANSLATE_NOOP("Formulas", "GPU count")};
inline constexpr InputName outputTokens{"n_out", "tok",
                                        QT_TRANSLATE_NOOP("Formulas", "Output tokens per request")};
/// "n_prompt" in the serving formulas; the API's cost names it "n_in" beside its input price.
inline constexpr InputName promptTokens{"n_prompt", "tok",
                                        QT_TRANSLATE_NOOP("Formulas", "Prompt tokens per request")};
/// "M" in the serving formulas; training names it "M_GPU".
inline constexpr InputName deviceMemory{"M", "B", QT_TRANSLATE_NOOP("Formulas", "Memory of the device")};
} // namespace input

} // namespace infralab::formulas_detail
