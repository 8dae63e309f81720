// Tools → Measure this computer… in the window, off screen: a tiny measurement runs behind the progress
// dialog, is saved, adds "This computer" to the device menus and becomes the Hardware tab's second device;
// Cancel stops it and changes nothing.
#include "catalogue.h"
#include "language.h"
#include "languagetestutil.h"
#include "mainwindow.h"
#include "measureactions.h"
#include "measurestore.h"
#include "parametercombo.h"
#include "scenario.h"

#include <QAction>
#include <QFile>
#include <QProgressDialog>
#include <QPushButton>
#include <QStandardPaths>
#include <QStyleOptionComboBox>
#include <QTimer>
#include <QtTest>

using namespace infralab;

namespace {
lab::MeasureOptions tiny()
{
    lab::MeasureOptions o;
    o.sizes = {8, 16};
    o.bufferBytes = 64e3;
    o.budgetSeconds = 0.005;
    o.operations = lab::OperationSizes{2, 16, 4, 2, 8, 4};
    return o;
}

/// A window over a fresh catalogue, with no measurement saved before it opens.
struct Fixture
{
    const bool removed = QFile::remove(lab::measurementPath());
    Catalogue catalogue = Catalogue::builtIn();
    Scenario s{&catalogue};
    MainWindow w{&s};
    MeasureActions *actions = w.findChild<MeasureActions *>();
};
} // namespace

class TestMeasureActions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { languagetest::isolatedInEnglish(); } // not the user's settings and files

    void measuringAddsTheDevice()
    {
        Fixture f;
        QVERIFY(f.actions);
        QVERIFY(!f.actions->measureAction()->text().isEmpty());
        f.actions->setOptions(tiny());
        QVERIFY(f.actions->measure());
        QVERIFY(QFile::exists(lab::measurementPath()));
        QVERIFY(f.catalogue.device(lab::kMeasuredDeviceId));
        QCOMPARE(f.s.text(Key::HardwareCompareGpu), lab::kMeasuredDeviceId);
        bool listed = false;
        for (ParameterCombo *combo : f.w.findChildren<ParameterCombo *>())
            if (combo->key() == Key::HardwareCompareGpu)
                listed = combo->findData(lab::kMeasuredDeviceId) >= 0;
        QVERIFY(listed);
    }

    void aNarrowDropDownShowsTheShortName()
    {
        // In presentation mode at 1366 px the panel showed "This computer — measured on 2026-12-0…": closed,
        // a field narrower than the whole name shows the short one; the list and the tooltip keep the date.
        Fixture f;
        f.actions->setOptions(tiny());
        QVERIFY(f.actions->measure());
        ParameterCombo *combo = nullptr;
        for (ParameterCombo *c : f.w.findChildren<ParameterCombo *>())
            if (c->key() == Key::HardwareCompareGpu) combo = c;
        QVERIFY(combo);
        QCOMPARE(combo->currentData().toString(), lab::kMeasuredDeviceId);
        const QString whole = combo->currentText();
        QVERIFY2(whole.startsWith(QStringLiteral("This computer — measured on ")), qPrintable(whole));
        QVERIFY(combo->currentData(Qt::ToolTipRole).toString().startsWith(whole));
        const auto field = [combo] {
            QStyleOptionComboBox opt;
            opt.initFrom(combo);
            return combo->style()
                ->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, combo)
                .width();
        };
        const int wholeWidth = combo->fontMetrics().horizontalAdvance(whole);
        combo->resize(wholeWidth + 100, combo->height());
        QCOMPARE(combo->shownText(), whole);
        combo->resize(wholeWidth * 3 / 4, combo->height());
        QVERIFY(field() < wholeWidth);
        QCOMPARE(combo->shownText(), QStringLiteral("This computer (measured)"));
        QVERIFY(combo->fontMetrics().horizontalAdvance(combo->shownText()) <= field());
    }

    void cancelChangesNothing()
    {
        Fixture f;
        lab::MeasureOptions o = tiny();
        o.sizes = {8, 16, 32, 64, 128, 256};
        o.budgetSeconds = 0.2;
        f.actions->setOptions(o);
        const QString before = f.s.text(Key::HardwareCompareGpu);
        // Cancel as soon as the dialog is there.
        QTimer timer;
        connect(&timer, &QTimer::timeout, this, [&f] {
            // The dialog's own Cancel button, as a person clicks it.
            if (auto *dialog = f.w.findChild<QProgressDialog *>())
                if (auto *button = dialog->findChild<QPushButton *>()) button->click();
        });
        timer.start(1);
        QVERIFY(!f.actions->measure());
        QVERIFY(!QFile::exists(lab::measurementPath()));
        QVERIFY(!f.catalogue.device(lab::kMeasuredDeviceId));
        QCOMPARE(f.s.text(Key::HardwareCompareGpu), before);
    }
};

QTEST_MAIN(TestMeasureActions)
#include "tst_measureactions.moc"
