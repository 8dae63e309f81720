#pragma once
// Off-screen PNG export of a chart: a fresh instance rendered at the requested size on a white page, with a
// title above and a caption of the scenario below, in the current language.
#include "chartview.h"

#include <QImage>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QStringList>

class QPainter;

namespace infralab {

struct ExportSettings
{
    QSize pixels{2400, 1500}; ///< output size; the default prints sharply across an A4 page at 300 dpi
    qreal scale = 2.0;        ///< device pixels per layout pixel: text and lines scale with it
};

/// "H100 SXM · 8B du cours (GQA) · bf16 · lot 64" in the current language.
QString exportCaption(const Scenario &scenario);

/// Under a training chart, the cluster rather than the serving batch: "H100 SXM · 8B du cours (GQA) · bf16 ·
/// 8 GPU · TP 1 × PP 8 × DP 1 · m = 32".
QString trainingExportCaption(const Scenario &scenario);

/// The lines under `view` in exports: its exportCaption() of the live scenario, or, while a scenario is
/// pinned, "A: …" then "B: …".
QStringList exportCaptionLines(const ChartView &view);

/// Draws caption `lines` left in `area`, one per line (each cut with an ellipsis if too long), and the
/// program's name on the right.
void drawCaption(QPainter *painter, const QRectF &area, const QStringList &lines);

/// Height of the caption area under an exported chart of `lines` lines, in layout pixels at zoom 1.
qreal exportCaptionHeight(qsizetype lines);

/// Renders a new chart made by `make` for `scenario` at the settings' size. Needs a QGuiApplication
/// (the offscreen platform is enough).
QImage renderChart(const ChartFactory &make, Scenario *scenario, const ExportSettings &settings, qreal zoom = 1.0);

/// Writes atomically (writeFileAtomically: a failed write leaves the previous file). On failure returns false
/// with a message naming the file and the reason.
bool savePng(const QImage &image, const QString &path, QString *error);

} // namespace infralab
