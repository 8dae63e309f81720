#pragma once
// Section 03 of the course, "Servir": latency, throughput and cost against the batch (theorem 4), where the
// device memory goes, the serving levers, the course's table and the capacity planner of exercise 4.
#include "viewpage.h"

class QGridLayout;

namespace infralab {

class KvCacheChart;
class ServingLatencyChart;
class ServingTable;
class ServingThroughputChart;
class ServingToggles;

class ServingPage : public ViewPage
{
    Q_OBJECT
public:
    explicit ServingPage(Scenario *scenario, QWidget *parent = nullptr);

    QString pageTitle() const override;
    QList<Key> controlKeys() const override;
    QStringList headlineKeys() const override;
    QList<ChartView *> charts() const override;

    ServingLatencyChart *latencyChart() const { return m_latency; }
    ServingThroughputChart *throughputChart() const { return m_throughput; }
    KvCacheChart *kvCacheChart() const { return m_kvCache; }
    ServingToggles *toggles() const { return m_toggles; }
    ServingTable *table() const { return m_table; }

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    /// Two columns when there is room for two readable charts side by side, else one column that scrolls.
    void arrange(bool twoColumns);

    QGridLayout *m_grid;
    QWidget *m_side;
    bool m_twoColumns = false;
    ServingLatencyChart *m_latency;
    ServingThroughputChart *m_throughput;
    KvCacheChart *m_kvCache;
    ServingToggles *m_toggles;
    ServingTable *m_table;
};

} // namespace infralab
