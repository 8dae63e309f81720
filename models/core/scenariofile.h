#pragma once
// The scenario file (.infralab) of one document: reads a versioned JSON document into a Scenario and the A of
// its comparison, whole or not at all, and writes them back. What a file holds that this InfraLab does not
// read (unknown keys beside each side and at the top level, a newer version) is kept here, by whoever holds
// the document, and written back in place. scenariofile.cpp keeps the history of the format.
#include "pinnedcomparison.h"

#include <QJsonObject>
#include <QObject>
#include <QString>

namespace infralab {

class Scenario;

class ScenarioFile : public QObject
{
    Q_OBJECT
public:
    static constexpr int kFormatVersion = 1;
    static constexpr qint64 kMaxFileBytes = 1 << 20;

    /// The codec of `scenario`'s document; it follows `scenario`'s comparison so that the keys kept from a
    /// file stay with their side when A is pinned, swapped or dropped.
    explicit ScenarioFile(Scenario *scenario, QObject *parent = nullptr);

    Scenario &scenario() const { return *m_scenario; }

    /// {"format": "infralab-scenario", "version": 1, "values": {nested keys}, "pinned": {A's nested keys}},
    /// in canonical form (keys sorted, shortest round-trip numbers), with the keys kept from a newer file
    /// back in place.
    QJsonObject toJson() const;
    /// Reads a document whole or not at all. A known key with a bad value refuses the file; keys this
    /// InfraLab does not know (a newer one wrote them) are kept for toJson, and warning() says so.
    bool fromJson(const QByteArray &json, QString *error = nullptr);
    bool load(const QString &path, QString *error = nullptr);
    bool save(const QString &path, QString *error = nullptr) const;

    /// One line on what the file last read holds that this InfraLab does not use; empty when nothing.
    const QString &warning() const { return m_warning; }
    /// The same for the file A was last read from (Comparison::pinFile, the command line's --compare).
    const QString &pinnedWarning() const { return m_pinnedWarning; }
    /// Drops what was kept from the files last read (unknown keys, a newer version): File > New.
    /// Scenario::reset() keeps them, as it only changes values and is undone like any other change.
    void forgetExtras();

private:
    void follow(Comparison::Move move, const ScenarioFile *file);

    Scenario *m_scenario;
    QJsonObject m_unknownValues;  ///< nested as under "values"
    QJsonObject m_pinnedUnknown;  ///< A's, nested as under "pinned"
    QJsonObject m_incomingPinned; ///< A's while fromJson sets A
    QJsonObject m_unknownTop;     ///< beside "values"
    /// A newer file keeps its version, so that its InfraLab reads it back as its own.
    int m_version = kFormatVersion;
    QString m_warning;
    QString m_pinnedWarning;
};

} // namespace infralab
