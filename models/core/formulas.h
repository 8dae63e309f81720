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

/// What a formula's builder writes: the expression, the scenario's values in it, and where it comes from.
struct FormulaText
{
    QString expression; ///< symbolic, Unicode math: "TTFT = max(2·N_act·n_prompt·B / (P·η), (W + KV)/β)"
    QString substitution; ///< right-hand side with {symbol} placeholders, one per input, no other braces
    QList<FormulaInput> inputs;
    double result = 0;            ///< equals computeFigures()'s value; NaN where the figure is "none"
    const char *source = nullptr; ///< English, QT_TRANSLATE_NOOP("Formulas", …)
};

/// A formula with the name and unit of its figure, from the figure's row of figureTable().
struct Formula : FormulaText
{
    QString key;                 ///< the figure key, e.g. "serving.ttft_s"
    const char *title = nullptr; ///< English, QT_TRANSLATE_NOOP("Formulas", …)
    QString unit;                ///< the figure's unit
};

/// The page whose formula panel lists a figure.
enum class FigurePage
{
    None,
    Hardware,
    Training,
    Serving,
    Platform,
    Choose
};

namespace formulas_detail {
using Builder = FormulaText (*)(const Scenario &);
}

/// One row per figure of computeFigures(): what every view, export and report says about it. The formula
/// panel lists a page's rows in the table's order; the lab report compares the rows marked `inReport`, in the
/// table's order too.
struct FigureSpec
{
    const char *key;   ///< report key (`infralab report`, figures.csv), e.g. "serving.ttft_s"
    const char *title; ///< English, QT_TRANSLATE_NOOP("Formulas", …)
    /// SI unit symbol as stored ("s", "B", "FLOP/s", "€", …); what a dimensionless value counts or is, so
    /// that it reads right: "tok/s", "req/s", "GPU", "×" (a speed-up), "fraction" (a share, shown in
    /// percent); "" for other counts and ratios.
    const char *unit;
    FigurePage page;
    bool inReport;
    formulas_detail::Builder build; ///< the formula with the scenario's inputs; nullptr when it has none
    /// Whether the page lists the figure for this scenario (the tensor-parallel all-reduces only when t > 1);
    /// nullptr: always. Reports and CSV files keep every figure.
    bool (*shown)(const Scenario &) = nullptr;
};

/// Every figure, section by section of the course.
const QList<FigureSpec> &figureTable();
/// The row of `key`, or nullptr.
const FigureSpec *figureSpec(const QString &key);
/// The keys `page`'s formula panel lists, in order.
QStringList pageFigureKeys(FigurePage page);
/// Whether `key`'s page lists it for `s` (FigureSpec::shown); true for an unknown key.
bool figureShown(const QString &key, const Scenario &s);
/// The headline figures the lab report compares between A and B, in the course's order.
QStringList reportFigureKeys();

/// Every figure key that has a formula, grouped by section of the course.
QStringList formulaKeys();

/// The formula of `key` evaluated on `s`, or none when the key has no formula.
std::optional<Formula> formulaFor(const QString &key, const Scenario &s);

namespace formulas_detail {
/// A row of a section's table but its page: the page is the section's (figureTable()).
struct FigureRow
{
    const char *key;
    const char *title;
    const char *unit;
    bool inReport;
    Builder build;
    bool (*shown)(const Scenario &) = nullptr;
};
/// A section's rows: those its page's formula panel lists, in its order, then the `unlisted` ones, which only
/// reports and exports give (FigurePage::None).
struct FigureSection
{
    QList<FigureRow> listed;
    QList<FigureRow> unlisted;
};
// One table per section, each in its own formulas_<section>.cpp beside the formulas it lists, so that no file
// grows too long; figureTable() gives each its page.
FigureSection rooflineFigures();
FigureSection trainingFigures();
/// Section 02's pipeline bubble and scaling laws (formulas_scaling.cpp), listed after the data-parallel step.
FigureSection scalingFigures();
/// Activations from the shapes and the whole run (formulas_wholerun.cpp), listed after the training table.
FigureSection trainingRunFigures();
FigureSection servingFigures();
/// Serving on t GPUs and the prefill's attention (formulas_servingtp.cpp), listed after the serving table.
FigureSection servingParallelFigures();
FigureSection platformFigures();
FigureSection costFigures();
/// Priced with the serving figures, written with the costs (formulas_cost.cpp).
FormulaText costPerMillion(const Scenario &s);
} // namespace formulas_detail

} // namespace infralab
