#include "exportcommand.h"

#include "chartregistry.h"
#include "clioptions.h"

#include <QDir>
#include <QFileInfo>

namespace infralab {

int runExport(QTextStream &out, QTextStream &err, const CliOptions &o, Scenario *scenario)
{
    if (o.outDir.isEmpty()) {
        err << CommandLine::tr("infralab export: option --out DIR is required") << '\n';
        return 2;
    }
    const QFileInfo info(o.outDir);
    if ((info.exists() && !info.isDir()) || !QDir().mkpath(o.outDir) || !QFileInfo(o.outDir).isWritable()) {
        err << CommandLine::tr("infralab export: option --out: folder \"%1\" refused: it cannot be created or "
                               "written")
                   .arg(o.outDir)
            << '\n';
        return 2;
    }
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
        QString error;
        if (!savePng(renderChart(entry.make, scenario, settings), path, &error)) {
            err << CommandLine::tr("infralab export: %1").arg(error) << '\n';
            return 2;
        }
        out << path << '\n';
    }
    return 0;
}

} // namespace infralab
