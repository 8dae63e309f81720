// A chart view repaints only the part of the chart that changed (the bounding rectangle of its changed
// items). What it leaves unpainted must still be right: after any step of any slider, held or released, the
// chart on the screen is the chart painted whole.
#include "benchcommand.h"
#include "catalogue.h"
#include "chartview.h"
#include "controlspanel.h"
#include "language.h"
#include "languagetestutil.h"
#include "mainwindow.h"
#include "parameterslider.h"
#include "scenario.h"
#include "scenariokeys.h"
#include "scenariorecovery.h"
#include "viewpage.h"
#include "widgettest.h"

#include <QGraphicsItem>
#include <QGuiApplication>
#include <QPainter>
#include <QScreen>
#include <QSlider>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <algorithm>

using namespace infralab;

class TestChartView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // not the user's settings and files

    void theScreenShowsTheWholeChartAfterEveryStep_data()
    {
        QTest::addColumn<QString>("tab");
        QTest::addColumn<bool>("pinned");
        for (const char *tab : {"hardware", "training", "serving", "platform", "choose", "exercises"})
            for (const bool pinned : {false, true})
                QTest::addRow("%s%s", tab, pinned ? ", A pinned" : "") << QString::fromLatin1(tab) << pinned;
    }

    void theScreenShowsTheWholeChartAfterEveryStep()
    {
        QFETCH(QString, tab);
        QFETCH(bool, pinned);
        Scenario s;
        MainWindow w(&s);
        const ViewPage *page = openTab(w, s, tab, pinned);
        QVERIFY(page);
        const QList<ParameterSlider *> sliders = w.controls()->visibleSliders();
        QVERIFY(!sliders.isEmpty());
        for (ParameterSlider *p : sliders) {
            QSlider *slider = p->slider();
            const int from = slider->value();
            const QString key = keyName(p->key());
            // A small step, as most of a drag's are, then to the far end and back half way, the hand held on
            // the slider.
            const int far = from < ParameterSlider::kSteps / 2 ? ParameterSlider::kSteps : 0;
            slider->setSliderDown(true);
            stepAndCompare(w, *page, slider, key,
                           {{from + (far - from) / 40, "held at a small step"},
                            {far, "held at the far end"},
                            {ParameterSlider::kSteps / 2, "held half way"}},
                           kHeldTolerance);
            if (QTest::currentTestFailed()) return;
            // Let go, then steps as the keyboard or a click in the groove make them: the charts antialiased
            // again, not a pixel may differ visibly. These are the strict check of what a partial repaint
            // leaves.
            slider->setSliderDown(false);
            settle();
            stepAndCompare(w, *page, slider, key,
                           {{slider->value() + ParameterSlider::kSteps / 40, "a step not held"},
                            {from, "back where it was, not held"}},
                           0);
            if (QTest::currentTestFailed()) return;
        }
    }

    void theScreenShowsTheWholeChartAfterADeviceOrLanguage_data()
    {
        theScreenShowsTheWholeChartAfterEveryStep_data();
    }

    void theScreenShowsTheWholeChartAfterADeviceOrLanguage()
    {
        // Changes made without a slider held, the charts antialiased: not a pixel may differ.
        QFETCH(QString, tab);
        QFETCH(bool, pinned);
        Scenario s;
        MainWindow w(&s);
        const ViewPage *page = openTab(w, s, tab, pinned);
        QVERIFY(page);
        for (const Device &d : s.catalogue().devices()) {
            s.set(Key::HardwareGpu, d.id);
            settle();
            compareCharts(w, *page, d.id, 0);
            if (QTest::currentTestFailed()) return;
        }
        for (const char *code : {"fr", "en"}) {
            language::install(QString::fromLatin1(code));
            settle();
            compareCharts(w, *page, QString::fromLatin1(code), 0);
            if (QTest::currentTestFailed()) return;
        }
    }

    void aStepOfTheBatchRepaintsPartOfTheChartAndAStaleItemShows()
    {
        // The check's own control: a held step of the batch repaints a strip of the latency chart, not all of
        // it; an item that changes what it paints without telling the scene keeps its former pixels there,
        // and the comparison sees them.
        Scenario s;
        MainWindow w(&s);
        const ViewPage *page = openTab(w, s, QStringLiteral("serving"), false);
        QVERIFY(page);
        ChartView *latency = nullptr;
        for (ChartView *chart : page->charts())
            if (chart->exportName() == u"serving-latency") latency = chart;
        QVERIFY(latency && latency->isVisible());
        auto *stale = new StaleSquare;
        latency->scene()->addItem(stale); // under the legend, at the chart's bottom left
        stale->setPos(2, latency->chart()->size().height() - 12);
        QSlider *slider = nullptr;
        for (ParameterSlider *p : w.controls()->visibleSliders())
            if (p->key() == Key::ServingBatch) slider = p->slider();
        QVERIFY(slider);
        // Held, as a drag's steps are: the first step repaints every chart whole, without antialiasing.
        slider->setSliderDown(true);
        benchStep(w, slider, slider->value() + ParameterSlider::kSteps / 40);
        stale->colour = Qt::magenta; // no update()
        PaintSpy painted(latency->viewport());
        benchStep(w, slider, slider->value() + ParameterSlider::kSteps / 40);
        const QRect all = latency->viewport()->rect(), strip = painted.painted.boundingRect();
        QVERIFY2(!strip.isEmpty() && strip.width() * strip.height() < all.width() * all.height() * 9 / 10,
                 qPrintable(QStringLiteral("repainted %1 × %2 of %3 × %4")
                                .arg(strip.width())
                                .arg(strip.height())
                                .arg(all.width())
                                .arg(all.height())));
        const QList<Difference> found = differences(w, *page);
        const auto it = std::find_if(found.cbegin(), found.cend(),
                                     [latency](const Difference &d) { return d.chart == latency; });
        QVERIFY(it != found.cend());
        QCOMPARE(it->pixels, StaleSquare::kSide * StaleSquare::kSide);
    }

private:
    /// A square whose colour changes without a word to the scene: what a chart item with a missed update
    /// would be.
    struct StaleSquare : QGraphicsItem
    {
        static constexpr int kSide = 10;
        QColor colour = Qt::cyan;
        QRectF boundingRect() const override { return QRectF(0, 0, kSide, kSide); }
        void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
        {
            painter->fillRect(boundingRect(), colour);
        }
    };

    /// What a change left to do (a refresh, the window's paint) done, as the event loop would do it.
    static void settle()
    {
        QTest::qWait(20);
        for (int round = 0; round < 5; ++round) {
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents();
        }
    }

    /// `w`, the window of `s`, at 1920 × 1080 on tab `name`, `pinned` or not, with what showing it left to do
    /// done.
    static const ViewPage *openTab(MainWindow &w, Scenario &s, const QString &name, bool pinned)
    {
        w.recovery()->setEnabled(false);
        auto *page = w.findChild<ViewPage *>(name);
        if (!page) return nullptr;
        w.tabs()->setCurrentWidget(page);
        if (!showAt(w, QSize(1920, 1080))) return nullptr;
        if (pinned) s.comparison().pin();
        QTest::qWait(50);
        return page;
    }

    /// Two colours a reader can tell apart. A curve's antialiased edge cut by the repainted rectangle is
    /// blended a few levels off its whole repaint (at most 3 of 255 on the costs' curves): the same picture.
    /// A faint grid line left behind is 24 levels off white.
    static bool visiblyApart(QRgb a, QRgb b)
    {
        constexpr int kLevels = 6;
        return std::abs(qRed(a) - qRed(b)) > kLevels || std::abs(qGreen(a) - qGreen(b)) > kLevels ||
               std::abs(qBlue(a) - qBlue(b)) > kLevels;
    }

    /// Pixels of a chart that may differ from its whole repaint while a slider is held. The charts then draw
    /// without antialiasing, and an aliased line or a dashed curve cut by the repainted rectangle is drawn a
    /// little differently there: a pixel off (the costs' curves), or its dashes starting elsewhere (57 pixels
    /// of A's dashed curve on the costs' sensitivity). A view that did not repaint at all differed by 2 900
    /// to 350 000 pixels; a stale digit would hide under this tolerance, which is why the steps not held,
    /// drawn as they are then, are compared strictly. Letting go repaints every chart whole.
    static constexpr int kHeldTolerance = 100;

    /// The part of `widget` that its ancestors do not clip (a chart scrolled half out of its page's view).
    static QRect unclipped(const QWidget &widget)
    {
        QRect seen = widget.rect();
        for (const QWidget *a = widget.parentWidget(); a; a = a->isWindow() ? nullptr : a->parentWidget())
            seen = seen.intersected(QRect(widget.mapFrom(a, QPoint()), a->size()));
        return seen;
    }

    struct Difference
    {
        ChartView *chart = nullptr;
        int pixels = 0; ///< visibly apart
        QPoint first;   ///< in the chart's viewport
    };

    /// Each visible chart's pixels on the window's surface against those the chart then paints whole: the
    /// offscreen platform's grab reads the window's backing store, which keeps what was not repainted.
    static QList<Difference> differences(const MainWindow &w, const ViewPage &page)
    {
        QList<std::pair<ChartView *, QRect>> seen;
        for (ChartView *chart : page.charts()) {
            QWidget *viewport = chart->viewport();
            const QRect part = chart->isVisible() ? unclipped(*viewport) : QRect();
            if (!part.isEmpty())
                seen.append({chart, QRect(viewport->mapTo(&w, part.topLeft()), part.size())});
        }
        QRect span; // only what the charts cover: two grabs of the whole window per step took twice as long
        for (const auto &[chart, area] : std::as_const(seen))
            span |= area;
        const QImage shown = onScreen(w, span);
        for (const auto &[chart, area] : std::as_const(seen))
            chart->viewport()->repaint();
        const QImage whole = onScreen(w, span);
        QList<Difference> out;
        for (const auto &[chart, area] : std::as_const(seen)) {
            Difference d{chart};
            const QRect in = area.translated(-span.topLeft());
            for (int y = in.top(); y <= in.bottom(); ++y) {
                const auto *a = reinterpret_cast<const QRgb *>(shown.constScanLine(y));
                const auto *b = reinterpret_cast<const QRgb *>(whole.constScanLine(y));
                for (int x = in.left(); x <= in.right(); ++x)
                    if (visiblyApart(a[x], b[x]) && d.pixels++ == 0) d.first = QPoint(x, y) - in.topLeft();
            }
            out.append(d);
        }
        return out;
    }

    /// Moves `slider` to each position of `steps` (a benchmark step each), and compares the charts after
    /// each.
    static void stepAndCompare(MainWindow &w, const ViewPage &page, QSlider *slider, const QString &key,
                               const QList<std::pair<int, const char *>> &steps, int tolerance)
    {
        for (const auto &[position, where] : steps) {
            benchStep(w, slider, position);
            compareCharts(w, page, QStringLiteral("%1, %2").arg(key, QLatin1String(where)), tolerance);
            if (QTest::currentTestFailed()) return;
        }
    }

    /// Fails when more than `tolerance` pixels of a visible chart differ visibly from its whole repaint.
    static void compareCharts(const MainWindow &w, const ViewPage &page, const QString &after, int tolerance)
    {
        for (const Difference &d : differences(w, page))
            QVERIFY2(d.pixels <= tolerance, qPrintable(QStringLiteral("%1: after %2, %3 pixels differ from a "
                                                                      "whole repaint, the first at (%4, %5)")
                                                           .arg(d.chart->exportName(), after)
                                                           .arg(d.pixels)
                                                           .arg(d.first.x())
                                                           .arg(d.first.y())));
    }

    static QImage onScreen(const QWidget &w, const QRect &area)
    {
        return QGuiApplication::primaryScreen()
            ->grabWindow(w.winId(), area.x(), area.y(), area.width(), area.height())
            .toImage()
            .convertToFormat(QImage::Format_RGB32);
    }
};

INFRALAB_TEST_MAIN_IN_ENGLISH(TestChartView)
#include "tst_chartview.moc"
