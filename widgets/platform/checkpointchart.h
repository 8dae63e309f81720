#pragma once
// Course section 04, training: "checkpoints fréquents". The share of the time lost to checkpoints and to the
// work redone after failures, against the checkpoint interval, with Young–Daly's optimum marked; a pinned
// scenario's curve and optimum are drawn dashed beside it.
#include "chartview.h"

namespace infralab {

class CheckpointChart : public NamedChart<CheckpointChart>
{
    INFRALAB_CHART(CheckpointChart, "platform-checkpoint",
                   QT_TR_NOOP("Time lost against the checkpoint interval (Young–Daly)"))

private:
    QLogValueAxis *m_intervalAxis;
    QValueAxis *m_wasteAxis;
};

} // namespace infralab
