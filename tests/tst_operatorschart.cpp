// The per-operator roofline chart (widgets/hardware/operatorschart.h) offscreen: one marker per operator of a
// layer in each phase on the device's roof, prefill circles and decode squares, every operator named by a
// text that overlaps no other, and hover texts with the operator's work, traffic, intensity and bound. The
// numbers are those of the course's 8B model (section 03: 32 heads, 8 KV heads, d_k 128) on its H100.
#include "chartcell.h"
#include "charttestutil.h"
#include "hardwarepage.h"
#include "languagetestutil.h"
#include "operatorschart.h"
#include "rooflinechart.h"
#include "scenario.h"
#include "testutil.h"

#include <QApplication>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QScatterSeries>
#include <QTabBar>

using namespace infralab;
using namespace charttest;

namespace {
/// The texts drawn on the plot, in scene coordinates.
QList<QRectF> labelBoxes(const OperatorsChart &chart, QStringList *texts)
{
    QList<QRectF> boxes;
    for (QGraphicsSimpleTextItem *item : chart.labels())
        if (item->isVisible()) {
            boxes.append(item->sceneBoundingRect());
            texts->append(item->text());
        }
    return boxes;
}
} // namespace

class TestOperatorsChart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void onePointPerOperatorPerPhase_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<double>("batch");
        QTest::addColumn<int>("operators");
        // A dense gated model: QKV, QKᵀ, ×V, O, gate, up, down, norms and the output head.
        QTest::newRow("course 8B, batch 1") << "course-8b" << 1.0 << 9;
        QTest::newRow("course 8B, batch 64") << "course-8b" << 64.0 << 9;
        // Mixtral adds its router.
        QTest::newRow("Mixtral, batch 8") << "mixtral-8x7b" << 8.0 << 10;
    }

    void onePointPerOperatorPerPhase()
    {
        QFETCH(QString, preset);
        QFETCH(double, batch);
        QFETCH(int, operators);
        Scenario s;
        QVERIFY(s.set(Key::ModelPreset, preset));
        QVERIFY(s.set(Key::ServingBatch, batch));
        OperatorsChart chart(&s);
        layOut(chart, QSize(1000, 650));
        auto *prefill = series<QScatterSeries>(chart, QStringLiteral("prefill"));
        auto *decode = series<QScatterSeries>(chart, QStringLiteral("decode"));
        QVERIFY(prefill && decode);
        QCOMPARE(prefill->count(), operators);
        QCOMPARE(decode->count(), operators);
        // Told apart by shape as well as colour.
        QCOMPARE(prefill->markerShape(), QScatterSeries::MarkerShapeCircle);
        QCOMPARE(decode->markerShape(), QScatterSeries::MarkerShapeRectangle);
        QVERIFY(prefill->color() != decode->color());
        // Each operator is named once per phase, and no two texts overlap or leave the plot.
        QStringList texts;
        const QList<QRectF> boxes = labelBoxes(chart, &texts);
        const QString all = texts.join(QStringLiteral(" · "));
        for (const char *name : {"QKV", "QKᵀ", "×V", "O", "gate", "up", "down", "norms", "head"})
            QCOMPARE(all.split(QStringLiteral(" · ")).count(QString::fromUtf8(name)), 2);
        const QRectF plot = chart.chart()->plotArea().adjusted(-1, -1, 1, 1);
        for (qsizetype i = 0; i < boxes.size(); ++i) {
            QVERIFY2(plot.contains(boxes.at(i)), qPrintable(texts.at(i)));
            for (qsizetype j = i + 1; j < boxes.size(); ++j)
                QVERIFY2(!boxes.at(i).intersects(boxes.at(j)), qPrintable(texts.at(i) + " / " + texts.at(j)));
        }
        QVERIFY(nonFiniteValues(chart).isEmpty());
    }

    void pointsSitOnTheRoof()
    {
        // Decode at batch 1: the FFN's intensity is ≈ 1 FLOP/byte, so it reaches 1 × β = 3.35 TFLOP/s on the
        // course's H100 (theorem 1: min(P, I·β)).
        Scenario s;
        QVERIFY(s.set(Key::ServingBatch, 1));
        OperatorsChart chart(&s);
        layOut(chart, QSize(1000, 650));
        auto *decode = series<QScatterSeries>(chart, QStringLiteral("decode"));
        const QList<QPointF> points = decode->points();
        const double d = 4096, f = 14336;
        const double intensity = 1 / (1 + 1 / d + 1 / f);
        QVERIFY(std::any_of(points.begin(), points.end(), [&](const QPointF &p) {
            return std::abs(p.x() / intensity - 1) < 1e-9 && std::abs(p.y() / (intensity * 3.35) - 1) < 1e-9;
        }));
        // Nothing above the roof's 990 TFLOP/s.
        for (const QPointF &p : points)
            QVERIFY(p.y() <= 990 + 1e-9);
    }

    void toolTipsGiveTheNumbers()
    {
        Scenario s;
        QVERIFY(s.set(Key::ServingBatch, 1));
        OperatorsChart chart(&s);
        layOut(chart, QSize(1000, 650));
        // FFN up at batch 1: 2·4 096·14 336 = 117 MFLOP over 2·(4 096·14 336 + 4 096 + 14 336) = 117 MB.
        const QString up = chart.pointToolTip(Phase::Decode, QStringLiteral("ffn-up"));
        QVERIFY2(up.contains(QStringLiteral("117 MFLOP")), qPrintable(up));
        QVERIFY2(up.contains(QStringLiteral("memory-bound")), qPrintable(up));
        QVERIFY2(up.contains(QStringLiteral("per layer")), qPrintable(up));
        // Prefill of 1 500 tokens: 1 500 × 117 MFLOP = 176 GFLOP, compute-bound.
        const QString prefill = chart.pointToolTip(Phase::Prefill, QStringLiteral("ffn-up"));
        QVERIFY2(prefill.contains(QStringLiteral("176 GFLOP")), qPrintable(prefill));
        QVERIFY2(prefill.contains(QStringLiteral("compute-bound")), qPrintable(prefill));
        QVERIFY(chart.pointToolTip(Phase::Decode, QStringLiteral("router")).isEmpty()); // dense: no router
    }

    void onTheHardwarePage()
    {
        Scenario s;
        HardwarePage page(&s);
        page.resize(1366, 768);
        page.show();
        QVERIFY(page.charts().contains(page.operatorsChart()));
        QCOMPARE(page.operatorsChart()->exportName(), QStringLiteral("hardware-operators"));
        auto *view = page.findChild<QTabBar *>(QStringLiteral("hardwareViewSwitch"));
        QVERIFY(view && view->isVisible());
        QVERIFY(page.rooflineChart()->isVisible() && !page.operatorsChart()->isVisible());
        view->setCurrentIndex(1);
        QVERIFY(!page.rooflineChart()->isVisible() && page.operatorsChart()->isVisible());
        // A live switch of language renames the views and the chart, named above its plot.
        const auto french = languagetest::frenchForThisTest();
        QTRY_COMPARE(view->tabText(1), QStringLiteral("Opérateurs d'une couche")); // posted to the window
        auto *cell = qobject_cast<ChartCell *>(page.operatorsChart()->parentWidget());
        QVERIFY(cell);
        QTRY_VERIFY2(
            cell->heading()->text().startsWith(QStringLiteral("Opérateurs d'une couche sur le roofline")),
            qPrintable(cell->heading()->text()));
    }
};

QTEST_MAIN(TestOperatorsChart)
#include "tst_operatorschart.moc"
