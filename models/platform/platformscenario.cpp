#include "platformscenario.h"
#include "platform.h"

#include "cost.h"
#include "costscenario.h"
#include "serving.h"
#include "servingscenario.h"

namespace infralab {

namespace {
constexpr double kSecondsPerHour = 3600;
} // namespace

PlatformInputs platformInputs(const Scenario &s)
{
    return {double(s.integer(Key::TrainingGpus)), s.number(Key::ModelParams),
            s.number(Key::PlatformStorageBw),     s.number(Key::PlatformGpuMtbfHours) * kSecondsPerHour,
            s.number(Key::PlatformUtilisation),   s.number(Key::PlatformCompileSpeedup)};
}

PlatformPoint platformPoint(const Scenario &s)
{
    const PlatformInputs in = platformInputs(s);
    PlatformPoint p;
    p.readThroughput = trainingReadThroughput(in.gpus);
    p.weightsBytes = checkpointWeightsBytes(in.params);
    p.fullBytes = checkpointFullBytes(in.params);
    p.writeTime = checkpointWriteTime(p.fullBytes, in.storageBandwidth);
    p.clusterMtbf = clusterMtbf(in.gpuMtbf, in.gpus);
    p.interval = youngDalyInterval(p.writeTime, p.clusterMtbf);
    p.wastedFraction = checkpointWastedFraction(p.interval, p.writeTime, p.clusterMtbf);

    const CostInputs c = costInputs(s);
    p.cloudCost = costOf(CostOption::Cloud, c).total();
    p.onpremCost = costOf(CostOption::OnPrem, c).total();
    p.cloudAtUtilisation = costAtUtilisation(p.cloudCost, in.utilisation);
    p.onpremAtUtilisation = costAtUtilisation(p.onpremCost, in.utilisation);

    const ServingPoint sp = servingPoint(servingInputs(s), s.integer(Key::ServingBatch));
    p.ttft = sp.ttft;
    p.tpot = sp.tpot;
    p.tokensPerSecond = sp.tokensPerSecond;
    p.compiledTtft = compiledTime(sp.ttft, in.compileSpeedup);
    p.compiledTpot = compiledTime(sp.tpot, in.compileSpeedup);
    // Tokens per second are B / TPOT: the compiled TPOT's.
    p.compiledTokensPerSecond = sp.batch / p.compiledTpot;
    return p;
}

} // namespace infralab
