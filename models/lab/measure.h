#pragma once
// Measuring this computer (issue 15): the throughput of a matrix product over sizes, the memory bandwidth,
// and the course's four operations run with Eigen. These measured figures make the computer one device of
// the catalogue, whose roofline (course theorem 1) is drawn beside the datasheets'. SI units: FLOP, bytes,
// seconds, FLOP/s, bytes/s.
#include <QList>
#include <QString>
#include <atomic>
#include <functional>

namespace infralab::lab {

enum class StepKind
{
    Matmul,
    Bandwidth,
    Operation
};

/// What is being measured now, for a progress line; `index` counts from 1 to `total`.
struct MeasureStep
{
    StepKind kind = StepKind::Matmul;
    QString name; ///< precision ("fp32", "bf16"), bandwidth test ("copy", "triad") or operation id
    int size = 0; ///< matrix side n, or buffer bytes / 2^20 for bandwidth, or 0
    bool allCores = true;
    int index = 0, total = 0;
};

/// Called before each step; returning false cancels the measurement (as does `MeasureOptions::cancel`).
using ProgressCallback = std::function<bool(const MeasureStep &)>;

/// Sizes of the course's four operations as run here (section 01's operations; roofline.h formulas).
struct OperationSizes
{
    int tokens = 64;       ///< dense layer: rows of the batch
    int dModel = 1024;     ///< dense layer d_in = d_out; decoding: the d×d weight matrix read at batch 1
    int convSide = 56;     ///< convolution: H = W
    int convChannels = 64; ///< convolution: C_in = C_out
    int seqLen = 512;      ///< attention: n tokens
    int headDim = 64;      ///< attention: d_k, one head
};

struct MeasureOptions
{
    QList<int> sizes{128, 256, 512, 1024, 2048, 4096, 8192}; ///< matmul sides n
    double bufferBytes = 1e9; ///< bandwidth buffers: each array of the copy and of the triad
    double budgetSeconds = 2; ///< most time spent repeating one measurement (at least one run)
    double tolerance = 0.03;  ///< "stable": two consecutive best times within 3 %
    /// Largest bf16 product side: Eigen emulates bf16 at a rate flat in n (measure.cpp), so a larger product
    /// only costs time.
    int emulatedBf16MaxSize = 512;
    bool measureOperations = true;
    OperationSizes operations;
    const std::atomic_bool *cancel = nullptr; ///< set from another thread to stop at the next run
};

/// `infralab measure --quick`: sizes 128 … 1024 (emulated bf16 128 and 256), 256 MB buffers, short budgets
/// (under 10 s on 2 cores).
MeasureOptions quickOptions();

struct MatmulResult
{
    int size = 0;
    QString precision; ///< "fp32" or "bf16"
    bool allCores = true;
    double seconds = 0; ///< best time of one product
    double flops = 0;   ///< FLOP/s = matmulFlops(size) / seconds
};

struct BandwidthResult
{
    QString test;       ///< "copy" or "triad"
    double bytes = 0;   ///< bytes counted per run (bandwidthBytes)
    double seconds = 0; ///< best time
    double bytesPerSecond = 0;
};

struct OperationResult
{
    QString id;         ///< "dense", "conv3x3", "attention", "decode"
    double flops = 0;   ///< FLOP of one run (roofline.h formula)
    double bytes = 0;   ///< bytes of one run (roofline.h formula, fp32: 4 bytes per value)
    double seconds = 0; ///< best time
    double flopsPerSecond() const { return seconds > 0 ? flops / seconds : 0; }
    double intensity() const { return bytes > 0 ? flops / bytes : 0; }
};

/// The run whose fp32 rate is the peak P of the measured roofline (MeasureResult::peakRun).
struct PeakRun
{
    bool operation = false; ///< one of the course's operations (`id`), else a product of `size`
    int size = 0;
    bool allCores = true;
    QString id;
    double flops = 0; ///< FLOP/s, 0 when nothing was measured
};

struct MeasureResult
{
    QString host, cpu;
    QString date;      ///< ISO 8601 (UTC)
    double memory = 0; ///< physical RAM, bytes
    int cores = 0;
    bool bf16Available = false;
    QList<MatmulResult> matmul;
    QList<BandwidthResult> bandwidth;
    QList<OperationResult> operations;
    OperationSizes operationSizes; ///< the sizes the operations ran at

    /// The peak P of the measured roofline: the best fp32 FLOP/s of any run, products on all cores and on
    /// one, and the four operations. A roof bounds what the machine reaches, and every measured rate is a
    /// lower bound of its peak: on the lab's busy 2-core machine the all-core products reached 9.6 GFLOP/s
    /// where the 128 × 128 product on one core reached 34.6 (an all-core product waits for its slowest
    /// thread, whose core the other processes share, and at small n the threads' start costs more than the
    /// product). The best rate keeps every measured point under the roof it is compared with.
    double peak() const { return peakRun().flops; }
    /// The run that set peak().
    PeakRun peakRun() const;
    /// Best all-core fp32 product's FLOP/s (the peak before the runs on one core and the operations joined
    /// it): shown beside peak() when lower.
    double allCorePeak() const;
    /// Best all-core bf16 FLOP/s, 0 when not measured.
    double peakBf16() const;
    /// Best of the copy and triad bytes/s: the bandwidth β of the measured roofline.
    double bestBandwidth() const;
};

/// Course formula "produit matriciel" for n×n by n×n: W = 2·n³ FLOP (n multiplications and n additions per
/// element of the n² results).
double matmulFlops(int n);

/// Bytes counted for a bandwidth test over arrays of `arrayBytes` each: "copy" a = b reads b and writes a,
/// 2 × arrayBytes; "triad" a = b + s·c reads b and c and writes a, 3 × arrayBytes (McCalpin's STREAM
/// counting, which leaves out the write-allocate read of a). 0 for another test.
double bandwidthBytes(const QString &test, double arrayBytes);

/// True when /proc/cpuinfo's flags (text `cpuinfo`) show a bf16 instruction set: avx512_bf16 or amx_bf16.
bool cpuHasBf16(const QString &cpuinfo);
/// The first "model name" of /proc/cpuinfo's text, or "" when none.
QString cpuModel(const QString &cpuinfo);
/// MemTotal of /proc/meminfo's text in bytes (the file gives kB = 1 024 bytes), or 0.
double physicalMemory(const QString &meminfo);

/// Repeats `run` until two consecutive best times agree within `tolerance` (relative) or `budget` seconds
/// have passed (at least one run), and returns the best time in seconds; -1 when cancelled before any run.
double bestTime(const std::function<void()> &run, double budget, double tolerance,
                const std::atomic_bool *cancel);

/// Steps `measure` goes through with `o` on a machine with or without bf16.
int stepCount(const MeasureOptions &o, bool bf16);

/// Measures this computer. Returns false when cancelled (by the callback or the flag); `out` then holds
/// what was measured so far.
bool measure(const MeasureOptions &o, const ProgressCallback &progress, MeasureResult *out);

} // namespace infralab::lab
