#pragma once
// Cloud, on-premise, edge and API over N years (course section 05). Money in euros, time in s/h/days
// as named, energy in kWh. Every default is the course's case: an internal RAG service, 30 000
// requests a day of 1 500 + 300 tokens, an 8B model, three years.
#include <optional>

namespace infralab {

struct CostInputs
{
    double requestsPerDay = 30000;
    double tokensIn = 1500, tokensOut = 300;
    double years = 3;
    double apiInputPerMTok = 0.15, apiOutputPerMTok = 0.60; ///< € per million tokens
    double gpuPricePerHour = 2.5;                           ///< € per GPU-hour, cloud
    double cloudBatch = 8, cloudLatency = 12;               ///< ⇒ 3600·8/12 = 2 400 requests per GPU-hour
    double peakFactor = 1.5;                                ///< margin for peaks and warm-up
    double onpremGpus = 2, onpremGpuPrice = 9000;           ///< capex, €
    double hostingPerMonth = 300;                           ///< €
    double powerKw = 0.5, eurPerKwh = 0.2, pue = 1.0;       ///< the course counts IT power only (PUE 1)
    double opsFte = 0.25, fteCostPerYear = 60000;           ///< 0.25 FTE = 15 000 €/year (course)
    double edgeDevices = 200, edgeUnitPrice = 400, edgeMaintenancePerYear = 20;
    /// t GPUs each copy of the model takes (serving.tensor_parallel, tensorparallel.h): the cloud's batch and
    /// latency are a copy's, and on premise each copy is t GPUs. 1: the course's one GPU per copy.
    double gpusPerCopy = 1;
};

enum class CostOption { Api, Cloud, OnPrem, Edge };

/// Total over the horizon, split by component (all in €).
struct CostBreakdown
{
    double hardware = 0, hosting = 0, energy = 0, staff = 0, maintenance = 0, usage = 0;
    double total() const { return hardware + hosting + energy + staff + maintenance + usage; }
};

inline double horizonDays(const CostInputs &c) { return c.years * 365.0; }

/// API price of one request = (p_in · tokens_in + p_out · tokens_out) / 10⁶ (course: 0.000405 €).
double apiCostPerRequest(const CostInputs &c);

/// Requests one cloud GPU serves per hour = 3600 · batch / (latency · t) (course: 2 400 at t = 1): a copy of
/// the model serves 3600 · batch / latency and takes t GPUs (Megatron-LM §3 tensor parallelism).
double requestsPerGpuHour(const CostInputs &c);

/// GPU-hours per day = requests/day ÷ requests per GPU-hour × peak factor (course: 18.75), i.e. t times a
/// copy's hours.
double cloudGpuHoursPerDay(const CostInputs &c);

/// GPUs bought on premise: n_copies · t (course: 2 GPUs, one copy each).
double onPremGpuCount(const CostInputs &c);

/// On-premise power draw in kW: the P_el entered is that of n_copies one-GPU copies (course: 0.5 kW for its 2
/// GPUs); a copy on t GPUs draws t times as much, P_el · t, as it costs t GPUs.
double onPremPowerKw(const CostInputs &c);

/// Total of option `o` over the horizon, by component (course section 05, its three-year table):
/// - API: usage = cost per request · requests/day · days;
/// - GPU cloud: usage = GPU-hours/day · €/h · days;
/// - on-premise: GPUs · price + years·12·hosting + years·8760·kW·PUE·€/kWh + years·FTE·€/FTE-year, with
///   GPUs = onPremGpuCount and kW = onPremPowerKw;
/// - edge: devices · unit price + devices · years · yearly maintenance.
CostBreakdown costOf(CostOption o, const CostInputs &c);

/// The four options in the course's order (API, GPU cloud, on-premise, edge).
inline constexpr CostOption kCostOptions[] = {CostOption::Api, CostOption::Cloud, CostOption::OnPrem,
                                              CostOption::Edge};

/// The option of the lowest total over the horizon, min over o of costOf(o).total() (course section 05, "un
/// arbitrage chiffré"; the lab's deliverable, "une recommandation cloud/local chiffrée pour votre cas"). A
/// tie goes to the first in the course's order.
CostOption cheapestOption(const CostInputs &c);

/// Yearly cost as an affine function of the volume: fixed + perRequestPerDay · requests/day.
/// API and cloud are linear in the volume, on-premise and edge fixed (course's capacity assumption).
struct YearlyCostLine
{
    double fixed = 0, perRequestPerDay = 0;
    double at(double requestsPerDay) const { return fixed + perRequestPerDay * requestsPerDay; }
};
YearlyCostLine yearlyCostLine(CostOption o, const CostInputs &c);

/// Where the lines fixedA + slopeA·x and fixedB + slopeB·x meet, if at a positive x: none when their slopes
/// differ by less than `parallel` (they never meet, or everywhere) or when they meet at x ≤ 0.
std::optional<double> positiveCrossing(double fixedA, double slopeA, double fixedB, double slopeB,
                                       double parallel);

/// Volume (requests/day) where two options cost the same per year, if their lines cross at a positive
/// volume. API and cloud are both proportional to volume, so they never cross unless equal.
std::optional<double> crossoverRequestsPerDay(CostOption a, CostOption b, const CostInputs &c);

} // namespace infralab
