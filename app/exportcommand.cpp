#include "exportcommand.h"

#include "chartregistry.h"
#include "clioptions.h"
#include "inputfile.h"
#include "measurementtable.h"
#include "svgexport.h"
#include "tableexport.h"

#include <QDir>
#include <QFileInfo>

namespace infralab {

ReportCharts reportCharts(const Scenario &s)
{
    ReportCharts charts;
    for (const ChartEntry &e : chartRegistry())
        if (e.shownFor(s)) charts.append({e.exportName, e.make});
    return charts;
}

namespace {
/// The export's size: --width and --height, or the default; text scales with the width.
ExportSettings exportSettings(const CliOptions &o)
{
    ExportSettings settings;
    if (o.width > 0 || o.height > 0) {
        // Keep the default aspect ratio when only one side is given.
        const QSize d = settings.pixels;
        const int w = o.width > 0 ? o.width : qRound(double(o.height) * d.width() / d.height());
        const int h = o.height > 0 ? o.height : qRound(double(o.width) * d.height() / d.width());
        settings.scale = std::clamp(w / 1200.0, 0.5, 4.0);
        settings.pixels = QSize(w, h);
    }
    return settings;
}

/// An SVG has the PNG's layout size, so that both files look alike.
QSize svgLayout(const ExportSettings &settings)
{
    return (QSizeF(settings.pixels) / settings.scale).toSize();
}

/// PNGs, CSV tables and (with --svg) SVGs into the folder; the written paths are appended to `written`.
bool exportFolder(const CliOptions &o, Scenario *scenario, const ModelCheck *measurements,
                  QStringList *written, QString *error)
{
    const ExportSettings settings = exportSettings(o);
    const QDir dir(o.outDir);
    for (const ChartEntry &entry : chartRegistry()) {
        if (!entry.shownFor(*scenario)) continue;
        const QString path = dir.filePath(entry.exportName + QStringLiteral(".png"));
        if (!savePng(renderChart(entry.make, scenario, settings), path, error)) return false;
        written->append(path);
    }
    const QList<QPair<QString, bool (*)(const QString &, const Scenario &, QString *, CsvForm)>> tables = {
        {QStringLiteral("figures.csv"), writeFiguresCsv},
        {QStringLiteral("serving-table.csv"), writeServingTableCsv},
        {QStringLiteral("inputs.csv"), writeInputsCsv}};
    const CsvForm form = o.frenchCsv ? CsvForm::French : CsvForm::Rfc4180;
    for (const auto &[name, write] : tables) {
        if (!write(dir.filePath(name), *scenario, error, form)) return false;
        written->append(dir.filePath(name));
    }
    if (measurements) {
        const QString path = dir.filePath(QStringLiteral("measurements.csv"));
        if (!writeMeasurementsCsv(path, *measurements, error, form)) return false;
        written->append(path);
    }
    if (!o.svg) return true;
    for (const ChartEntry &entry : chartRegistry()) {
        if (!entry.shownFor(*scenario)) continue;
        const QString path = dir.filePath(entry.exportName + QStringLiteral(".svg"));
        if (!writeChartSvg(entry.make, scenario, path, svgLayout(settings), error)) return false;
        written->append(path);
    }
    return true;
}

/// --chart NAME --out FILE: the one chart, as SVG when FILE ends in .svg, else as PNG.
bool exportChart(const CliOptions &o, const ChartFactory &make, Scenario *scenario, QString *error)
{
    const ExportSettings settings = exportSettings(o);
    if (o.outDir.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive))
        return writeChartSvg(make, scenario, o.outDir, svgLayout(settings), error);
    return savePng(renderChart(make, scenario, settings), o.outDir, error);
}

/// Empty when a file can be written at `path` (option `option`), else the refusal naming the option, the
/// file and the reason.
QString refusedFile(const char *option, const QString &path)
{
    const QFileInfo file(path);
    if (file.isDir())
        return CommandLine::tr("option %1: file \"%2\" refused: it is a folder")
            .arg(QLatin1String(option), shortenedForMessage(path));
    if (!QFileInfo(file.absolutePath()).isDir() || !QFileInfo(file.absolutePath()).isWritable())
        return CommandLine::tr(
                   "option %1: file \"%2\" refused: its folder does not exist or cannot be written")
            .arg(QLatin1String(option), shortenedForMessage(path));
    return {};
}

/// Empty when the options make an export, else the refusal: what is missing, or which option does not fit.
QString refusedOptions(const CliOptions &o)
{
    if (!o.chart.isEmpty()) {
        if (o.outDir.isEmpty())
            return CommandLine::tr("option --chart needs --out FILE.png or --out FILE.svg");
        if (o.svg)
            return CommandLine::tr("option --svg refused with --chart: the extension of --out FILE chooses "
                                   "PNG or SVG");
        const QString suffix = QFileInfo(o.outDir).suffix().toLower();
        if (suffix != u"png" && suffix != u"svg")
            return CommandLine::tr("option --out: file \"%1\" refused: with --chart, expected a name ending "
                                   "in .png or .svg")
                .arg(shortenedForMessage(o.outDir));
        if (const QString refused = refusedFile("--out", o.outDir); !refused.isEmpty()) return refused;
    }
    if (o.outDir.isEmpty() && o.pdfFile.isEmpty())
        return CommandLine::tr("option --out DIR or --pdf FILE is required");
    if (o.svg && o.outDir.isEmpty()) return CommandLine::tr("option --svg needs --out DIR");
    if (!o.pdfFile.isEmpty()) return refusedFile("--pdf", o.pdfFile);
    return {};
}

/// The names --chart takes, for its refusal.
QString chartNames()
{
    QStringList names;
    for (const ChartEntry &entry : chartRegistry())
        names.append(entry.exportName);
    return names.join(QStringLiteral(", "));
}
} // namespace

int runExport(QTextStream &out, QTextStream &err, const CliOptions &o, Scenario *scenario,
              const ModelCheck *measurements)
{
    if (const QString refused = refusedOptions(o); !refused.isEmpty()) {
        err << CommandLine::tr("infralab export: %1").arg(refused) << '\n';
        return 2;
    }
    // Only the pages up to the chart's are made: one figure for a report script costs one chart.
    ChartView::Condition condition = nullptr;
    const ChartFactory chart = o.chart.isEmpty() ? ChartFactory() : findChart(o.chart, &condition);
    if (!o.chart.isEmpty() && !chart) {
        err << CommandLine::tr("infralab export: option --chart: value \"%1\" refused: expected one of %2")
                   .arg(shortenedForMessage(o.chart), chartNames())
            << '\n';
        return 2;
    }
    if (condition && !condition(*scenario)) {
        err << CommandLine::tr("infralab export: option --chart: value \"%1\" refused: this computer has not "
                               "been measured (infralab measure)")
                   .arg(o.chart)
            << '\n';
        return 2;
    }
    if (!chart && !o.outDir.isEmpty()) {
        const QFileInfo info(o.outDir);
        if ((info.exists() && !info.isDir()) || !QDir().mkpath(o.outDir) ||
            !QFileInfo(o.outDir).isWritable()) {
            err << CommandLine::tr(
                       "infralab export: option --out: folder \"%1\" refused: it cannot be created or "
                       "written")
                       .arg(o.outDir)
                << '\n';
            return 2;
        }
    }
    // Paths are printed once everything is written: a refused export prints nothing on stdout. A file that
    // cannot be written once the input was accepted (disk full, size limit) is a failure, 1: each writer left
    // the previous file at its path untouched.
    QStringList written;
    QString error;
    if (!o.pdfFile.isEmpty()) {
        if (!writeReport(o.pdfFile, scenario, reportCharts(*scenario), &error)) {
            err << CommandLine::tr("infralab export: %1").arg(error) << '\n';
            return 1;
        }
        written.append(o.pdfFile);
    }
    if (chart ? !exportChart(o, chart, scenario, &error)
              : !o.outDir.isEmpty() && !exportFolder(o, scenario, measurements, &written, &error)) {
        err << CommandLine::tr("infralab export: %1").arg(error) << '\n';
        return 1;
    }
    if (chart) written.append(o.outDir);
    for (const QString &path : written) out << path << '\n';
    return 0;
}

} // namespace infralab
