// A/B comparison on the Choose page: the pinned scenario A drawn beside the live one B in the four cost
// charts and the cost of 1 000 requests, checked against the course's section 05 lines (choosetestutil.h)
// evaluated on A's and B's inputs.
#include "choosetestutil.h"
#include "comparison.h"
#include "costcumulativechart.h"
#include "costenergychart.h"
#include "costperthousandpanel.h"
#include "costsensitivitychart.h"
#include "costtotalschart.h"
#include "scenario.h"

#include <QGraphicsSimpleTextItem>
#include <QHeaderView>
#include <QLegend>
#include <QLegendMarker>
#include <QLogValueAxis>
#include <QTableWidget>
#include <QTest>
#include <QValueAxis>

using namespace infralab;
using namespace choosetest;

class TestChooseCompare : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    // A/B: A is the course (pinned), B the same with three times the requests. API and cloud scale with the
    // volume, on-premise and edge do not (course section 05).
    void pinnedTotalsStandBesideTheLive()
    {
        Scenario s;
        CostTotalsChart chart(&s);
        chart.resize(1000, 600); // room for each total with its letter
        chart.show();
        QCoreApplication::processEvents();
        chart.flushRefresh();
        QVERIFY(!series<QAbstractSeries>(chart, QStringLiteral("pinned-totals")));
        QVERIFY(pinThenSet(s, chart, Key::CostRequestsPerDay, 3 * ReqDay));
        // A's stacks are added before B's: Qt Charts puts them on the left of each category.
        const QList<QAbstractSeries *> all = chart.chart()->series();
        auto *pinnedBars = series<QAbstractSeries>(chart, QStringLiteral("pinned-totals"));
        QVERIFY(pinnedBars);
        QVERIFY(all.indexOf(pinnedBars) <
                all.indexOf(series<QAbstractSeries>(chart, QStringLiteral("totals"))));
        const double unit = chart.axisEuros();
        auto at = [&](const QString &set, int option) {
            QBarSet *b = barSet(chart, set);
            return b ? b->at(option) * unit : qQNaN();
        };
        QVERIFY_REL(at("pinned-usage", ApiCol), Api, 1e-12);
        QVERIFY_REL(at("usage", ApiCol), 3 * Api, 1e-12);
        QVERIFY_REL(at("pinned-usage", CloudCol), Cloud, 1e-12);
        QVERIFY_REL(at("usage", CloudCol), 3 * Cloud, 1e-12);
        QVERIFY_REL(at("pinned-staff", OnPremCol), 3 * 15000, 1e-12);
        QVERIFY_REL(at("staff", OnPremCol), 3 * 15000, 1e-12);
        QCOMPARE(barSet(chart, QStringLiteral("pinned-usage"))->brush().style(), Qt::BDiagPattern);
        // Totals above both bars, led by the scenario's name where it fits, else the value alone (the API's
        // narrow bars): 3 · 13 304.25 = 39 912.75 €.
        const QString labels = chart.markerTexts().join(u'|');
        QVERIFY2(labels.contains(QStringLiteral("13,304")), qPrintable(labels));
        QVERIFY2(labels.contains(QStringLiteral("39,913")), qPrintable(labels));
        QVERIFY2(labels.contains(QStringLiteral("Pinned: €51,328")), qPrintable(labels));
        QVERIFY2(plain(chart.noteText())
                     .remove(QChar(0x2060)) // the word joiners keeping "/day" whole
                     .contains(QStringLiteral("Requests per day 30,000 /day (current: 90,000 /day)")),
                 qPrintable(chart.noteText()));
        // The value axis covers the tallest of both: B's cloud, 3 · 51 328.125 €.
        auto *axis = qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Vertical).constFirst());
        QVERIFY(axis->max() * unit >= 3 * Cloud);

        s.comparison().unpin();
        chart.flushRefresh();
        QVERIFY(!chart.chart()->series().contains(pinnedBars));
        QVERIFY(!chart.markerTexts().join(u'|').contains(QStringLiteral("Pinned:")));
        QVERIFY(!plain(chart.noteText()).contains(QStringLiteral("Hatched")));
    }

    // A pinned at 100 000 requests a day, B at the course's 30 000, at an export's size: A's API total,
    // centred on a bar at the plot's left edge, once started against the y axis and read as one with its
    // "50". Every total keeps a gap from the axis.
    void totalsKeepClearOfTheValueAxis()
    {
        Scenario s;
        QVERIFY(s.set(Key::CostRequestsPerDay, 100000));
        CostTotalsChart chart(&s);
        chart.resize(1200, 750);
        chart.show();
        QCoreApplication::processEvents();
        QVERIFY(pinThenSet(s, chart, Key::CostRequestsPerDay, 30000));
        QCoreApplication::processEvents();
        const QRectF plot = chart.chart()->plotArea();
        const QStringList texts = chart.markerTexts();
        int checked = 0;
        for (QGraphicsItem *child : chart.chart()->childItems()) {
            auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(child);
            if (!text || !text->isVisible() || !texts.contains(text->text())) continue;
            const QRectF box = text->mapRectToParent(text->boundingRect());
            QVERIFY2(box.left() >= plot.left() + 5.5,
                     qPrintable(QStringLiteral("%1 starts %2 px right of the axis")
                                    .arg(text->text())
                                    .arg(box.left() - plot.left())));
            QVERIFY2(box.right() <= plot.right() + 0.5, qPrintable(text->text()));
            ++checked;
        }
        QCOMPARE(checked, 8); // A's and B's totals of the four options
    }

    void pinnedCumulativeIsDashed()
    {
        // A: 300 000 requests a day, where on-premise recovers its GPUs against the API within the horizon.
        Scenario s;
        QVERIFY(s.set(Key::CostRequestsPerDay, 300000.0));
        CostCumulativeChart chart(&s);
        chart.flushRefresh();
        auto *pinnedApi = series<QXYSeries>(chart, QStringLiteral("pinned-cumulative-api"));
        QVERIFY(pinnedApi && !pinnedApi->isVisible());
        s.comparison().pin();
        QVERIFY(s.apply({{Key::CostRequestsPerDay, ReqDay}, {Key::CostYears, 5.0}}));
        chart.flushRefresh();
        QVERIFY(pinnedApi->isVisible());
        QCOMPARE(pinnedApi->pen().style(), Qt::DashLine);
        QCOMPARE(pinnedApi->name(), QStringLiteral("API (pinned)"));
        QCOMPARE(series<QXYSeries>(chart, QStringLiteral("cumulative-api"))->name(),
                 QStringLiteral("API (current)"));
        // A is named in the note, not in the legend.
        QVERIFY(!chart.chart()->legend()->markers(pinnedApi).constFirst()->isVisible());
        // A ends at its own horizon, 36 months, with ten times the course's API bill; B at 60 months.
        QCOMPARE(pinnedApi->count(), 2);
        QCOMPARE(pinnedApi->at(1).x(), 36.0);
        QVERIFY_REL(pinnedApi->at(1).y() * chart.axisEuros(), 10 * Api, 1e-12);
        auto *liveApi = series<QXYSeries>(chart, QStringLiteral("cumulative-api"));
        QCOMPARE(liveApi->at(1).x(), 60.0);
        QVERIFY_REL(liveApi->at(1).y() * chart.axisEuros(), Api * 5 / 3, 1e-12);
        auto *months = qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Horizontal).constFirst());
        QCOMPARE(months->max(), 60.0);
        // A's break-even of on-premise against the API, as in cumulativeEndsAtTheTotals.
        const double month = 18000 / (0.000405 * 300000 * 365 / 12 - 58428.0 / 36);
        bool found = false;
        for (const QPointF &p : series<QXYSeries>(chart, QStringLiteral("pinned-break-even"))->points())
            found = found || std::abs(p.x() - month) < 1e-9;
        QVERIFY2(found, qPrintable(QString::number(month)));
        QVERIFY2(plain(chart.noteText())
                     .startsWith(QStringLiteral("Dashed lines and pale points: the pinned scenario, with")),
                 qPrintable(chart.noteText()));

        s.comparison().unpin();
        chart.flushRefresh();
        QVERIFY(!pinnedApi->isVisible());
        QCOMPARE(liveApi->name(), QStringLiteral("API"));
    }

    void pinnedSensitivityIsDashed()
    {
        Scenario s;
        CostSensitivityChart chart(&s);
        QVERIFY(pinThenSet(s, chart, Key::CostGpuEurPerHour, 5.0));
        auto *pinnedCloud = series<QXYSeries>(chart, QStringLiteral("pinned-yearly-cloud"));
        QVERIFY(pinnedCloud && pinnedCloud->isVisible() && pinnedCloud->count() > 10);
        QCOMPARE(pinnedCloud->pen().style(), Qt::DashLine);
        QVERIFY(!chart.chart()->legend()->markers(pinnedCloud).constFirst()->isVisible());
        // Cloud per year at r requests a day: r / 2 400 · 1.5 · 2.50 € · 365 for A, twice that for B.
        for (const QPointF &p : pinnedCloud->points())
            QVERIFY_REL(p.y() * chart.axisEuros(), p.x() / ReqPerGpuH * 1.5 * 2.5 * 365, 1e-9);
        for (const QPointF &p : series<QXYSeries>(chart, QStringLiteral("yearly-cloud"))->points())
            QVERIFY_REL(p.y() * chart.axisEuros(), p.x() / ReqPerGpuH * 1.5 * 5 * 365, 1e-9);
        // The same volume on both sides: one volume line, named once.
        const auto pinnedVolumeText = [&chart] {
            return plotTexts(chart).filter(QStringLiteral("Pinned volume")).join(u'|');
        };
        QVERIFY(!series<QXYSeries>(chart, QStringLiteral("pinned-current-volume"))->isVisible());
        QVERIFY2(pinnedVolumeText().isEmpty(), qPrintable(pinnedVolumeText()));
        QVERIFY(s.set(Key::CostRequestsPerDay, 1000.0));
        chart.flushRefresh();
        auto *pinnedVolume = series<QXYSeries>(chart, QStringLiteral("pinned-current-volume"));
        QVERIFY(pinnedVolume->isVisible() && pinnedVolume->count() == 2);
        QCOMPARE(pinnedVolume->at(0).x(), ReqDay);
        // A's volume named by its own text, A's number, not B's.
        QCOMPARE(pinnedVolumeText(),
                 QStringLiteral("Pinned volume: %1/day").arg(QLocale().toString(ReqDay, 'f', 0)));
        // The cost axis reaches the top of both: B's cloud at 10⁷ requests a day.
        auto *cost = qobject_cast<QLogValueAxis *>(chart.chart()->axes(Qt::Vertical).constFirst());
        QVERIFY(cost->max() * chart.axisEuros() >= 1e7 / ReqPerGpuH * 1.5 * 5 * 365);
        s.comparison().unpin();
        chart.flushRefresh();
        QVERIFY(!pinnedCloud->isVisible() && !pinnedVolume->isVisible());
        QVERIFY2(pinnedVolumeText().isEmpty(), qPrintable(pinnedVolumeText()));
    }

    void pinnedEnergyStandsBesideTheLive()
    {
        Scenario s;
        CostEnergyChart chart(&s);
        QVERIFY(pinThenSet(s, chart, Key::CostPue, 2.0));
        // On-premise: 8 760 h · 3 years · 0.5 kW · PUE, 13 140 kWh for A (PUE 1) and twice that for B.
        QBarSet *pinnedOnPrem = barSet(chart, QStringLiteral("pinned-energy-onprem"));
        QBarSet *liveOnPrem = barSet(chart, QStringLiteral("energy-onprem"));
        QVERIFY(pinnedOnPrem && liveOnPrem);
        QVERIFY_REL(liveOnPrem->at(OnPremCol) / pinnedOnPrem->at(OnPremCol), 2.0, 1e-12);
        QCOMPARE(pinnedOnPrem->brush().style(), Qt::BDiagPattern);
        const QString labels = plain(chart.markerTexts().join(u'|'));
        // Narrow bars give the value alone, attributed by the hatching and the legend's key.
        QVERIFY2(labels.contains(QStringLiteral("Pinned: 13.1 MWh")) ||
                     labels.split(u'|').contains(QStringLiteral("13.1 MWh")),
                 qPrintable(labels));
        QVERIFY2(labels.contains(QStringLiteral("Current: 26.3 MWh")) ||
                     labels.split(u'|').contains(QStringLiteral("26.3 MWh")),
                 qPrintable(labels));
        s.comparison().unpin();
        chart.flushRefresh();
        QVERIFY(!chart.chart()->series().contains(
            series<QAbstractSeries>(chart, QStringLiteral("pinned-energy"))));
        QVERIFY(!chart.markerTexts().join(u'|').contains(QStringLiteral("Pinned:")));
    }

    void pinnedTableShowsAAndTheChange()
    {
        Scenario s;
        CostPerThousandPanel panel(&s);
        panel.flushRefresh();
        auto *table = panel.findChild<QTableWidget *>(QStringLiteral("cost-per-1000"));
        QVERIFY(table);
        QCOMPARE(table->columnCount(), 3);
        QVERIFY(pinThenSet(s, panel, Key::CostRequestsPerDay, 3 * ReqDay));
        QCOMPARE(table->columnCount(), 5);
        QCOMPARE(table->horizontalHeaderItem(3)->text(), QStringLiteral("Per 1,000 (pinned)"));
        // On-premise costs the same in total; per 1 000 requests a third: 76 428 / (30 000 · 1 095) · 1 000
        // = 2.33 € for A, 0.776 € for B, −67 %.
        QCOMPARE(table->item(OnPremCol, 1)->text(), QStringLiteral(u"€76,428"));
        // Unchanged, so no change is printed beside it.
        QCOMPARE(table->item(OnPremCol, 2)->text(), QStringLiteral(u"€76,428"));
        QCOMPARE(table->item(OnPremCol, 3)->text(), QStringLiteral(u"€2.33"));
        const QString perThousandB = table->item(OnPremCol, 4)->text();
        QVERIFY2(perThousandB.startsWith(QStringLiteral(u"€0.776")), qPrintable(perThousandB));
        QVERIFY2(perThousandB.contains(ab::relativeChange(76428.0 / (ReqDay * Days) * 1000,
                                                          76428.0 / (3 * ReqDay * Days) * 1000)),
                 qPrintable(perThousandB));
        QVERIFY2(perThousandB.contains(QStringLiteral(u"−67")), qPrintable(perThousandB));
        // The API's total triples: +200 %.
        QVERIFY2(table->item(ApiCol, 2)->text().contains(QStringLiteral("+200")),
                 qPrintable(table->item(ApiCol, 2)->text()));
        // Later changes update the same cells.
        QTableWidgetItem *cell = table->item(ApiCol, 2);
        QVERIFY(s.set(Key::CostRequestsPerDay, 2 * ReqDay));
        panel.flushRefresh();
        QCOMPARE(table->item(ApiCol, 2), cell);
        QVERIFY2(cell->text().contains(QStringLiteral("+100")), qPrintable(cell->text()));

        s.comparison().unpin();
        panel.flushRefresh();
        QCOMPARE(table->columnCount(), 3);
        QCOMPARE(table->horizontalHeaderItem(2)->text(), QStringLiteral("Per 1,000 requests"));
        QCOMPARE(table->item(ApiCol, 2)->text(), QStringLiteral(u"€0.405"));
    }
};

QTEST_MAIN(TestChooseCompare)
#include "tst_choosecompare.moc"
