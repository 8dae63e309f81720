#pragma once
// Section 02 of the course, "Entraîner à plusieurs": memory by strategy (exercise 2), the step with TP × PP ×
// DP (corrected exercise 2), the pipeline schedule (theorem 3), the ring all-reduce (theorem 2) and Amdahl.
#include "gridpage.h"

namespace infralab {

class TrainingPage : public GridPage
{
    Q_OBJECT
public:
    explicit TrainingPage(Scenario *scenario, QWidget *parent = nullptr);
};

} // namespace infralab
