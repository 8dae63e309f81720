// Off-screen PNG export: requested size, not blank, different in French and English, atomic save.
#include "chartexport.h"
#include "chartregistry.h"
#include "language.h"
#include "scenario.h"

#include <QTemporaryDir>
#include <QTest>

using namespace infralab;

namespace {
/// Share of pixels that are not white: a blank export has none.
double inkRatio(const QImage &image)
{
    qsizetype ink = 0;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            if (image.pixel(x, y) != qRgb(255, 255, 255)) ++ink;
    return double(ink) / ((image.width() / 4) * (image.height() / 4));
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
        const QImage image = renderChart(chartFactory(name), &s, settings);
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
        const QImage en = renderChart(chartFactory(QStringLiteral("roofline")), &s, settings);
        language::install(QStringLiteral("fr"));
        const QImage fr = renderChart(chartFactory(QStringLiteral("roofline")), &s, settings);
        language::install(QStringLiteral("en"));
        QCOMPARE(en.size(), fr.size());
        QVERIFY(en != fr);
        QVERIFY(exportCaption(s).contains(QStringLiteral("batch 64")));
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
};

QTEST_MAIN(TestChartExport)
#include "tst_chartexport.moc"
