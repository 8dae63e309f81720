// The explorer window, off screen: controls and Scenario stay in step both ways, tabs choose the controls,
// the language switches live (labels and number formats), and a file from a newer InfraLab
// opens with a warning in the status bar.
#include "comparisonactions.h"
#include "controlspanel.h"
#include "language.h"
#include "mainwindow.h"
#include "parameterslider.h"
#include "scenario.h"
#include "scenariodocument.h"
#include "scenariofile.h"
#include "scenariohistory.h"
#include "testutil.h"
#include "viewpage.h"

#include <QAbstractButton>
#include <QAction>
#include <QDoubleSpinBox>
#include <QJsonObject>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSlider>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

using namespace infralab;

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // not the user's settings and files
    void init() { language::install(QStringLiteral("en")); }

    void closingWithUnsavedChangesAndDiscard()
    {
        // A real close: the question, Discard, then the window is destroyed with a dirty undo stack, whose
        // destructor used to reach the document and, through it, the half-destroyed window (UBSan).
        Scenario s;
        auto w = std::make_unique<MainWindow>(&s);
        w->show();
        QVERIFY(s.set(Key::ServingBatch, 8));
        QVERIFY(w->isWindowModified());
        bool asked = false;
        QTimer::singleShot(0, this, [&asked] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box) qFatal("no question before losing unsaved changes");
            asked = true;
            box->button(QMessageBox::Discard)->click();
        });
        QVERIFY(w->close());
        QVERIFY(asked);
        w.reset();
        QCOMPARE(s.integer(Key::ServingBatch), 8); // the scenario outlives its window untouched
    }

    void sliderDrivesTheScenario()
    {
        Scenario s;
        MainWindow w(&s);
        auto *batch = qobject_cast<ParameterSlider *>(w.controls()->row(Key::ServingBatch));
        QVERIFY(batch);
        // The batch slider is logarithmic from 1 to 1024: its last position is batch 1024, its first batch 1.
        batch->slider()->setValue(ParameterSlider::kSteps);
        QCOMPARE(s.integer(Key::ServingBatch), 1024);
        batch->slider()->setValue(0);
        QCOMPARE(s.integer(Key::ServingBatch), 1);
        QCOMPARE(batch->spinBox()->value(), 1.0);
        // Typing in the spin box too.
        batch->spinBox()->setValue(96);
        QCOMPARE(s.integer(Key::ServingBatch), 96);
    }

    void scenarioDrivesTheControls()
    {
        Scenario s;
        MainWindow w(&s);
        auto *batch = qobject_cast<ParameterSlider *>(w.controls()->row(Key::ServingBatch));
        QVERIFY(s.set(Key::ServingBatch, 32));
        QCOMPARE(batch->spinBox()->value(), 32.0);
        // log2(32)/log2(1024) = 0.5 of the slider.
        QCOMPARE(batch->slider()->value(), ParameterSlider::kSteps / 2);
        auto *params = qobject_cast<ParameterSlider *>(w.controls()->row(Key::ModelParams));
        QVERIFY(s.set(Key::ModelParams, 70e9));
        QCOMPARE(params->spinBox()->value(), 70.0); // shown in billions
    }

    void openingChangesNothing()
    {
        // Building the controls must not write rounded values back (8.0 B shown, 8e9 kept, nothing to undo).
        Scenario s;
        const ScenarioValues before = s.values();
        MainWindow w(&s);
        w.show();
        QCoreApplication::processEvents();
        QCOMPARE(s.values(), before);
        QCOMPARE(w.history()->stack()->count(), 0);
    }

    void tabsChooseTheControls()
    {
        Scenario s;
        MainWindow w(&s);
        QVERIFY(w.tabs()->count() >= 2);
        for (int i = 0; i < w.tabs()->count(); ++i) {
            w.tabs()->setCurrentIndex(i);
            QCOMPARE(w.controls()->visibleKeys(), w.pages().at(i)->controlKeys());
        }
    }

    void eachTabHasItsShortcut()
    {
        // Keyboard only (issue 12): Ctrl+1… choose the tabs, named as the tabs in the View menu.
        Scenario s;
        MainWindow w(&s);
        for (int i = 0; i < w.tabs()->count(); ++i) {
            const QKeySequence keys(QStringLiteral("Ctrl+%1").arg(i + 1));
            QAction *go = nullptr;
            for (QAction *a : w.findChildren<QAction *>())
                if (a->shortcut() == keys) go = a;
            QVERIFY2(go, qPrintable(keys.toString()));
            QCOMPARE(go->text(), w.tabs()->tabText(i));
            go->trigger();
            QCOMPARE(w.tabs()->currentIndex(), i);
        }
    }

    void languageSwitchesLive()
    {
        Scenario s;
        MainWindow w(&s);
        w.show();
        const QString englishFile = w.menuBar()->actions().first()->text();
        auto *params = qobject_cast<ParameterSlider *>(w.controls()->row(Key::ModelParams));
        QVERIFY(s.set(Key::ModelParams, 7.5e9));
        QCOMPARE(params->spinBox()->text().left(3), QStringLiteral("7.5"));
        w.switchLanguage(QStringLiteral("fr"));
        QCoreApplication::processEvents();
        QVERIFY(w.menuBar()->actions().first()->text() != englishFile);
        QCOMPARE(w.menuBar()->actions().first()->text(), QStringLiteral("&Fichier"));
        QCOMPARE(params->spinBox()->text().left(3), QStringLiteral("7,5"));
        QVERIFY(w.tabs()->tabText(0) != QStringLiteral("Hardware"));
        w.switchLanguage(QStringLiteral("en"));
        QCoreApplication::processEvents();
        QCOMPARE(w.menuBar()->actions().first()->text(), englishFile);
    }

    void copyTakesTheChartInSight()
    {
        // On the Hardware tab's Operators view, Copy chart copies the operators, not the roofline behind the
        // other tab.
        Scenario s;
        MainWindow w(&s);
        w.show();
        w.tabs()->setCurrentIndex(0);
        auto *views = w.findChild<QTabBar *>(QStringLiteral("hardwareViewSwitch"));
        QVERIFY(views);
        views->setCurrentIndex(1);
        w.copyChart();
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("Operators of one layer")),
                 qPrintable(w.statusBar()->currentMessage()));
        views->setCurrentIndex(0);
        w.copyChart();
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("Roofline")),
                 qPrintable(w.statusBar()->currentMessage()));
    }

    void toolbarHasNoEnglishLeftAfterALiveSwitch()
    {
        // Started in English, switched to French: every word of the toolbar follows, the undo and redo
        // buttons too (QUndoStack words them once, when it makes them), and the comparison's toggle.
        Scenario s;
        MainWindow w(&s);
        w.show();
        QVERIFY(s.set(Key::ServingBatch, 8)); // an undo step: "Undo change of …"
        auto *toolbar = w.findChild<QToolBar *>(QStringLiteral("main"));
        QVERIFY(toolbar);
        QStringList english;
        for (QAction *a : toolbar->actions())
            english << a->text();
        w.switchLanguage(QStringLiteral("fr"));
        QCoreApplication::processEvents();
        const QList<QAction *> actions = toolbar->actions();
        for (qsizetype i = 0; i < actions.size(); ++i)
            if (!english.at(i).isEmpty() && english.at(i) != u"Français")
                QVERIFY2(actions.at(i)->text() != english.at(i), qPrintable(english.at(i)));
        QVERIFY2(w.comparison()->pinAction()->text().contains(QStringLiteral("pingler")),
                 qPrintable(w.comparison()->pinAction()->text()));
        // A change made in French keeps the undo button in French.
        QVERIFY(s.set(Key::ServingBatch, 16));
        for (QAction *a : toolbar->actions())
            QVERIFY2(!a->text().startsWith(QStringLiteral("&Undo")) &&
                         !a->text().startsWith(QStringLiteral("Undo")),
                     qPrintable(a->text()));
        w.switchLanguage(QStringLiteral("en"));
    }

    void undoButtonsKeepAShortWordAndNameTheStepInTheirTooltip()
    {
        // Issue 12: the toolbar says "Undo" / "Annuler" whatever the step; the step's name is in the Edit
        // menu's item and in the button's tooltip.
        Scenario s;
        MainWindow w(&s);
        w.show();
        auto *toolbar = w.findChild<QToolBar *>(QStringLiteral("main"));
        QVERIFY(toolbar);
        const auto undoButton = [&] {
            for (QAction *a : toolbar->actions())
                if (a->text().contains(QStringLiteral("Undo")) ||
                    a->text().contains(QStringLiteral("Annuler")))
                    return qobject_cast<QToolButton *>(toolbar->widgetForAction(a));
            return static_cast<QToolButton *>(nullptr);
        };
        QVERIFY(undoButton());
        QVERIFY(!undoButton()->isEnabled()); // nothing to undo yet
        const int emptyWidth = undoButton()->sizeHint().width();
        QVERIFY(s.set(Key::ServingBatch, 8));
        QToolButton *button = undoButton();
        QVERIFY(button->isEnabled());
        QCOMPARE(button->text(), QStringLiteral("Undo"));
        QCOMPARE(button->sizeHint().width(), emptyWidth); // the toolbar does not move
        QVERIFY2(button->toolTip().startsWith(QStringLiteral("Undo change of")),
                 qPrintable(button->toolTip()));
        QVERIFY2(button->defaultAction()->text().startsWith(QStringLiteral("&Undo change of")),
                 qPrintable(button->defaultAction()->text()));
        w.switchLanguage(QStringLiteral("fr"));
        QCoreApplication::processEvents();
        QCOMPARE(undoButton()->text(), QStringLiteral("Annuler"));
        QVERIFY2(undoButton()->toolTip().startsWith(QStringLiteral("Annuler")),
                 qPrintable(undoButton()->toolTip()));
        w.history()->stack()->undo();
        QCOMPARE(s.integer(Key::ServingBatch), 64);
        QVERIFY(!undoButton()->isEnabled());
        w.switchLanguage(QStringLiteral("en"));
    }

    void compareMenuPinsSwapsAndClears()
    {
        Scenario s;
        MainWindow w(&s);
        w.show();
        ComparisonActions *c = w.comparison();
        QVERIFY(!c->swapAction()->isEnabled());
        QVERIFY(!c->clearAction()->isEnabled());
        auto *status = w.findChild<QLabel *>(QStringLiteral("pinnedStatus"));
        QVERIFY(status);
        QVERIFY(!status->isVisible());

        c->pinAction()->trigger();
        QVERIFY(s.comparison().pinned());
        QVERIFY(c->swapAction()->isEnabled());
        QVERIFY(status->isVisible());
        // The status bar names A as the export caption does: device and batch of the course's scenario.
        QVERIFY2(status->text().startsWith(QStringLiteral("Pinned: H100 SXM")), qPrintable(status->text()));
        QVERIFY2(status->text().contains(QStringLiteral("batch 64")), qPrintable(status->text()));
        // Pinning is saved with the file, so it marks the document as changed, without an undo step.
        QVERIFY(w.document()->isModified());
        QCOMPARE(w.history()->stack()->count(), 0);

        QVERIFY(s.set(Key::ServingBatch, 8));
        c->swapAction()->trigger();
        QCOMPARE(s.integer(Key::ServingBatch), 64);
        QCOMPARE(s.comparison().pinned()->integer(Key::ServingBatch), 8);
        QVERIFY2(status->text().contains(QStringLiteral("batch 8")), qPrintable(status->text()));

        c->clearAction()->trigger();
        QCOMPARE(s.comparison().pinned(), nullptr);
        QVERIFY(!status->isVisible());
        QVERIFY(!c->clearAction()->isEnabled());

        // The menu follows the language.
        w.switchLanguage(QStringLiteral("fr"));
        QCoreApplication::processEvents();
        QCOMPARE(c->pinAction()->text(), QStringLiteral("É&pingler ce scénario"));
        w.switchLanguage(QStringLiteral("en"));
    }

    void newerFileOpensWithAWarningInTheStatusBar()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.infralab"));
        QVERIFY(writeAll(
            path,
            R"({"format":"infralab-scenario","version":2,"values":{"serving":{"batch":8,"speculative_tokens":4}}})"));
        Scenario s;
        MainWindow w(&s);
        QVERIFY(w.document()->open(path));
        QCOMPARE(s.integer(Key::ServingBatch), 8);
        const QString shown = w.statusBar()->currentMessage();
        QVERIFY2(shown.contains(QStringLiteral("version 2")) &&
                     shown.contains(QStringLiteral("speculative_tokens")),
                 qPrintable(shown));
        // File > New starts from the course's scenario, without the kept keys of the file.
        w.document()->newScenario();
        Scenario fresh;
        QCOMPARE(w.document()->file().toJson(), ScenarioFile(&fresh).toJson());
    }

    void swapIsSavedWithEachSidesKeptKeysAndUndone()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ab.infralab"));
        QVERIFY(writeAll(path, R"({"format":"infralab-scenario","version":2,
            "values":{"serving":{"batch":8,"speculative_tokens":4}},
            "pinned":{"serving":{"batch":16,"speculative_tokens":2}}})"));
        Scenario s;
        MainWindow w(&s);
        QVERIFY(w.document()->open(path));
        w.comparison()->swapAction()->trigger();
        QCOMPARE(s.integer(Key::ServingBatch), 16);
        QCOMPARE(s.comparison().pinned()->integer(Key::ServingBatch), 8);
        QVERIFY(w.document()->save());
        // Saved and reopened: each side with the key a newer InfraLab wrote beside it, the version kept.
        Scenario reopened;
        ScenarioFile file(&reopened);
        QVERIFY(file.load(path));
        const QJsonObject root = file.toJson();
        auto serving = [&root](const char *side) {
            return root.value(side).toObject().value("serving").toObject();
        };
        QCOMPARE(root.value("version").toInt(), 2);
        QCOMPARE(serving("values").value("batch").toInt(), 16);
        QCOMPARE(serving("values").value("speculative_tokens").toInt(), 2);
        QCOMPARE(serving("pinned").value("batch").toInt(), 8);
        QCOMPARE(serving("pinned").value("speculative_tokens").toInt(), 4);
        // The swap is one undo step of the live side.
        w.history()->stack()->undo();
        QCOMPARE(s.integer(Key::ServingBatch), 8);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
