#include "activations.h"

#include "choicekeys.h"

#include <algorithm>

namespace infralab {

namespace {
constexpr ChoiceNames<Recompute, 3> kKeys = {
    {{Recompute::None, "none"}, {Recompute::Selective, "selective"}, {Recompute::Full, "full"}}};
} // namespace

std::string_view recomputeKey(Recompute r)
{
    return choiceName(kKeys, r, "none");
}

std::optional<Recompute> recomputeFromKey(std::string_view key)
{
    return choiceNamed(kKeys, key);
}

double attentionScoreTerm(const ActivationShape &x)
{
    return 5.0 * x.heads * x.seqLen / x.hidden;
}

double activationBytesPerLayer(const ActivationShape &x)
{
    const double sbh = x.seqLen * x.microBatch * x.hidden;
    if (x.recompute == Recompute::Full) return 2.0 * sbh;
    const double t = x.tensorParallel;
    // Selective recomputation and FlashAttention both leave the attention matrix unstored.
    const bool scores = x.recompute == Recompute::None && !x.flashAttention;
    const double attention = scores ? attentionScoreTerm(x) : 0.0;
    if (x.sequenceParallel) return sbh * (34.0 + attention) / t;
    return sbh * (10.0 + 24.0 / t + attention / t);
}

double storedLayers(int layers, int stages, int microbatches, Schedule schedule)
{
    const double l = layers, p = stages, m = microbatches;
    switch (schedule) {
    case Schedule::GPipe:
        return m * l / p;
    case Schedule::OneFOneB:
        return std::min(p, m) * l / p;
    case Schedule::Interleaved:
        return l * (1.0 + (p - 1.0) / (p * m));
    }
    return l;
}

double activationBytesPerGpu(const ActivationShape &x, int layers, int stages, int microbatches,
                             Schedule schedule)
{
    return activationBytesPerLayer(x) * storedLayers(layers, stages, microbatches, schedule) *
           x.bytesPerValue / 2.0;
}

} // namespace infralab
