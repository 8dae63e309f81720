// A row painted by WrappedRowDelegate (widgets/common/wrappedrowdelegate.h) is the row Qt's own delegate
// paints, pixel for pixel: wrapped or not, selected, focused, disabled, centred, right to left, and again
// from the layout it remembered.
#include "wrappedrowdelegate.h"

#include <QListWidget>
#include <QPainter>
#include <QtTest>

#include <optional>

using namespace infralab;

namespace {
/// The row `index` of `list` painted by `delegate` on white, with the options the list gives its rows
/// (QListView::initViewItemOption()) and `state`; `decorationSelected` as the style says, unless given.
QImage painted(const QStyledItemDelegate &delegate, QListWidget &list, const QModelIndex &index, QSize size,
               QStyle::State state, std::optional<bool> decorationSelected = {})
{
    QStyleOptionViewItem option;
    option.initFrom(&list);
    option.widget = &list;
    option.rect = QRect(QPoint(0, 0), size);
    option.features = QStyleOptionViewItem::WrapText;
    option.showDecorationSelected = decorationSelected.value_or(
        list.style()->styleHint(QStyle::SH_ItemView_ShowDecorationSelected, nullptr, &list));
    option.textElideMode = list.textElideMode();
    option.state = state;
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    delegate.paint(&painter, option, index);
    return image;
}

/// How many pixels of `a` and `b` differ.
int differing(const QImage &a, const QImage &b)
{
    int n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            n += a.pixel(x, y) != b.pixel(x, y);
    return n;
}
} // namespace

class TestWrappedRowDelegate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void paintsARowAsQtDoes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("state");
        QTest::addColumn<int>("alignment");
        QTest::addColumn<int>("direction");
        QTest::addColumn<int>("room");    // the row's height beyond its text's (Qt's size hint)
        QTest::addColumn<int>("layouts"); // the delegate's, after both paints: 0 when Qt painted at once
        const int normal = QStyle::State_Enabled | QStyle::State_Active;
        const QString english = QStringLiteral("Time to first token — 1.82 s (pinned: 182 ms, +900 %)");
        // French digit groups hold narrow no-break spaces, the value no-break spaces (the formulas' list).
        const QString french = QStringLiteral(
            "Débit d'un GPU — 2\u202F400\u00A0requêtes par heure (épinglé : 1\u202F200, +100 %)");
        const int left = Qt::AlignLeft | Qt::AlignVCenter, centre = Qt::AlignCenter;
        QTest::newRow("one line") << english << 600 << normal << left << int(Qt::LeftToRight) << 12 << 1;
        QTest::newRow("wrapped") << french << 180 << normal << left << int(Qt::LeftToRight) << 12 << 1;
        QTest::newRow("selected") << french << 240 << (normal | int(QStyle::State_Selected)) << left
                                  << int(Qt::LeftToRight) << 12 << 1;
        QTest::newRow("focused") << english << 240 << (normal | int(QStyle::State_HasFocus)) << left
                                 << int(Qt::LeftToRight) << 12 << 0;
        QTest::newRow("window inactive")
            << english << 240 << int(QStyle::State_Enabled) << left << int(Qt::LeftToRight) << 12 << 1;
        QTest::newRow("disabled") << english << 240 << int(QStyle::State_None) << left << int(Qt::LeftToRight)
                                  << 12 << 1;
        QTest::newRow("centred") << english << 240 << normal << centre << int(Qt::LeftToRight) << 12 << 1;
        // A word wider than the row runs past it, clipped, as Qt's.
        QTest::newRow("long word") << QStringLiteral(
                                          "Coût_par_million_de_tokens_générés_à_4,00_€/h — 0,213 €")
                                   << 180 << normal << left << int(Qt::LeftToRight) << 12 << 1;
        // Shorter than its text: Qt shows its first lines only (laid out, then painted by Qt).
        QTest::newRow("cut") << french << 180 << normal << left << int(Qt::LeftToRight) << -20 << 1;
        QTest::newRow("right to left") << french << 240 << normal << left << int(Qt::RightToLeft) << 12 << 1;
    }

    void paintsARowAsQtDoes()
    {
        QFETCH(QString, text);
        QFETCH(int, width);
        QFETCH(int, state);
        QFETCH(int, alignment);
        QFETCH(int, direction);
        QFETCH(int, room);
        QFETCH(int, layouts);
        QListWidget list;
        list.setTextElideMode(Qt::ElideNone); // as the formulas' list: its rows are as tall as their text
        list.setLayoutDirection(Qt::LayoutDirection(direction));
        QFont font = list.font();
        font.setPointSize(13); // the formulas' list
        list.setFont(font);
        auto *item = new QListWidgetItem(text, &list);
        item->setTextAlignment(Qt::Alignment(alignment));
        const QModelIndex index = list.model()->index(0, 0);
        const QStyledItemDelegate qt;
        const WrappedRowDelegate mine;
        // Sized by Qt, as the list lays its rows out; a row taller than its text shows the vertical
        // alignment.
        QStyleOptionViewItem sizing;
        sizing.initFrom(&list);
        sizing.widget = &list;
        sizing.rect = QRect(0, 0, width, 20);
        sizing.features = QStyleOptionViewItem::WrapText;
        const QSize size(width, qt.sizeHint(sizing, index).height() + room);
        const QImage expected = painted(qt, list, index, size, QStyle::State(state));
        // Twice: laid out, then from the remembered layout.
        for (int pass = 0; pass < 2; ++pass) {
            const QImage actual = painted(mine, list, index, size, QStyle::State(state));
            QCOMPARE(differing(actual, expected), 0);
        }
        // One layout for both paints.
        QCOMPARE(mine.rememberedLayouts(), layouts);
    }

    void aStyleThatHighlightsOnlyTheTextLetsQtPaint()
    {
        // Without showDecorationSelected the style highlights the text's rectangle only, which the delegate
        // does not give it: Qt paints the selected row.
        QListWidget list;
        new QListWidgetItem(QStringLiteral("Temps par token — 12,3 ms"), &list);
        const QModelIndex index = list.model()->index(0, 0);
        const QStyledItemDelegate qt;
        const WrappedRowDelegate mine;
        const auto state =
            QStyle::State(QStyle::State_Enabled | QStyle::State_Active | QStyle::State_Selected);
        QCOMPARE(differing(painted(mine, list, index, QSize(240, 40), state, false),
                           painted(qt, list, index, QSize(240, 40), state, false)),
                 0);
        QCOMPARE(mine.rememberedLayouts(), 0);
    }

    void aRowThatIsNotPlainTextIsPaintedByQt()
    {
        // A check box, or an elided text: Qt's own painting, whatever it is.
        QListWidget list;
        auto *item = new QListWidgetItem(QStringLiteral("Mémoire KV — 12 Go"), &list);
        item->setCheckState(Qt::Checked);
        const QModelIndex index = list.model()->index(0, 0);
        const QStyledItemDelegate qt;
        const WrappedRowDelegate mine;
        const int state = QStyle::State_Enabled | QStyle::State_Active;
        QCOMPARE(differing(painted(mine, list, index, QSize(240, 40), QStyle::State(state)),
                           painted(qt, list, index, QSize(240, 40), QStyle::State(state))),
                 0);
    }

    void aTextIsDrawnAndAnEmptyRowIsNot()
    {
        // The comparison above would pass with nothing drawn by either: the text's pixels are there, on the
        // row, and a row without text has only the panel.
        QListWidget list;
        new QListWidgetItem(QStringLiteral("Time to first token — 182 ms"), &list);
        new QListWidgetItem(QString(), &list);
        const WrappedRowDelegate mine;
        const int state = QStyle::State_Enabled | QStyle::State_Active;
        const QImage blank(QSize(240, 40), QImage::Format_ARGB32_Premultiplied);
        QImage white = blank;
        white.fill(Qt::white);
        QVERIFY(
            differing(painted(mine, list, list.model()->index(0, 0), QSize(240, 40), QStyle::State(state)),
                      white) > 100);
        QCOMPARE(
            differing(painted(mine, list, list.model()->index(1, 0), QSize(240, 40), QStyle::State(state)),
                      white),
            0);
    }
};

QTEST_MAIN(TestWrappedRowDelegate)
#include "tst_wrappedrowdelegate.moc"
