#pragma once
// The builders behind exercises(): one per exercise of the course, spread over exercises_<section>.cpp so
// that no file grows too long. exercises() calls them in this order, which fixes the order of the items.
#include "exercises.h"

#include <QList>
#include <limits>

namespace infralab {

class Scenario;

namespace exercises_detail {

/// The expected value of an item whose answer is "none", and of a choice item.
inline constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

/// Exercise 1 (exercises_roofline.cpp).
void addRoofline(QList<ExerciseItem> &items, const Scenario &s);
/// Exercise 2 (exercises_training.cpp).
void addTraining(QList<ExerciseItem> &items, const Scenario &s);
/// Exercise 3 (exercises_training.cpp).
void addCommunication(QList<ExerciseItem> &items, const Scenario &s);
/// Exercise 4 (exercises_serving.cpp).
void addCapacity(QList<ExerciseItem> &items, const Scenario &s);
/// Written exercise 3, the robot's Jetson Orin (exercises_serving.cpp).
void addRobot(QList<ExerciseItem> &items);
/// The verification question (exercises_roofline.cpp).
void addVerification(QList<ExerciseItem> &items);

} // namespace exercises_detail

} // namespace infralab
