// Category labels too long for their room are shown broken onto lines, set once: a chart's new labels go on
// the axis already fitted, so that Qt Charts neither lays the long ones out nor elides them first (the step
// time chart beside a pinned A, at each step of a TP drag). Offscreen, on the Training tab's step-time chart.
#include "categoryfit.h"
#include "categorylines.h"
#include "comparison.h"
#include "scenario.h"
#include "steptimechart.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QSignalSpy>
#include <QTest>

using namespace infralab;

namespace {

void settle(StepTimeChart &chart)
{
    QCoreApplication::sendPostedEvents();
    chart.flushRefresh();
    QCoreApplication::sendPostedEvents();
}

QBarCategoryAxis *configAxis(StepTimeChart &chart)
{
    for (QAbstractAxis *axis : chart.chart()->axes(Qt::Vertical))
        if (auto *bars = qobject_cast<QBarCategoryAxis *>(axis)) return bars;
    return nullptr;
}

/// The chart's texts that Qt Charts elided ("…no tensor-par...").
QStringList elided(StepTimeChart &chart)
{
    QStringList texts;
    for (QGraphicsItem *item : chart.scene()->items())
        if (const auto *text = dynamic_cast<QGraphicsTextItem *>(item);
            text && text->isVisible() && text->toPlainText().endsWith(QStringLiteral("...")))
            texts << text->toPlainText();
    return texts;
}

} // namespace

class TestCategoryLines : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aLabelTooLongIsSetOnceOnItsLines()
    {
        // A: the course's 8 GPUs without tensor parallelism; B: TP 8 on 64 GPUs. Each category names A's
        // comparison beside B's ("Pinned: TP = 1: no tensor-parallel traffic to move"): wider than the room
        // beside a 900 px chart's plot.
        Scenario s;
        s.comparison().pin();
        QVERIFY(s.apply({{Key::TrainingGpus, 64}, {Key::TrainingTensorParallel, 8}}));
        StepTimeChart chart(&s);
        chart.resize(900, 420);
        chart.show();
        settle(chart);
        QBarCategoryAxis *axis = configAxis(chart);
        QVERIFY(axis);
        QCOMPARE(axis->count(), 2);

        const QFontMetricsF metrics(axis->labelsFont());
        const auto widest = [&](const QStringList &labels) {
            qreal most = 0;
            for (const QString &label : labels)
                for (const QString &line : label.split(QStringLiteral("<br>")))
                    most = std::max(most, metrics.horizontalAdvance(line));
            return most;
        };
        // Shown on more lines than set: the widest line as set did not fit beside the plot.
        const QStringList set = categoryfit::asSet(axis);
        QVERIFY2(axis->categories() != set, "no label needed breaking: the test proves nothing");
        QVERIFY(widest(axis->categories()) < widest(set));
        QCOMPARE(elided(chart), QStringList());

        // TP 4 on 32 GPUs: new labels, broken again.
        QSignalSpy changes(axis, &QBarCategoryAxis::categoriesChanged);
        QVERIFY(s.apply({{Key::TrainingGpus, 32}, {Key::TrainingTensorParallel, 4}}));
        settle(chart);
        const QStringList newSet = categoryfit::asSet(axis);
        QVERIFY(newSet.join(u'|').contains(QStringLiteral("TP 4")));
        QVERIFY(widest(axis->categories()) < widest(newSet));
        // One change of the axis, straight to the labels on their lines; set whole and then fitted, it was
        // two.
        QCOMPARE(changes.count(), 1);
        QCOMPARE(axis->categories(), categorylines::fitted(chart.chart(), axis, newSet));
        QCOMPARE(elided(chart), QStringList());
    }

    void noRoomBeforeTheFirstLayout()
    {
        // A chart never shown has no plot under which, nor width beside which, to fit: nothing is fitted.
        Scenario s;
        StepTimeChart chart(&s);
        auto *under = new QBarCategoryAxis, *beside = new QBarCategoryAxis;
        chart.chart()->addAxis(under, Qt::AlignBottom);
        chart.chart()->addAxis(beside, Qt::AlignLeft);
        const QStringList set{QStringLiteral("a label of several words")};
        QVERIFY(categorylines::fitted(chart.chart(), under, set).isEmpty());
        QVERIFY(categorylines::fitted(chart.chart(), beside, set).isEmpty());
    }
};

QTEST_MAIN(TestCategoryLines)
#include "tst_categorylines.moc"
