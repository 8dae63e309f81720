// The line every chart draws above its plot (widgets/common/chartheadline.h): a verdict that changes at a
// slider step but keeps its number of lines lays nothing of the chart out again, and a verdict too wide for
// the chart is broken at its words, never elided. Measured with the headline's own font.
#include "chartheadline.h"
#include "charttestutil.h"
#include "kvcachechart.h"
#include "languagetestutil.h"
#include "scenario.h"

#include <QChart>
#include <QFontMetricsF>
#include <QTest>

using namespace infralab;

namespace {

/// Counts the layouts asked of a chart: invalidating an activated QGraphicsLayout (a new title, margins,
/// axis label sizes…) posts one LayoutRequest to the chart, and ChartView lays the chart out at once after
/// it.
class LayoutRequests : public QObject
{
public:
    explicit LayoutRequests(QObject *chart) { chart->installEventFilter(this); }
    int count = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::LayoutRequest) ++count;
        return false;
    }
};

} // namespace

class TestChartHeadline : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aNewVerdictOnAsManyLinesLaysNothingOut()
    {
        // The KV-cache verdict carries the memory the batch needs ("Fits: 31.1 GB of 72 GB usable; batch up
        // to 237"): one more request changes its number, not its lines, nor the axis (the device's memory
        // sets its end) or the legend.
        Scenario s;
        KvCacheChart chart(&s);
        charttest::layOut(chart, QSize(900, 560));
        QCoreApplication::sendPostedEvents();
        const ChartHeadline *headline = chart.headlineItem();
        const QString before = headline->text();
        const qsizetype lines = headline->shownLines().size();
        QVERIFY2(before.contains(QStringLiteral("Fits")), qPrintable(before));
        LayoutRequests layouts(chart.chart());
        QVERIFY(s.set(Key::ServingBatch, s.integer(Key::ServingBatch) + 1));
        chart.flushRefresh();
        QCoreApplication::sendPostedEvents();
        QVERIFY2(headline->text() != before, qPrintable(headline->text()));
        QCOMPARE(headline->shownLines().size(), lines);
        QCOMPARE(layouts.count, 0);

        // The count sees a layout: a pinned scenario adds a line under the verdict, and the plot gives it
        // the room.
        const qreal top = chart.chart()->plotArea().top();
        s.comparison().pin();
        chart.flushRefresh();
        QCoreApplication::sendPostedEvents();
        QCOMPARE(headline->shownLines().size(), lines + 1);
        QVERIFY(layouts.count >= 1);
        QVERIFY(chart.chart()->plotArea().top() > top);
    }

    void aLongVerdictIsBrokenAtItsWordsNotElided()
    {
        // French at the laptop's largest zoom (152 %) on a narrow chart: Qt Charts' own title elided the
        // KV-cache verdict ("Tient : 31,1 Go sur 72 Go utilisables ; batch jusqu'à ...").
        const auto french = languagetest::frenchForThisTest();
        Scenario s;
        KvCacheChart chart(&s);
        chart.setZoom(1.52);
        charttest::layOut(chart, QSize(520, 420));
        QCoreApplication::sendPostedEvents();
        const ChartHeadline *headline = chart.headlineItem();
        const QString verdict = headline->text();
        QVERIFY2(verdict.startsWith(QStringLiteral("Tient")), qPrintable(verdict));
        const QFontMetricsF metrics(headline->font());
        const QRectF chartRect = chart.chart()->rect();
        QVERIFY(metrics.horizontalAdvance(verdict) > chartRect.width()); // one line would not fit
        const QStringList shown = headline->shownLines();
        QVERIFY2(shown.size() >= 2, qPrintable(shown.join(u'|')));
        for (const QString &line : shown) {
            QVERIFY2(!line.endsWith(u'…') && !line.endsWith(QStringLiteral("...")), qPrintable(line));
            QVERIFY2(metrics.horizontalAdvance(line) <= chartRect.width(), qPrintable(line));
        }
        // Every word drawn, in order: broken at spaces only.
        QCOMPARE(shown.join(u' '), verdict);
        // Inside the chart, above the plot.
        const QRectF box = headline->mapRectToParent(headline->boundingRect());
        QVERIFY2(chartRect.contains(box),
                 qPrintable(QStringLiteral("%1 %2").arg(box.left()).arg(box.right())));
        QVERIFY(box.bottom() <= chart.chart()->plotArea().top());
    }
};

QTEST_MAIN(TestChartHeadline)
#include "tst_chartheadline.moc"
