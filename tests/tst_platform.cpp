// Course section 04 ("Plateforme"): the numbers behind its table's points of attention, derived by hand from
// the course (≥ 1 GB/s per GPU, 16 bytes per parameter, utilisation < 30 %, gains 1.5–4×), Young (1974) and
// Daly (2006), and the course's own cost case of section 05.
#include "figures.h"
#include "formulas.h"
#include "platform.h"
#include "platformlayers.h"
#include "platformscenario.h"
#include "scenario.h"
#include "testutil.h"

#include <QSet>
#include <QSignalSpy>

using namespace infralab;
using namespace Qt::StringLiterals;

namespace {
double figure(const QList<Figure> &figures, const QString &key)
{
    for (const Figure &f : figures)
        if (f.key == key) return f.value.toDouble();
    qWarning("no figure %s", qPrintable(key));
    return qQNaN();
}
} // namespace

class TestPlatform : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readThroughputIsOneGigabytePerSecondPerGpu()
    {
        QCOMPARE(trainingReadThroughput(1), 1e9);
        QCOMPARE(trainingReadThroughput(8), 8e9); // the course's 8 GPUs
        QCOMPARE(trainingReadThroughput(1024), 1.024e12);
    }

    void checkpointSizes()
    {
        // Course §02's parts without the gradients (recomputed after a restart): 2 + 4 + 4 + 4 = 14 bytes per
        // parameter, 98 GB for 7B; the weights alone in bf16 are 2 bytes each.
        QVERIFY_REL(checkpointFullBytes(7e9), (2 + 4 + 4 + 4) * 7e9, 1e-12);
        QVERIFY_REL(checkpointWeightsBytes(7e9), 14e9, 1e-12);
        // The course's 8B model: 112 GB, written at 10 GB/s in 11.2 s.
        QVERIFY_REL(checkpointFullBytes(8e9), 112e9, 1e-12);
        QVERIFY_REL(checkpointWriteTime(112e9, 10e9), 11.2, 1e-12);
    }

    void youngDalyInterval_()
    {
        // A 60 s checkpoint and an MTBF of 24 h: √(2 · 60 · 86 400) = √10 368 000 ≈ 3 220 s, 53.7 min.
        const double tau = youngDalyInterval(60, 24 * 3600);
        QVERIFY_REL(tau, std::sqrt(2.0 * 60 * 86400), 1e-12);
        QVERIFY(std::abs(tau - 3220) < 1);
        // The waste δ/τ + τ/(2M) is smallest there, at √(2δ/M) = √(120 / 86 400) ≈ 3.73 %.
        const double w = checkpointWastedFraction(tau, 60, 86400);
        QVERIFY_REL(w, std::sqrt(120.0 / 86400), 1e-12);
        QVERIFY(std::abs(w - 0.0373) < 0.0001);
        QVERIFY(checkpointWastedFraction(0.9 * tau, 60, 86400) > w);
        QVERIFY(checkpointWastedFraction(1.1 * tau, 60, 86400) > w);
        // Checkpoints every δ: nothing but checkpoints; never more than the whole time.
        QCOMPARE(checkpointWastedFraction(60, 60, 86400 * 1e6), 1.0);
    }

    void clusterMtbfFallsWithTheGpuCount()
    {
        // 16 384 GPUs of 50 000 h each: one failure about every 3 h (Llama 3: 419 in 54 days, every 3.1 h).
        QVERIFY_REL(clusterMtbf(50000 * 3600.0, 16384), 50000 * 3600.0 / 16384, 1e-12);
        QVERIFY(std::abs(clusterMtbf(50000, 16384) - 3.05) < 0.01);
    }

    void utilisationAndCompilation()
    {
        QVERIFY_REL(costAtUtilisation(51328.125, 0.3), 171093.75, 1e-12);
        QCOMPARE(costAtUtilisation(1000, 1), 1000.0);
        QVERIFY_REL(compiledTime(0.03, 1.5), 0.02, 1e-12);
        QVERIFY_REL(compiledTime(0.03, 4), 0.0075, 1e-12);
    }

    void scenarioFigures()
    {
        Scenario s; // 8 GPUs, the 8B model, 10 GB/s, 50 000 h per GPU, 30 %, 1.5×
        const QList<Figure> f = computeFigures(s);
        QCOMPARE(figure(f, u"platform.read_bytes_per_s"_s), 8e9);
        QVERIFY_REL(figure(f, u"platform.checkpoint_weights_bytes"_s), 16e9, 1e-12);
        QVERIFY_REL(figure(f, u"platform.checkpoint_bytes"_s), 112e9, 1e-12);
        QVERIFY_REL(figure(f, u"platform.checkpoint_write_s"_s), 11.2, 1e-12);
        // 50 000 h / 8 = 6 250 h = 22.5 · 10⁶ s; √(2 · 11.2 · 22.5 · 10⁶) = √(5.04 · 10⁸) ≈ 22 450 s.
        const double tau = std::sqrt(2 * 11.2 * 22.5e6);
        QVERIFY(std::abs(tau - 22450) < 1);
        QVERIFY_REL(figure(f, u"platform.cluster_mtbf_s"_s), 22.5e6, 1e-12);
        QVERIFY_REL(figure(f, u"platform.checkpoint_interval_s"_s), tau, 1e-12);
        QVERIFY_REL(figure(f, u"platform.checkpoint_waste_fraction"_s), 2 * 11.2 / tau, 1e-12);
        // Course §05's cloud case: 18.75 GPU-hours a day at 2.5 €/h for 3 years, at 30 % busy.
        QVERIFY_REL(figure(f, u"platform.cloud_cost_at_utilisation"_s), 18.75 * 2.5 * 1095 / 0.3, 1e-12);
        QVERIFY_REL(figure(f, u"platform.onprem_cost_at_utilisation"_s),
                    (2 * 9000 + 3 * 12 * 300 + 3 * 8760 * 0.5 * 0.2 + 3 * 15000) / 0.3, 1e-12);
        // The compiled serving figures are the Serving tab's divided (times) by 1.5.
        QVERIFY_REL(figure(f, u"platform.compiled_tpot_s"_s), figure(f, u"serving.tpot_s"_s) / 1.5, 1e-12);
        QVERIFY_REL(figure(f, u"platform.compiled_ttft_s"_s), figure(f, u"serving.ttft_s"_s) / 1.5, 1e-12);
        QVERIFY_REL(figure(f, u"platform.compiled_tokens_per_s"_s),
                    figure(f, u"serving.tokens_per_s"_s) * 1.5, 1e-12);
    }

    void everyFigureHasItsFormulaOnThePlatformPage()
    {
        Scenario s;
        QVERIFY(s.applyAssignments({"platform.gpu_mtbf_hours=24", "training.pipeline_stages=1",
                                    "model.params=1e9", "platform.storage_bw=2.3333333333333334e8"}));
        // 14 GB at 233.3 MB/s: 60 s; with 24 h of MTBF, √(2·60·86 400) s.
        const std::optional<Formula> interval = formulaFor(u"platform.checkpoint_interval_s"_s, s);
        QVERIFY(interval);
        QVERIFY_REL(interval->result, std::sqrt(2.0 * 60 * 86400), 1e-9);
        const QStringList keys = pageFigureKeys(FigurePage::Platform);
        QCOMPARE(keys.size(), 12);
        const QList<Figure> figures = computeFigures(s);
        for (const QString &key : keys) {
            const std::optional<Formula> f = formulaFor(key, s);
            QVERIFY2(f, qPrintable(key));
            QVERIFY_REL(f->result, figure(figures, key), 1e-12);
        }
    }

    void badInputsAreRefused_data()
    {
        QTest::addColumn<QString>("assignment");
        QTest::newRow("no utilisation") << u"platform.utilisation=0"_s;
        QTest::newRow("over 100 %") << u"platform.utilisation=1.5"_s;
        QTest::newRow("no bandwidth") << u"platform.storage_bw=0"_s;
        QTest::newRow("not a number") << u"platform.storage_bw=nan"_s;
        QTest::newRow("infinite MTBF") << u"platform.gpu_mtbf_hours=inf"_s;
        QTest::newRow("slower when compiled") << u"platform.compile_speedup=0.5"_s;
    }
    void badInputsAreRefused()
    {
        QFETCH(QString, assignment);
        Scenario s;
        const ScenarioValues before = s.values();
        QString error;
        QVERIFY(!s.applyAssignments({assignment}, &error));
        QVERIFY2(error.contains(assignment.section(u'=', 0, 0)), qPrintable(error));
        QCOMPARE(s.values(), before);
    }

    void theCoursesElevenLayers()
    {
        const QList<PlatformLayer> &layers = platformLayers();
        QCOMPARE(layers.size(), 11);
        QSet<QString> ids;
        for (const PlatformLayer &l : layers) {
            ids.insert(QLatin1String(l.id));
            for (const char *text : {l.name, l.role, l.tools, l.attention})
                QVERIFY(text && *text);
            for (const QString &key : l.figureKeys)
                QVERIFY2(figureSpec(key), qPrintable(key));
        }
        QCOMPARE(ids.size(), 11);
        QCOMPARE(QString::fromUtf8(layers.first().name), u"Object storage"_s);
        QCOMPARE(QString::fromUtf8(layers.last().name), u"Security"_s);
        // Every stage of the path has a layer of its own under it.
        for (int i = 0; i < kPlatformStageCount; ++i)
            QVERIFY(std::any_of(layers.begin(), layers.end(), [i](const PlatformLayer &l) {
                return l.span == PlatformSpan::Stage && int(l.stage) == i;
            }));
    }
};

QTEST_APPLESS_MAIN(TestPlatform)
#include "tst_platform.moc"
