#pragma once
// Section 03 of the course, "Servir": latency, throughput and cost against the batch (theorem 4), where the
// device memory goes, the serving levers, the course's table and the capacity planner of exercise 4.
#include "gridpage.h"

namespace infralab {

class ServingTable;

class ServingPage : public GridPage
{
    Q_OBJECT
public:
    explicit ServingPage(Scenario *scenario, QWidget *parent = nullptr);

    void holdLayout(bool held) override;

private:
    ServingTable *m_table;
};

} // namespace infralab
