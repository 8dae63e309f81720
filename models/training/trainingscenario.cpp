#include "trainingscenario.h"

namespace infralab {

Strategy trainingStrategy(const Scenario &s)
{
    return strategyFromKey(s.text(Key::TrainingStrategy).toStdString()).value_or(Strategy::DDP);
}

Schedule pipelineSchedule(const Scenario &s)
{
    return scheduleFromKey(s.text(Key::TrainingSchedule).toStdString()).value_or(Schedule::GPipe);
}

} // namespace infralab
