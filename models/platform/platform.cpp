#include "platform.h"
#include "training.h"

#include <algorithm>
#include <cmath>

namespace infralab {

double trainingReadThroughput(double gpus)
{
    return kReadBytesPerSecondPerGpu * gpus;
}

double checkpointWeightsBytes(double params)
{
    return kWeightBytes * params;
}

double checkpointFullBytes(double params)
{
    return (kWeightBytes + kMasterBytes + kMomentBytes) * params;
}

double checkpointWriteTime(double bytes, double bandwidth)
{
    return bytes / bandwidth;
}

double clusterMtbf(double gpuMtbf, double gpus)
{
    return gpuMtbf / gpus;
}

double youngDalyInterval(double checkpointTime, double mtbf)
{
    return std::sqrt(2.0 * checkpointTime * mtbf);
}

double checkpointWastedFraction(double interval, double checkpointTime, double mtbf)
{
    return std::min(1.0, checkpointTime / interval + interval / (2.0 * mtbf));
}

double costAtUtilisation(double cost, double utilisation)
{
    return cost / utilisation;
}

double compiledTime(double time, double speedup)
{
    return time / speedup;
}

} // namespace infralab
