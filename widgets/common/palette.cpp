#include "palette.h"

namespace infralab::palette {

namespace {
// Okabe & Ito (2008), "Color Universal Design": eight colours told apart with every common colour-vision
// deficiency.
const QColor kBlue{0, 114, 178}, kSky{86, 180, 233}, kGreen{0, 158, 115}, kOrange{230, 159, 0},
    kVermillion{213, 94, 0}, kPurple{204, 121, 167}, kYellow{240, 228, 66};
const QColor kMidGrey{165, 165, 165}, kLightGrey{225, 225, 225};
} // namespace

QColor colour(Meaning meaning)
{
    using M = Meaning;
    switch (meaning) {
    case M::Api:
    case M::Gradients:
    case M::Compute:
    case M::Tpot:
        return kGreen;
    case M::Cloud:
    case M::KvCache:
    case M::PipelineComm:
    case M::Cost:
        return kOrange;
    case M::OnPrem:
    case M::Weights:
    case M::Latency:
    case M::BackwardCompute:
        return kBlue;
    case M::Edge:
    case M::OptimiserMoments:
    case M::Throughput:
        return kPurple;
    case M::MasterWeights:
    case M::Ttft:
        return kSky;
    case M::Activations:
    case M::DataParallelComm:
        return kYellow;
    case M::TensorParallelComm:
        return kVermillion;
    case M::Bubble:
        return kMidGrey;
    case M::FreeMemory:
        return kLightGrey;
    }
    return kMidGrey;
}

QList<QList<Meaning>> groups()
{
    using M = Meaning;
    return {{M::Api, M::Cloud, M::OnPrem, M::Edge},
            {M::Weights, M::MasterWeights, M::OptimiserMoments, M::Gradients, M::Activations, M::KvCache,
             M::FreeMemory},
            {M::Compute, M::BackwardCompute, M::Bubble, M::TensorParallelComm, M::PipelineComm,
             M::DataParallelComm},
            {M::Ttft, M::Tpot, M::Latency, M::Throughput, M::Cost}};
}

} // namespace infralab::palette
