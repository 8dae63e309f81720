#pragma once
// The measurement of this computer kept between sessions: a JSON file (format "infralab-measure", version 1,
// SI units) in the app's data folder, and the catalogue device made from it.
#include "catalogue.h"
#include "measure.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>

namespace infralab::lab {

/// Translation context of the saved measurement's messages.
class Measurement
{
    Q_DECLARE_TR_FUNCTIONS(Measurement)
};

/// Id of the measured device in the catalogue.
inline const QString kMeasuredDeviceId = QStringLiteral("this-computer");

/// `measure.json` in QStandardPaths::AppDataLocation (~/.local/share/InfraLab/InfraLab/ under $XDG_DATA_HOME
/// or $HOME).
QString measurementPath();

/// The result as JSON, SI units: host, cpu, date, memory_bytes, cores, bf16_available, matmul[{size,
/// precision, threads "all"|"one", seconds, flops}], bandwidth[{test, bytes, seconds, bytes_per_s}],
/// operations[{id, flops, bytes, seconds, flops_per_s, intensity}], device{peak, bandwidth, ridge}.
QJsonObject toJson(const MeasureResult &r);

/// Reads a document written by toJson. All-or-nothing: false with `error` naming the key, the value and the
/// reason when a field is missing, not a finite positive number, or of the wrong type.
bool fromJson(const QByteArray &json, MeasureResult *out, QString *error);

/// Writes the result to `path` atomically (QSaveFile).
bool saveMeasurement(const MeasureResult &r, const QString &path, QString *error);
/// Reads `path` (at most 1 MB); false with `error` naming the file and the reason.
bool loadMeasurement(const QString &path, MeasureResult *out, QString *error);

/// The catalogue device "This computer — measured on <date>": peak = best all-core fp32 product (its
/// only precision: a bf16 product measured with Eigen is emulated, see the .cpp), bandwidth = best of copy
/// and triad, memory = physical RAM. Its power and price are unknown and left at 0 (nothing computes with a
/// device's power; the cost tab has its own inputs).
Device measuredDevice(const MeasureResult &r);

/// `d`'s name in "fr" or "en" as it reads inside a sentence: the measured device's starts lower-case ("H100
/// SXM and this computer — measured on …", "… et cet ordinateur — mesuré le …"), any other device's is its
/// name. Combo boxes, legends and a sentence's first word keep Device::name().
QString nameInSentence(const Device &d, const QString &language);

} // namespace infralab::lab
