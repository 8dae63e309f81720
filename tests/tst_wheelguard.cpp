// The wheel changes an input only when the user means it (widgets/wheelguard.h), off screen in the real
// window: over an unfocused slider, spin box or combo box it scrolls the parameters panel and changes
// nothing; over a focused one it changes the value, and a burst of notches is one undo step.
#include "chartview.h"
#include "controlspanel.h"
#include "exportdialog.h"
#include "language.h"
#include "languagetestutil.h"
#include "mainwindow.h"
#include "parametercombo.h"
#include "parameterslider.h"
#include "scenario.h"
#include "scenariohistory.h"
#include "viewpage.h"
#include "wheelguard.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>

using namespace infralab;

namespace {

constexpr int kNotch = 120; // one notch of a mouse wheel, in eighths of a degree (QWheelEvent::angleDelta)

/// One notch over `widget`, delivered as Qt delivers one from the mouse: to the widget, then on to its
/// parents while it is ignored, up to the window. Qt 6 only walks up for spontaneous events (from the window
/// system), which a test cannot make without private headers, so the walk is done here. Returns the taker, or
/// nullptr.
QWidget *wheel(QWidget *widget, int notches)
{
    const QPoint global = widget->mapToGlobal(widget->rect().center());
    for (QWidget *target = widget; target; target = target->isWindow() ? nullptr : target->parentWidget()) {
        QWheelEvent event(QPointF(target->mapFromGlobal(global)), QPointF(global), QPoint(),
                          QPoint(0, notches * kNotch), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase,
                          false);
        QApplication::sendEvent(target, &event);
        if (event.isAccepted()) return target;
    }
    return nullptr;
}

void click(QWidget *widget)
{
    QTest::mouseClick(widget, Qt::LeftButton, Qt::NoModifier, widget->rect().center());
}

} // namespace

class TestWheelGuard : public QObject
{
    Q_OBJECT
    struct Window
    {
        Scenario scenario;
        MainWindow window{&scenario};
        QScrollArea *panel = nullptr;
    };

    /// The window on `page`, short enough for the parameters panel to scroll, active so that focus is real.
    static std::unique_ptr<Window> open(const QString &page)
    {
        auto w = std::make_unique<Window>();
        w->window.showPage(page);
        w->window.resize(1200, 480);
        w->window.show();
        QApplication::setActiveWindow(&w->window);
        if (!QTest::qWaitForWindowActive(&w->window)) qFatal("the window never became active");
        w->panel = qobject_cast<QScrollArea *>(w->window.controls()->parentWidget()->parentWidget());
        if (!w->panel || w->panel->verticalScrollBar()->maximum() <= 0) qFatal("the panel does not scroll");
        return w;
    }

    /// One row per kind of control: the slider and spin box of the Choose tab's volume, and a Training tab's
    /// combo box (`comboKey`), so that each wheel rule is checked on every kind.
    static void addControlRows(const char *comboKey)
    {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("control");
        const char *volume = "cost.requests_per_day";
        QTest::newRow("slider") << "choose" << volume << "slider";
        QTest::newRow("spin box") << "choose" << volume << "spin";
        QTest::newRow("combo box") << "training" << comboKey << "combo";
    }

    /// The `control` ("slider", "spin" or "combo") of the parameter row of `key`.
    static QWidget *findControl(Window &w, const QString &key, const QString &control)
    {
        QWidget *row = w.window.controls()->row(*keyFromName(key));
        if (control == u"combo") return row->findChild<ParameterCombo *>();
        if (control == u"slider") return row->findChild<QSlider *>();
        return row->findChild<QDoubleSpinBox *>();
    }

    /// The window of the current data row's page, the row's key and its control.
    struct Row
    {
        std::unique_ptr<Window> w;
        QString key;
        QWidget *target;
    };
    static Row openRow()
    {
        QFETCH(QString, page);
        QFETCH(QString, key);
        QFETCH(QString, control);
        auto w = open(page);
        QWidget *target = findControl(*w, key, control);
        return {std::move(w), key, target};
    }

private Q_SLOTS:
    void initTestCase() { languagetest::isolatedInEnglish(); } // not the user's settings and files

    void unfocusedControlsScrollThePanel_data()
    {
        // The report's case: the Choose tab's inputs, scrolled through from the top.
        addControlRows("hardware.gpu");
    }

    void unfocusedControlsScrollThePanel()
    {
        const auto [w, key, target] = openRow();
        QVERIFY(target && target->isVisible());
        QCOMPARE(target->focusPolicy(), Qt::StrongFocus); // a click or Tab, never the wheel, gives it focus
        QVERIFY(!target->hasFocus());
        const ScenarioValues before = w->scenario.values();
        QScrollBar *bar = w->panel->verticalScrollBar();
        QCOMPARE(bar->value(), 0);

        for (int i = 0; i < 3; ++i)
            QVERIFY(wheel(target, -1)); // three notches down, as a scroll through
        QCOMPARE(w->scenario.values(), before);
        QCOMPARE(w->window.history()->stack()->count(), 0);
        QVERIFY2(bar->value() > 0, "the scroll area did not scroll");
        QVERIFY(!target->hasFocus());
    }

    void focusedControlsTakeABurstAsOneStep_data() { addControlRows("training.strategy"); }

    void focusedControlsTakeABurstAsOneStep()
    {
        const auto [w, key, target] = openRow();
        QVERIFY(target);
        target->setFocus(Qt::TabFocusReason);
        QVERIFY(target->hasFocus());
        const QVariant original = w->scenario.value(*keyFromName(key));
        QScrollBar *bar = w->panel->verticalScrollBar();

        // Up: larger values, or a combo box's earlier items (the course's FSDP has four above it).
        const int direction = 1;
        for (int i = 0; i < 3; ++i)
            QCOMPARE(wheel(target, direction), target);
        QVERIFY(w->scenario.value(*keyFromName(key)) != original);
        QCOMPARE(bar->value(), 0);
        QCOMPARE(w->window.history()->stack()->count(), 1);
        w->window.history()->stack()->undo();
        QCOMPARE(w->scenario.value(*keyFromName(key)), original);

        // Any other input ends the burst: a click, then more notches, is a second step.
        w->window.history()->stack()->redo();
        const QVariant afterFirst = w->scenario.value(*keyFromName(key));
        click(w->window.controls());
        target->setFocus(Qt::TabFocusReason);
        for (int i = 0; i < 2; ++i)
            QCOMPARE(wheel(target, direction), target);
        QVERIFY(w->scenario.value(*keyFromName(key)) != afterFirst);
        QCOMPARE(w->window.history()->stack()->count(), 2);
        w->window.history()->stack()->undo();
        QCOMPARE(w->scenario.value(*keyFromName(key)), afterFirst);
    }

    void dialogControlsAreGuardedToo()
    {
        const auto w = open(QStringLiteral("serving"));
        ExportDialog dialog(w->window.currentPage()->charts(), nullptr, &w->window);
        dialog.show();
        QApplication::setActiveWindow(&dialog);
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        const QList<QComboBox *> combos = dialog.findChildren<QComboBox *>();
        QVERIFY(combos.size() >= 2); // the chart and the scale
        for (QComboBox *combo : combos) {
            QCOMPARE(combo->focusPolicy(), Qt::StrongFocus);
            if (combo->hasFocus()) continue;
            const int index = combo->currentIndex();
            wheel(combo, -1);
            QCOMPARE(combo->currentIndex(), index);
        }
        for (QAbstractSpinBox *box : dialog.findChildren<QAbstractSpinBox *>()) {
            QCOMPARE(box->focusPolicy(), Qt::StrongFocus);
            if (box->hasFocus()) continue;
            const QString text = box->text();
            wheel(box, 1);
            QCOMPARE(box->text(), text);
        }
    }

    void scrollBarsStillTakeTheWheel()
    {
        QScrollBar bar(Qt::Vertical);
        WheelGuard::instance();
        QVERIFY(!WheelGuard::guards(&bar));
        bar.setRange(0, 100);
        bar.show();
        QVERIFY(!bar.hasFocus());
        QCOMPARE(wheel(&bar, -1), &bar);
        QVERIFY(bar.value() > 0);
    }
};

QTEST_MAIN(TestWheelGuard)
#include "tst_wheelguard.moc"
