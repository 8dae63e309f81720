// A plain note (widgets/common/plainnote.h) measures as Qt's own word-wrapped QLabel does, repaints a new
// text of the same height without laying out the panel around it, and asks for room when a text needs more,
// or when it is resized after such a text.
#include "plainnote.h"
#include "widgettest.h"

#include <QAccessible>
#include <QLabel>
#include <QVBoxLayout>
#include <QtTest>

using namespace infralab;

namespace {
// The note under N, in its two lengths: one for a preset, one for a free model.
const QString kShort = QStringLiteral("This preset's published N = 13 B; its shapes give 8.03 B (−38.2 %).");
const QString kSameLength =
    QStringLiteral("This preset's published N = 14 B; its shapes give 8.03 B (−42.6 %).");
const QString kLong =
    kShort + QStringLiteral(" Moving a shape makes it a free model, whose N follows the shapes; "
                            "32\u00a0layers\u00a0×\u00a0d\u00a04,096, FFN\u00a014,336.");
} // namespace

class TestPlainNote : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void heightsAreQLabels()
    {
        PlainNote note;
        QLabel reference; // Qt's own measure
        reference.setWordWrap(true);
        reference.setTextFormat(Qt::PlainText);
        for (const QString &text : {kShort, kLong}) {
            note.setText(text);
            reference.setText(text);
            for (int width : {400, 120, 260, 90}) {
                // Within a pixel: QLabel measures through a text document, which rounds its lines' tops.
                const int mine = note.heightForWidth(width), qt = reference.heightForWidth(width);
                QVERIFY2(std::abs(mine - qt) <= 1,
                         qPrintable(
                             QStringLiteral("%1 px wide: %2 px, QLabel %3 px").arg(width).arg(mine).arg(qt)));
            }
            QVERIFY(note.heightForWidth(90) > note.heightForWidth(400)); // it does wrap
        }
        // The least width holds the longest run that cannot break ("32 layers × d 4,096,").
        note.setText(kLong);
        QVERIFY(note.minimumSizeHint().width() >= note.fontMetrics().horizontalAdvance(QStringLiteral(
                                                      "32\u00a0layers\u00a0×\u00a0d\u00a04,096,")));
    }

    void aNewTextAsksForRoomOnlyWhenItNeedsIt()
    {
        QWidget panel;
        auto *layout = new QVBoxLayout(&panel);
        auto *note = new PlainNote(&panel);
        note->setText(kShort);
        layout->addWidget(note);
        layout->addStretch();
        panel.resize(260, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QCOMPARE(note->height(), note->heightForWidth(note->width()));
        QVERIFY(note->height() < note->heightForWidth(note->width()) * 2); // wrapped, not stretched
        EventCounter requests(&panel, QEvent::LayoutRequest);

        // Another N, on as many lines: the panel is not laid out again; the note is repainted with it.
        const QImage before = note->grab().toImage();
        QCOMPARE(note->heightForWidth(note->width()), note->height());
        PaintSpy spy(note);
        note->setText(kSameLength);
        QTest::qWait(20);
        QCOMPARE(requests.count, 0);
        QVERIFY(!spy.painted.isEmpty());
        QCOMPARE(note->height(), note->heightForWidth(note->width()));
        QVERIFY(note->grab().toImage() != before);
        // Read as static text, by what it says now.
        QAccessibleInterface *read = QAccessible::queryAccessibleInterface(note);
        QVERIFY(read);
        QCOMPARE(read->role(), QAccessible::StaticText);
        QCOMPARE(read->text(QAccessible::Name), kSameLength);

        // A text on more lines: the panel gives it their height.
        note->setText(kLong);
        QCoreApplication::processEvents();
        QVERIFY(requests.count > 0);
        QTRY_COMPARE(note->height(), note->heightForWidth(note->width()));

        // Narrower after a text set without asking: measured again for the new width and text.
        note->setText(kShort);
        QTRY_COMPARE(note->height(), note->heightForWidth(note->width()));
        const int asked = requests.count;
        note->setText(kSameLength);
        QTest::qWait(20);
        QCOMPARE(requests.count, asked); // as many lines: not asked
        panel.resize(140, 400);
        QTRY_COMPARE(note->height(), note->heightForWidth(note->width()));
        QLabel reference(kSameLength);
        reference.setWordWrap(true);
        QVERIFY(std::abs(note->height() - reference.heightForWidth(note->width())) <= 1);
    }
};

QTEST_MAIN(TestPlainNote)
#include "tst_plainnote.moc"
