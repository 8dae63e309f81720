// Undo and redo: one step per change, one step per slider drag, and undo never records itself.
#include "scenario.h"
#include "scenariohistory.h"

#include <QTest>
#include <QUndoStack>

using namespace infralab;

class TestScenarioHistory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void oneStepPerChange()
    {
        Scenario s;
        ScenarioHistory h(&s);
        QVERIFY(s.set(Key::ServingBatch, 8));
        QVERIFY(s.set(Key::ServingBatch, 16));
        QCOMPARE(h.stack()->count(), 2);
        h.stack()->undo();
        QCOMPARE(s.integer(Key::ServingBatch), 8);
        h.stack()->undo();
        QCOMPARE(s.integer(Key::ServingBatch), 64); // the course's value
        QCOMPARE(h.stack()->count(), 2);           // undoing recorded nothing new
        h.stack()->redo();
        h.stack()->redo();
        QCOMPARE(s.integer(Key::ServingBatch), 16);
    }

    void oneStepPerDrag()
    {
        Scenario s;
        ScenarioHistory h(&s);
        h.beginDrag();
        for (int b = 2; b <= 512; b *= 2)
            QVERIFY(s.set(Key::ServingBatch, b));
        QVERIFY(s.set(Key::ServingPromptTokens, 900)); // a change the drag causes elsewhere merges too
        h.endDrag();
        QCOMPARE(h.stack()->count(), 1);
        h.stack()->undo();
        QCOMPARE(s.integer(Key::ServingBatch), 64);
        QCOMPARE(s.integer(Key::ServingPromptTokens), 1500);
        h.stack()->redo();
        QCOMPARE(s.integer(Key::ServingBatch), 512);
        // A second drag is a second step.
        h.beginDrag();
        QVERIFY(s.set(Key::ServingBatch, 3));
        h.endDrag();
        QCOMPARE(h.stack()->count(), 2);
    }

    void presetAndResetAreOneStepEach()
    {
        Scenario s;
        ScenarioHistory h(&s);
        QVERIFY(s.set(Key::ModelPreset, "llama3-70b")); // seven keys change in one batch
        s.reset();
        QCOMPARE(h.stack()->count(), 2);
        h.stack()->undo();
        QCOMPARE(s.integer(Key::ModelLayers), 80);
        h.stack()->undo();
        QCOMPARE(s.integer(Key::ModelLayers), 32);
    }

    void cleanState()
    {
        Scenario s;
        ScenarioHistory h(&s);
        QVERIFY(h.stack()->isClean());
        QVERIFY(s.set(Key::ServingBatch, 8));
        QVERIFY(!h.stack()->isClean());
        h.reset();
        QVERIFY(h.stack()->isClean());
        QCOMPARE(h.stack()->count(), 0);
    }
};

QTEST_MAIN(TestScenarioHistory)
#include "tst_scenariohistory.moc"
