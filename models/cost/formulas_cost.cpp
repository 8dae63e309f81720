// Formulas of course section 05: the price of a million tokens, then API, cloud, on-premise and edge over the
// horizon.
#include "cost.h"
#include "costscenario.h"
#include "formulainputs.h"
#include "hardwarescenario.h"
#include "serving.h"
#include "servingscenario.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace infralab::formulas_detail {

namespace {

FormulaInput requests(const CostInputs &c)
{
    return {u"R"_s, c.requestsPerDay, u"1/d"_s, QT_TRANSLATE_NOOP("Formulas", "Requests per day")};
}
FormulaInput years(const CostInputs &c)
{
    return {u"Y"_s, c.years, {}, QT_TRANSLATE_NOOP("Formulas", "Horizon in years")};
}

const char *const kCostSource =
    QT_TRANSLATE_NOOP("Formulas", "Course §05 (cloud, on-premise, edge over three years)");

FormulaText api(const Scenario &s)
{
    const CostInputs c = costInputs(s);
    return {u"C_API = (p_in·n_in + p_out·n_out) / 10⁶ · R · 365·Y"_s,
            u"({p_in} × {n_in} + {p_out} × {n_out}) / 10⁶ × {R} × 365 × {Y}"_s,
            {{u"p_in"_s, c.apiInputPerMTok, u"€"_s,
              QT_TRANSLATE_NOOP("Formulas", "API price per million input tokens")},
             InputName{"n_in", "", input::promptTokens.meaning}(c.tokensIn),
             {u"p_out"_s, c.apiOutputPerMTok, u"€"_s,
              QT_TRANSLATE_NOOP("Formulas", "API price per million output tokens")},
             input::outputTokens(c.tokensOut),
             requests(c),
             years(c)},
            costOf(CostOption::Api, c).total(),
            kCostSource};
}

QList<FormulaInput> cloudInputs(const CostInputs &c)
{
    return {requests(c),
            {u"B_c"_s, c.cloudBatch, {}, QT_TRANSLATE_NOOP("Formulas", "Cloud serving batch")},
            {u"t_c"_s, c.cloudLatency, u"s"_s, QT_TRANSLATE_NOOP("Formulas", "Cloud request latency")},
            {u"k"_s, c.peakFactor, {}, QT_TRANSLATE_NOOP("Formulas", "Peak and warm-up factor")}};
}

FormulaInput gpusPerCopy(const CostInputs &c)
{
    return {u"t"_s, c.gpusPerCopy, u"GPU"_s,
            QT_TRANSLATE_NOOP("Formulas", "GPUs per model copy (serving tensor parallelism)")};
}

const char *const kPerCopySource =
    QT_TRANSLATE_NOOP("Formulas", "Course §05, a copy of the model on t GPUs (serving tensor parallelism): "
                                  "its batch B_c and latency t_c, t times the GPU-hours");

FormulaText cloudHours(const Scenario &s)
{
    const CostInputs c = costInputs(s);
    if (c.gpusPerCopy > 1)
        return {u"h_GPU = t · R / (3600·B_c / t_c) · k"_s, u"{t} × {R} / (3600 × {B_c} / {t_c}) × {k}"_s,
                cloudInputs(c) << gpusPerCopy(c), cloudGpuHoursPerDay(c), kPerCopySource};
    return {
        u"h_GPU = R / (3600·B_c / t_c) · k"_s, u"{R} / (3600 × {B_c} / {t_c}) × {k}"_s, cloudInputs(c),
        cloudGpuHoursPerDay(c),
        QT_TRANSLATE_NOOP("Formulas", "Course §05: 3600·8/12 = 2 400 requests per GPU-hour, 1.5× for peaks")};
}

FormulaText cloud(const Scenario &s)
{
    const CostInputs c = costInputs(s);
    QList<FormulaInput> in = cloudInputs(c);
    in.append(
        {u"c_h"_s, c.gpuPricePerHour, u"€/h"_s, QT_TRANSLATE_NOOP("Formulas", "Cloud GPU price per hour")});
    in.append(years(c));
    if (c.gpusPerCopy > 1)
        return {u"C_cloud = t · R / (3600·B_c / t_c) · k · c_h · 365·Y"_s,
                u"{t} × {R} / (3600 × {B_c} / {t_c}) × {k} × {c_h} × 365 × {Y}"_s, in << gpusPerCopy(c),
                costOf(CostOption::Cloud, c).total(), kPerCopySource};
    return {u"C_cloud = R / (3600·B_c / t_c) · k · c_h · 365·Y"_s,
            u"{R} / (3600 × {B_c} / {t_c}) × {k} × {c_h} × 365 × {Y}"_s, in,
            costOf(CostOption::Cloud, c).total(), kCostSource};
}

FormulaText onPrem(const Scenario &s)
{
    const CostInputs c = costInputs(s);
    const bool perCopy = c.gpusPerCopy > 1;
    const QString gpus = perCopy ? u"n_copies·t"_s : u"n_GPU"_s;
    const QString gpuValues = perCopy ? u"{n_copies} × {t}"_s : u"{n_GPU}"_s;
    QList<FormulaInput> in;
    if (perCopy)
        in << FormulaInput{u"n_copies"_s,
                           c.onpremGpus,
                           {},
                           QT_TRANSLATE_NOOP("Formulas", "On-premise model copies")}
           << gpusPerCopy(c);
    else
        in << FormulaInput{u"n_GPU"_s, c.onpremGpus, u"GPU"_s,
                           QT_TRANSLATE_NOOP("Formulas", "On-premise GPUs")};
    in << QList<FormulaInput>{
        {u"c_GPU"_s, c.onpremGpuPrice, u"€"_s, QT_TRANSLATE_NOOP("Formulas", "Price of one on-premise GPU")},
        years(c),
        {u"c_host"_s, c.hostingPerMonth, u"€"_s, QT_TRANSLATE_NOOP("Formulas", "Hosting per month")},
        {u"P_el"_s, c.powerKw, u"kW"_s, QT_TRANSLATE_NOOP("Formulas", "On-premise power draw")},
        {u"PUE"_s, c.pue, {}, QT_TRANSLATE_NOOP("Formulas", "Power usage effectiveness")},
        {u"c_kWh"_s, c.eurPerKwh, u"€/kWh"_s, QT_TRANSLATE_NOOP("Formulas", "Electricity price")},
        {u"FTE"_s, c.opsFte, {}, QT_TRANSLATE_NOOP("Formulas", "Operations staff (full-time equivalents)")},
        {u"c_FTE"_s, c.fteCostPerYear, u"€"_s, QT_TRANSLATE_NOOP("Formulas", "Cost of one FTE per year")}};
    const QString power = perCopy ? u"P_el·t"_s : u"P_el"_s;
    const QString powerValue = perCopy ? u"{P_el} × {t}"_s : u"{P_el}"_s;
    return {u"C_on-prem = "_s + gpus + u"·c_GPU + 12·Y·c_host + 8760·Y·"_s + power +
                u"·PUE·c_kWh + Y·FTE·c_FTE"_s,
            gpuValues + u" × {c_GPU} + 12 × {Y} × {c_host} + 8760 × {Y} × "_s + powerValue +
                u" × {PUE} × {c_kWh} + {Y} × {FTE} × {c_FTE}"_s,
            in, costOf(CostOption::OnPrem, c).total(),
            perCopy ? QT_TRANSLATE_NOOP("Formulas", "Course §05, each copy of the model on t GPUs (serving "
                                                    "tensor parallelism), drawing t times the power entered")
                    : kCostSource};
}

FormulaText edge(const Scenario &s)
{
    const CostInputs c = costInputs(s);
    return {u"C_edge = n_dev·c_dev + n_dev·Y·c_maint"_s,
            u"{n_dev} × {c_dev} + {n_dev} × {Y} × {c_maint}"_s,
            {{u"n_dev"_s, c.edgeDevices, {}, QT_TRANSLATE_NOOP("Formulas", "Edge devices")},
             {u"c_dev"_s, c.edgeUnitPrice, u"€"_s, QT_TRANSLATE_NOOP("Formulas", "Price of one edge device")},
             years(c),
             {u"c_maint"_s, c.edgeMaintenancePerYear, u"€"_s,
              QT_TRANSLATE_NOOP("Formulas", "Maintenance per edge device per year")}},
            costOf(CostOption::Edge, c).total(),
            kCostSource};
}

} // namespace

FormulaText costPerMillion(const Scenario &s)
{
    // The throughput figures.cpp prices: the scenario's device at the scenario's batch.
    const ServingInputs in = servingInputs(s);
    const double tokensPerSecond = servingPoint(in, s.integer(Key::ServingBatch)).tokensPerSecond;
    const double price = selectedDevice(s).pricePerHour;
    const QList<FormulaInput> inputs = {
        {u"c_h"_s, price, u"€/h"_s, QT_TRANSLATE_NOOP("Formulas", "Price of the device per hour")},
        {u"tok/s"_s, tokensPerSecond, u"tok/s"_s,
         QT_TRANSLATE_NOOP("Formulas", "Generated tokens per second")},
        {u"t"_s, double(in.tensorParallel), u"GPU"_s,
         QT_TRANSLATE_NOOP("Formulas", "GPUs sharing each layer (tensor parallelism)")}};
    const double result = costPerMillionTokens(in.tensorParallel * price, tokensPerSecond);
    const char *source =
        QT_TRANSLATE_NOOP("Formulas", "Course formula: 2.5 €/h at 800 tok/s gives 0.87 € per million tokens");
    // A model copy on t GPUs pays for the t of them.
    if (in.tensorParallel > 1)
        return {u"€/M tok = t·c_h / (tok/s · 3600) · 10⁶"_s, u"{t} × {c_h} / ({tok/s} × 3600) × 10⁶"_s,
                inputs, result, source};
    return {u"€/M tok = c_h / (tok/s · 3600) · 10⁶"_s, u"{c_h} / ({tok/s} × 3600) × 10⁶"_s, inputs.mid(0, 2),
            result, source};
}

FigureSection costFigures()
{
    // Each row laid out alike, as a table reads: key; title; unit and report flag; formula (and when shown).
    // clang-format off
    return {
        {
            {"cost.api",
             QT_TRANSLATE_NOOP("Formulas", "API cost over the horizon"),
             "€", true,
             api},
            {"cost.cloud",
             QT_TRANSLATE_NOOP("Formulas", "GPU cloud cost over the horizon"),
             "€", true,
             cloud},
            {"cost.onprem",
             QT_TRANSLATE_NOOP("Formulas", "On-premise cost over the horizon"),
             "€", true,
             onPrem},
            {"cost.edge",
             QT_TRANSLATE_NOOP("Formulas", "Edge cost over the horizon"),
             "€", true,
             edge},
            {"cost.cloud_gpu_hours_per_day",
             QT_TRANSLATE_NOOP("Formulas", "Cloud GPU-hours per day"),
             "h", false,
             cloudHours},
            {"cost.crossover_api_cloud_requests_per_day",
             QT_TRANSLATE_NOOP("Formulas", "API and cloud break even"),
             "1/d", false,
             nullptr},
            {"cost.crossover_api_onprem_requests_per_day",
             QT_TRANSLATE_NOOP("Formulas", "API and on-premise break even"),
             "1/d", false,
             nullptr},
            {"cost.crossover_cloud_onprem_requests_per_day",
             QT_TRANSLATE_NOOP("Formulas", "Cloud and on-premise break even"),
             "1/d", false,
             nullptr},
        },
    };
    // clang-format on
}

} // namespace infralab::formulas_detail
