#include "exportcommand.h"

#include "chartregistry.h"
#include "clioptions.h"
#include "inputfile.h"
#include "svgexport.h"
#include "tableexport.h"

#include <QDir>
#include <QFileInfo>

namespace infralab {

ReportCharts reportCharts()
{
    ReportCharts charts;
    for (const ChartEntry &e : chartRegistry()) charts.append({e.exportName, e.make});
    return charts;
}

namespace {
/// PNGs, CSV tables and (with --svg) SVGs into the folder; the written paths are appended to `written`.
bool exportFolder(const CliOptions &o, Scenario *scenario, QStringList *written, QString *error)
{
    ExportSettings settings;
    if (o.width > 0 || o.height > 0) {
        // Keep the default aspect ratio when only one side is given; text scales with the width.
        const QSize d = settings.pixels;
        const int w = o.width > 0 ? o.width : qRound(double(o.height) * d.width() / d.height());
        const int h = o.height > 0 ? o.height : qRound(double(o.width) * d.height() / d.width());
        settings.scale = std::clamp(w / 1200.0, 0.5, 4.0);
        settings.pixels = QSize(w, h);
    }
    const QDir dir(o.outDir);
    for (const ChartEntry &entry : chartRegistry()) {
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
    if (!o.svg) return true;
    // The same layout size as the PNG, so that both files look alike.
    const QSize layout = (QSizeF(settings.pixels) / settings.scale).toSize();
    for (const ChartEntry &entry : chartRegistry()) {
        const QString path = dir.filePath(entry.exportName + QStringLiteral(".svg"));
        if (!writeChartSvg(entry.make, scenario, path, layout, error)) return false;
        written->append(path);
    }
    return true;
}
} // namespace

int runExport(QTextStream &out, QTextStream &err, const CliOptions &o, Scenario *scenario)
{
    if (o.outDir.isEmpty() && o.pdfFile.isEmpty()) {
        err << CommandLine::tr("infralab export: option --out DIR or --pdf FILE is required") << '\n';
        return 2;
    }
    if (o.svg && o.outDir.isEmpty()) {
        err << CommandLine::tr("infralab export: option --svg needs --out DIR") << '\n';
        return 2;
    }
    if (!o.pdfFile.isEmpty()) {
        const QFileInfo pdf(o.pdfFile);
        if (pdf.isDir() || !QFileInfo(pdf.absolutePath()).isDir() ||
            !QFileInfo(pdf.absolutePath()).isWritable()) {
            err << CommandLine::tr(
                       "infralab export: option --pdf: file \"%1\" refused: its folder does not exist "
                       "or cannot be written")
                       .arg(shortenedForMessage(o.pdfFile))
                << '\n';
            return 2;
        }
    }
    if (!o.outDir.isEmpty()) {
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
        if (!writeReport(o.pdfFile, scenario, reportCharts(), &error)) {
            err << CommandLine::tr("infralab export: %1").arg(error) << '\n';
            return 1;
        }
        written.append(o.pdfFile);
    }
    if (!o.outDir.isEmpty() && !exportFolder(o, scenario, &written, &error)) {
        err << CommandLine::tr("infralab export: %1").arg(error) << '\n';
        return 1;
    }
    for (const QString &path : written) out << path << '\n';
    return 0;
}

} // namespace infralab
