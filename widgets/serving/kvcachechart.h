#pragma once
// Where the device memory goes when serving (course section 03): weights, the KV cache of B sequences of
// (prompt + output) tokens, and what is left, against the usable share of the memory.
#include "chartview.h"

namespace infralab {

class KvCacheChart : public NamedChart<KvCacheChart>
{
    /// layer(): one bar for the device ("memory": weights, KV cache, free), the usable share of the memory
    /// across it ("usable-limit") and the verdict as the headline, red when it does not fit.
    INFRALAB_CHART(KvCacheChart, "kv-cache", QT_TR_NOOP("Device memory when serving: weights and KV cache"))

private:
    /// "Fits: 47 GB of 72 GB usable; batch up to 237" for one scenario.
    QString verdict(const Scenario &s) const;

    QBarCategoryAxis *m_deviceAxis;
    QValueAxis *m_memoryAxis;
};

} // namespace infralab
