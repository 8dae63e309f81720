// Pipeline parallelism (course L33, theorem 3 and exercise 3; Narayanan et al., SC 2021, §2.2): the closed
// forms, the course's printed lines, the simulator's bubble against theorem 3, and the inputs it refuses.
// Expected values are derived here from the course's inputs and the papers' formulas, never copied from the
// implementation. The timelines' own scheduling rules are checked by tst_pipelineschedule.
#include "pipeline.h"
#include "pipelinepeak.h"
#include "pipelinetestutil.h"
#include "testutil.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace infralab;
using namespace pipelinetest;

namespace {

const char *name(Schedule s)
{
    return s == Schedule::GPipe ? "gpipe" : s == Schedule::OneFOneB ? "1f1b" : "interleaved";
}

} // namespace

class TestPipeline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scheduleKeys();
    void courseBubbleLines_data();
    void courseBubbleLines();
    void simulatedBubbleIsTheorem3_data();
    void simulatedBubbleIsTheorem3();
    void bubbleDecreasesWithMicrobatches();
    void exercise3SmallestMicrobatches();
    void smallestMicrobatchesMatchesSearch();
    void refusals_data();
    void refusals();
    void largePipelineMatchesClosedForm();
    void firstStagePeakWithoutSimulating();
};

void TestPipeline::scheduleKeys()
{
    for (Schedule s : {Schedule::GPipe, Schedule::OneFOneB, Schedule::Interleaved}) {
        QCOMPARE(QByteArray(scheduleKey(s).data(), qsizetype(scheduleKey(s).size())), QByteArray(name(s)));
        QVERIFY2(scheduleFromKey(name(s)) == s, name(s));
    }
    QVERIFY(!scheduleFromKey("pipedream"));
    QVERIFY(!scheduleFromKey(""));
}

void TestPipeline::courseBubbleLines_data()
{
    addColumns<int, int, int>({"p", "m", "printedPercent"});
    // Section 02's loop prints (p − 1)/(m + p − 1) with :.0%: 3/11 = 27.3 %, 3/35 = 8.6 %, 7/39 = 17.9 %,
    // 15/79 = 19.0 %; theorem 3's text gives 18 % for p = 8, m = 32 and 47 % (7/15 = 46.7 %) for m = 8.
    QTest::newRow("course p=4 m=8") << 4 << 8 << 27;
    QTest::newRow("course p=4 m=32") << 4 << 32 << 9;
    QTest::newRow("course p=8 m=32") << 8 << 32 << 18;
    QTest::newRow("course p=16 m=64") << 16 << 64 << 19;
    QTest::newRow("theorem 3 p=8 m=8") << 8 << 8 << 47;
}

void TestPipeline::courseBubbleLines()
{
    QFETCH(int, p);
    QFETCH(int, m);
    QFETCH(int, printedPercent);
    const double expected = theorem3(p, m);
    QVERIFY2(close(bubbleFraction(p, m), expected),
             mismatch("bubbleFraction", bubbleFraction(p, m), expected));
    // None of these lies near a half percent, so rounding half away from zero matches Python's format.
    QCOMPARE(std::lround(100 * bubbleFraction(p, m)), long(printedPercent));
}

void TestPipeline::simulatedBubbleIsTheorem3_data()
{
    addColumns<Schedule, int, int, double>({"schedule", "p", "m", "backwardRatio"});
    for (Schedule s : {Schedule::GPipe, Schedule::OneFOneB})
        for (int p : {1, 2, 3, 4, 8, 16})
            for (int m : {1, 2, 4, 7, 8, 32, 64})
                for (double r : {1.0, 2.0})
                    QTest::addRow("%s p=%d m=%d tb=%gtf", name(s), p, m, r) << s << p << m << r;
}

void TestPipeline::simulatedBubbleIsTheorem3()
{
    QFETCH(Schedule, schedule);
    QFETCH(int, p);
    QFETCH(int, m);
    QFETCH(double, backwardRatio);
    const double tf = 0.013, tb = backwardRatio * tf;
    const PipelineTimeline t = simulatePipeline(p, m, schedule, 1, tf, tb);
    QVERIFY2(t.error.empty(), t.error.c_str());
    const double expected = theorem3(p, m);
    QVERIFY2(close(t.idleFraction(), expected), mismatch("idleFraction", t.idleFraction(), expected));
    // Theorem 3's proof: the last micro-batch finishes after m + p − 1 slots, each a forward plus a
    // backward, and the useful work is m slots on each of the p stages.
    QVERIFY2(close(t.makespan, (m + p - 1) * (tf + tb)),
             mismatch("makespan", t.makespan, (m + p - 1) * (tf + tb)));
    QVERIFY2(close(t.busyTime, p * m * (tf + tb)), mismatch("busyTime", t.busyTime, p * m * (tf + tb)));
}

void TestPipeline::bubbleDecreasesWithMicrobatches()
{
    for (int p : {2, 4, 8}) {
        double previousFormula = 1, previousMeasured = 1;
        for (int m = 1; m <= 40; ++m) {
            const double formula = bubbleFraction(p, m);
            const double measured = simulatePipeline(p, m, Schedule::OneFOneB, 1, 1.0, 2.0).idleFraction();
            const QByteArray where = "p = " + QByteArray::number(p) + ", m = " + QByteArray::number(m);
            QVERIFY2(formula < previousFormula, QByteArray("formula not decreasing at " + where));
            QVERIFY2(measured < previousMeasured, QByteArray("simulated bubble not decreasing at " + where));
            previousFormula = formula;
            previousMeasured = measured;
        }
    }
}

void TestPipeline::exercise3SmallestMicrobatches()
{
    // Exercise 3: smallest m with bulle(8, m) < 0.1. 7/70 = 0.1 exactly is not below the target, 7/71 is.
    QVERIFY(!(theorem3(8, 63) < 0.1));
    QVERIFY(theorem3(8, 64) < 0.1);
    int m = 1;
    while (!(theorem3(8, m) < 0.1))
        ++m;
    QCOMPARE(m, 64);
    QCOMPARE(smallestMicrobatchesForBubble(8, 0.1), m);
}

void TestPipeline::smallestMicrobatchesMatchesSearch()
{
    for (int p : {1, 2, 4, 8, 16, 64})
        for (double target : {0.9, 0.5, 0.25, 0.2, 0.1, 0.05, 0.01}) {
            int m = 1;
            while (!(theorem3(p, m) < target))
                ++m;
            QVERIFY2(smallestMicrobatchesForBubble(p, target) == m,
                     QByteArray("p = " + QByteArray::number(p) + ", target " + num(target) + ": expected " +
                                QByteArray::number(m) + ", got " +
                                QByteArray::number(smallestMicrobatchesForBubble(p, target))));
        }
    // No m reaches a bubble below 0 (or below NaN); no pipeline has 0 stages.
    QCOMPARE(smallestMicrobatchesForBubble(8, 0.0), 0);
    QCOMPARE(smallestMicrobatchesForBubble(8, -0.1), 0);
    QCOMPARE(smallestMicrobatchesForBubble(8, std::numeric_limits<double>::quiet_NaN()), 0);
    QCOMPARE(smallestMicrobatchesForBubble(0, 0.1), 0);
}

void TestPipeline::refusals_data()
{
    addColumns<Schedule, int, int, int, double, double, QByteArray>(
        {"schedule", "p", "m", "v", "tf", "tb", "named"});
    const double nan = std::numeric_limits<double>::quiet_NaN(),
                 inf = std::numeric_limits<double>::infinity();
    QTest::newRow("no stage") << Schedule::GPipe << 0 << 8 << 1 << 1.0 << 1.0 << QByteArray("stages = 0");
    QTest::newRow("negative stages") << Schedule::OneFOneB << -2 << 8 << 1 << 1.0 << 1.0
                                     << QByteArray("stages = -2");
    QTest::newRow("no micro-batch") << Schedule::OneFOneB << 4 << 0 << 1 << 1.0 << 1.0
                                    << QByteArray("microbatches = 0");
    QTest::newRow("no chunk") << Schedule::Interleaved << 4 << 8 << 0 << 1.0 << 1.0
                              << QByteArray("chunks = 0");
    QTest::newRow("m not multiple of p")
        << Schedule::Interleaved << 8 << 12 << 2 << 1.0 << 1.0
        << QByteArray("microbatches = 12: interleaved schedule needs a multiple "
                      "of the 8 stages");
    QTest::newRow("zero forward") << Schedule::GPipe << 4 << 8 << 1 << 0.0 << 1.0
                                  << QByteArray("forwardTime = 0");
    QTest::newRow("negative forward")
        << Schedule::GPipe << 4 << 8 << 1 << -1e-9 << 1.0 << QByteArray("forwardTime = -1e-09");
    QTest::newRow("NaN forward") << Schedule::OneFOneB << 4 << 8 << 1 << nan << 1.0
                                 << QByteArray("forwardTime = nan");
    QTest::newRow("infinite backward")
        << Schedule::OneFOneB << 4 << 8 << 1 << 1.0 << inf << QByteArray("backwardTime = inf");
    QTest::newRow("zero backward") << Schedule::Interleaved << 4 << 8 << 2 << 1.0 << 0.0
                                   << QByteArray("backwardTime = 0");
    QTest::newRow("too many blocks") << Schedule::Interleaved << 1024 << 1024 << 1024 << 1.0 << 1.0
                                     << QByteArray("1024 × 1024 × 1024");
    // Just past the cap of 2^18 = 262 144 blocks: 2 · 64 · 2 049 = 262 272 (GPipe ignores v).
    QTest::newRow("one micro-batch past the cap") << Schedule::GPipe << 64 << 2049 << 8 << 1.0 << 1.0
                                                  << QByteArray("64 × 2049 × 1: more than the 262144 blocks");
}

void TestPipeline::refusals()
{
    QFETCH(Schedule, schedule);
    QFETCH(int, p);
    QFETCH(int, m);
    QFETCH(int, v);
    QFETCH(double, tf);
    QFETCH(double, tb);
    QFETCH(QByteArray, named);
    const PipelineTimeline t = simulatePipeline(p, m, schedule, v, tf, tb);
    QVERIFY2(!t.error.empty(), "accepted although invalid");
    QVERIFY2(QByteArray::fromStdString(t.error).contains(named),
             ("'" + t.error + "' does not name " + named.toStdString()).c_str());
    QVERIFY(t.blocks.empty());
    QVERIFY(std::isnan(t.idleFraction()));
}

void TestPipeline::largePipelineMatchesClosedForm()
{
    // The largest pipeline the Gantt view's sliders offer, at the simulator's cap (p = 64, m = 256, v = 8:
    // 2 · 64 · 256 · 8 = 262 144 blocks). Its speed is measured by `infralab bench`, not here.
    const int p = 64, m = 256, v = 8;
    QCOMPARE(2LL * p * m * v, kMaxSimulatedBlocks);
    const PipelineTimeline t = simulatePipeline(p, m, Schedule::Interleaved, v, 1.0, 2.0);
    QVERIFY2(t.error.empty(), t.error.c_str());
    QCOMPARE(t.blocks.size(), size_t(2 * p * m * v));
    QVERIFY2(close(t.idleFraction(), interleavedFormula(p, m, v)),
             mismatch("idleFraction", t.idleFraction(), interleavedFormula(p, m, v)));
}

void TestPipeline::firstStagePeakWithoutSimulating()
{
    // By hand from the orders: GPipe runs all m forwards before a backward; 1F1B's stage 0 warms up with
    // p − 1 forwards and runs one more before its first backward (m when m < p); interleaved warms up with
    // (p − 1)·2 + (v − 1)·p chunk forwards, plus that one (capped by its m·v forwards).
    for (int p = 1; p <= 6; ++p)
        for (int m = p; m <= 4 * p; m += p)
            for (int v = 1; v <= 3; ++v) {
                const std::pair<Schedule, int> byHand[] = {
                    {Schedule::GPipe, m},
                    {Schedule::OneFOneB, std::min(p, m)},
                    {Schedule::Interleaved, std::min((p - 1) * 2 + (v - 1) * p + 1, m * v)}};
                for (const auto &[schedule, expected] : byHand) {
                    const QByteArray at = QByteArray(name(schedule)) + " p=" + QByteArray::number(p) +
                                          " m=" + QByteArray::number(m) + " v=" + QByteArray::number(v);
                    QVERIFY2(firstStagePeakInFlight(p, m, schedule, v) == expected, at);
                    // The same number as the simulation's, which times every block.
                    const PipelineTimeline t = simulatePipeline(p, m, schedule, v, 1.0, 2.0);
                    QVERIFY2(t.error.empty() && t.peakInFlight.front() == expected, at);
                }
            }
    QCOMPARE(firstStagePeakInFlight(0, 8, Schedule::GPipe, 1), -1);
    QCOMPARE(firstStagePeakInFlight(4, 6, Schedule::Interleaved, 2), -1); // m not a multiple of p
    QCOMPARE(firstStagePeakInFlight(64, 4096, Schedule::GPipe, 1), -1);   // 2^19 blocks: beyond the cap
    QCOMPARE(firstStagePeakInFlight(64, 2048, Schedule::OneFOneB, 1), 64);
}

QTEST_APPLESS_MAIN(TestPipeline)
#include "tst_pipeline.moc"
