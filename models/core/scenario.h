#pragma once
// The single source of truth: every input of the course, keyed by the dotted names of scenarioschema.h.
// Setters validate (scenariovalidation.h), return early when nothing changes, and emit one `changed` per
// batch of changes. Files are read and written by ScenarioFile (scenariofile.h); A of an A/B comparison is
// held by comparison() (pinnedcomparison.h); the lab's measurements are attached by measurementsOf()
// (models/lab/measurementsession.h).
#include "catalogue.h"
#include "keyreads.h"
#include "pinnedcomparison.h"
#include "scenarioschema.h"
#include "scenariovalidation.h"

#include <QObject>
#include <QVariant>

namespace infralab {

class Scenario : public QObject
{
    Q_OBJECT
public:
    explicit Scenario(const Catalogue *catalogue = nullptr, QObject *parent = nullptr);

    const Catalogue &catalogue() const { return *m_catalogue; }

    // Every read is noted for the KeyReads recording it (keyreads.h): a view refreshes on the keys it read.
    QVariant value(Key key) const
    {
        KeyReads::note(key);
        return m_values.value(key);
    }
    double number(Key key) const { return value(key).toDouble(); }
    int integer(Key key) const { return value(key).toInt(); }
    bool flag(Key key) const { return value(key).toBool(); }
    QString text(Key key) const { return value(key).toString(); }
    /// Every value: whoever reads them so depends on every key.
    const ScenarioValues &values() const
    {
        KeyReads::noteAll();
        return m_values;
    }

    /// Sets one value. Refused values change nothing. Choosing `model.preset` also sets the model.* keys.
    bool set(Key key, const QVariant &value, QString *error = nullptr);

    /// Sets many values at once, all or nothing; a preset in the batch applies before the explicit keys.
    bool apply(const ScenarioChanges &changes, QString *error = nullptr);

    /// Parses "key=value" assignments (the command line's `--set`, keys by their dotted names) and applies
    /// them all or nothing.
    bool applyAssignments(const QStringList &assignments, QString *error = nullptr);

    /// Back to the course's values.
    void reset();

    /// Replaces every value by `values`, already checked (A's, or a file's once staged), in one batch: one
    /// `changed` and one undo step, as for apply().
    void replaceValues(const ScenarioValues &values);

    /// The A/B comparison of these values: their frozen copy "A", pinned or not. The Scenario only holds it,
    /// so that whoever reaches the values reaches A.
    Comparison &comparison() { return m_comparison; }
    const Comparison &comparison() const { return m_comparison; }

Q_SIGNALS:
    /// Emitted for each key whose value changed, then `changed` once for the batch.
    void valueChanged(infralab::Key key);
    void changed();
    /// The values of the changed keys before and after one batch (undo records it).
    void applied(const infralab::ScenarioValues &before, const infralab::ScenarioValues &after);

private:
    bool applyChanges(const ScenarioChanges &changes, QString *error, bool fromText);

    const Catalogue *m_catalogue;
    ScenarioValues m_values;
    Comparison m_comparison{this};
};

} // namespace infralab
