// The session's measurements (models/lab/measurementsession.h) are attached to a Scenario, not stored by it:
// one session per Scenario, made when first asked for, gone with it; A's frozen copy draws none.
#include "measurementsession.h"
#include "scenario.h"

#include <QPointer>
#include <QtTest>

using namespace infralab;

class TestMeasurementSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void oneSessionPerScenarioMadeWhenFirstAskedFor()
    {
        auto *s = new Scenario;
        const Scenario &reader = *s;
        // Read before anything is attached: empty, and nothing is attached by reading.
        QVERIFY(measurementsOf(reader).isEmpty());
        QVERIFY(measurementsOf(reader).computer() == nullptr);
        QVERIFY(s->findChild<MeasurementSession *>() == nullptr);

        MeasurementSession &session = measurementsOf(*s);
        QCOMPARE(&measurementsOf(*s), &session);
        QCOMPARE(&measurementsOf(reader), &session);
        QSignalSpy changed(&session, &MeasurementSession::changed);
        ServingMeasurement point{8, 500, 300, 0.1, 0.02, 400.0, QStringLiteral("p")};
        session.set(MeasurementSet{{point}, {}}, QStringLiteral("run.csv"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(measurementsOf(reader).points().serving.size(), 1);
        QCOMPARE(measurementsOf(reader).file(), QStringLiteral("run.csv"));

        // Another Scenario has its own.
        Scenario other;
        QVERIFY(measurementsOf(other).isEmpty());
        QVERIFY(&measurementsOf(other) != &session);

        // A's frozen copy has none: the charts draw the measurements beside B alone.
        s->comparison().pin();
        QVERIFY(s->comparison().pinned());
        QVERIFY(measurementsOf(*s->comparison().pinned()).isEmpty());

        // Gone with its Scenario.
        QPointer<MeasurementSession> watched(&session);
        delete s;
        QVERIFY(watched.isNull());
    }
};

QTEST_GUILESS_MAIN(TestMeasurementSession)
#include "tst_measurementsession.moc"
