#pragma once
// Theorem 4 seen from the user: time to first token, time per output token and end-to-end latency against
// the batch, with the knee B*, the batches whose KV cache no longer fits, and the latency objective.
#include "servingbatchchart.h"

namespace infralab {

class ServingLatencyChart : public NamedChart<ServingLatencyChart, ServingBatchChart>
{
    INFRALAB_CHART(ServingLatencyChart, "serving-latency",
                   QT_TR_NOOP("Serving latency against the batch (theorem 4)"))

private:
    QLogValueAxis *m_timeAxis;
};

} // namespace infralab
