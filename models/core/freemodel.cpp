#include "freemodel.h"

#include "modelshapes.h"
#include "scenario.h"

#include <cmath>
#include <numeric>

namespace infralab {

namespace {

constexpr int kMaxHeads = 4096;        // model.heads and model.kv_heads' ranges
constexpr int kMaxWidth = 1000000;     // model.d_model's
constexpr int kMaxLayers = 1000;       // model.layers'
constexpr double kSearchWithin = 0.01; // widths this close to N compete on their aspect

/// Whether t GPUs can split these heads: the same rules serving/servingcheck.cpp and
/// training/trainingcheck.cpp enforce, so that a derived shape is never refused after the user moved N.
bool headsAllowed(const HeadRule &rule, int heads, int kvHeads)
{
    const int t = std::max(1, rule.servingTensorParallel);
    const bool serving = heads % t == 0 && (kvHeads % t == 0 || t % kvHeads == 0);
    return serving && heads % std::max(1, rule.trainingTensorParallel) == 0;
}

/// The closest count to `n` for one width: the count is L · per-layer + fixed, so L = (n − fixed)/per-layer.
ModelShapes closestLayers(const ModelPreset &base, ModelShapes s, double n, double *count)
{
    s.layers = 0;
    const double fixed = parametersFromShapes(freeModel(base, s));
    s.layers = 1;
    const double perLayer = parametersFromShapes(freeModel(base, s)) - fixed;
    s.layers = int(std::clamp(std::round((n - fixed) / perLayer), 1.0, double(kMaxLayers)));
    *count = fixed + s.layers * perLayer;
    return s;
}

} // namespace

ModelPreset freeModel(const ModelPreset &base, const ModelShapes &shapes)
{
    ModelPreset m = base;
    m.layers = shapes.layers;
    m.dModel = shapes.dModel;
    m.heads = shapes.heads;
    m.kvHeads = shapes.kvHeads;
    m.headDim = shapes.headDim;
    m.experts = shapes.experts;
    m.expertsPerToken = shapes.expertsPerToken;
    if (base.dModel > 0) m.ffn = int(std::lround(double(base.ffn) * shapes.dModel / base.dModel));
    return m;
}

ModelShapes shapesForParameters(const ModelPreset &base, const ModelShapes &current, double n,
                                const HeadRule &rule)
{
    const int groups = std::gcd(current.heads, current.kvHeads);
    const int perGroup = current.heads / groups, kvPerGroup = current.kvHeads / groups;
    const double groupWidth = double(current.dModel) / groups;
    const double aspect = double(current.layers) / current.dModel;
    ModelShapes best = current, nearest = current;
    double bestAspect = INFINITY, nearestError = INFINITY;
    for (int u = 1; u * perGroup <= kMaxHeads && u * kvPerGroup <= kMaxHeads; ++u) {
        ModelShapes s = current;
        s.heads = u * perGroup;
        s.kvHeads = u * kvPerGroup;
        s.dModel = std::max(1, int(std::lround(u * groupWidth)));
        if (s.dModel > kMaxWidth) break;
        if (!headsAllowed(rule, s.heads, s.kvHeads)) continue;
        double count = 0;
        s = closestLayers(base, s, n, &count);
        const double error = std::abs(count - n) / n;
        const double offAspect = std::abs(std::log(double(s.layers) / s.dModel / aspect));
        if (error <= kSearchWithin && offAspect < bestAspect) {
            best = s;
            bestAspect = offAspect;
        }
        if (error < nearestError) {
            nearest = s;
            nearestError = error;
        }
    }
    return std::isfinite(bestAspect) ? best : nearest;
}

ModelShapes shapesOf(const ScenarioValues &v)
{
    return {v.value(Key::ModelLayers).toInt(),         v.value(Key::ModelDModel).toInt(),
            v.value(Key::ModelHeads).toInt(),          v.value(Key::ModelKvHeads).toInt(),
            v.value(Key::ModelHeadDim).toInt(),        v.value(Key::ModelExperts).toInt(),
            v.value(Key::ModelExpertsPerToken).toInt()};
}

bool isShapeKey(Key key)
{
    switch (key) {
    case Key::ModelLayers:
    case Key::ModelDModel:
    case Key::ModelHeads:
    case Key::ModelKvHeads:
    case Key::ModelHeadDim:
    case Key::ModelExperts:
    case Key::ModelExpertsPerToken:
        return true;
    default:
        return false;
    }
}

bool deriveFreeModel(const Catalogue &catalogue, ScenarioValues &values, const ScenarioChanges &changes,
                     QString *error)
{
    if (!values.value(Key::ModelFree).toBool()) return true;
    const ModelPreset *base = catalogue.model(values.value(Key::ModelPreset).toString());
    if (!base) return true; // the preset was checked: only a catalogue that lost it leaves none
    std::optional<Key> givenShape, switched;
    bool givesN = false;
    for (const auto &change : changes) {
        if (change.first == Key::ModelParams) givesN = true;
        if (isShapeKey(change.first) && !givenShape) givenShape = change.first;
        if (change.first == Key::ModelFree || change.first == Key::ModelPreset) switched = change.first;
    }
    if (givesN && givenShape) return true; // both given (a file): kept, the window shows the difference
    if (!givesN && !givenShape && !switched) return true;
    ModelShapes shapes = shapesOf(values);
    double n = values.value(Key::ModelParams).toDouble();
    if (givesN) {
        const bool formula = values.value(Key::TrainingActivationsMode).toString() == u"formula";
        const HeadRule rule{values.value(Key::ServingTensorParallel).toInt(),
                            formula ? values.value(Key::TrainingTensorParallel).toInt() : 1};
        shapes = shapesForParameters(*base, shapes, n, rule);
    }
    const ModelPreset model = freeModel(*base, shapes);
    const double count = parametersFromShapes(model);
    if (!givesN || std::abs(count - n) > kFreeModelTolerance * n) n = count;
    const Key blamed = givesN ? Key::ModelParams : givenShape ? *givenShape : *switched;
    const QVariant checked = validateValue(catalogue, Key::ModelParams, n, nullptr);
    if (!checked.isValid()) {
        const ParamSpec &range = param(Key::ModelParams);
        if (error)
            *error = refusal(keyName(blamed), values.value(blamed),
                             Scenario::tr("the free model's shapes give N = %1 parameters, outside "
                                          "model.params' range %2 … %3")
                                 .arg(n, 0, 'g', 3)
                                 .arg(range.min, 0, 'g', 3)
                                 .arg(range.max, 0, 'g', 3));
        return false;
    }
    values.insert(Key::ModelParams, checked);
    values.insert(Key::ModelLayers, shapes.layers);
    values.insert(Key::ModelDModel, shapes.dModel);
    values.insert(Key::ModelHeads, shapes.heads);
    values.insert(Key::ModelKvHeads, shapes.kvHeads);
    const double active = std::clamp(parametersFromShapes(model, true) / count, 0.001, 1.0);
    values.insert(Key::ModelActiveRatio, active);
    return true;
}

ScenarioChanges windowEdit(const ScenarioValues &values, Key key, const QVariant &value)
{
    if (isShapeKey(key) && !values.value(Key::ModelFree).toBool())
        return {{Key::ModelFree, true}, {key, value}};
    return {{key, value}};
}

} // namespace infralab
