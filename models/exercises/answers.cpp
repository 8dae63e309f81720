#include "answers.h"

#include <QList>
#include <QStringList>
#include <algorithm>
#include <cmath>

namespace infralab {

namespace {

struct Unit
{
    double factor;     ///< SI value of one unit
    QStringList names; ///< its spellings, compared through unitKey()
};

/// Case, spaces and hyphens do not matter in a unit: "Go", "go", "tok / s", "micro-lots" and "micro lots"
/// all match. Case folding also maps the micro sign µ to the Greek μ, so both spellings are one unit.
QString unitKey(const QString &unit)
{
    QString key;
    for (const QChar c : unit.toCaseFolded())
        if (!c.isSpace() && c != u'-') key += c;
    return key;
}

/// Everything the reader knows of a dimension: its units, and the words a refusal names it with and
/// suggests units with (QT_TRANSLATE_NOOP("Answers", …), translated when the refusal is written).
struct DimensionSpec
{
    Dimension dimension;
    QList<Unit> units;
    const char *name;
    const char *unitHint;
};

const QList<DimensionSpec> &dimensionSpecs()
{
    static const QList<DimensionSpec> specs = {
        {Dimension::Time,
         {{1, {"s", "sec", "second", "seconds", "seconde", "secondes"}},
          {1e-3, {"ms", "msec", "millisecond", "milliseconds", "milliseconde", "millisecondes"}},
          {1e-6, {"µs", "us", "microsecond", "microseconds", "microseconde", "microsecondes"}},
          {1e-9, {"ns"}},
          {60, {"min", "minute", "minutes"}},
          {3600, {"h", "hour", "hours", "heure", "heures"}}},
         QT_TRANSLATE_NOOP("Answers", "a duration"),
         QT_TRANSLATE_NOOP("Answers", "s, ms, µs, min or h")},
        {Dimension::Bytes,
         {{1, {"B", "o", "byte", "bytes", "octet", "octets"}},
          {1e3, {"kB", "ko"}},
          {1e6, {"MB", "Mo"}},
          {1e9, {"GB", "Go"}},
          {1e12, {"TB", "To"}},
          {1e15, {"PB", "Po"}},
          {0x1p10, {"KiB"}},
          {0x1p20, {"MiB"}},
          {0x1p30, {"GiB"}},
          {0x1p40, {"TiB"}}},
         QT_TRANSLATE_NOOP("Answers", "a size in bytes"),
         QT_TRANSLATE_NOOP("Answers", "B, kB, MB, GB or TB")},
        {Dimension::Rate,
         {{1,
           {"", "/s", "1/s", "s⁻¹", "/sec", "tok/s", "token/s", "tokens/s", "t/s", "req/s", "request/s",
            "requests/s", "requête/s", "requêtes/s", "requetes/s"}}},
         QT_TRANSLATE_NOOP("Answers", "a rate per second"),
         QT_TRANSLATE_NOOP("Answers", "/s, tok/s or req/s")},
        {Dimension::Count,
         {{1, {"", "GPU", "GPUs", "micro-lot", "micro-lots", "micro-batch", "micro-batches"}}},
         QT_TRANSLATE_NOOP("Answers", "a count"),
         QT_TRANSLATE_NOOP("Answers", "a whole number, e.g. 8 or 8 GPUs")},
        {Dimension::Fraction,
         {{1, {""}}, {0.01, {"%", "percent", "pourcent"}}},
         QT_TRANSLATE_NOOP("Answers", "a share"),
         QT_TRANSLATE_NOOP("Answers", "a percentage or a fraction, e.g. 18 % or 0.18")},
        {Dimension::Intensity,
         {{1,
           {"", "FLOP/B", "FLOP/o", "FLOP/byte", "FLOP/octet", "FLOPs/B", "FLOPs/o", "FLOPs/byte",
            "FLOPs/octet"}}},
         QT_TRANSLATE_NOOP("Answers", "an arithmetic intensity"),
         QT_TRANSLATE_NOOP("Answers", "FLOP/B")},
        {Dimension::Euros,
         {{1, {"", "€", "EUR", "euro", "euros"}}, {1e3, {"k€", "kEUR"}}, {1e6, {"M€"}}},
         QT_TRANSLATE_NOOP("Answers", "an amount in euros"),
         QT_TRANSLATE_NOOP("Answers", "€ or EUR")},
    };
    return specs;
}

/// The spec of `d`; a choice has none: it is read without units.
const DimensionSpec &specOf(Dimension d)
{
    static const DimensionSpec none{Dimension::Choice, {}, nullptr, nullptr};
    for (const DimensionSpec &spec : dimensionSpecs())
        if (spec.dimension == d) return spec;
    return none;
}

/// The units to suggest in a refusal, in the language of the student.
QString unitHint(Dimension d)
{
    const char *hint = specOf(d).unitHint;
    return hint ? Answers::tr(hint) : QString();
}

QString dimensionName(Dimension d)
{
    const char *name = specOf(d).name;
    return name ? Answers::tr(name) : QString();
}

bool isAsciiDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

/// Reads the number at the start of `t` (spaces already plain and single) into C syntax, or none when the
/// digits and separators do not form one number. `end` receives where the unit starts.
std::optional<QString> scanNumber(const QString &t, qsizetype *end)
{
    qsizetype i = 0;
    QString sign;
    if (i < t.size() && (t[i] == u'+' || t[i] == u'-')) sign = t[i++];
    // A separator belongs to the number only when a digit follows it: "20 ms" stops before the space.
    QString mantissa;
    for (; i < t.size(); ++i) {
        const QChar c = t[i];
        const bool nextIsDigit = i + 1 < t.size() && isAsciiDigit(t[i + 1]);
        if (isAsciiDigit(c) || ((c == u'.' || c == u',') && nextIsDigit) ||
            (c == u' ' && nextIsDigit && !mantissa.isEmpty()))
            mantissa += c;
        else
            break;
    }
    QString exponent;
    if (i < t.size() && (t[i] == u'e' || t[i] == u'E')) {
        qsizetype j = i + 1;
        QString e = QStringLiteral("e");
        if (j < t.size() && (t[j] == u'+' || t[j] == u'-')) e += t[j++];
        if (j < t.size() && isAsciiDigit(t[j])) {
            while (j < t.size() && isAsciiDigit(t[j]))
                e += t[j++];
            exponent = e;
            i = j;
        }
    }
    *end = i;

    // With both separators the last one is the decimal; a single one is decimal; a repeated one groups.
    const qsizetype dots = mantissa.count(u'.'), commas = mantissa.count(u',');
    QChar decimal;
    QString grouping = QStringLiteral(" ");
    if (dots && commas) {
        decimal = mantissa.lastIndexOf(u'.') > mantissa.lastIndexOf(u',') ? u'.' : u',';
        grouping += decimal == u'.' ? u',' : u'.';
    } else if (dots == 1 || commas == 1) {
        decimal = dots ? u'.' : u',';
    } else if (dots > 1 || commas > 1) {
        grouping += dots ? u'.' : u',';
    }
    if (!decimal.isNull() && mantissa.count(decimal) != 1) return std::nullopt;
    const qsizetype point = decimal.isNull() ? -1 : mantissa.indexOf(decimal);
    const QString integer = point < 0 ? mantissa : mantissa.left(point);
    const QString fraction = point < 0 ? QString() : mantissa.mid(point + 1);
    for (const QChar c : fraction)
        if (!isAsciiDigit(c)) return std::nullopt;

    QStringList groups{QString()};
    for (const QChar c : integer) {
        if (grouping.contains(c))
            groups.append(QString());
        else if (isAsciiDigit(c))
            groups.last() += c;
        else
            return std::nullopt;
    }
    // Thousands groups: 1 to 3 digits first, then exactly 3 ("1 500", not "1 5").
    if (groups.size() > 1) {
        if (groups.first().isEmpty() || groups.first().size() > 3) return std::nullopt;
        for (qsizetype g = 1; g < groups.size(); ++g)
            if (groups.at(g).size() != 3) return std::nullopt;
    }
    const QString digits = groups.join(QString());
    if (digits.isEmpty() && fraction.isEmpty()) return std::nullopt;
    return QString(sign % (digits.isEmpty() ? QStringLiteral("0") : digits) %
                   (fraction.isEmpty() ? QString() : QString(u'.' % fraction)) % exponent);
}

QString plainSpaces(const QString &text)
{
    QString t = text;
    for (QChar &c : t) {
        // No-break, thin and narrow no-break spaces are what French typography puts in "1 500" and "20 ms".
        if (c.isSpace()) c = u' ';
        if (c == QChar(0x2212)) c = u'-'; // the typographic minus sign
    }
    return t.simplified();
}

} // namespace

std::optional<double> parseQuantity(const QString &text, Dimension d, QString *error)
{
    auto refuse = [error](const QString &message) -> std::optional<double> {
        if (error) *error = message;
        return std::nullopt;
    };
    const QString t = plainSpaces(text);
    if (t.isEmpty()) return refuse(Answers::tr("The answer is empty: type a number and its unit."));
    if (d == Dimension::Choice)
        return refuse(Answers::tr("“%1”: this question expects a word, not a quantity.").arg(t));

    qsizetype end = 0;
    const std::optional<QString> number = scanNumber(t, &end);
    if (!number)
        return refuse(
            Answers::tr("“%1” does not start with a number: write for example 0.02, 0,02, 2e-2 or 1 500.")
                .arg(t));
    bool ok = false;
    const double value =
        number->toDouble(&ok); // QString::toDouble always reads C syntax, whatever the locale
    if (!ok || !std::isfinite(value)) return refuse(Answers::tr("“%1” is not a finite number.").arg(t));

    const QString unit = t.mid(end).trimmed();
    const QString key = unitKey(unit);
    for (const Unit &u : specOf(d).units)
        for (const QString &name : u.names)
            if (unitKey(name) == key) {
                // "1e308 h" is finite, but not once in seconds.
                const double si = value * u.factor;
                if (!std::isfinite(si)) return refuse(Answers::tr("“%1” is not a finite number.").arg(t));
                return si;
            }
    if (unit.isEmpty()) return refuse(Answers::tr("“%1” needs a unit: %2.").arg(t, unitHint(d)));
    return refuse(
        Answers::tr("“%1”: “%2” is not a unit of %3; use %4.").arg(t, unit, dimensionName(d), unitHint(d)));
}

bool withinTolerance(double answer, double expected, double relTol)
{
    if (!std::isfinite(answer) || !std::isfinite(expected)) return false;
    // A hair of slack so that an answer exactly on the edge ("21 ms" for 20 ms ± 5 %) is not refused by
    // the last bit of a binary fraction.
    const double slack = 1e-12;
    if (expected == 0) return std::abs(answer) <= relTol + slack;
    return std::abs(answer - expected) <= (relTol + slack) * std::abs(expected);
}

MissReport missOf(double answer, double expected, double relTol, Dimension d)
{
    if (!std::isfinite(answer) || !std::isfinite(expected) || expected == 0 || answer == 0) return {};
    // A slip needs some room: an exact count (relTol 0) would otherwise never be recognised.
    const double slipTolerance = std::max(relTol, 0.02);
    const QList<Unit> &units = specOf(d).units;
    for (const Unit &from : units)
        for (const Unit &to : units) {
            const double ratio = from.factor / to.factor;
            if (ratio >= 2 && (withinTolerance(answer, expected * ratio, slipTolerance) ||
                               withinTolerance(answer, expected / ratio, slipTolerance)))
                return {Miss::WrongUnit, ratio};
        }
    const double factor = answer / expected;
    return {factor > 1 ? Miss::TooHigh : Miss::TooLow, factor};
}

QString normalizedWords(const QString &text)
{
    QString out;
    for (const QChar c : text.normalized(QString::NormalizationForm_D)) {
        if (c.category() == QChar::Mark_NonSpacing) continue; // the accent of "é" once decomposed
        out += c.isLetterOrNumber() ? c : QChar(u' ');
    }
    return out.toCaseFolded().simplified();
}

} // namespace infralab
