#pragma once
// The axes' grid lines, each filled as one rectangle. Qt Charts draws every grid line as a QGraphicsLineItem,
// and Qt's raster engine strokes a one-pixel line as one span per pixel: the grids of a Serving step's charts
// (log axes, a minor line every unit of each decade) were a fifth of the step's instructions (callgrind). A
// filled horizontal line is one span; a vertical one, one span per row.
//
// Qt Charts still lays its grid lines out: their pens are given Qt::NoPen (colour and width kept), and this
// item, just under the grids' place in the chart's stacking order, fills the rectangles where they lie.
#include <QGraphicsItem>

class QAbstractAxis;
class QChart;

namespace infralab {

class GridPainter : public QGraphicsItem
{
public:
    enum
    {
        Type = UserType + 41
    };
    int type() const override { return Type; }

    /// Makes `chart`'s grid lines drawn by its GridPainter (created on the first call): each axis' grid and
    /// minor grid pens, when solid, become Qt::NoPen. Called again after any change of the axes or their
    /// pens.
    static void takeOver(QChart *chart);

    /// The chart's rectangle: the grid lies inside it.
    QRectF boundingRect() const override;
    /// Follows the chart's new size (connected to its geometryChanged()).
    void boundsChanged();
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    explicit GridPainter(QGraphicsItem *parent);
    /// Qt Charts' grid line items under `root`, in the order they are drawn.
    void collect(const QGraphicsItem *root, QList<const QGraphicsItem *> *lines) const;

    QRectF m_bounds;
};

} // namespace infralab
