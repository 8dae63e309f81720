// Marker texts (widgets/common/chartlabels.h): beside their anchor, off each other and off the chart's
// curves. Seen: "B = 64" written across the TPOT curve of Llama 3 70B on 4 GPUs.
#include "chartlabels.h"
#include "charttestutil.h"

#include <QChart>
#include <QChartView>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QValueAxis>
#include <QtTest>

using namespace infralab;

namespace {
/// A shown chart of `size` with axes 0 … 10 and 0 … 1 and one line through `points`, the series texts are
/// mapped through.
QLineSeries *lineChart(QChartView &view, QSize size, const QList<QPointF> &points)
{
    view.resize(size);
    QChart *chart = view.chart();
    auto *curve = new QLineSeries;
    curve->append(points);
    chart->addSeries(curve);
    auto *x = new QValueAxis, *y = new QValueAxis;
    x->setRange(0, 10);
    y->setRange(0, 1);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    curve->attachAxis(x);
    curve->attachAxis(y);
    view.show();
    return curve;
}
} // namespace

class TestChartLabels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void textsStayOffCurvesAndEachOther()
    {
        QChartView view;
        QLineSeries *curve = lineChart(view, {800, 500}, {{0, 0.5}, {10, 0.5}});
        QChart *chart = view.chart();
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

    void aLayersTextStepsOffTheChartsOwnTexts()
    {
        // A's gradients text under B's, which the chart places itself at the top of B's line (allreduce).
        QChartView view;
        QLineSeries *curve = lineChart(view, {800, 500}, {{0, 0.1}, {10, 0.1}});
        QChart *chart = view.chart();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QFont font;
        font.setPixelSize(16);
        const QPointF anchor(5, 0.9);
        const QPointF at = chart->mapToPosition(anchor, curve);
        auto *own = new QGraphicsSimpleTextItem(QStringLiteral("gradients per rank = 16 GB"), chart);
        own->setFont(font);
        own->setPos(at + QPointF(6, 4)); // the very spot a label takes first: right of its anchor, below it

        ChartLabels labels(chart);
        const int stepping = labels.add(Qt::black, true), staying = labels.add(Qt::black);
        labels.set(stepping, font, QStringLiteral("Pinned: 2N = 2 GB"), anchor, false);
        labels.place(curve);
        const QRectF ownBox = own->mapRectToParent(own->boundingRect());
        QVERIFY2(
            !labels.item(stepping)->mapRectToParent(labels.item(stepping)->boundingRect()).intersects(ownBox),
            "a layer's text steps off the chart's own");

        // A marker line's text keeps its spot: it was placed before the chart's texts, as it always was.
        labels.set(stepping, font, {}, anchor, false, false);
        labels.set(staying, font, QStringLiteral("B = 64"), anchor, false);
        labels.place(curve);
        QCOMPARE(labels.item(staying)->pos(), at + QPointF(6, 4));
    }

    void aTextNeitherSideHoldsGoesOnLinesBesideItsMarker()
    {
        // "τ* = 6,24 h : 0,10 % perdus" beside its line near the middle of a narrow plot (the Platform tab's
        // two columns at 1920 px): neither side held it on one line, and it was read across its own line.
        QChartView view;
        QLineSeries *curve = lineChart(view, {360, 300}, {{0, 0}, {0.1, 0}});
        QChart *chart = view.chart();
        chart->legend()->hide();
        QVERIFY(QTest::qWaitForWindowExposed(&view));

        ChartLabels labels(chart);
        const int tau = labels.add(Qt::black);
        QFont font;
        font.setPixelSize(16);
        const QString text = QStringLiteral("τ* = 6,24 h : 0,10 % perdus");
        labels.set(tau, font, text, QPointF(5, 0.9), false);
        const QRectF plot = chart->plotArea();
        // The text is wider than either side of the marker, so that the test holds what it says.
        QVERIFY(QFontMetricsF(font).horizontalAdvance(text) > plot.width() / 2);
        labels.place(curve);
        const qreal markerX = chart->mapToPosition(QPointF(5, 0.9), curve).x();
        const QRectF box = labels.item(tau)->sceneBoundingRect();
        QVERIFY2(box.left() > markerX || box.right() < markerX, qPrintable(QString::number(markerX)));
        QVERIFY(plot.contains(box));
        // Every word shown, on more than one line.
        QCOMPARE(labels.item(tau)->text().simplified(), text);
        QVERIFY(labels.item(tau)->text().contains(u'\n'));

        // A plot wide enough gives it back its one line.
        view.resize(1400, 300);
        QTRY_VERIFY(chart->plotArea().width() > 1000);
        labels.place(curve);
        QCOMPARE(labels.item(tau)->text(), text);
    }

    void aTextClimbsItsLineAsFarAsItNeeds()
    {
        // A's τ* text stands at the foot of its line, where B's curve and A's own crossed each of its first 8
        // lines: horizontal curves every 2 % up to half the axis, free above. The text must end clear of all.
        QChartView view;
        view.resize(800, 500);
        QChart *chart = view.chart();
        const auto [x, y] = charttest::addUnitAxes(chart);
        QLineSeries *first = nullptr;
        for (int k = 1; k <= 25; ++k) {
            auto *curve = new QLineSeries;
            curve->append(0, 0.02 * k);
            curve->append(10, 0.02 * k);
            chart->addSeries(curve);
            curve->attachAxis(x);
            curve->attachAxis(y);
            if (!first) first = curve;
        }
        chart->legend()->hide();
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));

        ChartLabels labels(chart);
        const int text = labels.add(Qt::black);
        QFont font;
        font.setPixelSize(16);
        labels.set(text, font, QStringLiteral("τ* = 6.52 h: 0.83 % lost (pinned)"), QPointF(5, 0), true);
        labels.place(first);

        const QRectF box = labels.item(text)->sceneBoundingRect();
        const qreal highest = chart->mapToPosition(QPointF(5, 0.5), first).y();
        // More than 8 of its lines up: under the highest curve every line of text crosses one.
        QVERIFY2(box.height() * 8 < chart->mapToPosition(QPointF(5, 0), first).y() - highest,
                 "the curves must cover more than the first 8 lines for this test");
        QVERIFY2(
            box.bottom() < highest - 1,
            qPrintable(QStringLiteral("text bottom %1, highest curve %2").arg(box.bottom()).arg(highest)));
        QVERIFY(chart->plotArea().contains(box));
    }
};

QTEST_MAIN(TestChartLabels)
#include "tst_chartlabels.moc"
