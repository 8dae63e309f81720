#include "labreport.h"
#include "measurementsession.h"

#include "cost.h"
#include "costchart.h"
#include "costcriteria.h"
#include "costscenario.h"
#include "format.h"
#include "measurementtable.h"
#include "modelcheck.h"
#include "reportflow.h"
#include "roofline.h"
#include "scenario.h"

#include <QFileInfo>

namespace infralab {

using namespace report_detail;

namespace {

void computerSection(Flow &flow, const lab::MeasureResult &r)
{
    flow.heading(LabReport::tr("Roofline of this computer (lab)"), Flow::mm(30));
    flow.paragraph(
        LabReport::tr("%1 (%2), measured on %3: peak P = %4 (the best fp32 rate measured, reached by %7), "
                      "bandwidth β = %5 (best of the copy and the triad), ridge point I* = P/β = %6. "
                      "The roofline chart draws it dashed beside the devices' roofs, with the operations "
                      "run here; the sweep chart shows every size measured.")
            .arg(r.cpu.isEmpty() ? r.host : r.cpu, r.host, r.date.left(10), Format::flops(r.peak()),
                 Format::bandwidth(r.bestBandwidth()),
                 Format::intensity(ridgePoint(r.peak(), r.bestBandwidth())), peakRunText(r.peakRun())),
        font(10), Flow::mm(3));
    if (const QString note = allCorePeakNote(r); !note.isEmpty()) flow.paragraph(note, font(10), Flow::mm(3));
    const QList<RooflineCheck> checks = checkOperations(r);
    if (checks.isEmpty()) return;
    QList<QStringList> rows = {{LabReport::tr("Operation run here"), LabReport::tr("Intensity"),
                                LabReport::tr("Measured"), LabReport::tr("Model: min(P, I·β)"),
                                LabReport::tr("Model's error")}};
    for (const RooflineCheck &c : checks)
        rows.append({measuredOperationTitle(c.measured.source), Format::intensity(c.intensity),
                     Format::flops(c.measuredValue), Format::flops(c.modelValue),
                     Format::signedPercent(c.errorPct / 100, 1)});
    const Qt::Alignment right = Qt::AlignRight;
    flow.table({0.32, 0.16, 0.16, 0.2, 0.16}, {Qt::AlignLeft, right, right, right, right}, rows);
}

void measurementsSection(Flow &flow, const Scenario &s)
{
    const MeasurementSession &session = measurementsOf(s);
    const ModelCheck check = checkModel(s, session.points());
    flow.heading(LabReport::tr("Serving table: the model against the measurements (lab)"), Flow::mm(30));
    flow.paragraph(
        LabReport::tr("Points read from %1, each set beside the model at its own batch, prompt and "
                      "output tokens (serving) or intensity (roofline); error = (model − measured) / "
                      "measured.")
            .arg(QFileInfo(session.file()).fileName()),
        font(10), Flow::mm(3));
    if (const QString basis = rooflineBasisText(check); !basis.isEmpty())
        flow.paragraph(basis, font(10), Flow::mm(3));
    const Qt::Alignment right = Qt::AlignRight;
    const QList<QStringList> rows = measurementTableText(check);
    // A vLLM run adds the median and p99 column: the point and its inputs give it room.
    if (rows.first().size() > 6)
        flow.table({0.15, 0.2, 0.12, 0.12, 0.12, 0.11, 0.18},
                   {Qt::AlignLeft, Qt::AlignLeft, Qt::AlignLeft, right, right, right, right}, rows);
    else
        flow.table({0.2, 0.22, 0.12, 0.16, 0.16, 0.14},
                   {Qt::AlignLeft, Qt::AlignLeft, Qt::AlignLeft, right, right, right}, rows);
    for (const QString &line : fittedEfficiencyText(check, s.number(Key::ServingEfficiency)))
        flow.paragraph(line, font(10.5, true), Flow::mm(2));
}

} // namespace

QString costedRecommendation(const Scenario &s)
{
    const CostInputs c = costInputs(s);
    const CostOption best = cheapestOption(c);
    QStringList others;
    for (CostOption o : kCostOptions)
        if (o != best)
            others << LabReport::tr("%1 %2", "option, its total")
                          .arg(CostChart::optionName(o), Format::euros(costOf(o, c).total()));
    return LabReport::tr("For %1 requests a day of %2 + %3 tokens over %4 years, the cheapest option is %5: "
                         "%6 in total (%7).")
        .arg(Format::count(c.requestsPerDay), Format::count(c.tokensIn), Format::count(c.tokensOut),
             Format::significant(c.years, 3), CostChart::optionName(best),
             Format::euros(costOf(best, c).total()), others.join(QStringLiteral(", ")));
}

void labReportSection(Flow &flow, const Scenario &s)
{
    if (const lab::MeasureResult *r = measurementsOf(s).computer()) computerSection(flow, *r);
    if (!measurementsOf(s).isEmpty()) measurementsSection(flow, s);
    flow.heading(LabReport::tr("Costed recommendation (course section 05)"), Flow::mm(20));
    flow.paragraph(costedRecommendation(s), font(11, true), Flow::mm(2));
    flow.paragraph(CostCriteria::summary(s), font(10), Flow::mm(4));
}

} // namespace infralab
