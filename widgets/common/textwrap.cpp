#include "textwrap.h"

#include <QFontMetricsF>
#include <QStringBuilder>
#include <QStringList>

namespace infralab {

namespace {
/// How far a line's width may stand from the sum of its words' widths (each with its leading space): the
/// kerning between a line's last letter and the space. A pixel is more than any pair of the fonts used.
constexpr qreal kJoinSlack = 1.0;

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
            const qreal longerSlack = slack + kJoinSlack;
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
