#pragma once
// What section 05's totals hide: when the money is spent (capex up front, then monthly running costs), when
// one option overtakes another, the price of a thousand requests, and the energy and carbon behind each
// option. Money in euros, energy in kWh, mass in kg, time in months or days as named.
#include "cost.h"

#include <optional>

namespace infralab {

/// Power and carbon inputs the cost totals do not need. The defaults are estimates, not the course's numbers:
/// an H100 SXM draws up to 700 W (its datasheet TDP, as in the course's hardware table), a Jetson Orin 40 W
/// (course §01 table), and French electricity emits about 56 g CO₂ per kWh.
struct EnergyInputs
{
    double cloudGpuKw = 0.7;    ///< one cloud GPU under load, kW (estimate: H100 SXM TDP)
    double edgeDeviceKw = 0.04; ///< one edge device, kW (Jetson Orin, 40 W)
    double gridGco2PerKwh = 56; ///< carbon intensity of the electricity, g CO₂ per kWh
};

/// When an option's money goes out: `upfront` at month 0 (hardware bought), then `perMonth` every month.
struct CostSchedule
{
    double upfront = 0, perMonth = 0;
    double at(double month) const { return upfront + perMonth * month; }
};

/// Capex paid at month 0, everything else spread evenly over the 12·Y months:
/// upfront = hardware, perMonth = (total − hardware) / (12·Y). API and cloud have no upfront cost;
/// on-premise pays its GPUs, edge its devices. At month 12·Y the schedule reaches the course's total.
CostSchedule costSchedule(CostOption o, const CostInputs &c);

/// Cumulative cost after `month` months: upfront + perMonth · month (course §05, spread over time).
double cumulativeCost(CostOption o, const CostInputs &c, double month);

/// Month at which `a` and `b` have cost the same so far: (upfront_b − upfront_a) / (perMonth_a − perMonth_b),
/// when that month is positive. May lie beyond the horizon: the caller compares with 12·Y. None when the
/// option with the smaller upfront also spends less per month (it stays cheaper) or both spend alike.
std::optional<double> breakEvenMonth(CostOption a, CostOption b, const CostInputs &c);

/// Cost of 1 000 requests over the horizon: total / (requests/day · 365·Y) · 1 000. None without requests.
std::optional<double> costPer1000Requests(CostOption o, const CostInputs &c);

/// Electricity over the horizon, kWh:
///   on-premise  8 760 · Y · P_el · PUE (the course's energy line, always on);
///   GPU cloud   h_GPU/day · 365·Y · P_GPU · PUE (only the hours rented draw power);
///   edge        n_dev · P_dev · 8 760 · Y (always on, no data-centre overhead);
///   API         none: the provider does not publish its energy per request.
std::optional<double> energyKwh(CostOption o, const CostInputs &c, const EnergyInputs &e);

/// CO₂ over the horizon, kg: kWh · g/kWh / 1 000 (Patterson et al. 2021, "Carbon Emissions and Large Neural
/// Network Training", 2104.10350: the grid's intensity matters more than the model). None where the energy
/// is.
std::optional<double> co2Kg(CostOption o, const CostInputs &c, const EnergyInputs &e);
/// The same conversion for any energy (the CO₂ axis beside an energy axis): kWh · g/kWh / 1 000, in kg.
double co2KgForKwh(double kwh, double gridGco2PerKwh);

/// What would make GPU cloud as cheap per request as the API, each lever alone (the others as they are).
/// Both cost lines are proportional to the volume, so they never cross: one is cheaper at every volume, and
/// only a change of slope changes the verdict. Cloud per request = k · c_h · t_c · t / (3 600 · B_c); API per
/// request = (p_in·n_in + p_out·n_out) / 10⁶.
struct CloudApiParity
{
    double cloudPerRequest = 0; ///< € per request on GPU cloud
    double apiPerRequest = 0;   ///< € per request through the API
    double batch = 0;           ///< cloud batch B_c at which both cost the same (latency unchanged)
    double gpuPricePerHour = 0; ///< cloud €/h at which both cost the same
    double apiPriceFactor = 0;  ///< factor on the API's prices (a bigger model) at which both cost the same
};
CloudApiParity cloudApiParity(const CostInputs &c);

} // namespace infralab
