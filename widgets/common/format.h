#pragma once
// Numbers shown to a person: the current language's QLocale, units, sensible precision.
// The models work in SI units; everything here only formats.
#include <QCoreApplication>
#include <QString>
#include <QVariant>

namespace infralab {

class Format
{
    Q_DECLARE_TR_FUNCTIONS(Format)
public:
    /// Fixed decimals in the default locale, without group separators when `group` is false.
    static QString fixed(double v, int decimals, bool group = true);
    /// About `digits` significant digits, never scientific notation below 10¹⁵.
    static QString significant(double v, int digits = 3);
    static QString percent(double fraction, int decimals = 0);
    /// A change or an error with its sign, the minus typeset as one: −0.8 %, +12 %.
    static QString signedPercent(double fraction, int decimals = 0);
    /// A share with three significant digits at most: 0.1795 → "17.9 %", 0.45 → "45 %".
    static QString share(double fraction);
    /// A whole number with the language's group separators: 8e9 → "8,000,000,000" / "8 000 000 000".
    static QString count(double v);
    /// A ratio of two times or speeds: "7.02 ×".
    static QString factor(double v);
    /// The shortest sensible form of a bound or default: whole numbers grouped, powers of ten from 10⁶ as
    /// "10⁹", others with at most 6 significant digits ("0.001", "1,024", "10¹⁴").
    static QString plain(double v);
    static QString bytes(double v);             ///< 16 GB / 16 Go (decimal prefixes, as datasheets)
    /// A device's memory as its maker counts it: "80 GiB" / "80 Gio" when its gigabytes are binary
    /// (Device::memoryInGib), else bytes(): the course's "80 GB".
    static QString deviceMemory(double bytes, bool binary);
    static QString duration(double seconds);    ///< µs, ms, s, min, h
    static QString flops(double v);             ///< 990 TFLOP/s
    static QString bandwidth(double v);         ///< 3.35 TB/s / 3,35 To/s
    static QString intensity(double v);         ///< 296 FLOP/B / FLOP/o
    static QString flopAmount(double v);        ///< 1.01 PFLOP: an amount of work
    /// An amount in euros where the locale writes its currency: "€9,000" in English, "9 000 €" in French.
    static QString euros(double v, int decimals = 0);
    /// An amount in a unit of euros, "€" or a rate of them ("€/h", "€/kWh"), the sign where the locale puts
    /// it: "€2.50/h" in English, "2,50 €/h" in French.
    static QString money(double v, int decimals, const QString &unit = QStringLiteral("€"));
    /// What comes before and after a number in `unit` (as translated): a currency's sign where the locale
    /// puts it ("€" before in English, " €/h" after in French), any other unit after a no-break space. For
    /// the spin boxes' prefix and suffix.
    struct Affixes
    {
        QString prefix, suffix;
    };
    static Affixes unitAffixes(const QString &unit);
    static QString perSecond(double v, const QString &what); ///< "206 tok/s"
    /// Dispatch on a unit symbol as stored in figures ("s", "B", "FLOP/s", "€", …, "tok/s", "×", "fraction",
    /// "GPU"); a number without unit is a count when whole.
    static QString quantity(const QVariant &v, const QString &unit);
    /// Replaces spaces by no-break spaces and puts a word joiner (U+2060) after each "/", so that a number
    /// and its unit stay on one line, and the unit in one piece ("tokens/s", "€/h").
    static QString noBreak(QString text);
};

} // namespace infralab
