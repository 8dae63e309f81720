// GridPainter fills the axes' solid grid lines where Qt Charts lays them out, and leaves any other pen to Qt.
#include "gridpainter.h"

#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QTest>
#include <QValueAxis>

using namespace infralab;

namespace {

const QColor kGrid(200, 0, 0), kMinor(0, 0, 200);

/// A chart of 0 … 10 on both axes, a major grid line every 2 and a minor one between, in colours found
/// nowhere else in it; its one curve runs along the top.
struct GridChart
{
    QChartView view;
    QValueAxis *x = new QValueAxis, *y = new QValueAxis;

    /// `width` 0 is a hairline, as charts on screen draw theirs (ChartView::applyTheme).
    explicit GridChart(Qt::PenStyle minorStyle, qreal width = 1)
    {
        auto *series = new QLineSeries;
        series->append({QPointF(0, 9.9), QPointF(10, 9.9)});
        view.chart()->addSeries(series);
        view.chart()->legend()->hide();
        view.chart()->setBackgroundBrush(Qt::white);
        view.chart()->setPlotAreaBackgroundVisible(false);
        for (QValueAxis *axis : {x, y}) {
            axis->setRange(0, 10);
            axis->setTickCount(6);
            axis->setMinorTickCount(1);
            axis->setGridLinePen(QPen(kGrid, width));
            axis->setMinorGridLinePen(QPen(kMinor, width, minorStyle));
            axis->setMinorGridLineVisible(true);
            view.chart()->addAxis(axis, axis == x ? Qt::AlignBottom : Qt::AlignLeft);
            series->attachAxis(axis);
        }
        view.resize(600, 400);
    }

    QImage picture(bool antialiased)
    {
        view.setRenderHint(QPainter::Antialiasing, antialiased);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view)) return {};
        QCoreApplication::processEvents();
        return view.grab().toImage().convertToFormat(QImage::Format_RGB32);
    }

    /// Where the value (vx, vy) is drawn, in the picture's pixels.
    QPoint at(qreal vx, qreal vy) const
    {
        const QPointF p = view.mapFromScene(view.chart()->mapToPosition(QPointF(vx, vy)));
        return QPoint(qFloor(p.x()), qFloor(p.y()));
    }
};

/// Whether one of the pixels from `p` moved by -1 … +1 along `step` has colour `c`.
bool near(const QImage &image, QPoint p, QPoint step, const QColor &c)
{
    for (int k = -1; k <= 1; ++k)
        if (image.pixelColor(p + k * step) == c) return true;
    return false;
}

/// Whether one of those pixels is tinted toward `c` from the white background: antialiased, a line's colour
/// is shared between two rows or columns.
bool tinted(const QImage &image, QPoint p, QPoint step, const QColor &c)
{
    for (int k = -1; k <= 1; ++k) {
        const QColor px = image.pixelColor(p + k * step);
        const bool redder = c.red() > c.blue() ? px.red() > px.blue() + 30 : px.blue() > px.red() + 30;
        if (redder) return true;
    }
    return false;
}

} // namespace

class TestGridPainter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void takesOverSolidPensOnly()
    {
        GridChart solid(Qt::SolidLine), dashed(Qt::DashLine);
        GridPainter::takeOver(solid.view.chart());
        GridPainter::takeOver(dashed.view.chart());
        for (QValueAxis *axis : {solid.x, solid.y, dashed.x, dashed.y}) {
            // Qt's items keep their colour and width (GridPainter draws with them) but draw nothing.
            QCOMPARE(axis->gridLinePen().style(), Qt::NoPen);
            QCOMPARE(axis->gridLinePen().color(), kGrid);
            QCOMPARE(axis->gridLinePen().widthF(), 1.0);
        }
        QCOMPARE(solid.x->minorGridLinePen().style(), Qt::NoPen);
        QCOMPARE(dashed.x->minorGridLinePen().style(), Qt::DashLine); // a dash is Qt's to draw
        // A second call adds no second painter.
        GridPainter::takeOver(solid.view.chart());
        const QList<QGraphicsItem *> items = solid.view.chart()->childItems();
        QCOMPARE(std::count_if(items.cbegin(), items.cend(),
                               [](const QGraphicsItem *i) { return i->type() == GridPainter::Type; }),
                 1);
    }

    void fillsTheLinesWhereQtLaysThemOut_data()
    {
        QTest::addColumn<bool>("antialiased");
        QTest::addColumn<qreal>("width");
        QTest::newRow("held slider, no antialiasing") << false << 1.0;
        QTest::newRow("at rest, antialiased") << true << 1.0;
        QTest::newRow("hairlines, held") << false << 0.0;
        QTest::newRow("hairlines, at rest") << true << 0.0;
    }

    void fillsTheLinesWhereQtLaysThemOut()
    {
        QFETCH(bool, antialiased);
        QFETCH(qreal, width);
        GridChart chart(Qt::SolidLine, width);
        const QImage before = chart.picture(antialiased);
        GridPainter::takeOver(chart.view.chart());
        const QImage after = chart.picture(antialiased);
        QVERIFY(!after.isNull());
        for (qreal v : {2.0, 4.0, 6.0, 8.0}) {
            QVERIFY(tinted(after, chart.at(4.5, v), QPoint(0, 1), kGrid));
            QVERIFY(tinted(after, chart.at(v, 4.5), QPoint(1, 0), kGrid));
            QVERIFY(tinted(after, chart.at(4.5, v + 1), QPoint(0, 1), kMinor));
        }
        if (!antialiased) {
            // One filled pixel row or column per line, on the ones Qt's own stroke took (within a pixel).
            for (qreal v : {2.0, 4.0, 6.0, 8.0}) {
                QVERIFY2(near(after, chart.at(4.5, v), QPoint(0, 1), kGrid), qPrintable(QString::number(v)));
                QVERIFY2(near(after, chart.at(v, 4.5), QPoint(1, 0), kGrid), qPrintable(QString::number(v)));
                QVERIFY(near(before, chart.at(4.5, v), QPoint(0, 1), kGrid));
            }
            for (qreal v : {1.0, 3.0, 5.0, 7.0, 9.0}) {
                QVERIFY(near(after, chart.at(4.5, v), QPoint(0, 1), kMinor));
                QVERIFY(near(after, chart.at(v, 4.5), QPoint(1, 0), kMinor));
            }
        }
        // Between the lines, the chart's background, untouched.
        QCOMPARE(after.pixelColor(chart.at(4.5, 3.5)), QColor(Qt::white));
        QCOMPARE(after.pixelColor(chart.at(2.5, 6.5)), QColor(Qt::white));
        // As many pixels of each colour as Qt's own lines had, within 5 % (crossings are drawn in another
        // order).
        const auto count = [](const QImage &image, const QColor &c) {
            qsizetype n = 0;
            for (int row = 0; row < image.height(); ++row)
                for (int col = 0; col < image.width(); ++col)
                    n += image.pixelColor(col, row) == c;
            return n;
        };
        if (!antialiased)
            for (const QColor &c : {kGrid, kMinor}) {
                const qsizetype qt = count(before, c), ours = count(after, c);
                QVERIFY2(qt > 0 && std::abs(ours - qt) <= qt / 20,
                         qPrintable(QStringLiteral("%1: %2 against %3").arg(c.name()).arg(ours).arg(qt)));
            }
    }
};

QTEST_MAIN(TestGridPainter)
#include "tst_gridpainter.moc"
