#include "costscenario.h"

#include "costextra.h"

namespace infralab {

CostInputs costInputs(const Scenario &s)
{
    CostInputs c;
    c.requestsPerDay = s.number(Key::CostRequestsPerDay);
    c.tokensIn = s.integer(Key::ServingPromptTokens);
    c.tokensOut = s.integer(Key::ServingOutputTokens);
    c.years = s.number(Key::CostYears);
    c.apiInputPerMTok = s.number(Key::CostApiInputEurPerMtok);
    c.apiOutputPerMTok = s.number(Key::CostApiOutputEurPerMtok);
    c.gpuPricePerHour = s.number(Key::CostGpuEurPerHour);
    c.cloudBatch = s.number(Key::CostBatch);
    c.cloudLatency = s.number(Key::CostLatencyS);
    c.peakFactor = s.number(Key::CostPeakFactor);
    c.onpremGpus = s.number(Key::CostOnpremGpus);
    c.onpremGpuPrice = s.number(Key::CostOnpremGpuEur);
    c.hostingPerMonth = s.number(Key::CostHostingEurPerMonth);
    c.powerKw = s.number(Key::CostPowerKw);
    c.eurPerKwh = s.number(Key::CostEurPerKwh);
    c.pue = s.number(Key::CostPue);
    c.opsFte = s.number(Key::CostOpsFte);
    c.fteCostPerYear = s.number(Key::CostFteEurPerYear);
    c.edgeDevices = s.number(Key::CostEdgeDevices);
    c.edgeUnitPrice = s.number(Key::CostEdgeUnitEur);
    c.edgeMaintenancePerYear = s.number(Key::CostEdgeMaintenanceEurPerYear);
    c.gpusPerCopy = s.integer(Key::ServingTensorParallel);
    return c;
}

EnergyInputs energyInputs(const Scenario &s)
{
    EnergyInputs e;
    e.cloudGpuKw = s.number(Key::CostCloudGpuKw);
    e.edgeDeviceKw = s.number(Key::CostEdgeDeviceKw);
    e.gridGco2PerKwh = s.number(Key::CostGridGco2PerKwh);
    return e;
}

} // namespace infralab
