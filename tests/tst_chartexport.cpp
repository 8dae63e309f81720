// Off-screen export: requested size, not blank, different in French and English; every writer (PNG, SVG, CSV,
// PDF) saves atomically and keeps the previous file when the disk is full.
#include "chartexport.h"
#include "chartregistry.h"
#include "charttestutil.h"
#include "chartview.h"
#include "comparison.h"
#include "costtotalschart.h"
#include "filesizelimit.h"
#include "format.h"
#include "language.h"
#include "reportwriter.h"
#include "rooflinechart.h"
#include "scenario.h"
#include "steptimechart.h"
#include "svgexport.h"
#include "tableexport.h"
#include "testutil.h"

#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace infralab;
using namespace charttest;

namespace {
/// Each writer of an export, by the kind of file it writes.
bool writeOne(const QString &kind, Scenario *s, const QString &path, QString *error)
{
    const ChartFactory roofline = chartFactoryOf<RooflineChart>();
    if (kind == u"png")
        return savePng(renderChart(roofline, s, ExportSettings{QSize(600, 400), 1}), path, error);
    if (kind == u"svg") return writeChartSvg(roofline, s, path, QSize(600, 400), error);
    if (kind == u"csv") return writeFiguresCsv(path, *s, error);
    return writeReport(path, s, {{QStringLiteral("roofline"), roofline}}, error);
}
} // namespace

class TestChartExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyChartHasTheRequestedSize_data()
    {
        QTest::addColumn<QString>("name");
        for (const ChartEntry &e : chartRegistry()) QTest::newRow(qPrintable(e.exportName)) << e.exportName;
    }
    void everyChartHasTheRequestedSize()
    {
        QFETCH(QString, name);
        language::install(QStringLiteral("en"));
        Scenario s;
        ExportSettings settings;
        settings.pixels = QSize(1200, 800);
        settings.scale = 1;
        const ChartFactory make = findChart(name);
        QVERIFY(make);
        const QImage image = renderChart(make, &s, settings);
        QCOMPARE(image.size(), QSize(1200, 800));
        const double ink = inkRatio(image);
        QVERIFY2(ink > 0.01 && ink < 0.9, qPrintable(QString::number(ink)));
    }

    void frenchDiffersFromEnglish()
    {
        Scenario s;
        ExportSettings settings;
        settings.pixels = QSize(1000, 700);
        settings.scale = 1;
        language::install(QStringLiteral("en"));
        const QImage en = renderChart(chartFactoryOf<RooflineChart>(), &s, settings);
        language::install(QStringLiteral("fr"));
        const QImage fr = renderChart(chartFactoryOf<RooflineChart>(), &s, settings);
        language::install(QStringLiteral("en"));
        QCOMPARE(en.size(), fr.size());
        QVERIFY(en != fr);
        QVERIFY(exportCaption(s).contains(QStringLiteral("batch 64")));
    }

    void pinnedCaptionHasTwoLines()
    {
        language::install(QStringLiteral("en"));
        Scenario s;
        QVERIFY(s.set(Key::CostRequestsPerDay, 90000.0));
        std::unique_ptr<ChartView> costs(chartFactoryOf<CostTotalsChart>()(&s));
        std::unique_ptr<ChartView> roofline(chartFactoryOf<RooflineChart>()(&s));
        // Nothing pinned: one line, the device caption for most charts, the cost inputs for cost charts.
        QCOMPARE(exportCaptionLines(*roofline), QStringList{exportCaption(s)});
        const QStringList single = exportCaptionLines(*costs);
        QCOMPARE(single.size(), 1);
        QVERIFY2(single.first().contains(QStringLiteral("90,000 requests/day")), qPrintable(single.first()));
        QVERIFY2(single.first().contains(Format::euros(2.5, 2) + QStringLiteral("/h")),
                 qPrintable(single.first()));

        const ExportSettings settings{QSize(1200, 800), 1};
        const QImage alone = renderChart(chartFactoryOf<CostTotalsChart>(), &s, settings);
        s.comparison().pin();
        QVERIFY(s.set(Key::CostRequestsPerDay, 300000.0));
        const QStringList lines = exportCaptionLines(*costs);
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines.at(0).startsWith(QStringLiteral("Pinned: 90,000 requests/day")),
                 qPrintable(lines.at(0)));
        QVERIFY2(lines.at(1).startsWith(QStringLiteral("Current: 300,000 requests/day")),
                 qPrintable(lines.at(1)));
        // Other charts name A as the comparison helper does.
        QCOMPARE(exportCaptionLines(*roofline).first(), ab::describePinned(s));

        const QImage pinned = renderChart(chartFactoryOf<CostTotalsChart>(), &s, settings);
        QCOMPARE(pinned.size(), alone.size());
        QVERIFY(pinned != alone);
        QVERIFY(exportCaptionHeight(2) > exportCaptionHeight(1));
        s.comparison().unpin();
        QCOMPARE(renderChart(chartFactoryOf<CostTotalsChart>(), &s, settings).size(), alone.size());
    }

    void trainingCaptionsNameTheCluster()
    {
        // Issue 12: no "batch 64" under a training chart; its numbers come from the cluster's shape.
        language::install(QStringLiteral("en"));
        Scenario s;
        QVERIFY(s.set(Key::TrainingTensorParallel, 2));
        QVERIFY(s.set(Key::TrainingDataParallel, 4));
        std::unique_ptr<ChartView> step(chartFactoryOf<StepTimeChart>()(&s));
        const QString caption = exportCaptionLines(*step).first();
        QVERIFY2(caption.contains(QStringLiteral("TP 2 × PP 8 × DP 4 · m = 32")), qPrintable(caption));
        QVERIFY2(!caption.contains(QStringLiteral("batch")), qPrintable(caption));
    }

    void saveIsAtomicAndReportsErrors()
    {
        QTemporaryDir dir;
        QImage image(64, 64, QImage::Format_RGB32);
        image.fill(Qt::white);
        QString error;
        QVERIFY(savePng(image, dir.filePath("a.png"), &error));
        QCOMPARE(QImage(dir.filePath("a.png")).size(), QSize(64, 64));
        QVERIFY(!savePng(image, dir.filePath("missing/a.png"), &error));
        QVERIFY(error.contains("a.png"));
    }

    void failedWriteKeepsThePreviousFile_data()
    {
        QTest::addColumn<QString>("kind");
        for (const char *kind : {"png", "svg", "csv", "pdf"})
            QTest::newRow(kind) << QString::fromLatin1(kind);
    }
    void failedWriteKeepsThePreviousFile()
    {
        QFETCH(QString, kind);
        language::install(QStringLiteral("en"));
        Scenario s;
        QTemporaryDir dir;
        QString error;
        // Unlimited, the file is larger than the limit below: the limit is a full disk for it.
        const qint64 limit = 1024;
        QVERIFY2(writeOne(kind, &s, dir.filePath("free." + kind), &error), qPrintable(error));
        QVERIFY(QFileInfo(dir.filePath("free." + kind)).size() > limit);

        const QString path = dir.filePath("out." + kind);
        const QByteArray previous = "previous good file\n";
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(previous) == previous.size());
        }
        bool written = true;
        {
            const FileSizeLimit full(limit);
            QVERIFY(full.active());
            written = writeOne(kind, &s, path, &error);
        }
        QVERIFY(!written);
        QVERIFY2(error.contains(path) && !error.contains(u'\n') && !error.contains("Unknown error"),
                 qPrintable(error));
        QCOMPARE(readAll(path), previous);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files, QDir::Name),
                 QStringList({"free." + kind, "out." + kind}));
    }
};

QTEST_MAIN(TestChartExport)
#include "tst_chartexport.moc"
