// Numbers a person reads, in both languages, with the course's examples: shares in percent, speed-ups with
// "×", counts whole, money and large numbers with the language's group separator, token rates named.
#include "format.h"
#include "languagetestutil.h"

#include <QTest>
#include <QTextBoundaryFinder>

using namespace infralab;

namespace {
/// The checks below write spaces as the French typography's: no-break (U+00A0) between a number and its unit,
/// narrow no-break (U+202F) between groups of digits.
QString fr(const char *text)
{
    return QString::fromUtf8(text).replace(u'_', QChar(0x202F)).replace(u' ', QChar(0x00A0));
}
QString en(const char *text)
{
    return QString::fromUtf8(text).replace(u' ', QChar(0x00A0));
}
/// A unit as the helpers write it: a word joiner (U+2060) after its slash.
QString joined(QString text)
{
    return text.replace(u'/', QStringLiteral("/\u2060"));
}

/// The places where a line may break inside `text` (not its ends), by Qt's own rules.
QList<qsizetype> lineBreaks(const QString &text)
{
    QList<qsizetype> breaks;
    QTextBoundaryFinder finder(QTextBoundaryFinder::Line, text);
    for (qsizetype at = finder.toNextBoundary(); at > 0 && at < text.size(); at = finder.toNextBoundary())
        breaks.append(at);
    return breaks;
}
} // namespace

class TestFormat : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sharesInPercent()
    {
        // Theorem 3, p = 8, m = 32: bubble 7/39; the course rounds it to "18 %". MFU 45 % (section 02).
        QCOMPARE(Format::share(7.0 / 39.0), en("17.9 %"));
        QCOMPARE(Format::share(0.45), en("45 %"));
        QCOMPARE(Format::quantity(7.0 / 39.0, QStringLiteral("fraction")), en("17.9 %"));
        const auto guard = languagetest::frenchForThisTest();
        QCOMPARE(Format::share(7.0 / 39.0), fr("17,9 %"));
        QCOMPARE(Format::share(0.05), fr("5 %"));
    }

    void errorsWithTheirSign()
    {
        // The model against the sample vLLM run: 94.3 ms for a measured 95 ms, (94.3 − 95) / 95 = −0.74 %; a
        // minus sign, not a hyphen, and a plus on a positive error.
        const double error = (0.0943 - 0.095) / 0.095;
        QCOMPARE(Format::signedPercent(error, 1), en("\u22120.7 %"));
        QCOMPARE(Format::signedPercent(0.316, 1), en("+31.6 %"));
        QCOMPARE(Format::signedPercent(-0.0001, 1), en("0.0 %")); // rounds to zero: no sign
        const auto guard = languagetest::frenchForThisTest();
        QCOMPARE(Format::signedPercent(error, 1), fr("\u22120,7 %"));
    }
    void negativeSharesWithAMinus()
    {
        // The lab report's formula for Llama 3.1 405B: 2.43e12 FLOP/token × 15.6e12 tokens / (989e12 × 0.45 ×
        // 3600) / 30.84e6 h − 1 = −23.3 %, printed with a minus sign, not "-23.3 %".
        const double error = 2.43e12 * 15.6e12 / (989e12 * 0.45 * 3600) / 30.84e6 - 1;
        QCOMPARE(Format::share(error), en("\u221223.3 %"));
        QCOMPARE(Format::percent(-0.25), en("\u221225 %"));
        const auto guard = languagetest::frenchForThisTest();
        QCOMPARE(Format::share(error), fr("\u221223,3 %"));
    }

    void speedUpsWithTimes()
    {
        // Amdahl, s = 5 %, n = 8: 1 / (0.05 + 0.95/8) = 5.93.
        const double amdahl = 1 / (0.05 + 0.95 / 8);
        QCOMPARE(Format::factor(amdahl), en("5.93 ×"));
        QCOMPARE(Format::quantity(amdahl, QStringLiteral("×")), en("5.93 ×"));
        const auto guard = languagetest::frenchForThisTest();
        QCOMPARE(Format::factor(amdahl), fr("5,93 ×"));
    }

    void countsWithoutDecimals()
    {
        // Section 05: 2 GPUs on premise, 200 edge devices; the 8B model's 8 000 000 000 parameters.
        QCOMPARE(Format::quantity(2.0, QStringLiteral("GPU")), en("2 GPU"));
        QCOMPARE(Format::count(200), QStringLiteral("200"));
        QCOMPARE(Format::count(8e9), QStringLiteral("8,000,000,000"));
        QCOMPARE(Format::quantity(1500.0, QString()), QStringLiteral("1,500"));
        const auto guard = languagetest::frenchForThisTest();
        QCOMPARE(Format::count(8e9), fr("8_000_000_000"));
        QCOMPARE(Format::quantity(1500.0, QStringLiteral("tok")), fr("1_500 tokens"));
    }

    void moneyWithSeparators()
    {
        // Section 05: one on-premise GPU costs 9 000 €.
        QCOMPARE(Format::euros(9000), QString::fromUtf8("€9,000"));
        const auto guard = languagetest::frenchForThisTest();
        QCOMPARE(Format::euros(9000), fr("9_000 €"));
    }

    void tokenRatesNamed()
    {
        // Section 01's table: β / (N·b) = 3.35 TB/s / 16 GB = 209 tokens/s at batch 1.
        QCOMPARE(Format::quantity(3.35e12 / 16e9, QStringLiteral("tok/s")), joined(en("209 tokens/s")));
        const auto guard = languagetest::frenchForThisTest();
        QCOMPARE(Format::quantity(3.35e12 / 16e9, QStringLiteral("tok/s")), joined(fr("209 tokens/s")));
        QCOMPARE(Format::bandwidth(3.35e12), joined(fr("3,35 To/s")));
        QCOMPARE(Format::bytes(16e9), fr("16 Go"));
    }

    void unitsNeverBreakAtTheirSlash_data() { languagetest::bothLanguages(); }
    void unitsNeverBreakAtTheirSlash()
    {
        // Issue 12: the formula list showed "6 894 tokens/" then "s" on the next line at 1920 px. Section
        // 01's figures: 3.35 TB/s, 990 TFLOP/s, 296 FLOP/B; section 03's 6 894 tokens/s; section 05's 2.5
        // €/h, 0.2 €/kWh. Qt may break a line after "/"; a word joiner after it forbids that.
        const auto guard = languagetest::rowLanguageForThisTest();
        const QStringList shown = {Format::quantity(6894.0, QStringLiteral("tok/s")),
                                   Format::quantity(12.0, QStringLiteral("req/s")),
                                   Format::bandwidth(3.35e12),
                                   Format::flops(990e12),
                                   Format::intensity(990.0 / 3.35),
                                   Format::perSecond(206, QStringLiteral("tok")),
                                   Format::quantity(2.5, QStringLiteral("€/h")),
                                   Format::quantity(0.2, QStringLiteral("€/kWh")),
                                   Format::quantity(30000.0, QStringLiteral("1/d"))};
        for (const QString &text : shown) {
            QVERIFY2(text.contains(u'/'), qPrintable(text));
            for (qsizetype at : lineBreaks(text))
                QVERIFY2(text.at(at - 1) != u'/' && text.at(at - 1) != QChar(0x2060),
                         qPrintable(QStringLiteral("%1 breaks at %2").arg(text).arg(at)));
        }
    }

    void moneyWhereTheLanguageWritesIt()
    {
        // Section 05: 9 000 € for one on-premise GPU, 2.5 €/h for a cloud GPU, 0.2 €/kWh. English writes the
        // sign before the amount ("€9,000", "€2.50/h"), French after it ("9 000 €", "2,50 €/h").
        QCOMPARE(Format::euros(9000), en("€9,000"));
        QCOMPARE(Format::money(2.5, 2, QStringLiteral("€/h")), joined(en("€2.50/h")));
        QCOMPARE(Format::quantity(2.5, QStringLiteral("€/h")), joined(en("€2.50/h")));
        QCOMPARE(Format::quantity(0.2, QStringLiteral("€/kWh")), joined(en("€0.20/kWh")));
        QCOMPARE(Format::quantity(0.123, QStringLiteral("€/kWh")), joined(en("€0.123/kWh")));
        QCOMPARE(Format::euros(-40), en("−€40"));
        QCOMPARE(Format::unitAffixes(QStringLiteral("€/h")).prefix, QStringLiteral("€"));
        QCOMPARE(Format::unitAffixes(QStringLiteral("€/h")).suffix, QStringLiteral("/h"));
        QCOMPARE(Format::unitAffixes(QStringLiteral("req/day")).prefix, QString());
        QCOMPARE(Format::unitAffixes(QStringLiteral("req/day")).suffix, en(" req/day"));
        const auto guard = languagetest::frenchForThisTest();
        QCOMPARE(Format::euros(9000), fr("9_000 €"));
        QCOMPARE(Format::quantity(2.5, QStringLiteral("€/h")), joined(fr("2,50 €/h")));
        QCOMPARE(Format::quantity(0.2, QStringLiteral("€/kWh")), joined(fr("0,20 €/kWh")));
        QCOMPARE(Format::euros(-40), fr("−40 €"));
        QCOMPARE(Format::unitAffixes(QStringLiteral("€/h")).prefix, QString());
        QCOMPARE(Format::unitAffixes(QStringLiteral("€/h")).suffix, fr(" €/h"));
    }

    void workWithAnSiPrefix()
    {
        // Theorem 1's decode point at batch 64 for the 8B model: 2·8e9·64 = 1.02e12 FLOP = 1.02 TFLOP; one
        // FFN matrix at batch 1, 2·4 096·14 336 = 117 MFLOP.
        QCOMPARE(Format::quantity(2 * 8e9 * 64, QStringLiteral("FLOP")), en("1.02 TFLOP"));
        QCOMPARE(Format::flopAmount(2 * 4096.0 * 14336), en("117 MFLOP"));
        QCOMPARE(Format::flopAmount(512), en("512 FLOP"));
        const auto guard = languagetest::frenchForThisTest();
        QCOMPARE(Format::quantity(2 * 8e9 * 64, QStringLiteral("FLOP")), fr("1,02 TFLOP"));
    }

    void deviceMemoryAsTheMakerCountsIt()
    {
        // A vendor's "80 GB" of HBM is 80 GiB = 80 × 2³⁰ = 85 899 345 920 bytes: shown as it is sold, while
        // the course's H100 keeps its decimal 80 × 10⁹ bytes, "80 GB".
        const double gib = 1024.0 * 1024.0 * 1024.0;
        QCOMPARE(Format::deviceMemory(80 * gib, true), en("80 GiB"));
        QCOMPARE(Format::deviceMemory(80e9, false), en("80 GB"));
        QCOMPARE(Format::bytes(80 * gib), en("85.9 GB"));
        const auto guard = languagetest::frenchForThisTest();
        QCOMPARE(Format::deviceMemory(80 * gib, true), fr("80 Gio"));
        QCOMPARE(Format::deviceMemory(80e9, false), fr("80 Go"));
    }

    void boundsInTheirShortestForm()
    {
        // `list keys`: model.params spans [10⁶ … 10¹⁴], serving.batch [1 … 4 096], the MFU from 0.01.
        QCOMPARE(Format::plain(1e14), QString::fromUtf8("10¹⁴"));
        QCOMPARE(Format::plain(1e6), QString::fromUtf8("10⁶"));
        QCOMPARE(Format::plain(4096), QStringLiteral("4,096"));
        QCOMPARE(Format::plain(1), QStringLiteral("1"));
        QCOMPARE(Format::plain(0.01), QStringLiteral("0.01"));
        QCOMPARE(Format::plain(0.45), QStringLiteral("0.45"));
    }
};

INFRALAB_TEST_MAIN_IN_ENGLISH(TestFormat)
#include "tst_format.moc"
