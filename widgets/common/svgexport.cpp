#include "svgexport.h"

#include "atomicfile.h"
#include "chartview.h"
#include "flowlegend.h"
#include "scenario.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QPainter>
#include <QPicture>
#include <QRegularExpression>
#include <QScreen>
#include <QSvgGenerator>
#include <QXYSeries>
#include <algorithm>

namespace infralab {

namespace {
// The PNG export's layout (chartexport.cpp at zoom 1), so that both files look alike.
constexpr qreal kTitleHeight = 44;

/// Dots per inch the charts are laid out at: fonts in points must map to the same pixels on the output.
int layoutDpi()
{
    const QScreen *screen = QGuiApplication::primaryScreen();
    return screen ? qRound(screen->logicalDotsPerInchY()) : 96;
}

/// Qt 6.4's PDF engine strokes a translucent pen (A's lines) as a filled outline and closes it with "h f"
/// even when the path is empty; poppler then reports "No current point in closepath". A series with no point
/// and no legend entry (A's marker while A has none, a "does not fit" mark that does not apply) draws
/// nothing, so hiding it changes nothing on the page and keeps those strokes out of the file. Series without
/// points that have a legend entry (the Gantt's legend) keep it.
void hideEmptySeries(QChart *chart)
{
    for (QAbstractSeries *series : chart->series()) {
        const auto *xy = qobject_cast<const QXYSeries *>(series);
        if (!xy || xy->count() > 0) continue;
        const QList<QLegendMarker *> markers = chart->legend()->markers(series);
        if (std::none_of(markers.begin(), markers.end(), [](QLegendMarker *m) { return shownInLegend(m); }))
            series->setVisible(false);
    }
}
} // namespace

QString paintChart(QPainter *painter, const ChartFactory &make, Scenario *scenario, const QRectF &target,
                   QSize layout, QStringList *caption)
{
    ChartView *view = make(scenario);
    view->setAttribute(Qt::WA_DontShowOnScreen);
    view->setFrameShape(QFrame::NoFrame);
    view->resize(layout);
    view->show(); // not on any screen: lays the chart out at the layout size
    QCoreApplication::sendPostedEvents();
    view->flushRefresh();
    hideEmptySeries(view->chart());
    QCoreApplication::sendPostedEvents();

    // A QPicture records vector commands with each font's size in layout pixels. Drawing the widget straight
    // into a 300 dpi PDF would resolve the chart's point sizes at 300 dpi while its geometry keeps the
    // screen's layout, and the labels would overflow their places; the picture replays at the layout's
    // proportions.
    QPicture picture;
    {
        QPainter recorder(&picture);
        recorder.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        view->render(&recorder, QRectF(QPointF(), QSizeF(layout)), view->viewport()->rect());
    }
    const qreal scale = std::min(target.width() / layout.width(), target.height() / layout.height());
    const QSizeF drawn = QSizeF(layout) * scale;
    painter->save();
    painter->translate(target.center() - QPointF(drawn.width() / 2, drawn.height() / 2));
    painter->scale(scale, scale);
    painter->setClipRect(QRectF(QPointF(), QSizeF(layout)), Qt::IntersectClip);
    // Replaying a picture keeps its physical size on the target device (its own dpi against the device's);
    // undo that, so that the layout's pixels fill the target.
    const QPaintDevice *device = painter->device();
    painter->scale(qreal(picture.logicalDpiX()) / device->logicalDpiX(),
                   qreal(picture.logicalDpiY()) / device->logicalDpiY());
    painter->drawPicture(QPointF(), picture);
    painter->restore();

    const QString title = view->title();
    if (caption) *caption = exportCaptionLines(*view);
    delete view;
    return title;
}

bool writeChartSvg(const ChartFactory &make, Scenario *scenario, const QString &path, QSize size,
                   QString *error)
{
    // Drawn first into a picture: the generator takes the title before it starts, and the title is known only
    // once the chart exists.
    QPicture page;
    QString title;
    QStringList caption;
    const qreal captionHeight = exportCaptionHeight(scenario->comparison().pinned() ? 2 : 1);
    {
        QPainter p(&page);
        p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        p.fillRect(QRectF(QPointF(), QSizeF(size)), Qt::white);
        const QRectF chartRect(0, kTitleHeight, size.width(), size.height() - kTitleHeight - captionHeight);
        title = paintChart(&p, make, scenario, chartRect, chartRect.size().toSize(), &caption);
        QFont titleFont;
        titleFont.setPointSizeF(16);
        titleFont.setBold(true);
        p.setFont(titleFont);
        p.setPen(Qt::black);
        p.drawText(QRectF(0, 0, size.width(), kTitleHeight), Qt::AlignCenter, title);
        QFont captionFont;
        captionFont.setPointSizeF(10);
        p.setFont(captionFont);
        p.setPen(QColor(60, 60, 60));
        drawCaption(&p, QRectF(12, size.height() - captionHeight, size.width() - 24, captionHeight), caption);
    }

    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(), size));
    svg.setResolution(layoutDpi());
    svg.setTitle(title);
    svg.setDescription(caption.join(u'\n'));
    QPainter p(&svg);
    p.drawPicture(QPointF(), page);
    p.end();

    // The generator names the font family alone; a viewer without that family would fall back to a serif
    // face.
    static const QRegularExpression family(QStringLiteral("font-family=\"([^\"]*)\""));
    const QByteArray bytes = QString::fromUtf8(buffer.data())
                                 .replace(family, QStringLiteral("font-family=\"\\1, sans-serif\""))
                                 .toUtf8();
    QString reason;
    if (writeFileAtomically(path, bytes, &reason)) return true;
    if (error) *error = QCoreApplication::translate("Export", "cannot write \"%1\": %2").arg(path, reason);
    return false;
}

} // namespace infralab
