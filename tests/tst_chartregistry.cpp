// The charts come from the pages: every chart shown on a tab of the window is in the export list under a
// unique name, its export renders at the requested size and its Copy puts that image on the clipboard, and
// the exports keep their order.
#include "chartexport.h"
#include "chartnames.h"
#include "chartregistry.h"
#include "chartview.h"
#include "language.h"
#include "languagetestutil.h"
#include "mainwindow.h"
#include "scenario.h"
#include "viewpage.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QImage>
#include <QMenu>
#include <QSet>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <memory>

using namespace infralab;
using namespace Qt::StringLiterals;

class TestChartRegistry : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { languagetest::isolatedInEnglish(); } // not the user's settings and files

    void exportNamesAreUniqueAndKeepTheirOrder()
    {
        QStringList names;
        for (const ChartEntry &e : chartRegistry())
            names << e.exportName;
        QCOMPARE(QSet<QString>(names.begin(), names.end()).size(), names.size());
        // The files `infralab export` writes and the report's charts follow the tabs, each page in its
        // reading order; a chart added to a page may come anywhere among them.
        QStringList expected;
        for (const char *name : kCharts)
            expected << QString::fromLatin1(name);
        qsizetype found = 0;
        for (const QString &name : names)
            if (found < expected.size() && name == expected.at(found)) ++found;
        QVERIFY2(found == expected.size(), qPrintable(names.join(u' ')));
    }

    void everyChartOfEveryTabIsExportedAndCopied()
    {
        Scenario s;
        MainWindow w(&s);
        w.resize(1600, 1000);
        w.show();
        QTemporaryDir dir;
        const ExportSettings settings;
        QSet<QString> seen;
        for (ViewPage *page : w.pages()) {
            w.tabs()->setCurrentWidget(page);
            // Every chart a reader can reach on the tab is one the page lists: none placed and left unlisted.
            const QList<ChartView *> all = page->allCharts();
            const QSet<ChartView *> listed(all.begin(), all.end());
            for (ChartView *placed : page->findChildren<ChartView *>())
                QVERIFY2(listed.contains(placed),
                         qPrintable(page->objectName() + u' ' + placed->exportName()));
            for (ChartView *chart : page->charts()) {
                showByItsTab(page, chart);
                QVERIFY2(chart->isVisible(), qPrintable(chart->exportName()));
                seen.insert(chart->exportName());
                checkExport(*chart, &s, dir.filePath(chart->exportName() + ".png"), settings);
                checkCopy(chart, settings);
                if (QTest::currentTestFailed()) return;
            }
        }
        // Every chart the registry has for this scenario: the sweep measured on this computer waits for a
        // measurement (tst_measuredsweepchart).
        qsizetype shown = 0;
        for (const ChartEntry &e : chartRegistry())
            shown += e.shownFor(s) ? 1 : 0;
        QCOMPARE(seen.size(), shown);
    }

private:
    /// A chart that shares its place with another (the Hardware tab's roofline and operators) is shown by one
    /// of its page's tab bars.
    static void showByItsTab(ViewPage *page, ChartView *chart)
    {
        for (QTabBar *bar : page->findChildren<QTabBar *>())
            for (int i = 0; i < bar->count() && !chart->isVisible(); ++i)
                bar->setCurrentIndex(i);
    }

    /// The registry's entry makes the same kind of chart as the tab shows, and its PNG has the export's size.
    static void checkExport(const ChartView &chart, Scenario *s, const QString &path,
                            const ExportSettings &settings)
    {
        const ChartFactory make = findChart(chart.exportName());
        QVERIFY2(make, qPrintable(chart.exportName()));
        const std::unique_ptr<ChartView> fresh(make(s));
        QCOMPARE(fresh->metaObject(), chart.metaObject());
        QString error;
        QVERIFY2(savePng(renderChart(make, s, settings), path, &error), qPrintable(error));
        const QImage png(path);
        QCOMPARE(png.size(), settings.pixels);
        QVERIFY2(!isBlank(png), qPrintable(chart.exportName()));
    }

    /// The chart's context menu action Copy, chosen in the menu a right click opens, as the window answers
    /// it.
    static void checkCopy(ChartView *chart, const ExportSettings &settings)
    {
        QApplication::clipboard()->clear();
        // Shared: should no menu open, the timer may fire after this function has returned.
        const auto offered = std::make_shared<QStringList>();
        QTimer::singleShot(0, chart, [chart, offered] {
            auto *menu = chart->findChild<QMenu *>();
            if (menu) {
                for (QAction *action : menu->actions()) {
                    *offered << action->text();
                    if (action->text() == u"Copy chart to clipboard") action->trigger();
                }
                menu->close();
            } else if (QWidget *popup = QApplication::activePopupWidget()) {
                popup->close(); // not the chart's: closed all the same, so that the test fails, not hangs
            }
        });
        // A right click reaches a chart's viewport, as on any graphics view.
        QWidget *viewport = chart->viewport();
        const QPoint at = viewport->rect().center();
        QContextMenuEvent click(QContextMenuEvent::Mouse, at, viewport->mapToGlobal(at));
        QApplication::sendEvent(viewport, &click);
        QVERIFY2(offered->contains(u"Export chart…"_s), qPrintable(offered->join(u", ")));
        const QImage copied = QApplication::clipboard()->image();
        QVERIFY2(!copied.isNull(), qPrintable(chart->exportName()));
        QCOMPARE(copied.size(), settings.pixels);
        QVERIFY2(!isBlank(copied), qPrintable(chart->exportName()));
    }

    /// True when every pixel has the colour of the first: a page with no chart drawn on it.
    static bool isBlank(const QImage &image)
    {
        const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
        const QRgb first = rgb.pixel(0, 0);
        for (int y = 0; y < rgb.height(); y += 7)
            for (int x = 0; x < rgb.width(); x += 7)
                if (rgb.pixel(x, y) != first) return false;
        return true;
    }
};

QTEST_MAIN(TestChartRegistry)
#include "tst_chartregistry.moc"
