// The parameters' and formulas' docks: their title follows the application's font when it changes (zoom,
// presentation mode), as the rest of the window does. Measured on the painted title: the height of its text.
#include "widgettest.h"
#include "zoomdock.h"

#include <QApplication>
#include <QImage>
#include <QLabel>
#include <QMainWindow>
#include <QtTest>

using namespace infralab;

namespace {

/// The height in pixels of the dark text in the dock's title bar (left part, away from its buttons).
int titleTextHeight(QDockWidget *dock)
{
    QCoreApplication::processEvents();
    const QImage image = dock->grab().toImage();
    const int titleBottom = dock->widget()->geometry().top();
    int first = -1, last = -1;
    for (int y = 0; y < titleBottom; ++y)
        for (int x = 0; x < image.width() / 2; ++x)
            if (QColor(image.pixel(x, y)).lightness() < 110) {
                if (first < 0) first = y;
                last = y;
                break;
            }
    return first < 0 ? 0 : last - first + 1;
}

} // namespace

class TestZoomDock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void titleFollowsTheApplicationFont()
    {
        const QFont desk = QApplication::font();
        QFont small = desk;
        small.setPointSizeF(10);
        QApplication::setFont(small);
        QMainWindow window;
        auto *dock = new ZoomDock(&window);
        dock->setWindowTitle(QStringLiteral("Parameters"));
        dock->setWidget(new QLabel(QStringLiteral("contents")));
        dock->setMinimumWidth(400); // room for the whole title at 20 pt
        window.addDockWidget(Qt::LeftDockWidgetArea, dock);
        window.setCentralWidget(new QLabel(QStringLiteral("centre")));
        QVERIFY(showAt(window, {900, 500}));
        const int before = titleTextHeight(dock);
        QVERIFY(before > 0);
        // Presentation mode's zoom and more: the text doubles, so the title's letters are about twice as tall
        // (1.6× at least, for the rounding of glyphs to pixels).
        QFont large = small;
        large.setPointSizeF(20);
        QApplication::setFont(large);
        const int after = titleTextHeight(dock);
        QApplication::setFont(desk);
        QVERIFY2(after >= 1.6 * before, qPrintable(QStringLiteral("%1 px → %2 px").arg(before).arg(after)));
    }
};

QTEST_MAIN(TestZoomDock)
#include "tst_zoomdock.moc"
