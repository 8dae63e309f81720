#include "chartview.h"

#include "axisticks.h"
#include "barpainter.h"
#include "chartexport.h"
#include "chartheadline.h"
#include "chartlabels.h"
#include "colourmix.h"
#include "comparison.h"
#include "gridpainter.h"
#include "layerpainter.h"
#include "refreshscheduler.h"
#include "scenario.h"
#include "scenariodiff.h"
#include "theme.h"

#include <QAbstractAxis>
#include <QContextMenuEvent>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLocale>
#include <QMenu>
#include <QValueAxis>
#include <QXYSeries>
#include <cmath>
#include <optional>

namespace infralab {

namespace {

/// The axis's grid, minor grid, ticks and line drawn as hairlines (pen width 0) where they are one pixel
/// wide, or given back their one-pixel pens (`on` false: the chart went to a screen of two device pixels per
/// pixel, where a hairline would be half as thick as Qt's line).
void setHairlines(QAbstractAxis *axis, bool on)
{
    static const char *const kApplied = "infralab_hairlines";
    if (axis->property(kApplied).toBool() == on) return;
    axis->setProperty(kApplied, on);
    const auto changed = [on](QPen pen) {
        if (pen.widthF() != (on ? 1.0 : 0.0)) return std::optional<QPen>{};
        pen.setWidthF(on ? 0.0 : 1.0);
        return std::optional<QPen>{pen};
    };
    if (const auto pen = changed(axis->gridLinePen())) axis->setGridLinePen(*pen);
    if (const auto pen = changed(axis->minorGridLinePen())) axis->setMinorGridLinePen(*pen);
    if (const auto pen = changed(axis->linePen())) axis->setLinePen(*pen);
}

} // namespace

ChartView::ChartView(Scenario *scenario, QWidget *parent)
    : QChartView(parent), m_scenario(scenario), m_scheduler(new RefreshScheduler(this, [this] { redraw(); })),
      m_headline(new ChartHeadline(chart()))
{
    setRenderHint(QPainter::Antialiasing);
    // Most steps of a drag change the plot and the headline, not the axes' labels and the legend under the
    // plot: the view repaints only the rectangle around what changed (a step of the batch on Serving: a
    // quarter fewer instructions, callgrind); a step that moves an axis still repaints nearly all of it.
    // tst_chartview checks that what it leaves is what a whole repaint would draw. Qt widens the rectangle by
    // 2 px for antialiased edges, unless told not to (DontAdjustForAntialiasing): seams would show.
    setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    // Every refresh moves most items: a BSP index of the few dozen items would be rebuilt on a timer after
    // each change, its timer events arriving after the paint they should have preceded.
    scene()->setItemIndexMethod(QGraphicsScene::NoIndex);
    setMinimumSize(480, 320);
    chart()->setAnimationOptions(QChart::NoAnimation); // animations would lag behind a dragged slider
    chart()->setLocalizeNumbers(true); // axis labels in the language's format: "100 000", "0,1"
    chart()->setLocale(QLocale());
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setMargins(m_chartMargins);
    applyFonts();
    m_scheduler->follow(scenario);
}

ChartView::~ChartView() = default;

const Scenario *ChartView::pinned() const
{
    return m_scenario->comparison().pinned();
}

ChartLayer ChartView::layer(const Scenario &) const
{
    return {};
}

void ChartView::addAxis(QAbstractAxis *axis, Qt::Alignment alignment)
{
    if (!chart()->axes().contains(axis)) chart()->addAxis(axis, alignment);
    styleAxis(axis);
}

void ChartView::setLayerAxes(QAbstractAxis *x, const QList<QAbstractAxis *> &ys)
{
    addAxis(x, Qt::AlignBottom);
    for (qsizetype i = 0; i < ys.size(); ++i)
        addAxis(ys[i], i == 0 ? Qt::AlignLeft : Qt::AlignRight);
    if (!m_painter) {
        m_painter = std::make_unique<LayerPainter>(chart());
        m_barPainter = std::make_unique<BarPainter>(chart());
        connect(chart(), &QChart::plotAreaChanged, this, [this] { m_painter->placeLabels(); });
    }
    m_painter->setAxes(x, ys);
    m_barPainter->setAxes(x, ys);
}

QFont ChartView::markerFont() const
{
    QFont f = font();
    f.setPointSizeF(basePointSize());
    f.setBold(true);
    return f;
}

void ChartView::setHeadlineTitleFont()
{
    QFont headline = markerFont();
    headline.setPointSizeF(basePointSize() * 1.15);
    m_headline->setFont(headline);
}

void ChartView::setHeadline(const QList<HeadlineLine> &lines)
{
    m_headline->setLines(lines);
}

void ChartView::redraw()
{
    m_liveLayer = layer(*m_scenario);
    m_pinnedLayer.reset();
    if (pinned()) m_pinnedLayer = layer(*pinned());
    if (m_painter) {
        // A chart of bars gets its verdict as its headline below, once its bars are drawn.
        if (!hasBars(m_liveLayer)) layerTitle();
        placeOnBars(m_liveLayer, false, pinned() != nullptr);
        if (m_pinnedLayer) placeOnBars(*m_pinnedLayer, true, true);
        m_barPainter->create(m_liveLayer);
    }
    refresh();
    roundTicks();
    if (m_painter && hasBars(m_liveLayer)) {
        m_barPainter->draw(m_liveLayer, pinnedLayer());
        m_painter->draw(m_liveLayer, pinnedLayer(), markerFont());
        // Hatched bars are named in the legend and beside the bars: the headline is the chart's verdict, A's
        // under B's.
        setHeadlineTitleFont();
        setHeadline(layerHeadline(m_liveLayer, pinnedLayer()));
        layerDrawn();
    } else if (m_painter) {
        m_painter->draw(m_liveLayer, pinnedLayer(), markerFont());
        layerDrawn();
    }
    fitTitle();
    fitAxisLabels();
    measureWholeCategories();
    applyTheme();
    fitLegend(); // after the profile's colours, which its texts take
    placeLayerTexts();
    // A screen reader names the chart by its title and reads its verdict (or, without one, the title again)
    // as the description.
    if (const QString name = title(); accessibleName() != name) {
        setAccessibleName(name);
        Q_EMIT nameChanged();
    }
    if (const QString verdict = m_headline->text();
        verdict != m_describedTitle || accessibleDescription().isEmpty()) {
        m_describedTitle = verdict;
        setAccessibleDescription(verdict.isEmpty() ? accessibleName() : verdict);
    }
}

QString ChartView::exportCaption(const Scenario &s) const
{
    return m_caption ? m_caption(s) : infralab::exportCaption(s);
}

void ChartView::flushRefresh() { m_scheduler->flush(); }

void ChartView::scheduleRefresh() { m_scheduler->schedule(); }

bool ChartView::refreshPending() const { return m_scheduler->isPending(); }
bool ChartView::isSeen() const
{
    return m_scheduler->isSeen();
}
void ChartView::setSeenWith(QWidget *widget)
{
    m_scheduler->setSeenWith(widget);
}

void ChartView::setZoom(qreal zoom)
{
    if (qFuzzyCompare(zoom, m_zoom)) return;
    m_zoom = zoom;
    applyFonts();
    m_scheduler->schedule();
}

namespace {
struct AxisRange
{
    double lo, hi;
    bool asAsked;
};

/// [min, max] when Qt Charts can draw it, else a safe replacement (see ChartView::setAxisRange).
AxisRange safeRange(bool log, double min, double max)
{
    if (!std::isfinite(min) || !std::isfinite(max) || (log && !(min > 0 && max > 0)))
        return {log ? 1.0 : 0.0, log ? 10.0 : 1.0, false};
    if (min < max) return {min, max, true};
    // One value (or a reversed pair): a span around it keeps it visible.
    const double v = std::min(min, max), half = std::max(1.0, std::abs(v));
    const AxisRange around = log ? AxisRange{v / 10, v * 10, false} : AxisRange{v - half, v + half, false};
    if (std::isfinite(around.lo) && std::isfinite(around.hi) && around.lo < around.hi) return around;
    return {log ? 1.0 : 0.0, log ? 10.0 : 1.0, false};
}
} // namespace

bool ChartView::setAxisRange(QAbstractAxis *axis, double min, double max)
{
    const AxisRange r = safeRange(axis->type() == QAbstractAxis::AxisTypeLogValue, min, max);
    // An axis whose ticks roundTicks() spaced keeps its interval until roundTicks() runs again, after
    // refresh(): a range far wider under it would lay out hundreds of labels at once (seen: 1.1 s for one
    // step of the energy chart when the horizon went from 3 years to 0.1). A coarse interval stands in until
    // then.
    constexpr double kMostTicks = 50;
    if (auto *value = qobject_cast<QValueAxis *>(axis); value &&
                                                        value->tickType() == QValueAxis::TicksDynamic &&
                                                        (r.hi - r.lo) / value->tickInterval() > kMostTicks)
        value->setTickInterval((r.hi - r.lo) / 5);
    axis->setRange(r.lo, r.hi);
    return r.asAsked;
}

void ChartView::setTicks(QValueAxis *axis, double min, double max, double interval)
{
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    const AxisRange r = safeRange(false, min, max);
    // At most 1 000 ticks: a non-finite or tiny interval would lay out labels without end.
    if (!r.asAsked || !std::isfinite(interval) || !(interval >= (r.hi - r.lo) / 1000))
        interval = (r.hi - r.lo) / 5;
    if (interval > axis->tickInterval()) axis->setTickInterval(interval);
    axis->setRange(r.lo, r.hi);
    axis->setTickInterval(interval);
}

void ChartView::roundTicks()
{
    // Marks the axes whose ticks this function spaces, so that it keeps spacing them as their range changes.
    static const char *const kRounded = "infralabRoundTicks";
    for (QAbstractAxis *abstract : chart()->axes()) {
        auto *axis = qobject_cast<QValueAxis *>(abstract);
        if (!axis) continue;
        const bool rounded = axis->property(kRounded).toBool();
        // Ticks that this function spaced go back to the chart's own once those fall on round values again,
        // as a new chart (an export) has them: what is drawn follows the range, not the ranges before it.
        if (rounded && axisticks::fixedTicksAreRound(axis->min(), axis->max(), axis->tickCount())) {
            axis->setProperty(kRounded, false);
            axis->setTickType(QValueAxis::TicksFixed);
            continue;
        }
        // A chart that spaces its ticks itself (setTicks) knows best; round fixed ticks stay as they are.
        if (!rounded && (axis->tickType() == QValueAxis::TicksDynamic ||
                         axisticks::fixedTicksAreRound(axis->min(), axis->max(), axis->tickCount())))
            continue;
        const bool whole = axis->labelFormat().contains(QStringLiteral(".0f"));
        const int intervals = std::max(axis->tickCount() - 1, 4);
        axis->setProperty(kRounded, true);
        setTicks(axis, axis->min(), axis->max(),
                 axisticks::roundTickInterval(axis->max() - axis->min(), intervals, whole ? 1 : 0));
    }
}

void ChartView::styleAxis(QAbstractAxis *axis) const
{
    QFont labels = font();
    labels.setPointSizeF(basePointSize());
    axis->setLabelsFont(labels);
    QFont title = labels;
    title.setPointSizeF(basePointSize() * 1.1);
    title.setBold(true);
    axis->setTitleFont(title);
}

void ChartView::applyFonts()
{
    QFont f = font();
    f.setPointSizeF(basePointSize());
    chart()->legend()->setFont(f);
    for (QAbstractAxis *axis : chart()->axes()) styleAxis(axis);
}

void ChartView::applyTheme()
{
    const QColor fg = theme::foreground(), bg = theme::background();
    // On a screen of one device pixel per pixel a hairline draws the same pixels as Qt's one-pixel pens
    // (both take the raster engine's cosmetic stroker), and Qt finds its bounds without stroking it: a
    // Serving step spent a twentieth of its time stroking the grid's lines to find what to repaint. Exports,
    // drawn off screen at their own scale, keep Qt's pens.
    const bool hairlines = !testAttribute(Qt::WA_DontShowOnScreen) && devicePixelRatioF() == 1.0;
    if (chart()->backgroundBrush() != QBrush(bg)) chart()->setBackgroundBrush(bg); // a new one lays it out
    // A headline's line may have a colour of its own (a red "does not fit" verdict); the others follow the
    // profile.
    m_headline->setColour(fg);
    chart()->legend()->setLabelColor(fg);
    for (QAbstractAxis *axis : chart()->axes()) {
        axis->setLabelsColor(fg);
        axis->setTitleBrush(fg);
        axis->setGridLineColor(theme::grid());
        // Minor lines solid and paler, where Qt Charts dashes them: a dashed line is stroked a pixel at a
        // time (the Serving charts' log axes have a minor line at each unit of each decade), a solid one is
        // filled by GridPainter as one rectangle.
        if (QPen minor = axis->minorGridLinePen(); minor.style() == Qt::DashLine) {
            minor.setStyle(Qt::SolidLine);
            axis->setMinorGridLinePen(minor);
        }
        axis->setMinorGridLineColor(mixColours(theme::grid(), bg, 0.6));
        axis->setLinePenColor(fg);
        setHairlines(axis, hairlines);
    }
    GridPainter::takeOver(chart());
    // Series keep their colours; the projector profile thickens every line. The base width is remembered on
    // the series so that repeated refreshes do not compound.
    for (QAbstractSeries *series : chart()->series()) {
        auto *xy = qobject_cast<QXYSeries *>(series);
        if (!xy) continue;
        QPen pen = xy->pen();
        // A width other than the one applied last means the chart set a new base width (e.g. on zoom).
        const QVariant applied = xy->property("infralab_appliedWidth");
        if (!applied.isValid() || !qFuzzyCompare(applied.toDouble(), pen.widthF()))
            xy->setProperty("infralab_baseWidth", pen.widthF());
        const double width = xy->property("infralab_baseWidth").toDouble() * theme::lineWidthScale();
        xy->setProperty("infralab_appliedWidth", width);
        if (!qFuzzyCompare(pen.widthF(), width)) {
            pen.setWidthF(width);
            xy->setPen(pen);
        }
    }
    // Text the charts draw themselves stays readable on the dark background.
    for (QGraphicsItem *item : chart()->childItems())
        if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item))
            if (text->brush().color() == Qt::black || text->brush().color() == QColor(235, 235, 235))
                text->setBrush(fg);
}

void ChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) m_scheduler->schedule();
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        setLocale(QLocale());
        chart()->setLocale(QLocale());
        m_scheduler->schedule();
    }
    QChartView::changeEvent(event);
}

void ChartView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("Export chart…"), this,
                   [this] { Q_EMIT exportRequested(this); });
    menu.addAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("Copy chart to clipboard"), this,
                   [this] { Q_EMIT copyRequested(this); });
    menu.exec(event->globalPos());
}

} // namespace infralab
