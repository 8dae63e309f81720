#pragma once
// The course's theorem 1 drawn: log–log roofline of the selected device (one ceiling per precision it
// supports, the memory slope, the ridge point), the compare device's roof, the course's operations placed
// on the roof and coloured by regime, and optionally one roof per level of the memory hierarchy.
#include "chartview.h"
#include "rooflinepoints.h"

#include <QList>
#include <map>

class QGraphicsSimpleTextItem;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QXYSeries;

namespace infralab {

class RooflineChart : public ChartView
{
    Q_OBJECT
public:
    explicit RooflineChart(Scenario *scenario, QWidget *parent = nullptr);

    QString exportName() const override;
    QString title() const override;

    /// Adds one roof per level of the course's memory hierarchy (registers … network).
    void setShowMemoryHierarchy(bool show);
    bool showMemoryHierarchy() const { return m_showLevels; }

    /// The hover text of the operation `id` (rooflinepoints.h), as drawn at the last refresh; empty if
    /// unknown.
    QString pointToolTip(const QString &id) const;

protected:
    void refresh() override;

private:
    struct Label
    {
        QGraphicsSimpleTextItem *item = nullptr;
        QPointF value; ///< anchor in axis units (FLOP/byte, TFLOP/s)
        bool secondary =
            false; ///< a memory level: sits above-left of its anchor, dropped rather than overlap
    };

    QLineSeries *addLine(const QColor &color);
    void attach(QXYSeries *series, bool inLegend = true);
    QGraphicsSimpleTextItem *addLabel(const QColor &color);
    void updateCeilings(double bandwidth);
    void updatePoints(double peak, double bandwidth);
    void updateLevels(double peak);
    void layoutLabels();
    void onHovered(const QPointF &point, bool state);

    QLogValueAxis *m_x;
    QLogValueAxis *m_y;
    std::map<Precision, QLineSeries *> m_ceilings; ///< every precision; attached when the device supports it
    QList<Precision> m_shownCeilings;
    Precision m_selected = Precision::BF16;
    QLineSeries *m_memory;
    QLineSeries *m_compare;
    QScatterSeries *m_ridge;
    QScatterSeries *m_memoryBound;
    QScatterSeries *m_computeBound;
    QList<QLineSeries *> m_levels;
    bool m_showLevels = false;

    QList<RooflinePoint> m_points;
    Label m_ridgeLabel;
    QList<Label> m_pointLabels;
    QList<Label> m_levelLabels;
};

} // namespace infralab
