// The inputs of course section 04 ("Plateforme"): the storage that feeds training and takes its checkpoints,
// the failures checkpoints protect against, the GPUs' real utilisation and the compilers' gain.
#include "scenarioschema_detail.h"

namespace infralab::schema_detail {

std::vector<ParamSpec> platformRows()
{
    return {
        // No value in the course: 10 GB/s is a parallel file system's or an object store's aggregate read
        // for a node of 8 GPUs, the course's ≥ 1 GB/s per GPU with some room.
        slider(real(Key::PlatformStorageBw, 10e9, 1e6, 1e13, "B/s",
                    QT_TRANSLATE_NOOP("Scenario", "Storage bandwidth for checkpoints"), true),
               {1e8, 1e12, true, 1e-9, 1, QT_TRANSLATE_NOOP("Units", "GB/s")}),
        // Llama 3 (Dubey et al. 2024, §3.3.4): 419 unexpected interruptions in 54 days on 16 384 H100, one
        // every 16 384 × 54 × 24 / 419 ≈ 50 700 GPU-hours.
        unitSlider(real(Key::PlatformGpuMtbfHours, 50000, 1, 1e8, "h",
                        QT_TRANSLATE_NOOP("Scenario", "Mean time between failures of one GPU"), true),
                   1000, 1e6, true, 0, QT_TRANSLATE_NOOP("Units", "h")),
        // Course §04: the GPUs' real utilisation is "often < 30 %".
        percent(real(Key::PlatformUtilisation, 0.3, 0.01, 1.0, "",
                     QT_TRANSLATE_NOOP("Scenario", "Real utilisation of the GPUs")),
                0.05, 1),
        // Course §04: compilation and optimisation gain 1.5–4×; the default is the cautious end.
        unitSlider(real(Key::PlatformCompileSpeedup, 1.5, 1, 10, "",
                        QT_TRANSLATE_NOOP("Scenario", "Speed-up from compilation (torch.compile, TensorRT)")),
                   1, 4, false, 1, QT_TRANSLATE_NOOP("Units", "×")),
    };
}

} // namespace infralab::schema_detail
