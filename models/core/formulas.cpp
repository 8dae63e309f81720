// The table of figures: the sections' rows (formulas_<section>.cpp) put together, and the lookups every view,
// export and report uses.
#include "formulas.h"

#include <QHash>

namespace infralab {

const QList<FigureSpec> &figureTable()
{
    using namespace formulas_detail;
    static const QList<FigureSpec> table = rooflineFigures() + trainingFigures() + trainingRunFigures() +
                                           servingFigures() + servingParallelFigures() + platformFigures() +
                                           costFigures();
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

QList<FigureSpec> formulas_detail::figureRows(FigurePage page, std::initializer_list<FigureRow> listed,
                                              std::initializer_list<FigureRow> unlisted)
{
    QList<FigureSpec> rows;
    for (const FigureRow &r : listed)
        rows.append({r.key, r.title, r.unit, page, r.inReport, r.build, r.shown});
    for (const FigureRow &r : unlisted)
        rows.append({r.key, r.title, r.unit, FigurePage::None, r.inReport, r.build, r.shown});
    return rows;
}

std::optional<Formula> formulaFor(const QString &key, const Scenario &s)
{
    const FigureSpec *spec = figureSpec(key);
    if (!spec || !spec->build) return std::nullopt;
    return Formula{spec->build(s), key, spec->title, QString::fromUtf8(spec->unit)};
}

} // namespace infralab
