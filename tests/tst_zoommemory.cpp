// The desk's zoom (View ▸ Zoom in/out, Ctrl +/−) is remembered between sessions, where the window's geometry
// is, and a remembered zoom the screen cannot take is brought within the allowed range at the next start.
// Presentation mode's zoom belongs to the projector and is not remembered.
#include "language.h"
#include "mainwindow.h"
#include "scenario.h"
#include "testutil.h"

#include <QApplication>
#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <algorithm>

using namespace infralab;

namespace {
/// The largest zoom README promises on this screen: the narrowest window every tab is laid out for (900 px)
/// still fits its width once zoomed, never under presentation mode's 125 % nor over 300 %.
double largestZoomHere()
{
    return std::clamp(QGuiApplication::primaryScreen()->geometry().width() / 900.0, 1.25, 3.0);
}
} // namespace

class TestZoomMemory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // not the user's settings
        m_deskPoints = QApplication::font().pointSizeF();
    }
    void init()
    {
        QSettings().clear();
        language::install(QStringLiteral("en"));
    }

    void aZoomSetIsTheNextWindowsZoom()
    {
        Scenario s;
        {
            MainWindow first(&s);
            QCOMPARE(first.zoom(), 1.0); // nothing remembered: the normal size
            first.setZoom(1.2);
        }
        MainWindow next(&s);
        QCOMPARE(next.zoom(), 1.2);
        // The text is 1.2 times the desk's, not 1.2 times the first window's zoomed font.
        QVERIFY_REL(QApplication::font().pointSizeF(), m_deskPoints * 1.2, 1e-9);
        next.setZoom(1.0);
    }

    void presentationZoomIsNotRemembered()
    {
        Scenario s;
        {
            MainWindow window(&s);
            window.setZoom(1.1);
            window.setPresentation(true);
            QVERIFY(window.zoom() >= 1.25); // presentation mode's own, at least 125 %
        }
        MainWindow next(&s);
        QCOMPARE(next.zoom(), 1.1);
        next.setZoom(1.0);
    }

    void aStoredZoomOutOfRangeIsClamped_data()
    {
        QTest::addColumn<QVariant>("stored");
        QTest::addColumn<double>("expected");
        QTest::newRow("900 %") << QVariant(9.0) << largestZoomHere();
        QTest::newRow("10 %") << QVariant(0.1) << 0.6;
        QTest::newRow("not a number") << QVariant(QStringLiteral("large")) << 1.0;
        QTest::newRow("infinite") << QVariant(QStringLiteral("inf")) << 1.0;
    }
    void aStoredZoomOutOfRangeIsClamped()
    {
        QFETCH(QVariant, stored);
        QFETCH(double, expected);
        QSettings().setValue(QStringLiteral("window/zoom"), stored);
        Scenario s;
        MainWindow window(&s);
        QCOMPARE(window.zoom(), expected);
        // Written back, so that the file is sane for the next start too.
        QCOMPARE(QSettings().value(QStringLiteral("window/zoom")).toDouble(), expected);
        window.setZoom(1.0);
    }

private:
    double m_deskPoints = 0;
};

QTEST_MAIN(TestZoomMemory)
#include "tst_zoommemory.moc"
