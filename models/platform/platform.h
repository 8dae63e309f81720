#pragma once
// Course section 04 ("Plateforme"): the numbers behind the points of attention of its table. Free functions
// in SI units (bytes, seconds, bytes/s, euros).

namespace infralab {

/// Read throughput the course asks of storage for training: "≥ 1 Go/s par GPU".
inline constexpr double kReadBytesPerSecondPerGpu = 1e9;

/// Read throughput that keeps `gpus` GPUs fed: R = 1 GB/s · n (course §04, object storage: "débit de lecture
/// pour l'entraînement ≥ 1 Go/s par GPU").
double trainingReadThroughput(double gpus);

/// A checkpoint of the weights alone, in bf16: 2·N bytes (course §02, "2 (poids bf16)").
double checkpointWeightsBytes(double params);

/// A checkpoint from which training resumes: weights and optimiser states, 14·N bytes (course §02's parts: 2
/// bf16 weights + 4 fp32 master weights + 4 + 4 Adam moments). The course's 2 bytes of gradient are not
/// saved: the step after a restart computes them again (Rajbhandari et al., ZeRO, §3: the model states a run
/// keeps).
double checkpointFullBytes(double params);

/// Time to write `bytes` at `bandwidth`: δ = S / β_s (seconds).
double checkpointWriteTime(double bytes, double bandwidth);

/// MTBF of a cluster of `gpus` GPUs that fail independently, each with `gpuMtbf`: M = M_GPU / n (any failure
/// stops a synchronous training job).
double clusterMtbf(double gpuMtbf, double gpus);

/// Young's optimal checkpoint interval, τ* = √(2·δ·M) for a checkpoint time δ and an MTBF M (Young, "A first
/// order approximation to the optimum checkpoint interval", CACM 17(9), 1974; Daly, FGCS 22(3), 2006, whose
/// higher-order optimum agrees while δ ≪ M).
double youngDalyInterval(double checkpointTime, double mtbf);

/// Share of the time lost with a checkpoint every τ (first order, Young 1974): writing, δ/τ, plus the work
/// lost at a failure, on average half an interval every M: W(τ) = δ/τ + τ/(2·M). Its minimum is at τ*, where
/// it is √(2·δ/M). Capped at 1 (nothing done at all).
double checkpointWastedFraction(double interval, double checkpointTime, double mtbf);

/// What a cost becomes when the GPUs it pays for are busy only a share u of the time: C / u (course §04,
/// compute: "utilisation réelle des GPU (souvent < 30 %)").
double costAtUtilisation(double cost, double utilisation);

/// A time after compilation with a gain g (course §04: "gains 1,5–4×"): t / g.
double compiledTime(double time, double speedup);

} // namespace infralab
