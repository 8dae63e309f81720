#pragma once
// Vector export of a chart: SVG files, and the drawing the PDF report shares with them. A fresh chart is laid
// out off screen at a size in layout pixels, recorded as paint commands and replayed at any scale, so that
// its text and lines stay sharp on paper.
#include "chartexport.h"

#include <QRectF>
#include <QSize>
#include <QString>

class QPainter;

namespace infralab {

/// Draws a new chart made by `make` for `scenario` into `target`, laid out at `layout` pixels and scaled to
/// fit (aspect ratio kept, centred). Works on any painter (PDF, SVG, image). Returns the chart's title in the
/// current language, and its caption lines in `caption` when given (exportCaptionLines). Needs a
/// QGuiApplication (the offscreen platform is enough).
QString paintChart(QPainter *painter, const ChartFactory &make, Scenario *scenario, const QRectF &target,
                   QSize layout, QStringList *caption = nullptr);

/// Writes an SVG of `size` layout pixels, as the PNG export lays it out: the title above, the chart, the
/// scenario's caption below. Atomic (QSaveFile); on failure returns false with a message naming the file.
bool writeChartSvg(const ChartFactory &make, Scenario *scenario, const QString &path, QSize size,
                   QString *error);

} // namespace infralab
