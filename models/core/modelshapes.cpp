#include "modelshapes.h"
#include "freemodel.h"
#include "scenario.h"

namespace infralab {

namespace {
/// shapesOf() read key by key, so that a view computing N from the shapes depends on these keys alone
/// (keyreads.h), not on the whole scenario as a read of values() would make it.
ModelShapes shapesOf(const Scenario &s)
{
    return {s.integer(Key::ModelLayers),         s.integer(Key::ModelDModel),  s.integer(Key::ModelHeads),
            s.integer(Key::ModelKvHeads),        s.integer(Key::ModelHeadDim), s.integer(Key::ModelExperts),
            s.integer(Key::ModelExpertsPerToken)};
}
} // namespace

double attentionParameters(const ModelPreset &m)
{
    const double d = m.dModel, q = double(m.heads) * m.headDim, kv = double(m.kvHeads) * m.headDim;
    return 2 * d * q + 2 * d * kv;
}

double ffnParameters(const ModelPreset &m)
{
    return double(m.ffnMatrices) * m.dModel * m.ffn;
}

double parametersFromShapes(const ModelPreset &m, bool activeOnly)
{
    const double d = m.dModel;
    const double experts = activeOnly ? m.expertsPerToken : m.experts;
    const double router = m.experts > 1 ? d * m.experts : 0;
    const double layer = attentionParameters(m) + experts * ffnParameters(m) + router + 2 * d;
    const double embeddings = double(m.vocab) * d * (m.tiedEmbeddings ? 1 : 2);
    return m.layers * layer + embeddings + d;
}

std::optional<double> scenarioParametersFromShapes(const Scenario &s)
{
    const ModelPreset *preset = s.catalogue().model(s.text(Key::ModelPreset));
    if (!preset) return std::nullopt;
    return parametersFromShapes(freeModel(*preset, shapesOf(s)));
}

} // namespace infralab
