#include "exercisetexts.h"

#include "format.h"

#include <QCoreApplication>
#include <cmath>
#include <iterator>

namespace infralab {

namespace {

// The page's translation context: these sentences are the page's, written here.
class PageTexts
{
    Q_DECLARE_TR_FUNCTIONS(infralab::ExercisesPage)
};

/// "8 × 10⁹": parameter counts and FLOPs read better as powers of ten than as ten digits.
QString scientific(double v)
{
    if (!std::isfinite(v) || std::abs(v) < 1e6) return Format::significant(v, 4);
    const int exponent = static_cast<int>(std::floor(std::log10(std::abs(v))));
    static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString power;
    for (const QChar c : QString::number(exponent))
        power += c == u'-' ? QChar(0x207B) : superscripts.at(c.digitValue());
    return Format::noBreak(PageTexts::tr("%1 × 10%2", "mantissa, power of ten")
                               .arg(Format::significant(v / std::pow(10.0, exponent), 3), power));
}

/// How a wrong number misses, in a sentence that leaves the expected value out: the gap in whole percent, or
/// as a factor to one digit when the answer is off by more than twice, enough to aim by.
QString missText(const QString &answered, const MissReport &miss)
{
    switch (miss.kind) {
    case Miss::WrongUnit:
        return PageTexts::tr("Not quite: %1 is off by a factor of %2. Check the unit, then try again.")
            .arg(answered, Format::significant(miss.factor, 2));
    case Miss::TooHigh:
        return miss.factor < 2
                   ? PageTexts::tr("Not quite: %1 is too high, by about %2. Try again.")
                         .arg(answered, Format::percent(miss.factor - 1, 0))
                   : PageTexts::tr("Not quite: %1 is too high, about %2 times the answer. Try again.")
                         .arg(answered, Format::significant(miss.factor, 1));
    case Miss::TooLow:
        return miss.factor > 0.5 ? PageTexts::tr("Not quite: %1 is too low, by about %2. Try again.")
                                       .arg(answered, Format::percent(1 - miss.factor, 0))
                                 : PageTexts::tr("Not quite: %1 is too low, about %2 times below the answer. "
                                                 "Try again.")
                                       .arg(answered, Format::significant(1 / miss.factor, 1));
    case Miss::Unknown:
        break;
    }
    return PageTexts::tr("Not quite: %1 is not the answer. Try again.").arg(answered);
}

} // namespace

QString exerciseValue(double v, const QString &unit)
{
    if (std::isnan(v)) return Format::quantity(QVariant(), unit); // "none"
    if (unit == u"sci") return scientific(v);
    if (unit == u"FLOP") return Format::noBreak(PageTexts::tr("%1 FLOP").arg(scientific(v)));
    if (unit == u"%") return Format::share(v);
    if (unit.isEmpty()) {
        // Counts without group separators below 10 000 ("1500 tokens", "4096 × 4096"), as typeset in the
        // course.
        if (v == std::round(v) && std::abs(v) < 1e6) return Format::fixed(v, 0, std::abs(v) >= 10000);
        return Format::significant(v, 3);
    }
    return Format::quantity(v, unit);
}

QString answerPlaceholder(Dimension d)
{
    // In the order of the Dimension enumeration. Units only: a number here could be the answer.
    static const char *const formats[] = {
        QT_TRANSLATE_NOOP("infralab::ExercisesPage", "a duration and its unit: ms, s, µs…"),
        QT_TRANSLATE_NOOP("infralab::ExercisesPage", "a size and its unit: GB, MB…"),
        QT_TRANSLATE_NOOP("infralab::ExercisesPage", "a rate per second: tok/s, req/s…"),
        QT_TRANSLATE_NOOP("infralab::ExercisesPage", "a whole number"),
        QT_TRANSLATE_NOOP("infralab::ExercisesPage", "a percentage (with %) or a fraction"),
        QT_TRANSLATE_NOOP("infralab::ExercisesPage", "an intensity in FLOP/B"),
        QT_TRANSLATE_NOOP("infralab::ExercisesPage", "an amount in €"),
        QT_TRANSLATE_NOOP("infralab::ExercisesPage", "a word or two")};
    static_assert(std::size(formats) == int(Dimension::Choice) + 1);
    return PageTexts::tr(formats[int(d)]);
}

QString verdictText(const ExerciseItem &item, const AnswerCheck &check, const QString &typed, bool reveal)
{
    if (check.verdict == Verdict::Unreadable) return check.error;
    if (item.dimension == Dimension::Choice) {
        const QString expected =
            QCoreApplication::translate("Exercises", item.choices.value(item.expectedChoice).label);
        if (check.verdict == Verdict::Correct) return PageTexts::tr("Correct: %1.").arg(expected);
        return reveal
                   ? PageTexts::tr("Not quite: you answered “%1”; the answer is %2.")
                         .arg(typed.simplified(), expected)
                   : PageTexts::tr("Not quite: “%1” is not the answer. Try again.").arg(typed.simplified());
    }
    const QString answered = exerciseValue(check.value, item.unit),
                  expected = exerciseValue(item.expected, item.unit);
    const bool exact = item.tolerance == 0 || std::isnan(item.expected);
    const QString tolerance = Format::percent(item.tolerance);
    if (check.verdict == Verdict::Correct)
        return exact ? PageTexts::tr("Correct: %1.").arg(answered)
                     : PageTexts::tr("Correct: %1 (expected %2 ± %3).").arg(answered, expected, tolerance);
    if (!reveal) return missText(answered, check.miss);
    return exact ? PageTexts::tr("Not quite: you answered %1, expected %2.").arg(answered, expected)
                 : PageTexts::tr("Not quite: you answered %1, expected %2 ± %3.")
                       .arg(answered, expected, tolerance);
}

} // namespace infralab
