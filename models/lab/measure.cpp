#include "measure.h"

#include "operations.h"
#include "parallelproduct.h"

#include <Eigen/Core>
#include <QDateTime>
#include <QFile>
#include <QRegularExpression>
#include <QSysInfo>
#include <chrono>
#include <cmath>
#include <limits>

namespace infralab::lab {

namespace {

using Clock = std::chrono::steady_clock;

/// The matmul sides measured in `precision`. Eigen 3.4 has no bf16 product kernel for x86 and converts every
/// value in software: the lab's EPYC ran it at a rate flat in n (0.52, 0.57, 0.59, 0.59 GFLOP/s for n = 128 …
/// 1 024) that is not the CPU's roof, and n = 1 024 alone took 26.7 s of a 33.9 s `measure --quick` (one run
/// of 2·1 024³ FLOP at 0.1 GFLOP/s under load). Larger products tell nothing more and would take hours at
/// 8 192: the bf16 sweep stops at o.emulatedBf16MaxSize.
QList<int> productSizes(const MeasureOptions &o, const QString &precision)
{
    QList<int> sizes;
    for (int n : o.sizes)
        if (precision != u"bf16" || n <= o.emulatedBf16MaxSize) sizes << n;
    return sizes;
}

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

bool cancelled(const std::atomic_bool *cancel)
{
    return cancel && cancel->load();
}

QString readText(const char *path)
{
    QFile f(QString::fromLatin1(path));
    // /proc files report a size of 0: read them to their end rather than by size.
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// Best time of one n×n product of `Scalar` values on `threads` threads.
template <typename Scalar> double timeProduct(int n, int threads, const MeasureOptions &o)
{
    using Matrix = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>;
    const Matrix a = Matrix::Random(n, n), b = Matrix::Random(n, n);
    Matrix c(n, n);
    return bestTime([&] { parallelProduct(a, b, &c, threads); }, o.budgetSeconds, o.tolerance, o.cancel);
}

/// Runs `body(begin, end)` over [0, count) split in one contiguous block per core.
template <typename Body> void onAllCores(Eigen::Index count, const Body &body)
{
    const int n = coreCount();
    std::vector<std::thread> workers;
    for (int t = 0; t < n; ++t)
        workers.emplace_back([&, t] { body(count * t / n, count * (t + 1) / n); });
    for (std::thread &w : workers)
        w.join();
}

} // namespace

int coreCount()
{
    return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

MeasureOptions quickOptions()
{
    MeasureOptions o;
    o.sizes = {128, 256, 512, 1024};
    o.bufferBytes = 256e6;
    o.budgetSeconds = 0.4;
    // An emulated bf16 product at n = 512 is one run of 2·512³ = 0.27 GFLOP, 1.4 s at the 0.19 GFLOP/s the
    // lab's EPYC reached on one core (0.18 s at n = 256), and several times that under load: the rate is flat
    // in n, so --quick stops at 256.
    o.emulatedBf16MaxSize = 256;
    o.operations = OperationSizes{64, 512, 28, 32, 256, 64};
    return o;
}

PeakRun MeasureResult::peakRun() const
{
    PeakRun best;
    for (const MatmulResult &m : matmul)
        if (m.precision == u"fp32" && m.flops > best.flops) best = {false, m.size, m.allCores, {}, m.flops};
    for (const OperationResult &o : operations)
        if (o.flopsPerSecond() > best.flops) best = {true, 0, true, o.id, o.flopsPerSecond()};
    return best;
}

double MeasureResult::allCorePeak() const
{
    double best = 0;
    for (const MatmulResult &m : matmul)
        if (m.allCores && m.precision == u"fp32") best = std::max(best, m.flops);
    return best;
}

double MeasureResult::peakBf16() const
{
    double best = 0;
    for (const MatmulResult &m : matmul)
        if (m.allCores && m.precision == u"bf16") best = std::max(best, m.flops);
    return best;
}

double MeasureResult::bestBandwidth() const
{
    double best = 0;
    for (const BandwidthResult &b : bandwidth)
        best = std::max(best, b.bytesPerSecond);
    return best;
}

double matmulFlops(int n)
{
    return 2.0 * double(n) * double(n) * double(n);
}

double bandwidthBytes(const QString &test, double arrayBytes)
{
    if (test == u"copy") return 2 * arrayBytes;
    if (test == u"triad") return 3 * arrayBytes;
    return 0;
}

bool cpuHasBf16(const QString &cpuinfo)
{
    static const QRegularExpression flag(QStringLiteral("^flags\\s*:.*\\b(avx512_bf16|amx_bf16)\\b"),
                                         QRegularExpression::MultilineOption);
    return flag.match(cpuinfo).hasMatch();
}

QString cpuModel(const QString &cpuinfo)
{
    static const QRegularExpression name(QStringLiteral("^model name\\s*:\\s*(.*)$"),
                                         QRegularExpression::MultilineOption);
    return name.match(cpuinfo).captured(1).trimmed();
}

double physicalMemory(const QString &meminfo)
{
    static const QRegularExpression total(QStringLiteral("^MemTotal:\\s*(\\d+)\\s*kB"),
                                          QRegularExpression::MultilineOption);
    return total.match(meminfo).captured(1).toDouble() * 1024;
}

double bestTime(const std::function<void()> &run, double budget, double tolerance,
                const std::atomic_bool *cancel)
{
    if (cancelled(cancel)) return -1;
    const Clock::time_point start = Clock::now();
    run();
    const double first = secondsSince(start);
    // A run of microseconds is below the clock's noise: time enough of them together to last ~10 ms.
    const int repeats = first > 0 ? static_cast<int>(std::clamp(std::ceil(0.01 / first), 1.0, 1e6)) : 1000;
    double best = repeats == 1 ? first : std::numeric_limits<double>::infinity();
    double previous = std::numeric_limits<double>::infinity();
    while (secondsSince(start) < budget && !cancelled(cancel)) {
        const Clock::time_point t0 = Clock::now();
        for (int i = 0; i < repeats; ++i)
            run();
        best = std::min(best, secondsSince(t0) / repeats);
        if (std::abs(previous - best) <= tolerance * best) break;
        previous = best;
    }
    return std::isfinite(best) ? best : first;
}

int stepCount(const MeasureOptions &o, bool bf16)
{
    const qsizetype products = o.sizes.size() + (bf16 ? productSizes(o, QStringLiteral("bf16")).size() : 0);
    return int(products) * 2 + 2 + (o.measureOperations ? int(kOperationIds.size()) : 0);
}

namespace {

/// The copy and the triad on all cores, over three arrays of o.bufferBytes.
bool measureBandwidth(const MeasureOptions &o,
                      const std::function<bool(StepKind, const QString &, int, bool)> &next,
                      MeasureResult *out)
{
    // The copy is announced before its arrays are allocated and touched: under load, 3 × 256 MB of page
    // faults took 6 s of a --quick run, which the progress line gave to the step before.
    const QString tests[] = {QStringLiteral("copy"), QStringLiteral("triad")};
    const Eigen::Index count = std::max<Eigen::Index>(1, Eigen::Index(o.bufferBytes / sizeof(float)));
    const int mib = int(std::lround(double(count) * sizeof(float) / (1 << 20)));
    if (!next(StepKind::Bandwidth, tests[0], mib, true)) return false;
    Eigen::VectorXf a(count), b(count), c(count);
    // Every page touched once before timing, by the core that will use it, so that no run pays page faults.
    onAllCores(count, [&](Eigen::Index i, Eigen::Index j) {
        a.segment(i, j - i).setZero();
        b.segment(i, j - i).setConstant(1);
        c.segment(i, j - i).setConstant(2);
    });
    const double arrayBytes = double(count) * sizeof(float);
    const float s = 3;
    const std::function<void()> runs[] = {[&] {
                                              onAllCores(count, [&](Eigen::Index i, Eigen::Index j) {
                                                  a.segment(i, j - i) = b.segment(i, j - i);
                                              });
                                          },
                                          [&] {
                                              onAllCores(count, [&](Eigen::Index i, Eigen::Index j) {
                                                  a.segment(i, j - i) =
                                                      b.segment(i, j - i) + s * c.segment(i, j - i);
                                              });
                                          }};
    for (int t = 0; t < 2; ++t) {
        if (t > 0 && !next(StepKind::Bandwidth, tests[t], mib, true)) return false;
        const double seconds = bestTime(runs[t], o.budgetSeconds, o.tolerance, o.cancel);
        if (seconds <= 0) return false;
        const double bytes = bandwidthBytes(tests[t], arrayBytes);
        out->bandwidth.append({tests[t], bytes, seconds, bytes / seconds});
    }
    return true;
}

} // namespace

/// Matmul steps, then bandwidth, then operations; each step announced to `progress` before it runs.
bool measure(const MeasureOptions &o, const ProgressCallback &progress, MeasureResult *out)
{
    const QString cpuinfo = readText("/proc/cpuinfo");
    *out = MeasureResult{};
    out->host = QSysInfo::machineHostName();
    out->cpu = cpuModel(cpuinfo);
    out->date = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    out->memory = physicalMemory(readText("/proc/meminfo"));
    out->cores = coreCount();
    out->bf16Available = cpuHasBf16(cpuinfo);
    MeasureStep step;
    step.total = stepCount(o, out->bf16Available);
    auto next = [&](StepKind kind, const QString &name, int size, bool all) {
        step = {kind, name, size, all, step.index + 1, step.total};
        return !cancelled(o.cancel) && (!progress || progress(step));
    };
    QStringList precisions{QStringLiteral("fp32")};
    if (out->bf16Available) precisions << QStringLiteral("bf16");
    for (const QString &precision : precisions)
        for (int n : productSizes(o, precision))
            for (bool all : {true, false}) {
                if (!next(StepKind::Matmul, precision, n, all)) return false;
                const int threads = all ? coreCount() : 1;
                const double s = precision == u"bf16" ? timeProduct<Eigen::bfloat16>(n, threads, o)
                                                      : timeProduct<float>(n, threads, o);
                if (s <= 0) return false;
                out->matmul.append({n, precision, all, s, matmulFlops(n) / s});
            }
    if (!measureBandwidth(o, next, out)) return false;
    if (!o.measureOperations) return true;
    out->operationSizes = o.operations;
    for (const QString &id : kOperationIds) {
        if (!next(StepKind::Operation, id, 0, true)) return false;
        const OperationResult r = runOperation(id, o.operations, o.budgetSeconds, o.tolerance, o.cancel);
        if (r.seconds <= 0) return false;
        out->operations.append(r);
    }
    return true;
}

} // namespace infralab::lab
