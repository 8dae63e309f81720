// Section 05 spread over time and turned into energy: the course's case, with every expected number written
// out from the course's own lines (2·9 000 + 3·12·300 + …) rather than taken from the code under test.
#include "costextra.h"
#include "costscenario.h"
#include "scenario.h"
#include "testutil.h"

using namespace infralab;

namespace {
// The course's totals over three years (section 05's printout: 13 304, 51 328, 76 428, 92 000 €).
constexpr double Days = 3 * 365;
constexpr double Api = (0.15 * 1500 + 0.6 * 300) / 1e6 * 30000 * Days;
constexpr double Cloud = 30000.0 / (3600 * 8 / 12) * 1.5 * 2.5 * Days;
constexpr double OnPremCapex = 2 * 9000;
constexpr double OnPrem = OnPremCapex + 3 * 12 * 300 + 3 * 8760 * 0.5 * 0.2 + 3 * 15000;
constexpr double EdgeCapex = 200 * 400;
constexpr double Edge = EdgeCapex + 200 * 3 * 20;
constexpr double Months = 36;
} // namespace

class TestCostExtra : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cumulativeReachesTheCourseTotals()
    {
        const CostInputs c;
        QCOMPARE(fixed(Api, 0), QStringLiteral("13304"));
        QCOMPARE(fixed(Cloud, 0), QStringLiteral("51328"));
        QCOMPARE(fixed(OnPrem, 0), QStringLiteral("76428"));
        QCOMPARE(fixed(Edge, 0), QStringLiteral("92000"));
        QVERIFY_REL(cumulativeCost(CostOption::Api, c, Months), Api, 1e-12);
        QVERIFY_REL(cumulativeCost(CostOption::Cloud, c, Months), Cloud, 1e-12);
        QVERIFY_REL(cumulativeCost(CostOption::OnPrem, c, Months), OnPrem, 1e-12);
        QVERIFY_REL(cumulativeCost(CostOption::Edge, c, Months), Edge, 1e-12);
    }

    void capexIsPaidUpFront()
    {
        const CostInputs c;
        QCOMPARE(cumulativeCost(CostOption::Api, c, 0), 0.0);
        QCOMPARE(cumulativeCost(CostOption::Cloud, c, 0), 0.0);
        QCOMPARE(cumulativeCost(CostOption::OnPrem, c, 0), OnPremCapex);
        QCOMPARE(cumulativeCost(CostOption::Edge, c, 0), EdgeCapex);
        // Then the rest in equal months: on-premise's hosting, energy and staff, 58 428 € over 36 months.
        QVERIFY_REL(costSchedule(CostOption::OnPrem, c).perMonth, (OnPrem - OnPremCapex) / Months, 1e-12);
        QVERIFY_REL(cumulativeCost(CostOption::OnPrem, c, 12), OnPremCapex + (OnPrem - OnPremCapex) / 3,
                    1e-12);
        QVERIFY_REL(costSchedule(CostOption::Edge, c).perMonth, 200.0 * 20 / 12, 1e-12);
    }

    void breakEvenMonths()
    {
        const CostInputs c;
        // API and cloud pay nothing up front and the API less each month: it never loses its lead.
        QVERIFY(!breakEvenMonth(CostOption::Api, CostOption::Cloud, c));
        QVERIFY(!breakEvenMonth(CostOption::Cloud, CostOption::Api, c));
        // On-premise costs more up front and more per month than the API or the cloud.
        QVERIFY(!breakEvenMonth(CostOption::Api, CostOption::OnPrem, c));
        QVERIFY(!breakEvenMonth(CostOption::Cloud, CostOption::OnPrem, c));
        // Edge: 80 000 € up front but only 333 €/month; by hand, capex difference over monthly difference.
        const double edgeMonth = 200.0 * 20 / 12;
        const auto edgeOnPrem = breakEvenMonth(CostOption::Edge, CostOption::OnPrem, c);
        QVERIFY(edgeOnPrem);
        QVERIFY_REL(*edgeOnPrem, (80000.0 - 18000) / (58428.0 / 36 - edgeMonth), 1e-12);
        QCOMPARE(fixed(*edgeOnPrem, 1), QStringLiteral("48.1")); // after the three-year horizon
        const auto edgeCloud = breakEvenMonth(CostOption::Cloud, CostOption::Edge, c);
        QVERIFY(edgeCloud);
        QVERIFY_REL(*edgeCloud, 80000.0 / (Cloud / 36 - edgeMonth), 1e-12);
        QCOMPARE(fixed(*edgeCloud, 1), QStringLiteral("73.2"));
        const auto edgeApi = breakEvenMonth(CostOption::Api, CostOption::Edge, c);
        QVERIFY(edgeApi);
        QVERIFY_REL(*edgeApi, 80000.0 / (Api / 36 - edgeMonth), 1e-12);

        // Ten times the volume: the API spends 0.000405 · 300 000 · 365/12 = 3 695.6 €/month and on-premise
        // recovers its 18 000 € of GPUs within the year.
        CostInputs busy = c;
        busy.requestsPerDay = 300000;
        const auto onPremApi = breakEvenMonth(CostOption::OnPrem, CostOption::Api, busy);
        QVERIFY(onPremApi);
        QVERIFY_REL(*onPremApi, 18000.0 / (0.000405 * 300000 * 365 / 12 - 58428.0 / 36), 1e-9);
        QCOMPARE(fixed(*onPremApi, 2), QStringLiteral("8.68"));
        QVERIFY_REL(cumulativeCost(CostOption::OnPrem, busy, *onPremApi),
                    cumulativeCost(CostOption::Api, busy, *onPremApi), 1e-12);
    }

    void costPerThousandRequests()
    {
        const CostInputs c;
        const double requests = 30000 * Days;
        QVERIFY_REL(*costPer1000Requests(CostOption::Api, c), Api / requests * 1000, 1e-12);
        QCOMPARE(fixed(*costPer1000Requests(CostOption::Api, c), 3), QStringLiteral("0.405"));
        QVERIFY_REL(*costPer1000Requests(CostOption::Cloud, c), Cloud / requests * 1000, 1e-12);
        QCOMPARE(fixed(*costPer1000Requests(CostOption::Cloud, c), 4), QStringLiteral("1.5625"));
        QVERIFY_REL(*costPer1000Requests(CostOption::OnPrem, c), OnPrem / requests * 1000, 1e-12);
        QVERIFY_REL(*costPer1000Requests(CostOption::Edge, c), Edge / requests * 1000, 1e-12);
        CostInputs idle = c;
        idle.requestsPerDay = 0;
        QVERIFY(!costPer1000Requests(CostOption::OnPrem, idle));
    }

    void energyAndCarbon()
    {
        const CostInputs c;
        const EnergyInputs e;
        QVERIFY(!energyKwh(CostOption::Api, c, e)); // the provider publishes no energy per request
        QVERIFY(!co2Kg(CostOption::Api, c, e));
        QVERIFY_REL(*energyKwh(CostOption::OnPrem, c, e), 3 * 8760 * 0.5, 1e-12);
        QCOMPARE(fixed(*energyKwh(CostOption::OnPrem, c, e), 0), QStringLiteral("13140"));
        // 18.75 GPU-hours a day over 1 095 days at 0.7 kW.
        QVERIFY_REL(*energyKwh(CostOption::Cloud, c, e), 18.75 * Days * 0.7, 1e-12);
        QVERIFY_REL(*energyKwh(CostOption::Edge, c, e), 200 * 0.04 * 8760 * 3, 1e-12);
        // PUE scales the data-centre options, not the edge devices.
        CostInputs pue = c;
        pue.pue = 1.4;
        QVERIFY_REL(*energyKwh(CostOption::OnPrem, pue, e), 1.4 * 3 * 8760 * 0.5, 1e-12);
        QVERIFY_REL(*energyKwh(CostOption::Cloud, pue, e), 1.4 * 18.75 * Days * 0.7, 1e-12);
        QVERIFY_REL(*energyKwh(CostOption::Edge, pue, e), *energyKwh(CostOption::Edge, c, e), 1e-12);

        // CO₂ = kWh · g/kWh, in kg: 13 140 · 56 / 1 000 = 735.84 kg, and proportional to the grid's
        // intensity.
        QVERIFY_REL(*co2Kg(CostOption::OnPrem, c, e), 13140 * 56 / 1000.0, 1e-12);
        EnergyInputs coal = e;
        coal.gridGco2PerKwh = 10 * e.gridGco2PerKwh;
        for (CostOption o : {CostOption::Cloud, CostOption::OnPrem, CostOption::Edge})
            QVERIFY_REL(*co2Kg(o, c, coal), 10 * *co2Kg(o, c, e), 1e-12);
    }

    void energyInputsFromTheScenario()
    {
        Scenario s;
        const EnergyInputs e = energyInputs(s);
        QCOMPARE(e.cloudGpuKw, 0.7);
        QCOMPARE(e.edgeDeviceKw, 0.04);
        QCOMPARE(e.gridGco2PerKwh, 56.0);
        QVERIFY(s.set(Key::CostGridGco2PerKwh, 400.0));
        QCOMPARE(energyInputs(s).gridGco2PerKwh, 400.0);
        for (Key key : {Key::ChooseConfidentiality, Key::ChooseLatency, Key::ChooseAvailability,
                        Key::ChooseVariableLoad, Key::ChooseOpsSkills, Key::ChooseVendorLockIn,
                        Key::ChooseCarbon, Key::ChooseRegulation}) {
            QCOMPARE(param(key).type, ParamType::Boolean);
            QCOMPARE(s.value(key), QVariant(false));
        }
    }

    void whatWouldMakeCloudBeatTheApi()
    {
        const CostInputs c;
        const CloudApiParity p = cloudApiParity(c);
        QVERIFY_REL(p.apiPerRequest, 0.000405, 1e-12);
        QVERIFY_REL(p.cloudPerRequest, 1.5 * 2.5 / 2400, 1e-12);
        // Batch at which 1.5 · 2.5 · 12 / (3600 · B) = 0.000405: B = 45 / 1.458 ≈ 30.9.
        QVERIFY_REL(p.batch, 1.5 * 2.5 * 12 / (3600 * 0.000405), 1e-12);
        QCOMPARE(fixed(p.batch, 1), QStringLiteral("30.9"));
        QVERIFY_REL(p.gpuPricePerHour, 0.000405 * 2400 / 1.5, 1e-12);
        QVERIFY_REL(p.apiPriceFactor, (1.5 * 2.5 / 2400) / 0.000405, 1e-12);
        // Each lever alone closes the gap exactly.
        CostInputs bigger = c;
        bigger.cloudBatch = p.batch;
        QVERIFY_REL(costOf(CostOption::Cloud, bigger).total(), costOf(CostOption::Api, c).total(), 1e-12);
        CostInputs cheaper = c;
        cheaper.gpuPricePerHour = p.gpuPricePerHour;
        QVERIFY_REL(costOf(CostOption::Cloud, cheaper).total(), costOf(CostOption::Api, c).total(), 1e-12);
    }

    void tensorParallelCopiesInTheScenario()
    {
        // serving.tensor_parallel = 4 reaches the cost model: a copy is 4 GPUs. The batch at which the cloud
        // matches the API is then 4 × 30.9 = 123.5 (1.5 · 2.5 · 12 · 4 / (3 600 · 0.000405)), and the energy
        // of the cloud follows its 4 × 18.75 GPU-hours a day at 0.7 kW over 1 095 days.
        Scenario s;
        QVERIFY(s.applyAssignments({"serving.tensor_parallel=4"}));
        const CostInputs c = costInputs(s);
        QCOMPARE(c.gpusPerCopy, 4.0);
        QVERIFY_REL(cloudApiParity(c).batch, 1.5 * 2.5 * 12 * 4 / (3600 * 0.000405), 1e-12);
        QVERIFY_REL(*energyKwh(CostOption::Cloud, c, energyInputs(s)), 4 * 18.75 * 1095 * 0.7, 1e-12);
        QCOMPARE(costInputs(Scenario()).gpusPerCopy, 1.0);
    }
};

QTEST_APPLESS_MAIN(TestCostExtra)
#include "tst_costextra.moc"
