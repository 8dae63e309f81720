// Amdahl's chart without serial work (s = 0, the serial fraction slider at its left end): the speedup is the
// GPU count itself, there is no ceiling to draw, and nothing is put where the log axis cannot take it.
#include "amdahlchart.h"
#include "charttestutil.h"
#include "scenario.h"

#include <QRegularExpression>
#include <QTest>
#include <QXYSeries>

using namespace infralab;
using charttest::series;

class TestAmdahlChart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void withoutSerialWorkTheSpeedupIsTheGpuCount()
    {
        // Qt warns "Logarithms of zero and negative values are undefined." of a point at 0 on a log axis.
        QTest::failOnWarning(QRegularExpression(QStringLiteral("[Ll]ogarithm")));
        Scenario s;
        QVERIFY(s.set(Key::TrainingSerialFraction, 0.0));
        AmdahlChart chart(&s);
        QVERIFY(charttest::shownAt(chart, {900, 600}));
        const auto *amdahl = series<QXYSeries>(chart, QStringLiteral("amdahl"));
        QVERIFY(amdahl && amdahl->count() > 2);
        // S(n) = 1 / (s + (1 − s)/n) = n at s = 0, at every point drawn (relative tolerance 1e-9).
        for (const QPointF &p : amdahl->points())
            QVERIFY2(std::abs(p.y() - p.x()) <= 1e-9 * p.x(),
                     qPrintable(QStringLiteral("%1, %2").arg(p.x()).arg(p.y())));
        const auto *ceiling = series<QXYSeries>(chart, QStringLiteral("ceiling"));
        QVERIFY(ceiling);
        QVERIFY(!ceiling->isVisible());
        for (const QPointF &p : ceiling->points())
            QVERIFY(p.y() > 0);
    }
};

QTEST_MAIN(TestAmdahlChart)
#include "tst_amdahlchart.moc"
