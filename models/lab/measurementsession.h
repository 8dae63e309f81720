#pragma once
// The measurements imported into a session (File ▸ Import measurements…, --measurements of export): held with
// the Scenario (Scenario::measurements()) so that every chart that reads the Scenario reaches them, and so
// that widgets keep no state of their own. Not saved in the scenario file: a measurement is re-imported
// from its own file.
#include "measurements.h"

#include <QObject>

namespace infralab {

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

Q_SIGNALS:
    void changed();

private:
    MeasurementSet m_points;
    QString m_file;
};

} // namespace infralab
