#include "flowlegend.h"
#include "textwrap.h"

#include <QAbstractSeries>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QPainter>
#include <QScatterSeries>
#include <algorithm>

namespace infralab {

namespace {
constexpr char kShown[] = "infralabShownInLegend";
/// One field of every entry, in order (what the tests and the accessible texts read).
template <class Entry, class T> QList<T> pluck(const QList<Entry> &entries, T Entry::*field)
{
    QList<T> out;
    for (const Entry &e : entries)
        out << e.*field;
    return out;
}
constexpr char kLine[] = "infralabLegendLine";
constexpr char kOrder[] = "infralabLegendOrder";
/// A scatter series' entry takes the shape of its points, so that a round prediction and a square measurement
/// read apart in the legend as on the plot; every other series keeps Qt's square.
FlowLegend::Shape swatchShape(QLegendMarker *marker)
{
    const auto *scatter = qobject_cast<const QScatterSeries *>(marker->series());
    if (!scatter) return FlowLegend::Shape::Square;
    switch (scatter->markerShape()) {
    case QScatterSeries::MarkerShapeCircle:
        return FlowLegend::Shape::Circle;
    case QScatterSeries::MarkerShapeTriangle:
        return FlowLegend::Shape::Triangle;
    default:
        return FlowLegend::Shape::Square;
    }
}
} // namespace

void showInLegend(QLegendMarker *marker, bool shown)
{
    marker->setProperty(kShown, shown);
}

void setLegendLine(QAbstractSeries *series, const QPen &pen)
{
    series->setProperty(kLine, QVariant::fromValue(pen));
}

void setLegendOrder(QAbstractSeries *series, int order)
{
    series->setProperty(kOrder, order);
}

bool shownInLegend(QLegendMarker *marker)
{
    const QVariant shown = marker->property(kShown);
    return (!shown.isValid() || shown.toBool()) && marker->series() && marker->series()->isVisible();
}

FlowLegend::FlowLegend(QGraphicsItem *parent) : QGraphicsItem(parent)
{
    setZValue(5); // above the plot's background, as Qt's legend is
}

qreal FlowLegend::layOut(const QLegend *legend, qreal width)
{
    prepareGeometryChange();
    m_font = legend->font();
    m_textColour = legend->labelColor();
    m_entries.clear();
    QList<QLegendMarker *> markers = legend->markers();
    std::stable_sort(markers.begin(), markers.end(), [](QLegendMarker *a, QLegendMarker *b) {
        const auto order = [](QLegendMarker *m) {
            return m->series() ? m->series()->property(kOrder).toInt() : 0;
        };
        return order(a) < order(b);
    });
    for (QLegendMarker *marker : std::as_const(markers))
        if (shownInLegend(marker) && !marker->label().isEmpty()) {
            Entry e{marker->label(), {}, marker->brush(), marker->pen(), swatchShape(marker)};
            // A scatter's outline is its border colour (a ring: white inside, coloured border), which the
            // marker's pen does not carry.
            if (const auto *scatter = qobject_cast<const QScatterSeries *>(marker->series())) {
                e.pen = QPen(scatter->borderColor(), std::max<qreal>(1, scatter->pen().widthF()));
                e.ring = true;
            }
            if (const QVariant line = marker->series()->property(kLine); line.typeId() == QMetaType::QPen)
                e.line = line.value<QPen>();
            m_entries.append(e);
        }

    // The proportions of Qt's own legend: a square marker of about two thirds of a line, a small gap before
    // the text, a wider one before the next entry.
    const QFontMetricsF metrics(m_font);
    const qreal line = metrics.height(), box = std::round(line * 0.65), gap = line * 0.35,
                spacing = line * 1.1;
    QList<QList<Entry *>> rows(1);
    QList<qreal> rowWidths(1, 0);
    QList<int> rowLines(1, 1);
    // A swatch with a line is long enough for two dashes on either side of its marker.
    const auto swatchWidth = [box](const Entry &e) { return e.line.style() == Qt::NoPen ? box : 3 * box; };
    for (Entry &e : m_entries) {
        // An entry wider than a row on its own is wrapped at its spaces: drawn on one line it was cut at the
        // legend's edge (the roofline's imported points naming three devices' roofs, in a PDF report).
        const qreal room = width - swatchWidth(e) - gap;
        e.shown = metrics.horizontalAdvance(e.label) > room ? wrapText(e.label, m_font, room) : e.label;
        const QStringList lines = e.shown.split(u'\n');
        qreal textWidth = 0;
        for (const QString &l : lines)
            textWidth = std::max(textWidth, metrics.horizontalAdvance(l));
        e.text = QRectF(0, 0, textWidth + 1, lines.size() * line);
        const qreal w = swatchWidth(e) + gap + textWidth;
        qreal &rowWidth = rowWidths.last();
        const qreal needed = rowWidth > 0 ? rowWidth + spacing + w : w;
        if (rowWidth > 0 && needed > width) {
            rows.append(QList<Entry *>());
            rowWidths.append(w);
            rowLines.append(1);
        } else {
            rowWidth = needed;
        }
        rows.last().append(&e);
        rowLines.last() = std::max(rowLines.last(), int(lines.size()));
    }
    qreal y = 0;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        qreal x = std::max(0.0, (width - rowWidths.at(r)) / 2);
        for (Entry *e : rows.at(r)) {
            // Outlines stay thin beside a swatch of two thirds of a line; a scatter's marker keeps its ring
            // as the plot draws it (a square measurement's dark border too), within a fifth of the swatch.
            const qreal ring = std::max<qreal>(1, std::min<qreal>(e->pen.widthF(), box / 5));
            e->outline = e->pen.style() == Qt::NoPen ? QPen(Qt::NoPen)
                                                     : QPen(e->pen.color(), e->ring ? ring : 1, Qt::SolidLine,
                                                            Qt::SquareCap, Qt::MiterJoin);
            const qreal swatch = swatchWidth(*e);
            e->line.setCapStyle(Qt::FlatCap);
            e->swatch = QRectF(x, y + (line - box) / 2, swatch, box);
            e->marker = QRectF(x + (swatch - box) / 2, y + (line - box) / 2, box, box);
            e->text.moveTo(x + swatch + gap, y);
            x += swatch + gap + e->text.width() - 1 + spacing;
        }
        y += (rowLines.at(r) + 0.2) * line;
    }
    const qreal height = m_entries.isEmpty() ? 0 : y;
    m_bounds = QRectF(0, 0, width, height);
    update();
    return height;
}

QRectF FlowLegend::boundingRect() const
{
    return m_bounds;
}

void FlowLegend::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setFont(m_font);
    for (const Entry &e : std::as_const(m_entries)) {
        if (e.line.style() != Qt::NoPen) {
            QPen line = e.line;
            // Thin enough that a dash pattern, which scales with the width, shows twice on either side of the
            // marker.
            line.setWidthF(std::min<qreal>(line.widthF(), e.swatch.height() / 5));
            painter->setPen(line);
            painter->drawLine(
                QLineF(e.swatch.left(), e.swatch.center().y(), e.swatch.right(), e.swatch.center().y()));
        }
        // A line series' marker has no brush of its own: Qt fills it with the line's colour.
        painter->setBrush(e.brush.style() == Qt::NoBrush ? QBrush(e.pen.color()) : e.brush);
        painter->setPen(e.outline);
        if (e.shape == Shape::Circle) {
            painter->setRenderHint(QPainter::Antialiasing);
            painter->drawEllipse(e.marker);
        } else if (e.shape == Shape::Triangle) {
            painter->setRenderHint(QPainter::Antialiasing);
            const QRectF &r = e.marker;
            painter->drawPolygon(QPolygonF{{r.center().x(), r.top()}, r.bottomRight(), r.bottomLeft()});
        } else {
            painter->drawRect(e.marker);
        }
        painter->setPen(m_textColour);
        painter->drawText(e.text, Qt::AlignLeft | Qt::AlignTop, e.shown);
    }
}

QList<FlowLegend::Shape> FlowLegend::shapes() const
{
    return pluck(m_entries, &Entry::shape);
}

QList<QPen> FlowLegend::outlines() const
{
    return pluck(m_entries, &Entry::outline);
}

QList<QPen> FlowLegend::swatchLines() const
{
    return pluck(m_entries, &Entry::line);
}

QStringList FlowLegend::labels() const
{
    return pluck(m_entries, &Entry::label);
}

QStringList FlowLegend::shownLabels() const
{
    return pluck(m_entries, &Entry::shown);
}

QList<QRectF> FlowLegend::textBoxes() const
{
    return pluck(m_entries, &Entry::text);
}

} // namespace infralab
