#pragma once
// Helpers shared by tst_pipeline and tst_pipelineschedule, so that both check the simulator against the same
// tolerance and the same closed forms, derived here from the course and the paper rather than from
// pipeline.h.
#include "pipeline.h"

#include <QByteArray>
#include <QMetaType>
#include <cmath>

Q_DECLARE_METATYPE(infralab::Schedule)

namespace pipelinetest {

// Relative tolerance for quantities the simulator obtains by summing many block durations: rounding
// stays many orders of magnitude below it. The absolute floor only matters when the expectation is 0
// (p = 1), where a relative bound is meaningless.
inline constexpr double relTol = 1e-9;
inline constexpr double absFloor = 1e-12;

inline bool close(double actual, double expected)
{
    return std::abs(actual - expected) <= relTol * std::abs(expected) + absFloor;
}

inline QByteArray num(double x)
{
    return QByteArray::number(x, 'g', 17);
}

inline QByteArray mismatch(const char *what, double actual, double expected)
{
    return QByteArray(what) + ": got " + num(actual) + ", expected " + num(expected) +
           " (relative tolerance " + num(relTol) + ")";
}

// Theorem 3 as the course writes it: (p − 1)/(m + p − 1).
inline double theorem3(int p, int m)
{
    return (p - 1.0) / (m + p - 1.0);
}

// Narayanan et al. §2.2.2: bubble time (p − 1)/v · (tf + tb) over ideal time m · (tf + tb), i.e. an idle
// fraction of the whole step of ((p − 1)/v) / (m + (p − 1)/v) = (p − 1)/(v·m + p − 1).
inline double interleavedFormula(int p, int m, int v)
{
    const double bubble = (p - 1.0) / v;
    return bubble / (m + bubble);
}

} // namespace pipelinetest
