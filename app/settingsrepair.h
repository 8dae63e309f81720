#pragma once
// A corrupt or absurd settings file never stops the window from starting: each remembered value the window
// reads is checked, and one that is not sane is replaced by its fallback, which is written back so that the
// file is repaired for the next start too.
#include <QSize>
#include <QStringList>

class QWidget;

namespace infralab::settingsrepair {

/// Export scales the dialog offers; anything else in the settings falls back to the default (2×).
inline constexpr int kExportScales[] = {1, 2, 3};
inline constexpr int kMinExportPixels = 320, kMaxExportPixels = 8000;

/// The zoom's bounds whatever the screen: 60 % (Ctrl − from 100 %, a few times) to 300 %. The window narrows
/// the top to what its screen holds.
inline constexpr double kMinZoom = 0.6, kMaxZoom = 3.0;

/// Checks language, colour profile, recent files, last scenario, folders, export size and scale and the
/// desk's zoom; returns the keys it repaired.
QStringList repair();

/// Restores the window's geometry and state, unless they are unreadable, off every screen or larger than
/// the screen: then the window gets the `fallback` size, centred on the primary screen, and that is written
/// back. Returns true when it had to repair.
bool restoreWindow(QWidget *window, const QSize &fallback);

/// The desk's zoom of the last session (1 when none), within kMinZoom … kMaxZoom.
double rememberedZoom();

/// Remembers the desk's zoom for the next start (presentation mode's is not remembered).
void rememberZoom(double zoom);

} // namespace infralab::settingsrepair
