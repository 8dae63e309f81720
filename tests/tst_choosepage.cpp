// The Choose page against the course's section 05: its inputs are written out here and the expected numbers
// derived from them with the course's own lines (api = …, cloud = …, onprem = …, edge = …).
#include "choosepage.h"
#include "comparison.h"
#include "costcriteria.h"
#include "costcumulativechart.h"
#include "costenergychart.h"
#include "costsensitivitychart.h"
#include "costtotalschart.h"
#include "figures.h"
#include "scenario.h"
#include "testutil.h"

#include <QAbstractBarSeries>
#include <QHeaderView>
#include <QLegend>
#include <QLegendMarker>
#include <QBarSet>
#include <QCheckBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTest>
#include <QLogValueAxis>
#include <QValueAxis>
#include <QXYSeries>

using namespace infralab;

namespace {
// Course section 05, line for line.
constexpr double ReqDay = 30000, TokIn = 1500, TokOut = 300, Days = 3 * 365;
constexpr double Api = (0.15 * TokIn + 0.6 * TokOut) / 1e6 * ReqDay * Days;
constexpr double ReqPerGpuH = 3600 * 8 / 12;
constexpr double GpuHours = ReqDay / ReqPerGpuH * 1.5;
constexpr double Cloud = GpuHours * 2.5 * Days;
constexpr double OnPrem = 2 * 9000 + 3 * 12 * 300 + 3 * 8760 * 0.5 * 0.2 + 3 * 15000;
constexpr double Edge = 200 * 400 + 200 * 3 * 20;
// Column of each option in the charts: the course's order.
enum
{
    ApiCol,
    CloudCol,
    OnPremCol,
    EdgeCol
};

template <typename T> T *series(ChartView &chart, const QString &name)
{
    for (QAbstractSeries *s : chart.chart()->series())
        if (s->objectName() == name) return qobject_cast<T *>(s);
    return nullptr;
}

QBarSet *barSet(ChartView &chart, const QString &name)
{
    for (QAbstractSeries *s : chart.chart()->series())
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(s))
            for (QBarSet *set : bars->barSets())
                if (set->objectName() == name) return set;
    return nullptr;
}

QStringList nonFiniteValues(ChartView &chart)
{
    QStringList bad;
    for (QAbstractSeries *s : chart.chart()->series()) {
        if (auto *xy = qobject_cast<QXYSeries *>(s))
            for (const QPointF &p : xy->points())
                if (!std::isfinite(p.x()) || !std::isfinite(p.y())) bad << s->objectName();
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(s))
            for (QBarSet *set : bars->barSets())
                for (int i = 0; i < set->count(); ++i)
                    if (!std::isfinite(set->at(i))) bad << set->objectName();
    }
    return bad;
}

/// The note with its no-break spaces and hyphens made ordinary, to compare with plain sentences.
QString plain(QString text)
{
    return text.replace(QChar(0x00A0), u' ').replace(QChar(0x2011), u'-');
}

/// Text a person reads on the chart: no raw exponent, no NaN, no infinity.
bool readable(const QString &text)
{
    static const QRegularExpression bad(QStringLiteral("\\b(nan|inf|n/a)\\b|\\d[eE][+-]?\\d"),
                                        QRegularExpression::CaseInsensitiveOption);
    return !bad.match(text).hasMatch();
}
} // namespace

class TestChoosePage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void totalsStackTheCourseComponents()
    {
        Scenario s;
        CostTotalsChart chart(&s);
        chart.flushRefresh();
        QCOMPARE(chart.exportName(), QStringLiteral("cost-totals"));
        const double unit = chart.axisEuros();
        auto at = [&](const char *component, int option) {
            QBarSet *set = barSet(chart, QString::fromLatin1(component));
            return set ? set->at(option) * unit : qQNaN();
        };
        QVERIFY_REL(at("hardware", OnPremCol), 2 * 9000, 1e-12);
        QVERIFY_REL(at("hosting", OnPremCol), 3 * 12 * 300, 1e-12);
        QVERIFY_REL(at("energy", OnPremCol), 3 * 8760 * 0.5 * 0.2, 1e-12);
        QVERIFY_REL(at("staff", OnPremCol), 3 * 15000, 1e-12);
        QVERIFY_REL(at("hardware", EdgeCol), 200 * 400, 1e-12);
        QVERIFY_REL(at("maintenance", EdgeCol), 200 * 3 * 20, 1e-12);
        QVERIFY_REL(at("usage", ApiCol), Api, 1e-12);
        QVERIFY_REL(Api, 13304.25, 1e-12);
        QVERIFY_REL(at("usage", CloudCol), Cloud, 1e-12);
        QVERIFY_REL(Cloud, 51328.125, 1e-12);
        QCOMPARE(at("usage", OnPremCol), 0.0);
        // Totals on top of the bars, as the course prints them.
        const QStringList labels = chart.markerTexts();
        for (const char *total : {"13,304", "51,328", "76,428", "92,000"})
            QVERIFY2(labels.join(u'|').contains(QString::fromLatin1(total)), qPrintable(labels.join(u'|')));
    }

    void criteriaAreBoundAndExported()
    {
        Scenario s;
        CostCriteria criteria(&s);
        CostTotalsChart chart(&s);
        chart.flushRefresh();
        QCOMPARE(CostCriteria::criteria().size(), 8);
        QVERIFY(chart.noteText().contains(QStringLiteral(u"\u2610\u00A0Confidentiality")));
        auto *box = criteria.findChild<QCheckBox *>(QStringLiteral("choose.confidentiality"));
        QVERIFY(box && !box->isChecked());
        box->click();
        QCOMPARE(s.flag(QStringLiteral("choose.confidentiality")), true);
        chart.flushRefresh();
        QVERIFY2(chart.noteText().contains(QStringLiteral(u"\u2611\u00A0Confidentiality")),
                 qPrintable(chart.noteText()));
        // And back from the scenario (a file loaded, undo).
        QVERIFY(s.set(QStringLiteral("choose.regulation"), true));
        QVERIFY(criteria.findChild<QCheckBox *>(QStringLiteral("choose.regulation"))->isChecked());
    }

    void cumulativeEndsAtTheTotals()
    {
        Scenario s;
        CostCumulativeChart chart(&s);
        chart.flushRefresh();
        const QStringList ids = {"api", "cloud", "onprem", "edge"};
        const double totals[] = {Api, Cloud, OnPrem, Edge};
        for (int i = 0; i < ids.size(); ++i) {
            auto *line = series<QXYSeries>(chart, QString(QStringLiteral("cumulative-") + ids.at(i)));
            QVERIFY(line && line->count() == 2);
            QCOMPARE(line->at(1).x(), 36.0);
            QVERIFY_REL(line->at(1).y() * chart.axisEuros(), totals[i], 1e-12);
        }
        // No break-even within the course's three years; edge catches up with on-premise at month 48.
        QCOMPARE(series<QXYSeries>(chart, QStringLiteral("break-even"))->count(), 0);
        QVERIFY2(plain(chart.noteText()).contains(QStringLiteral("On-premise = Edge at month 48.1")),
                 qPrintable(chart.noteText()));

        // At 300 000 requests a day on-premise recovers its 18 000 € of GPUs against the API: by hand,
        // 18 000 / (0.000405 · 300 000 · 365/12 − 58 428/36) months.
        QVERIFY(s.set(QStringLiteral("cost.requests_per_day"), 300000.0));
        chart.flushRefresh();
        auto *points = series<QXYSeries>(chart, QStringLiteral("break-even"));
        const double month = 18000 / (0.000405 * 300000 * 365 / 12 - 58428.0 / 36);
        bool found = false;
        for (const QPointF &p : points->points())
            found = found || std::abs(p.x() - month) < 1e-9;
        QVERIFY2(found, qPrintable(QString::number(month)));
    }

    void sensitivityMarksCrossoversAndSaysWhenNone()
    {
        Scenario s;
        CostSensitivityChart chart(&s);
        chart.flushRefresh();
        QCOMPARE(chart.exportName(), QStringLiteral("cost-sensitivity"));
        auto *crossings = series<QXYSeries>(chart, QStringLiteral("crossovers"));
        QVERIFY(crossings);
        // API = on-premise where 0.000405 €/request · r · 365 = 76 428 / 3.
        const double apiOnPrem = 76428.0 / 3 / (0.000405 * 365);
        bool found = false;
        for (const QPointF &p : crossings->points())
            if (std::abs(p.x() / apiOnPrem - 1) < 1e-9) {
                found = true;
                QVERIFY_REL(p.y() * chart.axisEuros(), 76428.0 / 3, 1e-9);
            }
        QVERIFY2(found, qPrintable(QString::number(apiOnPrem)));
        QCOMPARE(crossings->count(), 4); // every pair but API/cloud and on-premise/edge
        QVERIFY2(chart.markerTexts().join(u'|').contains(QStringLiteral("172,339/day")),
                 qPrintable(chart.markerTexts().join(u'|')));
        const QString note = plain(chart.noteText());
        QVERIFY2(
            note.contains(QStringLiteral("API and GPU cloud never cross: both grow linearly with volume")),
            qPrintable(note));
        // What would change it: a batch above 1.5 · 2.5 · 12 / (3600 · 0.000405) ≈ 30.9.
        QVERIFY2(note.contains(QStringLiteral("batch above 30.9")), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("On-premise and Edge never cross")), qPrintable(note));

        // A batch of 64 makes GPU cloud cheaper than the API at every volume: still no crossing, other
        // verdict.
        QVERIFY(s.set(QStringLiteral("cost.batch"), 64.0));
        chart.flushRefresh();
        QVERIFY2(plain(chart.noteText()).contains(QStringLiteral("GPU cloud stays cheaper at every volume")),
                 qPrintable(chart.noteText()));
    }

    void deriveButtonTakesTheServingBatch()
    {
        Scenario s;
        ChoosePage page(&s);
        page.flushRefresh();
        QVERIFY(page.deriveButton()->isEnabled());
        page.deriveButton()->click();
        QCOMPARE(s.number(QStringLiteral("cost.batch")), double(s.integer(QStringLiteral("serving.batch"))));
        QCOMPARE(s.number(QStringLiteral("cost.batch")), 64.0);
        const ServingPoint p = servingPoint(s.servingInputs(), 64);
        QVERIFY_REL(s.number(QStringLiteral("cost.latency_s")), p.latency, 1e-12);

        // A batch whose KV cache does not fit has no latency to derive.
        QVERIFY(s.set(QStringLiteral("serving.batch"), 1024));
        page.flushRefresh();
        QVERIFY(!page.deriveButton()->isEnabled());
    }

    void pageKeysAndTable()
    {
        Scenario s;
        ChoosePage page(&s);
        page.flushRefresh();
        QCOMPARE(page.pageTitle(), QStringLiteral("Choose"));
        QCOMPARE(page.charts().size(), 4);
        for (const QString &key : page.controlKeys())
            QVERIFY2(findParam(key), qPrintable(key));
        QVERIFY(page.controlKeys().contains(QStringLiteral("serving.prompt_tokens")));
        QStringList figureKeys;
        for (const Figure &f : computeFigures(s))
            figureKeys << f.key;
        for (const QString &key : page.headlineKeys())
            QVERIFY2(figureKeys.contains(key), qPrintable(key));
        // Cost of 1 000 requests = total / (30 000 · 1 095) · 1 000: 0.405 € for the API.
        QCOMPARE(page.perThousandTable()->rowCount(), 4);
        QCOMPARE(page.perThousandTable()->item(ApiCol, 2)->text(), QStringLiteral(u"0.405\u00A0€"));
        QCOMPARE(page.perThousandTable()->item(CloudCol, 2)->text(), QStringLiteral(u"1.56\u00A0€"));
        page.resize(800, 600); // one column
        page.resize(1400, 900);
    }

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
        QVERIFY(!series<QAbstractSeries>(chart, QStringLiteral("totals-a")));
        s.pin();
        QVERIFY(s.set(QStringLiteral("cost.requests_per_day"), 3 * ReqDay));
        chart.flushRefresh();
        // A's stacks are added before B's: Qt Charts puts them on the left of each category.
        const QList<QAbstractSeries *> all = chart.chart()->series();
        auto *pinnedBars = series<QAbstractSeries>(chart, QStringLiteral("totals-a"));
        QVERIFY(pinnedBars);
        QVERIFY(all.indexOf(pinnedBars) < all.indexOf(series<QAbstractSeries>(chart, QStringLiteral("totals"))));
        const double unit = chart.axisEuros();
        auto at = [&](const QString &set, int option) {
            QBarSet *b = barSet(chart, set);
            return b ? b->at(option) * unit : qQNaN();
        };
        QVERIFY_REL(at("usage-a", ApiCol), Api, 1e-12);
        QVERIFY_REL(at("usage", ApiCol), 3 * Api, 1e-12);
        QVERIFY_REL(at("usage-a", CloudCol), Cloud, 1e-12);
        QVERIFY_REL(at("usage", CloudCol), 3 * Cloud, 1e-12);
        QVERIFY_REL(at("staff-a", OnPremCol), 3 * 15000, 1e-12);
        QVERIFY_REL(at("staff", OnPremCol), 3 * 15000, 1e-12);
        QCOMPARE(barSet(chart, QStringLiteral("usage-a"))->brush().style(), Qt::BDiagPattern);
        // Totals above both bars, each led by its letter: 3 · 13 304.25 = 39 912.75 €.
        const QString labels = chart.markerTexts().join(u'|');
        QVERIFY2(labels.contains(QStringLiteral("A: 13,304")), qPrintable(labels));
        QVERIFY2(labels.contains(QStringLiteral("B: 39,913")), qPrintable(labels));
        QVERIFY2(plain(chart.noteText()).contains(QStringLiteral("Requests per day 30,000 /day (B: 90,000 /day)")),
                 qPrintable(chart.noteText()));
        // The value axis covers the tallest of both: B's cloud, 3 · 51 328.125 €.
        auto *axis = qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Vertical).constFirst());
        QVERIFY(axis->max() * unit >= 3 * Cloud);

        s.unpin();
        chart.flushRefresh();
        QVERIFY(!chart.chart()->series().contains(pinnedBars));
        QVERIFY(!chart.markerTexts().join(u'|').contains(QStringLiteral("A:")));
        QVERIFY(!plain(chart.noteText()).contains(QStringLiteral("Hatched")));
    }

    void pinnedCumulativeIsDashed()
    {
        // A: 300 000 requests a day, where on-premise recovers its GPUs against the API within the horizon.
        Scenario s;
        QVERIFY(s.set(QStringLiteral("cost.requests_per_day"), 300000.0));
        CostCumulativeChart chart(&s);
        chart.flushRefresh();
        auto *pinnedApi = series<QXYSeries>(chart, QStringLiteral("cumulative-api-a"));
        QVERIFY(pinnedApi && !pinnedApi->isVisible());
        s.pin();
        QVERIFY(s.apply({{QStringLiteral("cost.requests_per_day"), ReqDay}, {QStringLiteral("cost.years"), 5.0}}));
        chart.flushRefresh();
        QVERIFY(pinnedApi->isVisible());
        QCOMPARE(pinnedApi->pen().style(), Qt::DashLine);
        QCOMPARE(pinnedApi->name(), QStringLiteral("API (A)"));
        QCOMPARE(series<QXYSeries>(chart, QStringLiteral("cumulative-api"))->name(), QStringLiteral("API (B)"));
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
        for (const QPointF &p : series<QXYSeries>(chart, QStringLiteral("break-even-a"))->points())
            found = found || std::abs(p.x() - month) < 1e-9;
        QVERIFY2(found, qPrintable(QString::number(month)));
        QVERIFY2(plain(chart.noteText()).startsWith(QStringLiteral("Dashed lines and pale points: A, with")),
                 qPrintable(chart.noteText()));

        s.unpin();
        chart.flushRefresh();
        QVERIFY(!pinnedApi->isVisible());
        QCOMPARE(liveApi->name(), QStringLiteral("API"));
    }

    void pinnedSensitivityIsDashed()
    {
        Scenario s;
        CostSensitivityChart chart(&s);
        s.pin();
        QVERIFY(s.set(QStringLiteral("cost.gpu_eur_per_hour"), 5.0));
        chart.flushRefresh();
        auto *pinnedCloud = series<QXYSeries>(chart, QStringLiteral("yearly-cloud-a"));
        QVERIFY(pinnedCloud && pinnedCloud->isVisible() && pinnedCloud->count() > 10);
        QCOMPARE(pinnedCloud->pen().style(), Qt::DashLine);
        QVERIFY(!chart.chart()->legend()->markers(pinnedCloud).constFirst()->isVisible());
        // Cloud per year at r requests a day: r / 2 400 · 1.5 · 2.50 € · 365 for A, twice that for B.
        for (const QPointF &p : pinnedCloud->points())
            QVERIFY_REL(p.y() * chart.axisEuros(), p.x() / ReqPerGpuH * 1.5 * 2.5 * 365, 1e-9);
        for (const QPointF &p : series<QXYSeries>(chart, QStringLiteral("yearly-cloud"))->points())
            QVERIFY_REL(p.y() * chart.axisEuros(), p.x() / ReqPerGpuH * 1.5 * 5 * 365, 1e-9);
        // The same volume on both sides: one volume line.
        QVERIFY(!series<QXYSeries>(chart, QStringLiteral("current-volume-a"))->isVisible());
        QVERIFY(s.set(QStringLiteral("cost.requests_per_day"), 1000.0));
        chart.flushRefresh();
        auto *pinnedVolume = series<QXYSeries>(chart, QStringLiteral("current-volume-a"));
        QVERIFY(pinnedVolume->isVisible() && pinnedVolume->count() == 2);
        QCOMPARE(pinnedVolume->at(0).x(), ReqDay);
        // The cost axis reaches the top of both: B's cloud at 10⁷ requests a day.
        auto *cost = qobject_cast<QLogValueAxis *>(chart.chart()->axes(Qt::Vertical).constFirst());
        QVERIFY(cost->max() * chart.axisEuros() >= 1e7 / ReqPerGpuH * 1.5 * 5 * 365);
        s.unpin();
        chart.flushRefresh();
        QVERIFY(!pinnedCloud->isVisible() && !pinnedVolume->isVisible());
    }

    void pinnedEnergyStandsBesideTheLive()
    {
        Scenario s;
        CostEnergyChart chart(&s);
        s.pin();
        QVERIFY(s.set(QStringLiteral("cost.pue"), 2.0));
        chart.flushRefresh();
        // On-premise: 8 760 h · 3 years · 0.5 kW · PUE, 13 140 kWh for A (PUE 1) and twice that for B.
        QBarSet *pinnedOnPrem = barSet(chart, QStringLiteral("energy-onprem-a"));
        QBarSet *liveOnPrem = barSet(chart, QStringLiteral("energy-onprem"));
        QVERIFY(pinnedOnPrem && liveOnPrem);
        QVERIFY_REL(liveOnPrem->at(OnPremCol) / pinnedOnPrem->at(OnPremCol), 2.0, 1e-12);
        QCOMPARE(pinnedOnPrem->brush().style(), Qt::BDiagPattern);
        const QString labels = plain(chart.markerTexts().join(u'|'));
        QVERIFY2(labels.contains(QStringLiteral("A: 13.1 MWh")), qPrintable(labels));
        QVERIFY2(labels.contains(QStringLiteral("B: 26.3 MWh")), qPrintable(labels));
        s.unpin();
        chart.flushRefresh();
        QVERIFY(!chart.chart()->series().contains(series<QAbstractSeries>(chart, QStringLiteral("energy-a"))));
        QVERIFY(!chart.markerTexts().join(u'|').contains(QStringLiteral("A:")));
    }

    void pinnedTableShowsAAndTheChange()
    {
        Scenario s;
        ChoosePage page(&s);
        page.flushRefresh();
        QTableWidget *table = page.perThousandTable();
        QCOMPARE(table->columnCount(), 3);
        s.pin();
        QVERIFY(s.set(QStringLiteral("cost.requests_per_day"), 3 * ReqDay));
        page.flushRefresh();
        QCOMPARE(table->columnCount(), 5);
        QCOMPARE(table->horizontalHeaderItem(3)->text(), QStringLiteral("Per 1,000, A"));
        // On-premise costs the same in total; per 1 000 requests a third: 76 428 / (30 000 · 1 095) · 1 000
        // = 2.33 € for A, 0.776 € for B, −67 %.
        QCOMPARE(table->item(OnPremCol, 1)->text(), QStringLiteral(u"76,428\u00A0€"));
        // Unchanged, so no change is printed beside it.
        QCOMPARE(table->item(OnPremCol, 2)->text(), QStringLiteral(u"76,428\u00A0€"));
        QCOMPARE(table->item(OnPremCol, 3)->text(), QStringLiteral(u"2.33\u00A0€"));
        const QString perThousandB = table->item(OnPremCol, 4)->text();
        QVERIFY2(perThousandB.startsWith(QStringLiteral(u"0.776\u00A0€")), qPrintable(perThousandB));
        QVERIFY2(perThousandB.contains(ab::relativeChange(76428.0 / (ReqDay * Days) * 1000,
                                                          76428.0 / (3 * ReqDay * Days) * 1000)),
                 qPrintable(perThousandB));
        QVERIFY2(perThousandB.contains(QStringLiteral(u"−67")), qPrintable(perThousandB));
        // The API's total triples: +200 %.
        QVERIFY2(table->item(ApiCol, 2)->text().contains(QStringLiteral("+200")),
                 qPrintable(table->item(ApiCol, 2)->text()));
        // Later changes update the same cells.
        QTableWidgetItem *cell = table->item(ApiCol, 2);
        QVERIFY(s.set(QStringLiteral("cost.requests_per_day"), 2 * ReqDay));
        page.flushRefresh();
        QCOMPARE(table->item(ApiCol, 2), cell);
        QVERIFY2(cell->text().contains(QStringLiteral("+100")), qPrintable(cell->text()));

        s.unpin();
        page.flushRefresh();
        QCOMPARE(table->columnCount(), 3);
        QCOMPARE(table->horizontalHeaderItem(2)->text(), QStringLiteral("Per 1,000 requests"));
        QCOMPARE(table->item(ApiCol, 2)->text(), QStringLiteral(u"0.405\u00A0€"));
    }

    void noNonFiniteValues_data()
    {
        QTest::addColumn<QStringList>("assignments");
        QTest::newRow("course") << QStringList{};
        QTest::newRow("no requests") << QStringList{"cost.requests_per_day=0"};
        QTest::newRow("free API, free GPU") << QStringList{
            "cost.api_input_eur_per_mtok=0", "cost.api_output_eur_per_mtok=0", "cost.gpu_eur_per_hour=0"};
        QTest::newRow("nothing local")
            << QStringList{"cost.onprem_gpus=0", "cost.hosting_eur_per_month=0", "cost.power_kw=0",
                           "cost.ops_fte=0",     "cost.edge_devices=0",          "cost.grid_gco2_per_kwh=0"};
        QTest::newRow("huge") << QStringList{"cost.requests_per_day=1000000000000", "cost.years=50"};
        QTest::newRow("tiny") << QStringList{"cost.requests_per_day=1", "cost.years=0.1"};
    }
    void noNonFiniteValues()
    {
        QFETCH(QStringList, assignments);
        Scenario s;
        QVERIFY(s.applyAssignments(assignments));
        ChoosePage page(&s);
        page.resize(1400, 1000);
        page.show();
        QCoreApplication::processEvents();
        auto check = [&page] {
            page.flushRefresh();
            for (ChartView *chart : page.charts()) {
                chart->flushRefresh();
                QVERIFY2(nonFiniteValues(*chart).isEmpty(), qPrintable(nonFiniteValues(*chart).join(u',')));
                auto *cost = static_cast<CostChart *>(chart);
                const QStringList texts = QStringList(cost->markerTexts()) << cost->noteText();
                for (const QString &text : texts)
                    QVERIFY2(readable(text), qPrintable(chart->exportName() + ": " + text));
            }
            for (int r = 0; r < page.perThousandTable()->rowCount(); ++r)
                for (int c = 0; c < page.perThousandTable()->columnCount(); ++c)
                    QVERIFY(readable(page.perThousandTable()->item(r, c)->text()));
        };
        check();
        if (QTest::currentTestFailed()) return;
        // The case pinned as A beside the course as B: A's series and cells must stay as readable.
        s.pin();
        s.reset();
        check();
    }
};

QTEST_MAIN(TestChoosePage)
#include "tst_choosepage.moc"
