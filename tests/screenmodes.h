#pragma once
// Shared by the tests that judge the whole window as a class sees it (tst_layoutfit, tst_barcategories): a
// classroom's 1920×1080 screen and a 1366×768 laptop's beside it, the modes the window is judged in, and the
// window shown in one of them.
#include "language.h"
#include "mainwindow.h"
#include "zoomfont.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <fstream>

namespace screenmodes {

struct Mode
{
    const char *name;
    QSize size;
    bool presentation;
    bool mostZoom = false; ///< View → Zoom in until it stops growing
};

/// The laptop and the classroom's screen, each as it is and in presentation mode, and the laptop at the View
/// menu's largest zoom, its first of at least 150 % (Ctrl + thrice: 1.52).
inline constexpr Mode kModes[] = {{"laptop", {1366, 768}, false},
                                  {"desk", {1920, 1080}, false},
                                  {"presentation", {1920, 1080}, true},
                                  {"laptop-presentation", {1366, 768}, true},
                                  {"laptop-zoom-most", {1366, 768}, false, true}};

/// The columns `lang` (en, fr) and `mode` (an index of kModes), and with `alsoPinned` the column `pinned`: a
/// row for every language and mode, with and without a scenario pinned.
inline void addRows(bool alsoPinned)
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<int>("mode");
    if (alsoPinned) QTest::addColumn<bool>("pinned");
    for (const char *lang : {"en", "fr"})
        for (int m = 0; m < int(std::size(kModes)); ++m)
            for (const bool pinned : {false, true}) {
                if (pinned && !alsoPinned) continue;
                QTestData &row = QTest::addRow("%s-%s%s", kModes[m].name, lang, pinned ? "-pinned" : "");
                row << QString::fromLatin1(lang) << m;
                if (alsoPinned) row << pinned;
            }
}

/// The application's font as it started, for resetZoom, with settings and files in test mode (not the
/// user's).
inline QFont firstFont()
{
    QStandardPaths::setTestModeEnabled(true);
    return QApplication::font();
}

/// The View menu's Zoom in, found by its shortcut (Ctrl +).
inline QAction *zoomInAction(QMainWindow *window)
{
    for (QAction *a : window->findChildren<QAction *>())
        if (a->shortcuts().contains(QKeySequence(QKeySequence::ZoomIn))) return a;
    return nullptr;
}

/// Zoom and presentation set the application's font: each case starts from `font`, and from no remembered
/// zoom (the last case's, as a new session would).
inline void resetZoom(const QFont &font)
{
    QApplication::setFont(font);
    infralab::zoomfont::setZoom(1.0);
    QSettings().remove(QStringLiteral("window/zoom"));
}

/// The fixture of a test that shows the window in each mode: every test function runs on every row of
/// addRows (the global data), with settings and files in test mode, each row from the application's first
/// font and no remembered zoom.
class ModesTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase_data() { addRows(false); }
    void initTestCase() { m_font = firstFont(); }
    void init() { resetZoom(m_font); }

protected:
    /// The current row's mode, with the row's language installed.
    static const Mode &rowMode()
    {
        QFETCH_GLOBAL(QString, lang);
        QFETCH_GLOBAL(int, mode);
        infralab::language::install(lang);
        return kModes[mode];
    }

private:
    QFont m_font;
};

/// ModesTest whose rows are also each with a scenario pinned (the column `pinned`).
class PinnedModesTest : public ModesTest
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase_data() { addRows(true); }
};

/// Shows `w` as on first start in `mode`: the formulas share the parameters' dock under 1700 px and have
/// their own beside; the window on the screen of its size (full screen takes that screen's size), then in
/// presentation mode or at the largest zoom. False when the View menu has no Zoom in.
[[nodiscard]] inline bool showIn(infralab::MainWindow &w, const Mode &mode)
{
    auto *formulas = w.findChild<QDockWidget *>(QStringLiteral("formulas"));
    if (mode.size.width() >= 1700) w.addDockWidget(Qt::RightDockWidgetArea, formulas);
    const QPoint origin = mode.size.width() < 1920 ? QPoint(1920, 0) : QPoint(0, 0);
    w.show();
    w.setGeometry(QRect(origin, mode.size));
    if (mode.presentation) {
        w.setPresentation(true);
        w.setGeometry(QRect(origin, mode.size));
    }
    if (mode.mostZoom) {
        QAction *zoomIn = zoomInAction(&w);
        if (!zoomIn) return false;
        for (qreal before = 0; w.zoom() != before;) {
            before = w.zoom();
            zoomIn->trigger();
        }
    }
    QTest::qWait(200); // the toolbar and the docks take the new font's sizes
    return true;
}

/// Declares the two screens to the off-screen platform (its default is one of 800×600), before the
/// application starts; `test` names the file.
inline void useClassroomScreens(const char *test)
{
    const QByteArray config = QDir::tempPath().toUtf8() + "/infralab-" + test + "-screen.json";
    std::ofstream(config.toStdString())
        << R"({"windowFrameMargins": false, "screens": [{"name": "classroom", "x": 0, "y": 0, "width": 1920,
              "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
              {"name": "laptop", "x": 1920, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96,
              "logicalBaseDpi": 96, "dpr": 1}]})";
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config);
}

} // namespace screenmodes

#define INFRALAB_TEST_MAIN_ON_CLASSROOM_SCREENS(TestObject, name)                                            \
    int main(int argc, char **argv)                                                                          \
    {                                                                                                        \
        screenmodes::useClassroomScreens(name);                                                              \
        QApplication app(argc, argv);                                                                        \
        TestObject test;                                                                                     \
        QTEST_SET_MAIN_SOURCE_PATH                                                                           \
        return QTest::qExec(&test, argc, argv);                                                              \
    }
