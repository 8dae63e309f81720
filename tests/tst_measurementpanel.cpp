// The imported measurements against the model in the window: hidden until a file is imported, then one row
// per measured value (as the text report's table) and the fitted efficiencies.
#include "measurementpanel.h"
#include "measurementsession.h"
#include "scenario.h"
#include "testutil.h"

#include <QApplication>
#include <QLabel>
#include <QTableWidget>

using namespace infralab;

class TestMeasurementPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rowsAreTheMeasuredValues()
    {
        Scenario s;
        QWidget window;
        auto *panel = new MeasurementPanel(&s, &window);
        window.show();
        QVERIFY(!panel->isVisible());
        // Two runs: one with TTFT and TPOT (2 rows), one with tokens/s only (1 row); a copy of 1 GB (1 row).
        MeasurementSet set;
        set.serving.append({8, 1500, 300, 0.5, 0.02, std::nullopt, QStringLiteral("run")});
        set.serving.append({1, 1500, 300, std::nullopt, std::nullopt, 150.0, QStringLiteral("one")});
        set.roofline.append({RooflineMeasurement::Kind::Copy, 0, 0, 1e9, 4e-4, 0, QStringLiteral("copy")});
        measurementsOf(s).set(set, QStringLiteral("/tmp/run.csv"));
        panel->flushRefresh();
        QVERIFY(panel->isVisible());
        QCOMPARE(panel->rowCount(), 2 + 1 + 1);
        auto *table = panel->findChild<QTableWidget *>(QStringLiteral("measurement-table"));
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("run"));
        // The copy: 1 GB in 0.4 ms is 2.5 TB/s, against the course H100's 3.35 TB/s: +34 %.
        QVERIFY2(table->item(3, 5)->text().contains(QStringLiteral("34")),
                 qPrintable(table->item(3, 5)->text()));
        // A TTFT is measured: the prefill efficiency is fitted and said.
        auto *fit = panel->findChild<QLabel *>(QStringLiteral("measurement-fit"));
        QVERIFY(fit->text().contains(QStringLiteral("TTFT")));
        measurementsOf(s).clear();
        panel->flushRefresh();
        QVERIFY(!panel->isVisible());
    }
    void vllmSpreadAndLittlesLawAreShown()
    {
        Scenario s;
        QWidget window;
        auto *panel = new MeasurementPanel(&s, &window);
        window.show();
        // A vLLM run at a finite request rate: 7.296 requests in flight (Little's law), so batch 7; TTFT
        // mean 95 ms, median 90 ms, p99 140 ms.
        ServingMeasurement run{7, 500, 300, 0.095, 0.0061, 1140.0, QStringLiteral("vLLM rate.json")};
        run.spread = {0.090, 0.140, 0.006, 0.0072};
        run.inFlight = 3.8 * 1.92;
        measurementsOf(s).set(MeasurementSet{{run}, {}}, QStringLiteral("/tmp/rate.json"));
        panel->flushRefresh();
        auto *table = panel->findChild<QTableWidget *>(QStringLiteral("measurement-table"));
        QCOMPARE(table->columnCount(), 7); // the six columns, then the median · p99
        QCOMPARE(table->horizontalHeaderItem(6)->text(), QStringLiteral("Median · p99"));
        const QString nbsp(QChar(0x00A0));
        QCOMPARE(table->item(0, 6)->text(), "90" + nbsp + "ms · 140" + nbsp + "ms");
        QVERIFY2(table->item(0, 1)->text().contains(QStringLiteral("B = 7 (≈ 7.3 in flight, Little's law)")),
                 qPrintable(table->item(0, 1)->text()));
        QCOMPARE(table->item(2, 6)->text(), QString()); // tokens/s has no spread
        // Without a spread the table keeps its six columns.
        measurementsOf(s).set(MeasurementSet{{ServingMeasurement{8, 500, 300, 0.1, {}, {}, "csv"}}, {}},
                              QStringLiteral("/tmp/run.csv"));
        panel->flushRefresh();
        QCOMPARE(table->columnCount(), 6);
    }
};

QTEST_MAIN(TestMeasurementPanel)
#include "tst_measurementpanel.moc"
