#pragma once
// Imported measurements beside the model (models/lab/modelcheck.h) as tables: one line per measured value,
// for the text report and `measurements.csv` of `infralab export`.
#include "modelcheck.h"
#include "tableexport.h"

#include <QCoreApplication>

namespace infralab {

/// Translation context of the measurement tables.
class MeasurementTable
{
    Q_DECLARE_TR_FUNCTIONS(MeasurementTable)
};

/// The course's name of an operation run on this computer ("dense", "conv3x3", "attention", "decode",
/// models/lab/operations.h) in the current language; the id itself when unknown.
QString measuredOperationTitle(const QString &id);
/// Its short name, for a label beside its marker on a chart ("Dense", "Conv. 3×3", "Attention", "Decoding").
QString measuredOperationShortTitle(const QString &id);

/// The run that set this computer's peak, as it reads after "reached by": "the 128 × 128 product on one
/// core", "the dense layer".
QString peakRunText(const lab::PeakRun &run);

/// When the best product on all cores is below the peak (a busy machine: lab::MeasureResult::peak), one
/// sentence saying so and why; empty otherwise.
QString allCorePeakNote(const lab::MeasureResult &r);

/// One measured value against the model's.
struct MeasurementLine
{
    QString source;
    QString kind;                                         ///< "serving", "matmul", "kernel" or "copy"
    double batch = 0, promptTokens = 0, outputTokens = 0; ///< serving lines
    double size = 0, intensity = 0;                       ///< roofline lines: matmul n, FLOP/byte
    double flops = 0, bytes = 0, seconds = 0;             ///< kernel (all three) and copy (bytes, seconds)
    QString quantity; ///< "ttft_s", "tpot_s", "tokens_per_s", "flops_per_s" or "bytes_per_s"
    double measured = 0, model = 0, errorPct = 0;
    std::optional<double> median, p99; ///< s, TTFT and TPOT lines of a vLLM run (spread of `measured`)
    std::optional<double> inFlight;    ///< serving lines: the mean in flight behind `batch` (Little's law)
    QString device;     ///< roofline lines: the catalogue id the row names (CSV `device`), empty when none
    QString deviceName; ///< the name of that device in the current language, for the table
};

/// A serving point's batch as people read it: "B = 8", or when it was estimated by Little's law
/// "B = 7 (≈ 7.3 in flight, Little's law)".
QString servingBatchText(double batch, const std::optional<double> &inFlight);

/// Every measured value of `check`, points in the file's order, TTFT, TPOT and tokens/s for each run.
QList<MeasurementLine> measurementLines(const ModelCheck &check);

/// The table as people read it, in the current language (numbers through Format): header, then one row per
/// line: point, inputs, quantity, measured, model, error, and when a line has them the median and p99 of
/// the measured mean (vLLM) in a last column.
QList<QStringList> measurementTableText(const ModelCheck &check);

/// The roofs the roofline rows stand against, one sentence each naming its device, P and β: the lab's
/// (measured on this computer, or the scenario's device) for rows naming no device, then each device a row
/// names in its `device` column; empty when `check` has no roofline row.
QString rooflineBasisText(const ModelCheck &check);

/// The fitted efficiencies in words, one sentence each (none when nothing measures them).
QStringList fittedEfficiencyText(const ModelCheck &check, double servingEfficiency);

/// Columns: source, kind, batch, prompt_tokens, output_tokens, size, intensity, quantity, measured, model,
/// error_pct, median, p99 (a vLLM run's TTFT and TPOT, s), requests_in_flight_littles_law (the mean behind
/// a batch estimated by Little's law), flops, bytes, seconds (a kernel's or a copy's), device (the catalogue
/// id a roofline row names, empty when it names none, as in the imported file); SI units, empty where
/// a column does not apply. The CSV importer reads it back (models/lab/measurementscsv.cpp) into the same
/// points.
bool writeMeasurementsCsv(const QString &path, const ModelCheck &check, QString *error,
                          CsvForm form = CsvForm::Rfc4180);

} // namespace infralab
