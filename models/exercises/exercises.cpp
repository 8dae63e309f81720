#include "exercises.h"

#include "exercises_detail.h"

#include <QCoreApplication>
#include <cmath>
#include <optional>

namespace infralab {

namespace {

using exercises_detail::kNone;

/// Whether `words` (normalized) appears in `answer` (normalized) as whole words.
bool names(const QString &answer, const QString &words)
{
    return QString(u' ' % answer % u' ').contains(QString(u' ' % words % u' '));
}

} // namespace

namespace exercises_detail {

namespace {

void split(const QList<Shown> &shown, QList<double> &values, QStringList &units)
{
    values.clear();
    units.clear();
    for (const Shown &n : shown) {
        values.append(n.value);
        units.append(QString::fromUtf8(n.unit));
    }
}

} // namespace

Item::Item(const char *id, const char *title)
    : m_item{.id = QString::fromLatin1(id),
             .title = title,
             .question = nullptr,
             .questionArgs = {},
             .argUnits = {},
             .dimension = Dimension::Choice,
             .expected = kNone,
             .tolerance = 0,
             .unit = {},
             .solution = nullptr,
             .solutionArgs = {},
             .solutionUnits = {},
             .source = nullptr}
{
}

Item &Item::ask(const char *question, const QList<Shown> &args)
{
    m_item.question = question;
    split(args, m_item.questionArgs, m_item.argUnits);
    return *this;
}

Item &Item::expect(Dimension dimension, double value, double tolerance, const char *unit)
{
    m_item.dimension = dimension;
    m_item.expected = value;
    m_item.tolerance = tolerance;
    m_item.unit = QString::fromUtf8(unit);
    return *this;
}

Item &Item::solve(const char *solution, const QList<Shown> &args)
{
    m_item.solution = solution;
    split(args, m_item.solutionArgs, m_item.solutionUnits);
    return *this;
}

Item &Item::from(const char *source)
{
    m_item.source = source;
    return *this;
}

Item &Item::choose(QList<ChoiceOption> options, int expected)
{
    m_item.dimension = Dimension::Choice;
    m_item.expected = kNone;
    m_item.choices = std::move(options);
    m_item.expectedChoice = expected;
    return *this;
}

} // namespace exercises_detail

QList<ExerciseItem> exercises(const Scenario &s)
{
    using namespace exercises_detail;
    QList<ExerciseItem> items;
    addRoofline(items, s);
    addTraining(items, s);
    addCommunication(items, s);
    addCapacity(items, s);
    addRobot(items);
    addVerification(items);
    return items;
}

const QStringList &noneWords()
{
    static const QStringList words = {"none", "no", "aucun", "aucune", "impossible", "0"};
    return words;
}

AnswerCheck checkAnswer(const ExerciseItem &item, const QString &answer)
{
    AnswerCheck c;
    const QString words = normalizedWords(answer);
    if (item.dimension == Dimension::Choice) {
        QList<int> named;
        for (int i = 0; i < item.choices.size(); ++i)
            for (const QString &w : item.choices.at(i).words)
                if (names(words, w) && !named.contains(i)) named.append(i);
        if (named.isEmpty()) {
            QStringList labels;
            for (const ChoiceOption &o : item.choices)
                labels << QCoreApplication::translate("Exercises", o.label);
            c.error = Answers::tr("“%1” names none of the answers: %2.")
                          .arg(answer.simplified(), labels.join(Answers::tr(", ", "list separator")));
            return c;
        }
        c.choice = named.size() == 1 ? named.first() : -1; // naming both is no answer
        c.verdict = c.choice == item.expectedChoice ? Verdict::Correct : Verdict::Wrong;
        return c;
    }
    if (!std::isfinite(item.expected) && noneWords().contains(words)) {
        c.verdict = Verdict::Correct;
        c.value = kNone;
        return c;
    }
    const std::optional<double> value = parseQuantity(answer, item.dimension, &c.error);
    if (!value) {
        // "none" for a question whose answer is a number: a wrong answer rather than unreadable text.
        if (!noneWords().contains(words)) return c;
        c.error.clear();
        c.value = kNone;
        c.verdict = Verdict::Wrong;
        return c;
    }
    c.value = *value;
    c.verdict = withinTolerance(*value, item.expected, item.tolerance) ? Verdict::Correct : Verdict::Wrong;
    if (c.verdict == Verdict::Wrong) c.miss = missOf(*value, item.expected, item.tolerance, item.dimension);
    return c;
}

} // namespace infralab
