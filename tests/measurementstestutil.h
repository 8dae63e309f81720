#pragma once
// What the measurement tests share: the corpus's sample files, a parse that must succeed, and the course's
// section 03 serving inputs.
#include "measurements.h"
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

} // namespace infralab::measurementstest
