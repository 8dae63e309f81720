// A corrupt or absurd settings file never stops the window from starting (app/settingsrepair.h): the test
// writes one, starts a MainWindow, and finds the window sane and the file repaired.
#include "chartexport.h"
#include "chartregistry.h"
#include "chartview.h"
#include "exportdialog.h"
#include "language.h"
#include "mainwindow.h"
#include "scenario.h"
#include "scenariodocument.h"
#include "scenariofile.h"
#include "settingsrepair.h"
#include "viewpage.h"

#include <QDir>
#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace infralab;

namespace {

/// The geometry blob of a plain widget at `rect`, as saveGeometry() writes it.
QByteArray geometryOf(const QRect &rect)
{
    QWidget probe;
    probe.setGeometry(rect);
    return probe.saveGeometry();
}

/// Inside the primary screen: no larger than its available area, and centred on it (Qt may nudge a restored
/// window below the title bar's height, so the edges are not compared).
bool fits(const QRect &r)
{
    const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
    return r.width() <= available.width() && r.height() <= available.height() &&
           available.contains(r.center());
}

/// The stored geometry restores, and puts a window inside the primary screen.
bool storedGeometryFits()
{
    QWidget probe;
    return probe.restoreGeometry(QSettings().value(QStringLiteral("window/geometry")).toByteArray()) &&
           fits(probe.geometry());
}

} // namespace

class TestSettingsRepair : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the test's settings file, not the user's
        QCoreApplication::setOrganizationName(QStringLiteral("InfraLab"));
        QCoreApplication::setApplicationName(QStringLiteral("InfraLab"));
        language::install(QStringLiteral("en"));
        QVERIFY(m_dir.isValid());
    }

    void init() { QSettings().clear(); }

    void absurdSettingsAreRepairedAtStart()
    {
        const QString scenario = m_dir.filePath(QStringLiteral("kept.infralab"));
        Scenario course;
        QVERIFY(ScenarioFile(&course).save(scenario));
        const QString fifo = m_dir.filePath(QStringLiteral("pipe.infralab"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString folder = m_dir.filePath(QStringLiteral("folder.infralab"));
        QVERIFY(QDir().mkpath(folder));
        const QString missing = m_dir.filePath(QStringLiteral("gone.infralab"));
        {
            QSettings s;
            s.setValue("language", "xx");
            s.setValue("profile", "neon");
            s.setValue("recentFiles", QStringList{missing, folder, fifo, scenario, scenario});
            s.setValue("lastScenario", fifo); // opening a FIFO would block the start for ever
            s.setValue("lastDir", scenario);  // a file, not a folder
            s.setValue("export/width", "wide");
            s.setValue("export/height", 99999);
            s.setValue("export/scale", 0); // was a division by zero in the chart export
            s.setValue("window/geometry", QByteArray("not a geometry"));
            s.setValue("window/state", 42);
        }
        Scenario s;
        MainWindow w(&s);
        // Before it is shown: the off-screen test platform's 800 × 600 screen is below the window's minimum
        // size.
        QVERIFY(fits(w.geometry()));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));

        QSettings settings;
        QCOMPARE(settings.value("language").toString(), QStringLiteral("en")); // the language in use
        QCOMPARE(settings.value("profile").toString(), QStringLiteral("normal"));
        QCOMPARE(settings.value("recentFiles").toStringList(),
                 QStringList{QFileInfo(scenario).absoluteFilePath()});
        QCOMPARE(w.document()->recentFiles(), QStringList{QFileInfo(scenario).absoluteFilePath()});
        QCOMPARE(settings.value("lastScenario").toString(), QString());
        QVERIFY(!settings.contains("lastDir"));
        const ExportSettings defaults;
        QCOMPARE(settings.value("export/width").toInt(), defaults.pixels.width());
        QCOMPARE(settings.value("export/height").toInt(), defaults.pixels.height());
        QCOMPARE(settings.value("export/scale").toInt(), 2);
        QVERIFY(!settings.contains("window/state"));
        QVERIFY(storedGeometryFits());
    }

    void windowLargerThanTheScreenIsRepaired()
    {
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        QSettings().setValue("window/geometry", geometryOf(QRect(screen.topLeft(), screen.size() * 4)));
        QVERIFY(!storedGeometryFits());
        Scenario s;
        MainWindow w(&s);
        QVERIFY(fits(w.geometry()));
        QVERIFY(storedGeometryFits());
    }

    void windowOffEveryScreenComesBack()
    {
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        QSettings().setValue("window/geometry",
                             geometryOf(QRect(screen.right() + 5000, screen.bottom() + 5000,
                                              screen.width() / 2, screen.height() / 2)));
        Scenario s;
        MainWindow w(&s);
        QVERIFY(fits(w.geometry()));
    }

    void exportScaleNotOfferedFallsBack_data()
    {
        QTest::addColumn<QVariant>("stored");
        QTest::newRow("0") << QVariant(0);
        QTest::newRow("5") << QVariant(5);
        QTest::newRow("-2") << QVariant(-2);
        QTest::newRow("2.5") << QVariant(QStringLiteral("2.5"));
        QTest::newRow("text") << QVariant(QStringLiteral("big"));
        QTest::newRow("3 is offered") << QVariant(3);
    }

    void exportScaleNotOfferedFallsBack()
    {
        QFETCH(QVariant, stored);
        QSettings().setValue("export/scale", stored);
        // Straight to the dialog, as if the file were edited while the window runs: no start-up repair.
        Scenario s;
        const QList<ViewPage *> pages = makePages(&s, nullptr);
        ExportDialog dialog(pages.first()->charts(), nullptr);
        const bool offered = stored.toString() == u"3";
        QCOMPARE(dialog.settings().scale, offered ? 3.0 : ExportSettings().scale);
        // The export the dialog asks for renders at its full size (a scale of 0 divided by zero).
        ExportSettings small = dialog.settings();
        small.pixels = QSize(600, 400);
        const QImage image = renderChart(pages.first()->charts().first()->factory(), &s, small);
        QCOMPARE(image.size(), small.pixels);
        qDeleteAll(pages);
        // At the next start the file itself is repaired.
        settingsrepair::repair();
        QCOMPARE(QSettings().value("export/scale").toInt(), offered ? 3 : 2);
    }

    void garbageTypesNeverStopTheStart()
    {
        {
            QSettings s;
            s.setValue("recentFiles", 42);
            s.setValue("language", QStringList{"fr", "en"});
            s.setValue("export/scale", QStringList{"2", "3"});
            s.setValue("window/geometry", 3.5);
            s.setValue("lastScenario", QVariantMap{{"a", 1}});
        }
        Scenario s;
        MainWindow w(&s);
        QSettings settings;
        QCOMPARE(settings.value("recentFiles").toStringList(), QStringList());
        QCOMPARE(settings.value("language").toString(), QStringLiteral("en"));
        QCOMPARE(settings.value("export/scale").toInt(), 2);
        QCOMPARE(settings.value("lastScenario").toString(), QString());
        QVERIFY(storedGeometryFits());
    }
};

QTEST_MAIN(TestSettingsRepair)
#include "tst_settingsrepair.moc"
