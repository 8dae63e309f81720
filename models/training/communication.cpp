#include "communication.h"

namespace infralab {

double ringAllReduceTime(double bytes, int nodes, double bandwidth)
{
    return ringAllReduceBytesPerNode(bytes, nodes) / bandwidth;
}

double ringAllReduceTime(double bytes, int nodes, double bandwidth, double latency)
{
    const double n = nodes;
    return 2.0 * (n - 1.0) * (bytes / n / bandwidth + latency);
}

double ringAllReduceAsymptoticTime(double bytes, double bandwidth) { return 2.0 * bytes / bandwidth; }

double ringAllReduceBytesPerNode(double bytes, int nodes)
{
    const double n = nodes;
    return 2.0 * (n - 1.0) / n * bytes;
}

double allReduceLowerBoundBytesPerNode(double bytes, int nodes)
{
    const double n = nodes;
    return (n - 1.0) / n * bytes;
}

double ringAllGatherTime(double bytes, int nodes, double bandwidth, double latency)
{
    const double n = nodes;
    return (n - 1.0) * (bytes / n / bandwidth + latency);
}

double fsdpCommunicationTime(double params, int nodes, double bandwidth, double latency, double weightBytes,
                             double gradientBytes)
{
    return 2.0 * ringAllGatherTime(weightBytes * params, nodes, bandwidth, latency) +
           ringAllGatherTime(gradientBytes * params, nodes, bandwidth, latency);
}

double dataParallelComputeTime(double params, double globalTokens, int gpus, double peak, double mfu)
{
    return 6.0 * params * globalTokens / (gpus * peak * mfu);
}

double stepEfficiency(double computeTime, double communicationTime)
{
    return computeTime / (computeTime + communicationTime);
}

} // namespace infralab
