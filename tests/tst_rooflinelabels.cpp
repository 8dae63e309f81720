// The roofline's operation names off both roofs: the selected device's and the compared device's, dashed. A
// name a roof runs through reads as struck out; seen at the laptop's largest zoom (152 %), where "Attention
// (non fusionnée)" and "Entraînement, 4096 tokens" lay across the A100's dashed memory roof.
#include "languagetestutil.h"
#include "linecover.h"
#include "rooflinetestutil.h"
#include "scenario.h"

#include <QtTest>

using namespace infralab;
using namespace rooflinetest;

class TestRooflineLabels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void namesStayOffBothRoofs_data()
    {
        QTest::addColumn<QSize>("size");
        // The Hardware tab's chart in a 1366×768 window, and a large plot.
        QTest::addRow("laptop") << QSize(900, 480);
        QTest::addRow("large") << QSize(1400, 900);
    }
    void namesStayOffBothRoofs()
    {
        QFETCH(QSize, size);
        const auto french = languagetest::frenchForThisTest(); // the longer names
        Scenario s;
        QVERIFY(s.applyAssignments({QStringLiteral("hardware.gpu=course-h100-sxm"),
                                    QStringLiteral("hardware.compare_gpu=course-a100-80"),
                                    QStringLiteral("precision=bf16")}));
        RooflineChart chart(&s);
        charttest::layOut(chart, size);
        QCoreApplication::processEvents();
        QVERIFY(visibleLabels(chart).size() >= 9); // the ridge and the course's eight operations
        // The course's table (section 01): H100 SXM 990 TFLOP/s bf16 at 3.35 TB/s, A100 80 GB 312 TFLOP/s
        // at 2.0 TB/s.
        QCOMPARE(labelOnRoof(chart, 990e12, 3.35e12), QString());
        QCOMPARE(labelOnRoof(chart, 312e12, 2.0e12), QString());
    }

    void aCrowdedPointsNameGoesToTheNearestFreeSpot()
    {
        // Every spot beside the point (rows up to 3 × 20 px away, 100 px wide) lies in a crowd of other names
        // and dots around it (280…520 × 100…300), and a name sits just above the crowd: the name goes to the
        // nearest free spot further off, whose leader line from the point crosses no other name.
        const QRectF plot(0, 0, 800, 400), crowd(280, 100, 240, 200), above(330, 70, 140, 20);
        const QPointF point(400, 200);
        const QSizeF size(100, 20);
        qreal cost = -1;
        const QRectF spot =
            placeLabel(point, size, 10, plot, {crowd, above}, DrawnSegments{}, 3, false, &cost);
        QCOMPARE(cost, 0.0);
        QCOMPARE(spot.size(), size);
        QVERIFY(plot.contains(spot));
        QVERIFY(!spot.intersects(crowd) && !spot.intersects(above));
        const QPointF nearest(std::clamp(point.x(), spot.left(), spot.right()),
                              std::clamp(point.y(), spot.top(), spot.bottom()));
        QCOMPARE(lengthInside(QLineF(point, nearest), above), 0.0);
        // The nearest such spot: just under the crowd, 100 px from the point (its top edge at y = 300).
        QVERIFY2(QLineF(point, nearest).length() <= 100 + 10, qPrintable(QString::number(spot.top())));
    }
};

QTEST_MAIN(TestRooflineLabels)
#include "tst_rooflinelabels.moc"
