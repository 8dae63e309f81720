// The scenario file (.infralab): reading, writing, and the history of its format.
//
// Format versions (the "version" key):
//   0   No "version" key: a file written by hand (e.g. from the README's example) before it carried a number.
//       Read as version 1; saved again, it becomes version 1.
//   1   {"format": "infralab-scenario", "version": 1, "values": {...}}: the keys of scenarioschema.cpp nested
//       by their dotted groups (a dotted name such as "serving.batch" is read too). Since the A/B
//       comparison, an optional "pinned" holds A's values in the same form.
//   >1  A newer InfraLab. Later versions only add keys (a change that older builds cannot read safely must
//       take another "format"), so this one reads the keys it knows with their usual checks and keeps the
//       others, and the version, to write them back unchanged: the newer InfraLab reads its file as its own.
//
// Its messages keep the Scenario's translation context (Scenario::tr), under which they are translated.
#include "scenariofile.h"

#include "atomicfile.h"
#include "inputfile.h"
#include "scenario.h"

#include <QJsonDocument>
#include <cmath>
#include <optional>

namespace infralab {

namespace {

const QStringList kTopKeys = {"format", "version", "values", "pinned"};
constexpr qsizetype kNamedUnknownKeys = 5; // the warning stays one readable line

/// True when `key` is the group of schema keys ("serving" for "serving.batch").
bool isGroup(const QString &key)
{
    const QString prefix = key + u'.';
    for (const ParamSpec &p : scenarioSchema())
        if (p.key.startsWith(prefix)) return true;
    return false;
}

/// Splits nested values into the known keys (dotted, still to be checked) and the unknown ones, kept nested
/// as in the file; `names` gets each unknown key's dotted name. A known group that is not an object is
/// refused.
bool split(const QJsonObject &o, const QString &prefix, ScenarioChanges *known, QJsonObject *unknown,
           QStringList *names, QString *error)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = prefix.isEmpty() ? it.key() : prefix + u'.' + it.key();
        if (const ParamSpec *p = findParam(key)) {
            known->append({p->id, it.value().toVariant()});
        } else if (!isGroup(key)) {
            unknown->insert(it.key(), it.value());
            names->append(key);
        } else if (it.value().isObject()) {
            QJsonObject inner;
            if (!split(it.value().toObject(), key, known, &inner, names, error)) return false;
            if (!inner.isEmpty()) unknown->insert(it.key(), inner);
        } else {
            *error = refusal(key, it.value().toVariant(),
                             Scenario::tr("expected an object: the group of the %1.* keys").arg(key));
            return false;
        }
    }
    return true;
}

/// One side of the file, "values" (live) or "pinned" (A): known keys to check, unknown ones to keep.
struct Side
{
    ScenarioChanges known;
    QJsonObject unknown;
};

bool readSide(const QJsonObject &root, const QString &name, Side *side, QStringList *unknownNames,
              QString *error)
{
    if (!root.value(name).isObject()) {
        *error = refusal(name, root.value(name).toVariant(), Scenario::tr("expected an object"));
        return false;
    }
    QStringList names;
    if (!split(root.value(name).toObject(), QString(), &side->known, &side->unknown, &names, error))
        return false;
    for (const QString &n : names)
        unknownNames->append(name + u'.' + n);
    return true;
}

/// The document's top level, checked for its size, its JSON and its "format".
std::optional<QJsonObject> readRoot(const QByteArray &json, QString *error)
{
    if (json.size() > ScenarioFile::kMaxFileBytes) {
        *error = Scenario::tr("the file is too large (%1 bytes, at most %2)")
                     .arg(json.size())
                     .arg(ScenarioFile::kMaxFileBytes);
        return std::nullopt;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        *error = Scenario::tr("not valid JSON at byte %1: %2").arg(pe.offset).arg(pe.errorString());
        return std::nullopt;
    }
    if (!doc.isObject()) {
        *error = Scenario::tr("the top level must be a JSON object");
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    if (root.value("format").toString() != u"infralab-scenario") {
        *error = refusal(QStringLiteral("format"), root.value("format").toVariant(),
                         Scenario::tr("expected \"infralab-scenario\""));
        return std::nullopt;
    }
    return root;
}

/// The file's format version: 0 when it has none (see the history above).
std::optional<int> readVersion(const QJsonObject &root, QString *error)
{
    if (!root.contains(QStringLiteral("version"))) return 0;
    const QJsonValue v = root.value(QStringLiteral("version"));
    const double d = v.toDouble(-1);
    if (v.isDouble() && d >= 0 && d <= 1e9 && d == std::floor(d)) return static_cast<int>(d);
    *error =
        refusal(QStringLiteral("version"), v.toVariant(), Scenario::tr("expected a whole number from 0"));
    return std::nullopt;
}

QString warningFor(int version, const QStringList &unknown)
{
    QStringList named = unknown.mid(0, kNamedUnknownKeys);
    if (unknown.size() > kNamedUnknownKeys) named.append(Scenario::tr("… (%1 in all)").arg(unknown.size()));
    const QString keys = named.join(QStringLiteral(", "));
    const QString mine = QString::number(ScenarioFile::kFormatVersion), theirs = QString::number(version);
    if (version > ScenarioFile::kFormatVersion && !unknown.isEmpty())
        return Scenario::tr(
                   "written by a newer InfraLab (format version %1, this one reads version %2); the keys "
                   "it does not know are kept as they are: %3")
            .arg(theirs, mine, keys);
    if (version > ScenarioFile::kFormatVersion)
        return Scenario::tr(
                   "written by a newer InfraLab (format version %1, this one reads version %2); it is "
                   "saved again as version %1")
            .arg(theirs, mine);
    if (!unknown.isEmpty())
        return Scenario::tr("the keys this InfraLab does not know are kept as they are: %1").arg(keys);
    return {};
}

QJsonObject nested(const ScenarioValues &flat)
{
    QJsonObject values;
    for (const ParamSpec &p : scenarioSchema()) {
        const QStringList path = p.key.split(u'.');
        const QJsonValue leaf = QJsonValue::fromVariant(flat.value(p.id));
        if (path.size() == 1) {
            values.insert(path[0], leaf);
        } else {
            QJsonObject group = values.value(path[0]).toObject();
            group.insert(path[1], leaf);
            values.insert(path[0], group);
        }
    }
    return values;
}

/// `unknown` put back into `known`, group by group: each kept key returns where the file had it. They never
/// collide on a leaf, as an unknown key is neither a schema key nor a group.
QJsonObject merged(QJsonObject known, const QJsonObject &unknown)
{
    for (auto it = unknown.begin(); it != unknown.end(); ++it) {
        const QJsonValue here = known.value(it.key());
        known.insert(it.key(), here.isObject() && it.value().isObject()
                                   ? merged(here.toObject(), it.value().toObject())
                                   : QJsonValue(it.value()));
    }
    return known;
}

} // namespace

ScenarioFile::ScenarioFile(Scenario *scenario, QObject *parent) : QObject(parent), m_scenario(scenario)
{
    connect(&scenario->comparison(), &Comparison::moving, this, &ScenarioFile::follow);
}

void ScenarioFile::follow(Comparison::Move move, const ScenarioFile *file)
{
    // Keys a newer InfraLab wrote belong to their side: A keeps the ones it was pinned with.
    m_pinnedWarning.clear();
    switch (move) {
    case Comparison::Move::Pin:
        m_pinnedUnknown = m_unknownValues;
        break;
    case Comparison::Move::Unpin:
        m_pinnedUnknown = {};
        break;
    case Comparison::Move::Swap:
        std::swap(m_unknownValues, m_pinnedUnknown);
        break;
    case Comparison::Move::Replace:
        m_pinnedUnknown = std::exchange(m_incomingPinned, {});
        break;
    case Comparison::Move::File:
        m_pinnedUnknown = file->m_unknownValues;
        m_pinnedWarning = file->m_warning;
        break;
    }
}

QJsonObject ScenarioFile::toJson() const
{
    QJsonObject root = m_unknownTop;
    root.insert(QStringLiteral("format"), QStringLiteral("infralab-scenario"));
    root.insert(QStringLiteral("version"), m_version);
    root.insert(QStringLiteral("values"), merged(nested(m_scenario->values()), m_unknownValues));
    if (const Scenario *a = m_scenario->comparison().pinned())
        root.insert(QStringLiteral("pinned"), merged(nested(a->values()), m_pinnedUnknown));
    return root;
}

bool ScenarioFile::fromJson(const QByteArray &json, QString *error)
{
    QString why;
    auto fail = [&](const QString &m) {
        if (error) *error = m;
        return false;
    };
    const std::optional<QJsonObject> parsed = readRoot(json, &why);
    if (!parsed) return fail(why);
    const QJsonObject &root = *parsed;
    const std::optional<int> version = readVersion(root, &why);
    if (!version) return fail(why);
    QStringList unknownNames;
    QJsonObject unknownTop;
    for (auto it = root.begin(); it != root.end(); ++it)
        if (!kTopKeys.contains(it.key())) {
            unknownTop.insert(it.key(), it.value());
            unknownNames.append(it.key());
        }
    Side live, a;
    if (!readSide(root, QStringLiteral("values"), &live, &unknownNames, &why)) return fail(why);
    const Catalogue &catalogue = m_scenario->catalogue();
    ScenarioValues next = defaultValues();
    if (!stageChanges(catalogue, next, live.known, error)) return false;
    // A, when the file has one, is checked before anything changes: a file is applied whole or not at all.
    ScenarioValues pinnedNext = defaultValues();
    const bool hasPinned = root.contains("pinned");
    if (hasPinned && (!readSide(root, QStringLiteral("pinned"), &a, &unknownNames, &why) ||
                      !stageChanges(catalogue, pinnedNext, a.known, &why)))
        return fail(Scenario::tr("pinned scenario (\"pinned\"): %1").arg(why));
    // Set before `changed` is emitted: a slot reading toJson() then sees the whole file.
    m_unknownValues = live.unknown;
    m_unknownTop = unknownTop;
    m_version = std::max(*version, kFormatVersion);
    m_warning = warningFor(*version, unknownNames);
    m_scenario->replaceValues(next);
    if (hasPinned) {
        m_incomingPinned = a.unknown;
        m_scenario->comparison().setPinned(pinnedNext);
    } else {
        m_scenario->comparison().unpin();
    }
    return true;
}

bool ScenarioFile::load(const QString &path, QString *error)
{
    const std::optional<QByteArray> json = readFileLimited(path, kMaxFileBytes, error);
    if (!json) return false;
    QString why;
    if (fromJson(*json, &why)) return true;
    if (error) *error = Scenario::tr("%1: %2").arg(shortenedForMessage(path), why);
    return false;
}

bool ScenarioFile::save(const QString &path, QString *error) const
{
    // QJsonDocument sorts keys and writes each number in its shortest exact form: a scenario saved, opened
    // and saved again gives the same bytes.
    QString reason;
    if (writeFileAtomically(path, QJsonDocument(toJson()).toJson(QJsonDocument::Indented), &reason))
        return true;
    if (error) *error = Scenario::tr("cannot write \"%1\": %2").arg(path, reason);
    return false;
}

void ScenarioFile::forgetExtras()
{
    m_unknownValues = {};
    m_pinnedUnknown = {};
    m_unknownTop = {};
    m_version = kFormatVersion;
    m_warning.clear();
    m_pinnedWarning.clear();
}

} // namespace infralab
