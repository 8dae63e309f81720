// The inputs of the cost model (section 05), as the cost charts compare them between the pinned and the
// current scenario: every cost.* key, and the request's tokens and the GPUs per model copy, which set how
// many GPUs serve the volume (the course's cost per request). The expected list is written from the key names
// here.
#include "costscenario.h"
#include "keyreads.h"
#include "scenario.h"
#include "scenarioschema.h"

#include <QTest>

using namespace infralab;

class TestCostScenario : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // First: the list is made at the first call, which must not count as a read of whoever calls it (a
    // chart's refresh records the keys it reads, keyreads.h).
    void findingTheListIsNotTheCallersRead()
    {
        const Scenario s;
        const KeyReads outer;
        s.integer(Key::ServingBatch);
        QVERIFY(costModelReads(Key::CostYears));
        QCOMPARE(outer.keys().count(), std::size_t(1));
        QVERIFY(outer.keys().test(std::size_t(Key::ServingBatch)));
    }

    void readsTheSectionsInputsAndNothingElse()
    {
        const QStringList request = {QStringLiteral("serving.prompt_tokens"),
                                     QStringLiteral("serving.output_tokens"),
                                     QStringLiteral("serving.tensor_parallel")};
        int read = 0;
        for (const ParamSpec &spec : scenarioSchema()) {
            const bool expected = spec.key.startsWith(QLatin1String("cost.")) || request.contains(spec.key);
            QVERIFY2(costModelReads(spec.id) == expected, qPrintable(spec.key));
            read += expected;
        }
        // 22 cost.* keys today; the count guards against a schema that lost its cost section.
        QVERIFY(read >= 3 + 20);
    }
};

QTEST_GUILESS_MAIN(TestCostScenario)
#include "tst_costscenario.moc"
