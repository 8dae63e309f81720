#include "zoomfont.h"

#include <QApplication>
#include <QVariant>
#include <QWidget>

#include <algorithm>

namespace infralab::zoomfont {

namespace {
// The size at zoom 1 rides on the widget: no registry to keep in step with the widgets' lifetimes.
constexpr const char *kPoints = "infralabDeskPoints";
double g_zoom = 1.0;

void apply(QWidget *widget, double points)
{
    QFont f = widget->font();
    f.setPointSizeF(points * g_zoom);
    widget->setFont(f);
}
} // namespace

double zoom()
{
    return g_zoom;
}

void setPoints(QWidget *widget, double points)
{
    widget->setProperty(kPoints, points);
    apply(widget, points);
}

void setAtLeast(QWidget *widget, double points)
{
    setPoints(widget, std::max(points, widget->font().pointSizeF() / g_zoom));
}

void setZoom(double zoom)
{
    if (zoom == g_zoom) return;
    g_zoom = zoom;
    for (QWidget *w : QApplication::allWidgets())
        if (const QVariant points = w->property(kPoints); points.isValid()) apply(w, points.toDouble());
}

} // namespace infralab::zoomfont
