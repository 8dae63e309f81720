// LiveHtml: a page whose values change is updated in place, and the result reads exactly as the same page
// set whole; anything else is set whole.
#include "livehtml.h"

#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

using namespace infralab;

namespace {

/// A formula page of the panel's shape: a heading, a paragraph with bold values, a table of inputs.
LiveHtml page(const QString &batch, const QString &result, const QString &note = QStringLiteral("A & B"))
{
    LiveHtml p;
    p.setSkeleton(QStringLiteral("<h3>TTFT</h3><p>2·N·B = 2 × 7e9 × <b>") + p.value(batch) +
                  QStringLiteral("</b><br>= <b>") + p.value(result) +
                  QStringLiteral("</b></p><table><tr><td><i>B</i></td><td>batch</td><td>") + p.value(batch) +
                  QStringLiteral("</td></tr></table><p><i>") + p.value(note) + QStringLiteral("</i></p>"));
    return p;
}

/// What a document shows when the page is set whole.
QString fresh(const LiveHtml &p)
{
    QTextDocument d;
    d.setHtml(p.html());
    return d.toPlainText();
}

/// The format of the document's character at the first place `text` starts.
QTextCharFormat formatOf(QTextDocument &d, const QString &text)
{
    QTextCursor c = d.find(text);
    if (c.isNull()) return {};
    c.setPosition(c.selectionStart() + 1);
    return c.charFormat();
}

} // namespace

class TestLiveHtml : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void placeholdersSurviveEscapingAndArg()
    {
        LiveHtml p;
        const QString mark = p.value(QStringLiteral("<1 & 2>"));
        QCOMPARE(mark.size(), 1);
        QCOMPARE(QStringLiteral("x %1").toHtmlEscaped().arg(mark), QStringLiteral("x ") + mark);
        p.setSkeleton(QStringLiteral("<p>") + mark.toHtmlEscaped() + QStringLiteral("</p>"));
        QTextDocument d;
        d.setHtml(p.html());
        QCOMPARE(d.toPlainText(), QStringLiteral("<1 & 2>"));
    }

    void changedValuesAreReplacedInPlace()
    {
        const LiveHtml before = page(QStringLiteral("64"), QStringLiteral("2.59 s"));
        QTextDocument d;
        d.setHtml(before.html());
        const int blocks = d.blockCount();
        // Longer, shorter and unchanged values, each more than once.
        const LiveHtml after = page(QStringLiteral("128"), QStringLiteral("323 ms"));
        QVERIFY(showLiveHtml(&d, after, before));
        QCOMPARE(d.toPlainText(), fresh(after));
        QCOMPARE(d.blockCount(), blocks);
        // A value keeps its own format, and the text beside it keeps its own.
        QVERIFY(formatOf(d, QStringLiteral("323 ms")).font().bold());
        QVERIFY(!formatOf(d, QStringLiteral("batch")).font().bold());
        QVERIFY(formatOf(d, QStringLiteral("A & B")).font().italic());
        // And again from there, back to the first values: each value is found where the last update left it.
        QVERIFY(showLiveHtml(&d, before, after));
        QCOMPARE(d.toPlainText(), fresh(before));
        QVERIFY(showLiveHtml(&d, after, before));
        QCOMPARE(d.toPlainText(), fresh(after));
    }

    void aChangedPageIsSetWhole()
    {
        const LiveHtml before = page(QStringLiteral("64"), QStringLiteral("2.59 s"));
        QTextDocument d;
        d.setHtml(before.html());
        LiveHtml other;
        other.setSkeleton(QStringLiteral("<p>Latency ") + other.value(QStringLiteral("3 s")) +
                          QStringLiteral("</p>"));
        QVERIFY(!showLiveHtml(&d, other, before));
        QCOMPARE(d.toPlainText(), QStringLiteral("Latency 3 s"));
    }

    void anEmptyValueOrWhiteSpaceThatHtmlChangesSetsThePageWhole()
    {
        const LiveHtml before = page(QStringLiteral("64"), QStringLiteral("2.59 s"));
        QTextDocument d;
        d.setHtml(before.html());
        // An empty value has no text for its anchor; HTML collapses runs of white space and makes every white
        // space but the no-break space a plain space.
        for (const QString &odd : {QString(), QStringLiteral("2  s"), QStringLiteral(" 2 s"), QStringLiteral("2\ns"),
                                   QStringLiteral("1\u202F234 %")}) {
            const LiveHtml after = page(QStringLiteral("64"), odd);
            QVERIFY(!showLiveHtml(&d, after, before));
            QCOMPARE(d.toPlainText(), fresh(after));
            // And back: the document does not show the odd value as it was given, so it is set whole again.
            QVERIFY(!showLiveHtml(&d, before, after));
            QCOMPARE(d.toPlainText(), fresh(before));
        }
    }

    void aDocumentThatNoLongerShowsThePageIsSetWhole()
    {
        const LiveHtml before = page(QStringLiteral("64"), QStringLiteral("2.59 s"));
        QTextDocument d;
        d.setHtml(before.html());
        QTextCursor(&d).insertText(QStringLiteral("edited "));
        const LiveHtml after = page(QStringLiteral("128"), QStringLiteral("323 ms"));
        // The values are still found by their anchors; only the text before them moved.
        QVERIFY(showLiveHtml(&d, after, before));
        QCOMPARE(d.toPlainText(), QStringLiteral("edited ") + fresh(after));
        d.setPlainText(QStringLiteral("something else"));
        QVERIFY(!showLiveHtml(&d, before, after));
        QCOMPARE(d.toPlainText(), fresh(before));
    }
};

QTEST_MAIN(TestLiveHtml)
#include "tst_livehtml.moc"
