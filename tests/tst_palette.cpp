// One colour per meaning: the palette's groups are told apart, with normal vision and with the two common
// red–green deficiencies, and the charts draw a meaning in its palette colour wherever it appears.
#include "chartstyle.h"
#include "charttestutil.h"
#include "costchart.h"
#include "kvcachechart.h"
#include "palette.h"
#include "scenario.h"
#include "servinglatencychart.h"
#include "steptimechart.h"
#include "trainingmemorychart.h"

#include <QBarSet>
#include <QTest>
#include <QXYSeries>

#include <array>
#include <cmath>

using namespace infralab;
using namespace charttest;
using palette::Meaning;

namespace {
using Rgb = std::array<double, 3>;

// sRGB's transfer curve (IEC 61966-2-1), each way.
double linear(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}
double encoded(double v)
{
    v = std::clamp(v, 0.0, 1.0);
    return v <= 0.0031308 ? 12.92 * v : 1.055 * std::pow(v, 1 / 2.4) - 0.055;
}

/// CIELAB (D65) of an sRGB colour, from its linear RGB through XYZ (IEC 61966-2-1 primaries).
Rgb cielab(const Rgb &srgb)
{
    const double r = linear(srgb[0]), g = linear(srgb[1]), b = linear(srgb[2]);
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const auto f = [](double t) { return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

/// What a dichromat sees, by Viénot, Brettel & Mollon (1999), applied in linear RGB: the matrices as
/// DaltonLens gives them for protanopia and deuteranopia. An empty matrix is normal vision.
Rgb seenAs(const QColor &c, const std::array<double, 9> *m)
{
    const Rgb s{c.redF(), c.greenF(), c.blueF()};
    if (!m) return s;
    const Rgb l{linear(s[0]), linear(s[1]), linear(s[2])};
    Rgb out;
    for (int i = 0; i < 3; ++i)
        out[i] = encoded((*m)[3 * i] * l[0] + (*m)[3 * i + 1] * l[1] + (*m)[3 * i + 2] * l[2]);
    return out;
}

constexpr std::array<double, 9> kProtanopia{0.11238, 0.88762, 0, 0.11238, 0.88762, 0, 0.00401, -0.00401, 1};
constexpr std::array<double, 9> kDeuteranopia{0.29275, 0.70725, 0, 0.29275, 0.70725, 0, -0.02234, 0.02234, 1};
} // namespace

class TestPalette : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void groupsAreToldApart_data()
    {
        QTest::addColumn<int>("vision");
        // ΔE*ab of 2.3 is a just-noticeable difference (Sharma 2003); at least 20 with normal vision and 12
        // for a dichromat leaves every pair of a chart plainly apart, even washed out on a projector.
        QTest::newRow("normal vision") << 0;
        QTest::newRow("protanopia") << 1;
        QTest::newRow("deuteranopia") << 2;
    }
    void groupsAreToldApart()
    {
        QFETCH(int, vision);
        const std::array<double, 9> *matrix = vision == 1   ? &kProtanopia
                                              : vision == 2 ? &kDeuteranopia
                                                            : nullptr;
        const double least = vision == 0 ? 20 : 12;
        for (const QList<Meaning> &group : palette::groups())
            for (qsizetype i = 0; i < group.size(); ++i)
                for (qsizetype j = i + 1; j < group.size(); ++j) {
                    const Rgb a = cielab(seenAs(palette::colour(group[i]), matrix));
                    const Rgb b = cielab(seenAs(palette::colour(group[j]), matrix));
                    const double dE = std::hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
                    QVERIFY2(dE >= least, qPrintable(QStringLiteral("meanings %1 and %2: ΔE %3")
                                                         .arg(int(group[i]))
                                                         .arg(int(group[j]))
                                                         .arg(dE)));
                }
    }

    void aMeaningKeepsItsColourFromChartToChart()
    {
        Scenario s;
        TrainingMemoryChart training(&s);
        KvCacheChart serving(&s);
        StepTimeChart step(&s);
        ServingLatencyChart latency(&s);
        for (ChartView *chart : std::initializer_list<ChartView *>{&training, &serving, &step, &latency})
            chart->flushRefresh();
        // The weights are one colour in the training memory bars and in the serving memory bar.
        QCOMPARE(barSet(training, QStringLiteral("weights"))->color(), palette::colour(Meaning::Weights));
        QCOMPARE(barSet(serving, QStringLiteral("weights"))->color(), palette::colour(Meaning::Weights));
        QCOMPARE(barSet(serving, QStringLiteral("kv-cache"))->color(), palette::colour(Meaning::KvCache));
        QCOMPARE(barSet(training, QStringLiteral("activations"))->color(),
                 palette::colour(Meaning::Activations));
        QCOMPARE(barSet(step, QStringLiteral("compute"))->color(), palette::colour(Meaning::Compute));
        QCOMPARE(barSet(step, QStringLiteral("bubble"))->color(), palette::colour(Meaning::Bubble));
        QCOMPARE(series<QXYSeries>(latency, QStringLiteral("ttft"))->color(), palette::colour(Meaning::Ttft));
        QCOMPARE(series<QXYSeries>(latency, QStringLiteral("tpot"))->color(), palette::colour(Meaning::Tpot));
        QCOMPARE(CostChart::optionColour(CostOption::Cloud), palette::colour(Meaning::Cloud));
        // "Does not fit" keeps its own red, which no meaning of the table takes.
        for (const QList<Meaning> &group : palette::groups())
            for (const Meaning m : group)
                QVERIFY(palette::colour(m) != style::kBad);
    }
};

QTEST_MAIN(TestPalette)
#include "tst_palette.moc"
