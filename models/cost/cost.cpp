#include "cost.h"

#include <cmath>

namespace infralab {

double apiCostPerRequest(const CostInputs &c)
{
    return (c.apiInputPerMTok * c.tokensIn + c.apiOutputPerMTok * c.tokensOut) / 1e6;
}

double requestsPerGpuHour(const CostInputs &c) { return 3600.0 * c.cloudBatch / c.cloudLatency; }

double cloudGpuHoursPerDay(const CostInputs &c)
{
    return c.requestsPerDay / requestsPerGpuHour(c) * c.peakFactor;
}

CostBreakdown apiCost(const CostInputs &c)
{
    CostBreakdown b;
    b.usage = apiCostPerRequest(c) * c.requestsPerDay * horizonDays(c);
    return b;
}

CostBreakdown cloudCost(const CostInputs &c)
{
    CostBreakdown b;
    b.usage = cloudGpuHoursPerDay(c) * c.gpuPricePerHour * horizonDays(c);
    return b;
}

CostBreakdown onPremCost(const CostInputs &c)
{
    CostBreakdown b;
    b.hardware = c.onpremGpus * c.onpremGpuPrice;
    b.hosting = c.years * 12.0 * c.hostingPerMonth;
    b.energy = c.years * 8760.0 * c.powerKw * c.pue * c.eurPerKwh;
    b.staff = c.years * c.opsFte * c.fteCostPerYear;
    return b;
}

CostBreakdown edgeCost(const CostInputs &c)
{
    CostBreakdown b;
    b.hardware = c.edgeDevices * c.edgeUnitPrice;
    b.maintenance = c.edgeDevices * c.years * c.edgeMaintenancePerYear;
    return b;
}

CostBreakdown costOf(CostOption o, const CostInputs &c)
{
    switch (o) {
    case CostOption::Api: return apiCost(c);
    case CostOption::Cloud: return cloudCost(c);
    case CostOption::OnPrem: return onPremCost(c);
    case CostOption::Edge: return edgeCost(c);
    }
    return {};
}

YearlyCostLine yearlyCostLine(CostOption o, const CostInputs &c)
{
    switch (o) {
    case CostOption::Api: return {0.0, apiCostPerRequest(c) * 365.0};
    case CostOption::Cloud: return {0.0, c.peakFactor / requestsPerGpuHour(c) * c.gpuPricePerHour * 365.0};
    case CostOption::OnPrem:
    case CostOption::Edge: return {costOf(o, c).total() / c.years, 0.0};
    }
    return {};
}

std::optional<double> crossoverRequestsPerDay(CostOption a, CostOption b, const CostInputs &c)
{
    const YearlyCostLine la = yearlyCostLine(a, c), lb = yearlyCostLine(b, c);
    const double slope = la.perRequestPerDay - lb.perRequestPerDay;
    if (std::abs(slope) < 1e-15) return std::nullopt;
    const double r = (lb.fixed - la.fixed) / slope;
    if (!(r > 0) || !std::isfinite(r)) return std::nullopt;
    return r;
}

} // namespace infralab
