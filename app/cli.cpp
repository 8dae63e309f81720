#include "cli.h"
#include "measurementsession.h"

#include "benchcommand.h"
#include "catalogue.h"
#include "chartregistry.h"
#include "clioptions.h"
#include "exportcommand.h"
#include "format.h"
#include "inputfile.h"
#include "language.h"
#include "mainwindow.h"
#include "measurecommand.h"
#include "measurementscommand.h"
#include "reportcommand.h"
#include "rooflinepoints.h"
#include "scenario.h"
#include "scenariodocument.h"
#include "scenariofile.h"
#include "scenariorecovery.h"
#include "tablescommand.h"
#include "theme.h"
#include "viewpage.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QTextStream>
#include <cstdio>
#include <memory>

namespace infralab {

namespace {

/// Standard output without the word joiners (U+2060) Format puts after a unit's slash: they keep "TB/s" whole
/// where the window wraps text, and in a terminal or a pipe they would only stop a search for "TB/s".
class PlainOutput : public QIODevice
{
public:
    PlainOutput() { open(QIODevice::WriteOnly | QIODevice::Unbuffered); }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override
    {
        // QTextStream hands over whole encoded strings: a character is never split between two calls.
        QByteArray bytes(data, size);
        bytes.replace("\xE2\x81\xA0", "");
        std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
        std::fflush(stdout);
        return size;
    }
};

void printHelp(QTextStream &out)
{
    out << CommandLine::tr(
               "Usage: infralab [FILE] [options]\n"
               "       infralab tables [--lang fr|en]\n"
               "       infralab report [--scenario FILE] [--set KEY=VALUE]... [--json] [--measurements "
               "FILE]\n"
               "       infralab list devices|models|keys\n"
               "       infralab export --out DIR [--svg] [--csv rfc4180|fr] [--pdf FILE] [--scenario FILE]\n"
               "                       [--set KEY=VALUE]... [--width W] [--height H] [--measurements FILE]\n"
               "       infralab export --pdf FILE [--scenario FILE] [--set KEY=VALUE]... [--measurements "
               "FILE]\n"
               "       infralab export --chart NAME --out FILE.png|FILE.svg [--scenario FILE] [--set "
               "KEY=VALUE]...\n"
               "                       [--width W] [--height H] [--measurements FILE]\n"
               "       infralab bench [TAB...] [--steps N] [--pinned] [--presentation] [--json]\n"
               "       infralab measure [--quick] [--json] [--size NAME=VALUE]...\n"
               "\n"
               "InfraLab makes the course chapter on AI infrastructure explorable: rooflines, training "
               "memory,\n"
               "pipelines, serving and costs, with the formula behind every number.\n"
               "\n"
               "Commands:\n"
               "  (none)        open the explorer window, with FILE as the scenario if given\n"
               "  tables        print the course's tables, as its code prints them\n"
               "  report        print every computed figure of the scenario (--json: SI units)\n"
               "  list          list the catalogue's devices or models, or the scenario keys\n"
               "  export        write one PNG per chart of every view and the tables as CSV into DIR, and "
               "the\n"
               "                PDF lab report with --pdf, without a display\n"
               "  bench         measure the time from a change to the finished repaint, off screen\n"
               "  measure       measure this computer (matrix products, memory bandwidth, the course's\n"
               "                operations) and add it to the catalogue as \"This computer\"\n"
               "\n"
               "Options:\n"
               "  --lang fr|en          interface language (default: remembered, else the system's)\n"
               "  --scenario FILE       load a scenario file (.infralab, JSON)\n"
               "  --set KEY=VALUE       change one scenario input; repeatable (infralab list keys)\n"
               "  --compare FILE        pin FILE's scenario: every chart and table shows it beside the "
               "current one\n"
               "  --catalogue FILE      add or override devices and models from a JSON file; repeatable\n"
               "  --json                machine-readable output for report, bench and measure\n"
               "  --quick               measure in a few seconds: sizes up to 1024, 256 MB buffers\n"
               "  --size NAME=VALUE     measure runs the course's operations at that size: dense.tokens,\n"
               "                        dense.d_model, conv.side, conv.channels, attention.seq_len,\n"
               "                        attention.head_dim (a value out of its range is refused with it)\n"
               "  --presentation        start full screen, zoomed for a projector (bench: presentation mode "
               "on a\n"
               "                        1920×1080 screen)\n"
               "  --pinned              bench pins its starting scenario, so that every chart draws two "
               "layers\n"
               "  --tab NAME            open the window on one of its tabs:\n"
               "                        %1\n"
               "  --zoom PERCENT        open the window at that zoom, 60 to 300 (at most what the screen "
               "holds),\n"
               "                        as View > Zoom sets it and remembered with it\n"
               "  --out DIR             folder for export (created if needed); with --chart, the file to "
               "write\n"
               "  --chart NAME          export writes that chart alone (NAME as in the files of --out DIR, "
               "e.g.\n"
               "                        roofline), as PNG or SVG from the extension of --out FILE\n"
               "  --svg                 export also writes one SVG per chart into DIR\n"
               "  --csv rfc4180|fr      CSV files of export: rfc4180 (default: commas, decimal point) or fr\n"
               "                        (French spreadsheets: semicolons, decimal comma)\n"
               "  --pdf FILE            export writes the lab report (PDF, A4) to FILE\n"
               "  --measurements FILE   the window, report and export put the model against measured points: "
               "a "
               "vLLM\n"
               "                        benchmark_serving.py result, an Ollama /api/generate answer or a "
               "CSV\n"
               "  --width W, --height H export size in pixels (default 2400 × 1500)\n"
               "  --steps N             steps of each slider drag of bench (default 500; 0: start-up and "
               "memory "
               "only)\n"
               "  --version             print the version\n"
               "  --help                print this help\n"
               "\n"
               "Exit codes: 0 success, 2 refused input (the message names the key, the value and the "
               "reason),\n"
               "1 internal failure.\n")
               .arg(pageNames().join(QStringLiteral(", ")));
}

/// Rows as aligned columns: each column as wide as its longest cell, two spaces between, so that a long id or
/// name from a user's catalogue never runs into the next column.
void printColumns(QTextStream &out, const QList<QStringList> &rows)
{
    QList<qsizetype> widths;
    for (const QStringList &row : rows)
        for (qsizetype c = 0; c < row.size(); ++c) {
            if (widths.size() <= c) widths.append(0);
            widths[c] = std::max(widths[c], row.at(c).size());
        }
    for (const QStringList &row : rows) {
        QString line;
        for (qsizetype c = 0; c < row.size(); ++c)
            line += c + 1 < row.size() ? row.at(c).leftJustified(widths.at(c) + 2) : row.at(c);
        out << line << '\n';
    }
}

void listKeys(QTextStream &out)
{
    QList<QStringList> rows;
    for (const ParamSpec &p : scenarioSchema()) {
        QString range;
        if (p.isNumber())
            range = QStringLiteral("[%1 … %2]").arg(Format::plain(p.min), Format::plain(p.max));
        else if (!p.choices.isEmpty())
            range = p.choices.join(u'|');
        // The description is the window's label; what a device or model value is belongs here.
        else if (p.type == ParamType::Device)
            range = CommandLine::tr("a device id (infralab list devices)");
        else if (p.type == ParamType::Model)
            range = CommandLine::tr("a model id (infralab list models)");
        const QString def =
            p.isNumber() ? Format::plain(p.defaultValue.toDouble()) : p.defaultValue.toString();
        rows.append({p.key, def, QString(range + u' ' + p.unit).trimmed(),
                     QCoreApplication::translate("Scenario", p.description)});
    }
    printColumns(out, rows);
}

int list(QTextStream &out, QTextStream &err, const CliOptions &o, const Catalogue &catalogue)
{
    const QString what = o.positional.value(0);
    const QString lang = language::current();
    QList<QStringList> rows;
    if (what == u"devices") {
        for (const Device &d : catalogue.devices())
            // bf16, or the precision the scenario falls back to (fp32 for a measured CPU without bf16).
            rows.append({d.id, d.name(lang), Format::flops(d.peakFor(effectivePrecision(d, Precision::BF16))),
                         Format::bandwidth(d.bandwidth), Format::deviceMemory(d.memory, d.memoryInGib)});
        printColumns(out, rows);
    } else if (what == u"models") {
        for (const ModelPreset &m : catalogue.models())
            rows.append({m.id, m.name(lang),
                         CommandLine::tr("%1 B parameters").arg(Format::significant(m.params / 1e9, 4))});
        printColumns(out, rows);
    } else if (what == u"keys") {
        listKeys(out);
    } else {
        err << CommandLine::tr("infralab list: value \"%1\" refused: expected devices, models or keys")
                   .arg(shortenedForMessage(what))
            << '\n';
        return 2;
    }
    return 0;
}

/// A file from a newer InfraLab opens with a warning, one line on stderr per file; the command still
/// succeeds.
void printFileWarnings(QTextStream &err, const CliOptions &o, bool gui, const ScenarioFile &scenarioFile)
{
    const QString file = gui && !o.positional.isEmpty() ? o.positional.first() : o.scenarioFile;
    auto warn = [&err](const QString &path, const QString &warning) {
        if (!path.isEmpty() && !warning.isEmpty())
            err << CommandLine::tr("infralab: warning: %1: %2").arg(path, warning) << Qt::endl;
    };
    warn(file, scenarioFile.warning());
    if (scenarioFile.scenario().comparison().pinned() && !o.compareFile.isEmpty())
        warn(o.compareFile, scenarioFile.pinnedWarning());
}

QString chooseLanguage(const CliOptions &o, bool gui)
{
    if (!o.language.isEmpty()) return o.language;
    if (gui) {
        const QString remembered = QSettings().value(QStringLiteral("language")).toString();
        if (remembered == u"fr" || remembered == u"en") return remembered;
    }
    return language::systemDefault();
}

} // namespace

int runMain(int argc, char **argv)
{
    QElapsedTimer sinceMain; // the benchmark's start-up begins here
    sinceMain.start();
    QStringList args;
    for (int i = 1; i < argc; ++i) args.append(QString::fromLocal8Bit(argv[i]));
    CliOptions o;
    QString error;
    const bool parsed = parseCommandLine(args, &o, &error);
    const bool gui = parsed && o.command.isEmpty() && !o.help && !o.version;
    const bool offscreen = parsed && (o.command == u"export" || o.command == u"bench");
    // Exports and the benchmark render off screen: they need no display, and the benchmark's numbers must
    // not depend on a window manager.
    if (offscreen && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && o.command != u"bench")
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const QString benchScreen = o.command == u"bench" ? useBenchScreen() : QString();

    std::unique_ptr<QCoreApplication> app = gui || offscreen ? std::make_unique<QApplication>(argc, argv)
                                                             : std::make_unique<QCoreApplication>(argc, argv);
    if (!benchScreen.isEmpty()) QFile::remove(benchScreen); // read by the platform plugin, now loaded
    if (auto *gui = qobject_cast<QApplication *>(app.get())) {
        // Readable from the back of a classroom: never below 11 pt.
        QFont font = gui->font();
        font.setPointSizeF(std::max(font.pointSizeF(), 11.0));
        // French and English need no shaping (no ligature or mark is required to read them); without it,
        // Qt maps characters to glyphs directly instead of running HarfBuzz on every text it lays out or
        // draws: a quarter of a slider step's instructions (callgrind, Choose and Serving), mostly Qt Charts'
        // axis labels. Scripts that need shaping keep it (QFont::PreferNoShaping).
        font.setStyleStrategy(QFont::StyleStrategy(font.styleStrategy() | QFont::PreferNoShaping));
        gui->setFont(font);
    }
    QCoreApplication::setOrganizationName(QStringLiteral("InfraLab"));
    QCoreApplication::setApplicationName(QStringLiteral("InfraLab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(INFRALAB_VERSION));
    language::install(chooseLanguage(o, gui));

    PlainOutput plainStdout;
    QTextStream out(&plainStdout), err(stderr);
    if (!parsed) {
        // The first parse ran before any translator was installed; parsing again words the refusal in the
        // language the person asked for (or the system's).
        CliOptions again;
        parseCommandLine(args, &again, &error);
        err << CommandLine::tr("infralab: %1").arg(error) << '\n';
        return 2;
    }
    if (o.help) {
        printHelp(out);
        return 0;
    }
    if (o.version) {
        out << "InfraLab " << QCoreApplication::applicationVersion() << '\n';
        return 0;
    }
    if (!Catalogue::builtInError().isEmpty()) {
        err << CommandLine::tr("infralab: the built-in catalogue is broken: %1").arg(Catalogue::builtInError()) << '\n';
        return 1;
    }
    Catalogue catalogue = Catalogue::builtIn();
    const std::optional<lab::MeasureResult> computer = addMeasuredDevice(&catalogue, err);
    Scenario scenario(&catalogue);
    if (computer) measurementsOf(scenario).setComputer(*computer);
    ScenarioFile scenarioFile(&scenario);
    if (!prepareScenario(o, &catalogue, &scenarioFile, &error) ||
        (gui && !o.positional.isEmpty() && !scenarioFile.load(o.positional.first(), &error))) {
        err << CommandLine::tr("infralab: %1").arg(error) << '\n';
        return 2;
    }
    std::optional<MeasurementSet> measurements;
    // --size is checked here, before anything runs; measure applies it to its own sizes.
    lab::OperationSizes checked;
    if (!loadMeasurementsOption(o, scenario, &measurements, &error) ||
        !operationSizesOption(o, &checked, &error)) {
        err << CommandLine::tr("infralab: %1").arg(error) << '\n';
        return 2;
    }
    // Export's charts draw the points beside the model's curves.
    if (measurements) measurementsOf(scenario).set(*measurements, o.measurementsFile);
    const std::optional<ModelCheck> check =
        measurements ? std::optional(checkModel(scenario, *measurements)) : std::nullopt;
    printFileWarnings(err, o, gui, scenarioFile);
    const qsizetype allowedPositional = o.command == u"list" ? 1 : o.command == u"bench" ? o.positional.size() : (gui ? 1 : 0);
    if (o.positional.size() > allowedPositional) {
        err << CommandLine::tr("infralab: unexpected argument \"%1\"")
                   .arg(shortenedForMessage(o.positional.at(allowedPositional)))
            << '\n';
        return 2;
    }
    if (o.command == u"tables") {
        printCourseTables(out, catalogue);
        return 0;
    }
    if (o.command == u"report") {
        printReport(out, scenario, o.json, check ? &*check : nullptr);
        return 0;
    }
    if (o.command == u"list") return list(out, err, o, catalogue);
    if (o.command == u"export") return runExport(out, err, o, &scenario, check ? &*check : nullptr);
    if (o.command == u"bench") return runBench(out, err, &scenario, o, sinceMain);
    if (o.command == u"measure") return runMeasure(out, err, o);

    QSettings settings;
    if (!o.language.isEmpty()) settings.setValue(QStringLiteral("language"), o.language);
    theme::apply(theme::fromKey(settings.value(QStringLiteral("profile")).toString()));
    MainWindow window(&scenario, &scenarioFile);
    // The file on the command line, else the last scenario of the previous session (if it still loads).
    const bool explicitInputs = !o.scenarioFile.isEmpty() || !o.assignments.isEmpty() || !o.compareFile.isEmpty();
    const QString file = !o.positional.isEmpty() ? o.positional.first()
                         : explicitInputs        ? QString()
                                                 : settings.value(QStringLiteral("lastScenario")).toString();
    if (!o.tab.isEmpty() && !window.showPage(o.tab)) {
        QStringList names;
        for (const ViewPage *page : window.pages())
            names << page->objectName();
        err << CommandLine::tr("option --tab: value \"%1\" refused: expected one of %2")
                   .arg(shortenedForMessage(o.tab), names.join(QStringLiteral(", ")))
            << '\n';
        return 2;
    }
    if (o.zoomPercent > 0) window.setZoom(o.zoomPercent / 100.0);
    if (o.presentation)
        window.setPresentation(true);
    else
        window.show();
    // Unsaved work of a session that crashed or was killed is offered back before anything else; once
    // restored, it is what the window shows instead of FILE or the last scenario.
    const bool restored = window.recovery()->offer();
    // A remembered file that is no longer a regular file (deleted, replaced by a FIFO) is skipped without a
    // dialog; the file named on the command line was already checked by scenarioFile.load above.
    if (!restored && !file.isEmpty() && (!o.positional.isEmpty() || QFileInfo(file).isFile()))
        window.document()->open(file);
    // Opening FILE replaced A with the file's own (or none): --compare, already checked above, wins.
    if (!o.compareFile.isEmpty()) scenario.comparison().pinFile(o.compareFile);
    return app->exec();
}

} // namespace infralab
