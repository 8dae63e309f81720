// The course's operations on the roofline and its memory hierarchy (models/rooflinepoints.h), then the
// roofline chart and the hardware page, offscreen (its table: tst_rooflinetable). Expected numbers come from
// the course's formulas and printed values, computed here independently of the code under test.
#include "charttestutil.h"
#include "figures.h"
#include "format.h"
#include "hardwarepage.h"
#include "hardwarescenario.h"
#include "languagetestutil.h"
#include "measurestore.h"
#include "rooflinechart.h"
#include "rooflinepoints.h"
#include "rooflinetestutil.h"
#include "scenario.h"
#include "testutil.h"
#include "widgettest.h"

#include <QApplication>
#include <QChart>
#include <QCheckBox>
#include <QGraphicsSimpleTextItem>
#include <QLogValueAxis>
#include <QPointer>
#include <QScatterSeries>
#include <algorithm>

using namespace infralab;
using namespace rooflinetest;
using namespace charttest;

class TestRooflineChart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void decodeIntensityIsTheBatch()
    {
        // Course formula "décodage LLM en lot B": W = 2NB, Q = 2N bytes in bf16 ⇒ I = B for a dense model.
        Scenario s;
        QVERIFY(s.set(Key::ServingBatch, 32));
        QVERIFY_REL(op(rooflinePoints(s), QStringLiteral("decode")).intensity(), 32.0, 1e-12);
        // fp8 halves the bytes of every weight: I = 2B.
        QVERIFY(s.set(Key::Precision, QStringLiteral("fp8")));
        QVERIFY_REL(op(rooflinePoints(s), QStringLiteral("decode")).intensity(), 64.0, 1e-12);
    }

    void prefillIntensityIsThePrompt()
    {
        // W = 2N·tokens, Q = 2N (weights read once): I = 1 500 for the course's 1 500-token prompt.
        Scenario s;
        QVERIFY_REL(op(rooflinePoints(s), QStringLiteral("prefill")).intensity(), 1500.0, 1e-12);
    }

    void courseMatmuls_data()
    {
        addColumns<QString, double, double, double, QString>({"id", "m", "k", "n", "printed"});
        // Section 01 prints intensite_matmul(M, K, N) with "{I:7.1f}".
        QTest::newRow("1×4096×4096") << "matmul-1" << 1.0 << 4096.0 << 4096.0 << "1.0";
        QTest::newRow("64×4096×4096") << "matmul-64" << 64.0 << 4096.0 << 4096.0 << "62.1";
        QTest::newRow("4096³") << "matmul-4096" << 4096.0 << 4096.0 << 4096.0 << "1365.3";
        QTest::newRow("32×128×128") << "matmul-32" << 32.0 << 128.0 << 128.0 << "21.3";
    }
    void courseMatmuls()
    {
        QFETCH(QString, id);
        QFETCH(double, m);
        QFETCH(double, k);
        QFETCH(double, n);
        QFETCH(QString, printed);
        Scenario s;
        const double intensity = op(rooflinePoints(s), id).intensity();
        QVERIFY_REL(intensity, 2 * m * k * n / (2 * (m * k + k * n + m * n)), 1e-12);
        QCOMPARE(fixed(intensity, 1), printed);
    }

    void convolutionAndAttention()
    {
        Scenario s;
        const QList<RooflinePoint> points = rooflinePoints(s);
        // Exercise 1: 3×3 convolution 224×224×64 → 64, bf16: W = 2·HW·C_out·9·C_in, Q = 2(HW·C_in +
        // 9·C_in·C_out
        // + HW·C_out).
        const double hw = 224.0 * 224.0;
        QVERIFY_REL(op(points, QStringLiteral("conv3x3")).intensity(),
                    2 * hw * 64 * 9 * 64 / (2 * (hw * 64 + 9 * 64 * 64 + hw * 64)), 1e-12);
        // Unfused attention over the 1 500-token prompt, d_k 128: I = 4n²d / (2(4nd + 2n²)) per head.
        const double n = 1500, d = 128;
        QVERIFY_REL(op(points, QStringLiteral("attention")).intensity(),
                    4 * n * n * d / (2 * (4 * n * d + 2 * n * n)), 1e-12);
        QCOMPARE(points.size(), 8);
        for (const RooflinePoint &p : points)
            QVERIFY(p.label && *p.label);
    }

    void memoryHierarchyFollowsTheCourse()
    {
        Scenario s;
        const QList<MemoryLevel> levels = memoryHierarchy(selectedDevice(s));
        const QStringList names = {"Registers", "SRAM (L1/L2)", "HBM/GDDR", "Host RAM", "NVMe", "Network"};
        QCOMPARE(levels.size(), names.size());
        for (int i = 0; i < levels.size(); ++i)
            QCOMPARE(QString::fromUtf8(levels.at(i).name), names.at(i));
        // The course's definition: SRAM ~10 TB/s, host RAM ~100 GB/s, NVMe ~5 GB/s, 400 Gbit/s network;
        // HBM is the course's H100 at 3.35 TB/s.
        QVERIFY_REL(levels.at(1).bandwidth, 10e12, 1e-12);
        QVERIFY_REL(levels.at(2).bandwidth, 3.35e12, 1e-12);
        QVERIFY_REL(levels.at(3).bandwidth, 100e9, 1e-12);
        QVERIFY_REL(levels.at(4).bandwidth, 5e9, 1e-12);
        QVERIFY_REL(levels.at(5).bandwidth, 400e9 / 8, 1e-12);
        QVERIFY(levels.at(0).bandwidth > levels.at(1).bandwidth);
    }

    void oneCeilingPerSupportedPrecision()
    {
        Scenario s;
        RooflineChart chart(&s);
        chart.flushRefresh();
        QCOMPARE(seriesNamed(chart, QStringLiteral("ceiling-")).size(), 1); // the course gives bf16 only
        // Named with its device and the slope's bandwidth (course H100: 3.35 TB/s), as the compared roof is.
        QCOMPARE(seriesNamed(chart, QStringLiteral("ceiling-")).first()->name(),
                 s.catalogue().device(QStringLiteral("course-h100-sxm"))->name("en") +
                     QStringLiteral(", bf16 peak, memory ") + Format::bandwidth(3.35e12));
        QVERIFY(s.set(Key::HardwareGpu, QStringLiteral("h100-sxm")));
        chart.flushRefresh();
        const int supported = int(s.catalogue().device(QStringLiteral("h100-sxm"))->peak.size());
        QVERIFY(supported > 1);
        QCOMPARE(seriesNamed(chart, QStringLiteral("ceiling-")).size(), supported);
    }

    void selectedRoofLeadsTheLegend()
    {
        // Datasheet H100 in fp8: its roof first, its other peaks next, then the compared roof and operations.
        Scenario s;
        QVERIFY(s.applyAssignments({"hardware.gpu=h100-sxm", "precision=fp8"}));
        RooflineChart chart(&s);
        layOut(chart, QSize(1400, 700));
        QCoreApplication::processEvents(); // Qt lays the legend out on the next turn of the event loop
        const QStringList texts = legendTexts(chart);
        const QString device = s.catalogue().device(QStringLiteral("h100-sxm"))->name("en");
        QCOMPARE(texts.value(0), device + QStringLiteral(", fp8 peak, memory ") + Format::bandwidth(3.35e12));
        QVERIFY2(texts.value(1).startsWith(device + QStringLiteral(", other peaks")),
                 qPrintable(texts.join(u'|')));
        const auto *compared = series<QXYSeries>(chart, QStringLiteral("compare-roof"));
        QVERIFY2(compared && texts.indexOf(compared->name()) > 1, qPrintable(texts.join(u'|')));
    }

    void ridgePointOfTheCourseH100()
    {
        Scenario s;
        RooflineChart chart(&s);
        chart.flushRefresh();
        const QList<QXYSeries *> ridge = seriesNamed(chart, QStringLiteral("ridge"));
        QCOMPARE(ridge.size(), 1);
        QCOMPARE(ridge.first()->count(), 1);
        QVERIFY_REL(ridge.first()->at(0).x(), 990.0 / 3.35, 1e-9);
        QVERIFY_REL(ridge.first()->at(0).y(), 990.0, 1e-9); // TFLOP/s
    }

    void decodePointFollowsTheBatch()
    {
        Scenario s;
        RooflineChart chart(&s);
        chart.flushRefresh();
        QVERIFY(hasX(operationPoints(chart), 64));
        QVERIFY(s.set(Key::ServingBatch, 8));
        QVERIFY(chart.refreshPending());
        chart.flushRefresh();
        QVERIFY(hasX(operationPoints(chart), 8));
        QVERIFY(!hasX(operationPoints(chart), 64));
        // Memory-bound on the slope: attainable = I·β = 8 × 3.35 TB/s = 26.8 TFLOP/s.
        const QList<QPointF> memory = seriesNamed(chart, QStringLiteral("memory-bound")).first()->points();
        const auto decode =
            std::find_if(memory.cbegin(), memory.cend(), [](QPointF p) { return p.x() == 8; });
        QVERIFY(decode != memory.cend());
        QVERIFY_REL(decode->y(), 8 * 3.35, 1e-9);
    }

    void axesStayStillWhileTheBatchIsDragged()
    {
        Scenario s;
        RooflineChart chart(&s);
        chart.flushRefresh();
        const auto *x = qobject_cast<QLogValueAxis *>(chart.chart()->axes(Qt::Horizontal).first());
        const auto *y = qobject_cast<QLogValueAxis *>(chart.chart()->axes(Qt::Vertical).first());
        const QList<qreal> ranges = {x->min(), x->max(), y->min(), y->max()};
        for (int batch = 1; batch <= 4096; batch *= 2) {
            QVERIFY(s.set(Key::ServingBatch, batch));
            chart.flushRefresh();
            QCOMPARE((QList<qreal>{x->min(), x->max(), y->min(), y->max()}), ranges);
        }
        QVERIFY(y->max() > 990);
    }

    void compareDeviceIsOverlaid()
    {
        Scenario s;
        RooflineChart chart(&s);
        chart.flushRefresh();
        QXYSeries *compare = seriesNamed(chart, QStringLiteral("compare-roof")).first();
        // Course A100: 312 TFLOP/s, 2.0 TB/s, its ridge at 156 FLOP/byte.
        QVERIFY(hasX(compare->points(), 312.0 / 2.0));
        const QString name = compare->name();
        QVERIFY(s.set(Key::HardwareCompareGpu, QStringLiteral("course-rtx-4090")));
        chart.flushRefresh();
        QVERIFY(hasX(compare->points(), 165.0 / 1.0));
        QVERIFY(!hasX(compare->points(), 312.0 / 2.0));
        QVERIFY(compare->name() != name);
    }

    void legendIsNeverElided_data() { languagetest::bothLanguages(); }
    void legendIsNeverElided()
    {
        const auto english = languagetest::rowLanguageForThisTest();
        Scenario s;
        // The roofline has the app's longest legend (four entries, "H100 SXM, bf16 peak, memory 3.35 TB/s"
        // the longest): from the chart's width at 1366 × 768 with the formulas beside it (640 px) to an
        // export's (2400 px).
        for (int width : {640, 900, 1400, 2400}) {
            RooflineChart chart(&s);
            layOut(chart, QSize(width, 600));
            QCoreApplication::processEvents(); // Qt lays the legend out on the next turn of the event loop
            const QStringList texts = legendTexts(chart);
            QVERIFY(texts.size() >= 4);
            for (const QString &t : texts)
                QVERIFY2(!t.contains(u'…') && !t.contains(QLatin1String("...")),
                         qPrintable(QString::number(width) + QStringLiteral(": ") + t));
        }
    }

    void noNaNAndNoExponents_data()
    {
        addChangeRows({{"course", "precision", QStringLiteral("bf16")},
                       {"datasheet H100", "hardware.gpu", QStringLiteral("h100-sxm")},
                       {"int4", "precision", QStringLiteral("int4")},
                       {"CPU", "hardware.gpu", QStringLiteral("course-cpu-32")},
                       {"MoE", "model.active_ratio", 0.001}});
    }
    void noNaNAndNoExponents()
    {
        Scenario s;
        QVERIFY(applyChangeRow(s));
        RooflineChart chart(&s);
        chart.setShowMemoryHierarchy(true);
        chart.flushRefresh();
        for (QAbstractSeries *series : chart.chart()->series())
            for (QPointF p : qobject_cast<QXYSeries *>(series)->points())
                QVERIFY2(std::isfinite(p.x()) && std::isfinite(p.y()) && p.x() > 0 && p.y() > 0,
                         qPrintable(series->objectName()));
        for (QAbstractAxis *a : chart.chart()->axes()) {
            const auto *axis = qobject_cast<QLogValueAxis *>(a);
            QVERIFY(axis);
            QVERIFY(std::isfinite(axis->min()) && std::isfinite(axis->max()) && axis->min() < axis->max());
            QVERIFY(!axis->labelFormat().contains(QLatin1Char('e')));
            QVERIFY(axis->min() >= 1e-4 && axis->max() < 1e6); // "%g" prints exponents outside this range
            QVERIFY(!axis->titleText().isEmpty());
        }
        for (const QString &id : {QStringLiteral("decode"), QStringLiteral("conv3x3")}) {
            const QString tip = chart.pointToolTip(id);
            QVERIFY(!tip.isEmpty());
            QVERIFY2(!tip.contains(QStringLiteral("nan")) && !tip.contains(Format::tr("n/a")),
                     qPrintable(tip));
        }
    }

    void tooltipGoesThroughFormat()
    {
        Scenario s;
        RooflineChart chart(&s);
        chart.flushRefresh();
        const QString tip = chart.pointToolTip(QStringLiteral("decode"));
        QVERIFY2(tip.contains(Format::intensity(64)), qPrintable(tip));
        QVERIFY2(tip.contains(Format::flops(64 * 3.35e12)), qPrintable(tip)); // memory-bound: I·β
        QVERIFY(tip.contains(RooflineChart::tr("memory-bound")));
        QVERIFY(chart.pointToolTip(QStringLiteral("no-such-point")).isEmpty());
    }

    void memoryHierarchyToggles()
    {
        Scenario s;
        RooflineChart chart(&s);
        chart.flushRefresh();
        QCOMPARE(seriesNamed(chart, QStringLiteral("level-")).size(), 0);
        chart.setShowMemoryHierarchy(true);
        QCOMPARE(seriesNamed(chart, QStringLiteral("level-")).size(), 6);
        chart.setShowMemoryHierarchy(false);
        QCOMPARE(seriesNamed(chart, QStringLiteral("level-")).size(), 0);
    }

    void seriesTakenOffTheChartDieWithIt()
    {
        // QChart::removeSeries() gives a series up without a parent: each series the chart took off (levels,
        // ceilings of the previous device, A's roof and points) must still die with the chart.
        Scenario s;
        auto *chart = new RooflineChart(&s);
        chart->setShowMemoryHierarchy(true);
        s.comparison().pin();
        QVERIFY(
            s.applyAssignments({QStringLiteral("hardware.gpu=h100-sxm"), QStringLiteral("precision=fp8")}));
        chart->flushRefresh();
        QList<QPointer<QXYSeries>> removed;
        for (const QString &name :
             {QStringLiteral("level-"), QStringLiteral("pinned-"), QStringLiteral("ceiling-")})
            for (QXYSeries *series : seriesNamed(*chart, name))
                removed.append(series);
        QVERIFY(removed.size() >= 6 + 3 + 2); // six levels, A's roof and two point sets, the ceilings
        chart->setShowMemoryHierarchy(false);
        s.comparison().unpin();
        // The course's H100 has fewer ceilings than the datasheet H100: some come off the chart.
        QVERIFY(s.applyAssignments(
            {QStringLiteral("hardware.gpu=course-h100-sxm"), QStringLiteral("precision=bf16")}));
        chart->flushRefresh();
        delete chart;
        for (const QPointer<QXYSeries> &series : removed)
            QVERIFY(series.isNull());
    }

    void labelsDoNotOverlap_data()
    {
        QTest::addColumn<QString>("device");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        // The course's H100, a datasheet entry with seven ceilings, and the CPU where every operation but one
        // crowds onto a low compute roof; on a large plot in English, and in French on the Hardware tab's
        // plot in a 1366×768 window (about 900 × 480), where "Convolution 3×3" ended at the ridge's dot.
        const char *devices[][2] = {{"course H100", "course-h100-sxm"},
                                    {"datasheet H100", "h100-sxm"},
                                    {"CPU", "course-cpu-32"},
                                    {"Jetson", "course-jetson-orin"}};
        for (const auto &[name, id] : devices) {
            QTest::addRow("%s, en, large", name) << id << "en" << QSize(1400, 900);
            QTest::addRow("%s, fr, laptop", name) << id << "fr" << QSize(900, 480);
        }
    }
    void labelsDoNotOverlap()
    {
        QFETCH(QString, device);
        QFETCH(QSize, size);
        const auto guard = languagetest::rowLanguageForThisTest();
        Scenario s;
        QVERIFY(s.set(Key::HardwareGpu, device));
        RooflineChart chart(&s);
        QVERIFY(showAt(chart, size));
        for (bool hierarchy : {false, true}) {
            chart.setShowMemoryHierarchy(hierarchy);
            chart.flushRefresh();
            QCoreApplication::processEvents();
            const QList<QGraphicsSimpleTextItem *> labels = visibleLabels(chart);
            QVERIFY(labels.size() >= 9); // ridge and the course's eight operations
            QCOMPARE(overlappingLabels(labels), QString());
            // Every other label keeps clear of the ridge's dot and of its label "I* = …" by 4 px at least, a
            // gap the eye sees, so that no operation's name reads as the ridge's.
            QCOMPARE(labelNearRidge(chart, selectedPeak(s) / selectedDevice(s).bandwidth, selectedPeak(s), 4),
                     QString());
        }
    }

    void labelsStayOffTheRoof()
    {
        // A name the roof runs through reads as struck out: every name finds a spot off the selected roof, on
        // a large plot and on a cramped one (a window at 1366×768), for the course's H100 and the
        // datasheet's.
        for (const char *device : {"course-h100-sxm", "h100-sxm"}) {
            Scenario s;
            QVERIFY(s.set(Key::HardwareGpu, QString::fromLatin1(device)));
            RooflineChart chart(&s);
            for (QSize size : {QSize(1400, 900), QSize(900, 480)}) {
                QVERIFY(showAt(chart, size));
                chart.flushRefresh();
                QCoreApplication::processEvents();
                QCOMPARE(labelOnRoof(chart, selectedPeak(s), selectedDevice(s).bandwidth), QString());
            }
        }
    }

    // A/B comparison (comparison.h): A = the course's H100 at batch 64, B = the course's A100 at batch 8.
    void hardwarePage()
    {
        Scenario s;
        HardwarePage page(&s);
        QVERIFY(!page.pageTitle().isEmpty());
        QCOMPARE(page.charts().size(), 2); // and the operators of one layer (tst_operatorschart)
        QCOMPARE(page.charts().first()->exportName(), QStringLiteral("roofline"));
        QCOMPARE(page.charts().last()->exportName(), QStringLiteral("hardware-operators"));
        for (Key key : page.controlKeys())
            QCOMPARE(param(key).id, key);
        QStringList figureKeys;
        for (const Figure &f : computeFigures(s))
            figureKeys.append(f.key);
        for (const QString &key : page.headlineKeys())
            QVERIFY2(figureKeys.contains(key), qPrintable(key));
        QCheckBox *box = page.findChild<QCheckBox *>();
        QVERIFY(box && !box->text().isEmpty());
        box->setChecked(true);
        QVERIFY(page.rooflineChart()->showMemoryHierarchy());
    }
};

QTEST_MAIN(TestRooflineChart)
#include "tst_rooflinechart.moc"
