#include "textwrap.h"

#include <QFontMetricsF>
#include <QStringBuilder>
#include <QStringList>

#include <algorithm>

namespace infralab {

namespace {
/// How far a line's width may stand from the sum of its words' widths (each with its leading space), per
/// join: the kerning between a line's last letter and the space, a share of the font's size (a tenth of its
/// height is more than any kerning pair, and grows with the zoom as the kerning does).
constexpr qreal kJoinSlackPerHeight = 0.1;

/// "p = 8" stays on one line: an equation is one word.
QStringList wordsOf(const QString &paragraph)
{
    QStringList words;
    const QStringList parts = paragraph.split(u' ');
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (parts[i] == u"=" && !words.isEmpty() && i + 1 < parts.size())
            words.last() = QString(words.last() % u" = " % parts[++i]);
        else
            words.append(parts[i]);
    }
    return words;
}
} // namespace

QString wrapText(const QString &text, const QFont &font, qreal width)
{
    const QFontMetricsF fm(font);
    const qreal joinSlack = std::max<qreal>(1.0, kJoinSlackPerHeight * fm.height());
    QStringList lines;
    for (const QString &paragraph : text.split(u'\n')) {
        // Measuring the whole line again for each word it grows by was most of a chart's refresh (the
        // pipeline's and the all-reduce's captions, at every slider step). The sum of the widths decides
        // wherever it stands clear of `width` by more than the joins' slack; the line is measured whole only
        // near the edge, so that the lines are those the whole-line measure gives.
        QString line;
        qreal lineWidth = 0, slack = 0;
        for (const QString &word : wordsOf(paragraph)) {
            if (line.isEmpty()) {
                line = word;
                lineWidth = fm.horizontalAdvance(word);
                slack = 0;
                continue;
            }
            qreal longerWidth = lineWidth + fm.horizontalAdvance(QString(u' ' % word));
            const qreal longerSlack = slack + joinSlack;
            const bool nearTheEdge = qAbs(longerWidth - width) <= longerSlack;
            if (nearTheEdge) longerWidth = fm.horizontalAdvance(QString(line % u' ' % word));
            if (longerWidth > width) {
                lines.append(line);
                line = word;
                lineWidth = fm.horizontalAdvance(word);
                slack = 0;
            } else {
                line = QString(line % u' ' % word);
                lineWidth = longerWidth;
                slack = nearTheEdge ? 0 : longerSlack;
            }
        }
        lines.append(line);
    }
    return lines.join(u'\n');
}

} // namespace infralab
