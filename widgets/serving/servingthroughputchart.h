#pragma once
// The other side of theorem 4: generated tokens per second and the cost of a million tokens against the
// batch. Throughput grows with B up to the knee B*, then plateaus; the cost falls in proportion.
#include "servingbatchchart.h"

namespace infralab {

class ServingThroughputChart : public NamedChart<ServingThroughputChart, ServingBatchChart>
{
    INFRALAB_CHART(ServingThroughputChart, "serving-throughput",
                   QT_TR_NOOP("Throughput and cost against the batch (theorem 4)"))

private:
    /// Whole decades around the curves of vertical axis `yAxis`, B's and A's, at least one decade tall.
    std::pair<double, double> decades(int yAxis) const;

    QLogValueAxis *m_tokensAxis, *m_costAxis;
};

} // namespace infralab
