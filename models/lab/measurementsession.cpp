#include "measurementsession.h"

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

} // namespace infralab
