#pragma once
// Pipeline parallelism: the course's theorem 3 and a schedule simulator (GPipe, 1F1B, interleaved 1F1B).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace infralab {

enum class Schedule
{
    GPipe,
    OneFOneB,
    Interleaved
};

std::string_view scheduleKey(Schedule s); ///< "gpipe", "1f1b", "interleaved"
std::optional<Schedule> scheduleFromKey(std::string_view key);

/// Theorem 3 (Huang et al., GPipe, 2019): with p stages and m equal micro-batches the idle fraction is
/// (p − 1)/(m + p − 1). p = 8, m = 32: 18 %; m = 8: 47 %. 1F1B has the same bubble (less memory).
/// NaN when p or m < 1.
double bubbleFraction(int stages, int microbatches);

/// Interleaved 1F1B with v model chunks per stage (Narayanan et al., SC 2021, §2.2.2): the bubble shrinks
/// v-fold relative to the useful time, (p − 1)/v over m, so the idle fraction of the whole step is
/// (p − 1)/(v·m + p − 1). Holds when m is a multiple of p (Megatron-LM's requirement). simulatePipeline
/// (no communication) measures exactly this, to rounding, in every case it accepts that was tried:
/// p = 1 … 12, m = p, 2p … 6p (m = p included), v = 1 … 6, tb/tf ∈ {0.1, 0.5, 1, 1.37, 2, 3, 10}.
/// Other m are refused by the simulator, so the formula is not checked there. NaN when p, m or v < 1.
double interleavedBubbleFraction(int stages, int microbatches, int chunks);

/// The idle fraction of one step under `schedule`: bubbleFraction for GPipe and 1F1B (the same bubble, 1F1B
/// holds fewer activations), interleavedBubbleFraction with v = `chunks` for interleaved 1F1B. The figure
/// pipeline.bubble_fraction and the step time both take it; simulatePipeline measures it.
double scheduleBubbleFraction(Schedule schedule, int stages, int microbatches, int chunks);

/// Smallest m ≥ 1 with bubbleFraction(p, m) < target (exercise 3: p = 8, target 0.1 ⇒ m = 64, since
/// 7/70 is not below 0.1). 0 when no int m qualifies (p < 1, target ≤ 0 or not finite, m beyond INT_MAX).
int smallestMicrobatchesForBubble(int stages, double targetBubble);

/// Most blocks (2·p·m·v) simulated. The simulation is O(blocks) but allocates ~60 bytes per block: 2^25
/// blocks took 16 s and 1.8 GB, which froze the window as a spin box reached them. At 2^18, which covers the
/// Training page's sliders (p = 64, m = 256, v = 8), one simulation takes 5–7 ms of CPU; beyond it the Gantt
/// says why it is not drawn and the simulated figures are "none" (theorem 3's formula still answers). The
/// Gantt simulates once per change and paints pixel columns, not blocks (pipelineganttchart.h).
constexpr long long kMaxSimulatedBlocks = 1LL << 18;

/// One forward or backward block of one micro-batch, on one stage, for one model chunk.
struct PipelineBlock
{
    int stage = 0;
    int microbatch = 0;
    int chunk = 0; ///< 0 … v − 1 (always 0 except interleaved)
    bool backward = false;
    double start = 0, end = 0; ///< seconds
};

struct PipelineTimeline
{
    int stages = 0, microbatches = 0, chunks = 1;
    std::vector<PipelineBlock> blocks; ///< in execution order per stage, stages interleaved by start time
    double makespan = 0;               ///< end of the last block, s
    double busyTime = 0;               ///< sum of block durations over all stages, s
    std::vector<int> peakInFlight;     ///< per stage: most micro-batch chunks whose forward is done and
                                       ///< backward not yet (activations held in memory)
    std::string error;                 ///< non-empty when the inputs were refused (then no blocks)

    /// Idle fraction measured on the timeline: 1 − busy / (p · makespan). NaN for a refused timeline.
    double idleFraction() const;
};

/// Simulates the schedule: each stage runs its blocks in the schedule's order, each block starting as
/// soon as its stage is free and its dependency is done (forward of chunk c on stage s needs the forward
/// on stage s − 1, or on the last stage for chunk c − 1; backward goes the other way and starts after
/// the last forward of that micro-batch). `forwardTime` and `backwardTime` are one micro-batch through one
/// whole stage (all its chunks); a chunk takes 1/v of them. Communication is not modelled.
/// Orders: GPipe all forwards then all backwards; 1F1B (PipeDream-Flush, Narayanan et al. 2021 §2.2.1)
/// min(p − s − 1, m) warm-up forwards, then one forward one backward, then cool-down; interleaved as in
/// Megatron-LM (warm-up (p − s − 1)·2 + (v − 1)·p, micro-batches taken in groups of p per chunk).
/// GPipe and 1F1B ignore `chunks` (v = 1, timeline.chunks = 1). Refused (error set, naming the parameter
/// and its value) when p, m or v < 1, interleaved with m not a multiple of p, or times not finite and
/// > 0, or 2·p·m·v blocks exceed kMaxSimulatedBlocks; also if the schedule deadlocks (no stage can
/// progress), which none of the three orders did in any case tried.
/// O(blocks): p = 64, m = 256, v = 4 (131 072 blocks) takes a few milliseconds.
PipelineTimeline simulatePipeline(int stages, int microbatches, Schedule schedule, int chunks,
                                  double forwardTime, double backwardTime);

} // namespace infralab
