#include "platformlayers.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace infralab {

const char *platformStageName(PlatformStage stage)
{
    switch (stage) {
    case PlatformStage::Ingestion:
        return QT_TRANSLATE_NOOP("Platform", "Ingestion");
    case PlatformStage::Features:
        return QT_TRANSLATE_NOOP("Platform", "Features");
    case PlatformStage::Training:
        return QT_TRANSLATE_NOOP("Platform", "Training");
    case PlatformStage::Evaluation:
        return QT_TRANSLATE_NOOP("Platform", "Evaluation");
    case PlatformStage::Deployment:
        return QT_TRANSLATE_NOOP("Platform", "Deployment");
    }
    return "";
}

namespace {
using S = PlatformSpan;
using P = PlatformStage;

/// The course's table (§04), its first five rows: the data, its versions, the pipelines, the GPUs, training.
QList<PlatformLayer> dataAndTrainingLayers()
{
    return {
        {"object-storage",
         QT_TRANSLATE_NOOP("Platform", "Object storage"),
         QT_TRANSLATE_NOOP("Platform", "Raw data, versioned datasets, artefacts, checkpoints"),
         QT_TRANSLATE_NOOP("Platform", "MinIO, S3, GCS; Parquet/Arrow, WebDataset, Zarr formats"),
         QT_TRANSLATE_NOOP("Platform", "Read throughput for training (≥ 1 GB/s per GPU); lifecycle and cost"),
         S::Stage,
         P::Ingestion,
         {u"platform.read_bytes_per_s"_s}},
        {"data-versioning",
         QT_TRANSLATE_NOOP("Platform", "Data versioning"),
         QT_TRANSLATE_NOOP("Platform", "Reproducibility, lineage"),
         QT_TRANSLATE_NOOP("Platform", "DVC, LakeFS, Delta Lake, catalogues (DataHub)"),
         QT_TRANSLATE_NOOP("Platform", "Dataset hashes; who may read what"),
         S::Stage,
         P::Features,
         {}},
        {"orchestration",
         QT_TRANSLATE_NOOP("Platform", "Orchestration"),
         QT_TRANSLATE_NOOP("Platform",
                           "Pipelines (ingestion → features → training → evaluation → deployment)"),
         QT_TRANSLATE_NOOP("Platform", "Airflow, Dagster, Kubeflow, Prefect, Argo"),
         QT_TRANSLATE_NOOP("Platform", "Idempotence, recovery from errors, scheduling"),
         S::AcrossAbove,
         P::Ingestion,
         {}},
        {"compute",
         QT_TRANSLATE_NOOP("Platform", "Compute"),
         QT_TRANSLATE_NOOP("Platform", "GPU cluster, queues, isolation"),
         QT_TRANSLATE_NOOP("Platform", "Kubernetes + operators, Slurm (HPC), Ray"),
         QT_TRANSLATE_NOOP("Platform", "Real utilisation of the GPUs (often < 30 %); quotas"),
         S::Stage,
         P::Training,
         {u"platform.cloud_cost_at_utilisation"_s, u"platform.onprem_cost_at_utilisation"_s}},
        {"training",
         QT_TRANSLATE_NOOP("Platform", "Training"),
         QT_TRANSLATE_NOOP("Platform", "Frameworks, mixed precision, parallelisms"),
         QT_TRANSLATE_NOOP("Platform", "PyTorch (FSDP, DDP), DeepSpeed, Megatron, JAX; HF Accelerate/TRL"),
         QT_TRANSLATE_NOOP("Platform", "Frequent checkpoints; recovery; determinism"),
         S::Stage,
         P::Training,
         {u"platform.checkpoint_bytes"_s, u"platform.checkpoint_write_s"_s,
          u"platform.checkpoint_interval_s"_s}},
    };
}

/// Its last six rows: from the trained model to the service, and what watches and guards all of it.
QList<PlatformLayer> modelAndServiceLayers()
{
    return {
        {"experiment-tracking",
         QT_TRANSLATE_NOOP("Platform", "Experiment tracking"),
         QT_TRANSLATE_NOOP("Platform", "Hyperparameters, metrics, artefacts"),
         QT_TRANSLATE_NOOP("Platform", "MLflow, Weights & Biases, TensorBoard"),
         QT_TRANSLATE_NOOP("Platform", "Log everything (L24); link commit ↔ model"),
         S::Stage,
         P::Evaluation,
         {}},
        {"model-registry",
         QT_TRANSLATE_NOOP("Platform", "Model registry"),
         QT_TRANSLATE_NOOP("Platform", "Versions, metadata, stages (staging/prod), model cards"),
         QT_TRANSLATE_NOOP("Platform", "MLflow Registry, HF Hub, Vertex/SageMaker Registry"),
         QT_TRANSLATE_NOOP("Platform", "Signed artefacts; provenance"),
         S::Stage,
         P::Evaluation,
         {}},
        {"serving",
         QT_TRANSLATE_NOOP("Platform", "Serving"),
         QT_TRANSLATE_NOOP("Platform", "API, batching, autoscaling, canary"),
         QT_TRANSLATE_NOOP("Platform",
                           "vLLM, TGI, Triton, TorchServe, BentoML, KServe; ONNX Runtime, TensorRT"),
         QT_TRANSLATE_NOOP("Platform", "p95 SLO; fallback; versions compared in production"),
         S::Stage,
         P::Deployment,
         {}},
        {"compilation",
         QT_TRANSLATE_NOOP("Platform", "Compilation / optimisation"),
         QT_TRANSLATE_NOOP("Platform", "Kernel fusion, graphs, quantisation"),
         QT_TRANSLATE_NOOP("Platform", "torch.compile, TensorRT-LLM, ONNX, OpenVINO, TVM; llama.cpp (edge)"),
         QT_TRANSLATE_NOOP("Platform", "Gains of 1.5–4×; check accuracy afterwards"),
         S::Stage,
         P::Deployment,
         {u"platform.compiled_tpot_s"_s, u"platform.compiled_tokens_per_s"_s}},
        {"observability",
         QT_TRANSLATE_NOOP("Platform", "Observability"),
         QT_TRANSLATE_NOOP("Platform", "System and model metrics, traces, logs"),
         QT_TRANSLATE_NOOP("Platform",
                           "Prometheus, Grafana, OpenTelemetry; Evidently, Arize, Langfuse (LLM)"),
         QT_TRANSLATE_NOOP("Platform", "Drift of the data and the outputs (L35); cost per request"),
         S::AcrossBelow,
         P::Ingestion,
         {}},
        {"security",
         QT_TRANSLATE_NOOP("Platform", "Security"),
         QT_TRANSLATE_NOOP("Platform", "Secrets, access, network, compliance"),
         QT_TRANSLATE_NOOP("Platform", "Vault, IAM, VPC; encryption at rest and in transit"),
         QT_TRANSLATE_NOOP("Platform", "Personal data, GDPR; models are assets to protect"),
         S::AcrossBelow,
         P::Ingestion,
         {}},
    };
}
} // namespace

const QList<PlatformLayer> &platformLayers()
{
    // The tools keep the course's names.
    static const QList<PlatformLayer> layers = dataAndTrainingLayers() + modelAndServiceLayers();
    return layers;
}

} // namespace infralab
