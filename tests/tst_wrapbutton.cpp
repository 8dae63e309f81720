// The button whose words wrap: it asks for its one line's width, takes as many lines as a narrower width
// needs instead of being cut, keeps QPushButton's own text empty (so nothing elides it) and still clicks.
#include "widgettest.h"
#include "wrapbutton.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>

using namespace infralab;

namespace {
// The Choose tab's sentence, as long as the French one that was cut.
const QString kText = QStringLiteral("Dériver le lot et la latence du cloud depuis la vue Service");
} // namespace

class TestWrapButton : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void asksForItsOneLineAndWrapsBelowIt()
    {
        WrapButton button;
        button.setWrappedText(kText);
        const QFontMetrics metrics(button.font());
        const int line = metrics.horizontalAdvance(kText);
        // Wide enough for the sentence on one line, margins included.
        QVERIFY2(button.sizeHint().width() >= line, qPrintable(QString::number(button.sizeHint().width())));
        // At a third of that width the words need at least three lines: the height grows by as many.
        const int narrow = line / 3;
        QVERIFY(button.hasHeightForWidth());
        QVERIFY2(button.heightForWidth(narrow) >= 3 * metrics.height(),
                 qPrintable(QString::number(button.heightForWidth(narrow))));
        QVERIFY(button.heightForWidth(narrow) > button.heightForWidth(2 * line));
        // It may be given less than its line: the longest word still fits.
        QVERIFY(button.minimumSizeHint().width() < line);
        QVERIFY(button.minimumSizeHint().width() >= metrics.horizontalAdvance(QStringLiteral("Dériver")));
    }

    void laidOutNarrowShowsEveryWord()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *button = new WrapButton(&window);
        button->setWrappedText(kText);
        layout->addWidget(button);
        const int line = QFontMetrics(button->font()).horizontalAdvance(kText);
        QVERIFY(showAt(window, {line / 2, 400}));
        auto *label = button->findChild<QLabel *>();
        QVERIFY(label && label->wordWrap());
        QCOMPARE(label->text(), kText);
        QVERIFY(button->width() <= line / 2);
        // Its label has the height of its wrapped lines: no word below the button's edge.
        QVERIFY2(label->geometry().bottom() <= button->rect().bottom(),
                 qPrintable(
                     QStringLiteral("%1 > %2").arg(label->geometry().bottom()).arg(button->rect().bottom())));
        QVERIFY(label->height() >= label->heightForWidth(label->width()));
    }

    void clicksAndIsNamedByItsWords()
    {
        WrapButton button;
        button.setWrappedText(kText);
        QVERIFY(button.text().isEmpty()); // nothing for QPushButton to cut
        QCOMPARE(button.wrappedText(), kText);
        QCOMPARE(button.accessibleName(), kText);
        QSignalSpy clicked(&button, &QPushButton::clicked);
        QVERIFY(showAt(button, {200, 120}));
        // On the words: the label lets the click through to the button.
        QTest::mouseClick(&button, Qt::LeftButton, {}, button.rect().center());
        QCOMPARE(clicked.count(), 1);
    }
};

QTEST_MAIN(TestWrapButton)
#include "tst_wrapbutton.moc"
