#include "pageinputs.h"

#include "formulas.h"

namespace infralab {

QList<Key> tabInputs(Tab tab)
{
    // Each tab first names the device and the model its figures depend on, then its section's inputs in
    // the course's order. Formatted by hand, a line per idea, so that the comments name the groups.
    // clang-format off
    switch (tab) {
    case Tab::Hardware:
        return {Key::HardwareGpu, Key::HardwareCompareGpu, Key::ModelPreset, Key::ModelParams, // the roofs
                Key::Precision,                                                // the ceiling
                Key::ServingBatch, Key::ServingPromptTokens, Key::TrainingMfu}; // the operations on them
    case Tab::Training:
        return {Key::HardwareGpu, Key::ModelPreset, Key::ModelParams,            // the device, the model
                Key::TrainingStrategy, Key::TrainingGpus, Key::TrainingActivationsGb,   // memory (ZeRO)
                Key::TrainingTokensPerStep, Key::TrainingMfu,                           // the step's compute
                Key::TrainingTensorParallel, Key::TrainingPipelineStages,               // 3D parallelism
                Key::TrainingDataParallel,
                Key::TrainingMicrobatches, Key::TrainingSchedule, Key::TrainingInterleave, // the pipeline
                Key::TrainingIntraBw, Key::TrainingInterBw, Key::TrainingLatencyS,      // the links
                Key::TrainingOverlap,
                Key::TrainingSerialFraction};                                           // Amdahl
    case Tab::Serving:
        return {Key::HardwareGpu, Key::ModelPreset, Key::ModelParams,            // the device, the model
                Key::ServingBatch, Key::ServingPromptTokens, Key::ServingOutputTokens,  // the requests
                Key::ServingEfficiency, Key::ServingMemoryFraction,                     // the device's share
                Key::ServingRequestRate, Key::ServingSloS, Key::ServingMargin};         // sizing (Little)
    case Tab::Choose:
        return {Key::CostRequestsPerDay, Key::ServingPromptTokens, Key::ServingOutputTokens, // the volume
                Key::CostYears,                                                        // the horizon
                Key::CostApiInputEurPerMtok, Key::CostApiOutputEurPerMtok,             // API
                Key::CostGpuEurPerHour, Key::CostBatch, Key::CostLatencyS,             // GPU cloud
                Key::CostPeakFactor,
                Key::CostOnpremGpus, Key::CostOnpremGpuEur, Key::CostHostingEurPerMonth, // on-premise
                Key::CostPowerKw, Key::CostEurPerKwh, Key::CostPue,                    // its power
                Key::CostOpsFte, Key::CostFteEurPerYear,                               // its staff
                Key::CostEdgeDevices, Key::CostEdgeUnitEur,                            // edge
                Key::CostEdgeMaintenanceEurPerYear,
                Key::CostCloudGpuKw, Key::CostEdgeDeviceKw, Key::CostGridGco2PerKwh};  // energy and CO₂
    case Tab::Exercises:
        return {Key::HardwareGpu, Key::Precision, Key::ModelPreset, Key::ModelParams,   // exercises 1 and 4
                Key::TrainingGpus, Key::TrainingActivationsGb,                          // exercise 2
                Key::TrainingIntraBw, Key::TrainingLatencyS,                            // exercise 3
                Key::TrainingPipelineStages, Key::TrainingMicrobatches,                 // theorem 3
                Key::ServingRequestRate, Key::ServingSloS, Key::ServingMargin};         // exercise 5
    }
    // clang-format on
    return {};
}

QStringList tabFigures(Tab tab)
{
    switch (tab) {
    case Tab::Hardware:
        return pageFigureKeys(FigurePage::Hardware);
    case Tab::Training:
        return pageFigureKeys(FigurePage::Training);
    case Tab::Serving:
        return pageFigureKeys(FigurePage::Serving);
    case Tab::Choose:
        return pageFigureKeys(FigurePage::Choose);
    case Tab::Exercises:
        break; // each exercise shows its own formula
    }
    return {};
}

} // namespace infralab
