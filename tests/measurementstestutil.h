#pragma once
// What the measurement tests share: the corpus's sample files, a parse that must succeed, the course's
// section 03 serving inputs, and the hand-written measurement of this computer.
#include "measurements.h"
#include "measurestore.h"
#include "serving.h"
#include "testutil.h"

namespace infralab::measurementstest {

inline QByteArray sample(const char *name)
{
    return readAll(QStringLiteral(INFRALAB_SOURCE_DIR "/tests/fuzz/corpus/measurements/") + name);
}

inline MeasurementSet parsed(const QByteArray &bytes, const QString &name = QStringLiteral("m.csv"))
{
    QString error;
    const auto set = parseMeasurements(bytes, name, &error);
    if (!set) qWarning("%s", qPrintable(error));
    return set.value_or(MeasurementSet{});
}

// The course's section 03 example: 8B dense, 32 layers, 8 KV heads, d_k 128, bf16, on its H100.
inline ServingInputs course8B()
{
    return ServingInputs{}; // serving.h's defaults are the course's numbers, checked by tst_serving
}

/// This computer as tests/data/measure-sample.json measured it: fp32 on all cores 2·512³ FLOP in 4 ms
/// (P = 67.1 GFLOP/s), a copy of 2e9 B at β = 20 GB/s, and its operations.
inline lab::MeasureResult measureSample()
{
    lab::MeasureResult r;
    QString error;
    if (!lab::loadMeasurement(QStringLiteral(INFRALAB_SOURCE_DIR "/tests/data/measure-sample.json"), &r,
                              &error))
        qWarning("%s", qPrintable(error));
    return r;
}

} // namespace infralab::measurementstest
