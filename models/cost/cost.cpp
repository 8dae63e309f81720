#include "cost.h"

#include <cmath>

namespace infralab {

double apiCostPerRequest(const CostInputs &c)
{
    return (c.apiInputPerMTok * c.tokensIn + c.apiOutputPerMTok * c.tokensOut) / 1e6;
}

double requestsPerGpuHour(const CostInputs &c)
{
    return 3600.0 * c.cloudBatch / (c.cloudLatency * c.gpusPerCopy);
}

double onPremGpuCount(const CostInputs &c)
{
    return c.onpremGpus * c.gpusPerCopy;
}

double onPremPowerKw(const CostInputs &c)
{
    return c.powerKw * c.gpusPerCopy;
}

double cloudGpuHoursPerDay(const CostInputs &c)
{
    return c.requestsPerDay / requestsPerGpuHour(c) * c.peakFactor;
}

namespace {

/// API: usage = cost per request · requests/day · days.
CostBreakdown apiCost(const CostInputs &c)
{
    CostBreakdown b;
    b.usage = apiCostPerRequest(c) * c.requestsPerDay * horizonDays(c);
    return b;
}

/// GPU cloud: usage = GPU-hours/day · €/h · days.
CostBreakdown cloudCost(const CostInputs &c)
{
    CostBreakdown b;
    b.usage = cloudGpuHoursPerDay(c) * c.gpuPricePerHour * horizonDays(c);
    return b;
}

/// On-premise: GPUs · price + years·12·hosting + years·8760·kW·PUE·€/kWh + years·FTE·€/FTE-year.
CostBreakdown onPremCost(const CostInputs &c)
{
    CostBreakdown b;
    b.hardware = onPremGpuCount(c) * c.onpremGpuPrice;
    b.hosting = c.years * 12.0 * c.hostingPerMonth;
    b.energy = c.years * 8760.0 * onPremPowerKw(c) * c.pue * c.eurPerKwh;
    b.staff = c.years * c.opsFte * c.fteCostPerYear;
    return b;
}

/// Edge: devices · unit price + devices · years · yearly maintenance.
CostBreakdown edgeCost(const CostInputs &c)
{
    CostBreakdown b;
    b.hardware = c.edgeDevices * c.edgeUnitPrice;
    b.maintenance = c.edgeDevices * c.years * c.edgeMaintenancePerYear;
    return b;
}

} // namespace

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

std::optional<double> positiveCrossing(double fixedA, double slopeA, double fixedB, double slopeB,
                                       double parallel)
{
    const double slope = slopeA - slopeB;
    if (std::abs(slope) < parallel) return std::nullopt;
    const double x = (fixedB - fixedA) / slope;
    if (!(x > 0) || !std::isfinite(x)) return std::nullopt;
    return x;
}

std::optional<double> crossoverRequestsPerDay(CostOption a, CostOption b, const CostInputs &c)
{
    const YearlyCostLine la = yearlyCostLine(a, c), lb = yearlyCostLine(b, c);
    return positiveCrossing(la.fixed, la.perRequestPerDay, lb.fixed, lb.perRequestPerDay, 1e-15);
}

CostOption cheapestOption(const CostInputs &c)
{
    CostOption best = CostOption::Api;
    for (CostOption o : kCostOptions)
        if (costOf(o, c).total() < costOf(best, c).total()) best = o;
    return best;
}

} // namespace infralab
