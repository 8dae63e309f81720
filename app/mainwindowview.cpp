// The main window's view menu at work: zoom (Ctrl +/−/0) and presentation mode (F11, --presentation).
#include "mainwindow.h"

#include "chartview.h"
#include "settingsrepair.h"
#include "zoomfont.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QGuiApplication>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTimer>
#include <algorithm>

namespace infralab {

namespace {
/// Projected text is half as large again as on a desk: on a 1920×1080 screen a 12 px desktop font becomes 18
/// px. The room reads the text's share of the screen's height, so a smaller screen (a 1366×768 projector or
/// laptop) needs less zoom for the same size on the wall, and its width holds no more than one zoomed chart
/// beside the parameters; it still gets a quarter more than on a desk.
qreal presentationZoom(const QScreen *screen)
{
    if (!screen) return 1.5;
    const QSize size = screen->geometry().size();
    const qreal share = std::min(size.width() / 1920.0, size.height() / 1080.0);
    return std::clamp(1.5 * share, 1.25, 1.5);
}

/// The narrowest window every tab is laid out for at zoom 1: the parameters' dock (320 px), one chart of the
/// charts' least width (480 px) and the margins and scroll bars between them.
constexpr qreal kNarrowestWindow = 900;

/// The largest zoom the View menu offers: the narrowest window, zoomed, still fits the screen's width; beyond
/// it the page runs off the screen (300 % on a 1366 px laptop left the tabs 150 px). 152 % on 1366 px, 213 %
/// on 1920 px, never under presentation mode's 125 % nor over 300 %.
qreal largestZoom(const QScreen *screen)
{
    if (!screen) return settingsrepair::kMaxZoom;
    return std::clamp(screen->geometry().width() / kNarrowestWindow, 1.25, settingsrepair::kMaxZoom);
}
} // namespace

void MainWindow::setZoom(qreal zoom)
{
    m_zoom = std::clamp(zoom, settingsrepair::kMinZoom, largestZoom(screen()));
    // The desk's zoom is the next start's; presentation mode's belongs to the projector.
    if (!m_presenting) settingsrepair::rememberZoom(m_zoom);
    QFont f = QApplication::font();
    f.setPointSizeF(m_basePointSize * m_zoom);
    QApplication::setFont(f);
    zoomfont::setZoom(m_zoom);
    for (ChartView *chart : findChildren<ChartView *>())
        chart->setZoom(m_zoom);
    // The parameters grow with the font: their dock follows, once the new font is laid out, so that no
    // label, slider or value is cut at the dock's edge.
    QTimer::singleShot(0, this, [this] {
        const auto *scroll = qobject_cast<const QScrollArea *>(m_controlsDock->widget());
        if (!scroll || !scroll->widget()) return;
        const int wanted = scroll->widget()->sizeHint().width() +
                           scroll->verticalScrollBar()->sizeHint().width() + 2 * scroll->frameWidth();
        resizeDocks({m_controlsDock}, {wanted}, Qt::Horizontal);
    });
    statusBar()->showMessage(tr("Zoom %1 %").arg(qRound(m_zoom * 100)), 3000);
}

void MainWindow::arrangeFirstStartDocks()
{
    // On a laptop's screen, the formulas share the left dock with the parameters, as a second tab, so that
    // the charts keep the width their axes and legends need.
    if (width() < 1700) {
        tabifyDockWidget(m_controlsDock, m_formulasDock);
        m_controlsDock->raise();
    } else if (!tabifiedDockWidgets(m_formulasDock).isEmpty()) {
        addDockWidget(Qt::RightDockWidgetArea, m_formulasDock);
    }
}

void MainWindow::setPresentation(bool on)
{
    if (on) {
        if (!m_presenting) {
            m_normalGeometry = geometry();
            m_normalDocks = saveState();
            m_normalZoom = m_zoom;
        }
        m_presenting = true;
        showFullScreen();
        // Without a window manager (a kiosk, a bare X session on the classroom PC) nothing applies the
        // full-screen state: the window takes the screen's geometry itself.
        if (QGuiApplication::platformName() != u"offscreen" && screen()) setGeometry(screen()->geometry());
        // Projected, the text is half as large again: 18 px at least from the back of the room. The charts
        // need the width that buys, so the formulas become the second tab of the parameters' dock.
        tabifyDockWidget(m_controlsDock, m_formulasDock);
        m_controlsDock->raise();
        if (const qreal zoom = presentationZoom(screen()); m_zoom < zoom) setZoom(zoom);
    } else {
        m_presenting = false;
        showNormal();
        if (!m_normalDocks.isEmpty()) restoreState(m_normalDocks);
        if (m_zoom != m_normalZoom) setZoom(m_normalZoom); // back to the desk's text size
        if (m_normalGeometry.isValid() && QGuiApplication::platformName() != u"offscreen")
            setGeometry(m_normalGeometry);
    }
    m_fullScreenAction->setChecked(on);
}

} // namespace infralab
