#include "categorylines.h"

#include "categoryfit.h"
#include "textwrap.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QPointF>
#include <QStringBuilder>
#include <QVariant>
#include <algorithm>
#include <cstdlib>

namespace infralab::categorylines {

namespace {
const char *const kPaddingProperty = "infralabCategoryPadding";
const QString kBreak = QStringLiteral("<br>");

/// A word broken after its hyphen nearest its middle: the last resort for a word wider than its share, which
/// Qt Charts would elide ("ZeR..."). Never a label's first choice: "ZeRO-" over "1" reads as two broken
/// words.
QString brokenAtHyphen(const QString &word)
{
    qsizetype best = -1;
    for (qsizetype i = 0; i + 1 < word.size(); ++i)
        if (word.at(i) == u'-' &&
            (best < 0 || std::abs(i - word.size() / 2) < std::abs(best - word.size() / 2)))
            best = i;
    return best < 0 ? word : word.left(best + 1) % kBreak % word.mid(best + 1);
}

/// One line of a category label under a plot, fitted to `share`: whole when it fits, else on two lines at the
/// space nearest its middle, then wrapped at its spaces; a hyphen breaks only a word wider than the share.
QString fittedLine(const QString &line, const QFont &font, qreal share)
{
    const QFontMetricsF metrics(font);
    if (metrics.horizontalAdvance(line) <= share) return line;
    QStringList lines;
    for (const QString &half : brokenInTwo(line).split(kBreak)) {
        const QString wrapped = metrics.horizontalAdvance(half) <= share ? half : wrapText(half, font, share);
        for (const QString &piece : wrapped.split(u'\n'))
            lines << (metrics.horizontalAdvance(piece) <= share ? piece : brokenAtHyphen(piece));
    }
    return lines.join(kBreak);
}

/// True when every line of every label fits `share` whole (a line holding markup counts as fitting).
bool wholeInShare(const QStringList &labels, const QFont &font, qreal share)
{
    const QFontMetricsF metrics(font);
    return std::all_of(labels.cbegin(), labels.cend(), [&](const QString &label) {
        const QStringList lines = label.split(kBreak);
        return std::all_of(lines.cbegin(), lines.cend(), [&](const QString &line) {
            return line.contains(u'<') || metrics.horizontalAdvance(line) <= share;
        });
    });
}

/// Each line of each label that `fit` changes; a line holding markup is left whole: its spaces may be in a
/// tag.
template <typename Fit> QStringList eachLine(const QStringList &labels, Fit &&fit)
{
    QStringList fitted;
    for (const QString &label : labels) {
        QStringList lines = label.split(kBreak);
        for (QString &line : lines)
            if (!line.contains(u'<')) line = fit(line);
        fitted << lines.join(kBreak);
    }
    return fitted;
}

/// Under the plot: a category wider than its share ("On-pre...") goes on lines broken at its spaces. Qt
/// Charts shares the width among the n + 1 edges of the n categories.
QStringList fittedUnder(const QChart *chart, QBarCategoryAxis *axis, const QStringList &set)
{
    const qreal plot = chart->plotArea().width();
    if (plot <= 0) return {};
    const QFont font = axis->labelsFont();
    const qreal share = plot / (set.size() + 1) - padding(axis, plot);
    // The chart's shorter labels where its own do not fit whole ("Pinned: none ≤ 16,384" under a strategy of
    // the Training memory chart): a number without its words, rather than a line broken at its spaces.
    const QStringList shorter = categoryfit::shortForm(axis);
    const bool useShorter = shorter.size() == set.size() && !wholeInShare(set, font, share);
    return eachLine(useShorter ? shorter : set,
                    [&](const QString &line) { return fittedLine(line, font, share); });
}

/// Beside a plot of horizontal bars ("TP = 1 : aucun trafic de…" at the laptop's largest zoom): a category
/// gets what the axis' title leaves of Qt's share, and a line wider than that is wrapped at its spaces.
QStringList fittedBeside(const QChart *chart, QBarCategoryAxis *axis, const QStringList &set)
{
    if (chart->size().width() - chart->margins().left() - chart->margins().right() <= 0) return {};
    const QFont font = axis->labelsFont();
    const QFontMetricsF metrics(font);
    const qreal room = sideRoom(chart, axis);
    return eachLine(set, [&](const QString &line) {
        return metrics.horizontalAdvance(line) > room ? wrapText(line, font, room).replace(u'\n', kBreak)
                                                      : line;
    });
}
} // namespace

qreal sideRoom(const QChart *chart, const QAbstractAxis *axis)
{
    const qreal inner = chart->size().width() - chart->margins().left() - chart->margins().right();
    const QString title = axis->titleText();
    const qreal titleHeight =
        title.isEmpty() ? 0 : (title.count(kBreak) + 1) * QFontMetricsF(axis->titleFont()).lineSpacing();
    return kSideAxesShare * inner - titleHeight - kLabelPadding;
}

qreal padding(const QAbstractAxis *axis, qreal plot)
{
    const QPointF learnt = axis->property(kPaddingProperty).toPointF(); // (plot width, padding)
    return qFuzzyCompare(learnt.x(), plot) ? learnt.y() : kPadding;
}

void widenPadding(QAbstractAxis *axis, qreal plot)
{
    axis->setProperty(kPaddingProperty, QPointF(plot, padding(axis, plot) + kPaddingStep));
}

QString brokenInTwo(const QString &label)
{
    qsizetype best = -1;
    for (qsizetype i = 0; i < label.size(); ++i)
        if (label.at(i) == u' ' &&
            (best < 0 || std::abs(i - label.size() / 2) < std::abs(best - label.size() / 2)))
            best = i;
    if (best < 0) return label;
    return label.left(best) % kBreak % label.mid(best + 1);
}

QStringList fitted(const QChart *chart, QBarCategoryAxis *axis, const QStringList &set)
{
    return axis->orientation() == Qt::Horizontal ? fittedUnder(chart, axis, set)
                                                 : fittedBeside(chart, axis, set);
}

} // namespace infralab::categorylines
