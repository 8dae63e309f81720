// The Choose page against the course's section 05: its inputs are written out here and the expected numbers
// derived from them with the course's own lines (api = …, cloud = …, onprem = …, edge = …).
#include "choosepage.h"
#include "choosetestutil.h"
#include "costcriteria.h"
#include "costcumulativechart.h"
#include "costenergychart.h"
#include "costperthousandpanel.h"
#include "costsensitivitychart.h"
#include "costtotalschart.h"
#include "figures.h"
#include "format.h"
#include "languagetestutil.h"
#include "scenario.h"
#include "servingscenario.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QBarSet>
#include <QCheckBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTest>
#include <QXYSeries>

using namespace infralab;
using namespace choosetest;

namespace {
/// The page's table of the cost of 1 000 requests, drawn now; null when the page has none.
QTableWidget *drawnTable(ChoosePage &page)
{
    auto *panel = page.findChild<CostPerThousandPanel *>();
    if (!panel) return nullptr;
    panel->flushRefresh();
    return panel->findChild<QTableWidget *>(QStringLiteral("cost-per-1000"));
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

    void moneyScaleWritesTheEuroAsAmountsDo_data() { languagetest::bothLanguages(); }

    // A money axis in thousands reads "k€" in French, where amounts are "9 000 €", and "€k" in English,
    // where they are "€9,000": the scale sits on the number's side of the sign.
    void moneyScaleWritesTheEuroAsAmountsDo()
    {
        const auto language = languagetest::rowLanguageForThisTest();
        const QString nineThousand = Format::money(9000, 0);
        const bool signFirst = nineThousand.startsWith(u'€');
        QVERIFY2(signFirst != nineThousand.endsWith(u'€'), qPrintable(nineThousand));
        QCOMPARE(signFirst, QLocale().language() == QLocale::English);
        const auto scaled = [signFirst](const QString &scale) {
            return signFirst ? QString(u'€' + scale) : QString(scale + u'€');
        };
        // Under the limit (10⁴ by default) in euros, then in each next thousand.
        QCOMPARE(CostChart::euroUnit(9000).symbol, QStringLiteral("€"));
        QCOMPARE(CostChart::euroUnit(9000).divisor, 1.0);
        QCOMPARE(CostChart::euroUnit(76428).symbol, scaled(QStringLiteral("k")));
        QCOMPARE(CostChart::euroUnit(76428).divisor, 1e3);
        QCOMPARE(CostChart::euroUnit(1.2e8).symbol, scaled(QStringLiteral("M")));
        // A thousand million: "bn" in English, "Md" (milliard) in French.
        QCOMPARE(CostChart::euroUnit(3e11).symbol,
                 scaled(signFirst ? QStringLiteral("bn") : QStringLiteral("Md")));
        QCOMPARE(CostChart::euroUnit(5e14).symbol, scaled(QStringLiteral("T")));
        // The course's totals reach 92 000 €: the totals chart's cost axis counts thousands.
        Scenario s;
        CostTotalsChart chart(&s);
        chart.flushRefresh();
        QStringList titles;
        for (const QAbstractAxis *axis : chart.chart()->axes())
            titles << axis->titleText();
        QVERIFY2(titles.join(u'|').contains("(" + scaled(QStringLiteral("k")) + ")"),
                 qPrintable(titles.join(u'|')));
    }

    void criteriaAreBoundAndExported()
    {
        Scenario s;
        CostCriteria criteria(&s);
        CostTotalsChart chart(&s);
        chart.flushRefresh();
        QCOMPARE(CostCriteria::criteria().size(), 8);
        QVERIFY(chart.noteText().contains(QStringLiteral(u"\u2610\u00A0Confidentiality")));
        auto *box = criteria.findChild<QCheckBox *>(keyName(Key::ChooseConfidentiality));
        QVERIFY(box && !box->isChecked());
        box->click();
        QCOMPARE(s.flag(Key::ChooseConfidentiality), true);
        chart.flushRefresh();
        QVERIFY2(chart.noteText().contains(QStringLiteral(u"\u2611\u00A0Confidentiality")),
                 qPrintable(chart.noteText()));
        // And back from the scenario (a file loaded, undo).
        QVERIFY(s.set(Key::ChooseRegulation, true));
        QVERIFY(criteria.findChild<QCheckBox *>(keyName(Key::ChooseRegulation))->isChecked());
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
        QVERIFY(s.set(Key::CostRequestsPerDay, 300000.0));
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
        QVERIFY(s.set(Key::CostBatch, 64.0));
        chart.flushRefresh();
        QVERIFY2(plain(chart.noteText()).contains(QStringLiteral("GPU cloud stays cheaper at every volume")),
                 qPrintable(chart.noteText()));
    }

    void deriveButtonTakesTheServingBatch()
    {
        Scenario s;
        CostPerThousandPanel panel(&s);
        panel.flushRefresh();
        auto *derive = panel.findChild<QPushButton *>(QStringLiteral("derive-from-serving"));
        QVERIFY(derive);
        QVERIFY(derive->isEnabled());
        derive->click();
        QCOMPARE(s.number(Key::CostBatch), double(s.integer(Key::ServingBatch)));
        QCOMPARE(s.number(Key::CostBatch), 64.0);
        const ServingPoint p = servingPoint(servingInputs(s), 64);
        QVERIFY_REL(s.number(Key::CostLatencyS), p.latency, 1e-12);

        // A batch whose KV cache does not fit has no latency to derive.
        QVERIFY(s.set(Key::ServingBatch, 1024));
        panel.flushRefresh();
        QVERIFY(!derive->isEnabled());
    }

    void pageKeysAndTable()
    {
        Scenario s;
        ChoosePage page(&s);
        QTableWidget *table = drawnTable(page);
        QVERIFY(table);
        QCOMPARE(page.pageTitle(), QStringLiteral("Choose"));
        QCOMPARE(page.charts().size(), 4);
        for (Key key : page.controlKeys())
            QCOMPARE(param(key).id, key);
        QVERIFY(page.controlKeys().contains(Key::ServingPromptTokens));
        // The GPUs per model copy multiply the cloud's GPU-hours and the on-premise GPUs: set here too.
        QVERIFY(page.controlKeys().contains(Key::ServingTensorParallel));
        QStringList figureKeys;
        for (const Figure &f : computeFigures(s))
            figureKeys << f.key;
        for (const QString &key : page.headlineKeys())
            QVERIFY2(figureKeys.contains(key), qPrintable(key));
        // Cost of 1 000 requests = total / (30 000 · 1 095) · 1 000: 0.405 € for the API.
        QCOMPARE(table->rowCount(), 4);
        QCOMPARE(table->item(ApiCol, 2)->text(), QStringLiteral(u"€0.405"));
        QCOMPARE(table->item(CloudCol, 2)->text(), QStringLiteral(u"€1.56"));
        page.resize(800, 600); // one column
        page.resize(1400, 900);
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
            QTableWidget *table = drawnTable(page);
            QVERIFY(table);
            for (ChartView *chart : page.charts()) {
                chart->flushRefresh();
                QVERIFY2(nonFiniteValues(*chart).isEmpty(), qPrintable(nonFiniteValues(*chart).join(u',')));
                auto *cost = static_cast<CostChart *>(chart);
                const QStringList texts = QStringList(cost->markerTexts()) << cost->noteText();
                for (const QString &text : texts)
                    QVERIFY2(readable(text), qPrintable(chart->exportName() + ": " + text));
            }
            for (int r = 0; r < table->rowCount(); ++r)
                for (int c = 0; c < table->columnCount(); ++c)
                    QVERIFY(readable(table->item(r, c)->text()));
        };
        check();
        if (QTest::currentTestFailed()) return;
        // The case pinned as A beside the course as B: A's series and cells must stay as readable.
        s.comparison().pin();
        s.reset();
        check();
    }
};

QTEST_MAIN(TestChoosePage)
#include "tst_choosepage.moc"
