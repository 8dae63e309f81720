#pragma once
// Text sizes that follow the window's zoom. A widget given its own point size keeps it when the
// application's font changes, so presentation mode and Ctrl +/− would leave it at its desk size: widgets
// sized here are rescaled with everything else.

class QWidget;

namespace infralab::zoomfont {

/// The zoom the window applies: 1 on a desk, 1.5 in presentation mode, as Ctrl +/− set it.
double zoom();

/// Gives `widget` a font of `points` at zoom 1 (bold, italic and family are kept) and keeps it at `points`
/// times the zoom from then on.
void setPoints(QWidget *widget, double points);

/// At least `points` at zoom 1, or the widget's own size if it is larger.
void setAtLeast(QWidget *widget, double points);

/// Sets the zoom and rescales every widget sized by setPoints(), and every check box's square.
void setZoom(double zoom);

} // namespace infralab::zoomfont
