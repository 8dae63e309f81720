#include "measurementtable.h"

#include "format.h"
#include "language.h"
#include "measurestore.h"

#include <algorithm>

namespace infralab {

QString measuredOperationTitle(const QString &id)
{
    if (id == u"dense") return MeasurementTable::tr("Dense layer");
    if (id == u"conv3x3") return MeasurementTable::tr("3×3 convolution");
    if (id == u"attention") return MeasurementTable::tr("Attention (one head)");
    if (id == u"decode") return MeasurementTable::tr("LLM decoding, batch 1");
    return id;
}

QString measuredOperationShortTitle(const QString &id)
{
    if (id == u"dense") return MeasurementTable::tr("Dense", "short label beside a marker");
    if (id == u"conv3x3") return MeasurementTable::tr("Conv. 3×3", "short label beside a marker");
    if (id == u"attention") return MeasurementTable::tr("Attention", "short label beside a marker");
    if (id == u"decode") return MeasurementTable::tr("Decoding", "short label beside a marker");
    return id;
}

QString peakRunText(const lab::PeakRun &run)
{
    if (run.operation) return measuredOperationTitle(run.id).toLower();
    return run.allCores
               ? MeasurementTable::tr("the %1 × %1 product on all cores").arg(Format::count(run.size))
               : MeasurementTable::tr("the %1 × %1 product on one core").arg(Format::count(run.size));
}

QString allCorePeakNote(const lab::MeasureResult &r)
{
    const double all = r.allCorePeak(), peak = r.peak();
    if (!(all > 0) || all >= peak) return {};
    return MeasurementTable::tr(
               "The best product on all cores reached only %1, against %2 for %3: an all-core "
               "product waits for its slowest thread, whose core the machine's other work "
               "shares, and at small sizes starting the threads costs more than the product. "
               "The roof is the best rate measured, so that no point stands above it.")
        .arg(Format::flops(all), Format::flops(peak), peakRunText(r.peakRun()));
}

namespace {

void addServing(QList<MeasurementLine> *lines, const ServingCheck &c)
{
    const ServingMeasurement &m = c.measured;
    MeasurementLine base;
    base.source = m.source;
    base.kind = QStringLiteral("serving");
    base.batch = m.batch;
    base.promptTokens = m.promptTokens;
    base.outputTokens = m.outputTokens;
    base.inFlight = m.inFlight;
    auto add = [&](const char *quantity, const std::optional<double> &measured, double model,
                   const std::optional<double> &error, const std::optional<double> &median = std::nullopt,
                   const std::optional<double> &p99 = std::nullopt) {
        if (!measured || !error) return;
        MeasurementLine line = base;
        line.quantity = QLatin1String(quantity);
        line.measured = *measured;
        line.model = model;
        line.errorPct = *error;
        line.median = median;
        line.p99 = p99;
        lines->append(line);
    };
    add("ttft_s", m.ttft, c.model.ttft, c.ttftErrorPct, m.spread.ttftMedian, m.spread.ttftP99);
    add("tpot_s", m.tpot, c.model.tpot, c.tpotErrorPct, m.spread.tpotMedian, m.spread.tpotP99);
    add("tokens_per_s", m.tokensPerSecond, c.model.tokensPerSecond, c.tokensPerSecondErrorPct);
}

QString kindName(RooflineMeasurement::Kind kind)
{
    switch (kind) {
    case RooflineMeasurement::Kind::Matmul:
        return QStringLiteral("matmul");
    case RooflineMeasurement::Kind::Kernel:
        return QStringLiteral("kernel");
    case RooflineMeasurement::Kind::Copy:
        break;
    }
    return QStringLiteral("copy");
}

QString quantityText(const QString &quantity)
{
    if (quantity == u"ttft_s") return MeasurementTable::tr("TTFT");
    if (quantity == u"tpot_s") return MeasurementTable::tr("TPOT");
    if (quantity == u"tokens_per_s") return MeasurementTable::tr("Throughput");
    if (quantity == u"bytes_per_s") return MeasurementTable::tr("Bandwidth");
    return MeasurementTable::tr("FLOP/s");
}

QString valueText(const QString &quantity, double v)
{
    if (quantity == u"tokens_per_s") return Format::perSecond(v, MeasurementTable::tr("tok"));
    if (quantity == u"bytes_per_s") return Format::bandwidth(v);
    if (quantity == u"flops_per_s") return Format::flops(v);
    return Format::duration(v);
}

QString inputsText(const MeasurementLine &l)
{
    if (l.kind == u"serving")
        return MeasurementTable::tr("%1, %2 + %3 tokens")
            .arg(servingBatchText(l.batch, l.inFlight), Format::count(l.promptTokens),
                 Format::count(l.outputTokens));
    const QString inputs =
        l.kind == u"matmul" ? MeasurementTable::tr("matmul n = %1, %2")
                                  .arg(Format::count(l.size), Format::intensity(l.intensity))
        : l.kind == u"kernel" ? MeasurementTable::tr("kernel, %1").arg(Format::intensity(l.intensity))
                              : MeasurementTable::tr("copy");
    // A row measured on a named device says so: its model is that device's roof, not the lab's.
    if (l.deviceName.isEmpty()) return inputs;
    return MeasurementTable::tr("%1, on %2", "roofline row's inputs, the device it was measured on")
        .arg(inputs, l.deviceName);
}

/// "110 ms · 200 ms" under the column's "Median · p99"; one of them alone says which it is.
QString spreadText(const MeasurementLine &l)
{
    if (l.median && l.p99)
        return valueText(l.quantity, *l.median) + QStringLiteral(" · ") + valueText(l.quantity, *l.p99);
    if (l.median) return MeasurementTable::tr("median %1").arg(valueText(l.quantity, *l.median));
    if (l.p99) return MeasurementTable::tr("p99 %1").arg(valueText(l.quantity, *l.p99));
    return {};
}

} // namespace

QString servingBatchText(double batch, const std::optional<double> &inFlight)
{
    if (!inFlight) return MeasurementTable::tr("B = %1").arg(Format::count(batch));
    return MeasurementTable::tr("B = %1 (≈ %2 in flight, Little's law)")
        .arg(Format::count(batch), Format::significant(*inFlight, 2));
}

QList<MeasurementLine> measurementLines(const ModelCheck &check)
{
    QList<MeasurementLine> lines;
    for (const ServingCheck &c : check.serving)
        addServing(&lines, c);
    for (const RooflineCheck &c : check.roofline) {
        MeasurementLine line{c.measured.source, kindName(c.measured.kind)};
        line.size = c.measured.size;
        line.intensity = c.intensity;
        line.flops = c.measured.flops;
        line.bytes = c.measured.bytes;
        line.seconds = c.measured.seconds;
        line.quantity = c.measured.kind == RooflineMeasurement::Kind::Copy ? QStringLiteral("bytes_per_s")
                                                                           : QStringLiteral("flops_per_s");
        line.measured = c.measuredValue;
        line.model = c.modelValue;
        line.errorPct = c.errorPct;
        line.device = c.measured.device;
        if (!line.device.isEmpty())
            line.deviceName = lab::nameInSentence(c.basis.device, language::current());
        lines.append(line);
    }
    return lines;
}

QList<QStringList> measurementTableText(const ModelCheck &check)
{
    QList<QStringList> rows = {{MeasurementTable::tr("Point"), MeasurementTable::tr("Inputs"),
                                MeasurementTable::tr("Quantity"), MeasurementTable::tr("Measured"),
                                MeasurementTable::tr("Model"), MeasurementTable::tr("Model's error")}};
    const QList<MeasurementLine> lines = measurementLines(check);
    // The spread's column only for a file that has one (vLLM): the other tables keep their six columns.
    const bool spread =
        std::any_of(lines.begin(), lines.end(), [](const MeasurementLine &l) { return l.median || l.p99; });
    if (spread) rows.first() << MeasurementTable::tr("Median · p99");
    for (const MeasurementLine &l : lines) {
        const QString error = Format::signedPercent(l.errorPct / 100, 1);
        rows.append({l.source, inputsText(l), quantityText(l.quantity), valueText(l.quantity, l.measured),
                     valueText(l.quantity, l.model), error});
        if (spread) rows.last() << spreadText(l);
    }
    return rows;
}

QString rooflineBasisText(const ModelCheck &check)
{
    if (check.roofline.isEmpty()) return {};
    const QString lang = language::current();
    QStringList sentences;
    const bool anyUnnamed = std::any_of(check.roofline.begin(), check.roofline.end(),
                                        [](const RooflineCheck &c) { return c.measured.device.isEmpty(); });
    if (anyUnnamed) {
        const RooflineBasis &b = check.basis;
        sentences << MeasurementTable::tr("Roofline rows against the roofline of %1: P = %2, β = %3.")
                         .arg(lab::nameInSentence(b.device, lang), Format::flops(b.peak),
                              Format::bandwidth(b.bandwidth));
    }
    QStringList named;
    for (const RooflineCheck &c : check.roofline) {
        if (c.measured.device.isEmpty() || named.contains(c.measured.device)) continue;
        named << c.measured.device;
        sentences << MeasurementTable::tr("Rows measured on %1 (device column) against its roofline: P = %2, "
                                          "β = %3.")
                         .arg(lab::nameInSentence(c.basis.device, lang), Format::flops(c.basis.peak),
                              Format::bandwidth(c.basis.bandwidth));
    }
    return sentences.join(u' ');
}

QStringList fittedEfficiencyText(const ModelCheck &check, double servingEfficiency)
{
    QStringList text;
    if (check.fit.prefill)
        text << MeasurementTable::tr(
                    "Share of the peak that makes the model's TTFT agree with the measurements: "
                    "%1 (the scenario's serving efficiency: %2)")
                    .arg(Format::percent(*check.fit.prefill, 1), Format::percent(servingEfficiency, 1));
    if (check.fit.decode)
        text << MeasurementTable::tr("Share of the bandwidth that makes the model's TPOT agree with the "
                                     "measurements: %1 (the model reads at the full bandwidth)")
                    .arg(Format::percent(*check.fit.decode, 1));
    return text;
}

bool writeMeasurementsCsv(const QString &path, const ModelCheck &check, QString *error, CsvForm form)
{
    // Column names as the import's CSV names its columns: a script reads both the same way.
    // The columns added since the first eleven come after them, so that a script reading those by position
    // still reads them.
    QList<QStringList> rows = {{"source", "kind", "batch", "prompt_tokens", "output_tokens", "size",
                                "intensity", "quantity", "measured", "model", "error_pct", "median", "p99",
                                "requests_in_flight_littles_law", "flops", "bytes", "seconds", "device"}};
    for (const MeasurementLine &l : measurementLines(check)) {
        const bool serving = l.kind == u"serving";
        auto optional = [](bool shown, double v) { return shown ? csvNumber(v) : QString(); };
        auto given = [](const std::optional<double> &v) { return v ? csvNumber(*v) : QString(); };
        rows.append({l.source, l.kind, optional(serving, l.batch), optional(serving, l.promptTokens),
                     optional(serving, l.outputTokens), optional(l.kind == u"matmul", l.size),
                     optional(!serving && l.kind != u"copy", l.intensity), l.quantity, csvNumber(l.measured),
                     csvNumber(l.model), csvNumber(l.errorPct), given(l.median), given(l.p99),
                     given(l.inFlight), optional(l.kind == u"kernel", l.flops),
                     optional(l.kind == u"kernel" || l.kind == u"copy", l.bytes),
                     optional(l.kind == u"kernel" || l.kind == u"copy", l.seconds), l.device});
    }
    return writeCsvRows(path, rows, form, error);
}

} // namespace infralab
