#include "reportcommand.h"

#include "figures.h"
#include "format.h"
#include "measurementscommand.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace infralab {

void printReport(QTextStream &out, const Scenario &scenario, bool json, const ModelCheck *measurements)
{
    const QList<Figure> figures = computeFigures(scenario);
    if (json) {
        QJsonObject o;
        for (const Figure &f : figures) o.insert(f.key, QJsonValue::fromVariant(f.value));
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
