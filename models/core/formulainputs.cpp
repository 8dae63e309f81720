#include "formulainputs.h"

#include <QRegularExpression>
#include <algorithm>

namespace infralab::formulas_detail {

QList<FormulaInput> namedIn(const QString &substitution, const QList<FormulaInput> &known)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{([^{}]*)\\}"));
    QList<FormulaInput> named;
    QStringList symbols;
    for (const QRegularExpressionMatch &m : placeholder.globalMatch(substitution)) {
        const QString symbol = m.captured(1);
        if (symbols.contains(symbol)) continue;
        symbols.append(symbol);
        const auto found = std::find_if(known.begin(), known.end(),
                                        [&](const FormulaInput &i) { return i.symbol == symbol; });
        Q_ASSERT_X(found != known.end(), "namedIn", qPrintable(symbol));
        if (found != known.end()) named.append(*found);
    }
    return named;
}

} // namespace infralab::formulas_detail
