#include "scenariodiff.h"

#include "format.h"
#include "language.h"
#include "parametercombo.h"
#include "scenario.h"
#include "tableexport.h"

#include <QCoreApplication>
#include <cmath>

namespace infralab {

namespace {
class ScenarioDiff
{
    Q_DECLARE_TR_FUNCTIONS(infralab::ScenarioDiff)
public:
    static QString note(const QString &drawnAs, const Scenario &a, const Scenario &b, bool (*keep)(Key));
};

QString ScenarioDiff::note(const QString &drawnAs, const Scenario &a, const Scenario &b, bool (*keep)(Key))
{
    const QList<const ParamSpec *> differ = differingInputs(a, b, keep);
    if (differ.isEmpty())
        return tr("%1: the pinned scenario, with the same inputs as the current one.").arg(drawnAs);
    // Three differences are read at a glance; the report lists them all.
    constexpr qsizetype kShown = 3;
    QStringList parts;
    for (qsizetype i = 0; i < std::min(kShown, differ.size()); ++i) {
        const ParamSpec &p = *differ.at(i);
        parts << tr("%1 %2 (current: %3)")
                     .arg(QCoreApplication::translate("Scenario", p.description),
                          Format::noBreak(inputText(p, a)), Format::noBreak(inputText(p, b)));
    }
    if (differ.size() > kShown) parts << tr("%n other input(s)", nullptr, int(differ.size() - kShown));
    return tr("%1: the pinned scenario, with %2.").arg(drawnAs, parts.join(tr("; ")));
}
} // namespace

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
        return ParameterCombo::choiceLabel(v.toString(), p.id); // as its combo box names it
    default:
        // A share set on a slider in percent reads as one ("45 %"), as beside its slider.
        if (p.slider && p.slider->displayScale == 100) return Format::share(v.toDouble());
        // A number Format has no unit for ("3 years", "1.5 ×", "8 B params") takes its slider's unit.
        if ((p.unit.isEmpty() || p.unit == u"a") && p.slider && p.slider->suffix) {
            const Format::Affixes a =
                Format::unitAffixes(QCoreApplication::translate("Units", p.slider->suffix));
            return Format::noBreak(a.prefix + Format::significant(v.toDouble() * p.slider->displayScale, 4) +
                                   a.suffix);
        }
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

QString differenceNote(const QString &drawnAs, const Scenario &a, const Scenario &b, bool (*keep)(Key))
{
    return ScenarioDiff::note(drawnAs, a, b, keep);
}

} // namespace infralab
