#pragma once
// Collective communication and the data-parallel step (course section 02, theorem 2).
// Bandwidths are per GPU and per direction, in bytes/s (NVLink 4: 450e9; InfiniBand 400 Gbit/s: 50e9).

namespace infralab {

/// Theorem 2: ring all-reduce of S bytes on n nodes takes 2(n−1)/n · S/BW (reduce-scatter then
/// all-gather, n−1 steps each of S/n bytes). Tends to 2S/BW for large n. n = 1 costs nothing.
double ringAllReduceTime(double bytes, int nodes, double bandwidth);

/// Exercise 3 `temps_allreduce`: with a latency α per step, 2(n−1)·(S/n/BW + α).
double ringAllReduceTime(double bytes, int nodes, double bandwidth, double latency);

/// Theorem 2's large-n limit, 2S/BW: independent of n (course section 02, inter-node line).
double ringAllReduceAsymptoticTime(double bytes, double bandwidth);

/// Bytes each node sends in a ring all-reduce: 2(n−1)/n · S (theorem 2).
double ringAllReduceBytesPerNode(double bytes, int nodes);

/// Theorem 2's lower bound for any all-reduce: each node sends at least (n−1)/n · S bytes.
double allReduceLowerBoundBytesPerNode(double bytes, int nodes);

/// One all-gather, or one reduce-scatter, of S bytes on a ring: n − 1 steps of S/n bytes, (n − 1)·(S/n/BW +
/// α). Each is one half of theorem 2's ring all-reduce, which is a reduce-scatter followed by an all-gather.
double ringAllGatherTime(double bytes, int nodes, double bandwidth, double latency = 0);

/// ZeRO-3 / FSDP per step (course formula sheet "≈ 3 × 2N octets"; Rajbhandari et al., ZeRO, SC 2020, §7):
/// the b_w·N bytes of parameters all-gathered before the forward pass and again before the backward pass,
/// the b_g·N bytes of gradients reduce-scattered after it: (n − 1)·((2·b_w + b_g)·N/(n·BW) + 3α). In bf16
/// (b_w = b_g = 2) it is the course's 3 · (n − 1)·(2N/n/BW + α), 1.5 × the data-parallel all-reduce. The
/// course's code line prints 3 × the all-reduce instead (course::communicationFsdpCode).
double fsdpCommunicationTime(double params, int nodes, double bandwidth, double latency = 0,
                             double weightBytes = 2, double gradientBytes = 2);

/// Compute time of one data-parallel step: 6N · tokens / (n · P · MFU), tokens being the global batch
/// (course section 02: 6N FLOPs per token, the batch split over n GPUs).
double dataParallelComputeTime(double params, double globalTokens, int gpus, double peak, double mfu);

/// Step efficiency when communication is not overlapped: t_compute / (t_compute + t_comm) (course).
double stepEfficiency(double computeTime, double communicationTime);

} // namespace infralab
