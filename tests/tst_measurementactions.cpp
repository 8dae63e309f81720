// File ▸ Import measurements… and Clear measurements: a good file fills the Scenario's session, a refused one
// changes nothing and says why (file, field), and the entries sit in the File menu in both languages.
#include "language.h"
#include "mainwindow.h"
#include "measurementactions.h"
#include "measurementsession.h"
#include "scenario.h"
#include "testutil.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace infralab;

class TestMeasurementActions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void importThenClear()
    {
        language::install(QStringLiteral("en"));
        Scenario s;
        MainWindow w(&s);
        MeasurementActions *actions = w.measurements();
        QVERIFY(actions);
        QVERIFY(!actions->clearAction()->isEnabled());
        const QString sample =
            QStringLiteral(INFRALAB_SOURCE_DIR "/tests/fuzz/corpus/measurements/serving.csv");
        QString error;
        QVERIFY2(actions->import(sample, &error), qPrintable(error));
        QCOMPARE(measurementsOf(s).points().serving.size(), 2);
        QCOMPARE(measurementsOf(s).file(), sample);
        QVERIFY(actions->clearAction()->isEnabled());

        // A refused file keeps the points already imported.
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.csv"));
        QVERIFY(writeAll(bad, "batch,prompt_tokens,output_tokens,ttft_s\n1,500,300,-2\n"));
        QVERIFY(!actions->import(bad, &error));
        QVERIFY2(error.contains(bad) && error.contains(QStringLiteral("ttft_s")) &&
                     error.contains("negative"),
                 qPrintable(error));
        QCOMPARE(measurementsOf(s).points().serving.size(), 2);

        actions->clearAction()->trigger();
        QVERIFY(measurementsOf(s).isEmpty());
        QVERIFY(!actions->clearAction()->isEnabled());
    }
    void windowOpenedWithMeasurements()
    {
        // `infralab --measurements FILE`: the points are in the session before the window is made; the
        // window shows them (the Serving tab's panel) and offers to clear them at once.
        language::install(QStringLiteral("en"));
        Scenario s;
        QString error;
        const auto points = loadMeasurements(
            QStringLiteral(INFRALAB_SOURCE_DIR "/tests/fuzz/corpus/measurements/serving.csv"), &error);
        QVERIFY2(points, qPrintable(error));
        measurementsOf(s).set(*points, QStringLiteral("serving.csv"));
        MainWindow w(&s);
        w.show();
        QVERIFY(w.measurements()->clearAction()->isEnabled());
        auto *panel = w.findChild<QWidget *>(QStringLiteral("measurement-panel"));
        QVERIFY(panel);
        QVERIFY(!panel->isHidden());
        w.measurements()->clearAction()->trigger();
        QVERIFY(measurementsOf(s).isEmpty());
        QVERIFY(!w.measurements()->clearAction()->isEnabled());
    }
    void entriesInTheFileMenuFollowTheLanguage()
    {
        language::install(QStringLiteral("en"));
        Scenario s;
        MainWindow w(&s);
        QMenu *file = w.menuBar()->actions().first()->menu();
        QVERIFY(file->actions().contains(w.measurements()->importAction()));
        QCOMPARE(w.measurements()->importAction()->text(), QStringLiteral("&Import measurements…"));
        language::install(QStringLiteral("fr"));
        QCoreApplication::sendPostedEvents();
        QVERIFY(w.measurements()->importAction()->text() != QStringLiteral("&Import measurements…"));
        language::install(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestMeasurementActions)
#include "tst_measurementactions.moc"
