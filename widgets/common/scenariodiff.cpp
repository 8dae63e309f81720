#include "scenariodiff.h"

#include "format.h"
#include "language.h"
#include "scenario.h"
#include "tableexport.h"

#include <cmath>

namespace infralab {

QString inputText(const ParamSpec &p, const Scenario &s)
{
    const QVariant v = s.value(p.id);
    switch (p.type) {
    case ParamType::Device: {
        const Device *d = s.catalogue().device(v.toString());
        return d ? d->name(language::current()) : v.toString();
    }
    case ParamType::Model: {
        const ModelPreset *m = s.catalogue().model(v.toString());
        return m ? m->name(language::current()) : v.toString();
    }
    case ParamType::Boolean:
        return Format::quantity(v.toBool(), {});
    case ParamType::Choice:
        return v.toString();
    default:
        return displayValue(v.toDouble(), p.unit);
    }
}

bool sameInput(const ParamSpec &p, const Scenario &a, const Scenario &b)
{
    const QVariant x = a.value(p.id), y = b.value(p.id);
    if (!p.isNumber()) return x.toString() == y.toString();
    const double u = x.toDouble(), w = y.toDouble();
    return std::abs(u - w) <= 1e-12 * std::max(std::abs(u), std::abs(w));
}

QList<const ParamSpec *> differingInputs(const Scenario &a, const Scenario &b, bool (*keep)(Key))
{
    QList<const ParamSpec *> keys;
    for (const ParamSpec &p : scenarioSchema())
        if ((!keep || keep(p.id)) && !sameInput(p, a, b)) keys.append(&p);
    return keys;
}

} // namespace infralab
