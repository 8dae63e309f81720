#include "modelcheck.h"
#include "hardwarescenario.h"
#include "measurementsession.h"

#include "measurements_detail.h"
#include "measurestore.h"
#include "roofline.h"
#include "scenario.h"
#include "servingscenario.h"

namespace infralab {

namespace {

ServingCheck checkServing(ServingInputs in, const ServingMeasurement &m)
{
    in.promptTokens = m.promptTokens;
    in.outputTokens = m.outputTokens;
    ServingCheck c{m, servingPoint(in, m.batch), {}, {}, {}};
    if (m.ttft) c.ttftErrorPct = errorPercent(c.model.ttft, *m.ttft);
    if (m.tpot) c.tpotErrorPct = errorPercent(c.model.tpot, *m.tpot);
    if (m.tokensPerSecond)
        c.tokensPerSecondErrorPct = errorPercent(c.model.tokensPerSecond, *m.tokensPerSecond);
    return c;
}

RooflineCheck checkRoofline(const RooflineMeasurement &m, const RooflineBasis &basis)
{
    const double peak = basis.peak, bandwidth = basis.bandwidth;
    RooflineCheck c{m, 0, 0, 0, 0, basis};
    switch (m.kind) {
    case RooflineMeasurement::Kind::Matmul:
        c.intensity = matmulIntensity(m.size, m.size, m.size, basis.bytesPerValue);
        break;
    case RooflineMeasurement::Kind::Kernel:
        c.intensity = m.flops / m.bytes;
        break;
    case RooflineMeasurement::Kind::Copy:
        c.measuredValue = m.bytes / m.seconds;
        c.modelValue = bandwidth;
        c.errorPct = errorPercent(c.modelValue, c.measuredValue);
        return c;
    }
    c.measuredValue = m.flopsPerSecond;
    c.modelValue = attainableFlops(peak, c.intensity, bandwidth);
    c.errorPct = errorPercent(c.modelValue, c.measuredValue);
    return c;
}

/// η = Σc² / Σc·t, the least-squares solution of t = c/η in 1/η (see EfficiencyFit).
std::optional<double> fitInverse(double sumSquares, double sumProducts)
{
    if (sumSquares <= 0 || sumProducts <= 0) return std::nullopt;
    return sumSquares / sumProducts;
}

EfficiencyFit fitEfficiencies(const ServingInputs &in, const QList<ServingCheck> &checks)
{
    double cc = 0, ct = 0, mm = 0, mt = 0;
    for (const ServingCheck &c : checks) {
        if (c.measured.ttft) {
            const double compute =
                2.0 * in.activeParams * c.measured.promptTokens * c.measured.batch / in.peak;
            cc += compute * compute;
            ct += compute * *c.measured.ttft;
        }
        if (c.measured.tpot) {
            const double memory = (c.model.decodeWeightBytes + c.model.kvBytes) / in.bandwidth;
            mm += memory * memory;
            mt += memory * *c.measured.tpot;
        }
    }
    return {fitInverse(cc, ct), fitInverse(mm, mt)};
}

} // namespace

double errorPercent(double model, double measured)
{
    return 100.0 * (model - measured) / measured;
}

RooflineBasis rooflineBasis(const Scenario &s)
{
    if (const lab::MeasureResult *r = measurementsOf(s).computer())
        return {lab::measuredDevice(*r), r->peak(), r->bestBandwidth(), bytesPerValue(Precision::FP32)};
    return deviceBasis(selectedDevice(s), selectedPrecision(s));
}

RooflineBasis deviceBasis(const Device &d, Precision p)
{
    // selectedPeak's rule (hardwarescenario.h): p's figure, else the first of bf16, fp16, fp32 the datasheet
    // gives.
    double peak = d.peak.empty() ? 0 : d.peak.begin()->second;
    for (Precision q : {Precision::FP32, Precision::FP16, Precision::BF16, p})
        if (d.supports(q)) peak = d.peakFor(q);
    return {d, peak, d.bandwidth, bytesPerValue(p)};
}

RooflineBasis rowBasis(const Scenario &s, const QString &id)
{
    if (id == lab::kMeasuredDeviceId) return rooflineBasis(s);
    const Device *d = id.isEmpty() ? nullptr : s.catalogue().device(id);
    return d ? deviceBasis(*d, selectedPrecision(s)) : rooflineBasis(s);
}

bool checkMeasurementDevices(const MeasurementSet &set, const QString &file, const Scenario &s,
                             QString *error)
{
    for (const RooflineMeasurement &m : set.roofline) {
        if (m.device.isEmpty()) continue;
        QString why;
        if (m.device == lab::kMeasuredDeviceId && !measurementsOf(s).computer()) {
            why = Measurements::tr("this computer has not been measured yet, so it has no roof to compare "
                                   "with (run infralab measure, or Tools ▸ Measure this computer…, first)");
        } else if (!s.catalogue().device(m.device)) {
            QStringList ids;
            for (const Device &d : s.catalogue().devices())
                ids << d.id;
            why = Measurements::tr("unknown device (known: %1)").arg(ids.join(QStringLiteral(", ")));
        }
        if (why.isEmpty()) continue;
        *error = measurements_detail::refusal(
            file, Measurements::tr("line %1, column \"%2\"").arg(m.line).arg(QStringLiteral("device")),
            m.device, why);
        return false;
    }
    return true;
}

ModelCheck checkModel(const ServingInputs &in, const RooflineBasis &basis, const MeasurementSet &set,
                      const NamedBases &named)
{
    ModelCheck check;
    for (const ServingMeasurement &m : set.serving)
        check.serving.append(checkServing(in, m));
    for (const RooflineMeasurement &m : set.roofline)
        check.roofline.append(checkRoofline(m, m.device.isEmpty() ? basis : named.value(m.device, basis)));
    check.fit = fitEfficiencies(in, check.serving);
    check.basis = basis;
    return check;
}

ModelCheck checkModel(const ServingInputs &in, double peak, double bytesPerValue, const MeasurementSet &set)
{
    return checkModel(in, RooflineBasis{Device{}, peak, in.bandwidth, bytesPerValue}, set);
}

ModelCheck checkModel(const Scenario &s, const MeasurementSet &set)
{
    NamedBases named;
    for (const RooflineMeasurement &m : set.roofline)
        if (!m.device.isEmpty() && !named.contains(m.device)) named.insert(m.device, rowBasis(s, m.device));
    return checkModel(servingInputs(s), rooflineBasis(s), set, named);
}

QList<RooflineCheck> checkOperations(const lab::MeasureResult &r)
{
    QList<RooflineCheck> out;
    const double peak = r.peak(), bandwidth = r.bestBandwidth();
    for (const lab::OperationResult &op : r.operations) {
        if (!(op.seconds > 0) || !(op.bytes > 0) || !(op.flops > 0)) continue;
        RooflineMeasurement m;
        m.kind = RooflineMeasurement::Kind::Kernel;
        m.flops = op.flops;
        m.bytes = op.bytes;
        m.seconds = op.seconds;
        m.flopsPerSecond = op.flopsPerSecond();
        m.source = op.id;
        out.append(checkRoofline(m, RooflineBasis{lab::measuredDevice(r), peak, bandwidth, 4}));
    }
    return out;
}

MeasuredPhase measuredPhaseOf(QStringView figureKey)
{
    if (figureKey == u"serving.ttft_s") return MeasuredPhase::Prefill;
    if (figureKey == u"serving.tpot_s") return MeasuredPhase::Decode;
    return MeasuredPhase::None;
}

PhaseAgreement phaseAgreement(const ModelCheck &check, bool prefill)
{
    PhaseAgreement a;
    for (const ServingCheck &c : check.serving) {
        const std::optional<double> measured = prefill ? c.measured.ttft : c.measured.tpot;
        if (!measured) continue;
        ++a.points;
        a.modelMean += prefill ? c.model.ttft : c.model.tpot;
        a.measuredMean += *measured;
    }
    if (a.points > 0) {
        a.modelMean /= a.points;
        a.measuredMean /= a.points;
    }
    a.fitted = prefill ? check.fit.prefill : check.fit.decode;
    return a;
}

} // namespace infralab
