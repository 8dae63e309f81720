// Issue 12's check, off screen, every tab in French and English at 1366×768, 1920×1080, in presentation mode
// and at the laptop's largest zoom (≥ 150 %): nothing cut, elided or behind a sideways scroll bar (labels,
// buttons, tables, tabs, charts), nothing under 18 px when projected, every chart named; all problems listed.
#include "charttestutil.h"
#include "language.h"
#include "mainwindow.h"
#include "parametercombo.h"
#include "scenario.h"
#include "screenmodes.h"
#include "viewpage.h"
#include "zoomfont.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QDeadlineTimer>
#include <QDockWidget>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLineEdit>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace infralab;

namespace {

/// Where a widget sits, for a message a person can find it by: its class and its nearest object names.
QString where(const QWidget *w)
{
    QStringList names;
    for (const QObject *o = w; o && names.size() < 3; o = o->parent())
        if (!o->objectName().isEmpty()) names << o->objectName();
    return QStringLiteral("%1 [%2]").arg(QString::fromLatin1(w->metaObject()->className()), names.join('/'));
}

/// Qt elides a chart's text, and a table's, with three dots or an ellipsis at the end.
bool isElided(const QString &text)
{
    return text.endsWith(QStringLiteral("...")) || text.endsWith(u'…');
}

/// Whether the widget and its parents are shown (isVisible() alone is true for a widget in a hidden tab of a
/// dock that is visible). A scroll area's own region is empty: its viewport covers it.
bool shown(const QWidget *w)
{
    if (const auto *area = qobject_cast<const QAbstractScrollArea *>(w)) w = area->viewport();
    if (!w->isVisible()) return false;
    if (!w->visibleRegion().isEmpty()) return true;
    // Below the fold of a page that scrolls: shown once the user scrolls to it.
    for (const QWidget *p = w; p; p = p->parentWidget())
        if (const auto *page = qobject_cast<const QScrollArea *>(
                p->parentWidget() ? p->parentWidget()->parentWidget() : nullptr);
            page && page->widget() == p)
            return page->isVisible() && !page->visibleRegion().isEmpty(); // its viewport is covered by p
    return false;
}

class Checker
{
public:
    Checker(QMainWindow *window, bool presentation, bool wholeWords)
        : m_window(window), m_presentation(presentation), m_wholeWords(wholeWords)
    {
    }
    QStringList problems;

    void checkWidgets(const QString &tab)
    {
        m_tab = tab;
        for (QWidget *w : m_window->findChildren<QWidget *>()) {
            if (!shown(w)) continue;
            // A widget is judged as the first of these kinds it is (the chain stops there).
            checkAs(w, &Checker::label) || checkAs(w, &Checker::spinBox) || checkAs(w, &Checker::combo) ||
                checkAs(w, &Checker::button) || checkAs(w, &Checker::header) || checkAs(w, &Checker::cells) ||
                checkAs(w, &Checker::tabBar);
            if (auto *a = qobject_cast<QAbstractScrollArea *>(w); a && a->horizontalScrollBar()->isVisible())
                add(w, QStringLiteral("scrolls sideways by %1").arg(a->horizontalScrollBar()->maximum()));
            if (auto *v = qobject_cast<ChartView *>(w)) chart(v);
            // A page wider than the window is cut at its right edge, with no scroll bar to say so.
            if (const int right = w->mapTo(m_window, QPoint(w->width(), 0)).x();
                right > m_window->width() + 1)
                add(w, QStringLiteral("runs %1 px past the window's edge").arg(right - m_window->width()));
        }
    }

private:
    /// Judges `w` with `check` when it is a W; true when it was one.
    template <class W> bool checkAs(QWidget *w, void (Checker::*check)(W *))
    {
        W *typed = qobject_cast<W *>(w);
        if (typed) (this->*check)(typed);
        return typed != nullptr;
    }

    QMainWindow *m_window;
    bool m_presentation;
    bool m_wholeWords; ///< no word broken at its hyphen
    QString m_tab;

    void add(const QWidget *w, const QString &what)
    {
        problems << m_tab + QStringLiteral(": ") + where(w) + ' ' + what;
    }

    void small(const QWidget *w, const QFont &font, const QString &text)
    {
        const int px = QFontInfo(font).pixelSize();
        // 18 px on a 1080-line screen; the same share of a smaller screen's height, which the room reads
        // at the same size on the wall.
        if (m_presentation && px < 18 * std::min(1.0, m_window->height() / 1080.0))
            add(w, QStringLiteral("writes \"%1\" at %2 px").arg(text.left(30)).arg(px));
    }

    void label(QLabel *l)
    {
        if (l->text().isEmpty() || !l->pixmap().isNull()) return;
        small(l, l->font(), l->text());
        if (!l->wordWrap() && l->width() + 1 < l->sizeHint().width())
            add(l, QStringLiteral("cut: %1 < %2 px for \"%3\"")
                       .arg(l->width())
                       .arg(l->sizeHint().width())
                       .arg(l->text().left(40)));
    }

    void spinBox(QAbstractSpinBox *s)
    {
        auto *edit = s->findChild<QLineEdit *>();
        small(s, s->font(), s->text());
        const int need = edit->fontMetrics().horizontalAdvance(edit->text()) + 4;
        if (edit->width() < need)
            add(s, QStringLiteral("shows %1 px of \"%2\" (%3 px)")
                       .arg(edit->width())
                       .arg(edit->text())
                       .arg(need));
    }

    void combo(QComboBox *c)
    {
        // A parameter's drop-down may show a short name where the whole one does not fit (shownText()).
        const auto *parameter = qobject_cast<ParameterCombo *>(c);
        const QString text = parameter ? parameter->shownText() : c->currentText();
        small(c, c->font(), text);
        QStyleOptionComboBox opt;
        opt.initFrom(c);
        opt.editable = c->isEditable();
        const QRect field =
            c->style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, c);
        const int need = c->fontMetrics().horizontalAdvance(text);
        if (field.width() < need)
            add(c, QStringLiteral("shows %1 px of \"%2\" (%3 px)").arg(field.width()).arg(text).arg(need));
    }

    void button(QAbstractButton *b)
    {
        if (b->text().isEmpty()) return;
        small(b, b->font(), b->text());
        if (b->width() + 1 < b->sizeHint().width())
            add(b, QStringLiteral("cut: %1 < %2 px for \"%3\"")
                       .arg(b->width())
                       .arg(b->sizeHint().width())
                       .arg(b->text()));
    }

    void header(QHeaderView *h)
    {
        const int margin = 2 * h->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, h);
        for (int i = 0; i < h->count(); ++i) {
            if (h->isSectionHidden(i)) continue;
            const QString text = h->model()->headerData(i, h->orientation()).toString();
            small(h, h->font(), text);
            int need = 0;
            for (const QString &line : text.split(u'\n'))
                need = std::max(need, h->fontMetrics().horizontalAdvance(line) + margin);
            if (h->orientation() == Qt::Horizontal && h->sectionSize(i) < need)
                add(h, QStringLiteral("column \"%1\" %2 < %3 px").arg(text).arg(h->sectionSize(i)).arg(need));
        }
    }

    /// A cell's lines must fit its column and its row: Qt elides a line too wide, and a text too tall to one
    /// line.
    void cells(QTableView *t)
    {
        const int margin = 2 * (t->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, t) + 1);
        for (int r = 0; r < t->model()->rowCount(); ++r)
            for (int c = 0; c < t->model()->columnCount(); ++c) {
                const QModelIndex i = t->model()->index(r, c);
                const QVariant f = i.data(Qt::FontRole);
                const QFontMetrics metrics(f.isValid() ? f.value<QFont>() : t->font());
                const QStringList lines = i.data().toString().split(u'\n');
                int wide = 0;
                for (const QString &line : lines)
                    wide = std::max(wide, metrics.horizontalAdvance(line) + margin);
                // A swatch beside the text (the roofline's devices) is judged by eye.
                if (t->isRowHidden(r) || t->isColumnHidden(c) || !i.data(Qt::DecorationRole).isNull())
                    continue;
                if (t->columnWidth(c) < wide || t->rowHeight(r) < int(lines.size()) * metrics.height())
                    add(t, QStringLiteral("cell \"%1\" cut").arg(lines.join(u'|')));
            }
    }

    void tabBar(QTabBar *t)
    {
        for (int i = 0; i < t->count(); ++i)
            small(t, t->font(), t->tabText(i));
        if (t->sizeHint().width() > t->width() + 1 && t->shape() == QTabBar::RoundedNorth)
            add(t, QStringLiteral("needs %1 px, has %2").arg(t->sizeHint().width()).arg(t->width()));
    }

    void chart(ChartView *v)
    {
        // A screen reader names the chart by its title and reads its verdict.
        if (v->accessibleName().isEmpty() || v->accessibleDescription().isEmpty())
            add(v, QStringLiteral("has no accessible name or description"));
        const QLegend *legend = v->chart()->legend();
        if (const FlowLegend *rows = v->legendRows()) {
            // The legend's rows: inside the chart, at the legend's size (its entries are never cut).
            if (!v->chart()->rect().contains(rows->mapRectToParent(rows->boundingRect())))
                add(v, QStringLiteral("legend outside the chart"));
            for (const QString &label : rows->labels())
                small(v, legend->font(), label);
        }
        if (const QString problem = charttest::headlineProblem(*v); !problem.isEmpty()) add(v, problem);
        for (QGraphicsItem *item : v->scene()->items()) {
            if (!item->isVisible()) continue;
            QString text;
            QFont font;
            if (auto *t = dynamic_cast<QGraphicsTextItem *>(item))
                text = t->toPlainText(), font = t->font();
            else if (auto *t = dynamic_cast<QGraphicsSimpleTextItem *>(item))
                text = t->text(), font = t->font();
            else
                continue;
            if (text.trimmed().isEmpty()) continue;
            if (isElided(text)) add(v, QStringLiteral("elided: ") + text);
            // A line ending in a word's hyphen ("ZeRO-" over "1", "On-" over "premise") reads as a broken
            // word.
            static const QRegularExpression hyphen(QStringLiteral("\\w-$"),
                                                   QRegularExpression::MultilineOption);
            if (m_wholeWords && hyphen.match(text).hasMatch())
                add(v, QStringLiteral("broken at a hyphen: ") + text);
            small(v, font, text);
        }
    }
};

} // namespace

class TestLayoutFit : public screenmodes::ModesTest
{
    Q_OBJECT
private Q_SLOTS:
    void everyTabFits()
    {
        const screenmodes::Mode &m = rowMode();
        const bool presentation = m.presentation;
        Scenario s;
        MainWindow w(&s);
        QVERIFY(screenmodes::showIn(w, m));
        // 150 % on a 1080-line screen; on 768 lines the same size on the wall would be 1.5 × 768 / 1080 = 107
        // %, and a quarter more than the desk is the least presentation mode gives.
        if (presentation) QCOMPARE(zoomfont::zoom(), m.size.height() >= 1080 ? 1.5 : 1.25);
        if (m.mostZoom) QVERIFY(w.zoom() >= 1.5 && w.zoom() < 2.0); // 300 % left the tabs 150 px of 1366
        // No word broken at its hyphen, at any size (the grid gives "On-premise" its width:
        // tst_barcategories).
        const bool wholeWords = true;
        Checker checker(&w, presentation, wholeWords);
        for (int i = 0; i < w.tabs()->count(); ++i) {
            w.tabs()->setCurrentIndex(i);
            // The coalesced refresh and the layout may take more than a few frames on a loaded machine: the
            // tab is judged once it has settled; what is still wrong after 3 s stays wrong.
            QDeadlineTimer settled(3000);
            Checker tab(&w, presentation, wholeWords);
            do {
                QTest::qWait(80);
                tab = Checker(&w, presentation, wholeWords);
                tab.checkWidgets(w.tabs()->tabText(i).remove(u'&'));
            } while (!tab.problems.isEmpty() && !settled.hasExpired());
            checker.problems += tab.problems;
        }
        for (const QString &problem : std::as_const(checker.problems))
            qWarning().noquote() << problem; // all of them: QVERIFY2 would cut a long message
        QVERIFY(checker.problems.isEmpty()); // the problems are listed above
    }
};

INFRALAB_TEST_MAIN_ON_CLASSROOM_SCREENS(TestLayoutFit, "layoutfit")
#include "tst_layoutfit.moc"
