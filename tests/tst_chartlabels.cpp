// Marker texts (widgets/common/chartlabels.h): beside their anchor, off each other and off the chart's
// curves. Seen: "B = 64" written across the TPOT curve of Llama 3 70B on 4 GPUs.
#include "chartlabels.h"

#include <QChart>
#include <QChartView>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QValueAxis>
#include <QtTest>

using namespace infralab;

class TestChartLabels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void textsStayOffCurvesAndEachOther()
    {
        QChartView view;
        view.resize(800, 500);
        QChart *chart = view.chart();
        auto *curve = new QLineSeries;
        curve->append(0, 0.5);
        curve->append(10, 0.5);
        chart->addSeries(curve);
        auto *x = new QValueAxis, *y = new QValueAxis;
        x->setRange(0, 10);
        y->setRange(0, 1);
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        curve->attachAxis(x);
        curve->attachAxis(y);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));

        // Two texts anchored 1 % of the axis above the curve, each starting 4 px under its anchor: the
        // default spot holds the line.
        ChartLabels labels(chart);
        const int first = labels.add(Qt::black), second = labels.add(Qt::black);
        QFont font;
        font.setPixelSize(16);
        labels.set(first, font, QStringLiteral("B = 64"), QPointF(5, 0.51), false);
        labels.set(second, font, QStringLiteral("B = 8"), QPointF(5, 0.51), false);
        labels.place(curve);

        const qreal lineY = chart->mapToPosition(QPointF(5, 0.5), curve).y();
        const QRectF a = labels.item(first)->sceneBoundingRect(),
                     b = labels.item(second)->sceneBoundingRect();
        QVERIFY2(!(a.top() <= lineY + 1 && a.bottom() >= lineY - 1), qPrintable(QString::number(lineY)));
        QVERIFY(!(b.top() <= lineY + 1 && b.bottom() >= lineY - 1));
        QVERIFY(!a.intersects(b));
        QVERIFY(chart->plotArea().contains(a) && chart->plotArea().contains(b));
    }
};

QTEST_MAIN(TestChartLabels)
#include "tst_chartlabels.moc"
