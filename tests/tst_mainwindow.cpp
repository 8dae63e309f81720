// The explorer window, off screen: controls and Scenario stay in step both ways, tabs choose the controls,
// and the language switches live (labels and number formats).
#include "controlspanel.h"
#include "language.h"
#include "mainwindow.h"
#include "parameterslider.h"
#include "scenario.h"
#include "scenariohistory.h"
#include "viewpage.h"

#include <QDoubleSpinBox>
#include <QJsonObject>
#include <QUndoStack>
#include <QMenuBar>
#include <QSlider>
#include <QTabWidget>
#include <QTest>

using namespace infralab;

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { language::install(QStringLiteral("en")); }

    void sliderDrivesTheScenario()
    {
        Scenario s;
        MainWindow w(&s);
        auto *batch = qobject_cast<ParameterSlider *>(w.controls()->row(QStringLiteral("serving.batch")));
        QVERIFY(batch);
        // The batch slider is logarithmic from 1 to 1024: its last position is batch 1024, its first batch 1.
        batch->slider()->setValue(ParameterSlider::kSteps);
        QCOMPARE(s.integer("serving.batch"), 1024);
        batch->slider()->setValue(0);
        QCOMPARE(s.integer("serving.batch"), 1);
        QCOMPARE(batch->spinBox()->value(), 1.0);
        // Typing in the spin box too.
        batch->spinBox()->setValue(96);
        QCOMPARE(s.integer("serving.batch"), 96);
    }

    void scenarioDrivesTheControls()
    {
        Scenario s;
        MainWindow w(&s);
        auto *batch = qobject_cast<ParameterSlider *>(w.controls()->row(QStringLiteral("serving.batch")));
        QVERIFY(s.set("serving.batch", 32));
        QCOMPARE(batch->spinBox()->value(), 32.0);
        // log2(32)/log2(1024) = 0.5 of the slider.
        QCOMPARE(batch->slider()->value(), ParameterSlider::kSteps / 2);
        auto *params = qobject_cast<ParameterSlider *>(w.controls()->row(QStringLiteral("model.params")));
        QVERIFY(s.set("model.params", 70e9));
        QCOMPARE(params->spinBox()->value(), 70.0); // shown in billions
    }

    void openingChangesNothing()
    {
        // Building the controls must not write rounded values back (8.0 B shown, 8e9 kept, nothing to undo).
        Scenario s;
        const QJsonObject before = s.toJson();
        MainWindow w(&s);
        w.show();
        QCoreApplication::processEvents();
        QCOMPARE(s.toJson(), before);
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

    void languageSwitchesLive()
    {
        Scenario s;
        MainWindow w(&s);
        w.show();
        const QString englishFile = w.menuBar()->actions().first()->text();
        auto *params = qobject_cast<ParameterSlider *>(w.controls()->row(QStringLiteral("model.params")));
        QVERIFY(s.set("model.params", 7.5e9));
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
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
