// The Platform tab (course section 04): its 11 layers drawn along the path of the data, every box's text
// inside its box in both languages at a laptop's and a projector's widths, a click showing a layer's role,
// tools and point of attention with its live numbers, and its two charts with Young–Daly's optimum where
// √(2·δ·M) puts it, for the current and the pinned scenario.
#include "charttestutil.h"
#include "comparison.h"
#include "figures.h"
#include "format.h"
#include "formulas.h"
#include "languagetestutil.h"
#include "platformdiagram.h"
#include "platformlayerdetails.h"
#include "platformlayers.h"
#include "platformpage.h"
#include "scenario.h"
#include "testutil.h"
#include "widgettest.h"

#include <QScatterSeries>
#include <QSignalSpy>
#include <QVBoxLayout>

using namespace infralab;
using namespace charttest;
using namespace Qt::StringLiterals;

namespace {
int layerIndex(const char *id)
{
    const QList<PlatformLayer> &layers = platformLayers();
    for (int i = 0; i < layers.size(); ++i)
        if (qstrcmp(layers.at(i).id, id) == 0) return i;
    return -1;
}
} // namespace

class TestPlatformPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pageDescribesItself()
    {
        Scenario s;
        PlatformPage page(&s);
        QCOMPARE(page.pageTitle(), u"Platform"_s);
        QStringList names;
        for (ChartView *c : page.charts())
            names << c->exportName();
        QCOMPARE(names, (QStringList{"platform-checkpoint", "platform-utilisation"}));
        for (Key key : {Key::PlatformStorageBw, Key::PlatformGpuMtbfHours, Key::PlatformUtilisation,
                        Key::PlatformCompileSpeedup, Key::TrainingGpus})
            QVERIFY(page.controlKeys().contains(key));
        QStringList figures;
        for (const Figure &f : computeFigures(s))
            figures << f.key;
        QCOMPARE(page.headlineKeys(), pageFigureKeys(FigurePage::Platform));
        for (const QString &key : page.headlineKeys())
            QVERIFY2(figures.contains(key), qPrintable(key));
    }

    void layersStayInsideTheirBoxes_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("width");
        for (const char *language : {"en", "fr"})
            for (int width : {600, 900, 1300, 1800})
                QTest::addRow("%s %d", language, width) << QString::fromLatin1(language) << width;
    }
    void layersStayInsideTheirBoxes()
    {
        QFETCH(int, width);
        const auto english = languagetest::rowLanguageForThisTest();
        Scenario s;
        PlatformDiagram diagram(&s);
        diagram.resize(width, diagram.heightForWidth(width));
        diagram.show();
        QCoreApplication::processEvents();
        QVERIFY(diagram.minimumSizeHint().width() <= 600);
        QVERIFY(diagram.textFits(width));
        const QRectF all(0, 0, width, diagram.height());
        for (int i = 0; i < platformLayers().size(); ++i) {
            const QRectF r = diagram.layerRect(i);
            QVERIFY2(all.contains(r), platformLayers().at(i).id);
            for (int j = i + 1; j < platformLayers().size(); ++j)
                QVERIFY2(!r.intersects(diagram.layerRect(j)), platformLayers().at(j).id);
        }
    }

    void clickingALayerShowsItsDetails()
    {
        Scenario s;
        PlatformPage page(&s);
        QVERIFY(showAt(page, {1000, 1400}));
        PlatformDiagram *diagram = page.diagram();
        const int training = layerIndex("training");
        QVERIFY(training >= 0);
        QTest::mouseClick(diagram, Qt::LeftButton, {}, diagram->layerRect(training).center().toPoint());
        QCOMPARE(diagram->selected(), training);
        page.details()->flushRefresh();
        // Spaces as spaces: a number and its unit are held together by a no-break space in one text, not
        // necessarily in the other.
        auto plain = [](QString t) { return t.replace(QChar(0x00A0), u' ').replace(QChar(0x202F), u' '); };
        const QString text = plain(page.details()->text());
        QVERIFY2(text.contains(u"Frequent checkpoints"_s), qPrintable(text));
        QVERIFY2(text.contains(u"DeepSpeed"_s), qPrintable(text));
        // 14 bytes per parameter of the 8B model, written at 10 GB/s: 112 GB in 11.2 s; every
        // √(2·11.2·22.5·10⁶) s.
        QVERIFY2(text.contains(plain(Format::bytes(112e9))), qPrintable(text));
        QVERIFY2(text.contains(plain(Format::duration(std::sqrt(2 * 11.2 * 22.5e6)))), qPrintable(text));
        // The arrow keys step to the next layer of the course's table.
        QTest::keyClick(diagram, Qt::Key_Right);
        QCOMPARE(diagram->selected(), training + 1);
    }

    void boxesFollowTheSliders()
    {
        Scenario s;
        PlatformDiagram diagram(&s);
        diagram.resize(1000, 600);
        const int storage = layerIndex("object-storage");
        QVERIFY(diagram.liveLines(storage).join(u' ').contains(Format::bandwidth(8e9)));
        QVERIFY(s.applyAssignments({"training.gpus=64", "platform.storage_bw=20e9"}));
        QVERIFY(diagram.liveLines(storage).join(u' ').contains(Format::bandwidth(64e9)));
        // 112 GB at 20 GB/s: 5.6 s.
        QVERIFY(diagram.liveLines(layerIndex("training")).join(u' ').contains(Format::duration(5.6)));
    }

    void newNumbersOnAsManyLinesDoNotLayThePageOut()
    {
        // A slider step changes the boxes' numbers, rarely their lines: the page around the diagram is laid
        // out again only when the diagram's height changes (each layout measured every box at three widths).
        Scenario s;
        QWidget page;
        auto *layout = new QVBoxLayout(&page);
        auto *diagram = new PlatformDiagram(&s, &page);
        layout->addWidget(diagram);
        layout->addStretch(); // the diagram as tall as its width needs
        page.resize(1300, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTest::qWait(50);
        EventCounter requests(&page, QEvent::LayoutRequest);
        const QImage before = diagram->grab().toImage();
        PaintSpy spy(diagram);
        const QRegion &painted = spy.painted;
        const int height = diagram->height();
        QCOMPARE(height, diagram->heightForWidth(diagram->width()));
        QVERIFY(s.set(Key::TrainingGpus, 16)); // twice the GPUs read twice as fast: 16 GB/s
        QTest::qWait(50);                      // the refresh, and any layout it asks for
        QCOMPARE(diagram->height(), height);
        QCOMPARE(requests.count, 0);
        QVERIFY(
            diagram->liveLines(layerIndex("object-storage")).join(u' ').contains(Format::bandwidth(16e9)));
        // Only the boxes whose numbers changed are painted again: the storage's, not the serving's.
        QVERIFY(painted.intersects(diagram->layerRect(layerIndex("object-storage")).toRect()));
        QVERIFY(!painted.intersects(diagram->layerRect(layerIndex("serving")).toRect()));
        QVERIFY(diagram->grab().toImage() != before);
        QVERIFY(diagram->textFits(diagram->width()));
        // Another language: every box is painted again, those without numbers too (their names change).
        spy.painted = QRegion();
        const auto french = languagetest::frenchForThisTest();
        QTest::qWait(50);
        QVERIFY(spy.painted.contains(diagram->layerRect(layerIndex("serving")).toRect()));
        QVERIFY(spy.painted.contains(diagram->layerRect(layerIndex("security")).toRect()));
        // Narrower: laid out again for the new width, every box's text inside its box.
        page.resize(700, 900);
        QTRY_COMPARE(diagram->height(), diagram->heightForWidth(diagram->width()));
        QVERIFY(diagram->textFits(diagram->width()));
    }

    void optimumWhereYoungDalyPutsIt()
    {
        Scenario s;
        // 1 GPU with an MTBF of 24 h, a 1B model (14 GB) at 14/60 GB/s: a 60 s checkpoint, τ* = √(2·60·86
        // 400) s.
        QVERIFY(s.applyAssignments({"platform.gpu_mtbf_hours=24", "training.pipeline_stages=1",
                                    "model.params=1e9", "platform.storage_bw=2.3333333333333334e8"}));
        PlatformPage page(&s);
        ChartView *chart = page.charts().at(0);
        chart->flushRefresh();
        auto *optimum = series<QXYSeries>(*chart, u"optimum-point"_s);
        QVERIFY(optimum);
        QCOMPARE(optimum->count(), 1);
        QVERIFY_REL(optimum->at(0).x(), std::sqrt(2.0 * 60 * 86400) / 3600, 1e-9);
        QVERIFY_REL(optimum->at(0).y(), 100 * std::sqrt(120.0 / 86400), 1e-9);
        // The optimum is the curve's lowest point.
        auto *waste = series<QXYSeries>(*chart, u"waste"_s);
        QVERIFY(waste);
        for (int i = 0; i < waste->count(); ++i)
            QVERIFY(waste->at(i).y() >= optimum->at(0).y() - 1e-12);
    }

    void aClusterFailingFasterThanItCheckpointsCannotProgress()
    {
        // 1 024 GPUs with an MTBF of 1 h each fail every M = 3 600/1 024 = 3.5 s; 14 × 8e9 = 112 GB at 1 MB/s
        // take δ = 112 000 s. Even at τ* the time lost, √(2·δ/M) = 252, is all of it: the title says so.
        Scenario s;
        PlatformPage page(&s);
        ChartView *chart = page.charts().at(0);
        chart->flushRefresh();
        QVERIFY2(!chart->headlineItem()->text().contains(u"cannot progress"_s),
                 qPrintable(chart->headlineItem()->text()));
        QVERIFY(s.applyAssignments({"platform.gpu_mtbf_hours=1", "training.gpus=1024", "model.params=8e9",
                                    "platform.storage_bw=1e6"}));
        chart->flushRefresh();
        QVERIFY(std::sqrt(2 * 112e9 / 1e6 / (3600.0 / 1024)) >= 1);
        QVERIFY2(chart->headlineItem()->text().contains(u"the training cannot progress"_s),
                 qPrintable(chart->headlineItem()->text()));
    }

    void pinnedScenarioIsDrawnBeside()
    {
        Scenario s;
        PlatformPage page(&s);
        s.comparison().pin();
        QVERIFY(s.applyAssignments({"platform.utilisation=0.6", "platform.storage_bw=1e9"}));
        for (ChartView *chart : page.charts()) {
            chart->flushRefresh();
            const QStringList bad = nonFiniteValues(*chart);
            QVERIFY2(bad.isEmpty(), qPrintable(bad.join(u',')));
        }
        auto *pinnedWaste = series<QXYSeries>(*page.charts().at(0), u"pinned-waste"_s);
        auto *pinnedCloud = series<QXYSeries>(*page.charts().at(1), u"pinned-cloud"_s);
        QVERIFY(pinnedWaste && pinnedWaste->count() > 0);
        QVERIFY(pinnedCloud && pinnedCloud->count() > 0);
        // At u = 60 % the current cloud curve's point is the course's cloud cost / 0.6; the pinned one's at
        // 60 % is the same cost / 0.6 too: the utilisation moves the marker, not the curve.
        auto *cloud = series<QXYSeries>(*page.charts().at(1), u"cloud"_s);
        const double cloudCost = 18.75 * 2.5 * 1095;
        bool found = false;
        for (int i = 0; i < cloud->count(); ++i)
            if (std::abs(cloud->at(i).x() - 60) < 1e-9) {
                QVERIFY_REL(cloud->at(i).y(), cloudCost / 0.6, 1e-9);
                found = true;
            }
        QVERIFY(found);
        // The details give the pinned value beside the current one.
        page.details()->showLayer(layerIndex("training"));
        QVERIFY(page.details()->text().contains(ab::pinnedName()));
    }
};

INFRALAB_TEST_MAIN_IN_ENGLISH(TestPlatformPage)
#include "tst_platformpage.moc"
