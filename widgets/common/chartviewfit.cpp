// ChartView's texts that must never be cut: the headline and category labels broken onto lines, the legend
// wrapped onto rows, fewer labels on a log axis, rather than elided by Qt Charts.
#include "chartview.h"

#include "categoryfit.h"
#include "categorylines.h"
#include "chartheadline.h"
#include "flowlegend.h"
#include "refreshscheduler.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLocale>
#include <QLogValueAxis>
#include <QResizeEvent>
#include <QStringBuilder>
#include <QtMath>
#include <algorithm>

namespace infralab {

namespace {
// Between the axis' labels and the legend's rows.
constexpr int kLegendGap = 6;

/// When Qt Charts elided a text of the chart ("On-premi..." under a plot at 152 %), the padding of its
/// category axes under the plot grows by a step, up to a bound; true when one did, to be fitted again.
bool widenElidedCategories(QChart *chart)
{
    // Only category axes under the plot that can still widen: most charts have none, and this runs at the end
    // of every refresh, on a slider's path, so the scene is scanned only when one could use it.
    const qreal plot = chart->plotArea().width();
    QList<QAbstractAxis *> widenable;
    for (QAbstractAxis *axis : chart->axes(Qt::Horizontal))
        if (qobject_cast<QBarCategoryAxis *>(axis) &&
            categorylines::padding(axis, plot) + categorylines::kPaddingStep <= categorylines::kPaddingMost)
            widenable << axis;
    if (widenable.isEmpty() || !chart->scene()) return false;
    const QList<QGraphicsItem *> items = chart->scene()->items();
    const bool elided = std::any_of(items.cbegin(), items.cend(), [chart](QGraphicsItem *item) {
        const auto *text = dynamic_cast<QGraphicsTextItem *>(item);
        return text && text->isVisible() && chart->isAncestorOf(text) &&
               text->toPlainText().endsWith(QStringLiteral("..."));
    });
    if (!elided) return false;
    for (QAbstractAxis *axis : widenable)
        categorylines::widenPadding(axis, plot);
    return true;
}

/// The least plot width at which every line of every category label under the plot fits its share whole
/// (categorylines::fitted() breaks none); 0 for a chart without categories there.
qreal plotForWholeCategories(QChart *chart, qreal plot)
{
    qreal most = 0;
    for (QAbstractAxis *axis : chart->axes(Qt::Horizontal))
        if (auto *bars = qobject_cast<QBarCategoryAxis *>(axis)) {
            const QFontMetricsF metrics(axis->labelsFont());
            qreal widest = 0;
            for (const QString &label : categoryfit::asSet(bars))
                for (const QString &line : label.split(QStringLiteral("<br>")))
                    if (!line.contains(u'<')) widest = std::max(widest, metrics.horizontalAdvance(line));
            most = std::max(most, (bars->count() + 1) * (widest + categorylines::padding(bars, plot)));
        }
    return most;
}

const char *const kSetTitle = "infralabTitle", *const kFittedTitle = "infralabFittedTitle";

/// The room for an axis' title along its side of the plot; not positive before the chart's first layout.
qreal titleRoom(const QChart *chart, const QAbstractAxis *axis)
{
    const QRectF plot = chart->plotArea();
    return (axis->orientation() == Qt::Horizontal ? plot.width() : plot.height()) -
           categorylines::kLabelPadding;
}

/// Shows `set` as the axis' title: a title longer than its axis ("Attainable throughput (TF...", beside a
/// short plot in presentation mode) goes on two lines, at the space nearest its middle. The title as set is
/// kept, so that a longer axis gets it back on one line. Qt Charts lays the chart out again at each new
/// title: the text is set only when it differs, once. Returns true when it did.
bool showAxisTitle(QAbstractAxis *axis, const QString &set, qreal length)
{
    // A dynamic property's change sends an event: set only when it changes, not at every slider step.
    if (axis->property(kSetTitle).toString() != set) axis->setProperty(kSetTitle, set);
    QStringList lines = set.split(QStringLiteral("<br>"));
    if (length > 0) {
        const QFontMetricsF metrics(axis->titleFont());
        for (QString &line : lines) // a line holding markup is left whole: its spaces may be in a tag
            if (!line.contains(u'<') && metrics.horizontalAdvance(line) > length)
                line = categorylines::brokenInTwo(line);
    }
    const QString fitted = lines.join(QStringLiteral("<br>"));
    if (axis->property(kFittedTitle).toString() != fitted) axis->setProperty(kFittedTitle, fitted);
    if (axis->titleText() == fitted) return false;
    axis->setTitleText(fitted);
    return true;
}

/// The axis' title fitted again to `length` (the plot's new size): the title given to setAxisTitle(), or one
/// a chart gave Qt Charts itself.
bool fitAxisTitle(QAbstractAxis *axis, qreal length)
{
    const bool setDirectly = axis->titleText() != axis->property(kFittedTitle).toString();
    return showAxisTitle(axis, setDirectly ? axis->titleText() : axis->property(kSetTitle).toString(),
                         length);
}

/// Shows each category axis' labels as categorylines::fitted() fits them; true if any changed. Fitted from
/// the labels as the chart set them, so that a wider chart gets its one-line labels back.
bool fitCategories(QChart *chart, Qt::Orientation side)
{
    bool changed = false;
    for (QAbstractAxis *axis : chart->axes(side))
        if (auto *bars = qobject_cast<QBarCategoryAxis *>(axis)) {
            const QStringList set = categoryfit::asSet(bars);
            const QStringList fitted = categorylines::fitted(chart, bars, set);
            if (!fitted.isEmpty()) changed = categoryfit::show(bars, set, fitted) || changed;
        }
    return changed;
}

} // namespace

void ChartView::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    fitTitle();
    fitLegend();
    fitAxisLabels();
    measureWholeCategories();
}

void ChartView::measureWholeCategories()
{
    // The width at which the chart's categories fit their shares whole: "On-premise" got 79 of its 87 px in
    // the Choose tab's two columns at 1920 px and broke at its hyphen. The grid shows one column below it
    // (gridpage.h); a chart that cannot get it (one column already) still breaks a label rather than cut it.
    const qreal plot = chart()->plotArea().width();
    const qreal need = plot > 0 ? plotForWholeCategories(chart(), plot) : 0;
    const int width = need > 0 ? qCeil(this->width() - plot + need) : 0;
    if (width == m_wholeCategoriesWidth) return;
    m_wholeCategoriesWidth = width;
    Q_EMIT wholeCategoriesWidthChanged();
}

void ChartView::setAxisTitle(QAbstractAxis *axis, const QString &title)
{
    showAxisTitle(axis, title, titleRoom(chart(), axis));
}

void ChartView::fitTitle()
{
    // The headline's room: the chart less its margins, and the padding Qt Charts kept around its own title,
    // with a few pixels to spare.
    const qreal width = chart()->size().width() - m_chartMargins.left() - m_chartMargins.right() - 32;
    const qreal height = m_headline->layOut(width);
    // One pixel between the lines and the plot, as Qt Charts left under its title.
    m_headlineReserve = height > 0 ? qCeil(height + 1) : 0;
    applyMargins();
}

void ChartView::fitLegend()
{
    // Qt Charts 6.4 lays its legend out on one row (two when the chart is tall enough) and elides the entries
    // that do not fit ("Usage (tok..."), beside the plot too. Every chart draws the same entries in rows
    // under the plot instead (FlowLegend), at the base size: no entry is ever cut. Qt's legend stays hidden;
    // its markers follow the chart's series and bars, and say which entries to draw (shownInLegend()).
    QLegend *legend = chart()->legend();
    if (!m_flowLegend) {
        legend->setVisible(false);
        // Detached, so that a new series name (most slider steps of the Serving charts: "TTFT at B = 32")
        // no longer lays the whole chart out again, every axis label measured anew, for a legend no one sees.
        legend->detachFromChart();
        m_flowLegend = new FlowLegend(chart());
    }
    QFont font = this->font();
    font.setPointSizeF(basePointSize());
    if (legend->font() != font) legend->setFont(font);
    // Laid out again only when what it reads has changed: on most slider steps, nothing.
    const qreal width = chart()->size().width() - m_chartMargins.left() - m_chartMargins.right();
    QString key = QString::number(width) % u'|' % QString::number(font.pointSizeF()) % u'|' %
                  QString::number(m_legendWanted) % u'|' % legend->labelColor().name();
    for (QLegendMarker *marker : legend->markers())
        if (shownInLegend(marker))
            key +=
                u'|' % marker->label() % u'|' % marker->brush().color().name() % marker->pen().color().name();
    if (key != m_legendFitKey) {
        m_legendFitKey = key;
        m_flowLegend->setVisible(m_legendWanted);
        m_legendReserve = m_legendWanted ? qCeil(m_flowLegend->layOut(legend, width)) : 0;
        if (m_legendReserve > 0) m_legendReserve += kLegendGap;
    }
    applyMargins();
}

void ChartView::applyMargins()
{
    // Set only when a reserve changes: new margins lay the whole chart out again.
    const QMargins margins = m_chartMargins + QMargins(0, m_headlineReserve, 0, m_legendReserve);
    if (chart()->margins() != margins) chart()->setMargins(margins);
    if (m_flowLegend && m_flowLegend->isVisible())
        m_flowLegend->setPos(m_chartMargins.left(), chart()->size().height() - m_chartMargins.bottom() -
                                                        m_legendReserve + kLegendGap);
    // Where Qt Charts put its title: at the top of the room its layout leaves, centred across it.
    qreal left = 0, top = 0, right = 0, bottom = 0;
    if (chart()->layout()) chart()->layout()->getContentsMargins(&left, &top, &right, &bottom);
    const qreal room =
        chart()->size().width() - left - right - m_chartMargins.left() - m_chartMargins.right();
    m_headline->setPos(left + m_chartMargins.left() + (room - m_headline->boundingRect().width()) / 2,
                       top + m_chartMargins.top());
}

void ChartView::setChartMargins(const QMargins &margins)
{
    if (margins == m_chartMargins) return;
    m_chartMargins = margins;
    fitLegend(); // the legend's rows are as wide as the space between the side margins
}

void ChartView::setLegendShown(bool shown)
{
    if (shown == m_legendWanted) return;
    m_legendWanted = shown;
    fitLegend();
}

const FlowLegend *ChartView::legendRows() const
{
    return m_flowLegend && m_flowLegend->isVisible() ? m_flowLegend : nullptr;
}

void ChartView::fitAxisLabels()
{
    // Fitted to the plot as last laid out. A refresh that changed a text has its layout still to come, and
    // that layout may leave a title or a label too long for its new room: fitted once more against it, so
    // that the chart is right after this refresh, not after the next one (a view is refreshed only when its
    // keys change, RefreshScheduler).
    for (int pass = 0; pass < 2 + categorylines::kPaddingMost / categorylines::kPaddingStep; ++pass) {
        const bool pending = chart()->layout() && !chart()->layout()->isActivated();
        const qreal plot = chart()->plotArea().width();
        if (plot <= 0) return;
        bool changed = false;
        for (QAbstractAxis *axis : chart()->axes(Qt::Horizontal))
            changed = fitAxisTitle(axis, titleRoom(chart(), axis)) || changed;
        for (QAbstractAxis *axis : chart()->axes(Qt::Vertical))
            changed = fitAxisTitle(axis, titleRoom(chart(), axis)) || changed;
        for (QAbstractAxis *axis : chart()->axes(Qt::Horizontal)) {
            // A log axis labels every power of its base, each in an equal share: where the widest label does
            // not fit ("10 000 ..."), every other power is labelled, then every third, never a cut number.
            auto *log = qobject_cast<QLogValueAxis *>(axis);
            if (!log || !(log->min() > 0) || !(log->max() > log->min())) continue;
            if (!log->property("infralabBase").isValid()) log->setProperty("infralabBase", log->base());
            const qreal natural = log->property("infralabBase").toReal();
            const qreal need =
                QFontMetricsF(axis->labelsFont()).horizontalAdvance(locale().toString(log->max(), 'f', 0)) +
                categorylines::kLabelPadding;
            const auto labels = [&](qreal base) {
                return std::floor(std::log(log->max() / log->min()) / std::log(base) + 1e-9) + 1;
            };
            qreal base = natural;
            for (int step = 1; step < 4 && plot / labels(base) < need; ++step)
                base *= natural;
            if (log->base() != base) {
                log->setBase(base);
                changed = true;
            }
        }
        changed = fitCategories(chart(), Qt::Horizontal) || changed;
        changed = fitCategories(chart(), Qt::Vertical) || changed;
        if (!changed && !pending && !widenElidedCategories(chart())) return;
        if (chart()->layout()) chart()->layout()->activate();
    }
}

} // namespace infralab
