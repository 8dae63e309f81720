#pragma once
// Colour profiles for the classroom: the normal one, a projector one (high contrast, thick lines, no light
// greys, which wash out on a projector) and a dark one. Charts read the current profile after each refresh.
#include <QColor>

namespace infralab::theme {

enum class Profile { Normal, Projector, Dark };

/// Sets the application palette and remembers the profile; widgets receive QEvent::PaletteChange.
void apply(Profile profile);
Profile current();

QString key(Profile p); ///< "normal", "projector", "dark" (settings and --profile)
Profile fromKey(const QString &key);

QColor background();     ///< chart and plot background
QColor foreground();     ///< text, axes
QColor grid();           ///< grid lines
double lineWidthScale(); ///< multiplies every series' pen width

} // namespace infralab::theme
