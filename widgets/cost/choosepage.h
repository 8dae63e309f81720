#pragma once
// Section 05 of the course, "Choisir": API, GPU cloud, on-premise and edge over the horizon. Totals by
// component, cumulative cost with break-even months, yearly cost against the volume with crossovers, energy
// and CO₂, the cost of 1 000 requests, and the criteria without a number as a checklist.
#include "gridpage.h"

namespace infralab {

class ChoosePage : public GridPage
{
    Q_OBJECT
public:
    explicit ChoosePage(Scenario *scenario, QWidget *parent = nullptr);
};

} // namespace infralab
