#pragma once
// The measurements imported into a session (File ▸ Import measurements…, --measurements of export) and the
// measurement of this computer (Tools ▸ Measure this computer…, `infralab measure`): attached to the Scenario
// (measurementsOf(), a child object of it) so that every chart that reads the Scenario reaches them and
// widgets keep no state of their own, while the Scenario itself stores the inputs alone. Not saved in the
// scenario file: a measurement is re-imported from its own file, and this computer's is read from
// measure.json at start.
#include "measure.h"
#include "measurements.h"

#include <QObject>
#include <optional>

namespace infralab {

class Scenario;

class MeasurementSession : public QObject
{
    Q_OBJECT
public:
    explicit MeasurementSession(QObject *parent = nullptr) : QObject(parent) {}

    const MeasurementSet &points() const { return m_points; }
    /// The file the points come from (empty when none is imported).
    const QString &file() const { return m_file; }
    bool isEmpty() const { return m_points.isEmpty(); }

    /// Replaces the points by a whole, already parsed set: nothing half-imported.
    void set(const MeasurementSet &points, const QString &file);
    void clear();

    /// The sweep, bandwidth and operations measured on this computer, or nullptr when it was never measured.
    const lab::MeasureResult *computer() const { return m_computer ? &*m_computer : nullptr; }
    /// Replaces this computer's measurement (a new one, or the saved one read at start).
    void setComputer(const lab::MeasureResult &result);

Q_SIGNALS:
    void changed();

private:
    MeasurementSet m_points;
    QString m_file;
    std::optional<lab::MeasureResult> m_computer;
};

/// The measurements attached to `scenario`, attached (empty) on first use.
MeasurementSession &measurementsOf(Scenario &scenario);
/// The measurements attached to `scenario`, or an empty session when none ever was (A's frozen copy, which
/// draws none). For reading: connect to `changed` through the overload above, which attaches the session
/// that later imports change.
const MeasurementSession &measurementsOf(const Scenario &scenario);

} // namespace infralab
