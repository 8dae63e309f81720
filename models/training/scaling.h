#pragma once
// Scaling laws (course formula "loi d'Amdahl (L24)"; Amdahl 1967, Gustafson 1988).

namespace infralab {

/// Amdahl: speed-up on n workers with a serial fraction s is 1 / (s + (1 − s)/n).
double amdahlSpeedup(double serialFraction, double n);

/// Parallel efficiency = speed-up / n (course).
double amdahlEfficiency(double serialFraction, double n);

/// Gustafson: scaled speed-up when the problem grows with n, s + (1 − s)·n = n − s(n − 1).
double gustafsonSpeedup(double serialFraction, double n);

} // namespace infralab
