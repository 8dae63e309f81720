// Costs over three years: the course's section 05 totals, components and sensitivity lines.
#include "cost.h"
#include "testutil.h"

using namespace infralab;

class TestCost : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void courseTotals()
    {
        const CostInputs c; // defaults are the course's case
        const double days = 3 * 365;
        // API: (0.15·1500 + 0.6·300)/1e6 € per request · 30 000 · 1 095 days.
        QVERIFY_REL(costOf(CostOption::Api, c).total(), (0.15 * 1500 + 0.6 * 300) / 1e6 * 30000 * days,
                    1e-12);
        QCOMPARE(fixed(costOf(CostOption::Api, c).total(), 0), QStringLiteral("13304"));
        // Cloud: 2 400 req/GPU-hour (batch 8, 12 s), 30 000/2 400 · 1.5 = 18.75 GPU-hours a day at 2.5 €/h.
        QVERIFY_REL(requestsPerGpuHour(c), 2400, 1e-12);
        QVERIFY_REL(cloudGpuHoursPerDay(c), 18.75, 1e-12);
        QCOMPARE(fixed(cloudGpuHoursPerDay(c), 1), QStringLiteral("18.8"));
        QVERIFY_REL(costOf(CostOption::Cloud, c).total(), 18.75 * 2.5 * days, 1e-12);
        QCOMPARE(fixed(costOf(CostOption::Cloud, c).total(), 0), QStringLiteral("51328"));
        // On-premise: 2·9 000 + 3·12·300 + 3·8 760·0.5·0.2 + 3·15 000.
        QVERIFY_REL(costOf(CostOption::OnPrem, c).total(),
                    2 * 9000 + 3 * 12 * 300 + 3 * 8760 * 0.5 * 0.2 + 3 * 15000, 1e-12);
        QCOMPARE(fixed(costOf(CostOption::OnPrem, c).total(), 0), QStringLiteral("76428"));
        // Edge: 200 · 400 + 200 · 3 · 20.
        QCOMPARE(costOf(CostOption::Edge, c).total(), 200.0 * 400 + 200.0 * 3 * 20);
        QCOMPARE(fixed(costOf(CostOption::Edge, c).total(), 0), QStringLiteral("92000"));
    }

    void cheapestOptionIsTheCostedRecommendation()
    {
        // Section 05's case over 3 years: API (0.15·1 500 + 0.6·300)/1e6 € × 30 000 × 1 095 = 13 303.75 €,
        // GPU cloud 30 000/2 400 × 1.5 × 2.5 € × 1 095 = 51 328.13 €, on-premise 86 940 €, edge 92 000 €.
        CostInputs c;
        QCOMPARE(int(cheapestOption(c)), int(CostOption::Api));
        QVERIFY_REL(costOf(cheapestOption(c), c).total(), (0.15 * 1500 + 0.6 * 300) / 1e6 * 30000 * 1095,
                    1e-12);
        // At 100 €/M input tokens the API costs (100·1 500 + 0.6·300)/1e6 × 30 000 × 1 095 = 4.93 M€: the
        // GPU cloud's 51 328 € is then the cheapest.
        c.apiInputPerMTok = 100;
        QCOMPARE(int(cheapestOption(c)), int(CostOption::Cloud));
        QVERIFY_REL(costOf(CostOption::Cloud, c).total(), 30000.0 / 2400 * 1.5 * 2.5 * 1095, 1e-12);
    }
    void components()
    {
        const CostInputs c;
        const CostBreakdown on = costOf(CostOption::OnPrem, c);
        QCOMPARE(on.hardware, 18000.0);
        QCOMPARE(on.hosting, 10800.0);
        QVERIFY_REL(on.energy, 2628.0, 1e-12);
        QVERIFY_REL(on.staff, 45000.0, 1e-12);
        QCOMPARE(on.usage, 0.0);
        const CostBreakdown e = costOf(CostOption::Edge, c);
        QCOMPARE(e.hardware, 80000.0);
        QCOMPARE(e.maintenance, 12000.0);
        QCOMPARE(costOf(CostOption::Api, c).usage, costOf(CostOption::Api, c).total());
        // PUE multiplies the energy only.
        CostInputs pue = c;
        pue.pue = 1.5;
        QVERIFY_REL(costOf(CostOption::OnPrem, pue).energy, 1.5 * 2628.0, 1e-12);
        QVERIFY_REL(costOf(CostOption::OnPrem, pue).total() - costOf(CostOption::OnPrem, c).total(),
                    0.5 * 2628.0, 1e-9);
    }

    void copiesOfTGpus()
    {
        // Serving tensor parallelism t = 4: a copy of the model still serves 3 600 · 8 / 12 = 2 400 requests
        // an hour but takes 4 GPUs, so 600 per GPU-hour, 4 × 18.75 = 75 GPU-hours a day, and the two
        // on-premise copies are 2 × 4 = 8 GPUs: 8 × 9 000 = 72 000 € of hardware, drawing 4 × 0.5 kW, so
        // 4 × 3 · 8760 · 0.5 · 0.2 = 4 × 2 628 € of energy; hosting and staff as entered.
        CostInputs c;
        c.gpusPerCopy = 4;
        QVERIFY_REL(requestsPerGpuHour(c), 600, 1e-12);
        QVERIFY_REL(cloudGpuHoursPerDay(c), 75, 1e-12);
        QVERIFY_REL(costOf(CostOption::Cloud, c).total(), 75 * 2.5 * 3 * 365, 1e-12);
        QCOMPARE(onPremGpuCount(c), 8.0);
        QCOMPARE(costOf(CostOption::OnPrem, c).hardware, 72000.0);
        QVERIFY_REL(costOf(CostOption::OnPrem, c).energy, 4 * 2628.0, 1e-12);
        QVERIFY_REL(costOf(CostOption::OnPrem, c).total() - costOf(CostOption::OnPrem, CostInputs()).total(),
                    6 * 9000.0 + 3 * 2628.0, 1e-12);
        // The yearly line of the cloud is 4 times steeper; API and edge do not move.
        QVERIFY_REL(yearlyCostLine(CostOption::Cloud, c).perRequestPerDay,
                    4 * yearlyCostLine(CostOption::Cloud, CostInputs()).perRequestPerDay, 1e-12);
        QCOMPARE(costOf(CostOption::Api, c).total(), costOf(CostOption::Api, CostInputs()).total());
        QCOMPARE(costOf(CostOption::Edge, c).total(), costOf(CostOption::Edge, CostInputs()).total());
    }

    void sensitivityLines_data()
    {
        QTest::addColumn<double>("volume");
        QTest::addColumn<QString>("api");
        QTest::addColumn<QString>("cloud");
        // Per year: API 0.000405 € · r · 365; cloud r/2400 · 1.5 · 2.5 · 365. By hand: 3 000 → 443 vs 1 711, …
        QTest::newRow("3000") << 3000.0 << "443" << "1711";
        QTest::newRow("10000") << 10000.0 << "1478" << "5703";
        QTest::newRow("30000") << 30000.0 << "4435" << "17109";
        QTest::newRow("100000") << 100000.0 << "14782" << "57031";
    }
    void sensitivityLines()
    {
        QFETCH(double, volume);
        QFETCH(QString, api);
        QFETCH(QString, cloud);
        CostInputs c;
        c.requestsPerDay = volume;
        const double a = yearlyCostLine(CostOption::Api, c).at(volume);
        const double g = yearlyCostLine(CostOption::Cloud, c).at(volume);
        QVERIFY_REL(a, 405e-6 * volume * 365, 1e-12);
        QVERIFY_REL(g, volume / 2400 * 1.5 * 2.5 * 365, 1e-12);
        QCOMPARE(fixed(a, 0), api);
        QCOMPARE(fixed(g, 0), cloud);
        QVERIFY(a < g); // the course's verdict: API at every volume
    }

    void crossover()
    {
        const CostInputs c;
        // API and GPU cloud are both proportional to the volume: they never cross with the course's numbers.
        QVERIFY(!crossoverRequestsPerDay(CostOption::Api, CostOption::Cloud, c));
        // API vs on-premise (fixed 76 428 € over 3 years = 25 476 €/year): 25 476 / (0.000405 · 365).
        const auto r = crossoverRequestsPerDay(CostOption::Api, CostOption::OnPrem, c);
        QVERIFY(r);
        QVERIFY_REL(*r, 76428.0 / 3 / (405e-6 * 365), 1e-12);
        // At that volume both options cost the same over the horizon.
        CostInputs at = c;
        at.requestsPerDay = *r;
        QVERIFY_REL(costOf(CostOption::Api, at).total(), costOf(CostOption::OnPrem, at).total(), 1e-9);
        // A larger cloud batch (cheaper per request) than the API would make cloud the cheaper one, but still
        // without a crossing: the lines only meet at zero.
        CostInputs big = c;
        big.cloudBatch = 64;
        QVERIFY(yearlyCostLine(CostOption::Cloud, big).perRequestPerDay <
                yearlyCostLine(CostOption::Api, big).perRequestPerDay);
        QVERIFY(!crossoverRequestsPerDay(CostOption::Api, CostOption::Cloud, big));
    }

    void positiveCrossingOfTwoLines()
    {
        // 10 + 2x = 40 + 0.5x at x = 30 / 1.5 = 20, whichever line comes first.
        const auto x = positiveCrossing(10, 2, 40, 0.5, 1e-12);
        QVERIFY(x);
        QVERIFY_REL(*x, 20.0, 1e-12);
        const auto swapped = positiveCrossing(40, 0.5, 10, 2, 1e-12);
        QVERIFY(swapped);
        QVERIFY_REL(*swapped, 20.0, 1e-12);
        // 10 + 2x = 40 + 3x at x = −30: behind the origin, so none.
        QVERIFY(!positiveCrossing(10, 2, 40, 3, 1e-12));
        // Slopes 1e-13 apart count as parallel under a 1e-12 threshold, though they would meet at x = 3e14.
        QVERIFY(!positiveCrossing(10, 2 + 1e-13, 40, 2, 1e-12));
        // Two lines that meet at x = 0 only do not cross at a positive x.
        QVERIFY(!positiveCrossing(0, 1, 0, 2, 1e-12));
    }
};

QTEST_APPLESS_MAIN(TestCost)
#include "tst_cost.moc"
