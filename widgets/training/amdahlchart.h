#pragma once
// Scaling out (course section 02, "loi d'Amdahl"): speed-up against the GPU count for a fixed problem
// (Amdahl) and a growing one (Gustafson), the ideal n, the ceiling 1/s, the current n and the course's two
// 64-GPU lines; the efficiency speed-up/n on a second axis. With a pinned scenario A, A's Amdahl and
// Gustafson curves and its current n are drawn dashed.
#include "chartview.h"

#include <array>

namespace infralab {

class AmdahlChart : public NamedChart<AmdahlChart>
{
    INFRALAB_CHART(AmdahlChart, "amdahl", QT_TR_NOOP("Speed-up against the GPU count (Amdahl, Gustafson)"))

protected:
    void layerDrawn() override { placeLabels(); }
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

    /// The GPU axis ends on the power of two at or above 4096 and every n drawn (B's and A's).
    double gpuExtent() const;
    /// The speed-up axis ends on the decade above the ideal n at the end of the GPU axis.
    double speedupCeiling() const;
    /// The text beside the current n (A's, lower down, and the one that names A's dashed curves are its
    /// layer's).
    void setCurrentLabels(double yMax);
    /// "8 GPUs, s = 5 %: speed-up 5.93×, efficiency 74 %"
    static QString summary(double gpus, double serial);

    QLogValueAxis *m_gpuAxis, *m_speedupAxis;
    QValueAxis *m_efficiencyAxis;
    double m_gpuMax = 4096;
    Label m_currentLabel, m_ceilingLabel;
    std::array<Label, 2> m_courseLabels;
};

} // namespace infralab
