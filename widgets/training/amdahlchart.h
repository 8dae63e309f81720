#pragma once
// Scaling out (course section 02, "loi d'Amdahl"): speed-up against the GPU count for a fixed problem
// (Amdahl) and a growing one (Gustafson), the ideal n, the ceiling 1/s, the current n and the course's two
// 64-GPU lines; the efficiency speed-up/n on a second axis. With a pinned scenario A, A's Amdahl and
// Gustafson curves and its current n are drawn dashed.
#include "chartview.h"

#include <array>

class QGraphicsSimpleTextItem;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

namespace infralab {

class AmdahlChart : public ChartView
{
    Q_OBJECT
public:
    explicit AmdahlChart(Scenario *scenario, QWidget *parent = nullptr);

    QString exportName() const override { return QStringLiteral("amdahl"); }
    ChartFactory factory() const override { return chartFactoryOf<AmdahlChart>(); }
    QString title() const override;

protected:
    void refresh() override;
    void resizeEvent(QResizeEvent *event) override;

private:
    /// Text anchored at a point in axis units, placed right of it (left when it would leave the plot).
    struct Label
    {
        QGraphicsSimpleTextItem *item = nullptr;
        QPointF anchor;
        enum Side
        {
            Above,
            Centred,
            Below
        } side = Centred; ///< vertically, relative to the anchor
    };
    Label makeLabel(const QColor &colour);
    void setLabel(Label &label, const QString &text, QPointF anchor, bool shown = true);
    void placeLabels();
    /// Doubles the GPU axis' step (2, 4, 8, …) until its labels fit the chart's width side by side.
    void fitGpuAxisBase();

    /// A's curves and marker, or empty series when nothing is pinned; returns the title's line for A.
    QString refreshPinned(double yMax);
    /// "8 GPUs, s = 5 %: speed-up 5.93×, efficiency 74 %"
    static QString summary(double gpus, double serial);

    QLineSeries *m_amdahl, *m_gustafson, *m_ideal, *m_ceiling, *m_efficiency, *m_current;
    QLineSeries *m_pinnedAmdahl, *m_pinnedGustafson, *m_pinnedCurrent;
    QScatterSeries *m_course;
    QLogValueAxis *m_gpuAxis, *m_speedupAxis;
    QValueAxis *m_efficiencyAxis;
    double m_gpuMax = 4096;
    Label m_currentLabel, m_ceilingLabel, m_pinnedLabel;
    Label m_pinnedNote; ///< names A's dashed curves: their legend entries would not fit
    std::array<Label, 2> m_courseLabels;
};

} // namespace infralab
