// A view refreshes only when a scenario key its last refresh read has changed (RefreshScheduler, keyreads.h),
// and no view misses a change: on every tab, after each scenario key is changed once, every chart holds what
// a forced refresh and a freshly built chart of the same scenario hold.
#include "chartview.h"
#include "language.h"
#include "languagetestutil.h"
#include "mainwindow.h"
#include "outofview.h"
#include "refreshscheduler.h"
#include "scenario.h"
#include "viewpage.h"

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QListWidget>
#include <QLogValueAxis>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QValueAxis>
#include <QXYSeries>
#include <cmath>
#include <memory>

using namespace infralab;

namespace {

/// A value of `p` other than `current` that the schema accepts: halfway to the far end of the slider's range
/// for a number, the other state of a flag, the next choice, device or model.
QVariant otherValue(const ParamSpec &p, const QVariant &current, const Catalogue &catalogue)
{
    switch (p.type) {
    case ParamType::Boolean:
        return !current.toBool();
    case ParamType::Choice:
        return p.choices.at((p.choices.indexOf(current.toString()) + 1) % p.choices.size());
    case ParamType::Device: {
        const QList<Device> &all = catalogue.devices();
        for (qsizetype i = 0; i < all.size(); ++i)
            if (all.at(i).id == current.toString()) return all.at((i + 1) % all.size()).id;
        return all.front().id;
    }
    case ParamType::Model: {
        const QList<ModelPreset> &all = catalogue.models();
        for (qsizetype i = 0; i < all.size(); ++i)
            if (all.at(i).id == current.toString()) return all.at((i + 1) % all.size()).id;
        return all.front().id;
    }
    case ParamType::Integer:
    case ParamType::Real:
        break;
    }
    const SliderRange r = p.sliderRange();
    const double v = current.toDouble(), lo = std::max(r.min, p.min), hi = std::min(r.max, p.max);
    const double far = (hi - v) > (v - lo) ? hi : lo;
    const double mid = r.log && v > 0 && far > 0 ? std::sqrt(v * far) : (v + far) / 2;
    if (p.type == ParamType::Integer) {
        const int rounded = int(std::lround(mid));
        return rounded != current.toInt() ? rounded : int(far);
    }
    return mid;
}

/// What a chart shows, as text: its title, every axis' range, title and labels, every series' name,
/// visibility, points and bars, and the texts it placed on the plot.
QString fingerprint(ChartView *view, bool withTexts)
{
    QStringList out;
    QChart *c = view->chart();
    if (withTexts) out << c->title() << view->accessibleDescription();
    for (QAbstractAxis *axis : c->axes()) {
        if (withTexts) out << axis->titleText() << QString::number(axis->isVisible());
        if (auto *v = qobject_cast<QValueAxis *>(axis))
            out << QStringLiteral("value %1 %2 %3 %4")
                       .arg(v->min(), 0, 'g', 12)
                       .arg(v->max(), 0, 'g', 12)
                       .arg(v->tickCount())
                       .arg(v->tickType() == QValueAxis::TicksDynamic ? v->tickInterval() : 0, 0, 'g', 12);
        if (auto *l = qobject_cast<QLogValueAxis *>(axis))
            out << QStringLiteral("log %1 %2").arg(l->min(), 0, 'g', 12).arg(l->max(), 0, 'g', 12);
        if (auto *b = qobject_cast<QBarCategoryAxis *>(axis); b && withTexts) out << b->categories();
        if (auto *k = qobject_cast<QCategoryAxis *>(axis); k && withTexts) out << k->categoriesLabels();
    }
    for (QAbstractSeries *series : c->series()) {
        out << series->name() << QString::number(series->isVisible());
        if (auto *xy = qobject_cast<QXYSeries *>(series))
            for (const QPointF &p : xy->points())
                out << QStringLiteral("%1,%2").arg(p.x(), 0, 'g', 12).arg(p.y(), 0, 'g', 12);
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series))
            for (const QBarSet *set : bars->barSets()) {
                out << set->label();
                for (int i = 0; i < set->count(); ++i)
                    out << QString::number(set->at(i), 'g', 12);
            }
    }
    if (withTexts)
        for (QGraphicsItem *item : c->childItems()) {
            if (!item->isVisible()) continue;
            if (auto *t = dynamic_cast<QGraphicsSimpleTextItem *>(item)) out << t->text();
            if (auto *t = dynamic_cast<QGraphicsTextItem *>(item)) out << t->toPlainText();
        }
    return out.join(u'\n');
}

/// Where two fingerprints part, for the failure's message.
QString firstDifference(const QString &a, const QString &b)
{
    const QStringList x = a.split(u'\n'), y = b.split(u'\n');
    for (qsizetype i = 0; i < std::max(x.size(), y.size()); ++i)
        if (x.value(i) != y.value(i)) return QStringLiteral("\"%1\" / \"%2\"").arg(x.value(i), y.value(i));
    return {};
}

/// The refreshes the event loop would deliver, then Qt Charts' layout.
void settle()
{
    for (int i = 0; i < 2; ++i) {
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents();
    }
}

/// A chart that shares its place with another (the Hardware tab's roofline and operators) is shown by one of
/// its page's tab bars.
void showByItsTab(ViewPage *page, ChartView *chart)
{
    for (QTabBar *bar : page->findChildren<QTabBar *>())
        for (int i = 0; i < bar->count() && !chart->isVisible(); ++i)
            bar->setCurrentIndex(i);
    settle();
}

/// Notes, at `widget`'s first paint, how many refreshes `counter` had counted.
struct PaintSpy : QObject
{
    PaintSpy(QWidget *widget, const int *counter) : counter(counter) { widget->installEventFilter(this); }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && refreshesAtPaint < 0) refreshesAtPaint = *counter;
        return QObject::eventFilter(watched, event);
    }
    const int *counter;
    int refreshesAtPaint = -1;
};

/// Refreshes `chart` whatever its keys, as a change of colour profile does.
void forceRefresh(ChartView *chart)
{
    QEvent palette(QEvent::PaletteChange);
    QCoreApplication::sendEvent(chart, &palette);
    chart->flushRefresh();
    settle();
}

} // namespace

class TestRefreshScheduler : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { languagetest::isolatedInEnglish(); } // not the user's settings and files

    void refreshesOnlyForTheKeysItRead()
    {
        Scenario s;
        QWidget owner;
        int refreshes = 0;
        RefreshScheduler scheduler(&owner, [&] {
            ++refreshes;
            // A key read under a condition: the batch counts only while the flag is set.
            if (s.flag(Key::ModelFree)) s.integer(Key::ServingBatch);
        });
        scheduler.follow(&s);
        scheduler.flush();
        QCOMPARE(refreshes, 1);
        QVERIFY(!scheduler.dependsOn(Key::ServingBatch));

        // (a) A key the refresh did not read: nothing to redo.
        QVERIFY(s.set(Key::ServingBatch, 32));
        QVERIFY(!scheduler.isPending());
        scheduler.flush();
        QCOMPARE(refreshes, 1);

        // (b) A key it read: one refresh, which now reads the batch too.
        QVERIFY(s.set(Key::ModelFree, !s.flag(Key::ModelFree)));
        QVERIFY(scheduler.isPending());
        scheduler.flush();
        QCOMPARE(refreshes, 2);
        QCOMPARE(scheduler.dependsOn(Key::ServingBatch), s.flag(Key::ModelFree));

        // What is not a key always refreshes: a pinned A, a language change.
        s.comparison().pin();
        QVERIFY(scheduler.isPending());
        scheduler.flush();
        QCOMPARE(refreshes, 3);
        QEvent language(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&owner, &language);
        QVERIFY(scheduler.isPending());
    }

    // What is scrolled wholly out of view waits: it is refreshed before the window repaints it back in view,
    // when it is grabbed, or once the scenario pauses, never at each change.
    void aWidgetOutOfViewRefreshesWhenSeenOrAtAPause()
    {
        OutOfView &outOfView = OutOfView::instance();
        outOfView.setPause(60'000); // no pause in the first part, however slow the machine
        Scenario s;
        QScrollArea area;
        area.resize(400, 300);
        auto *content = new QWidget;
        content->setFixedSize(380, 2000);
        auto *above = new QWidget(content);
        above->setGeometry(0, 0, 380, 200);
        auto *below = new QWidget(content); // 1 500 px down: below the fold of a 300 px view
        below->setGeometry(0, 1500, 380, 200);
        auto *list = new QListWidget(content); // a scroll area, which paints in its viewport
        list->setGeometry(0, 1750, 380, 200);
        area.setWidget(content);
        int aboveRefreshes = 0, belowRefreshes = 0, listRefreshes = 0;
        RefreshScheduler aboveScheduler(above, [&] { ++aboveRefreshes; });
        RefreshScheduler belowScheduler(below, [&] { ++belowRefreshes; });
        RefreshScheduler listScheduler(list, [&] { ++listRefreshes; });
        // Installed after the scheduler's, so asked first: what had been refreshed when the paint came.
        PaintSpy spy(below, &belowRefreshes);
        area.show();
        QVERIFY(QTest::qWaitForWindowExposed(&area));
        aboveScheduler.follow(&s);
        belowScheduler.follow(&s);
        listScheduler.follow(&s);
        settle();
        QVERIFY(isOnScreen(above));
        QVERIFY(!isOnScreen(below));
        QVERIFY(!isOnScreen(list));
        QCOMPARE(aboveRefreshes, 1);
        QCOMPARE(belowRefreshes, 0);
        QVERIFY(belowScheduler.isPending());

        // Changes while out of view: the one in view follows each, the others still wait.
        s.comparison().pin();
        settle();
        QCOMPARE(aboveRefreshes, 2);
        QCOMPARE(belowRefreshes, 0);

        // Scrolled into view: refreshed once, before its first paint shows it.
        area.ensureWidgetVisible(below);
        QVERIFY(isOnScreen(below));
        QTRY_VERIFY(spy.refreshesAtPaint >= 0);
        QCOMPARE(spy.refreshesAtPaint, 1);
        QCOMPARE(belowRefreshes, 1);
        QVERIFY(!belowScheduler.isPending());

        // Out of view again, then grabbed (a screenshot of the widget): refreshed first, the list through its
        // viewport.
        area.ensureWidgetVisible(above);
        QVERIFY(!isOnScreen(below));
        s.comparison().unpin();
        settle();
        QCOMPARE(belowRefreshes, 1);
        below->grab();
        QCOMPARE(belowRefreshes, 2);
        QCOMPARE(listRefreshes, 0);
        list->grab();
        QCOMPARE(listRefreshes, 1);

        // Left out of view through many changes, both are refreshed once, together, at the pause.
        for (int i = 0; i < 3; ++i) {
            s.comparison().pin();
            settle();
            s.comparison().unpin();
            settle();
        }
        QCOMPARE(belowRefreshes, 2);
        QCOMPARE(listRefreshes, 1);
        outOfView.setPause(50);
        QTRY_COMPARE(belowRefreshes, 3);
        QCOMPARE(listRefreshes, 2);
        QTest::qWait(200);
        QCOMPARE(belowRefreshes, 3);
        QCOMPARE(aboveRefreshes, 9);
        outOfView.setPause(OutOfView::kPause);
    }

    void aChartIgnoresTheKeysItDoesNotRead()
    {
        Scenario s;
        MainWindow w(&s);
        w.resize(1600, 1000);
        w.show();
        ChartView *amdahl = nullptr;
        for (ViewPage *page : w.pages())
            for (ChartView *chart : page->charts())
                if (chart->exportName() == u"amdahl") {
                    w.tabs()->setCurrentWidget(page);
                    amdahl = chart;
                }
        QVERIFY(amdahl);
        settle();
        amdahl->flushRefresh();
        QVERIFY(!amdahl->refreshPending());
        // (a) The serving batch is no input of Amdahl's law.
        QVERIFY(s.set(Key::ServingBatch, s.integer(Key::ServingBatch) * 2));
        QVERIFY(!amdahl->refreshPending());
        // (b) The serial fraction is.
        QVERIFY(s.set(Key::TrainingSerialFraction, s.number(Key::TrainingSerialFraction) / 2));
        QVERIFY(amdahl->refreshPending());
    }

    void noChartMissesAChange_data()
    {
        QTest::addColumn<int>("page");
        Scenario s;
        MainWindow w(&s);
        for (int i = 0; i < w.pages().size(); ++i)
            QTest::newRow(qPrintable(w.pages().at(i)->objectName())) << i;
    }

    // (c) The safety net: a chart left stale is worse than a slow one.
    void noChartMissesAChange()
    {
        QFETCH(int, page);
        Scenario s;
        MainWindow w(&s);
        w.resize(1600, 1000);
        w.show();
        ViewPage *p = w.pages().at(page);
        w.tabs()->setCurrentWidget(p);
        settle();
        QStringList refused;
        for (const ParamSpec &spec : scenarioSchema()) {
            const QVariant before = s.value(spec.id);
            if (!s.set(spec.id, otherValue(spec, before, s.catalogue()))) {
                refused << spec.key;
                continue;
            }
            settle();
            for (ChartView *chart : p->charts()) {
                showByItsTab(p, chart);
                chart->flushRefresh();
                settle();
                const QString shown = fingerprint(chart, true);
                forceRefresh(chart);
                const QString forced = fingerprint(chart, true);
                QVERIFY2(forced == shown,
                         qPrintable(QStringLiteral("%1 stale after %2: %3")
                                        .arg(chart->exportName(), spec.key, firstDifference(shown, forced))));
                const std::unique_ptr<ChartView> fresh(chart->factory()(&s));
                fresh->resize(chart->size());
                fresh->flushRefresh();
                const QString made = fingerprint(fresh.get(), false), kept = fingerprint(chart, false);
                QVERIFY2(made == kept,
                         qPrintable(QStringLiteral("%1 differs from a new one after %2: %3")
                                        .arg(chart->exportName(), spec.key, firstDifference(kept, made))));
            }
        }
        // Keys held by a rule of the others (the GPU count is TP × PP × DP) may refuse the value tried; most
        // keys must have been changed.
        QVERIFY2(refused.size() * 10 < qsizetype(scenarioSchema().size()), qPrintable(refused.join(u' ')));
        // Every chart, as drawn, is the picture a forced refresh draws.
        for (ChartView *chart : p->charts()) {
            showByItsTab(p, chart);
            const QImage shown = chart->grab().toImage();
            forceRefresh(chart);
            QVERIFY2(chart->grab().toImage() == shown, qPrintable(chart->exportName()));
        }
    }
};

QTEST_MAIN(TestRefreshScheduler)
#include "tst_refreshscheduler.moc"
