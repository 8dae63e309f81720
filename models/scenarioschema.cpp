#include "scenarioschema.h"

#include <QCoreApplication>

namespace infralab {

namespace {

const QStringList kPrecisions = {"fp32", "tf32", "bf16", "fp16", "fp8", "int8", "int4"};

ParamSpec real(const char *key, double def, double min, double max, const char *unit, const char *doc,
               bool log = false)
{
    return {key, ParamType::Real, def, min, max, log, QString::fromUtf8(unit), {}, doc};
}

ParamSpec integer(const char *key, int def, double min, double max, const char *unit, const char *doc,
                  bool log = false)
{
    return {key, ParamType::Integer, def, min, max, log, QString::fromUtf8(unit), {}, doc};
}

ParamSpec choice(const char *key, const char *def, QStringList choices, const char *doc)
{
    return {key, ParamType::Choice, QString::fromLatin1(def), 0, 0, false, {}, std::move(choices), doc};
}

std::vector<ParamSpec> buildSchema()
{
    using T = ParamType;
    return {
        {"hardware.gpu", T::Device, QStringLiteral("course-h100-sxm"), 0, 0, false, {}, {},
         QT_TRANSLATE_NOOP("Scenario", "Device (catalogue id)")},
        {"hardware.compare_gpu", T::Device, QStringLiteral("course-a100-80"), 0, 0, false, {}, {},
         QT_TRANSLATE_NOOP("Scenario", "Second device to compare (catalogue id)")},
        choice("precision", "bf16", kPrecisions,
               QT_TRANSLATE_NOOP("Scenario", "Compute precision: the device's peak and the weights' size")),
        {"model.preset", T::Model, QStringLiteral("course-8b"), 0, 0, false, {}, {},
         QT_TRANSLATE_NOOP("Scenario", "Model preset (catalogue id); choosing one sets the model.* keys")},
        real("model.params", 8e9, 1e6, 1e14, "", QT_TRANSLATE_NOOP("Scenario", "Parameters N"), true),
        real("model.active_ratio", 1.0, 0.001, 1.0, "",
             QT_TRANSLATE_NOOP("Scenario", "Share of parameters active per token (mixture of experts)")),
        integer("model.layers", 32, 1, 1000, "", QT_TRANSLATE_NOOP("Scenario", "Layers L")),
        integer("model.d_model", 4096, 1, 1000000, "", QT_TRANSLATE_NOOP("Scenario", "Hidden size d_model")),
        integer("model.heads", 32, 1, 4096, "", QT_TRANSLATE_NOOP("Scenario", "Attention heads")),
        integer("model.kv_heads", 8, 1, 4096, "",
                QT_TRANSLATE_NOOP("Scenario", "Key/value heads h_kv (MHA = heads, GQA, MQA = 1)")),
        integer("model.head_dim", 128, 1, 4096, "", QT_TRANSLATE_NOOP("Scenario", "Head dimension d_k")),
        real("training.mfu", 0.45, 0.01, 1.0, "",
             QT_TRANSLATE_NOOP("Scenario", "Model FLOPs utilisation for training throughput")),
        integer("serving.batch", 64, 1, 4096, "", QT_TRANSLATE_NOOP("Scenario", "Batch B (sequences)"), true),
        integer("serving.prompt_tokens", 1500, 1, 10000000, "", QT_TRANSLATE_NOOP("Scenario", "Prompt tokens"),
                true),
        integer("serving.output_tokens", 300, 1, 10000000, "", QT_TRANSLATE_NOOP("Scenario", "Output tokens"),
                true),
        real("serving.efficiency", 0.6, 0.01, 1.0, "",
             QT_TRANSLATE_NOOP("Scenario", "Share of the peak reached when serving")),
        real("serving.memory_fraction", 0.9, 0.05, 1.0, "",
             QT_TRANSLATE_NOOP("Scenario", "Usable share of the device memory")),
        choice("serving.weight_precision", "bf16", kPrecisions,
               QT_TRANSLATE_NOOP("Scenario", "Precision of the served weights")),
        choice("serving.kv_precision", "bf16", kPrecisions,
               QT_TRANSLATE_NOOP("Scenario", "Precision of the KV cache")),
        real("serving.request_rate", 200, 0.001, 1e7, "1/s",
             QT_TRANSLATE_NOOP("Scenario", "Peak request rate to serve"), true),
        real("serving.slo_s", 4, 0.001, 1e5, "s", QT_TRANSLATE_NOOP("Scenario", "Latency objective (SLO)"), true),
        real("serving.margin", 0.3, 0, 10, "", QT_TRANSLATE_NOOP("Scenario", "Capacity margin for peaks")),
        choice("training.strategy", "fsdp", {"ddp", "zero1", "zero2", "zero3", "fsdp", "lora"},
               QT_TRANSLATE_NOOP("Scenario", "Memory strategy")),
        integer("training.gpus", 8, 1, 1000000, "", QT_TRANSLATE_NOOP("Scenario", "GPU count n"), true),
        real("training.activations_gb", 10, 0, 100000, "GB",
             QT_TRANSLATE_NOOP("Scenario", "Activation memory per GPU")),
        real("training.lora_fraction", 0.01, 0.0001, 1, "",
             QT_TRANSLATE_NOOP("Scenario", "LoRA adapter parameters as a share of N")),
        real("training.tokens_per_step", 4e6, 1, 1e12, "",
             QT_TRANSLATE_NOOP("Scenario", "Global batch in tokens per step"), true),
        integer("training.tensor_parallel", 1, 1, 1024, "", QT_TRANSLATE_NOOP("Scenario", "Tensor-parallel degree")),
        integer("training.pipeline_stages", 8, 1, 1024, "",
                QT_TRANSLATE_NOOP("Scenario", "Pipeline stages p (pipeline-parallel degree)")),
        integer("training.data_parallel", 1, 1, 1000000, "",
                QT_TRANSLATE_NOOP("Scenario", "Data-parallel degree")),
        integer("training.microbatches", 32, 1, 65536, "", QT_TRANSLATE_NOOP("Scenario", "Micro-batches m"), true),
        choice("training.schedule", "gpipe", {"gpipe", "1f1b", "interleaved"},
               QT_TRANSLATE_NOOP("Scenario", "Pipeline schedule")),
        integer("training.interleave", 2, 1, 64, "",
                QT_TRANSLATE_NOOP("Scenario", "Model chunks per stage v (interleaved schedule)")),
        real("training.backward_ratio", 2, 0.1, 10, "",
             QT_TRANSLATE_NOOP("Scenario", "Backward time relative to forward")),
        real("training.intra_bw", 450e9, 1e6, 1e15, "B/s",
             QT_TRANSLATE_NOOP("Scenario", "Intra-node bandwidth per GPU and direction (NVLink)"), true),
        real("training.inter_bw", 50e9, 1e6, 1e15, "B/s",
             QT_TRANSLATE_NOOP("Scenario", "Inter-node bandwidth per GPU and direction (InfiniBand)"), true),
        real("training.latency_s", 10e-6, 0, 1, "s", QT_TRANSLATE_NOOP("Scenario", "Latency per collective step")),
        {"training.overlap", T::Boolean, true, 0, 0, false, {}, {},
         QT_TRANSLATE_NOOP("Scenario", "Overlap communication with computation")},
        real("training.serial_fraction", 0.05, 0, 1, "",
             QT_TRANSLATE_NOOP("Scenario", "Serial fraction s (Amdahl)")),
        real("cost.requests_per_day", 30000, 0, 1e12, "1/d", QT_TRANSLATE_NOOP("Scenario", "Requests per day"),
             true),
        real("cost.years", 3, 0.1, 50, "a", QT_TRANSLATE_NOOP("Scenario", "Horizon in years")),
        real("cost.api_input_eur_per_mtok", 0.15, 0, 10000, "€",
             QT_TRANSLATE_NOOP("Scenario", "API price per million input tokens")),
        real("cost.api_output_eur_per_mtok", 0.6, 0, 10000, "€",
             QT_TRANSLATE_NOOP("Scenario", "API price per million output tokens")),
        real("cost.gpu_eur_per_hour", 2.5, 0, 10000, "€/h", QT_TRANSLATE_NOOP("Scenario", "Cloud GPU price per hour")),
        real("cost.batch", 8, 1, 100000, "", QT_TRANSLATE_NOOP("Scenario", "Cloud serving batch")),
        real("cost.latency_s", 12, 0.001, 100000, "s", QT_TRANSLATE_NOOP("Scenario", "Cloud request latency")),
        real("cost.peak_factor", 1.5, 1, 100, "", QT_TRANSLATE_NOOP("Scenario", "Peak and warm-up factor")),
        real("cost.onprem_gpus", 2, 0, 1000000, "", QT_TRANSLATE_NOOP("Scenario", "On-premise GPUs")),
        real("cost.onprem_gpu_eur", 9000, 0, 1e9, "€", QT_TRANSLATE_NOOP("Scenario", "Price of one on-premise GPU")),
        real("cost.hosting_eur_per_month", 300, 0, 1e9, "€", QT_TRANSLATE_NOOP("Scenario", "Hosting per month")),
        real("cost.power_kw", 0.5, 0, 1e6, "kW", QT_TRANSLATE_NOOP("Scenario", "On-premise power draw")),
        real("cost.eur_per_kwh", 0.2, 0, 100, "€/kWh", QT_TRANSLATE_NOOP("Scenario", "Electricity price")),
        real("cost.pue", 1.0, 1, 5, "", QT_TRANSLATE_NOOP("Scenario", "Power usage effectiveness (PUE)")),
        real("cost.ops_fte", 0.25, 0, 1000, "", QT_TRANSLATE_NOOP("Scenario", "Operations staff (FTE)")),
        real("cost.fte_eur_per_year", 60000, 0, 1e8, "€", QT_TRANSLATE_NOOP("Scenario", "Cost of one FTE per year")),
        real("cost.edge_devices", 200, 0, 1e9, "", QT_TRANSLATE_NOOP("Scenario", "Edge devices")),
        real("cost.edge_unit_eur", 400, 0, 1e7, "€", QT_TRANSLATE_NOOP("Scenario", "Price of one edge device")),
        real("cost.edge_maintenance_eur_per_year", 20, 0, 1e7, "€",
             QT_TRANSLATE_NOOP("Scenario", "Maintenance per edge device per year")),
        real("cost.grid_gco2_per_kwh", 56, 0, 2000, "g/kWh",
             QT_TRANSLATE_NOOP("Scenario", "Carbon intensity of the electricity")),
        real("cost.cloud_gpu_kw", 0.7, 0, 100, "kW",
             QT_TRANSLATE_NOOP("Scenario", "Power of one cloud GPU under load (estimate: H100 SXM, 700 W)")),
        real("cost.edge_device_kw", 0.04, 0, 10, "kW",
             QT_TRANSLATE_NOOP("Scenario", "Power of one edge device (Jetson Orin, 40 W)")),
        {"choose.confidentiality", T::Boolean, false, 0, 0, false, {}, {},
         QT_TRANSLATE_NOOP("Scenario", "Criterion weighed: confidentiality")},
        {"choose.latency", T::Boolean, false, 0, 0, false, {}, {},
         QT_TRANSLATE_NOOP("Scenario", "Criterion weighed: latency")},
        {"choose.availability", T::Boolean, false, 0, 0, false, {}, {},
         QT_TRANSLATE_NOOP("Scenario", "Criterion weighed: availability (offline)")},
        {"choose.variable_load", T::Boolean, false, 0, 0, false, {}, {},
         QT_TRANSLATE_NOOP("Scenario", "Criterion weighed: variable load")},
        {"choose.ops_skills", T::Boolean, false, 0, 0, false, {}, {},
         QT_TRANSLATE_NOOP("Scenario", "Criterion weighed: operations skills")},
        {"choose.vendor_lock_in", T::Boolean, false, 0, 0, false, {}, {},
         QT_TRANSLATE_NOOP("Scenario", "Criterion weighed: vendor lock-in")},
        {"choose.carbon", T::Boolean, false, 0, 0, false, {}, {},
         QT_TRANSLATE_NOOP("Scenario", "Criterion weighed: carbon footprint")},
        {"choose.regulation", T::Boolean, false, 0, 0, false, {}, {},
         QT_TRANSLATE_NOOP("Scenario", "Criterion weighed: regulation")},
    };
}

} // namespace

const std::vector<ParamSpec> &scenarioSchema()
{
    static const std::vector<ParamSpec> schema = buildSchema();
    return schema;
}

const ParamSpec *findParam(const QString &key)
{
    for (const ParamSpec &p : scenarioSchema())
        if (p.key == key) return &p;
    return nullptr;
}

const QStringList &modelPresetKeys()
{
    static const QStringList keys = {"model.params",  "model.active_ratio", "model.layers",  "model.d_model",
                                     "model.heads",   "model.kv_heads",     "model.head_dim"};
    return keys;
}

} // namespace infralab
