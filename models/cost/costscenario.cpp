#include "costscenario.h"

#include "costextra.h"
#include "keyreads.h"

namespace infralab {

CostInputs costInputs(const Scenario &s)
{
    return {
        .requestsPerDay = s.number(Key::CostRequestsPerDay),
        .tokensIn = double(s.integer(Key::ServingPromptTokens)),
        .tokensOut = double(s.integer(Key::ServingOutputTokens)),
        .years = s.number(Key::CostYears),
        .apiInputPerMTok = s.number(Key::CostApiInputEurPerMtok),
        .apiOutputPerMTok = s.number(Key::CostApiOutputEurPerMtok),
        .gpuPricePerHour = s.number(Key::CostGpuEurPerHour),
        .cloudBatch = s.number(Key::CostBatch),
        .cloudLatency = s.number(Key::CostLatencyS),
        .peakFactor = s.number(Key::CostPeakFactor),
        .onpremGpus = s.number(Key::CostOnpremGpus),
        .onpremGpuPrice = s.number(Key::CostOnpremGpuEur),
        .hostingPerMonth = s.number(Key::CostHostingEurPerMonth),
        .powerKw = s.number(Key::CostPowerKw),
        .eurPerKwh = s.number(Key::CostEurPerKwh),
        .pue = s.number(Key::CostPue),
        .opsFte = s.number(Key::CostOpsFte),
        .fteCostPerYear = s.number(Key::CostFteEurPerYear),
        .edgeDevices = s.number(Key::CostEdgeDevices),
        .edgeUnitPrice = s.number(Key::CostEdgeUnitEur),
        .edgeMaintenancePerYear = s.number(Key::CostEdgeMaintenanceEurPerYear),
        .gpusPerCopy = double(s.integer(Key::ServingTensorParallel)),
    };
}

EnergyInputs energyInputs(const Scenario &s)
{
    return {
        .cloudGpuKw = s.number(Key::CostCloudGpuKw),
        .edgeDeviceKw = s.number(Key::CostEdgeDeviceKw),
        .gridGco2PerKwh = s.number(Key::CostGridGco2PerKwh),
    };
}

bool costModelReads(Key key)
{
    // The adapters read every key they use unconditionally: one pass over the defaults finds them all.
    static const KeyReads::Keys keys = [] {
        const Scenario defaults;
        const KeyReads reads(KeyReads::Detached);
        costInputs(defaults);
        energyInputs(defaults);
        return reads.keys();
    }();
    return keys.test(static_cast<std::size_t>(key));
}

} // namespace infralab
