// The dialog of Tools ▸ Measure this computer… (widgets/lab/measuredialog.h): what it shows is what it
// returns, no size leaves its range, and its text follows the language.
#include "language.h"
#include "measuredialog.h"

#include <QCheckBox>
#include <QLabel>
#include <QSpinBox>
#include <QtTest>

using namespace infralab;

class TestMeasureDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void returnsTheChoice()
    {
        MeasureDialog dialog;
        lab::OperationSizes chosen;
        chosen.tokens = 256;
        chosen.dModel = 4096;
        chosen.seqLen = 2048;
        dialog.setChoice(chosen, true);
        QVERIFY(dialog.quick());
        QCOMPARE(dialog.sizes().dModel, 4096);
        QCOMPARE(dialog.sizes().tokens, 256);
        QCOMPARE(dialog.sizes().seqLen, 2048);
        // A student typing in the spin box changes the choice.
        dialog.spinBox("attention.head_dim")->setValue(96);
        QCOMPARE(dialog.sizes().headDim, 96);
    }

    void sizesStayInTheirRange()
    {
        MeasureDialog dialog;
        // A d_model of 100 000 would hold 40 GB of fp32 weights: the box stops at its maximum (8 192).
        QSpinBox *d = dialog.spinBox("dense.d_model");
        QVERIFY(d);
        d->setValue(100000);
        QCOMPARE(dialog.sizes().dModel, 8192);
        d->setValue(0);
        QVERIFY(dialog.sizes().dModel >= 16);
    }

    void everySizeHasALabel()
    {
        MeasureDialog dialog;
        const QList<QSpinBox *> spins = dialog.findChildren<QSpinBox *>();
        QCOMPARE(spins.size(), 6);
        for (QSpinBox *spin : spins) {
            bool labelled = false;
            for (QLabel *label : dialog.findChildren<QLabel *>())
                labelled = labelled || (label->buddy() == spin && !label->text().isEmpty());
            QVERIFY2(labelled, qPrintable(spin->objectName()));
        }
    }

    void followsTheLanguage()
    {
        MeasureDialog dialog;
        const QString english = dialog.windowTitle();
        language::install(QStringLiteral("fr"));
        QCoreApplication::processEvents();
        const QString french = dialog.windowTitle();
        language::install(QStringLiteral("en"));
        QVERIFY(french != english);
        QVERIFY2(french.contains(QStringLiteral("ordinateur")), qPrintable(french));
    }
};

QTEST_MAIN(TestMeasureDialog)
#include "tst_measuredialog.moc"
