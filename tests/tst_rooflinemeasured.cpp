// The roofline chart's measured markers (rooflinechartmeasured.cpp): the course's four operations run on this
// computer beside the model's prediction on its measured roof, and the imported roofline rows, as squares;
// the legend draws each entry in its points' shape.
// The measurement is the hand-written tests/data/measure-sample.json; expected values from theorem 1,
// min(P, I·β), computed here.
#include "charttestutil.h"
#include "flowlegend.h"
#include "format.h"
#include "hardwarescenario.h"
#include "languagetestutil.h"
#include "measurementsession.h"
#include "measurementstestutil.h"
#include "measurestore.h"
#include "rooflinechart.h"
#include "rooflinetestutil.h"
#include "scenario.h"
#include "testutil.h"

#include <QApplication>
#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>

using namespace infralab;
using namespace charttest;
using namespace infralab::measurementstest;

class TestRooflineMeasured : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void measuredMarkersBesideTheModel()
    {
        // tests/data/measure-sample.json: P = 2·512³/0.004 s = 67.1 GFLOP/s, β = 20 GB/s; dense (I = 100) at
        // 50 GFLOP/s and decode (I = 0.5) at 2 GFLOP/s. The model on that roof: P and 0.5·20 GB/s.
        Scenario s;
        lab::MeasureResult r = measureSample();
        QVERIFY(!r.matmul.isEmpty());
        RooflineChart chart(&s);
        chart.flushRefresh();
        QVERIFY(!series<QScatterSeries>(chart, QStringLiteral("measured-operations")));
        measurementsOf(s).setComputer(r);
        // Imported rows: a matmul and a kernel are placed; the copy measures a bandwidth, with no FLOP/s.
        MeasurementSet set;
        set.roofline.append(
            {RooflineMeasurement::Kind::Matmul, 8192, 0, 0, 0, 610.5e12, QStringLiteral("m")});
        set.roofline.append({RooflineMeasurement::Kind::Copy, 0, 0, 1e9, 4e-4, 0, QStringLiteral("copy")});
        set.roofline.append(
            {RooflineMeasurement::Kind::Kernel, 0, 2e9, 1e9, 1e-3, 2e12, QStringLiteral("k")});
        measurementsOf(s).set(set, QStringLiteral("roofline.csv"));
        chart.flushRefresh();
        auto *run = series<QScatterSeries>(chart, QStringLiteral("measured-operations"));
        auto *model = series<QScatterSeries>(chart, QStringLiteral("predicted-operations"));
        auto *imported = series<QScatterSeries>(chart, QStringLiteral("measured-roofline"));
        QVERIFY(run && model && imported);
        QCOMPARE(run->count(), r.operations.size());
        QCOMPARE(imported->count(), 2);
        QCOMPARE(run->markerShape(), QScatterSeries::MarkerShapeRectangle);
        QVERIFY_REL(run->at(0).x(), 100.0, 1e-12);
        QVERIFY_REL(run->at(0).y(), 50e9 / 1e12, 1e-12);
        QVERIFY_REL(model->at(0).y(), 2.0 * 512 * 512 * 512 / 0.004 / 1e12, 1e-12);
        QVERIFY_REL(model->at(1).y(), 0.5 * 20e9 / 1e12, 1e-12);
        // The rows meet this computer's measured roof, an fp32 one: the 8192³ matmul at I = 2n³/(3n²·4) =
        // n/6, at its measured 610.5 TFLOP/s; the kernel at I = 2.
        QVERIFY_REL(imported->at(0).x(), 8192.0 / 6, 1e-12);
        QVERIFY_REL(imported->at(0).y(), 610.5, 1e-12);
        QVERIFY_REL(imported->at(1).x(), 2.0, 1e-12);
        // This computer's roof stands under its squares although the devices compared are the H100 and the
        // A100: its corner at the ridge I = P/β = 67.1e9/20e9, at P.
        auto *roof = series<QLineSeries>(chart, QStringLiteral("measured-roof"));
        QVERIFY(roof);
        const double peak = 2.0 * 512 * 512 * 512 / 0.004;
        QCOMPARE(roof->count(), 3);
        QVERIFY_REL(roof->at(1).x(), peak / 20e9, 1e-12);
        QVERIFY_REL(roof->at(1).y(), peak / 1e12, 1e-12);
        // Its name says the peak is fp32's, the only precision this computer's roof has, in a bf16 scenario.
        QCOMPARE(selectedPrecision(s), Precision::BF16);
        QVERIFY2(roof->name().contains(QStringLiteral("fp32 peak ") + Format::flops(peak)),
                 qPrintable(roof->name()));
        // The y axis reaches below the slowest marker, decode's 0.002 TFLOP/s.
        auto *y = qobject_cast<QLogValueAxis *>(chart.chart()->axes(Qt::Vertical).first());
        QVERIFY(y->min() <= 0.002);

        // The legend draws each entry in its points' shape: the model's ring round, the measurements square.
        QVERIFY(charttest::shownAt(chart, QSize(1400, 900)));
        const FlowLegend *legend = chart.legendRows();
        QVERIFY(legend);
        const QStringList labels = legend->labels();
        const QList<FlowLegend::Shape> shapes = legend->shapes();
        QCOMPARE(shapes.size(), labels.size());
        const qsizetype predicted = labels.indexOf(model->name()), measured = labels.indexOf(run->name());
        QVERIFY2(predicted >= 0 && measured >= 0, qPrintable(labels.join(u" | ")));
        QCOMPARE(shapes.at(predicted), FlowLegend::Shape::Circle);
        QCOMPARE(shapes.at(measured), FlowLegend::Shape::Square);
        // ... ringed as on the plot: the squares' dark border, not the hairline of a line's swatch.
        const QList<QPen> outlines = legend->outlines();
        QCOMPARE(outlines.at(measured).color(), run->borderColor());
        QVERIFY2(outlines.at(measured).widthF() > 1,
                 qPrintable(QString::number(outlines.at(measured).widthF())));
        QVERIFY(outlines.at(measured).widthF() <= std::max<qreal>(1, run->pen().widthF()));
        QCOMPARE(outlines.at(predicted).color(), model->borderColor());
        QVERIFY(outlines.at(predicted).widthF() > 1);
    }

    void aRowNamingItsDeviceStandsUnderThatDevicesRoof()
    {
        // After this computer was measured, a row measured on an MI300X (device mi300x) stands under the
        // MI300X's roof, drawn although the chart compares the scenario's two devices: its corner at the
        // ridge P/β of the datasheet figures in bf16. The legend entry of those points names the roof.
        Scenario s;
        QVERIFY(s.set(Key::Precision, QStringLiteral("bf16")));
        measurementsOf(s).setComputer(measureSample());
        const Device *mi300x = s.catalogue().device(QStringLiteral("mi300x"));
        QVERIFY(mi300x && mi300x->supports(Precision::BF16));
        QVERIFY(selectedDevice(s).id != mi300x->id && comparedDevice(s).id != mi300x->id);
        const double peak = mi300x->peakFor(Precision::BF16), beta = mi300x->bandwidth;
        RooflineChart chart(&s);
        MeasurementSet set;
        set.roofline.append({RooflineMeasurement::Kind::Matmul, 8192, 0, 0, 0, 0.6 * peak,
                             QStringLiteral("m"), QStringLiteral("mi300x"), 2});
        measurementsOf(s).set(set, QStringLiteral("gpu.csv"));
        chart.flushRefresh();
        auto *roof = series<QLineSeries>(chart, QStringLiteral("named-roof-mi300x"));
        QVERIFY(roof);
        QVERIFY_REL(roof->at(1).x(), peak / beta, 1e-12);
        QVERIFY_REL(roof->at(1).y(), peak / 1e12, 1e-12);
        auto *imported = series<QScatterSeries>(chart, QStringLiteral("measured-roofline-mi300x"));
        QVERIFY(imported);
        QCOMPARE(imported->color(), roof->pen().color());    // the squares take their roof's colour
        QVERIFY_REL(imported->at(0).x(), 8192.0 / 3, 1e-12); // bf16: I = n/3
        QVERIFY2(imported->name().contains(mi300x->name("en")), qPrintable(imported->name()));
        // The y axis reaches above the MI300X's peak.
        auto *y = qobject_cast<QLogValueAxis *>(chart.chart()->axes(Qt::Vertical).first());
        QVERIFY(y->max() > peak / 1e12);
    }
    void threeNamedDevicesReadApart()
    {
        // Rows measured on three devices the chart does not draw: each device's roof has a pen of its own
        // (colour or dashes), its squares take that colour, and its one legend entry draws that roof's
        // line through a square, under the device's name.
        Scenario s;
        QVERIFY(s.set(Key::Precision, QStringLiteral("bf16")));
        const QStringList ids{QStringLiteral("mi300x"), QStringLiteral("gaudi3"), QStringLiteral("b200")};
        MeasurementSet set;
        for (const QString &id : ids) {
            QVERIFY(selectedDevice(s).id != id && comparedDevice(s).id != id);
            set.roofline.append({RooflineMeasurement::Kind::Matmul, 8192, 0, 0, 0, 300e12, id, id, 2});
        }
        measurementsOf(s).set(set, QStringLiteral("three.csv"));
        RooflineChart chart(&s);
        QVERIFY(charttest::shownAt(chart, QSize(1400, 900)));
        QList<QPen> pens;
        for (const QString &id : ids) {
            auto *roof = series<QLineSeries>(chart, QStringLiteral("named-roof-") + id);
            auto *points = series<QScatterSeries>(chart, QStringLiteral("measured-roofline-") + id);
            QVERIFY2(roof && points, qPrintable(id));
            QCOMPARE(points->count(), 1);
            QCOMPARE(points->color(), roof->pen().color());
            for (const QPen &other : std::as_const(pens))
                QVERIFY2(other.color() != roof->pen().color() || other.style() != roof->pen().style(),
                         qPrintable(id));
            pens << roof->pen();
        }
        QVERIFY(!series<QScatterSeries>(chart, QStringLiteral("measured-roofline")));
        const FlowLegend *legend = chart.legendRows();
        QVERIFY(legend);
        const QStringList labels = legend->labels();
        const QList<QPen> lines = legend->swatchLines();
        for (qsizetype i = 0; i < ids.size(); ++i) {
            const QString name = s.catalogue().device(ids.at(i))->name(language::current());
            const auto at = std::find_if(labels.cbegin(), labels.cend(),
                                         [&](const QString &l) { return l.startsWith(name); });
            QVERIFY2(at != labels.cend(), qPrintable(name));
            const QPen line = lines.at(at - labels.cbegin());
            QCOMPARE(line.color(), pens.at(i).color());
            QCOMPARE(line.style(), pens.at(i).style());
        }
    }
    void theLegendNamesEachRoofsDevice_data() { languagetest::bothLanguages(); }
    void theLegendNamesEachRoofsDevice()
    {
        // Three roofs drawn: the datasheet H100's (the scenario's device, a ceiling per precision it lists),
        // this computer's (compared) and the MI300X's (named by an imported row). Each has a legend entry
        // that starts with its device's name, as the catalogue and the measurement give it; the H100's
        // selected bf16 ceiling and its other precisions read as the H100's, in two entries rather than one
        // per ceiling.
        const auto english = languagetest::rowLanguageForThisTest();
        const QString lang = language::current();
        lab::MeasureResult r = measureSample();
        Catalogue catalogue = Catalogue::builtIn();
        catalogue.addDevice(lab::measuredDevice(r));
        Scenario s(&catalogue);
        measurementsOf(s).setComputer(r);
        QVERIFY(s.applyAssignments({QStringLiteral("hardware.gpu=h100-sxm"), QStringLiteral("precision=bf16"),
                                    QStringLiteral("hardware.compare_gpu=this-computer")}));
        MeasurementSet set;
        set.roofline.append({RooflineMeasurement::Kind::Matmul, 8192, 0, 0, 0, 600e12, QStringLiteral("m"),
                             QStringLiteral("mi300x"), 2});
        measurementsOf(s).set(set, QStringLiteral("gpu.csv"));
        RooflineChart chart(&s);
        QVERIFY(charttest::shownAt(chart, QSize(1400, 900)));
        const QStringList labels = legendTexts(chart);
        const Device *h100 = catalogue.device(QStringLiteral("h100-sxm"));
        QVERIFY(h100 && h100->peak.size() > 2);
        for (const QString &id :
             {QStringLiteral("h100-sxm"), QString(lab::kMeasuredDeviceId), QStringLiteral("mi300x")}) {
            const QString name = catalogue.device(id)->name(lang);
            QVERIFY2(std::any_of(labels.cbegin(), labels.cend(),
                                 [&](const QString &l) { return l.startsWith(name); }),
                     qPrintable(name + QStringLiteral(" in ") + labels.join(QStringLiteral(" | "))));
        }
        QStringList h100Entries;
        for (const QString &l : labels)
            if (l.startsWith(h100->name(lang))) h100Entries << l;
        QCOMPARE(h100Entries.size(), 2);
        QVERIFY2(h100Entries.first().contains(u"bf16"), qPrintable(h100Entries.first()));
        for (const auto &[precision, peak] : h100->peak)
            if (precision != Precision::BF16)
                QVERIFY2(h100Entries.last().contains(QLatin1String(precisionKey(precision))),
                         qPrintable(h100Entries.last()));
        QCOMPARE(rooflinetest::labelOnRoof(chart, h100->peakFor(Precision::BF16), h100->bandwidth),
                 QString());
    }

    void operationsRunHereAreNamed_data() { languagetest::bothLanguages(); }
    void operationsRunHereAreNamed()
    {
        // The lab's four operations run here, each named beside its square (short names, in the chart's
        // language), no name over another, over a marker or across this computer's roof. The sample's P and
        // β (67.1 GFLOP/s, 20 GB/s) with the four at intensities 100, 60, 21 and 0.5 FLOP/byte, as --quick
        // gives them.
        const auto english = languagetest::rowLanguageForThisTest();
        lab::MeasureResult r = measureSample();
        QVERIFY(!r.matmul.isEmpty());
        r.operations = {{QStringLiteral("dense"), 1e9, 1e7, 0.02},
                        {QStringLiteral("conv3x3"), 6e8, 1e7, 0.03},
                        {QStringLiteral("attention"), 2.1e8, 1e7, 0.03},
                        {QStringLiteral("decode"), 2e6, 4e6, 0.001}};
        Scenario s;
        measurementsOf(s).setComputer(r);
        RooflineChart chart(&s);
        QVERIFY(charttest::shownAt(chart, QSize(1400, 900)));
        const QStringList expected = language::current() == u"fr"
                                         ? QStringList{"Dense", "Conv. 3×3", "Attention", "Décodage"}
                                         : QStringList{"Dense", "Conv. 3×3", "Attention", "Decoding"};
        const QList<QGraphicsSimpleTextItem *> labels = rooflinetest::visibleLabels(chart);
        QStringList texts;
        for (const QGraphicsSimpleTextItem *label : labels)
            texts << label->text();
        for (const QString &name : expected)
            QVERIFY2(texts.contains(name), qPrintable(texts.join(u" | ")));
        QCOMPARE(rooflinetest::overlappingLabels(labels), QString());
        auto *run = series<QScatterSeries>(chart, QStringLiteral("measured-operations"));
        auto *model = series<QScatterSeries>(chart, QStringLiteral("predicted-operations"));
        QVERIFY(run && model);
        for (QGraphicsSimpleTextItem *label : labels) {
            const QRectF box = label->mapRectToParent(label->boundingRect());
            for (const QXYSeries *markers : {static_cast<QXYSeries *>(run), static_cast<QXYSeries *>(model)})
                for (const QPointF &p : markers->points())
                    QVERIFY2(!box.contains(chart.chart()->mapToPosition(p, run)), qPrintable(label->text()));
        }
        const double peak = 2.0 * 512 * 512 * 512 / 0.004;
        QCOMPARE(rooflinetest::labelOnRoof(chart, peak, 20e9), QString());
    }

    void titleNamesThisComputerInsideTheSentence_data() { languagetest::bothLanguages(); }
    void titleNamesThisComputerInsideTheSentence()
    {
        // "Roofline: H100 SXM and this computer — measured on 2026-12-01 (bf16)": the measured device's name
        // is a common noun inside the title, and keeps its capital where it stands alone (the legend's
        // start).
        const auto english = languagetest::rowLanguageForThisTest();
        lab::MeasureResult r = measureSample();
        QVERIFY(!r.matmul.isEmpty());
        Catalogue catalogue = Catalogue::builtIn();
        catalogue.addDevice(lab::measuredDevice(r));
        Scenario s(&catalogue);
        measurementsOf(s).setComputer(r);
        s.set(Key::HardwareCompareGpu, lab::kMeasuredDeviceId);
        RooflineChart chart(&s);
        chart.flushRefresh();
        const bool fr = language::current() == u"fr";
        const QString inSentence = fr ? QStringLiteral(" et cet ordinateur — mesuré le 2026-12-01")
                                      : QStringLiteral(" and this computer — measured on 2026-12-01");
        QVERIFY2(chart.title().contains(inSentence), qPrintable(chart.title()));
        auto *roof = series<QLineSeries>(chart, QStringLiteral("compare-roof"));
        QVERIFY(roof);
        QVERIFY2(roof->name().startsWith(fr ? u"Cet ordinateur" : u"This computer"),
                 qPrintable(roof->name()));
    }
    void emulatedBf16IsNotThisComputersRoof_data() { languagetest::bothLanguages(); }
    void emulatedBf16IsNotThisComputersRoof()
    {
        // A CPU with avx512_bf16 whose Eigen bf16 product reached 2·512³ FLOP in 0.45 s = 0.597 GFLOP/s (as
        // on the lab's 2-core EPYC), against 67.1 GFLOP/s in fp32: in a bf16 scenario this computer keeps its
        // fp32 roof, and the roof's name gives the emulated figure and says it is not native.
        QFETCH(QString, language);
        language::install(language);
        const auto english = qScopeGuard(languagetest::english);
        lab::MeasureResult r = measureSample();
        r.bf16Available = true;
        const double bf16 = 2.0 * 512 * 512 * 512 / 0.45;
        r.matmul.append({512, QStringLiteral("bf16"), true, 0.45, bf16});
        const Device d = lab::measuredDevice(r);
        QVERIFY(!d.supports(Precision::BF16));
        Catalogue catalogue = Catalogue::builtIn();
        catalogue.addDevice(d);
        Scenario s(&catalogue);
        measurementsOf(s).setComputer(r);
        QVERIFY(s.set(Key::Precision, QStringLiteral("bf16")));
        s.set(Key::HardwareCompareGpu, lab::kMeasuredDeviceId);
        RooflineChart chart(&s);
        chart.flushRefresh();
        auto *roof = series<QLineSeries>(chart, QStringLiteral("compare-roof"));
        QVERIFY(roof);
        const double fp32 = 2.0 * 512 * 512 * 512 / 0.004;
        QVERIFY_REL(roof->points().last().y(), fp32 / 1e12, 1e-12);
        const QString emulated = Format::flops(bf16); // "597 MFLOP/s" in the interface's language
        QVERIFY2(roof->name().contains(QStringLiteral("fp32")) && roof->name().contains(emulated) &&
                     roof->name().contains(language == u"fr" ? u"émule" : u"emulates"),
                 qPrintable(roof->name()));
    }
};

INFRALAB_TEST_MAIN_IN_ENGLISH(TestRooflineMeasured)
#include "tst_rooflinemeasured.moc"
