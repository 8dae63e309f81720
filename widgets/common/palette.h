#pragma once
// One colour per meaning for the whole app: a deployment option, a part of a GPU's memory, a part of a
// training step's time or a serving metric is drawn in the same colour in every chart. Built from the
// Okabe–Ito palette, which stays distinct on a projector and for the common colour-vision deficiencies;
// tst_palette checks that the colours of each group, which share charts, are told apart with normal vision
// and with simulated protanopia and deuteranopia.
#include <QColor>
#include <QList>

namespace infralab::palette {

enum class Meaning
{
    // Deployment options (section 05)
    Api,
    Cloud,
    OnPrem,
    Edge,
    // Parts of a GPU's memory (sections 02 and 03)
    Weights,
    MasterWeights,
    OptimiserMoments,
    Gradients,
    Activations,
    KvCache,
    FreeMemory,
    // Parts of a training step's time (section 02): compute in cool hues (the forward pass green, the
    // backward blue: the pipeline's chunks are shades of each, which must not meet), idle in grey,
    // communication in warm hues
    Compute,
    BackwardCompute,
    Bubble,
    TensorParallelComm,
    PipelineComm,
    DataParallelComm,
    // Serving metrics (section 03)
    Ttft,
    Tpot,
    Latency,
    Throughput,
    Cost,
};

QColor colour(Meaning meaning);

/// The meanings that may stand on one chart together, group by group: each group's colours differ.
QList<QList<Meaning>> groups();

} // namespace infralab::palette
