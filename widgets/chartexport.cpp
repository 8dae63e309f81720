#include "chartexport.h"

#include "chartview.h"
#include "format.h"
#include "language.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QPainter>
#include <QSaveFile>

namespace infralab {

namespace {
class Export
{
    Q_DECLARE_TR_FUNCTIONS(Export)
};

} // namespace

QString exportCaption(const Scenario &s)
{
    const ModelPreset *preset = s.catalogue().model(s.text(QStringLiteral("model.preset")));
    const bool presetSize = preset && qFuzzyCompare(preset->params, s.number(QStringLiteral("model.params")));
    const QString model = presetSize ? preset->name(language::current())
                                     : Export::tr("%1 B parameters")
                                           .arg(Format::significant(s.number(QStringLiteral("model.params")) / 1e9));
    return Export::tr("%1 · %2 · %3 · batch %4")
        .arg(s.device().name(language::current()), model, s.text(QStringLiteral("precision")),
             Format::fixed(s.integer(QStringLiteral("serving.batch")), 0));
}

QImage renderChart(const ChartFactory &make, Scenario *scenario, const ExportSettings &settings, qreal zoom)
{
    const QSizeF logical = QSizeF(settings.pixels) / settings.scale;
    const qreal titleHeight = 44 * zoom, captionHeight = 30 * zoom;
    ChartView *view = make(scenario);
    view->setAttribute(Qt::WA_DontShowOnScreen);
    view->setZoom(zoom);
    view->setFrameShape(QFrame::NoFrame);
    view->resize(QSize(qRound(logical.width()), qRound(logical.height() - titleHeight - captionHeight)));
    view->show(); // not on any screen: lays the chart out at the export size
    QCoreApplication::sendPostedEvents();
    view->flushRefresh();
    QCoreApplication::sendPostedEvents();

    QImage image(settings.pixels, QImage::Format_ARGB32_Premultiplied);
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
    p.drawText(QRectF(12, logical.height() - captionHeight, logical.width() - 24, captionHeight),
               Qt::AlignVCenter | Qt::AlignLeft, exportCaption(*scenario));
    p.drawText(QRectF(12, logical.height() - captionHeight, logical.width() - 24, captionHeight),
               Qt::AlignVCenter | Qt::AlignRight, Export::tr("InfraLab"));
    p.end();
    delete view;
    return image;
}

bool savePng(const QImage &image, const QString &path, QString *error)
{
    QSaveFile f(path);
    if (f.open(QIODevice::WriteOnly) && image.save(&f, "PNG") && f.commit()) return true;
    if (error) *error = Export::tr("cannot write \"%1\": %2").arg(path, f.errorString());
    return false;
}

} // namespace infralab
