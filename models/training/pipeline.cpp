#include "pipeline.h"
#include "pipelinepeak.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <cmath>
#include <cstdint>
#include <limits>
#include <sstream>

namespace infralab {

namespace {

struct Op
{
    bool backward = false;
    int microbatch = 0;
    int chunk = 0;
};

// The three schedules share one shape per stage: W warm-up forwards, then one forward one backward
// while forwards remain, then the remaining backwards. GPipe is W = m (all forwards first); PipeDream-
// Flush uses W = p − s − 1 so that stage s holds at most p − s activations instead of m. The i-th op of
// a stage is computed on demand rather than stored as p lists of 2·m·v ops.
struct Order
{
    int v = 1, total = 1;     ///< total: forwards (and backwards) per stage, m·v
    std::vector<int> warmup;  ///< per stage
    std::vector<Op> forwards; ///< the k-th forward of every stage (micro-batch, chunk)

    // Backwards visit the micro-batches in the same order but walk the chunks in reverse.
    Op backward(int k) const { return {true, forwards[k].microbatch, v - 1 - forwards[k].chunk}; }

    Op at(int s, int i) const
    {
        const int w = warmup[s];
        if (i < w) return forwards[i];
        if (i < 2 * total - w) return (i - w) % 2 == 0 ? forwards[w + (i - w) / 2] : backward((i - w) / 2);
        return backward(i - total);
    }
};

Order makeOrder(Schedule schedule, int p, int m, int v)
{
    Order o{v, m * v, std::vector<int>(p), std::vector<Op>(m * v)};
    for (int s = 0; s < p; ++s)
        o.warmup[s] = schedule == Schedule::GPipe      ? o.total
                      : schedule == Schedule::OneFOneB ? std::min(p - s - 1, m)
                                                       : std::min((p - s - 1) * 2 + (v - 1) * p, o.total);
    // Megatron-LM's virtual micro-batch k: groups of p micro-batches go through one chunk, then the same
    // p through the next chunk, so the first stage gets work back from the last one after p blocks.
    // With v = 1 this is simply micro-batch k.
    for (int k = 0; k < o.total; ++k)
        o.forwards[k] = {false, (k / (p * v)) * p + k % p, (k / p) % v};
    return o;
}

bool positiveFinite(double x)
{
    return std::isfinite(x) && x > 0;
}

// "%g" style ("0", "-1e-09", "nan"): std::to_string would print a tiny refused time as 0.000000.
std::string seconds(double x)
{
    std::ostringstream out;
    out << x;
    return out.str();
}

// Empty when the inputs can be simulated; otherwise names the parameter, its value and the reason.
std::string validate(int p, int m, int v, Schedule schedule, double forwardTime, double backwardTime)
{
    if (p < 1) return "stages = " + std::to_string(p) + ": a pipeline needs at least 1 stage";
    if (m < 1) return "microbatches = " + std::to_string(m) + ": needs at least 1 micro-batch";
    if (v < 1) return "chunks = " + std::to_string(v) + ": each stage needs at least 1 model chunk";
    if (schedule == Schedule::Interleaved && m % p != 0)
        return "microbatches = " + std::to_string(m) + ": interleaved schedule needs a multiple of the " +
               std::to_string(p) + " stages";
    if (!positiveFinite(forwardTime))
        return "forwardTime = " + seconds(forwardTime) + " s: must be finite and > 0";
    if (!positiveFinite(backwardTime))
        return "backwardTime = " + seconds(backwardTime) + " s: must be finite and > 0";
    if (2.0 * p * m * v > kMaxSimulatedBlocks)
        return "stages × microbatches × chunks = " + std::to_string(p) + " × " + std::to_string(m) + " × " +
               std::to_string(v) + ": more than the " + std::to_string(kMaxSimulatedBlocks) +
               " blocks (2·p·m·v) simulated at most";
    return {};
}

// Indices of `starts` ordered by start time, ties by index. Non-negative doubles compare like their bit
// patterns, so a stable LSD radix sort on those bits does it in O(blocks); std::stable_sort took longer
// than the simulation itself for p = 64, m = 256, v = 4.
std::vector<std::uint32_t> orderByStart(const std::vector<double> &starts)
{
    std::vector<std::uint32_t> order(starts.size()), buffer(starts.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = static_cast<std::uint32_t>(i);
    constexpr int digitBits = 11;
    constexpr std::uint64_t digitMask = (1u << digitBits) - 1;
    std::vector<std::size_t> offset((1u << digitBits) + 1);
    for (int shift = 0; shift < 64; shift += digitBits) {
        const auto digit = [&](std::uint32_t i) {
            return (std::bit_cast<std::uint64_t>(starts[i]) >> shift) & digitMask;
        };
        std::fill(offset.begin(), offset.end(), 0);
        for (const std::uint32_t i : order)
            ++offset[digit(i) + 1];
        // Most digits of "round" times are shared by every block; such a pass would not move anything.
        if (std::find(offset.begin(), offset.end(), order.size()) != offset.end()) continue;
        for (std::size_t d = 1; d < offset.size(); ++d)
            offset[d] += offset[d - 1];
        for (const std::uint32_t i : order)
            buffer[offset[digit(i)]++] = i;
        order.swap(buffer);
    }
    return order;
}

} // namespace

std::string_view scheduleKey(Schedule s)
{
    return s == Schedule::GPipe ? "gpipe" : s == Schedule::OneFOneB ? "1f1b" : "interleaved";
}

std::optional<Schedule> scheduleFromKey(std::string_view key)
{
    for (Schedule s : {Schedule::GPipe, Schedule::OneFOneB, Schedule::Interleaved})
        if (scheduleKey(s) == key) return s;
    return std::nullopt;
}

double bubbleFraction(int stages, int microbatches)
{
    if (stages < 1 || microbatches < 1) return std::numeric_limits<double>::quiet_NaN();
    return (stages - 1.0) / (microbatches + stages - 1.0);
}

double interleavedBubbleFraction(int stages, int microbatches, int chunks)
{
    if (stages < 1 || microbatches < 1 || chunks < 1) return std::numeric_limits<double>::quiet_NaN();
    return (stages - 1.0) / (static_cast<double>(chunks) * microbatches + stages - 1.0);
}

double scheduleBubbleFraction(Schedule schedule, int stages, int microbatches, int chunks)
{
    return schedule == Schedule::Interleaved ? interleavedBubbleFraction(stages, microbatches, chunks)
                                             : bubbleFraction(stages, microbatches);
}

int smallestMicrobatchesForBubble(int stages, double targetBubble)
{
    if (stages < 1 || !positiveFinite(targetBubble)) return 0;
    // (p − 1)/(m + p − 1) < t  ⇔  m > (p − 1)(1 − t)/t: solve, then correct the rounding both ways
    // so the answer is exactly the smallest m for which the double-precision comparison holds (the
    // bound below INT_MAX − 1 keeps m + 1 representable).
    const double bound = (stages - 1.0) * (1.0 - targetBubble) / targetBubble;
    if (bound >= INT_MAX - 1.0) return 0;
    int m = std::max(1, static_cast<int>(std::floor(bound)) + 1);
    while (m > 1 && bubbleFraction(stages, m - 1) < targetBubble)
        --m;
    while (!(bubbleFraction(stages, m) < targetBubble))
        ++m;
    return m;
}

double PipelineTimeline::idleFraction() const
{
    if (!error.empty() || stages < 1 || !(makespan > 0)) return std::numeric_limits<double>::quiet_NaN();
    return 1.0 - busyTime / (stages * makespan);
}

namespace {
/// Why a schedule stopped: the stage and the block it waits for forever (a bug in an order, never the
/// user's).
std::string deadlockMessage(Schedule schedule, int stage, const Op &op)
{
    return "schedule " + std::string(scheduleKey(schedule)) + " deadlocked: stage " + std::to_string(stage) +
           " waits forever before its " + (op.backward ? "backward" : "forward") + " of micro-batch " +
           std::to_string(op.microbatch) + ", chunk " + std::to_string(op.chunk);
}
/// Every block with its times, by start time (stage-major `starts` keeps each stage's order on ties).
std::vector<PipelineBlock> blocksByStart(const Order &order, const std::vector<double> &starts, int perStage,
                                         double fwd, double bwd)
{
    std::vector<PipelineBlock> blocks;
    blocks.reserve(starts.size());
    for (const std::uint32_t i : orderByStart(starts)) {
        const int s = static_cast<int>(i / perStage);
        const Op op = order.at(s, static_cast<int>(i % perStage));
        blocks.push_back(
            {s, op.microbatch, op.chunk, op.backward, starts[i], starts[i] + (op.backward ? bwd : fwd)});
    }
    return blocks;
}
} // namespace

PipelineTimeline simulatePipeline(int stages, int microbatches, Schedule schedule, int chunks,
                                  double forwardTime, double backwardTime)
{
    PipelineTimeline t;
    const int p = stages, m = microbatches;
    const int v = schedule == Schedule::Interleaved ? chunks : 1;
    t.stages = p;
    t.microbatches = m;
    t.chunks = v;
    t.error = validate(p, m, v, schedule, forwardTime, backwardTime);
    if (!t.error.empty()) return t;

    const Order order = makeOrder(schedule, p, m, v);
    const double fwd = forwardTime / v, bwd = backwardTime / v;
    const int perStage = 2 * m * v;
    const std::size_t total = static_cast<std::size_t>(perStage) * p;
    // End time of every block, NaN while not yet run; indexed by (stage, micro-batch, chunk).
    const double notRun = std::numeric_limits<double>::quiet_NaN();
    std::vector<double> forwardEnd(total / 2, notRun), backwardEnd(total / 2, notRun);
    const auto idx = [&](int s, int mb, int c) { return (static_cast<std::size_t>(s) * m + mb) * v + c; };
    // The block this one waits for, or std::nullopt when only its stage's availability matters.
    const auto dependencyEnd = [&](int s, const Op &op) -> std::optional<double> {
        if (!op.backward) {
            if (s > 0) return forwardEnd[idx(s - 1, op.microbatch, op.chunk)];
            if (op.chunk > 0) return forwardEnd[idx(p - 1, op.microbatch, op.chunk - 1)];
            return std::nullopt;
        }
        if (s < p - 1) return backwardEnd[idx(s + 1, op.microbatch, op.chunk)];
        if (op.chunk < v - 1) return backwardEnd[idx(0, op.microbatch, op.chunk + 1)];
        return forwardEnd[idx(p - 1, op.microbatch, v - 1)];
    };
    // The only stage whose next block can depend on this one (-1: none).
    const auto consumer = [&](int s, const Op &op) {
        if (!op.backward) return s < p - 1 ? s + 1 : (op.chunk < v - 1 ? 0 : p - 1);
        return s > 0 ? s - 1 : (op.chunk > 0 ? p - 1 : -1);
    };

    // Work-list scheduling: a stage is revisited only when a block it may wait for finishes, so each
    // block is examined O(1) times and the simulation is O(blocks). Start times are stored stage-major,
    // which makes the sort below break ties by stage and keep each stage's execution order.
    std::vector<double> starts(total);
    std::vector<int> next(p, 0), inFlight(p, 0), work(p);
    std::vector<double> freeAt(p, 0.0);
    t.peakInFlight.assign(p, 0);
    for (int s = 0; s < p; ++s)
        work[s] = p - 1 - s;
    while (!work.empty()) {
        const int s = work.back();
        work.pop_back();
        for (; next[s] < perStage; ++next[s]) {
            const Op op = order.at(s, next[s]);
            const std::optional<double> dep = dependencyEnd(s, op);
            if (dep && std::isnan(*dep)) break;
            const double start = std::max(freeAt[s], dep.value_or(0.0));
            freeAt[s] = start + (op.backward ? bwd : fwd);
            (op.backward ? backwardEnd : forwardEnd)[idx(s, op.microbatch, op.chunk)] = freeAt[s];
            starts[static_cast<std::size_t>(s) * perStage + next[s]] = start;
            t.busyTime += freeAt[s] - start;
            inFlight[s] += op.backward ? -1 : 1;
            t.peakInFlight[s] = std::max(t.peakInFlight[s], inFlight[s]);
            const int c = consumer(s, op);
            if (c >= 0 && c != s) work.push_back(c);
        }
    }
    const auto stuck = std::find_if(next.begin(), next.end(), [&](int n) { return n != perStage; });
    if (stuck != next.end()) {
        const int s = static_cast<int>(stuck - next.begin());
        t.peakInFlight.clear();
        t.busyTime = 0;
        t.error = deadlockMessage(schedule, s, order.at(s, *stuck));
        return t;
    }

    t.blocks = blocksByStart(order, starts, perStage, fwd, bwd);
    t.makespan = *std::max_element(freeAt.begin(), freeAt.end());
    return t;
}

int firstStagePeakInFlight(int stages, int microbatches, Schedule schedule, int chunks)
{
    const int v = schedule == Schedule::Interleaved ? chunks : 1;
    if (!validate(stages, microbatches, v, schedule, 1.0, 1.0).empty()) return -1;
    const Order order = makeOrder(schedule, stages, microbatches, v);
    int inFlight = 0, peak = 0;
    for (int i = 0; i < 2 * order.total; ++i) {
        inFlight += order.at(0, i).backward ? -1 : 1;
        peak = std::max(peak, inFlight);
    }
    return peak;
}

} // namespace infralab
