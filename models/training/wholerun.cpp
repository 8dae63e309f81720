#include "wholerun.h"

namespace infralab {

double flopsPerParameterToken(Recompute r)
{
    return r == Recompute::Full ? 8.0 : 6.0;
}

double runFlops(double activeParams, double tokens, Recompute r)
{
    return flopsPerParameterToken(r) * activeParams * tokens;
}

double trainingFlopsPerToken(double activeParams, Recompute r, const AttentionFlops &attention)
{
    const double c = flopsPerParameterToken(r);
    const double scores =
        attention.counted ? c / 6.0 * 12.0 * attention.layers * attention.hidden * attention.seqLen : 0.0;
    return c * activeParams + scores;
}

double publishedFlopsPerToken(const PublishedRun &run, Recompute r, bool attention)
{
    return trainingFlopsPerToken(run.params, r, {attention, run.layers, run.hidden, run.seqLen});
}

double runGpuHours(double flops, double peak, double mfu)
{
    return flops / (peak * mfu) / 3600.0;
}

double runDays(double gpuHours, int gpus)
{
    return gpuHours / gpus / 24.0;
}

double relativeError(double model, double published)
{
    return model / published - 1.0;
}

} // namespace infralab
