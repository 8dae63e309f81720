#pragma once
// Section 03 of the course, "Servir": latency, throughput and cost against the batch (theorem 4), where the
// device memory goes, the serving levers, the course's table and the capacity planner of exercise 4.
#include "gridpage.h"

namespace infralab {

class ServingLatencyChart;
class ServingTable;
class ServingThroughputChart;
class ServingToggles;

class ServingPage : public GridPage
{
    Q_OBJECT
public:
    explicit ServingPage(Scenario *scenario, QWidget *parent = nullptr);

    QString pageTitle() const override;
    QList<Key> controlKeys() const override;
    QStringList headlineKeys() const override;

    ServingLatencyChart *latencyChart() const { return m_latency; }
    ServingThroughputChart *throughputChart() const { return m_throughput; }
    ServingToggles *toggles() const { return m_toggles; }
    ServingTable *table() const { return m_table; }

private:
    QWidget *m_side;
    ServingLatencyChart *m_latency;
    ServingThroughputChart *m_throughput;
    ServingToggles *m_toggles;
    ServingTable *m_table;
};

} // namespace infralab
