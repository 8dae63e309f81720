#pragma once
// The course's sensitivity loop drawn out: the yearly cost of each option against the volume, requests per
// day on a log axis from 100 to 10⁷, the volumes where two options cost the same marked, and a plain sentence
// for each pair that never crosses in that range, saying what would change it.
#include "costchart.h"

namespace infralab {

class CostSensitivityChart : public NamedChart<CostSensitivityChart, CostChart>
{
    INFRALAB_CHART(CostSensitivityChart, "cost-sensitivity",
                   QT_TR_NOOP("Yearly cost against the volume, with the crossover volumes"))

public:
    static constexpr double kMinVolume = 100, kMaxVolume = 1e7;

protected:
    bool namesPinnedInTitle() const override { return false; } // the note under the legend names A

private:
    /// The cost axis' decades (euros per year) and unit, for every line drawn, B's and A's.
    struct Scale
    {
        double bottom, top;
        EuroUnit unit;
    };
    Scale scale() const;
    /// The line's yearly cost at kPoints volumes evenly spaced on the log axis, leaving out what it cannot
    /// place.
    static QList<QPointF> sample(const YearlyCostLine &line);
    /// The sentence for a pair that does not cross between kMinVolume and kMaxVolume.
    QString neverCross(CostOption a, CostOption b, const CostInputs &c) const;

    QLogValueAxis *m_volumeAxis, *m_costAxis;
};

} // namespace infralab
