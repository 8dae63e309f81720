#include "costchart.h"
#include "barpainter.h"
#include "costscenario.h"

#include "chartstyle.h"
#include "comparison.h"
#include "format.h"
#include "palette.h"
#include "scenario.h"

#include <QAbstractBarSeries>
#include <QAbstractSeries>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QTextDocument>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <limits>

namespace infralab {

namespace {
constexpr int kMargin = 6;
constexpr qreal kNoteInset = 12;

/// One option's stable id, name and colour across the four charts.
struct OptionEntry
{
    CostOption option;
    const char *id;
    const char *name;
    QColor colour;
};
const std::array<OptionEntry, 4> kOptionEntries = {{
    {CostOption::Api, "api", QT_TRANSLATE_NOOP("infralab::CostChart", "API"),
     palette::colour(palette::Meaning::Api)},
    {CostOption::Cloud, "cloud", QT_TRANSLATE_NOOP("infralab::CostChart", "GPU cloud"),
     palette::colour(palette::Meaning::Cloud)},
    {CostOption::OnPrem, "onprem", QT_TRANSLATE_NOOP("infralab::CostChart", "On-premise"),
     palette::colour(palette::Meaning::OnPrem)},
    {CostOption::Edge, "edge", QT_TRANSLATE_NOOP("infralab::CostChart", "Edge"),
     palette::colour(palette::Meaning::Edge)},
}};

const OptionEntry *optionEntry(CostOption o)
{
    const auto it = std::find_if(kOptionEntries.begin(), kOptionEntries.end(),
                                 [o](const OptionEntry &e) { return e.option == o; });
    return it == kOptionEntries.end() ? nullptr : &*it;
}
} // namespace

CostChart::CostChart(Scenario *scenario, QWidget *parent)
    : ChartView(scenario, parent), m_note(new QGraphicsTextItem(chart()))
{
    m_note->setVisible(false);
    m_note->setZValue(10);
    connect(chart(), &QChart::plotAreaChanged, this, &CostChart::placeMarkers);
    connect(chart(), &QChart::geometryChanged, this, &CostChart::placeNote);
}

QString CostChart::optionName(CostOption o)
{
    const OptionEntry *e = optionEntry(o);
    return e ? tr(e->name) : QString();
}

QColor CostChart::optionColour(CostOption o)
{
    const OptionEntry *e = optionEntry(o);
    return e ? e->colour : style::kNeutral;
}

QString CostChart::optionId(CostOption o)
{
    const OptionEntry *e = optionEntry(o);
    return e ? QLatin1String(e->id) : QString();
}

QString CostChart::euroAmount(double euros)
{
    if (!std::isfinite(euros) || std::abs(euros) >= 100 || euros == 0) return Format::euros(euros);
    const int magnitude = int(std::floor(std::log10(std::abs(euros))));
    return Format::euros(euros, std::clamp(2 - magnitude, 2, 9));
}

void CostChart::setNiceRange(QValueAxis *axis, double top)
{
    if (!(top > 0) || !std::isfinite(top)) {
        axis->setRange(0, 1);
        axis->setTickCount(2);
        return;
    }
    const double raw = top / 5, magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = 10 * magnitude;
    for (double m : {1.0, 2.0, 2.5, 5.0})
        if (m * magnitude >= raw * (1 - 1e-9)) {
            step = m * magnitude;
            break;
        }
    const int steps = std::max(1, int(std::ceil(top / step - 1e-9)));
    setAxisRange(axis, 0, steps * step);
    axis->setTickCount(steps + 1);
}

QString CostChart::noteText() const
{
    // Raw text: toPlainText() would turn the no-break spaces into ordinary ones.
    return m_note->isVisible() ? m_note->document()->toRawText() : QString();
}

QStringList CostChart::markerTexts() const
{
    QStringList texts;
    for (const QGraphicsSimpleTextItem *item : m_markerItems)
        if (item->isVisible()) texts << item->text();
    return texts;
}

CostChart::EuroUnit CostChart::euroUnit(double largest, double limit)
{
    const QString scales[] = {QString(), tr("k", "thousand euros' scale, beside the euro sign: €k, k€"),
                              tr("M", "million euros' scale: €M, M€"),
                              tr("bn", "billion euros' scale: €bn, Md€"),
                              tr("T", "trillion euros' scale: €T, T€")};
    double divisor = 1;
    int i = 0;
    while (i + 1 < int(std::size(scales)) && std::isfinite(largest) && largest / divisor >= limit) {
        divisor *= 1000;
        ++i;
    }
    // The sign on the side where Format::money writes it, so that the axis reads as the amounts on the plot:
    // "€k" beside "€9,000" in English, "k€" beside "9 000 €" in French.
    const Format::Affixes euro = Format::unitAffixes(QStringLiteral("€"));
    return {divisor, euro.prefix.trimmed() + scales[i] + euro.suffix.trimmed()};
}

void CostChart::setMarkers(const QList<Marker> &markers, QAbstractSeries *series)
{
    m_markers = markers;
    m_markerSeries = series;
    while (m_markerItems.size() < markers.size()) {
        auto *back = new QGraphicsRectItem(chart());
        back->setPen(Qt::NoPen);
        back->setZValue(10.5);
        m_markerBacks.append(back);
        auto *item = new QGraphicsSimpleTextItem(chart());
        item->setZValue(11);
        m_markerItems.append(item);
    }
    // The palette's base, slightly see-through: follows the colour profile like the chart's background.
    QColor backColour = palette().color(QPalette::Base);
    backColour.setAlpha(200);
    QFont f = font();
    f.setPointSizeF(basePointSize());
    f.setBold(true);
    for (int i = 0; i < m_markerItems.size(); ++i) {
        QGraphicsSimpleTextItem *item = m_markerItems.at(i);
        item->setVisible(i < markers.size());
        m_markerBacks.at(i)->setVisible(i < markers.size());
        m_markerBacks.at(i)->setBrush(backColour);
        if (i >= markers.size()) continue;
        item->setFont(f);
        item->setBrush(markers.at(i).colour);
    }
    placeMarkers();
}

QRectF CostChart::markerRoom() const
{
    // A text that only just fits right of the y axis touches it and reads as one with the axis's labels
    // ("Pinned: €44,348" against its "50"): it keeps the gap a text keeps from its point.
    return chart()->plotArea().adjusted(6, 0, 0, 0);
}

QRectF CostChart::freeSpot(QGraphicsSimpleTextItem *item, QPointF p, bool centred, bool paired, int lines,
                           const QRectF &room, const QList<QRectF> &taken, const DrawnSegments &curves) const
{
    const QSizeF size = item->boundingRect().size();
    const qreal step = size.height() + 2, w = size.width();
    // Beside the point first, then further up or down in steps of one line: the first free spot wins.
    QList<QPointF> candidates;
    if (centred) candidates.append({p.x() - w / 2, p.y() - step});
    // Beside a bar of a pair is above the other bar: the label would name the wrong one.
    if (paired)
        for (int k = 1; k <= lines; ++k)
            candidates.append({p.x() - w / 2, p.y() - step * (k + 1)});
    for (int k = 0; k <= lines && !paired; ++k)
        candidates << QList<QPointF>{{p.x() + 6, p.y() - step * (k + 1)},
                                     {p.x() + 6, p.y() + 4 + step * k},
                                     {p.x() - 6 - w, p.y() - step * (k + 1)},
                                     {p.x() - 6 - w, p.y() + 4 + step * k}};
    // Crossovers sit where curves meet: a text read across a curve ("GPU cloud = Edge" on the Edge line)
    // takes the spot that hides the least of them, a line further from its point counting as 300 px² of
    // curve hidden: a text far from its point would name the wrong one.
    QRectF best;
    qreal least = std::numeric_limits<qreal>::infinity();
    for (const QPointF &c : candidates) {
        const QRectF r(c, size);
        if (!room.contains(r)) continue;
        if (std::any_of(taken.begin(), taken.end(), [&r](const QRectF &t) { return t.intersects(r); }))
            continue;
        const qreal cost = coveredArea(curves, r) + 300 * std::abs(r.center().y() - p.y()) / step;
        if (cost < least) {
            least = cost;
            best = r;
        }
    }
    return best;
}

void CostChart::placeMarkers()
{
    if (!m_markerSeries) return;
    const QRectF plot = chart()->plotArea();
    // The points themselves are obstacles too: a label must not hide another marker.
    QList<QRectF> taken;
    QList<QPointF> anchors;
    // So are the bars of a pair, from their top down: a wide total over the next category ("Current: €76,428"
    // over Edge's taller hatched bar in presentation mode at 1366 px) would be read across it. A bar of the
    // pair is a little under a quarter of its category wide. Only bars are measured so: the other charts'
    // axes may be logarithmic, where 0 has no place.
    const bool pairs =
        std::any_of(m_markers.cbegin(), m_markers.cend(), [](const Marker &m) { return m.paired; });
    const qreal barHalf = pairs ? 0.18 * std::abs(chart()->mapToPosition(QPointF(1, 0), m_markerSeries).x() -
                                                  chart()->mapToPosition(QPointF(0, 0), m_markerSeries).x())
                                : 0;
    for (const Marker &m : std::as_const(m_markers)) {
        anchors.append(chart()->mapToPosition(m.anchor, m_markerSeries));
        const QPointF &p = anchors.last();
        if (!m.centred) taken.append(QRectF(p - QPointF(5, 5), QSizeF(10, 10)));
        if (m.paired)
            taken.append(QRectF(QPointF(p.x() - barHalf, p.y()), QPointF(p.x() + barHalf, plot.bottom())));
    }
    const DrawnSegments curves = drawnLines(chart());
    for (int i = 0; i < m_markers.size(); ++i) {
        QGraphicsSimpleTextItem *item = m_markerItems.at(i);
        const Marker &m = m_markers.at(i);
        const QPointF p = anchors.at(i);
        // Near the point in full, else near in short, else further away: a label far from its point misleads
        // more than a short one.
        QRectF chosen;
        for (int lines : {1, 12}) {
            for (const QString &text : {m.text, m.shortText}) {
                if (text.isEmpty() || !chosen.isNull()) continue;
                item->setText(text);
                chosen = freeSpot(item, p, m.centred, m.paired, lines, markerRoom(), taken, curves);
            }
        }
        if (chosen.isNull()) {
            // No free spot inside the plot: keep it beside the point, inside the plot's width.
            const QSizeF size = item->boundingRect().size();
            const QRectF room = markerRoom();
            const qreal x = std::clamp(m.paired ? p.x() - size.width() / 2 : p.x() + 6, room.left(),
                                       std::max(room.left(), room.right() - size.width()));
            chosen = QRectF(QPointF(x, p.y() - size.height() - 2), size);
            // A point at the plot's top keeps its label inside the plot: above it is the chart's title.
            if (!m.paired && !m.centred) chosen.moveTop(std::max(chosen.top(), plot.top()));
            // A pair's labels at the plot's edge: one above the other rather than on top of each other.
            for (int k = 0; m.paired && k < 12; ++k) {
                if (std::none_of(taken.begin(), taken.end(),
                                 [&](const QRectF &t) { return t.intersects(chosen); }))
                    break;
                chosen.translate(0, -(size.height() + 2));
            }
        }
        taken.append(chosen);
        item->setPos(chosen.topLeft());
        m_markerBacks.at(i)->setRect(chosen.adjusted(-2, 0, 2, 0));
    }
}

QString CostChart::exportCaption(const Scenario &s) const
{
    const CostInputs c = costInputs(s);
    const QString caption =
        tr("%1 requests/day of %2 + %3 tokens · %4 years · API %5 + %6 per M tokens · cloud GPU %7/h, "
           "batch %8")
            .arg(Format::fixed(c.requestsPerDay, 0), Format::fixed(c.tokensIn, 0),
                 Format::fixed(c.tokensOut, 0), Format::significant(c.years, 3),
                 euroAmount(c.apiInputPerMTok), euroAmount(c.apiOutputPerMTok), euroAmount(c.gpuPricePerHour),
                 Format::significant(c.cloudBatch, 4));
    if (c.gpusPerCopy <= 1) return caption;
    // Tensor parallelism multiplies the GPUs the cloud rents and the on-premise site buys.
    return tr("%1 · %2 GPUs per model copy").arg(caption, Format::fixed(c.gpusPerCopy, 0));
}

void CostChart::setSeriesMarkers(const QList<Marker> &markers, const QString &seriesId)
{
    m_seriesMarkers = markers;
    m_markerSeriesId = seriesId;
}

void CostChart::layerDrawn()
{
    if (!m_markerSeriesId.isEmpty()) setMarkers(m_seriesMarkers, layerSeries(m_markerSeriesId));
}

void CostChart::setLayerMarkers(const QString &barsId)
{
    QList<Marker> markers;
    for (const LayerText &t : layerTexts())
        markers.append({t.anchor, t.text, t.colour, true, t.shortText, t.paired});
    setMarkers(markers, layerBars(barsId));
}

void CostChart::setNote(const QString &text)
{
    QFont f = font();
    f.setPointSizeF(basePointSize() * 0.95);
    // The palette's text colour follows the colour profile (dark, projector) like the axes do.
    const QColor colour = palette().color(QPalette::WindowText);
    // Setting the same note again would lay its document out again: 5 % of a Choose tab step in perf.
    if (text == m_noteText && f == m_note->font() && colour == m_note->defaultTextColor()) {
        placeNote();
        return;
    }
    m_noteText = text;
    // QGraphicsTextItem lays its document out again at setFont() and setTextWidth() even when nothing
    // changes: three layouts per step instead of one (8 % of a Choose step in perf).
    if (m_note->font() != f) m_note->setFont(f);
    m_note->setDefaultTextColor(colour);
    m_note->setPlainText(text);
    m_note->setVisible(!text.isEmpty());
    placeNote();
}

QString CostChart::unbroken(const QString &name)
{
    return Format::noBreak(name).replace(u'-', QChar(0x2011));
}

void CostChart::placeNote()
{
    const QSizeF size = chart()->size();
    qreal bottom = kMargin;
    if (m_note->isVisible()) {
        const qreal width = std::max<qreal>(100, size.width() - 2 * kNoteInset);
        if (m_note->textWidth() != width) m_note->setTextWidth(width);
        const qreal h = m_note->boundingRect().height();
        m_note->setPos(kNoteInset, size.height() - h - 2);
        bottom += h;
    }
    const QMargins margins(kMargin, kMargin, kMargin, qRound(bottom));
    setChartMargins(margins);
}

} // namespace infralab
