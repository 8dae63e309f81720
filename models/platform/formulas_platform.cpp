// Formulas of course section 04 ("Plateforme"): the numbers behind the points of attention of its table.
#include "formulainputs.h"
#include "platform.h"
#include "platformscenario.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace infralab::formulas_detail {

namespace {

const char *const kPlatformSource = QT_TRANSLATE_NOOP("Formulas", "Course §04 (platform table)");
const char *const kYoungDalySource =
    QT_TRANSLATE_NOOP("Formulas", "Young, CACM 1974; Daly, FGCS 2006 (first-order optimum)");

// The inputs section 04's formulas substitute, each with its symbol, unit and meaning.
constexpr InputName kCheckpointTime{"δ", "s", QT_TRANSLATE_NOOP("Formulas", "Time to write a checkpoint")};
constexpr InputName kClusterMtbf{"M", "s",
                                 QT_TRANSLATE_NOOP("Formulas", "Mean time between failures of the cluster")};
constexpr InputName kInterval{"τ*", "s", QT_TRANSLATE_NOOP("Formulas", "Checkpoint interval")};
constexpr InputName kGpuMtbf{"M_GPU", "s",
                             QT_TRANSLATE_NOOP("Formulas", "Mean time between failures of one GPU")};
constexpr InputName kSpeedup{"g", "×", QT_TRANSLATE_NOOP("Formulas", "Speed-up from compilation")};
constexpr InputName kUtilisation{"u", "fraction",
                                 QT_TRANSLATE_NOOP("Formulas", "Real utilisation of the GPUs")};

/// Section 04's inputs and point on a scenario, and every input one of its formulas names.
struct OnPlatform : KnownInputs
{
    PlatformInputs in;
    PlatformPoint point;
};

OnPlatform onPlatform(const Scenario &s)
{
    const PlatformInputs in = platformInputs(s);
    const PlatformPoint p = platformPoint(s);
    return {{{input::gpuCount(in.gpus),
              input::parameters(in.params),
              {u"S"_s, p.fullBytes, u"B"_s,
               QT_TRANSLATE_NOOP("Formulas", "Checkpoint with the optimiser states")},
              {u"β_s"_s, in.storageBandwidth, u"B/s"_s, QT_TRANSLATE_NOOP("Formulas", "Storage bandwidth")},
              kGpuMtbf(in.gpuMtbf),
              kCheckpointTime(p.writeTime),
              kClusterMtbf(p.clusterMtbf),
              kInterval(p.interval),
              kUtilisation(in.utilisation),
              kSpeedup(in.compileSpeedup),
              {u"TTFT"_s, p.ttft, u"s"_s, QT_TRANSLATE_NOOP("Formulas", "Time to first token")},
              {u"TPOT"_s, p.tpot, u"s"_s, QT_TRANSLATE_NOOP("Formulas", "Time per output token")},
              {u"B"_s, double(s.integer(Key::ServingBatch)), {}, QT_TRANSLATE_NOOP("Formulas", "Batch")},
              {u"TPOT_c"_s, p.compiledTpot, u"s"_s,
               QT_TRANSLATE_NOOP("Formulas", "Time per output token, compiled")}}},
            in,
            p};
}

FormulaText readThroughput(const Scenario &s)
{
    const OnPlatform v = onPlatform(s);
    return v.formula(
        u"R = 1 GB/s · n"_s, u"10⁹ × {n}"_s, v.point.readThroughput,
        QT_TRANSLATE_NOOP("Formulas", "Course §04: read throughput for training ≥ 1 GB/s per GPU"));
}

/// The checkpoint of the bf16 weights alone (2 bytes per parameter) or with Adam's states (14, course §02).
template <bool full> FormulaText checkpoint(const Scenario &s)
{
    const OnPlatform v = onPlatform(s);
    if constexpr (full)
        return v.formula(
            u"S = 14·N"_s, u"14 × {N}"_s, v.point.fullBytes,
            QT_TRANSLATE_NOOP("Formulas",
                              "Course §02: bf16 weights, fp32 master weights and Adam's two moments, "
                              "14 bytes per parameter; the gradients are not saved"));
    return v.formula(u"S_w = 2·N"_s, u"2 × {N}"_s, v.point.weightsBytes,
                     QT_TRANSLATE_NOOP("Formulas", "Course §02: bf16 weights, 2 bytes per parameter"));
}

FormulaText writeTime(const Scenario &s)
{
    const OnPlatform v = onPlatform(s);
    return v.formula(u"δ = S / β_s"_s, u"{S} / {β_s}"_s, v.point.writeTime, kPlatformSource);
}

FormulaText clusterMtbfFormula(const Scenario &s)
{
    const OnPlatform v = onPlatform(s);
    return v.formula(u"M = M_GPU / n"_s, u"{M_GPU} / {n}"_s, v.point.clusterMtbf,
                     QT_TRANSLATE_NOOP("Formulas", "Independent failures: any one stops a synchronous job"));
}

/// Young–Daly: the interval between checkpoints (τ*) or the share of time they and the failures cost
/// (`lost`).
template <bool lost> FormulaText youngDaly(const Scenario &s)
{
    const OnPlatform v = onPlatform(s);
    if constexpr (lost)
        return v.formula(u"W = δ/τ* + τ*/(2·M)"_s, u"{δ} / {τ*} + {τ*} / (2 × {M})"_s, v.point.wastedFraction,
                         kYoungDalySource);
    return v.formula(u"τ* = √(2·δ·M)"_s, u"√(2 × {δ} × {M})"_s, v.point.interval, kYoungDalySource);
}

/// The cost over the horizon of the GPU cloud (`cloud`) or on premise, divided by the real utilisation.
template <bool cloud> FormulaText atUtilisation(const Scenario &s)
{
    const OnPlatform v = onPlatform(s);
    const FormulaInput cost{
        u"C"_s, cloud ? v.point.cloudCost : v.point.onpremCost, u"€"_s,
        cloud ? QT_TRANSLATE_NOOP("Formulas", "GPU cloud cost over the horizon (Choose tab)")
              : QT_TRANSLATE_NOOP("Formulas", "On-premise cost over the horizon (Choose tab)")};
    return v.formula(
        u"C_u = C / u"_s, u"{C} / {u}"_s, cloud ? v.point.cloudAtUtilisation : v.point.onpremAtUtilisation,
        QT_TRANSLATE_NOOP("Formulas", "Course §04: real utilisation of the GPUs often below 30 %"), {cost});
}

const char *const kCompileSource = QT_TRANSLATE_NOOP("Formulas", "Course §04: compilation gains 1.5–4×");

/// The time to first token (`first`) or per output token, divided by the compiler's speed-up.
template <bool first> FormulaText compiled(const Scenario &s)
{
    const OnPlatform v = onPlatform(s);
    if constexpr (first)
        return v.formula(u"TTFT_c = TTFT / g"_s, u"{TTFT} / {g}"_s, v.point.compiledTtft, kCompileSource);
    return v.formula(u"TPOT_c = TPOT / g"_s, u"{TPOT} / {g}"_s, v.point.compiledTpot, kCompileSource);
}

FormulaText compiledTokens(const Scenario &s)
{
    const OnPlatform v = onPlatform(s);
    return v.formula(u"tok/s_c = B / TPOT_c"_s, u"{B} / {TPOT_c}"_s, v.point.compiledTokensPerSecond,
                     kCompileSource);
}

} // namespace

FigureSection platformFigures()
{
    // Each row laid out alike, as a table reads: key; title; unit and report flag; formula (and when shown).
    // clang-format off
    return {
        {
            {"platform.read_bytes_per_s",
             QT_TRANSLATE_NOOP("Formulas", "Read throughput training needs"),
             "B/s", true,
             readThroughput},
            {"platform.checkpoint_weights_bytes",
             QT_TRANSLATE_NOOP("Formulas", "Checkpoint of the weights"),
             "B", false,
             checkpoint<false>},
            {"platform.checkpoint_bytes",
             QT_TRANSLATE_NOOP("Formulas", "Checkpoint with the optimiser states"),
             "B", false,
             checkpoint<true>},
            {"platform.checkpoint_write_s",
             QT_TRANSLATE_NOOP("Formulas", "Time to write a checkpoint"),
             "s", false,
             writeTime},
            {"platform.cluster_mtbf_s",
             QT_TRANSLATE_NOOP("Formulas", "Mean time between failures of the cluster"),
             "s", false,
             clusterMtbfFormula},
            {"platform.checkpoint_interval_s",
             QT_TRANSLATE_NOOP("Formulas", "Checkpoint interval (Young–Daly)"),
             "s", true,
             youngDaly<false>},
            {"platform.checkpoint_waste_fraction",
             QT_TRANSLATE_NOOP("Formulas", "Time lost to checkpoints and failures"),
             "fraction", false,
             youngDaly<true>},
            {"platform.cloud_cost_at_utilisation",
             QT_TRANSLATE_NOOP("Formulas", "GPU cloud cost at the real utilisation"),
             "€", true,
             atUtilisation<true>},
            {"platform.onprem_cost_at_utilisation",
             QT_TRANSLATE_NOOP("Formulas", "On-premise cost at the real utilisation"),
             "€", false,
             atUtilisation<false>},
            {"platform.compiled_ttft_s",
             QT_TRANSLATE_NOOP("Formulas", "Time to first token, compiled"),
             "s", false,
             compiled<true>},
            {"platform.compiled_tpot_s",
             QT_TRANSLATE_NOOP("Formulas", "Time per output token, compiled"),
             "s", true,
             compiled<false>},
            {"platform.compiled_tokens_per_s",
             QT_TRANSLATE_NOOP("Formulas", "Tokens per second, compiled"),
             "tok/s", false,
             compiledTokens},
        },
    };
    // clang-format on
}

} // namespace infralab::formulas_detail
