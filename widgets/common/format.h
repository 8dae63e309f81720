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
    static QString bytes(double v);             ///< 16 GB / 16 Go (decimal prefixes, as datasheets)
    static QString duration(double seconds);    ///< µs, ms, s, min, h
    static QString flops(double v);             ///< 990 TFLOP/s
    static QString bandwidth(double v);         ///< 3.35 TB/s / 3,35 To/s
    static QString intensity(double v);         ///< 296 FLOP/B / FLOP/o
    static QString euros(double v, int decimals = 0);
    static QString perSecond(double v, const QString &what); ///< "206 tok/s"
    /// Dispatch on an SI unit symbol as stored in figures ("s", "B", "FLOP/s", "€", …).
    static QString quantity(const QVariant &v, const QString &unit);
    /// Replaces spaces by no-break spaces, so that a number and its unit stay on one line.
    static QString noBreak(QString text);
};

} // namespace infralab
