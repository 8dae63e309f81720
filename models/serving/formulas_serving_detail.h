#pragma once
// The serving estimate the serving formulas share (formulas_serving.cpp, formulas_servingtp.cpp): the
// scenario's inputs, its point at the scenario's batch, and every input a serving formula names.
#include "formulainputs.h"
#include "formulas.h"
#include "serving.h"

#include <limits>

namespace infralab::formulas_detail {

inline constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

/// The serving estimate figures.cpp makes, at the scenario's own batch, and every input of it a serving
/// formula names.
struct Served : KnownInputs
{
    ServingInputs in;
    ServingPoint point;
    double kvPerToken;
};

Served served(const Scenario &s);

/// The figure table's builder of a formula on the serving estimate of the scenario.
template <FormulaText (*formula)(const Served &)> FormulaText onServed(const Scenario &s)
{
    return formula(served(s));
}

/// A request's two latencies (course §03): TTFT, the prompt's prefill, and TPOT, one step of the decode.
enum class Latency
{
    Ttft,
    Tpot
};
/// TTFT or TPOT on t GPUs, or with the attention's FLOPs counted (formulas_servingtp.cpp): each GPU computes
/// 1/t and reads its share, then the layers' all-reduces.
FormulaText parallelLatency(const Served &v, Latency latency);

} // namespace infralab::formulas_detail
