#include "costextra.h"

#include "scenario.h"

#include <cmath>

namespace infralab {

CostSchedule costSchedule(CostOption o, const CostInputs &c)
{
    const CostBreakdown b = costOf(o, c);
    const double months = 12.0 * c.years;
    return {b.hardware, (b.total() - b.hardware) / months};
}

double cumulativeCost(CostOption o, const CostInputs &c, double month)
{
    return costSchedule(o, c).at(month);
}

std::optional<double> breakEvenMonth(CostOption a, CostOption b, const CostInputs &c)
{
    const CostSchedule sa = costSchedule(a, c), sb = costSchedule(b, c);
    return positiveCrossing(sa.upfront, sa.perMonth, sb.upfront, sb.perMonth, 1e-12);
}

std::optional<double> costPer1000Requests(CostOption o, const CostInputs &c)
{
    const double requests = c.requestsPerDay * horizonDays(c);
    if (!(requests > 0)) return std::nullopt;
    return costOf(o, c).total() / requests * 1000.0;
}

std::optional<double> energyKwh(CostOption o, const CostInputs &c, const EnergyInputs &e)
{
    switch (o) {
    case CostOption::Api:
        return std::nullopt;
    case CostOption::Cloud:
        return cloudGpuHoursPerDay(c) * horizonDays(c) * e.cloudGpuKw * c.pue;
    case CostOption::OnPrem:
        return 8760.0 * c.years * onPremPowerKw(c) * c.pue;
    case CostOption::Edge:
        return c.edgeDevices * e.edgeDeviceKw * 8760.0 * c.years;
    }
    return std::nullopt;
}

std::optional<double> co2Kg(CostOption o, const CostInputs &c, const EnergyInputs &e)
{
    const std::optional<double> kwh = energyKwh(o, c, e);
    if (!kwh) return std::nullopt;
    return co2KgForKwh(*kwh, e.gridGco2PerKwh);
}

double co2KgForKwh(double kwh, double gridGco2PerKwh)
{
    return kwh * gridGco2PerKwh / 1000.0;
}

CloudApiParity cloudApiParity(const CostInputs &c)
{
    CloudApiParity p;
    p.apiPerRequest = apiCostPerRequest(c);
    p.cloudPerRequest = c.peakFactor * c.gpuPricePerHour / requestsPerGpuHour(c);
    p.batch = c.peakFactor * c.gpuPricePerHour * c.cloudLatency * c.gpusPerCopy / (3600.0 * p.apiPerRequest);
    p.gpuPricePerHour = p.apiPerRequest * requestsPerGpuHour(c) / c.peakFactor;
    p.apiPriceFactor = p.cloudPerRequest / p.apiPerRequest;
    return p;
}

} // namespace infralab
