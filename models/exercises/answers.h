#pragma once
// Reading a student's typed answer ("20 ms", "0,02 s", "4 Go", "1 500 tok/s", "18 %") into SI units, and
// comparing it with the model's value. No QLocale: the app switches language while it runs, and a French
// student may type an English decimal point (or the reverse), so both separators are always accepted.
#include <QCoreApplication>
#include <QString>
#include <optional>

namespace infralab {

/// What an answer measures, hence which units it may carry. SI results: seconds, bytes, 1/s, a plain count,
/// a fraction (0.18 for 18 %), FLOP per byte, euros. A Choice answer is a word, not a quantity.
enum class Dimension
{
    Time,
    Bytes,
    Rate,
    Count,
    Fraction,
    Intensity,
    Euros,
    Choice
};

/// Translation context of the refusal messages.
class Answers
{
    Q_DECLARE_TR_FUNCTIONS(Answers)
};

/// Parses a number and its unit into SI for the dimension `d`:
///  - Time: s, ms, µs (or us), min, h — a unit is required (20 could be seconds or milliseconds);
///  - Bytes: B/o, kB/ko, MB/Mo, GB/Go, TB/To, PB/Po (decimal prefixes, as datasheets), KiB…TiB, bytes,
///    octets — a unit is required;
///  - Rate: /s, 1/s, tok/s, tokens/s, req/s, requests/s, requêtes/s, or none;
///  - Count: none, GPU(s), micro-lots, micro-batches;
///  - Fraction: "18 %" = 0.18, or a bare fraction "0.18";
///  - Intensity: FLOP/B, FLOP/o, FLOP/byte, FLOP/octet, or none;
///  - Euros: €, EUR, euros, k€, M€, or none.
/// Numbers: "0,02", "0.02", "2e-2", "1 500" (spaces, thin or no-break, group thousands), "1 500,5",
/// "1,500.5" and "1.500,5" (with both separators the last one is the decimal). A single comma or point is
/// always decimal, because "0,02" and "0.02" must both read as two hundredths.
/// Units are matched without regard to case ("go" = "Go"). On refusal returns none and sets `error` to a
/// sentence naming the text and the reason.
std::optional<double> parseQuantity(const QString &text, Dimension d, QString *error = nullptr);

/// |answer − expected| ≤ relTol·|expected|; with expected = 0, |answer| ≤ relTol. relTol = 0 asks for
/// equality (counts). Non-finite values never match.
bool withinTolerance(double answer, double expected, double relTol);

/// How a wrong number misses the expected value, for a hint that does not give the answer away.
enum class Miss
{
    Unknown,   ///< no comparison: "none" answered or expected, or a value of zero
    WrongUnit, ///< right up to a factor between two units of the dimension (ms for s, MB for GB, % for 1)
    TooHigh,
    TooLow
};

struct MissReport
{
    Miss kind = Miss::Unknown;
    double factor = 1; ///< WrongUnit: the units' factor (1 000, 60…); else answer / expected
};

/// Classifies a wrong `answer` (SI) against `expected`: a unit slip when the answer is within `relTol` of
/// `expected` times or divided by the ratio of two units of `d` (at least 2, so KiB against kB is no slip),
/// else too high or too low.
MissReport missOf(double answer, double expected, double relTol, Dimension d);

/// Lower case, accents removed, spaces collapsed: "  Bande  Passante " → "bande passante". Used to compare
/// words typed for a choice question with the accepted ones.
QString normalizedWords(const QString &text);

} // namespace infralab
