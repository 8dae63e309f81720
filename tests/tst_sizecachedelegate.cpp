// The remembered item sizes (widgets/common/sizecachedelegate.h) are the sizes Qt's own delegate gives, in a
// list and a table, as their texts, fonts, alignments and widths change.
#include "sizecachedelegate.h"

#include <QListWidget>
#include <QTableWidget>
#include <QtTest>

using namespace infralab;

namespace {
const QStringList kTexts = {
    QStringLiteral("Time to first token — 182 ms"),
    QStringLiteral("Time to first token — 1.82 s (pinned: 182 ms, +900 %)"),
    QStringLiteral("Débit d'un GPU — 2 400 requêtes par heure, avec une marge de 1,5× pour les pointes"),
    QStringLiteral("KV"),
    QString(),
};

/// Every item's size by `cached` and by Qt's delegate, asked with the view's own options.
void sameSizes(QAbstractItemView *view, const SizeCacheDelegate &cached, const char *when)
{
    const QStyledItemDelegate qt;
    QAbstractItemModel *model = view->model();
    for (int pass = 0; pass < 2; ++pass) // the second pass reads what the first remembered
        for (int r = 0; r < model->rowCount(); ++r)
            for (int c = 0; c < model->columnCount(); ++c) {
                const QModelIndex index = model->index(r, c);
                for (const int width : {60, 240, 900}) {
                    QStyleOptionViewItem option;
                    option.initFrom(view);
                    option.features = QStyleOptionViewItem::WrapText;
                    option.rect = QRect(0, 0, width, 20);
                    option.widget = view;
                    QVERIFY2(cached.sizeHint(option, index) == qt.sizeHint(option, index),
                             qPrintable(QStringLiteral("%1, row %2 column %3 at %4 px: %5 × %6, Qt's %7 × %8")
                                            .arg(QLatin1String(when))
                                            .arg(r)
                                            .arg(c)
                                            .arg(width)
                                            .arg(cached.sizeHint(option, index).width())
                                            .arg(cached.sizeHint(option, index).height())
                                            .arg(qt.sizeHint(option, index).width())
                                            .arg(qt.sizeHint(option, index).height())));
                }
            }
}
} // namespace

class TestSizeCacheDelegate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sizesAreQtsThroughChanges()
    {
        QTableWidget table(3, 2);
        SizeCacheDelegate cached;
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 2; ++c)
                table.setItem(r, c, new QTableWidgetItem(kTexts.at((r + c) % kTexts.size())));
        sameSizes(&table, cached, "as set");
        if (QTest::currentTestFailed()) return;
        // The same texts moved to other cells, then a cell in bold, one larger, one centred, one checkable.
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 2; ++c)
                table.item(r, c)->setText(kTexts.at((r + 2 * c + 1) % kTexts.size()));
        sameSizes(&table, cached, "texts moved");
        QFont bold = table.font();
        bold.setBold(true);
        table.item(0, 0)->setFont(bold);
        QFont large = table.font();
        large.setPointSizeF(large.pointSizeF() * 2);
        table.item(1, 1)->setFont(large);
        table.item(2, 0)->setTextAlignment(Qt::AlignCenter);
        table.item(2, 1)->setCheckState(Qt::Checked);
        sameSizes(&table, cached, "fonts, alignment, check box");
        if (QTest::currentTestFailed()) return;
        // The view's own font: every item that does not set its own follows it.
        QFont viewFont = table.font();
        viewFont.setPointSizeF(viewFont.pointSizeF() + 3);
        table.setFont(viewFont);
        sameSizes(&table, cached, "the view's font");
    }

    void aListLaysItsItemsOutAsWithQtsDelegate()
    {
        // Two word-wrapped lists, one with each delegate: their items end in the same places, through a
        // change of texts and a change of width.
        QListWidget mine, theirs;
        mine.setItemDelegate(new SizeCacheDelegate(&mine));
        for (QListWidget *list : {&mine, &theirs}) {
            list->setWordWrap(true);
            list->setResizeMode(QListView::Adjust);
            list->resize(220, 400);
            list->addItems(kTexts);
            list->show();
        }
        const auto same = [&](const char *when) {
            QVERIFY(QTest::qWaitForWindowExposed(&mine) && QTest::qWaitForWindowExposed(&theirs));
            QCoreApplication::processEvents();
            for (int i = 0; i < mine.count(); ++i)
                QVERIFY2(mine.visualItemRect(mine.item(i)) == theirs.visualItemRect(theirs.item(i)),
                         qPrintable(QStringLiteral("%1, item %2").arg(QLatin1String(when)).arg(i)));
        };
        same("as added");
        for (QListWidget *list : {&mine, &theirs})
            list->item(1)->setText(kTexts.at(2) + QStringLiteral(" ") + kTexts.at(2));
        same("a longer text");
        for (QListWidget *list : {&mine, &theirs})
            list->resize(420, 400);
        same("wider");
    }

    void knowsWhenANewTextTakesAnotherSize()
    {
        // The size a word-wrapped list laid an item out at, and whether a new text would take another: a
        // number on as many lines does not, a sentence more does (Qt's own delegate measures it too).
        QListWidget list;
        auto *cached = new SizeCacheDelegate(&list);
        cached->setRemembersGiven(true);
        list.setItemDelegate(cached);
        list.setWordWrap(true);
        list.resize(220, 400);
        list.addItems(kTexts);
        list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&list));
        QCoreApplication::processEvents();
        const QModelIndex index = list.model()->index(1, 0);
        const QSize given = cached->givenSize(index);
        QCOMPARE(given.height(), list.visualRect(index).height()); // the row spans the list's width
        list.item(1)->setText(QStringLiteral("Time to first token — 2.82 s (pinned: 282 ms, +900 %)"));
        QVERIFY(!cached->sizeChanged(index, given));
        list.item(1)->setText(kTexts.at(1) + QStringLiteral(" ") + kTexts.at(2));
        QVERIFY(cached->sizeChanged(index, given));
        QVERIFY(!cached->givenSize(QModelIndex()).isValid()); // never laid out
    }
};

QTEST_MAIN(TestSizeCacheDelegate)
#include "tst_sizecachedelegate.moc"
