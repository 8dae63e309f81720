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
    ChartFactory factory() const override { return chartFactoryOf<RooflineChart>(); }
    QString title() const override;

    /// Adds one roof per level of the course's memory hierarchy (registers … network).
    void setShowMemoryHierarchy(bool show);
    bool showMemoryHierarchy() const { return m_showLevels; }

    /// The hover text of the operation `id` (rooflinepoints.h), as drawn at the last refresh; empty if
    /// unknown. `pinnedSide`: A's operation of that id (comparison.h), empty when A does not draw it.
    QString pointToolTip(const QString &id, bool pinnedSide = false) const;

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
    /// Takes a series off the chart but keeps it for later: QChart::removeSeries() drops its ownership.
    void detach(QXYSeries *series);
    QGraphicsSimpleTextItem *addLabel(const QColor &color);
    void updateCeilings(double bandwidth);
    void updatePoints(double peak, double bandwidth);
    void updateLevels(double peak);
    void layoutLabels();
    void onHovered(const QPointF &point, bool state, bool pinnedSide);
    /// The operation's hover text on a roof of `peak` and `bandwidth` of the device `dev`.
    QString toolTipFor(const RooflinePoint &point, const Device &dev, double peak, double bandwidth,
                       bool pinnedSide) const;

    // A's side (rooflinepinned.cpp): A's roof and the operations that follow its inputs, hollow.
    void createPinned();
    /// Updates A's roof and points; returns the lowest and highest throughput they need on the y axis
    /// (TFLOP/s), or {+inf, 0} when nothing is pinned.
    std::pair<double, double> pinnedRange() const;
    void updatePinned();
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

    QLineSeries *m_pinnedRoof = nullptr;
    bool m_pinnedRoofShown = false;
    QScatterSeries *m_pinnedMemoryBound = nullptr;
    QScatterSeries *m_pinnedComputeBound = nullptr;
    bool m_pinnedPointsShown = false;
    QList<RooflinePoint> m_pinnedPoints; ///< A's operations drawn at the last refresh
    QList<Label> m_pinnedLabels;         ///< one per id of kPinnedIds, empty text when not drawn
};

} // namespace infralab
