#pragma once
// Section 04 of the course, "Plateforme": the 11 layers of an ML platform along the path of the data, the
// selected layer's role, tools and point of attention, and the points of attention that are numbers, live:
// checkpoints against failures (Young–Daly) and the cost of idle GPUs.
#include "gridpage.h"

namespace infralab {

class PlatformDiagram;
class PlatformLayerDetails;

class PlatformPage final : public GridPage
{
    Q_OBJECT
public:
    explicit PlatformPage(Scenario *scenario, QWidget *parent = nullptr);

    PlatformDiagram *diagram() const { return m_diagram; }
    PlatformLayerDetails *details() const { return m_details; }

private:
    PlatformDiagram *m_diagram;
    PlatformLayerDetails *m_details;
};

} // namespace infralab
