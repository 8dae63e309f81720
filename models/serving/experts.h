#pragma once
// Mixture of experts (course definition "Experts : les experts d'un MoE"; Mixtral, Jiang et al. 2024): each
// token of each layer is routed to k of the layer's E expert FFNs, so decoding a batch reads the shared
// weights and only the experts its tokens selected.

namespace infralab {

/// Experts the B tokens of one decode step select in one layer, in expectation, when each picks k of the E
/// experts uniformly: an expert is missed by one token with probability 1 − k/E, by all B with (1 − k/E)^B,
/// so E·(1 − (1 − k/E)^B) are read. k at B = 1, towards E as B grows. E when k = E (a dense model: 1).
double expectedExpertsRead(int experts, int expertsPerToken, double tokens);

/// Parameters one decode step of B tokens reads. With N = shared + E·N_e and N_act = shared + k·N_e (one
/// expert's parameters N_e = (N − N_act)/(E − k) over all layers), it reads shared + N_e·E·(1 − (1 − k/E)^B)
/// = N_act + N_e·(E·(1 − (1 − k/E)^B) − k): N_act at B = 1, towards N at large B. Exactly N when k = E, as
/// for every dense model (E = k = 1), whatever N_act.
double parametersReadPerStep(double params, double activeParams, int experts, int expertsPerToken,
                             double tokens);

} // namespace infralab
