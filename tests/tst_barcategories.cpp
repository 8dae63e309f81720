// Issue 12: the layout makes room for a bar chart's category labels, never breaks them. In the window, at
// 1366×768, 1920×1080, in presentation mode and at the laptop's largest zoom (152 %), in French and English,
// with and without a scenario pinned, every category label under a plot is shown on its lines as the chart
// set them ("On-premise" whole, not "On-" over "premise"; "ZeRO-1" over "fits on 8") and each line fits the
// share Qt Charts gives it, so that it is not elided either. The Training memory chart with A pinned, and in
// French at 152 %, does not yet (below).
#include "categoryfit.h"
#include "chartview.h"
#include "language.h"
#include "mainwindow.h"
#include "pinnedcomparison.h"
#include "scenario.h"
#include "zoomfont.h"

#include <QAction>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QChart>
#include <QDeadlineTimer>
#include <QDir>
#include <QDockWidget>
#include <QFontMetricsF>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

#include <fstream>

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
        const QStringList set = categoryfit::asSet(bars), shown = bars->categories();
        if (shown != set)
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

/// The View menu's Zoom in, found by its shortcut (Ctrl +).
QAction *zoomInAction(QMainWindow *window)
{
    for (QAction *a : window->findChildren<QAction *>())
        if (a->shortcuts().contains(QKeySequence(QKeySequence::ZoomIn))) return a;
    return nullptr;
}

} // namespace

class TestBarCategories : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_font = QApplication::font();
    }
    void init()
    {
        QApplication::setFont(m_font);
        zoomfont::setZoom(1.0);
        QSettings().remove(QStringLiteral("window/zoom"));
    }

    void everyCategoryWhole_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("presentation");
        QTest::addColumn<bool>("mostZoom");
        QTest::addColumn<bool>("pinned");
        struct Mode
        {
            const char *name;
            QSize size;
            bool presentation, mostZoom;
        };
        const Mode modes[] = {{"laptop", {1366, 768}, false, false},
                              {"desk", {1920, 1080}, false, false},
                              {"presentation", {1920, 1080}, true, false},
                              {"laptop-presentation", {1366, 768}, true, false},
                              {"laptop-zoom-most", {1366, 768}, false, true}};
        for (const char *lang : {"en", "fr"})
            for (const Mode &m : modes)
                for (const bool pinned : {false, true})
                    QTest::addRow("%s-%s%s", m.name, lang, pinned ? "-pinned" : "")
                        << QString::fromLatin1(lang) << m.size << m.presentation << m.mostZoom << pinned;
    }

    void everyCategoryWhole()
    {
        QFETCH(QString, lang);
        QFETCH(QSize, size);
        QFETCH(bool, presentation);
        QFETCH(bool, mostZoom);
        QFETCH(bool, pinned);
        language::install(lang);
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
        auto *formulas = w.findChild<QDockWidget *>(QStringLiteral("formulas"));
        if (size.width() >= 1700) w.addDockWidget(Qt::RightDockWidgetArea, formulas);
        const QPoint origin = size.width() < 1920 ? QPoint(1920, 0) : QPoint(0, 0);
        w.show();
        w.setGeometry(QRect(origin, size));
        if (presentation) {
            w.setPresentation(true);
            w.setGeometry(QRect(origin, size));
        }
        if (mostZoom) {
            QAction *zoomIn = zoomInAction(&w);
            QVERIFY(zoomIn);
            for (qreal before = 0; w.zoom() != before;) {
                before = w.zoom();
                zoomIn->trigger();
            }
            QVERIFY(w.zoom() >= 1.5);
        }
        QTest::qWait(200); // the docks take the new font's sizes
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
        // Not yet: the Training memory chart's seven shares cannot hold A's line ("Pinned: none ≤ 16,384") in
        // the page's one column, nor "tient sur 8" at 152 %; it still breaks them at their spaces (and
        // "ZeRO-" over "1" with both). Its bars laid horizontally, categories beside the plot, would.
        if (pinned || (mostZoom && lang == u"fr"))
            QEXPECT_FAIL("", "Training memory chart: categories too wide for its one column", Continue);
        QVERIFY(memoryProblems.isEmpty());
        // The Training memory chart and the Choose tab's totals and energy: none left out by the search.
        QVERIFY(judged >= 3);
    }

private:
    QFont m_font;
};

int main(int argc, char **argv)
{
    // As tst_layoutfit: a classroom's 1920×1080 screen and a 1366×768 laptop's beside it.
    const QByteArray config = QDir::tempPath().toUtf8() + "/infralab-barcategories-screen.json";
    std::ofstream(config.toStdString())
        << R"({"windowFrameMargins": false, "screens": [{"name": "classroom", "x": 0, "y": 0, "width": 1920,
              "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
              {"name": "laptop", "x": 1920, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96,
              "logicalBaseDpi": 96, "dpr": 1}]})";
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config);
    QApplication app(argc, argv);
    TestBarCategories test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_barcategories.moc"
