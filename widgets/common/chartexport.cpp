#include "chartexport.h"
#include "hardwarescenario.h"

#include "atomicfile.h"
#include "chartview.h"
#include "comparison.h"
#include "format.h"
#include "language.h"
#include "scenario.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

namespace infralab {

namespace {
class Export
{
    Q_DECLARE_TR_FUNCTIONS(Export)
};

} // namespace

void drawCaption(QPainter *painter, const QRectF &area, const QStringList &lines)
{
    const QString brand = QCoreApplication::translate("Export", "InfraLab");
    const QFontMetricsF metrics(painter->font(), painter->device());
    // A caption too long for the line is cut with an ellipsis rather than written over the brand.
    const qreal room = std::max<qreal>(0, area.width() - metrics.horizontalAdvance(brand) - 24);
    QStringList fitted;
    for (const QString &line : lines)
        fitted << metrics.elidedText(line, Qt::ElideRight, room);
    painter->drawText(area, Qt::AlignVCenter | Qt::AlignLeft, fitted.join(u'\n'));
    painter->drawText(area, Qt::AlignVCenter | Qt::AlignRight, brand);
}

namespace {
/// "H100 SXM · 8B du cours (GQA) · bf16": what every chart's caption starts with.
QString deviceAndModel(const Scenario &s)
{
    const ModelPreset *preset = s.catalogue().model(s.text(Key::ModelPreset));
    const bool presetSize = preset && qFuzzyCompare(preset->params, s.number(Key::ModelParams));
    const QString model =
        presetSize ? preset->name(language::current())
                   : Export::tr("%1 B parameters").arg(Format::significant(s.number(Key::ModelParams) / 1e9));
    return QStringLiteral("%1 · %2 · %3")
        .arg(selectedDevice(s).name(language::current()), model, s.text(Key::Precision));
}
} // namespace

QString exportCaption(const Scenario &s)
{
    return Export::tr("%1 · batch %2").arg(deviceAndModel(s), Format::fixed(s.integer(Key::ServingBatch), 0));
}

QString trainingExportCaption(const Scenario &s)
{
    return Export::tr("%1 · %2 GPU · TP %3 × PP %4 × DP %5 · m = %6")
        .arg(deviceAndModel(s), Format::fixed(s.integer(Key::TrainingGpus), 0),
             Format::fixed(s.integer(Key::TrainingTensorParallel), 0),
             Format::fixed(s.integer(Key::TrainingPipelineStages), 0),
             Format::fixed(s.integer(Key::TrainingDataParallel), 0),
             Format::fixed(s.integer(Key::TrainingMicrobatches), 0));
}

QStringList exportCaptionLines(const ChartView &view)
{
    const Scenario &live = *view.scenario();
    if (!live.comparison().pinned()) return {view.exportCaption(live)};
    // The words of ab::describePinned, so that each scenario is introduced the same way in every export.
    return {ab::labelled(view.exportCaption(*live.comparison().pinned()), true),
            ab::labelled(view.exportCaption(live), false)};
}

qreal exportCaptionHeight(qsizetype lines)
{
    // One 10 pt line with room around it, then one line's height for each further line.
    return 30 + 18 * std::max<qsizetype>(0, lines - 1);
}

QImage renderChart(const ChartFactory &make, Scenario *scenario, const ExportSettings &settings, qreal zoom)
{
    const QSizeF logical = QSizeF(settings.pixels) / settings.scale;
    // A pinned scenario adds its own caption line: the chart gives up that height.
    const qreal titleHeight = 44 * zoom,
                captionHeight = exportCaptionHeight(scenario->comparison().pinned() ? 2 : 1) * zoom;
    ChartView *view = make(scenario);
    view->setAttribute(Qt::WA_DontShowOnScreen);
    view->setZoom(zoom);
    view->setFrameShape(QFrame::NoFrame);
    view->resize(QSize(qRound(logical.width()), qRound(logical.height() - titleHeight - captionHeight)));
    view->show(); // not on any screen: lays the chart out at the export size
    QCoreApplication::sendPostedEvents();
    view->flushRefresh();
    QCoreApplication::sendPostedEvents();

    // Opaque: the PNG writer then takes the pixels as they are, without an unpremultiplied copy of the whole
    // image, and writes three bytes a pixel instead of four (a quarter less to filter and compress).
    QImage image(settings.pixels, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    p.scale(settings.scale, settings.scale);
    QFont titleFont = view->font();
    titleFont.setPointSizeF(16 * zoom);
    titleFont.setBold(true);
    p.setFont(titleFont);
    p.setPen(Qt::black);
    p.drawText(QRectF(0, 0, logical.width(), titleHeight), Qt::AlignCenter, view->title());
    view->render(&p, QRectF(QPointF(0, titleHeight), QSizeF(view->viewport()->size())), view->viewport()->rect());
    QFont captionFont = view->font();
    captionFont.setPointSizeF(10 * zoom);
    p.setFont(captionFont);
    p.setPen(QColor(60, 60, 60));
    drawCaption(&p, QRectF(12, logical.height() - captionHeight, logical.width() - 24, captionHeight),
                exportCaptionLines(*view));
    p.end();
    delete view;
    return image;
}

bool savePng(const QImage &image, const QString &path, QString *error)
{
    // Encoded in memory first: the PNG writer does not report a short write to a file, writeFileAtomically
    // checks every byte before the previous file is replaced.
    QByteArray bytes;
    QBuffer buffer(&bytes);
    QString reason = Export::tr("the image could not be encoded as PNG");
    if (buffer.open(QIODevice::WriteOnly) && image.save(&buffer, "PNG") &&
        writeFileAtomically(path, bytes, &reason))
        return true;
    if (error) *error = Export::tr("cannot write \"%1\": %2").arg(path, reason);
    return false;
}

} // namespace infralab
