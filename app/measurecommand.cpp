#include "measurecommand.h"

#include "catalogue.h"
#include "clioptions.h"
#include "format.h"
#include "measure.h"
#include "measurementtable.h"
#include "measurestore.h"
#include "operationsizes.h"
#include "roofline.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <unistd.h>

namespace infralab {

namespace {

/// Columns of `widths` characters; the last cell is not padded.
QString row(const QStringList &cells, const QList<int> &widths)
{
    QString line;
    for (qsizetype c = 0; c < cells.size(); ++c)
        line +=
            c + 1 < cells.size() ? cells.at(c).leftJustified(widths.value(c, 14) - 1) + u' ' : cells.at(c);
    return line;
}

void printMatmul(QTextStream &out, const lab::MeasureResult &r)
{
    for (const QString precision : {QStringLiteral("fp32"), QStringLiteral("bf16")}) {
        QList<const lab::MatmulResult *> all;
        for (const lab::MatmulResult &m : r.matmul)
            if (m.precision == precision && m.allCores) all.append(&m);
        if (all.isEmpty()) continue;
        out << (precision == u"bf16"
                    ? CommandLine::tr("Matrix product n × n by n × n, bf16 emulated by Eigen (no native bf16 "
                                      "product: not this computer's roof; 2·n³ FLOP):")
                    : CommandLine::tr("Matrix product n × n by n × n, %1 (2·n³ FLOP):").arg(precision))
            << '\n';
        out << row({CommandLine::tr("n"), CommandLine::tr("all cores (%1)").arg(r.cores),
                    CommandLine::tr("one core")},
                   {8, 22})
            << '\n';
        for (const lab::MatmulResult *m : all) {
            QString one;
            for (const lab::MatmulResult &o : r.matmul)
                if (o.precision == precision && !o.allCores && o.size == m->size)
                    one = Format::flops(o.flops);
            out << row({Format::count(m->size), Format::flops(m->flops), one}, {8, 22}) << '\n';
        }
        out << '\n';
    }
}

void printOperations(QTextStream &out, const lab::MeasureResult &r)
{
    if (r.operations.isEmpty()) return;
    const double peak = r.peak(), beta = r.bestBandwidth();
    const QList<int> widths{28, 14, 14, 14, 14, 18};
    const lab::OperationSizes &z = r.operationSizes;
    out << CommandLine::tr("The course's operations, fp32, run here:") << '\n'
        << CommandLine::tr(
               "(dense layer %1 tokens × d = %2; convolution %3 × %3 × %4 channels; attention n = "
               "%5, d_k = %6; decoding d = %2; --size changes them)")
               .arg(Format::count(z.tokens), Format::count(z.dModel), Format::count(z.convSide),
                    Format::count(z.convChannels), Format::count(z.seqLen), Format::count(z.headDim))
        << '\n'
        << row({CommandLine::tr("operation"), CommandLine::tr("intensity"), CommandLine::tr("time"),
                CommandLine::tr("measured"), CommandLine::tr("roofline"),
                CommandLine::tr("measured / roofline")},
               widths)
        << '\n';
    for (const lab::OperationResult &o : r.operations) {
        const double predicted = attainableFlops(peak, o.intensity(), beta);
        out << row({measuredOperationTitle(o.id), Format::intensity(o.intensity()),
                    Format::duration(o.seconds), Format::flops(o.flopsPerSecond()), Format::flops(predicted),
                    Format::percent(predicted > 0 ? o.flopsPerSecond() / predicted : 0)},
                   widths)
            << '\n';
    }
    out << '\n';
}

void printTable(QTextStream &out, const lab::MeasureResult &r)
{
    out << CommandLine::tr("This computer: %1, %2, %3 cores, %4 of memory, measured on %5")
               .arg(r.host, r.cpu)
               .arg(r.cores)
               .arg(Format::bytes(r.memory), r.date)
        << "\n\n";
    printMatmul(out, r);
    if (!r.bf16Available)
        out << CommandLine::tr("bf16: not available (no avx512_bf16 or amx_bf16 in /proc/cpuinfo)") << "\n\n";
    out << CommandLine::tr("Memory bandwidth, all cores:") << '\n';
    const QString copy = CommandLine::tr("copy a = b (2 × size)");
    const QString triad = CommandLine::tr("triad a = b + s·c (3 × size)");
    // As wide as the longer label in the language shown: French's triad (35 characters) overran 30.
    const int labels = int(std::max(copy.size(), triad.size())) + 2;
    for (const lab::BandwidthResult &b : r.bandwidth)
        out << row({b.test == u"copy" ? copy : triad, Format::bytes(b.bytes),
                    Format::bandwidth(b.bytesPerSecond)},
                   {labels, 12})
            << '\n';
    out << '\n';
    printOperations(out, r);
    const double peak = r.peak(), beta = r.bestBandwidth();
    out << CommandLine::tr("Measured roofline: peak %1 (reached by %4), bandwidth %2, ridge point %3")
               .arg(Format::flops(peak), Format::bandwidth(beta), Format::intensity(ridgePoint(peak, beta)),
                    peakRunText(r.peakRun()))
        << '\n';
    if (const QString note = allCorePeakNote(r); !note.isEmpty()) out << note << '\n';
}

} // namespace

QString measureStepLabel(const lab::MeasureStep &s)
{
    switch (s.kind) {
    case lab::StepKind::Matmul:
        return s.allCores ? CommandLine::tr("matmul %1 %2 × %2, all cores").arg(s.name).arg(s.size)
                          : CommandLine::tr("matmul %1 %2 × %2, one core").arg(s.name).arg(s.size);
    case lab::StepKind::Bandwidth:
        return CommandLine::tr("bandwidth %1, %2 MiB").arg(s.name).arg(s.size);
    case lab::StepKind::Operation:
        break;
    }
    return measuredOperationTitle(s.name);
}

std::optional<lab::MeasureResult> addMeasuredDevice(Catalogue *catalogue, QTextStream &err)
{
    const QString path = lab::measurementPath();
    if (!QFileInfo::exists(path)) return std::nullopt;
    lab::MeasureResult r;
    QString error;
    if (!lab::loadMeasurement(path, &r, &error)) {
        err << CommandLine::tr("infralab: warning: the measurement of this computer is ignored: %1")
                   .arg(error)
            << Qt::endl;
        return std::nullopt;
    }
    catalogue->addDevice(lab::measuredDevice(r));
    return r;
}

bool operationSizesOption(const CliOptions &o, lab::OperationSizes *sizes, QString *error)
{
    if (o.operationSizes.isEmpty()) return true;
    if (o.command != u"measure") {
        *error = CommandLine::tr("option --size is taken by measure only");
        return false;
    }
    for (const QString &assignment : o.operationSizes)
        if (!lab::assignOperationSize(assignment, sizes, error)) {
            *error = CommandLine::tr("option --size: %1").arg(*error);
            return false;
        }
    return true;
}

int runMeasure(QTextStream &out, QTextStream &err, const CliOptions &o)
{
    lab::MeasureOptions options = o.quick ? lab::quickOptions() : lab::MeasureOptions{};
    QString error;
    if (!operationSizesOption(o, &options.operations, &error)) {
        err << CommandLine::tr("infralab: %1").arg(error) << '\n';
        return 2;
    }
    // On a terminal the progress line is rewritten in place; in a log, one line per step.
    const bool terminal = isatty(STDERR_FILENO);
    lab::MeasureResult r;
    lab::measure(
        options,
        [&](const lab::MeasureStep &s) {
            const QString line =
                CommandLine::tr("measure: %1 … %2/%3").arg(measureStepLabel(s)).arg(s.index).arg(s.total);
            if (terminal)
                err << '\r' << line << "\x1b[K" << Qt::flush;
            else
                err << line << Qt::endl;
            return true;
        },
        &r);
    if (terminal) err << '\n';
    const bool saved = lab::saveMeasurement(r, lab::measurementPath(), &error);
    if (o.json)
        out << QJsonDocument(lab::toJson(r)).toJson(QJsonDocument::Indented);
    else
        printTable(out, r);
    if (!saved) {
        err << CommandLine::tr("infralab measure: the measurement could not be saved: %1").arg(error) << '\n';
        return 1;
    }
    if (!o.json) out << CommandLine::tr("Saved to %1").arg(lab::measurementPath()) << '\n';
    return 0;
}

} // namespace infralab
