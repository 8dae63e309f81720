// A text item given the text or the width it already has keeps its layout.
//
// Qt Charts 6.4 lays every label of an axis out afresh at each layout of its chart, changed or not: for each
// label, QGraphicsTextItem::setTextWidth() then setHtml() (HorizontalAxis and
// VerticalAxis::updateGeometry()). Qt lays the whole text out again for both, even for the same width or the
// same text. A step of the pipeline depth on the Training tab with A pinned lays three charts out, about a
// hundred labels: without these layouts, the step's instructions fell by a fifth (callgrind, README,
// Performance). Qt 6.4 has no switch for it, so the executable answers these two calls itself, as
// serialfills.cpp does: its definitions come before Qt Widgets' in the dynamic linker's lookup, and a call
// that would change something goes to Qt's own.
//
// "The same text" is the HTML last given to the same document through this function, under the same default
// font and style sheet, with no edit since that emitted contentsChange() (setPlainText(), a cursor, a format,
// the document's own setHtml() or clear()). Not covered, and not done to a text item anywhere in this
// program: an edit with the document's signals blocked, QTextBlock::setVisible(), and resources (an image)
// cached since. An item the user can select or edit always gets Qt's call, which also resets its cursor and
// its undo history. What is painted is the same, pixel for pixel (tst_sametext).
//
// Linked into the `infralab` executable and into every widget test, on Linux only (app/CMakeLists.txt).
#include "qtown.h"

#include <QCoreApplication>
#include <QGraphicsTextItem>
#include <QHash>
#include <QPointer>
#include <QTextDocument>
#include <QThread>

namespace {

/// What a document's text was parsed from, through setHtml() below: the HTML, and what its parse reads
/// besides. A class is styled from the default style sheet as it was then. The default font is in the key to
/// be safe: Qt 6.4 painted the same for every size tried (em, %, <big>, <h1>, <font size>) parsed under
/// another font.
struct Parsed
{
    // The document itself: an entry whose document ended unseen (its signals blocked) matches no other.
    QPointer<QTextDocument> document;
    QString html;
    QFont font;
    QString styleSheet;

    /// Compared in place, on every label of every chart layout: the entry is not copied.
    bool holds(const QTextDocument *doc, const QString &text) const
    {
        return document == doc && html == text && font == doc->defaultFont() &&
               styleSheet == doc->defaultStyleSheet();
    }
};

// Both kept until the process ends, never destroyed: a document held by another library's static object
// (Qt Charts measures its labels with one) ends after this file's statics, and forgets itself then.

/// Documents whose text is what setHtml() below last parsed, unchanged since. GUI thread only.
QHash<const QTextDocument *, Parsed> &known()
{
    static auto *documents = new QHash<const QTextDocument *, Parsed>;
    return *documents;
}

/// Documents whose edits and end are watched (they forget their entry in known()).
QHash<const QTextDocument *, QPointer<QTextDocument>> &watched()
{
    static auto *documents = new QHash<const QTextDocument *, QPointer<QTextDocument>>;
    return *documents;
}

bool onGuiThread()
{
    const QCoreApplication *app = QCoreApplication::instance();
    return app && QThread::currentThread() == app->thread();
}

} // namespace

void QGraphicsTextItem::setHtml(const QString &text)
{
    using SetHtml = void (*)(QGraphicsTextItem *, const QString &);
    static const auto qt =
        infralab::qtOwn<SetHtml>("_ZN17QGraphicsTextItem7setHtmlERK7QString", "Qt Widgets");
    if (!onGuiThread() || textInteractionFlags() != Qt::NoTextInteraction) {
        qt(this, text);
        return;
    }
    QTextDocument *doc = document();
    if (const auto it = known().constFind(doc); it != known().cend() && it->holds(doc, text)) return;
    qt(this, text); // its own contentsChange() forgets the old text first
    if (watched().value(doc) != doc) {
        // Once per document: any later edit forgets its text, and its end both.
        QObject::connect(
            doc, &QTextDocument::contentsChange, doc, [doc] { known().remove(doc); }, Qt::DirectConnection);
        QObject::connect(doc, &QObject::destroyed, [doc] {
            if (!onGuiThread()) return;
            known().remove(doc);
            watched().remove(doc);
        });
        watched().insert(doc, doc);
    }
    known().insert(doc, {doc, text, doc->defaultFont(), doc->defaultStyleSheet()});
}

void QGraphicsTextItem::setTextWidth(qreal width)
{
    // QTextDocument::setTextWidth() sets the page's width and an unbounded height, and lays the text out
    // again. QSizeF's == is fuzzy: compared exactly.
    const QSizeF page = document()->pageSize();
    if (page.width() == width && page.height() == -1) return;
    using SetTextWidth = void (*)(QGraphicsTextItem *, qreal);
    static const auto qt =
        infralab::qtOwn<SetTextWidth>("_ZN17QGraphicsTextItem12setTextWidthEd", "Qt Widgets");
    qt(this, width);
}
