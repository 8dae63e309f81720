// The table of figures: the sections' rows (formulas_<section>.cpp) put together, and the lookups every view,
// export and report uses.
#include "formulas.h"

#include <QHash>
#include <utility>

namespace infralab {

namespace {

/// `section`'s rows with its page: the listed ones on `page`, the unlisted ones on none.
QList<FigureSpec> onPage(FigurePage page, const formulas_detail::FigureSection &section)
{
    QList<FigureSpec> rows;
    for (const formulas_detail::FigureRow &r : section.listed)
        rows.append({r.key, r.title, r.unit, page, r.inReport, r.build, r.shown});
    for (const formulas_detail::FigureRow &r : section.unlisted)
        rows.append({r.key, r.title, r.unit, FigurePage::None, r.inReport, r.build, r.shown});
    return rows;
}

} // namespace

const QList<FigureSpec> &figureTable()
{
    using namespace formulas_detail;
    // Section by section of the course, and within a page in the order its formula panel lists them.
    static const QList<FigureSpec> table = [] {
        const std::pair<FigurePage, FigureSection (*)()> sections[] = {
            {FigurePage::Hardware, rooflineFigures}, {FigurePage::Training, trainingFigures},
            {FigurePage::Training, scalingFigures},  {FigurePage::Training, trainingRunFigures},
            {FigurePage::Serving, servingFigures},   {FigurePage::Serving, servingParallelFigures},
            {FigurePage::Platform, platformFigures}, {FigurePage::Choose, costFigures},
        };
        QList<FigureSpec> rows;
        for (const auto &[page, section] : sections)
            rows += onPage(page, section());
        return rows;
    }();
    return table;
}

const FigureSpec *figureSpec(const QString &key)
{
    // computeFigures looks up each of its figures on every redraw while a slider moves: one hash, built once.
    static const QHash<QString, const FigureSpec *> byKey = [] {
        QHash<QString, const FigureSpec *> h;
        for (const FigureSpec &f : figureTable())
            h.insert(QString::fromLatin1(f.key), &f);
        return h;
    }();
    return byKey.value(key, nullptr);
}

QStringList pageFigureKeys(FigurePage page)
{
    QStringList keys;
    for (const FigureSpec &f : figureTable())
        if (f.page == page) keys.append(QString::fromLatin1(f.key));
    return keys;
}

bool figureShown(const QString &key, const Scenario &s)
{
    const FigureSpec *spec = figureSpec(key);
    return !spec || !spec->shown || spec->shown(s);
}

QStringList reportFigureKeys()
{
    QStringList keys;
    for (const FigureSpec &f : figureTable())
        if (f.inReport) keys.append(QString::fromLatin1(f.key));
    return keys;
}

QStringList formulaKeys()
{
    QStringList keys;
    for (const FigureSpec &f : figureTable())
        if (f.build) keys.append(QString::fromLatin1(f.key));
    return keys;
}

std::optional<Formula> formulaFor(const QString &key, const Scenario &s)
{
    const FigureSpec *spec = figureSpec(key);
    if (!spec || !spec->build) return std::nullopt;
    return Formula{spec->build(s), key, spec->title, QString::fromUtf8(spec->unit)};
}

} // namespace infralab
