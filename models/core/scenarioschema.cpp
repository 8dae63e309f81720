#include "scenarioschema.h"
#include "scenarioschema_detail.h"

#include <QCoreApplication>

namespace infralab {

namespace {

using namespace schema_detail;

const QStringList kPrecisions = {"fp32", "tf32", "bf16", "fp16", "fp8", "int8", "int4"};

/// Device, precision, model, and the MFU the roofline's training throughput uses (section 01).
std::vector<ParamSpec> deviceAndModelRows()
{
    using T = ParamType;
    return {
        row(Key::HardwareGpu, T::Device, QStringLiteral("course-h100-sxm"),
            QT_TRANSLATE_NOOP("Scenario", "Device")),
        row(Key::HardwareCompareGpu, T::Device, QStringLiteral("course-a100-80"),
            QT_TRANSLATE_NOOP("Scenario", "Second device to compare")),
        choice(Key::Precision, "bf16", kPrecisions,
               QT_TRANSLATE_NOOP("Scenario", "Compute precision: the device's peak and the weights' size")),
        row(Key::ModelPreset, T::Model, QStringLiteral("course-8b"),
            QT_TRANSLATE_NOOP("Scenario", "Model: choosing one sets its parameters, layers and heads")),
        boolean(Key::ModelFree, false,
                QT_TRANSLATE_NOOP("Scenario", "Free model: N follows the shapes, and the shapes N")),
        slider(
            real(Key::ModelParams, 8e9, 1e6, 1e14, "", QT_TRANSLATE_NOOP("Scenario", "Parameters N"), true),
            {0.1e9, 2e12, true, 1e-9, 1, QT_TRANSLATE_NOOP("Units", "B params")}),
        percent(
            real(Key::ModelActiveRatio, 1.0, 0.001, 1.0, "",
                 QT_TRANSLATE_NOOP("Scenario", "Share of parameters active per token (mixture of experts)")),
            0.01, 1, 1),
        countSlider(
            integer(Key::ModelExperts, 1, 1, 1024,
                    QT_TRANSLATE_NOOP("Scenario", "Experts E per layer (mixture of experts; 1: dense)")),
            1, 256),
        countSlider(integer(Key::ModelExpertsPerToken, 1, 1, 1024,
                            QT_TRANSLATE_NOOP("Scenario", "Experts k active per token (k ≤ E)")),
                    1, 16),
        countSlider(integer(Key::ModelLayers, 32, 1, 1000, QT_TRANSLATE_NOOP("Scenario", "Layers L")), 1,
                    256),
        countSlider(
            integer(Key::ModelDModel, 4096, 1, 1000000, QT_TRANSLATE_NOOP("Scenario", "Hidden size d_model")),
            64, 65536),
        countSlider(integer(Key::ModelHeads, 32, 1, 4096, QT_TRANSLATE_NOOP("Scenario", "Attention heads")),
                    1, 256),
        countSlider(
            integer(Key::ModelKvHeads, 8, 1, 4096,
                    QT_TRANSLATE_NOOP("Scenario", "Key/value heads h_kv (MHA = heads, GQA, MQA = 1)")),
            1, 256),
        countSlider(
            integer(Key::ModelHeadDim, 128, 1, 4096, QT_TRANSLATE_NOOP("Scenario", "Head dimension d_k")), 16,
            512),
        percent(real(Key::TrainingMfu, 0.45, 0.01, 1.0, "",
                     QT_TRANSLATE_NOOP("Scenario", "Model FLOPs utilisation for training throughput")),
                0.05, 1),
    };
}

/// Serving (section 03).
std::vector<ParamSpec> servingRows()
{
    return {
        countSlider(integer(Key::ServingBatch, 64, 1, 4096,
                            QT_TRANSLATE_NOOP("Scenario", "Batch B (sequences)"), true),
                    1, 1024),
        slider(integer(Key::ServingPromptTokens, 1500, 1, 10000000,
                       QT_TRANSLATE_NOOP("Scenario", "Prompt tokens"), true),
               {16, 131072, true, 1, 0, QT_TRANSLATE_NOOP("Units", "tokens")}),
        slider(integer(Key::ServingOutputTokens, 300, 1, 10000000,
                       QT_TRANSLATE_NOOP("Scenario", "Output tokens"), true),
               {1, 16384, true, 1, 0, QT_TRANSLATE_NOOP("Units", "tokens")}),
        percent(
            real(Key::ServingEfficiency, 0.6, 0.01, 1.0, "",
                 QT_TRANSLATE_NOOP("Scenario", "Share of the peak FLOP/s reached when serving (compute)")),
            0.05, 1),
        // 1: the course's code reads at the datasheet's β (`BW = 3.35e12`) and scales only the peak by 0.6.
        percent(real(Key::ServingBandwidthEfficiency, 1.0, 0.01, 1.0, "",
                     QT_TRANSLATE_NOOP("Scenario", "Share of the memory bandwidth reached when serving")),
                0.05, 1),
        percent(real(Key::ServingMemoryFraction, 0.9, 0.05, 1.0, "",
                     QT_TRANSLATE_NOOP("Scenario", "Usable share of the device memory")),
                0.5, 1),
        choice(Key::ServingWeightPrecision, "bf16", kPrecisions,
               QT_TRANSLATE_NOOP("Scenario", "Precision of the served weights")),
        choice(Key::ServingKvPrecision, "bf16", kPrecisions,
               QT_TRANSLATE_NOOP("Scenario", "Precision of the KV cache")),
        slider(real(Key::ServingRequestRate, 200, 0.001, 1e7, "1/s",
                    QT_TRANSLATE_NOOP("Scenario", "Peak request rate to serve"), true),
               {1, 10000, true, 1, 0, QT_TRANSLATE_NOOP("Units", "req/s")}),
        slider(real(Key::ServingSloS, 4, 0.001, 1e5, "s",
                    QT_TRANSLATE_NOOP("Scenario", "Latency objective (SLO)"), true),
               {0.1, 60, true, 1, 1, QT_TRANSLATE_NOOP("Units", "s")}),
        percent(real(Key::ServingMargin, 0.3, 0, 10, "",
                     QT_TRANSLATE_NOOP("Scenario", "Capacity margin for peaks")),
                0, 1),
        // 1: the course's one GPU per model (section 03); t must share the heads (serving/servingcheck.cpp).
        countSlider(integer(Key::ServingTensorParallel, 1, 1, 64,
                            QT_TRANSLATE_NOOP("Scenario", "GPUs per model copy t (tensor parallelism)")),
                    1, 64, true, QT_TRANSLATE_NOOP("Units", "GPU")),
    };
}

/// The four options' costs (section 05).
std::vector<ParamSpec> costRows()
{
    return {
        slider(real(Key::CostRequestsPerDay, 30000, 0, 1e12, "1/d",
                    QT_TRANSLATE_NOOP("Scenario", "Requests per day"), true),
               {100, 1e7, true, 1, 0, QT_TRANSLATE_NOOP("Units", "req/day")}),
        unitSlider(real(Key::CostYears, 3, 0.1, 50, "a", QT_TRANSLATE_NOOP("Scenario", "Horizon in years")),
                   1, 10, false, 1, QT_TRANSLATE_NOOP("Units", "years")),
        apiPrice(Key::CostApiInputEurPerMtok, 0.15,
                 QT_TRANSLATE_NOOP("Scenario", "API price per million input tokens")),
        apiPrice(Key::CostApiOutputEurPerMtok, 0.6,
                 QT_TRANSLATE_NOOP("Scenario", "API price per million output tokens")),
        unitSlider(real(Key::CostGpuEurPerHour, 2.5, 0, 10000, "€/h",
                        QT_TRANSLATE_NOOP("Scenario", "Cloud GPU price per hour")),
                   0.1, 100, true, 2, QT_TRANSLATE_NOOP("Units", "€/h")),
        countSlider(
            real(Key::CostBatch, 8, 1, 100000, "", QT_TRANSLATE_NOOP("Scenario", "Cloud serving batch")), 1,
            1024),
        unitSlider(real(Key::CostLatencyS, 12, 0.001, 100000, "s",
                        QT_TRANSLATE_NOOP("Scenario", "Cloud request latency")),
                   0.1, 600, true, 1, QT_TRANSLATE_NOOP("Units", "s")),
        unitSlider(real(Key::CostPeakFactor, 1.5, 1, 100, "",
                        QT_TRANSLATE_NOOP("Scenario", "Peak and warm-up factor")),
                   1, 5, false, 2, QT_TRANSLATE_NOOP("Units", "×")),
        countSlider(
            real(Key::CostOnpremGpus, 2, 0, 1000000, "",
                 QT_TRANSLATE_NOOP("Scenario", "On-premise GPUs (model copies of t GPUs each when t > 1)")),
            0, 64, false, QT_TRANSLATE_NOOP("Units", "GPU")),
        unitSlider(price(Key::CostOnpremGpuEur, 9000, 1e9,
                         QT_TRANSLATE_NOOP("Scenario", "Price of one on-premise GPU")),
                   100, 1e6, true, 0, QT_TRANSLATE_NOOP("Units", "€")),
        unitSlider(
            price(Key::CostHostingEurPerMonth, 300, 1e9, QT_TRANSLATE_NOOP("Scenario", "Hosting per month")),
            10, 1e5, true, 0, QT_TRANSLATE_NOOP("Units", "€/month")),
        unitSlider(
            real(Key::CostPowerKw, 0.5, 0, 1e6, "kW", QT_TRANSLATE_NOOP("Scenario", "On-premise power draw")),
            0.01, 1000, true, 2, QT_TRANSLATE_NOOP("Units", "kW")),
        unitSlider(real(Key::CostEurPerKwh, 0.2, 0, 100, "€/kWh",
                        QT_TRANSLATE_NOOP("Scenario", "Electricity price")),
                   0, 1, false, 3, QT_TRANSLATE_NOOP("Units", "€/kWh")),
        unitSlider(real(Key::CostPue, 1.0, 1, 5, "",
                        QT_TRANSLATE_NOOP("Scenario", "Power usage effectiveness (PUE)")),
                   1, 3, false, 2, nullptr),
        unitSlider(
            real(Key::CostOpsFte, 0.25, 0, 1000, "", QT_TRANSLATE_NOOP("Scenario", "Operations staff (FTE)")),
            0, 10, false, 2, QT_TRANSLATE_NOOP("Units", "FTE")),
        unitSlider(price(Key::CostFteEurPerYear, 60000, 1e8,
                         QT_TRANSLATE_NOOP("Scenario", "Cost of one FTE per year")),
                   1e4, 1e6, true, 0, QT_TRANSLATE_NOOP("Units", "€/year")),
        countSlider(
            real(Key::CostEdgeDevices, 200, 0, 1e9, "", QT_TRANSLATE_NOOP("Scenario", "Edge devices")), 1,
            1e6, true, QT_TRANSLATE_NOOP("Units", "devices")),
        unitSlider(
            price(Key::CostEdgeUnitEur, 400, 1e7, QT_TRANSLATE_NOOP("Scenario", "Price of one edge device")),
            10, 1e5, true, 0, QT_TRANSLATE_NOOP("Units", "€")),
        unitSlider(price(Key::CostEdgeMaintenanceEurPerYear, 20, 1e7,
                         QT_TRANSLATE_NOOP("Scenario", "Maintenance per edge device per year")),
                   1, 1e4, true, 0, QT_TRANSLATE_NOOP("Units", "€/year")),
        unitSlider(real(Key::CostGridGco2PerKwh, 56, 0, 2000, "g/kWh",
                        QT_TRANSLATE_NOOP("Scenario", "Carbon intensity of the electricity")),
                   0, 1000, false, 0, QT_TRANSLATE_NOOP("Units", "g/kWh")),
        unitSlider(real(Key::CostCloudGpuKw, 0.7, 0, 100, "kW",
                        QT_TRANSLATE_NOOP("Scenario",
                                          "Power of one cloud GPU under load (estimate: H100 SXM, 700 W)")),
                   0, 2, false, 2, QT_TRANSLATE_NOOP("Units", "kW")),
        unitSlider(real(Key::CostEdgeDeviceKw, 0.04, 0, 10, "kW",
                        QT_TRANSLATE_NOOP("Scenario", "Power of one edge device (Jetson Orin, 40 W)")),
                   0.001, 1, true, 3, QT_TRANSLATE_NOOP("Units", "kW")),
    };
}

/// The criteria weighed in the choice (section 05).
std::vector<ParamSpec> chooseRows()
{
    return {
        boolean(Key::ChooseConfidentiality, false,
                QT_TRANSLATE_NOOP("Scenario", "Criterion weighed: confidentiality")),
        boolean(Key::ChooseLatency, false, QT_TRANSLATE_NOOP("Scenario", "Criterion weighed: latency")),
        boolean(Key::ChooseAvailability, false,
                QT_TRANSLATE_NOOP("Scenario", "Criterion weighed: availability (offline)")),
        boolean(Key::ChooseVariableLoad, false,
                QT_TRANSLATE_NOOP("Scenario", "Criterion weighed: variable load")),
        boolean(Key::ChooseOpsSkills, false,
                QT_TRANSLATE_NOOP("Scenario", "Criterion weighed: operations skills")),
        boolean(Key::ChooseVendorLockIn, false,
                QT_TRANSLATE_NOOP("Scenario", "Criterion weighed: vendor lock-in")),
        boolean(Key::ChooseCarbon, false,
                QT_TRANSLATE_NOOP("Scenario", "Criterion weighed: carbon footprint")),
        boolean(Key::ChooseRegulation, false, QT_TRANSLATE_NOOP("Scenario", "Criterion weighed: regulation")),
    };
}

std::vector<ParamSpec> buildSchema()
{
    // In the order of INFRALAB_SCENARIO_KEYS (param() indexes the rows by key).
    std::vector<ParamSpec> rows;
    for (auto part : {deviceAndModelRows, servingRows, trainingRows, costRows, chooseRows, platformRows}) {
        std::vector<ParamSpec> section = part();
        rows.insert(rows.end(), section.begin(), section.end());
    }
    return rows;
}

} // namespace

const std::vector<ParamSpec> &scenarioSchema()
{
    static const std::vector<ParamSpec> schema = [] {
        std::vector<ParamSpec> rows = buildSchema();
        // param() indexes the rows by key: a row out of the keys' order is a programming error caught at
        // start.
        Q_ASSERT(rows.size() == std::size_t(kKeyCount));
        for (std::size_t i = 0; i < rows.size(); ++i)
            Q_ASSERT(rows[i].id == static_cast<Key>(i));
        return rows;
    }();
    return schema;
}

const ParamSpec &param(Key key)
{
    // Rows follow the order of INFRALAB_SCENARIO_KEYS; tst_scenario checks that the two agree.
    return scenarioSchema()[static_cast<std::size_t>(key)];
}

const ParamSpec *findParam(QStringView name)
{
    const std::optional<Key> key = keyFromName(name);
    return key ? &param(*key) : nullptr;
}

const QList<Key> &modelPresetKeys()
{
    static const QList<Key> keys = {Key::ModelFree,    Key::ModelParams,          Key::ModelActiveRatio,
                                    Key::ModelExperts, Key::ModelExpertsPerToken, Key::ModelLayers,
                                    Key::ModelDModel,  Key::ModelHeads,           Key::ModelKvHeads,
                                    Key::ModelHeadDim, Key::TrainingTokensTotal};
    return keys;
}

SliderRange ParamSpec::sliderRange() const
{
    if (slider) return *slider;
    return {min, max, logScale && min > 0, 1, type == ParamType::Real ? 2 : 0, nullptr};
}

} // namespace infralab
