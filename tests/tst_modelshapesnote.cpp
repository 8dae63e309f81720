// The line under the N slider and the free model in the parameters panel: the count the shapes give is shown
// (Llama 3 8B's shapes, which the course's 8B takes: 8 030 261 248, "8.03 B"), dragging a shape slider of a
// preset makes it a free model whose N follows in one undo step, and the model list then says so.
#include "controlspanel.h"
#include "language.h"
#include "languagetestutil.h"
#include "modelshapesnote.h"
#include "parametercombo.h"
#include "parameterslider.h"
#include "scenario.h"
#include "scenariohistory.h"

#include <QComboBox>
#include <QSlider>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QtTest>

using namespace infralab;

class TestModelShapesNote : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void presetShowsItsShapesCount()
    {
        Scenario s; // the course's 8B: N = 8 × 10⁹, shapes of Llama 3 8B
        const QString note = ModelShapesNote::noteFor(s);
        // 32 × (2·4096·4096 + 2·4096·1024 + 3·4096·14336 + 2·4096) + 2·128256·4096 + 4096 = 8.03 × 10⁹.
        QVERIFY2(note.contains(QLatin1String("8.03 B")), qPrintable(note));
        // Each term is held on one line by no-break spaces, so "d" never ends a line without its value.
        QVERIFY2(note.contains(QStringLiteral("32\u00a0layers\u00a0×\u00a0d\u00a04,096, ")),
                 qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("FFN\u00a014,336, vocabulary\u00a0128,256")), qPrintable(note));
        QVERIFY2(note.contains(QLatin1String("published N")), qPrintable(note));
        // The course's 7B: N = 7 × 10⁹ against Llama 2 7B's shapes, 6.74 × 10⁹ (−3.7 %): shown as a mismatch.
        QVERIFY(s.set(Key::ModelPreset, QStringLiteral("course-7b")));
        const QString mismatch = ModelShapesNote::noteFor(s);
        QVERIFY2(mismatch.contains(QLatin1String("6.74 B")) && mismatch.contains(QStringLiteral("\u22123.7")),
                 qPrintable(mismatch));
    }

    void draggingAShapeIsOneStepOfAFreeModel()
    {
        Scenario s;
        ScenarioHistory history(&s);
        ControlsPanel panel(&s);
        connect(&panel, &ControlsPanel::dragStarted, &history, &ScenarioHistory::beginDrag);
        connect(&panel, &ControlsPanel::dragFinished, &history, &ScenarioHistory::endDrag);
        panel.setVisibleKeys({Key::ModelPreset, Key::ModelParams, Key::ModelLayers});
        auto *note = panel.findChild<ModelShapesNote *>();
        QVERIFY(note && note->isVisibleTo(&panel));
        // The note sits right under N's row.
        auto *layout = qobject_cast<QVBoxLayout *>(panel.layout());
        QCOMPARE(layout->indexOf(note), layout->indexOf(panel.row(Key::ModelParams)) + 1);

        auto *layers = qobject_cast<ParameterSlider *>(panel.row(Key::ModelLayers));
        QVERIFY(layers);
        Q_EMIT layers->slider()->sliderPressed();
        layers->slider()->setValue(layers->positionFor(20));
        layers->slider()->setValue(layers->positionFor(16));
        Q_EMIT layers->slider()->sliderReleased();
        QCOMPARE(s.integer(Key::ModelLayers), 16);
        QVERIFY(s.flag(Key::ModelFree));
        // 16 × 218 112 000 + 2 × 128 256 × 4 096 + 4 096 = 4 540 469 248.
        QCOMPARE(s.number(Key::ModelParams), 16 * 218112000.0 + 2 * 128256.0 * 4096 + 4096);
        QVERIFY2(note->text().contains(QLatin1String("4.54 B")), qPrintable(note->text()));
        auto *combo = panel.row(Key::ModelPreset)->findChild<QComboBox *>();
        QVERIFY(combo);
        QCOMPARE(combo->currentText(), QStringLiteral("Custom model"));

        QCOMPARE(history.stack()->count(), 1); // the drag and the N it derived: one step
        history.stack()->undo();
        QVERIFY(!s.flag(Key::ModelFree));
        QCOMPARE(s.integer(Key::ModelLayers), 32);
        QCOMPARE(s.number(Key::ModelParams), 8e9);
        QCOMPARE(combo->currentData().toString(), QStringLiteral("course-8b"));

        // Choosing "Custom model" in the list makes the preset free without moving a shape: N = 8.03 B.
        Q_EMIT combo->activated(combo->count() - 1);
        QVERIFY(s.flag(Key::ModelFree));
        QCOMPARE(s.number(Key::ModelParams), 8030261248.0);
    }
};

INFRALAB_TEST_MAIN_IN_ENGLISH(TestModelShapesNote)
#include "tst_modelshapesnote.moc"
