#pragma once
// Off-screen PNG export of a chart: a fresh instance rendered at the requested size on a white page, with a
// title above and a caption of the scenario below, in the current language.
#include <QImage>
#include <QSize>
#include <QString>
#include <functional>

namespace infralab {

class ChartView;
class Scenario;

using ChartFactory = std::function<ChartView *(Scenario *)>;

struct ExportSettings
{
    QSize pixels{2400, 1500}; ///< output size; the default prints sharply across an A4 page at 300 dpi
    qreal scale = 2.0;        ///< device pixels per layout pixel: text and lines scale with it
};

/// "H100 SXM · 8B du cours (GQA) · bf16 · lot 64" in the current language.
QString exportCaption(const Scenario &scenario);

/// Renders a new chart made by `make` for `scenario` at the settings' size. Needs a QGuiApplication
/// (the offscreen platform is enough).
QImage renderChart(const ChartFactory &make, Scenario *scenario, const ExportSettings &settings, qreal zoom = 1.0);

/// Writes atomically (QSaveFile). On failure returns false with a message naming the file and the reason.
bool savePng(const QImage &image, const QString &path, QString *error);

} // namespace infralab
