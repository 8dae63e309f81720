#pragma once
// The A/B comparison's model side: a frozen copy "A" of a Scenario's values, drawn beside the live ones, "B".
// The live Scenario owns one (Scenario::comparison()); views compute A with the same models/ functions on
// pinned(). Named apart from widgets/common/comparison.h, which draws A.
#include "scenariovalidation.h"

#include <QObject>
#include <memory>

Q_MOC_INCLUDE("scenariofile.h")

namespace infralab {

class Scenario;
class ScenarioFile;

class Comparison : public QObject
{
    Q_OBJECT
public:
    /// What moved A, for moving().
    enum class Move
    {
        Pin,     ///< A became a copy of the live values
        Unpin,   ///< A was dropped
        Swap,    ///< A and the live values were exchanged
        Replace, ///< A was set to given values (a file's "pinned", a recovery)
        File,    ///< A was read from a scenario file (pinFile)
    };
    Q_ENUM(Move)

    /// `live`: the Scenario whose values are compared, which owns this comparison.
    explicit Comparison(Scenario *live);
    ~Comparison() override;

    /// A, or nullptr when nothing is pinned. A never changes except through pin, swap, unpin and files.
    const Scenario *pinned() const { return m_pinned.get(); }

    /// Freezes the current values as A, replacing any previous A.
    void pin();
    /// Drops A.
    void unpin();
    /// Exchanges A and the live values; the live side changes in one batch (one undo step).
    void swap();
    /// Sets A to `values`, already checked (stageChanges), e.g. the "pinned" side of a file.
    void setPinned(const ScenarioValues &values);
    /// Loads only the live values of a scenario file as A, all or nothing (the command line's --compare).
    bool pinFile(const QString &path, QString *error = nullptr);

Q_SIGNALS:
    /// Emitted first by every pin, unpin, swap and setPinned that acts (even when A's values stay the same),
    /// before any value changes: what a file keeps beside each side (ScenarioFile) moves with it. `file` is
    /// the file pinFile read, else nullptr.
    void moving(infralab::Comparison::Move move, const infralab::ScenarioFile *file);
    /// A was pinned, replaced, swapped or dropped.
    void changed();

private:
    /// A := `values`; emits `changed` unless A already had them.
    void setValues(const ScenarioValues &values);

    Scenario *m_live;
    std::unique_ptr<Scenario> m_pinned;
};

} // namespace infralab
