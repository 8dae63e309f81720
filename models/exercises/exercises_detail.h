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

/// A number of a question or a worked solution, with how to show it (ExerciseItem::argUnits).
struct Shown
{
    double value;
    const char *unit;
};

/// Writes an ExerciseItem in the order a teacher does, each number beside its unit:
///     Item("ex1.ridge", kEx1).ask(question, {{peak, "FLOP/s"}, {bw, "B/s"}})
///         .expect(Dimension::Intensity, ridgePoint(peak, bw), 0.05, "FLOP/B")
///         .solve(solution, {…}).from(source)
class Item
{
public:
    Item(const char *id, const char *title);
    Item &ask(const char *question, const QList<Shown> &args = {});
    /// `tolerance` relative, 0 for a count, which must be exact.
    Item &expect(Dimension dimension, double value, double tolerance, const char *unit);
    Item &solve(const char *solution, const QList<Shown> &args);
    Item &from(const char *source);
    /// A choice question: `expected` indexes `options`.
    Item &choose(QList<ChoiceOption> options, int expected);
    operator ExerciseItem() const { return m_item; }

private:
    ExerciseItem m_item;
};

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
