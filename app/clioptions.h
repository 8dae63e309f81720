#pragma once
// Parsed command line. Kept as plain data so that the parser is testable without running anything.
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace infralab {

class Catalogue;
class ScenarioFile;

/// Translation context of the command line's messages.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

struct CliOptions
{
    QString command;          ///< "", "tables", "report", "list", "export", "bench", "measure"
    QStringList positional;   ///< after the command (e.g. `list devices`), or the scenario FILE to open
    QString language;         ///< "fr", "en" or empty (system default / remembered)
    QString scenarioFile;     ///< --scenario
    QString compareFile;      ///< --compare: scenario A of an A/B comparison
    QString tab;              ///< --tab: the tab the window opens on (a page's stable name)
    QStringList assignments;  ///< --set KEY=VALUE, in order
    QStringList operationSizes; ///< --size NAME=VALUE of measure, in order
    QStringList catalogues;   ///< --catalogue FILE, in order
    QString outDir;           ///< --out: the export's folder, or with --chart its file
    QString chart;            ///< --chart NAME: export writes that chart alone, to --out FILE (.png or .svg)
    QString pdfFile;          ///< --pdf: the lab report
    QString measurementsFile; ///< --measurements: measured points put against the model (report, export)
    int width = 0, height = 0;
    int zoomPercent = 0;  ///< --zoom PERCENT: the window's zoom (100: normal size); 0 when not given
    int benchSteps = 500; ///< --steps N: the steps of each slider drag of bench; 0 measures only the start-up
    bool json = false, help = false, version = false, presentation = false;
    bool pinned = false; ///< --pinned: bench pins its starting scenario as A (every chart draws two layers)
    bool svg = false; ///< --svg: export also writes one SVG per chart
    bool frenchCsv = false; ///< --csv fr: export writes the CSV files in the French spreadsheets' form
    bool quick = false;     ///< --quick: measure's short sweep (sizes up to 1024, 256 MB buffers)
};

/// Parses argv (without the program name). Returns false with a message naming the option and value.
bool parseCommandLine(const QStringList &args, CliOptions *out, QString *error);

/// Merges --catalogue files into `catalogue`, then loads --scenario and applies --set into `file`'s scenario,
/// and pins --compare as its A.
bool prepareScenario(const CliOptions &o, Catalogue *catalogue, ScenarioFile *file, QString *error);

} // namespace infralab
