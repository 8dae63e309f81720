#include "zoomfont.h"

#include <QApplication>
#include <QCheckBox>
#include <QStyle>
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
    const QWidgetList widgets = QApplication::allWidgets();
    for (QWidget *w : widgets)
        if (const QVariant points = w->property(kPoints); points.isValid()) apply(w, points.toDouble());
    // Once every font is set: a style sheet fixes a check box's font from its parent's at that moment, so a
    // box styled before its panel's font grew kept the desk's size (16 px on a projector).
    for (QWidget *w : widgets) {
        // A check box's square is the style's fixed size, not the font's: on a projector it grows with the
        // text beside it. At zoom 1 the style draws it as it always does.
        if (auto *box = qobject_cast<QCheckBox *>(w)) {
            const int side =
                qRound(box->style()->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, box) * zoom);
            box->setStyleSheet(
                zoom == 1.0
                    ? QString()
                    : QStringLiteral("QCheckBox::indicator { width: %1px; height: %1px; }").arg(side));
        }
    }
}

} // namespace infralab::zoomfont
