#include "measurementsession.h"
#include "scenario.h"

namespace infralab {

void MeasurementSession::set(const MeasurementSet &points, const QString &file)
{
    m_points = points;
    m_file = file;
    Q_EMIT changed();
}

void MeasurementSession::clear()
{
    if (isEmpty() && m_file.isEmpty()) return;
    m_points = {};
    m_file.clear();
    Q_EMIT changed();
}

void MeasurementSession::setComputer(const lab::MeasureResult &result)
{
    m_computer = result;
    Q_EMIT changed();
}

namespace {
MeasurementSession *attached(const Scenario &scenario)
{
    // A direct child: findChild() would also search the children's children.
    for (QObject *child : scenario.children())
        if (auto *session = qobject_cast<MeasurementSession *>(child)) return session;
    return nullptr;
}
} // namespace

MeasurementSession &measurementsOf(Scenario &scenario)
{
    if (MeasurementSession *session = attached(scenario)) return *session;
    return *new MeasurementSession(&scenario);
}

const MeasurementSession &measurementsOf(const Scenario &scenario)
{
    static const MeasurementSession none;
    const MeasurementSession *session = attached(scenario);
    return session ? *session : none;
}

} // namespace infralab
