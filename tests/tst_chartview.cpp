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

#include <QGuiApplication>
#include <QScreen>
#include <QSlider>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

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
            const QList<std::pair<int, const char *>> steps{{from + (far - from) / 40, "a small step"},
                                                            {far, "the far end"},
                                                            {ParameterSlider::kSteps / 2, "half way"}};
            for (const auto &[position, where] : steps) {
                benchStep(w, slider, position);
                compareCharts(w, *page, QStringLiteral("%1, held at %2").arg(key, QLatin1String(where)),
                              kHeldTolerance);
                if (QTest::currentTestFailed()) return;
            }
            // Let go, then a step as the keyboard makes it: the charts antialiased again, not a pixel may
            // differ visibly.
            slider->setSliderDown(false);
            QTest::qWait(20);
            slider->setValue(slider->value() + ParameterSlider::kSteps / 40);
            QTest::qWait(20);
            compareCharts(w, *page, key + QStringLiteral(", a step not held"), 0);
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
            QTest::qWait(20);
            compareCharts(w, *page, d.id, 0);
            if (QTest::currentTestFailed()) return;
        }
        for (const char *code : {"fr", "en"}) {
            language::install(QString::fromLatin1(code));
            QTest::qWait(50);
            compareCharts(w, *page, QString::fromLatin1(code), 0);
            if (QTest::currentTestFailed()) return;
        }
    }

private:
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
    static bool visiblyApart(QRgb a, QRgb b)
    {
        constexpr int kLevels = 16;
        return std::abs(qRed(a) - qRed(b)) > kLevels || std::abs(qGreen(a) - qGreen(b)) > kLevels ||
               std::abs(qBlue(a) - qBlue(b)) > kLevels;
    }

    /// Pixels of a chart that may differ from its whole repaint while a slider is held. The charts then draw
    /// without antialiasing, and an aliased line or a dashed curve cut by the repainted rectangle's edge is
    /// drawn a little differently there: a pixel off (the costs' curves), or its dashes starting elsewhere
    /// (57 pixels of A's dashed curve on the costs' sensitivity). What a missed repaint leaves is a whole
    /// former curve or number: thousands of pixels. Letting go repaints every chart whole.
    static constexpr int kHeldTolerance = 100;

    /// The part of `widget` that its ancestors do not clip (a chart scrolled half out of its page's view).
    static QRect unclipped(const QWidget &widget)
    {
        QRect seen = widget.rect();
        for (const QWidget *a = widget.parentWidget(); a; a = a->isWindow() ? nullptr : a->parentWidget())
            seen = seen.intersected(QRect(widget.mapFrom(a, QPoint()), a->size()));
        return seen;
    }

    /// Fails when more than `tolerance` of a visible chart's pixels on the window's surface differ from those
    /// the chart then paints whole: the offscreen platform's grab reads the window's backing store, which
    /// keeps what was not repainted.
    static void compareCharts(const MainWindow &w, const ViewPage &page, const QString &after, int tolerance)
    {
        for (ChartView *chart : page.charts()) {
            if (!chart->isVisible()) continue;
            QWidget *viewport = chart->viewport();
            const QRect seen = unclipped(*viewport);
            if (seen.isEmpty()) continue;
            const QRect area(viewport->mapTo(&w, seen.topLeft()), seen.size());
            const QImage shown = onScreen(w, area);
            viewport->repaint();
            const QImage whole = onScreen(w, area);
            QCOMPARE(shown.size(), whole.size());
            int differ = 0;
            QPoint first;
            for (int y = 0; y < whole.height(); ++y)
                for (int x = 0; x < whole.width(); ++x)
                    if (visiblyApart(shown.pixel(x, y), whole.pixel(x, y)) && differ++ == 0)
                        first = QPoint(x, y);
            QVERIFY2(differ <= tolerance, qPrintable(QStringLiteral("%1: after %2, %3 pixels differ from a "
                                                                    "whole repaint, the first at (%4, %5)")
                                                         .arg(chart->exportName(), after)
                                                         .arg(differ)
                                                         .arg(first.x())
                                                         .arg(first.y())));
        }
    }

    static QImage onScreen(const QWidget &w, const QRect &area)
    {
        return QGuiApplication::primaryScreen()->grabWindow(w.winId()).toImage().copy(area).convertToFormat(
            QImage::Format_RGB32);
    }
};

INFRALAB_TEST_MAIN_IN_ENGLISH(TestChartView)
#include "tst_chartview.moc"
