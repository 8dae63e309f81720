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

FormulaInput checkpointTime(const PlatformPoint &p)
{
    return {u"δ"_s, p.writeTime, u"s"_s, QT_TRANSLATE_NOOP("Formulas", "Time to write a checkpoint")};
}
FormulaInput mtbf(const PlatformPoint &p)
{
    return {u"M"_s, p.clusterMtbf, u"s"_s,
            QT_TRANSLATE_NOOP("Formulas", "Mean time between failures of the cluster")};
}
FormulaInput speedup(const PlatformInputs &in)
{
    return {u"g"_s, in.compileSpeedup, u"×"_s, QT_TRANSLATE_NOOP("Formulas", "Speed-up from compilation")};
}
FormulaInput utilisation(const PlatformInputs &in)
{
    return {u"u"_s, in.utilisation, u"fraction"_s,
            QT_TRANSLATE_NOOP("Formulas", "Real utilisation of the GPUs")};
}

FormulaText readThroughput(const Scenario &s)
{
    const PlatformInputs in = platformInputs(s);
    return {u"R = 1 GB/s · n"_s,
            u"10⁹ × {n}"_s,
            {input::gpuCount(in.gpus)},
            platformPoint(s).readThroughput,
            QT_TRANSLATE_NOOP("Formulas", "Course §04: read throughput for training ≥ 1 GB/s per GPU")};
}

FormulaText weightsCheckpoint(const Scenario &s)
{
    const PlatformInputs in = platformInputs(s);
    return {u"S_w = 2·N"_s,
            u"2 × {N}"_s,
            {input::parameters(in.params)},
            platformPoint(s).weightsBytes,
            QT_TRANSLATE_NOOP("Formulas", "Course §02: bf16 weights, 2 bytes per parameter")};
}

FormulaText fullCheckpoint(const Scenario &s)
{
    const PlatformInputs in = platformInputs(s);
    return {u"S = 16·N"_s,
            u"16 × {N}"_s,
            {input::parameters(in.params)},
            platformPoint(s).fullBytes,
            QT_TRANSLATE_NOOP("Formulas", "Course §02: weights and Adam's states, 16 bytes per parameter")};
}

FormulaText writeTime(const Scenario &s)
{
    const PlatformInputs in = platformInputs(s);
    const PlatformPoint p = platformPoint(s);
    return {
        u"δ = S / β_s"_s,
        u"{S} / {β_s}"_s,
        {{u"S"_s, p.fullBytes, u"B"_s, QT_TRANSLATE_NOOP("Formulas", "Checkpoint with the optimiser states")},
         {u"β_s"_s, in.storageBandwidth, u"B/s"_s, QT_TRANSLATE_NOOP("Formulas", "Storage bandwidth")}},
        p.writeTime,
        kPlatformSource};
}

FormulaText clusterMtbfFormula(const Scenario &s)
{
    const PlatformInputs in = platformInputs(s);
    return {u"M = M_GPU / n"_s,
            u"{M_GPU} / {n}"_s,
            {{u"M_GPU"_s, in.gpuMtbf, u"s"_s,
              QT_TRANSLATE_NOOP("Formulas", "Mean time between failures of one GPU")},
             input::gpuCount(in.gpus)},
            platformPoint(s).clusterMtbf,
            QT_TRANSLATE_NOOP("Formulas", "Independent failures: any one stops a synchronous job")};
}

FormulaText interval(const Scenario &s)
{
    const PlatformPoint p = platformPoint(s);
    return {u"τ* = √(2·δ·M)"_s,
            u"√(2 × {δ} × {M})"_s,
            {checkpointTime(p), mtbf(p)},
            p.interval,
            kYoungDalySource};
}

FormulaText waste(const Scenario &s)
{
    const PlatformPoint p = platformPoint(s);
    return {u"W = δ/τ* + τ*/(2·M)"_s,
            u"{δ} / {τ*} + {τ*} / (2 × {M})"_s,
            {checkpointTime(p),
             {u"τ*"_s, p.interval, u"s"_s, QT_TRANSLATE_NOOP("Formulas", "Checkpoint interval")},
             mtbf(p)},
            p.wastedFraction,
            kYoungDalySource};
}

FormulaText atUtilisation(const Scenario &s, bool cloud)
{
    const PlatformInputs in = platformInputs(s);
    const PlatformPoint p = platformPoint(s);
    return {u"C_u = C / u"_s,
            u"{C} / {u}"_s,
            {{u"C"_s, cloud ? p.cloudCost : p.onpremCost, u"€"_s,
              cloud ? QT_TRANSLATE_NOOP("Formulas", "GPU cloud cost over the horizon (Choose tab)")
                    : QT_TRANSLATE_NOOP("Formulas", "On-premise cost over the horizon (Choose tab)")},
             utilisation(in)},
            cloud ? p.cloudAtUtilisation : p.onpremAtUtilisation,
            QT_TRANSLATE_NOOP("Formulas", "Course §04: real utilisation of the GPUs often below 30 %")};
}
FormulaText cloudAtUtilisation(const Scenario &s)
{
    return atUtilisation(s, true);
}
FormulaText onpremAtUtilisation(const Scenario &s)
{
    return atUtilisation(s, false);
}

const char *const kCompileSource = QT_TRANSLATE_NOOP("Formulas", "Course §04: compilation gains 1.5–4×");

FormulaText compiledTtft(const Scenario &s)
{
    const PlatformPoint p = platformPoint(s);
    return {u"TTFT_c = TTFT / g"_s,
            u"{TTFT} / {g}"_s,
            {{u"TTFT"_s, p.ttft, u"s"_s, QT_TRANSLATE_NOOP("Formulas", "Time to first token")},
             speedup(platformInputs(s))},
            p.compiledTtft,
            kCompileSource};
}

FormulaText compiledTpot(const Scenario &s)
{
    const PlatformPoint p = platformPoint(s);
    return {u"TPOT_c = TPOT / g"_s,
            u"{TPOT} / {g}"_s,
            {{u"TPOT"_s, p.tpot, u"s"_s, QT_TRANSLATE_NOOP("Formulas", "Time per output token")},
             speedup(platformInputs(s))},
            p.compiledTpot,
            kCompileSource};
}

FormulaText compiledTokens(const Scenario &s)
{
    const PlatformPoint p = platformPoint(s);
    return {u"tok/s_c = B / TPOT_c"_s,
            u"{B} / {TPOT_c}"_s,
            {{u"B"_s, double(s.integer(Key::ServingBatch)), {}, QT_TRANSLATE_NOOP("Formulas", "Batch")},
             {u"TPOT_c"_s, p.compiledTpot, u"s"_s,
              QT_TRANSLATE_NOOP("Formulas", "Time per output token, compiled")}},
            p.compiledTokensPerSecond,
            kCompileSource};
}

} // namespace

QList<FigureSpec> platformFigures()
{
    return figureRows(
        FigurePage::Platform,
        {
            {"platform.read_bytes_per_s", QT_TRANSLATE_NOOP("Formulas", "Read throughput training needs"),
             "B/s", true, readThroughput},
            {"platform.checkpoint_weights_bytes", QT_TRANSLATE_NOOP("Formulas", "Checkpoint of the weights"),
             "B", false, weightsCheckpoint},
            {"platform.checkpoint_bytes",
             QT_TRANSLATE_NOOP("Formulas", "Checkpoint with the optimiser states"), "B", false,
             fullCheckpoint},
            {"platform.checkpoint_write_s", QT_TRANSLATE_NOOP("Formulas", "Time to write a checkpoint"), "s",
             false, writeTime},
            {"platform.cluster_mtbf_s",
             QT_TRANSLATE_NOOP("Formulas", "Mean time between failures of the cluster"), "s", false,
             clusterMtbfFormula},
            {"platform.checkpoint_interval_s",
             QT_TRANSLATE_NOOP("Formulas", "Checkpoint interval (Young–Daly)"), "s", true, interval},
            {"platform.checkpoint_waste_fraction",
             QT_TRANSLATE_NOOP("Formulas", "Time lost to checkpoints and failures"), "fraction", false,
             waste},
            {"platform.cloud_cost_at_utilisation",
             QT_TRANSLATE_NOOP("Formulas", "GPU cloud cost at the real utilisation"), "€", true,
             cloudAtUtilisation},
            {"platform.onprem_cost_at_utilisation",
             QT_TRANSLATE_NOOP("Formulas", "On-premise cost at the real utilisation"), "€", false,
             onpremAtUtilisation},
            {"platform.compiled_ttft_s", QT_TRANSLATE_NOOP("Formulas", "Time to first token, compiled"), "s",
             false, compiledTtft},
            {"platform.compiled_tpot_s", QT_TRANSLATE_NOOP("Formulas", "Time per output token, compiled"),
             "s", true, compiledTpot},
            {"platform.compiled_tokens_per_s", QT_TRANSLATE_NOOP("Formulas", "Tokens per second, compiled"),
             "tok/s", false, compiledTokens},
        });
}

} // namespace infralab::formulas_detail
