#include "textwrap.h"

#include <QFontMetricsF>
#include <QStringBuilder>
#include <QStringList>

namespace infralab {

QString wrapText(const QString &text, const QFont &font, qreal width)
{
    const QFontMetricsF fm(font);
    QStringList lines;
    for (const QString &paragraph : text.split(u'\n')) {
        // "p = 8" stays on one line: an equation is one word.
        QStringList words;
        const QStringList parts = paragraph.split(u' ');
        for (qsizetype i = 0; i < parts.size(); ++i) {
            if (parts[i] == u"=" && !words.isEmpty() && i + 1 < parts.size())
                words.last() = QString(words.last() % u" = " % parts[++i]);
            else
                words.append(parts[i]);
        }
        QString line;
        for (const QString &word : words) {
            const QString longer = line.isEmpty() ? word : QString(line % u' ' % word);
            if (!line.isEmpty() && fm.horizontalAdvance(longer) > width) {
                lines.append(line);
                line = word;
            } else {
                line = longer;
            }
        }
        lines.append(line);
    }
    return lines.join(u'\n');
}

} // namespace infralab
