// RooflineTable: the course's table 01 (ridge point, decode and training intensities) for the scenario's
// device and the compared one.
#include "format.h"
#include "hardwarescenario.h"
#include "mainwindow.h"
#include "pinnedcomparison.h"
#include "rooflinetable.h"
#include "scenario.h"
#include "scenariorecovery.h"
#include "screenmodes.h"
#include "viewpage.h"

#include <QHeaderView>
#include <QScrollArea>
#include <QTabWidget>
#include <QTest>
#include <QVBoxLayout>

using namespace infralab;

class TestRooflineTable : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tableShowsTheCourseTable()
    {
        Scenario s;
        RooflineTable table(&s);
        table.flushRefresh();
        QCOMPARE(table.rowCount(), 2);
        QCOMPARE(table.item(0, 0)->text(), selectedDevice(s).name(QStringLiteral("en")));
        QCOMPARE(table.item(1, 0)->text(), comparedDevice(s).name(QStringLiteral("en")));
        // Course table 01 for the H100 with the scenario's 8B model: I* = 990/3.35, decode = 3.35e12/(8e9·2),
        // training = 0.45·990e12/(6·8e9).
        QCOMPARE(table.item(0, 1)->text(), Format::significant(990.0 / 3.35));
        QCOMPARE(table.item(0, 2)->text(), Format::significant(3.35e12 / 16e9));
        QCOMPARE(table.item(0, 3)->text(), Format::significant(0.45 * 990e12 / 48e9));
        QCOMPARE(table.item(1, 1)->text(), Format::significant(312.0 / 2.0));
        QVERIFY(table.font().pointSizeF() >= 12);
        QVERIFY(s.set(Key::TrainingMfu, 0.3));
        table.flushRefresh();
        QCOMPARE(table.item(0, 3)->text(), Format::significant(0.3 * 990e12 / 48e9));
    }

    void aDeviceSwitchTurnsTheTableAtMostOnce()
    {
        // A Xeon's figures beside A's in presentation mode: the turned table was wider than the page's room,
        // pushed the page past it, was then wide enough to turn back, and the page went between the two forms
        // 30 times in one device switch (130 ms).
        Scenario s;
        MainWindow w(&s);
        w.recovery()->setEnabled(false);
        w.tabs()->setCurrentWidget(w.findChild<ViewPage *>(QStringLiteral("hardware")));
        QVERIFY(screenmodes::showIn(w, screenmodes::kModes[2])); // the classroom's screen, presentation mode
        QCOMPARE(screenmodes::kModes[2].presentation, true);
        s.comparison().pin();
        QTest::qWait(100);
        auto *table = w.findChild<RooflineTable *>();
        QVERIFY(table && table->isVisible());
        struct Turns : QObject
        {
            int count = 0, columns = 0;
            QTableWidget *table = nullptr;
            bool eventFilter(QObject *, QEvent *e) override
            {
                if (e->type() == QEvent::Resize && table->columnCount() != columns) {
                    ++count;
                    columns = table->columnCount();
                }
                return false;
            }
        } turns;
        turns.table = table;
        turns.columns = table->columnCount();
        table->installEventFilter(&turns);
        QVERIFY(s.set(Key::HardwareGpu, QStringLiteral("xeon-8480plus")));
        table->flushRefresh(); // now, even below the fold, where it would wait for the pause (OutOfView)
        QTest::qWait(300);
        table->removeEventFilter(&turns);
        QVERIFY2(turns.count <= 2, qPrintable(QStringLiteral("turned %1 times").arg(turns.count)));
        auto *area = qobject_cast<QScrollArea *>(table->parentWidget()->parentWidget()->parentWidget());
        QVERIFY(area);
        QVERIFY2(area->widget()->width() <= area->viewport()->width(),
                 qPrintable(QStringLiteral("the page is %1 px in a room of %2 px")
                                .arg(area->widget()->width())
                                .arg(area->viewport()->width())));
    }

    void turnsWhereTheTurnedFormFits()
    {
        // Under the seven columns' width, where the turned form fits, a device per column.
        Scenario s;
        QScrollArea area;
        area.setWidgetResizable(true);
        area.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        auto *content = new QWidget;
        auto *table = new RooflineTable(&s, content);
        (new QVBoxLayout(content))->addWidget(table);
        area.setWidget(content);
        area.resize(2400, 600);
        area.show();
        QVERIFY(QTest::qWaitForWindowExposed(&area));
        QTest::qWait(50);
        QCOMPARE(table->columnCount(), 7); // room for the seven columns: a device per row
        area.resize(table->horizontalHeader()->length() - 40, 600);
        QTest::qWait(50);
        QCOMPARE(table->columnCount(), 3); // the figures' names, then the two devices
    }
};

INFRALAB_TEST_MAIN_ON_CLASSROOM_SCREENS(TestRooflineTable, "rooflinetable")
#include "tst_rooflinetable.moc"
