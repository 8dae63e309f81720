#include "experts.h"

#include <cmath>

namespace infralab {

double expectedExpertsRead(int experts, int expertsPerToken, double tokens)
{
    const double e = experts;
    return e * (1.0 - std::pow(1.0 - expertsPerToken / e, tokens));
}

double parametersReadPerStep(double params, double activeParams, int experts, int expertsPerToken,
                             double tokens)
{
    if (expertsPerToken >= experts) return params;
    const double perExpert = (params - activeParams) / (experts - expertsPerToken);
    return activeParams +
           perExpert * (expectedExpertsRead(experts, expertsPerToken, tokens) - expertsPerToken);
}

} // namespace infralab
