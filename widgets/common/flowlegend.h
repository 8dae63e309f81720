#pragma once
// A legend that wraps onto as many rows as it needs. Qt Charts 6.4 lays a legend out on one row (or one
// column) and elides what does not fit ("Usage (tok..."); every ChartView draws this one under the plot
// instead, in Qt's legend's font, from Qt's legend's markers.
#include <QBrush>
#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QList>
#include <QPen>

class QAbstractSeries;
class QLegend;
class QLegendMarker;

namespace infralab {

/// Shows or hides `marker`'s entry. Qt's legend is hidden, and a hidden legend's markers all say they are
/// hidden: the chart's choice is kept on the marker.
void showInLegend(QLegendMarker *marker, bool shown);
/// Whether the chart shows `marker`'s entry: as showInLegend() said (shown by default), and its series
/// visible, as Qt's own legend does.
bool shownInLegend(QLegendMarker *marker);
/// Draws `series`' entry (a scatter's) as a short line in `pen` through its marker, for a curve drawn with
/// its points: curves told apart by their dashes and their markers show both in the legend.
void setLegendLine(QAbstractSeries *series, const QPen &pen);
/// Where `series`' entries stand in the legend: entries are ordered by this (0 for every series not given
/// one), and in the chart's order of series among equals. A series attached last (the roofline's ceilings,
/// drawn over the rest) can still lead the legend.
void setLegendOrder(QAbstractSeries *series, int order);

class FlowLegend : public QGraphicsItem
{
public:
    /// The swatch drawn before an entry's label.
    enum class Shape
    {
        Square,
        Circle,
        Triangle
    };

    explicit FlowLegend(QGraphicsItem *parent);

    /// Copies the visible entries of `legend` (label, brush, pen) and lays them out in rows of at most
    /// `width`, each row centred; an entry wider than `width` alone is wrapped onto several lines. Returns
    /// the height the rows take.
    qreal layOut(const QLegend *legend, qreal width);
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    /// The labels in reading order, for tests and screen readers.
    QStringList labels() const;
    /// The labels as drawn (wrapped ones with a line break), and the box each is drawn in, for tests.
    QStringList shownLabels() const;
    QList<QRectF> textBoxes() const;
    /// The swatch shapes in reading order, for tests.
    QList<Shape> shapes() const;
    /// The outline of each swatch's marker in reading order (a scatter's ring as on the plot), for tests.
    QList<QPen> outlines() const;
    /// The line drawn through each swatch in reading order (Qt::NoPen for none), for tests.
    QList<QPen> swatchLines() const;

private:
    struct Entry
    {
        QString label;
        QString shown; ///< the label as drawn: wrapped onto lines when wider than a row, after layOut()
        QBrush brush;
        QPen pen;
        Shape shape = Shape::Square;
        QPen line{Qt::NoPen};        ///< setLegendLine's pen
        bool ring = false;           ///< a scatter's marker, drawn with its ring
        QPen outline;                ///< the marker's outline as painted, after layOut()
        QRectF swatch, marker, text; ///< in item coordinates, after layOut()
    };
    QList<Entry> m_entries;
    QFont m_font;
    QColor m_textColour;
    QRectF m_bounds;
};

} // namespace infralab
