#pragma once
// Every computed figure of a scenario under a stable dotted key, in SI units: what `infralab report`
// prints and what the views show.
#include "pipeline.h"
#include "scenario.h"
#include "serving.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace infralab {

struct Figure
{
    QString key;   ///< e.g. "serving.ttft_s"
    QVariant value; ///< double, bool, or invalid for "none" (no GPU count fits, options never cross)
    QString unit; ///< SI unit symbol ("s", "B", "FLOP/s", "€", …) or a dimensionless one (FigureSpec::unit)
};

/// Batches the capacity planner considers: 1, 2, 4, … 4096.
std::vector<BatchOption> capacityOptions(const ServingInputs &in);

/// Forward time of one micro-batch through one pipeline stage: the step's compute time (stepComputeTime, the
/// same cluster TP × PP × DP) over m·(1 + r), i.e. F/3·tokens/(t·p·P·MFU) for a micro-batch of
/// tokens_per_step/(DP·m) tokens on a stage of t GPUs. The backward takes r = backward_ratio times as long.
double pipelineForwardTime(const Scenario &s);

PipelineTimeline simulateScenarioPipeline(const Scenario &s);

QList<Figure> computeFigures(const Scenario &s);
/// The figures of `keys`, with those computed beside them, in computeFigures()'s order: what a tab's formula
/// panel lists, at each slider step (the Choose tab's eight cost figures cost a thirtieth of them all).
QList<Figure> computeFigures(const Scenario &s, const QStringList &keys);

} // namespace infralab
