#include "reportcommand.h"
#include "hardwarescenario.h"

#include "figures.h"
#include "format.h"
#include "measurementscommand.h"
#include "operators.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace infralab {

namespace {
/// The per-operator roofline (operators.h) as the list `operators`: each operator of one layer (or the output
/// head, "per": "model") in each phase, with its work, traffic, intensity, bound and time on the device.
QJsonArray operatorsJson(const Scenario &s)
{
    QJsonArray list;
    const double peak = selectedPeak(s), bandwidth = selectedDevice(s).bandwidth;
    for (const LayerOperator &o : scenarioOperators(s)) {
        const bool memory = regime(o.op.flops, o.op.bytes, peak, bandwidth) == Regime::Memory;
        list.append(QJsonObject{
            {"phase", o.phase == Phase::Prefill ? "prefill" : "decode"},
            {"id", o.id},
            {"per", o.perLayer ? "layer" : "model"},
            {"flops", o.op.flops},
            {"bytes", o.op.bytes},
            {"intensity_flop_per_byte", o.op.intensity()},
            {"bound", memory ? "memory" : "compute"},
            {"time_s", kernelTime(o.op.flops, o.op.bytes, peak, bandwidth)},
        });
    }
    return list;
}
} // namespace

void printReport(QTextStream &out, const Scenario &scenario, bool json, const ModelCheck *measurements)
{
    const QList<Figure> figures = computeFigures(scenario);
    if (json) {
        QJsonObject o;
        for (const Figure &f : figures) o.insert(f.key, QJsonValue::fromVariant(f.value));
        o.insert("operators", operatorsJson(scenario));
        if (measurements) addMeasurementsJson(&o, *measurements);
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return;
    }
    qsizetype width = 0;
    for (const Figure &f : figures) width = std::max(width, f.key.size());
    for (const Figure &f : figures)
        out << f.key.leftJustified(width + 2) << Format::quantity(f.value, f.unit) << '\n';
    if (measurements) printMeasurements(out, *measurements, scenario.number(Key::ServingEfficiency));
}

} // namespace infralab
