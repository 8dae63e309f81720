#include "tensorparallel.h"

#include "communication.h"

#include <algorithm>

namespace infralab {

double kvHeadsPerGpu(int kvHeads, int tensorParallel)
{
    return std::max(double(kvHeads) / tensorParallel, 1.0);
}

bool tensorParallelSplitsHeads(int heads, int kvHeads, int tensorParallel)
{
    if (tensorParallel < 1 || heads % tensorParallel != 0) return false;
    return kvHeads % tensorParallel == 0 || tensorParallel % kvHeads == 0;
}

double tensorParallelForwardTime(double tokens, double hidden, double bytesPerValue, int layers,
                                 int tensorParallel, double bandwidth)
{
    const double bytes = tokens * hidden * bytesPerValue;
    return 2.0 * layers * ringAllReduceTime(bytes, tensorParallel, bandwidth);
}

double prefillAttentionFlops(int layers, double hidden, double promptTokens)
{
    return 4.0 * layers * hidden * promptTokens * promptTokens;
}

double decodeAttentionFlops(int layers, double hidden, double context)
{
    return 4.0 * layers * hidden * context;
}

} // namespace infralab
