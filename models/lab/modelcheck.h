#pragma once
// The model put against measurements (course, lab "Servir … vérifier les formules du Théorème 4" and
// "Roofline de votre machine"): for each measured point the model's value at the same inputs, the error
// in %, and the efficiencies that make the course's formulas agree with the points in least squares.
#include "catalogue.h"
#include "measure.h"
#include "measurements.h"
#include "serving.h"

#include <QHash>

namespace infralab {

class Scenario;

/// Error in % of a model value against a measured one: 100 · (model − measured) / measured.
double errorPercent(double model, double measured);

/// One serving measurement beside the model's point at its batch, prompt and output tokens.
struct ServingCheck
{
    ServingMeasurement measured;
    ServingPoint model;
    std::optional<double> ttftErrorPct, tpotErrorPct, tokensPerSecondErrorPct;
};

/// The roofline that the roofline rows stand against (theorem 1: P, β, and b bytes per value for a matmul's
/// intensity 2n³ / (3n²·b)), and the device it is the roof of, so that tables and reports name it.
struct RooflineBasis
{
    Device device; ///< id and names; an empty id when the caller gave P and β alone
    double peak = 0;
    double bandwidth = 0;
    double bytesPerValue = 2;
};

/// One roofline measurement beside theorem 1: for a matmul or a kernel the attainable FLOP/s
/// min(P, I·β) at its intensity I, for a copy the bandwidth β (the value compared is in `unit`).
struct RooflineCheck
{
    RooflineMeasurement measured;
    double intensity = 0;     ///< FLOP/byte (0 for a copy)
    double measuredValue = 0; ///< FLOP/s, or bytes/s for a copy
    double modelValue = 0;    ///< FLOP/s, or bytes/s for a copy
    double errorPct = 0;
    RooflineBasis basis; ///< the roof it was put against: the lab's, or the device its row names
};

/// Efficiencies fitted to the points (none without a point that measures them).
///  - prefill: TTFT = 2N·prompt·B / (P·η) is compute-bound (course section 03, "TTFT ≈ tokens_prompt × 2N /
///    FLOP/s"): t = c/η with c = 2N·prompt·B/P. Least squares in x = 1/η, min Σ(tᵢ − cᵢx)², gives
///    x = Σcᵢtᵢ / Σcᵢ², so η = Σcᵢ² / Σcᵢtᵢ. It is the serving.efficiency that makes the TTFT agree.
///  - decode: TPOT = (decode weights + KV)/β is memory-bound (theorem 4, Q/β): the efficiency is the share of
///    the bandwidth reached, t = m/η with m = (decode weights + KV)/β, so η = Σmᵢ² / Σmᵢtᵢ.
/// The fits use the bound term of each phase alone: points in the other regime (a prefill short enough to be
/// memory-bound, a decode batch past the knee B*) still count, with the term the course gives that phase.
struct EfficiencyFit
{
    std::optional<double> prefill;
    std::optional<double> decode;
};

/// The lab's rows are "the roofline of your machine" (lab "Roofline de votre machine"): once this computer
/// has been measured (measurementsOf(s).computer()), its measured roof, P = best all-core fp32 product and
/// β = best of copy and triad with b = 4 (fp32), as checkOperations; otherwise the scenario's device, its
/// peak in the scenario's precision, its bandwidth and that precision's bytes per value.
RooflineBasis rooflineBasis(const Scenario &s);

/// The roof of a catalogue device for a scenario in precision p (a CSV row naming it in `device`): P = its
/// peak in p, else as selectedPeak (hardwarescenario.h) the first of bf16, fp16, fp32 it has; β = its
/// bandwidth; b = p's bytes per value.
RooflineBasis deviceBasis(const Device &d, Precision p);

/// The roof of the row's device `id` in the scenario: this computer's measured roof for lab::
/// kMeasuredDeviceId (as rooflineBasis), a catalogue device's deviceBasis in the scenario's precision;
/// rooflineBasis(s) for an empty or unknown id (checkMeasurementDevices refuses those when a file is read).
RooflineBasis rowBasis(const Scenario &s, const QString &id);

/// Whether every device a roofline row of `set` names (RooflineMeasurement::device) has a roof in `s`:
/// false with one sentence in `error` naming `file`, the line, the column "device", the value and why (an
/// id the catalogue does not hold, with the known ids; this-computer before this computer was measured).
bool checkMeasurementDevices(const MeasurementSet &set, const QString &file, const Scenario &s,
                             QString *error);

struct ModelCheck
{
    QList<ServingCheck> serving;
    QList<RooflineCheck> roofline;
    EfficiencyFit fit;
    RooflineBasis basis; ///< what the rows naming no device were put against
};

/// The roof of each device id the rows name (rowBasis).
using NamedBases = QHash<QString, RooflineBasis>;

/// The serving model (serving.h, `in` with each point's prompt and output tokens) and theorem 1 against
/// every point of `set`: on `basis`, or for a row naming a device on that device's roof in `named`.
ModelCheck checkModel(const ServingInputs &in, const RooflineBasis &basis, const MeasurementSet &set,
                      const NamedBases &named = {});

/// checkModel on a roof of peak P, the serving inputs' bandwidth β and b bytes per value, of no named device.
ModelCheck checkModel(const ServingInputs &in, double peak, double bytesPerValue, const MeasurementSet &set);

/// checkModel with the scenario's serving inputs, its rooflineBasis and each named row's rowBasis.
ModelCheck checkModel(const Scenario &s, const MeasurementSet &set);

/// The course's four operations run on this computer (lab "placez-y une couche dense, une convolution, une
/// attention et le décodage LLM") against theorem 1 on the computer's own measured roofline: for each, its
/// intensity I = flops/bytes, the FLOP/s measured (flops/seconds) and the model's min(P, I·β) with the
/// measured P (best all-core fp32 product) and β (best of copy and triad). Kind Kernel, source the
/// operation's id; operations not measured (no time, no bytes) are left out.
QList<RooflineCheck> checkOperations(const lab::MeasureResult &r);

/// The model against the measurements for one serving phase, over every point that measures it: the means
/// of the model's and the measured values, and the efficiency that makes them agree (EfficiencyFit).
struct PhaseAgreement
{
    int points = 0;               ///< measured points of this phase
    double modelMean = 0;         ///< s, mean of the model's values at the points' inputs
    double measuredMean = 0;      ///< s
    std::optional<double> fitted; ///< EfficiencyFit's η for this phase
};

/// TTFT (prefill) when `prefill`, else TPOT (decode).
PhaseAgreement phaseAgreement(const ModelCheck &check, bool prefill);

/// The serving phase whose measured points check the figure `figureKey`: the prefill for the time to first
/// token, the decode for the time per output token; none for a figure that no measurement gives.
enum class MeasuredPhase
{
    None,
    Prefill,
    Decode,
};
MeasuredPhase measuredPhaseOf(QStringView figureKey);

} // namespace infralab
