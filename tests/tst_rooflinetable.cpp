// RooflineTable: the course's table 01 (ridge point, decode and training intensities) for the scenario's
// device and the compared one.
#include "format.h"
#include "rooflinetable.h"
#include "scenario.h"

#include <QTest>

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
        QCOMPARE(table.item(0, 0)->text(), s.device().name(QStringLiteral("en")));
        QCOMPARE(table.item(1, 0)->text(), s.compareDevice().name(QStringLiteral("en")));
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
};

QTEST_MAIN(TestRooflineTable)
#include "tst_rooflinetable.moc"
