// The parameters panel's check boxes: their text wraps so that a long one in French never widens the panel
// past its dock, and clicking the text toggles the scenario's value as a check box's own text would.
#include "controlspanel.h"
#include "language.h"
#include "scenario.h"
#include "widgettest.h"

#include <QCheckBox>
#include <QLabel>
#include <QtTest>

using namespace infralab;

class TestControlsPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void longCheckTextWraps()
    {
        language::install(QStringLiteral("fr"));
        Scenario s;
        ControlsPanel panel(&s);
        panel.setVisibleKeys({Key::TrainingSequenceParallel, Key::TrainingAttentionFlops});
        QWidget *row = panel.row(Key::TrainingSequenceParallel);
        auto *label = row->findChild<QLabel *>();
        QVERIFY(label);
        // The whole French text on one line is wider than a 300 px panel; the row still fits in it.
        QVERIFY(label->fontMetrics().horizontalAdvance(label->text()) > 300);
        QVERIFY2(row->minimumSizeHint().width() <= 300,
                 qPrintable(QString::number(row->minimumSizeHint().width())));
        language::install(QStringLiteral("en"));
    }

    void clickingTheTextToggles()
    {
        Scenario s;
        ControlsPanel panel(&s);
        panel.setVisibleKeys({Key::TrainingFlashAttention});
        QVERIFY(showAt(panel, {320, 200}));
        QWidget *row = panel.row(Key::TrainingFlashAttention);
        auto *label = row->findChild<QLabel *>();
        auto *box = row->findChild<QCheckBox *>();
        QVERIFY(label && box);
        QCOMPARE(box->accessibleName(), label->text()); // a screen reader names the box by its text
        QVERIFY(!s.flag(Key::TrainingFlashAttention));
        QTest::mouseClick(label, Qt::LeftButton);
        QVERIFY(s.flag(Key::TrainingFlashAttention));
        QVERIFY(box->isChecked());
        QVERIFY(s.set(Key::TrainingFlashAttention, false));
        QVERIFY(!box->isChecked()); // the scenario drives the box back
    }
};

QTEST_MAIN(TestControlsPanel)
#include "tst_controlspanel.moc"
