#pragma once
// What the schedules' orders alone say, without timing the blocks (pipeline.cpp holds the orders).
#include "pipeline.h"

namespace infralab {

/// simulatePipeline's peakInFlight[0] without simulating: the first stage's peak follows from its order of
/// blocks alone, not from their lengths, so this walks that stage's 2·m·v blocks, O(m·v). The Gantt compares
/// the schedules with it on every change of p or m, where two more simulations at the cap cost more than the
/// chart. −1 when simulatePipeline would refuse p, m and v (chunks is ignored except for interleaved).
int firstStagePeakInFlight(int stages, int microbatches, Schedule schedule, int chunks);

} // namespace infralab
