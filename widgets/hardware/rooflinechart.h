#pragma once
// The course's theorem 1 drawn: log–log roofline of the selected device (one ceiling per precision it
// supports, the memory slope, the ridge point), the compare device's roof, the course's operations placed
// on the roof and coloured by regime, and optionally one roof per level of the memory hierarchy.
#include "chartview.h"
#include "rooflinepoints.h"

#include <QList>
#include <map>

class QGraphicsLineItem;
class QGraphicsSimpleTextItem;
class QXYSeries;

namespace infralab {

struct RooflineCheck;

class RooflineChart : public NamedChart<RooflineChart>
{
    /// layer(): the slope, the compare device's roof, the ridge and the course's operations of `s`; A's copy
    /// is its roof as one line and its operations that follow the inputs, hollow (rooflinechartab.cpp).
    INFRALAB_CHART(RooflineChart, "roofline", QT_TR_NOOP("Roofline: %1 and %2 (%3)"))

public:
    /// The title names the devices and the precision.
    QString title() const override;

    /// Adds one roof per level of the course's memory hierarchy (registers … network).
    void setShowMemoryHierarchy(bool show);
    bool showMemoryHierarchy() const { return m_showLevels; }

    /// The hover text of the operation `id` (rooflinepoints.h), as drawn at the last refresh; empty if
    /// unknown. `pinnedSide`: A's operation of that id (comparison.h), empty when A does not draw it.
    QString pointToolTip(const QString &id, bool pinnedSide = false) const;

protected:
    void layerDrawn() override;

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
    /// The operations of `s` on its roof of `peak` and `bandwidth`, by regime, and A's share of them.
    void addOperations(ChartLayer &layer, const Scenario &s, double peak, double bandwidth) const;
    void updateCeilings(double bandwidth);
    /// The operations' texts at B's points and at A's points drawn apart from B's.
    void updatePointLabels();
    void updateLevels(double peak);
    void layoutLabels();
    /// The thin line from a label to its point, drawn when the label had to move away from it.
    static QGraphicsLineItem *leaderOf(const QGraphicsSimpleTextItem *label);
    /// Hover texts on the operations' series, once they exist.
    void connectHover();
    void onHovered(const QPointF &point, bool state, bool pinnedSide);
    /// The course's name of the operation `id`, translated.
    QString pointName(const QString &id) const;
    /// Measured markers (rooflinechartmeasured.cpp): the course's four operations run on this computer, named
    /// beside their squares, with the model's prediction on its measured roof beside each, and the imported
    /// roofline points (matmul, kernel) against this computer's measured roof once it is measured, else the
    /// scenario's device (rooflineBasis), or against the roof of the device their row names.
    void addMeasured(ChartLayer &layer, const Scenario &s) const;
    /// The lowest y (TFLOP/s) of the measured markers of the live layer, +inf when none.
    double lowestMeasured() const;
    /// The highest FLOP/s, TFLOP/s, among the measured markers and the roofs of the devices imported rows
    /// name: the y axis reaches it.
    double highestMeasured() const;
    /// The roofs of the devices imported rows name (CSV `device`) that the chart does not draw already.
    void addNamedRoofs(ChartLayer &layer, const Scenario &s, const QList<RooflineCheck> &imported) const;
    /// Every measured and predicted marker of the live layer (axis units), for the labels to keep clear of.
    QList<QPointF> measuredMarkers() const;
    /// The short names of the operations run on this computer, beside their squares.
    void updateMeasuredLabels();
    /// Square markers and hover texts on the measured series, once they exist.
    void styleMeasured();
    void onMeasuredHovered(const QString &id, const QPointF &point, bool state);
    QLogValueAxis *m_x;
    QLogValueAxis *m_y;
    std::map<Precision, QLineSeries *> m_ceilings; ///< every precision; attached when the device supports it
    QList<Precision> m_shownCeilings;
    Precision m_selected = Precision::BF16;
    QList<QLineSeries *> m_levels;
    bool m_showLevels = false;
    bool m_hoverConnected = false;

    QList<RooflinePoint> m_points; ///< B's operations at the last refresh
    Label m_ridgeLabel;
    QList<Label> m_pointLabels;
    QList<Label> m_levelLabels;
    QList<Label> m_measuredLabels; ///< one per operation run on this computer (lab::OperationResult ids)
    QList<Label>
        m_pinnedLabels; ///< A's texts, one per operation that follows the inputs; empty when not drawn
};

} // namespace infralab
