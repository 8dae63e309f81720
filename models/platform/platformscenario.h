#pragma once
// Section 04's figures for one Scenario: the adapter between the scenario's keys and platform.h, beside its
// model, so that figures, formulas and the Platform tab compute them once and alike.
#include "scenario.h"

namespace infralab {

/// The inputs of section 04's figures in SI units.
struct PlatformInputs
{
    double gpus = 0;             ///< training.gpus
    double params = 0;           ///< model.params
    double storageBandwidth = 0; ///< platform.storage_bw, B/s
    double gpuMtbf = 0;          ///< platform.gpu_mtbf_hours, in seconds
    double utilisation = 0;      ///< platform.utilisation
    double compileSpeedup = 0;   ///< platform.compile_speedup
};

/// Every figure of section 04 for one scenario.
struct PlatformPoint
{
    double readThroughput = 0;                              ///< B/s for the training GPUs
    double weightsBytes = 0;                                ///< checkpoint of the bf16 weights
    double fullBytes = 0;                                   ///< checkpoint with the optimiser states
    double writeTime = 0;                                   ///< full checkpoint at the storage bandwidth, s
    double clusterMtbf = 0;                                 ///< s
    double interval = 0;                                    ///< Young–Daly, s
    double wastedFraction = 0;                              ///< at the interval
    double cloudCost = 0, onpremCost = 0;                   ///< the Choose tab's, €
    double cloudAtUtilisation = 0, onpremAtUtilisation = 0; ///< divided by the utilisation, €
    double ttft = 0, tpot = 0, tokensPerSecond = 0;         ///< the Serving tab's at the scenario's batch
    double compiledTtft = 0, compiledTpot = 0, compiledTokensPerSecond = 0;
};

PlatformInputs platformInputs(const Scenario &s);
PlatformPoint platformPoint(const Scenario &s);

} // namespace infralab
