#include "textwrap.h"

#include <QFontMetricsF>
#include <QHash>
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

/// Widths of the words a chart's captions are made of, remembered per font: the captions are wrapped again at
/// every slider step, with mostly the same words, and shaping a word is what a measure costs. One lives at a
/// time (it holds a reference into the cache, which another font's entry may move).
class WordWidths
{
public:
    explicit WordWidths(const QFont &font) : m_fm(font), m_widths(cache()[font.key()])
    {
        // A bound, not a policy: a session's captions hold a few thousand words.
        if (m_widths.size() > kMaxWords) m_widths.clear();
    }
    const QFontMetricsF &metrics() const { return m_fm; }
    qreal operator()(const QString &word)
    {
        auto it = m_widths.constFind(word);
        if (it == m_widths.cend()) it = m_widths.insert(word, m_fm.horizontalAdvance(word));
        return *it;
    }

private:
    static constexpr qsizetype kMaxWords = 20000;
    static QHash<QString, QHash<QString, qreal>> &cache()
    {
        thread_local QHash<QString, QHash<QString, qreal>> widths;
        return widths;
    }
    QFontMetricsF m_fm;
    QHash<QString, qreal> &m_widths;
};
} // namespace

QString wrapText(const QString &text, const QFont &font, qreal width)
{
    WordWidths advance(font);
    const QFontMetricsF &fm = advance.metrics();
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
                lineWidth = advance(word);
                slack = 0;
                continue;
            }
            qreal longerWidth = lineWidth + advance(QString(u' ' % word));
            const qreal longerSlack = slack + joinSlack;
            const bool nearTheEdge = qAbs(longerWidth - width) <= longerSlack;
            if (nearTheEdge) longerWidth = fm.horizontalAdvance(QString(line % u' ' % word));
            if (longerWidth > width) {
                lines.append(line);
                line = word;
                lineWidth = advance(word);
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
