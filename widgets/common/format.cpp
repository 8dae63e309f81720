#include "format.h"

#include <QLocale>
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <utility>

namespace infralab {

namespace {
/// Joins the characters on either side into one word: no line breaks between them.
constexpr QChar kWordJoiner(0x2060);

QLocale locale(bool group)
{
    QLocale l;
    l.setNumberOptions(group ? QLocale::DefaultNumberOptions : QLocale::OmitGroupSeparator);
    return l;
}

/// A unit's name as lupdate finds it, translated only when it is the one shown.
struct UnitName
{
    const char *source;
    const char *comment = nullptr;
};

/// Picks the decimal prefix that leaves 1 ≤ mantissa < 1000 and formats with 3 significant digits. Only the
/// chosen unit is translated: a translation lookup per unit made a tenth of a Format::bytes() call, and
/// tables and formulas call it a few hundred times per slider step.
template <std::size_t N> QString prefixed(double v, const UnitName (&units)[N])
{
    std::size_t i = 0;
    double m = v;
    while (std::abs(m) >= 1000 && i + 1 < N) {
        m /= 1000;
        ++i;
    }
    const QString unit = Format::tr(units[i].source, units[i].comment);
    return Format::noBreak(Format::tr("%1 %2", "number then unit").arg(Format::significant(m, 3), unit));
}

constexpr UnitName kBytes[] = {
    QT_TRANSLATE_NOOP3("Format", "B", "bytes"), {QT_TRANSLATE_NOOP("Format", "kB")},
    {QT_TRANSLATE_NOOP("Format", "MB")},        {QT_TRANSLATE_NOOP("Format", "GB")},
    {QT_TRANSLATE_NOOP("Format", "TB")},        {QT_TRANSLATE_NOOP("Format", "PB")}};
constexpr UnitName kFlops[] = {
    {QT_TRANSLATE_NOOP("Format", "FLOP/s")},  {QT_TRANSLATE_NOOP("Format", "kFLOP/s")},
    {QT_TRANSLATE_NOOP("Format", "MFLOP/s")}, {QT_TRANSLATE_NOOP("Format", "GFLOP/s")},
    {QT_TRANSLATE_NOOP("Format", "TFLOP/s")}, {QT_TRANSLATE_NOOP("Format", "PFLOP/s")},
    {QT_TRANSLATE_NOOP("Format", "EFLOP/s")}};
constexpr UnitName kBandwidth[] = {
    {QT_TRANSLATE_NOOP("Format", "B/s")},  {QT_TRANSLATE_NOOP("Format", "kB/s")},
    {QT_TRANSLATE_NOOP("Format", "MB/s")}, {QT_TRANSLATE_NOOP("Format", "GB/s")},
    {QT_TRANSLATE_NOOP("Format", "TB/s")}, {QT_TRANSLATE_NOOP("Format", "PB/s")}};
} // namespace

QString Format::fixed(double v, int decimals, bool group)
{
    if (!std::isfinite(v)) return tr("n/a");
    return locale(group).toString(v, 'f', decimals);
}

QString Format::significant(double v, int digits)
{
    if (!std::isfinite(v)) return tr("n/a");
    if (v == 0) return fixed(0, 0);
    const int magnitude = static_cast<int>(std::floor(std::log10(std::abs(v))));
    const int decimals = std::max(0, digits - 1 - magnitude);
    QString text = fixed(v, decimals);
    // "16.0 GB" reads as more precise than it is: drop the zeros that carry no digit.
    const QString point = QLocale().decimalPoint();
    if (decimals > 0 && text.contains(point)) {
        while (text.endsWith(u'0')) text.chop(1);
        if (text.endsWith(point)) text.chop(point.size());
    }
    return text;
}

namespace {
/// A negative number's sign typeset as a minus (U+2212), as signedPercent writes it: the locale's sign is a
/// hyphen-minus, which reads as a dash in a sentence and a formula ("= −23.3 %", not "= -23.3 %").
QString typesetMinus(QString number)
{
    if (number.startsWith(u'-')) number.replace(0, 1, QChar(0x2212));
    return number;
}
/// Cents below 100 €, whole euros above; a price under one euro keeps three significant digits ("€0.123/kWh")
/// but no zero beyond its cents ("€0.20/kWh").
int moneyDecimals(double v)
{
    const double a = std::abs(v);
    if (a >= 100) return 0;
    if (a >= 1 || a == 0) return 2;
    const int decimals = std::clamp(2 - static_cast<int>(std::floor(std::log10(a))), 2, 6);
    const QString digits = QString::number(a, 'f', decimals);
    int zeros = 0;
    while (digits.at(digits.size() - 1 - zeros) == u'0')
        ++zeros;
    return std::max(2, decimals - zeros);
}
} // namespace

QString Format::percent(double fraction, int decimals)
{
    return noBreak(tr("%1 %", "percentage").arg(typesetMinus(fixed(fraction * 100.0, decimals))));
}

QString Format::signedPercent(double fraction, int decimals)
{
    const QString magnitude = percent(std::abs(fraction), decimals);
    if (fraction < 0 && magnitude != percent(0, decimals)) return QStringLiteral("−") + magnitude;
    return fraction > 0 ? QStringLiteral("+") + magnitude : magnitude;
}

QString Format::share(double fraction)
{
    if (!std::isfinite(fraction)) return tr("n/a");
    return noBreak(tr("%1 %", "percentage").arg(typesetMinus(significant(fraction * 100.0, 3))));
}

QString Format::count(double v)
{
    if (!std::isfinite(v)) return tr("n/a");
    return QLocale().toString(std::round(v), 'f', 0);
}

QString Format::factor(double v)
{
    if (!std::isfinite(v)) return tr("n/a");
    return noBreak(tr("%1 ×", "speed-up factor").arg(significant(v, 3)));
}

QString Format::plain(double v)
{
    if (!std::isfinite(v)) return tr("n/a");
    const double exponent = v > 0 ? std::log10(v) : 0;
    if (exponent >= 6 && exponent == std::round(exponent)) {
        static const char16_t superscripts[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
        QString power;
        for (const QChar digit : QString::number(int(exponent)))
            power += QChar(superscripts[digit.digitValue()]);
        return u"10" + power;
    }
    if (v == std::round(v) && std::abs(v) < 1e15) return count(v);
    return significant(v, 6);
}

QString Format::noBreak(QString text)
{
    // A number and its unit must not be split across lines, nor a unit at its slash: Qt breaks a line after
    // "/" ("6 894 tokens/" then "s" in the formula list), and honours a word joiner (U+2060) there.
    text.replace(u' ', QChar(0x00A0));
    for (qsizetype at = text.indexOf(u'/'); at >= 0; at = text.indexOf(u'/', at + 1))
        if (at + 1 >= text.size() || text.at(at + 1) != kWordJoiner) text.insert(at + 1, kWordJoiner);
    return text;
}

Format::Affixes Format::unitAffixes(const QString &unit)
{
    const auto unbroken = [](QString text) { return text.replace(u' ', QChar(0x00A0)); };
    if (!unit.startsWith(u'€')) return {QString(), unit.isEmpty() ? QString() : unbroken(u' ' + unit)};
    // The locale puts the currency's sign: "€9,000" in English, "9 000 €" in French. Where its number goes
    // in a sample tells what comes before it and what after; a rate's "/h" follows the whole amount.
    // Asked of the locale once per language, not at each of a table's money cells on every slider step.
    static QLocale sampled = QLocale::c();
    static QString sample;
    if (const QLocale locale; sample.isEmpty() || locale != sampled) {
        sampled = locale;
        sample = locale.toCurrencyString(0.0, QStringLiteral("€"), 0);
    }
    const qsizetype zero = sample.indexOf(u'0');
    return {unbroken(sample.left(zero)), unbroken(sample.mid(zero + 1) + unit.mid(1))};
}

QString Format::money(double v, int decimals, const QString &unit)
{
    if (!std::isfinite(v)) return tr("n/a");
    const Affixes affixes = unitAffixes(unit);
    // A negative amount's sign comes before the currency's: "−€40", "−40 €".
    const QString number = fixed(std::abs(v), decimals);
    const bool negative = v < 0 && number != fixed(0, decimals);
    return noBreak((negative ? QStringLiteral("−") : QString()) + affixes.prefix + number + affixes.suffix);
}

QString Format::bytes(double v)
{
    return prefixed(v, kBytes);
}

QString Format::deviceMemory(double v, bool binary)
{
    if (!binary) return bytes(v);
    return noBreak(tr("%1 GiB").arg(significant(v / (1024.0 * 1024.0 * 1024.0))));
}

QString Format::duration(double s)
{
    if (!std::isfinite(s)) return tr("n/a");
    if (s < 1e-3) return noBreak(tr("%1 µs").arg(significant(s * 1e6)));
    if (s < 1) return noBreak(tr("%1 ms").arg(significant(s * 1e3)));
    if (s < 120) return noBreak(tr("%1 s").arg(significant(s)));
    if (s < 7200) return noBreak(tr("%1 min").arg(significant(s / 60)));
    return noBreak(tr("%1 h").arg(significant(s / 3600)));
}

QString Format::flops(double v)
{
    return prefixed(v, kFlops);
}

QString Format::bandwidth(double v)
{
    return prefixed(v, kBandwidth);
}

QString Format::intensity(double v) { return noBreak(tr("%1 FLOP/B").arg(significant(v))); }

QString Format::euros(double v, int decimals)
{
    return money(v, decimals);
}

QString Format::perSecond(double v, const QString &what) { return noBreak(tr("%1 %2/s").arg(significant(v), what)); }

QString Format::flopAmount(double v)
{
    // An amount of work with the SI prefix that keeps it to three digits: "1.01 PFLOP" rather than 16 digits.
    static const std::pair<double, const char *> kPrefixes[] = {{1e18, "E"}, {1e15, "P"}, {1e12, "T"},
                                                                {1e9, "G"},  {1e6, "M"},  {1e3, "k"}};
    for (const auto &[scale, prefix] : kPrefixes)
        if (std::abs(v) >= scale)
            return noBreak(
                tr("%1 %2FLOP", "number, SI prefix").arg(significant(v / scale), QLatin1String(prefix)));
    return noBreak(tr("%1 FLOP").arg(significant(v)));
}

QString Format::quantity(const QVariant &v, const QString &unit)
{
    if (!v.isValid() || v.isNull()) return tr("none");
    if (v.typeId() == QMetaType::Bool) return v.toBool() ? tr("yes") : tr("no");
    const double d = v.toDouble();
    if (unit == u"s") return duration(d);
    if (unit == u"B") return bytes(d);
    if (unit == u"B/s") return bandwidth(d);
    if (unit == u"FLOP/s") return flops(d);
    if (unit == u"FLOP/B") return intensity(d);
    if (unit == u"FLOP") return flopAmount(d);
    if (unit.startsWith(u'€')) return money(d, moneyDecimals(d), unit); // "€", "€/h", "€/kW"
    if (unit == u"tok/s") return noBreak(tr("%1 tokens/s").arg(significant(d)));
    if (unit == u"req/s") return noBreak(tr("%1 req/s").arg(significant(d)));
    if (unit == u"tok") return noBreak(tr("%1 tokens").arg(count(d)));
    if (unit == u"1/s") return noBreak(tr("%1 /s").arg(significant(d)));
    if (unit == u"1/d") return noBreak(tr("%1 /day").arg(count(d)));
    if (unit == u"h") return noBreak(tr("%1 h").arg(significant(d)));
    if (unit == u"d") return noBreak(tr("%1 days").arg(significant(d)));
    if (unit == u"fraction") return share(d);
    if (unit == u"×") return factor(d);
    if (unit == u"GPU") return noBreak(tr("%1 GPU").arg(count(d)));
    // Units Format has no name for ("€/h", "kW") follow the number as written.
    if (!unit.isEmpty()) return noBreak(tr("%1 %2", "number then unit").arg(significant(d, 3), unit));
    // A count (layers, a batch, parameters) reads whole; other ratios keep four digits.
    if (d == std::round(d) && std::abs(d) < 1e15) return count(d);
    return significant(d, 4);
}

} // namespace infralab
