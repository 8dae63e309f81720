#include "clioptions.h"

#include "catalogue.h"
#include "inputfile.h"
#include "scenario.h"
#include "scenariofile.h"

#include <QCoreApplication>

namespace infralab {

namespace {
const QStringList kCommands = {"tables", "report", "list", "export", "bench", "measure"};

/// An option whose value is a whole number, in digits only, from lo to hi.
struct WholeNumberOption
{
    QStringView name;
    int lo, hi;
    int CliOptions::*field;
    const char *expected; ///< the refusal's reason, with %1 = lo and %2 = hi
};

const WholeNumberOption kWholeNumberOptions[] = {
    {u"--width", 16, 16384, &CliOptions::width,
     QT_TRANSLATE_NOOP("CommandLine", "expected a whole number of pixels from %1 to %2, in digits only")},
    {u"--height", 16, 16384, &CliOptions::height,
     QT_TRANSLATE_NOOP("CommandLine", "expected a whole number of pixels from %1 to %2, in digits only")},
    {u"--steps", 0, 1000000, &CliOptions::benchSteps,
     QT_TRANSLATE_NOOP("CommandLine", "expected a whole number of steps from %1 to %2, in digits only")},
    {u"--zoom", 60, 300, &CliOptions::zoomPercent,
     QT_TRANSLATE_NOOP("CommandLine",
                       "expected a whole percentage from %1 to %2 (100: normal size), in digits only")},
};

const WholeNumberOption *wholeNumberOption(const QString &name)
{
    for (const WholeNumberOption &option : kWholeNumberOptions)
        if (option.name == name) return &option;
    return nullptr;
}

bool parseWholeNumber(const WholeNumberOption &option, const QString &value, CliOptions *o, QString *error)
{
    const std::optional<int> v = plainInteger(value);
    if (v && *v >= option.lo && *v <= option.hi) {
        o->*option.field = *v;
        return true;
    }
    *error = CommandLine::tr("option %1: value \"%2\" refused: %3")
                 .arg(option.name, shortenedForMessage(value),
                      CommandLine::tr(option.expected).arg(option.lo).arg(option.hi));
    return false;
}

// A switch takes no value: "--pinned=no" would otherwise pin.
bool takeSwitch(const QString &option, bool hasInlineValue, const QString &value, bool *out, QString *error)
{
    if (hasInlineValue) {
        *error = CommandLine::tr("option %1: value \"%2\" refused: the option takes no value")
                     .arg(option, shortenedForMessage(value));
        return false;
    }
    *out = true;
    return true;
}

/// Options that only one command reads, refused elsewhere rather than silently ignored.
bool checkCommandOptions(const CliOptions &o, QString *error)
{
    if (o.pinned && o.command != u"bench") {
        *error = CommandLine::tr("option --pinned refused: only bench takes it (the window pins with the "
                                 "Compare menu)");
        return false;
    }
    if (o.pinned && !o.compareFile.isEmpty()) {
        *error = CommandLine::tr("option --pinned refused with --compare: --compare already pins its file "
                                 "as the pinned scenario");
        return false;
    }
    return true;
}

// An empty file name would otherwise be taken for "no file" and the option silently ignored.
bool takeFileName(const QString &option, const QString &value, QString *out, QString *error)
{
    if (value.isEmpty()) {
        *error = CommandLine::tr("option %1: value \"\" refused: expected a file name").arg(option);
        return false;
    }
    *out = value;
    return true;
}
} // namespace

bool parseCommandLine(const QStringList &args, CliOptions *o, QString *error)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        QString arg = args.at(i), value;
        bool hasInlineValue = false;
        if (arg.startsWith(u"--") && arg.contains(u'=')) {
            value = arg.mid(arg.indexOf(u'=') + 1);
            arg = arg.left(arg.indexOf(u'='));
            hasInlineValue = true;
        }
        auto takeValue = [&]() -> bool {
            if (hasInlineValue) return true;
            if (i + 1 >= args.size()) {
                *error = CommandLine::tr("option %1 needs a value").arg(arg);
                return false;
            }
            value = args.at(++i);
            return true;
        };
        if (arg == u"--help" || arg == u"-h") {
            o->help = true;
        } else if (arg == u"--version" || arg == u"-v") {
            o->version = true;
        } else if (arg == u"--json") {
            o->json = true;
        } else if (arg == u"--presentation" || arg == u"--pinned") {
            if (!takeSwitch(arg, hasInlineValue, value, arg == u"--pinned" ? &o->pinned : &o->presentation,
                            error))
                return false;
        } else if (arg == u"--svg") {
            o->svg = true;
        } else if (arg == u"--quick") {
            o->quick = true;
        } else if (arg == u"--lang") {
            if (!takeValue()) return false;
            if (value != u"fr" && value != u"en") {
                *error = CommandLine::tr("option --lang: value \"%1\" refused: expected fr or en")
                             .arg(shortenedForMessage(value));
                return false;
            }
            o->language = value;
        } else if (arg == u"--csv") {
            if (!takeValue()) return false;
            if (value != u"rfc4180" && value != u"fr") {
                *error =
                    CommandLine::tr("option --csv: value \"%1\" refused: expected rfc4180 (commas, decimal "
                                    "point) or fr (semicolons, decimal comma)")
                        .arg(shortenedForMessage(value));
                return false;
            }
            o->frenchCsv = value == u"fr";
        } else if (arg == u"--scenario") {
            if (!takeValue() || !takeFileName(arg, value, &o->scenarioFile, error)) return false;
        } else if (arg == u"--compare") {
            if (!takeValue() || !takeFileName(arg, value, &o->compareFile, error)) return false;
        } else if (arg == u"--tab") {
            if (!takeValue()) return false;
            o->tab = value;
        } else if (arg == u"--set") {
            if (!takeValue()) return false;
            o->assignments.append(value);
        } else if (arg == u"--size") {
            if (!takeValue()) return false;
            o->operationSizes.append(value);
        } else if (arg == u"--catalogue") {
            QString file;
            if (!takeValue() || !takeFileName(arg, value, &file, error)) return false;
            o->catalogues.append(file);
        } else if (arg == u"--out") {
            if (!takeValue() || !takeFileName(arg, value, &o->outDir, error)) return false;
        } else if (arg == u"--chart") {
            if (!takeValue()) return false;
            if (value.isEmpty()) {
                *error = CommandLine::tr(
                    "option --chart: value \"\" refused: expected a chart's name, e.g. roofline");
                return false;
            }
            o->chart = value;
        } else if (arg == u"--measurements") {
            if (!takeValue() || !takeFileName(arg, value, &o->measurementsFile, error)) return false;
        } else if (arg == u"--pdf") {
            if (!takeValue() || !takeFileName(arg, value, &o->pdfFile, error)) return false;
        } else if (const WholeNumberOption *option = wholeNumberOption(arg)) {
            if (!takeValue() || !parseWholeNumber(*option, value, o, error)) return false;
        } else if (arg.startsWith(u'-') && arg.size() > 1) {
            *error = CommandLine::tr("unknown option %1 (infralab --help lists the options)")
                         .arg(shortenedForMessage(arg));
            return false;
        } else if (o->command.isEmpty() && o->positional.isEmpty() && kCommands.contains(arg)) {
            o->command = arg;
        } else {
            o->positional.append(arg);
        }
    }
    return checkCommandOptions(*o, error);
}

bool prepareScenario(const CliOptions &o, Catalogue *catalogue, ScenarioFile *file, QString *error)
{
    for (const QString &name : o.catalogues)
        if (!catalogue->mergeFile(name, error)) return false;
    if (!o.scenarioFile.isEmpty() && !file->load(o.scenarioFile, error)) return false;
    Scenario &scenario = file->scenario();
    if (!scenario.applyAssignments(o.assignments, error)) return false;
    return o.compareFile.isEmpty() || scenario.comparison().pinFile(o.compareFile, error);
}

} // namespace infralab
