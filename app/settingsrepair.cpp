#include "settingsrepair.h"

#include "chartexport.h"
#include "language.h"
#include "scenariodocument.h"
#include "theme.h"

#include <QFileInfo>
#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <algorithm>
#include <cmath>

namespace infralab::settingsrepair {

namespace {

/// The recent list as it should be: existing regular files (not a directory, not a FIFO that would block
/// the window reading it), absolute, each once, at most ScenarioDocument::kMaxRecent.
QStringList saneRecent(const QStringList &files)
{
    QStringList sane;
    for (const QString &f : files) {
        const QFileInfo info(f);
        if (!f.isEmpty() && info.isFile() && !sane.contains(info.absoluteFilePath()))
            sane.append(info.absoluteFilePath());
    }
    return sane.mid(0, ScenarioDocument::kMaxRecent);
}

bool isExportScale(const QVariant &v)
{
    bool ok = false;
    const int scale = v.toInt(&ok);
    return ok && v.toString() == QString::number(scale) &&
           std::find(std::begin(kExportScales), std::end(kExportScales), scale) != std::end(kExportScales);
}

/// A zoom the window can take: a finite number within the bounds.
bool isZoom(const QVariant &v)
{
    bool ok = false;
    const double zoom = v.toDouble(&ok);
    return ok && std::isfinite(zoom) && zoom >= kMinZoom && zoom <= kMaxZoom;
}

bool isExportPixels(const QVariant &v)
{
    bool ok = false;
    const int pixels = v.toInt(&ok);
    return ok && pixels >= kMinExportPixels && pixels <= kMaxExportPixels;
}

/// The rectangle fits inside one screen's available area.
bool onScreen(const QRect &r)
{
    const QScreen *screen = QGuiApplication::screenAt(r.center());
    if (!screen) return false;
    const QRect available = screen->availableGeometry();
    return r.width() <= available.width() && r.height() <= available.height() && available.intersects(r);
}

/// The first start: the whole available area of the screen, maximised, so that the charts and the panels get
/// the room they are drawn for. The off-screen platform (tests, exports) has no real screen and keeps the
/// default size.
void fitFirstStart(QWidget *window)
{
    const QScreen *screen = QGuiApplication::primaryScreen();
    if (!screen || QGuiApplication::platformName() == u"offscreen") return;
    // Without a window manager a maximised state is not applied: the geometry itself fills the screen.
    window->setGeometry(screen->availableGeometry());
    window->setWindowState(Qt::WindowMaximized);
}

} // namespace

QStringList repair()
{
    QSettings s;
    QStringList repaired;
    auto fix = [&](const QString &key, const QVariant &sane) {
        sane.isValid() ? s.setValue(key, sane) : s.remove(key);
        repaired.append(key);
    };
    const auto has = [&](const QString &key) { return s.contains(key); };

    if (has("language") && s.value("language").toString() != u"fr" && s.value("language").toString() != u"en")
        fix("language", language::current());
    const QString profile = s.value("profile").toString();
    if (has("profile") && theme::key(theme::fromKey(profile)) != profile)
        fix("profile", theme::key(theme::Profile::Normal));
    if (has("recentFiles")) {
        const QVariant raw = s.value("recentFiles");
        const QStringList sane = saneRecent(raw.toStringList());
        if (raw.toStringList() != sane || !raw.canConvert<QStringList>()) fix("recentFiles", sane);
    }
    if (has("lastScenario")) {
        const QVariant raw = s.value("lastScenario");
        const QString last = raw.toString();
        if (raw.typeId() != QMetaType::QString || (!last.isEmpty() && !QFileInfo(last).isFile()))
            fix("lastScenario", QString());
    }
    for (const char *key : {"lastDir", "export/dir"})
        if (has(key) && !QFileInfo(s.value(key).toString()).isDir()) fix(key, QVariant());
    const ExportSettings defaults;
    if (has("export/width") && !isExportPixels(s.value("export/width")))
        fix("export/width", defaults.pixels.width());
    if (has("export/height") && !isExportPixels(s.value("export/height")))
        fix("export/height", defaults.pixels.height());
    if (has("export/scale") && !isExportScale(s.value("export/scale")))
        fix("export/scale", int(defaults.scale));
    if (has("window/zoom") && !isZoom(s.value("window/zoom"))) {
        bool ok = false;
        const double zoom = s.value("window/zoom").toDouble(&ok);
        // A number out of the bounds is brought to the nearest; anything else is the normal size.
        fix("window/zoom", ok && std::isfinite(zoom) ? std::clamp(zoom, kMinZoom, kMaxZoom) : 1.0);
    }
    return repaired;
}

bool restoreWindow(QWidget *window, const QSize &fallback)
{
    QSettings s;
    const bool hasGeometry = s.contains("window/geometry");
    const bool geometryOk = window->restoreGeometry(s.value("window/geometry").toByteArray());
    if (auto *main = qobject_cast<QMainWindow *>(window);
        main && s.contains("window/state") && !main->restoreState(s.value("window/state").toByteArray()))
        s.remove("window/state");
    if (!hasGeometry) {
        fitFirstStart(window);
        return false;
    }
    if (geometryOk && onScreen(window->geometry())) return false;
    // Unreadable, off every screen or larger than it: the default size, within the primary screen.
    const QScreen *screen = QGuiApplication::primaryScreen();
    const QRect available = screen ? screen->availableGeometry() : QRect(QPoint(), fallback);
    window->setWindowState(Qt::WindowNoState);
    window->resize(fallback.boundedTo(available.size()));
    window->move(available.center() - window->rect().center());
    s.setValue("window/geometry", window->saveGeometry());
    return true;
}

double rememberedZoom()
{
    const QVariant v = QSettings().value("window/zoom", 1.0);
    return isZoom(v) ? v.toDouble() : 1.0;
}

void rememberZoom(double zoom)
{
    QSettings().setValue("window/zoom", zoom);
}

} // namespace infralab::settingsrepair
