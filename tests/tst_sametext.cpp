// A text item given the text or the width it already has keeps its layout (app/sametext.cpp), and shows
// exactly what Qt's own calls would have shown: every other call, and every call after the document changed,
// goes to Qt. The control for each count is Qt Widgets' own function, found as the executable finds it.
#include <QAbstractTextDocumentLayout>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QPainter>
#include <QTextCursor>
#include <QTextDocument>
#include <QThread>
#include <QtTest>

#include <dlfcn.h>
#include <memory>

namespace {
const QString kLabel = QStringLiteral("<span style='font-size:1.5em'>TP</span> 8 &#215; PP 4<br>DP 2");

/// Qt Widgets' own setHtml() and setTextWidth(), which the tested definitions replace.
void qtSetHtml(QGraphicsTextItem *item, const QString &html)
{
    using F = void (*)(QGraphicsTextItem *, const QString &);
    static const auto f =
        reinterpret_cast<F>(dlvsym(RTLD_NEXT, "_ZN17QGraphicsTextItem7setHtmlERK7QString", "Qt_6"));
    QVERIFY(f);
    f(item, html);
}
void qtSetTextWidth(QGraphicsTextItem *item, qreal width)
{
    using F = void (*)(QGraphicsTextItem *, qreal);
    static const auto f =
        reinterpret_cast<F>(dlvsym(RTLD_NEXT, "_ZN17QGraphicsTextItem12setTextWidthEd", "Qt_6"));
    QVERIFY(f);
    f(item, width);
}

/// Counts the document's parses (contentsChange) and layouts (its layout's update()).
struct Counts
{
    explicit Counts(QGraphicsTextItem *item)
    {
        QObject::connect(item->document(), &QTextDocument::contentsChange, [this] { ++parses; });
        QObject::connect(item->document()->documentLayout(), &QAbstractTextDocumentLayout::update,
                         [this] { ++layouts; });
    }
    int parses = 0, layouts = 0;
};

/// The item painted alone on white, as a chart's scene paints it.
QImage painted(QGraphicsTextItem *item)
{
    QGraphicsScene scene;
    scene.addItem(item);
    QImage image(240, 120, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    scene.render(&p, QRectF(0, 0, 240, 120), QRectF(0, 0, 240, 120));
    p.end();
    scene.removeItem(item);
    return image;
}

/// A fresh item given `font`, `width` and `html` once, through Qt's own calls.
std::unique_ptr<QGraphicsTextItem> fresh(const QFont &font, qreal width, const QString &html)
{
    auto item = std::make_unique<QGraphicsTextItem>();
    item->setFont(font);
    qtSetTextWidth(item.get(), width);
    qtSetHtml(item.get(), html);
    return item;
}
} // namespace

class TestSameText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameHtmlIsNotParsedAgain()
    {
        QGraphicsTextItem item;
        item.setHtml(kLabel);
        Counts ours(&item);
        item.setHtml(kLabel);
        QCOMPARE(ours.parses, 0);
        QCOMPARE(ours.layouts, 0);
        // Qt's own call parses and lays the same text out again: what was saved.
        qtSetHtml(&item, kLabel);
        QVERIFY(ours.parses > 0);
        QVERIFY(ours.layouts > 0);
    }

    void sameWidthIsNotLaidOutAgain()
    {
        QGraphicsTextItem item;
        item.setHtml(kLabel);
        item.setTextWidth(90);
        Counts ours(&item);
        item.setTextWidth(90);
        QCOMPARE(ours.layouts, 0);
        qtSetTextWidth(&item, 90);
        QVERIFY(ours.layouts > 0);
        // A new width, and the unbounded width, are Qt's to apply.
        ours.layouts = 0;
        item.setTextWidth(60);
        QVERIFY(ours.layouts > 0);
        QCOMPARE(item.textWidth(), 60.0);
        ours.layouts = 0;
        item.setTextWidth(-1);
        QVERIFY(ours.layouts > 0);
        QCOMPARE(item.textWidth(), -1.0);
    }

    void aPageHeightIsNotTakenForTheSameWidth()
    {
        // setTextWidth() also makes the page's height unbounded: a page with a height is laid out again.
        QGraphicsTextItem item;
        item.setHtml(kLabel);
        item.document()->setPageSize(QSizeF(90, 40));
        item.setTextWidth(90);
        QCOMPARE(item.document()->pageSize(), QSizeF(90, -1));
    }

    void aNewTextIsShown()
    {
        QGraphicsTextItem item;
        item.setHtml(QStringLiteral("DDP<br>8"));
        item.setHtml(QStringLiteral("DDP<br>16"));
        QCOMPARE(item.toPlainText(), QStringLiteral("DDP\n16"));
        item.setHtml(QStringLiteral("DDP<br>8"));
        QCOMPARE(item.toPlainText(), QStringLiteral("DDP\n8"));
    }

    void anEditForgetsTheText()
    {
        QGraphicsTextItem item;
        item.setHtml(QStringLiteral("<b>80 GB</b>"));
        item.setPlainText(QStringLiteral("edited"));
        item.setHtml(QStringLiteral("<b>80 GB</b>"));
        QCOMPARE(item.toPlainText(), QStringLiteral("80 GB"));
        QTextCursor(item.document()).insertText(QStringLiteral("typed "));
        item.setHtml(QStringLiteral("<b>80 GB</b>"));
        QCOMPARE(item.toPlainText(), QStringLiteral("80 GB"));
        item.document()->setHtml(QStringLiteral("set on the document"));
        item.setHtml(QStringLiteral("<b>80 GB</b>"));
        QCOMPARE(item.toPlainText(), QStringLiteral("80 GB"));
        item.document()->clear();
        item.setHtml(QStringLiteral("<b>80 GB</b>"));
        QCOMPARE(item.toPlainText(), QStringLiteral("80 GB"));
        item.document()->setMarkdown(QStringLiteral("*set as Markdown*"));
        item.setHtml(QStringLiteral("<b>80 GB</b>"));
        QCOMPARE(item.toPlainText(), QStringLiteral("80 GB"));
    }

    void aFormatEditForgetsTheText()
    {
        // Only the text's colour changes: the plain text is the same, the picture is not.
        QGraphicsTextItem item;
        item.setHtml(kLabel);
        const QImage before = painted(&item);
        QTextCursor all(item.document());
        all.select(QTextCursor::Document);
        QTextCharFormat red;
        red.setForeground(QColor(0xd0, 0, 0));
        all.mergeCharFormat(red);
        QVERIFY(painted(&item) != before);
        item.setHtml(kLabel);
        QCOMPARE(painted(&item), before);
    }

    void anUndoneEditForgetsTheText()
    {
        QGraphicsTextItem item;
        item.setHtml(QStringLiteral("80 GB"));
        item.document()->setUndoRedoEnabled(true);
        QTextCursor(item.document()).insertText(QStringLiteral("typed "));
        item.setHtml(QStringLiteral("80 GB"));
        item.document()->setUndoRedoEnabled(true);
        QTextCursor(item.document()).insertText(QStringLiteral("again "));
        item.document()->undo();
        QCOMPARE(item.toPlainText(), QStringLiteral("80 GB"));
        item.setHtml(QStringLiteral("80 GB"));
        QCOMPARE(item.toPlainText(), QStringLiteral("80 GB"));
        item.document()->undo();
        item.setHtml(QStringLiteral("80 GB"));
        QCOMPARE(item.toPlainText(), QStringLiteral("80 GB"));
    }

    void anEmptyTextTwice()
    {
        // Qt Charts gives an empty label its empty text at each layout.
        QGraphicsTextItem item;
        item.setHtml(QString());
        Counts ours(&item);
        item.setHtml(QString());
        QCOMPARE(ours.parses, 0);
        QVERIFY(item.toPlainText().isEmpty());
        item.setHtml(QStringLiteral("1"));
        QCOMPARE(item.toPlainText(), QStringLiteral("1"));
    }

    void aSharedOrSwappedDocumentIsKnownByItself()
    {
        // Two items showing one document: the text is the document's, whichever item set it.
        QGraphicsTextItem first, second;
        second.setDocument(first.document());
        first.setHtml(QStringLiteral("shared"));
        Counts ours(&second);
        second.setHtml(QStringLiteral("shared"));
        QCOMPARE(ours.parses, 0);
        QCOMPARE(second.toPlainText(), QStringLiteral("shared"));
        first.setPlainText(QStringLiteral("edited through the first"));
        second.setHtml(QStringLiteral("shared"));
        QCOMPARE(second.toPlainText(), QStringLiteral("shared"));
        // A document swapped in has never been given this text.
        auto *other = new QTextDocument(&second);
        second.setDocument(other);
        second.setHtml(QStringLiteral("shared"));
        QCOMPARE(other->toPlainText(), QStringLiteral("shared"));
    }

    void anItemTheUserCanSelectGetsQtsCall()
    {
        // Qt's call also clears the selection and puts the cursor at the start.
        QGraphicsTextItem item;
        item.setTextInteractionFlags(Qt::TextSelectableByMouse);
        item.setHtml(kLabel);
        QTextCursor selection = item.textCursor();
        selection.select(QTextCursor::Document);
        item.setTextCursor(selection);
        item.setHtml(kLabel);
        QVERIFY(!item.textCursor().hasSelection());
    }

    void aNewFontOrStyleSheetIsShown()
    {
        // A class is styled from the default style sheet when the HTML is parsed: a new sheet parses again.
        // A new font shows the sizes in em as a fresh item does.
        QFont small = QGuiApplication::font(), large = small;
        small.setPointSizeF(9);
        large.setPointSizeF(18);
        const QString html = QStringLiteral("<span class='a' style='font-size:2em'>W</span> w");
        QGraphicsTextItem item;
        item.setFont(small);
        item.setHtml(html);
        item.setFont(large);
        item.setHtml(html);
        QCOMPARE(painted(&item), painted(fresh(large, -1, html).get()));
        item.document()->setDefaultStyleSheet(QStringLiteral(".a { color: #d00000; }"));
        Counts ours(&item);
        item.setHtml(html);
        QVERIFY(ours.parses > 0);
        auto red = fresh(large, -1, QString());
        red->document()->setDefaultStyleSheet(QStringLiteral(".a { color: #d00000; }"));
        qtSetHtml(red.get(), html);
        QCOMPARE(painted(&item), painted(red.get()));
    }

    void aLabelThroughADragIsPaintedAsAFreshOne()
    {
        // As an axis label through the steps of a drag: texts and widths come and go, then back.
        QFont font = QGuiApplication::font();
        font.setPointSizeF(11);
        QGraphicsTextItem item;
        item.setFont(font);
        const QStringList texts = {kLabel, QStringLiteral("TP 1"), kLabel, QStringLiteral("TP 2"), kLabel};
        const QList<qreal> widths = {90, 90, 70, 90, 70};
        for (qsizetype i = 0; i < texts.size(); ++i) {
            item.setTextWidth(widths.at(i));
            item.setHtml(texts.at(i));
        }
        // The last step keeps the text, at a new width: its HTML is not parsed again.
        Counts last(&item);
        item.setTextWidth(90);
        item.setHtml(kLabel);
        QCOMPARE(last.parses, 0);
        QVERIFY(last.layouts > 0);
        const QImage expected = painted(fresh(font, 90, kLabel).get());
        QCOMPARE(painted(&item), expected);
        // The image is the label's, not a blank one.
        int dark = 0;
        for (int y = 0; y < expected.height(); ++y)
            for (int x = 0; x < expected.width(); ++x)
                dark += qGray(expected.pixel(x, y)) < 128;
        QVERIFY(dark > 20);
    }

    void anEndedDocumentIsForgotten()
    {
        // The next item often gets the ended one's memory, and its document too: an empty document with
        // the same address must be given its text.
        QSet<const QTextDocument *> seen;
        bool reused = false;
        for (int i = 0; i < 50; ++i) {
            auto item = std::make_unique<QGraphicsTextItem>();
            reused = reused || seen.contains(item->document());
            seen.insert(item->document());
            item->setHtml(kLabel);
            QCOMPARE(item->toPlainText(), QStringLiteral("TP 8 \u00d7 PP 4\nDP 2"));
        }
        if (!reused) QSKIP("no document got an ended one's address: nothing to check");
    }

    void anotherThreadGetsQtsCalls()
    {
        // A text item off the GUI thread is outside what Qt supports for items in a scene; this one is in
        // none, and only its document is used.
        int parses = -1;
        QThread *thread = QThread::create([&parses] {
            QGraphicsTextItem item;
            item.setHtml(kLabel);
            Counts counts(&item);
            item.setHtml(kLabel);
            parses = counts.parses;
        });
        thread->start();
        QVERIFY(thread->wait(30000));
        delete thread;
        QVERIFY(parses > 0);
    }
};

QTEST_MAIN(TestSameText)
#include "tst_sametext.moc"
