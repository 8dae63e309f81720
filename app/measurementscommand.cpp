#include "measurementscommand.h"

#include "clioptions.h"
#include "measurementtable.h"

#include <QJsonArray>

namespace infralab {

namespace {

QJsonValue optionalNumber(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonObject servingJson(const ServingCheck &c)
{
    const ServingMeasurement &m = c.measured;
    QJsonObject inputs{
        {"batch", m.batch}, {"prompt_tokens", m.promptTokens}, {"output_tokens", m.outputTokens}};
    // The batch of a vLLM run at a finite request rate is Little's law's mean in flight, rounded.
    if (m.inFlight) inputs.insert("requests_in_flight_littles_law", *m.inFlight);
    return {{"kind", "serving"},
            {"source", m.source},
            {"inputs", inputs},
            {"measured", QJsonObject{{"ttft_s", optionalNumber(m.ttft)},
                                     {"ttft_median_s", optionalNumber(m.spread.ttftMedian)},
                                     {"ttft_p99_s", optionalNumber(m.spread.ttftP99)},
                                     {"tpot_s", optionalNumber(m.tpot)},
                                     {"tpot_median_s", optionalNumber(m.spread.tpotMedian)},
                                     {"tpot_p99_s", optionalNumber(m.spread.tpotP99)},
                                     {"tokens_per_s", optionalNumber(m.tokensPerSecond)}}},
            {"model", QJsonObject{{"ttft_s", c.model.ttft},
                                  {"tpot_s", c.model.tpot},
                                  {"tokens_per_s", c.model.tokensPerSecond}}},
            {"error_pct", QJsonObject{{"ttft_s", optionalNumber(c.ttftErrorPct)},
                                      {"tpot_s", optionalNumber(c.tpotErrorPct)},
                                      {"tokens_per_s", optionalNumber(c.tokensPerSecondErrorPct)}}}};
}

/// `device`: the catalogue id of the roof the point was put against (RooflineCheck::basis: the device its row
/// names, else the lab's roof).
QJsonObject rooflineJson(const RooflineCheck &c, const MeasurementLine &line)
{
    const QString &device = c.basis.device.id;
    const RooflineMeasurement &m = c.measured;
    QJsonObject inputs;
    if (m.kind == RooflineMeasurement::Kind::Matmul) inputs.insert("size", m.size);
    if (m.kind == RooflineMeasurement::Kind::Kernel) inputs.insert("flops", m.flops);
    if (m.kind != RooflineMeasurement::Kind::Matmul) {
        inputs.insert("bytes", m.bytes);
        inputs.insert("seconds", m.seconds);
    }
    if (m.kind != RooflineMeasurement::Kind::Copy) inputs.insert("intensity_flop_per_byte", c.intensity);
    return {{"kind", line.kind},
            {"source", m.source},
            {"device", device},
            {"inputs", inputs},
            {"measured", QJsonObject{{line.quantity, c.measuredValue}}},
            {"model", QJsonObject{{line.quantity, c.modelValue}}},
            {"error_pct", QJsonObject{{line.quantity, c.errorPct}}}};
}

} // namespace

bool loadMeasurementsOption(const CliOptions &o, const Scenario &s, std::optional<MeasurementSet> *out,
                            QString *error)
{
    out->reset();
    if (o.measurementsFile.isEmpty()) return true;
    // The window (no command) shows them too, as File ▸ Import measurements… would.
    if (!o.command.isEmpty() && o.command != u"report" && o.command != u"export") {
        *error = CommandLine::tr("option --measurements is taken by the window, report and export only");
        return false;
    }
    *out = loadMeasurements(o.measurementsFile, error);
    if (*out && !checkMeasurementDevices(**out, o.measurementsFile, s, error)) out->reset();
    return out->has_value();
}

void addMeasurementsJson(QJsonObject *report, const ModelCheck &check)
{
    QJsonArray points;
    for (const ServingCheck &c : check.serving)
        points.append(servingJson(c));
    const QList<MeasurementLine> lines = measurementLines(check);
    // The roofline lines come after the serving ones, one each.
    const qsizetype firstRoofline = lines.size() - check.roofline.size();
    for (qsizetype i = 0; i < check.roofline.size(); ++i)
        points.append(rooflineJson(check.roofline.at(i), lines.at(firstRoofline + i)));
    report->insert("measurements", points);
    report->insert("measurements.prefill_efficiency", optionalNumber(check.fit.prefill));
    report->insert("measurements.bandwidth_efficiency", optionalNumber(check.fit.decode));
}

void printMeasurements(QTextStream &out, const ModelCheck &check, double servingEfficiency)
{
    const QList<QStringList> rows = measurementTableText(check);
    QList<qsizetype> widths(rows.first().size(), 0);
    for (const QStringList &row : rows)
        for (qsizetype c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], row.at(c).size());
    out << '\n'
        << MeasurementTable::tr("Measurements against the model (error = (model − measured) / measured):")
        << '\n';
    if (const QString basis = rooflineBasisText(check); !basis.isEmpty()) out << basis << '\n';
    for (const QStringList &row : rows) {
        QString line;
        for (qsizetype c = 0; c < row.size(); ++c)
            line += row.at(c).leftJustified(widths.at(c) + 2);
        out << line.trimmed() << '\n';
    }
    for (const QString &sentence : fittedEfficiencyText(check, servingEfficiency))
        out << sentence << '\n';
}

} // namespace infralab
