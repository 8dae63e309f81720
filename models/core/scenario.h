#pragma once
// The single source of truth: every input of the course, keyed by the dotted names of scenarioschema.h.
// Setters validate, return early when nothing changes, and emit one `changed` per batch of changes.
#include "catalogue.h"
#include "precision.h"
#include "scenarioschema.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QVariant>
#include <memory>

namespace infralab {

/// Every input's value, by key.
using ScenarioValues = QHash<Key, QVariant>;

class Scenario : public QObject
{
    Q_OBJECT
public:
    static constexpr int kFormatVersion = 1;
    static constexpr qint64 kMaxFileBytes = 1 << 20;

    explicit Scenario(const Catalogue *catalogue = nullptr, QObject *parent = nullptr);

    const Catalogue &catalogue() const { return *m_catalogue; }

    QVariant value(Key key) const { return m_values.value(key); }
    double number(Key key) const { return m_values.value(key).toDouble(); }
    int integer(Key key) const { return m_values.value(key).toInt(); }
    bool flag(Key key) const { return m_values.value(key).toBool(); }
    QString text(Key key) const { return m_values.value(key).toString(); }
    const ScenarioValues &values() const { return m_values; }

    /// Checks one value and converts it to the key's type (numbers may come as text, e.g. from `--set`).
    /// On refusal returns an invalid QVariant and sets `error` to a sentence naming key, value and reason.
    /// Text is accepted for numbers and booleans only when `fromText` (the command line); a JSON file must
    /// use JSON's own types.
    QVariant validate(Key key, const QVariant &raw, QString *error, bool fromText = false) const;

    /// Sets one value. Refused values change nothing. Choosing `model.preset` also sets the model.* keys.
    bool set(Key key, const QVariant &value, QString *error = nullptr);

    /// Sets many values at once, all or nothing; a preset in the batch applies before the explicit keys.
    bool apply(const QList<QPair<Key, QVariant>> &changes, QString *error = nullptr);

    /// Parses "key=value" assignments (the command line's `--set`, keys by their dotted names) and applies
    /// them all or nothing.
    bool applyAssignments(const QStringList &assignments, QString *error = nullptr);

    /// Back to the course's values.
    void reset();

    /// Versioned JSON document (scenariofile.cpp keeps the history of the format): {"format":
    /// "infralab-scenario", "version": 1, "values": {nested keys}, "pinned": {A's nested keys}}, in canonical
    /// form (keys sorted, shortest round-trip numbers), with the keys kept from a newer file back in place.
    QJsonObject toJson() const;
    /// Reads a document whole or not at all. A known key with a bad value refuses the file; keys this
    /// InfraLab does not know (a newer one wrote them) are kept for toJson, and fileWarning() says so.
    bool fromJson(const QByteArray &json, QString *error = nullptr);
    /// One line on what the file last read holds that this InfraLab does not use; empty when nothing.
    const QString &fileWarning() const { return m_fileWarning; }
    /// Drops what was kept from the file last read (unknown keys, a newer version): File > New. reset() keeps
    /// them, as it only changes values and is undone like any other change.
    void forgetFileExtras();
    bool loadFile(const QString &path, QString *error = nullptr);
    bool saveFile(const QString &path, QString *error = nullptr) const;

    // A/B comparison (scenariopin.cpp): a frozen copy of the inputs, "A", drawn beside the live ones, "B".
    /// Freezes the current values as A, replacing any previous A.
    void pin();
    /// Drops A.
    void unpin();
    /// Exchanges A and the live values; the live side changes in one batch (one undo step).
    void swapPinned();
    /// A, or nullptr when nothing is pinned. A never changes except through pin, swap, unpin and files.
    const Scenario *pinned() const { return m_pinned.get(); }
    /// Loads only the live values of a scenario file as A, all or nothing (the command line's --compare).
    bool pinFile(const QString &path, QString *error = nullptr);

    // Typed views used by the figures and the views.
    const Device &device() const;
    const Device &compareDevice() const;
    Precision precision() const;
    double peak() const; ///< device peak in the scenario's precision, FLOP/s (bf16 when unsupported)

Q_SIGNALS:
    /// Emitted for each key whose value changed, then `changed` once for the batch.
    void valueChanged(infralab::Key key);
    void changed();
    /// The values of the changed keys before and after one batch (undo records it).
    void applied(const infralab::ScenarioValues &before, const infralab::ScenarioValues &after);
    /// A was pinned, replaced, swapped or dropped.
    void pinnedChanged();

private:
    bool stage(ScenarioValues &target, const QList<QPair<Key, QVariant>> &changes, QString *error,
               bool fromText) const;
    /// Rules between keys that each key's range cannot express (scenariocheck.cpp); names a key of `changes`.
    bool checkCombination(const ScenarioValues &values, const QList<QPair<Key, QVariant>> &changes,
                          QString *error) const;
    bool applyChanges(const QList<QPair<Key, QVariant>> &changes, QString *error, bool fromText);
    void commit(const ScenarioValues &next);
    void setPinnedValues(const ScenarioValues *values, const QJsonObject &unknownValues = {});

    const Catalogue *m_catalogue;
    ScenarioValues m_values;
    std::unique_ptr<Scenario> m_pinned;
    // What a file holds that this InfraLab does not read, written back in place by toJson.
    QJsonObject m_unknownValues; ///< nested as under "values" (A's: as under "pinned")
    QJsonObject m_unknownTop;    ///< beside "values"
    /// A newer file keeps its version, so that its InfraLab reads it back as its own.
    int m_fileVersion = kFormatVersion;
    QString m_fileWarning;
};

} // namespace infralab
