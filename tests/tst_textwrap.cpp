// The word wrap of the texts charts draw themselves (widgets/common/textwrap.h): greedy, each line as long
// as Qt's measure of the whole line allows, whatever shortcut the wrap takes to find it.
#include "textwrap.h"

#include <QFontMetricsF>
#include <QRandomGenerator>
#include <QtTest>

using namespace infralab;

namespace {
/// The greedy wrap as a textbook writes it: add the next word while the whole line, measured again, fits.
/// Words are split at spaces; "a = b" counts as one word.
QString greedy(const QString &paragraph, const QFont &font, qreal width)
{
    const QFontMetricsF fm(font);
    QStringList words;
    const QStringList parts = paragraph.split(u' ');
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (parts[i] == u"=" && !words.isEmpty() && i + 1 < parts.size())
            words.last() += QStringLiteral(" = ") + parts[++i];
        else
            words.append(parts[i]);
    }
    QStringList lines{QString()};
    for (const QString &word : words) {
        if (lines.last().isEmpty())
            lines.last() = word;
        else if (fm.horizontalAdvance(lines.last() + u' ' + word) > width)
            lines.append(word);
        else
            lines.last() += u' ' + word;
    }
    return lines.join(u'\n');
}

// Captions of the kind the pipeline's and the all-reduce's charts write, in both languages, with the
// no-break spaces Format puts inside numbers and before units.
const QStringList kTexts = {
    QStringLiteral("p = 8 stages, m = 32 micro-batches, v = 2: bubble 10.9 %, each GPU idle 1.3\u00a0s of "
                   "every 11.8\u00a0s step (Narayanan et al. 2021, interleaved 1F1B)"),
    QStringLiteral("Anneau de 64\u00a0GPU : chaque GPU envoie 2 × (n − 1)/n × 140\u00a0Go = 275,6\u00a0Go, "
                   "soit 5,51\u00a0s à 50\u00a0Go/s ; arbre : 2 × log₂(64) × α = 12 × 5\u00a0µs"),
    QStringLiteral("AVAVAVAV WAWAWA To Ty Yo LT ff fi fl Te Tr Va We Yo, kerning pairs joined by spaces "
                   "T. A. V. W. Y. \"quoted\" 'single' (parenthesised) [bracketed] — dashes – too"),
    QStringLiteral("Unbreakable-words-longer-than-any-width-we-ask-for-with-hyphens and short ones"),
};
} // namespace

class TestTextWrap : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void linesAreTheGreedyWrapsOfTheWholeLineMeasure()
    {
        int cases = 0, lines = 0;
        for (const QFont &base : {QFont(), QFont(QStringLiteral("DejaVu Serif"))}) {
            for (const qreal points : {8.0, 11.5, 17.5, 24.0, 36.0}) {
                for (const bool bold : {false, true}) {
                    QFont font = base;
                    font.setPointSizeF(points);
                    font.setBold(bold);
                    for (const QString &text : kTexts) {
                        // Every width from one word to the whole text, a pixel and a fraction apart, so
                        // that many widths fall on a line's edge.
                        for (qreal width = 20; width < 1600; width += 2.71) {
                            const QString wrapped = wrapText(text, font, width);
                            const QString expected = greedy(text, font, width);
                            QVERIFY2(wrapped == expected,
                                     qPrintable(QStringLiteral("%1 pt%2 at %3 px:\n%4\nnot\n%5")
                                                    .arg(points)
                                                    .arg(bold ? QStringLiteral(" bold") : QString())
                                                    .arg(width)
                                                    .arg(wrapped, expected)));
                            ++cases;
                            lines += int(wrapped.count(u'\n')) + 1;
                        }
                    }
                }
            }
        }
        qInfo("%d wraps, %d lines, each the greedy wrap", cases, lines);
        QVERIFY(cases > 10000);
    }

    void paragraphsAndEquationsStayWhole()
    {
        const QFont font;
        const QFontMetricsF fm(font);
        const QString text = QStringLiteral("first paragraph\nsecond, with t = 4 and p = 16 inside");
        // Narrower than any word: a word a line, "t = 4" one of them, the paragraph break kept.
        QCOMPARE(wrapText(text, font, 1).split(u'\n'),
                 QStringList({QStringLiteral("first"), QStringLiteral("paragraph"), QStringLiteral("second,"),
                              QStringLiteral("with"), QStringLiteral("t = 4"), QStringLiteral("and"),
                              QStringLiteral("p = 16"), QStringLiteral("inside")}));
        // Wide enough for each paragraph: the break between them is the only one.
        const qreal wide = fm.horizontalAdvance(text.section(u'\n', 1)) + 1;
        QCOMPARE(wrapText(text, font, wide), text);
    }
};

QTEST_MAIN(TestTextWrap)
#include "tst_textwrap.moc"
