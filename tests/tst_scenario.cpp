// The Scenario: course defaults, change signals, all-or-nothing validation, file round-trip and refusals.
#include "costscenario.h"
#include "hardwarescenario.h"
#include "scenario.h"
#include "testutil.h"

#include <QFile>
#include <QSignalSpy>

using namespace infralab;
using namespace Qt::StringLiterals;

class TestScenario : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void defaultsAreTheCourses()
    {
        Scenario s;
        // Section 03's serving example: an 8B with 32 layers, 8 KV heads, d_k 128 on an H100 SXM in bf16,
        // 1 500 prompt and 300 output tokens; the H100 of the course's table (990 TFLOP/s, 3.35 TB/s, 80 GB).
        // The course's code scales the peak by 0.6 and reads at the datasheet's bandwidth, `BW = 3.35e12`.
        QCOMPARE(s.text(Key::Precision), QStringLiteral("bf16"));
        QCOMPARE(selectedDevice(s).nameEn, QStringLiteral("H100 SXM"));
        QCOMPARE(selectedPeak(s), 990e12);
        QCOMPARE(selectedDevice(s).bandwidth, 3.35e12);
        const std::pair<Key, double> courseValues[] = {
            {Key::ModelParams, 8e9},
            {Key::ModelLayers, 32},
            {Key::ModelKvHeads, 8},
            {Key::ModelHeadDim, 128},
            {Key::ServingPromptTokens, 1500},
            {Key::ServingOutputTokens, 300},
            {Key::ServingEfficiency, 0.6},
            {Key::ServingBandwidthEfficiency, 1.0},
            {Key::ServingMemoryFraction, 0.9},
            // Section 02 and exercise 3: 8 GPUs, NVLink 450 GB/s per direction, InfiniBand 50 GB/s, 10 µs,
            // MFU 45 %.
            {Key::TrainingGpus, 8},
            {Key::TrainingIntraBw, 450e9},
            {Key::TrainingInterBw, 50e9},
            {Key::TrainingLatencyS, 10e-6},
            {Key::TrainingMfu, 0.45},
            {Key::TrainingTokensPerStep, 4e6},
            {Key::TrainingActivationsGb, 10.0},
            // Theorem 3's example p = 8, m = 32; exercise 4's 200 req/s, 4 s SLO, 30 % margin.
            {Key::TrainingPipelineStages, 8},
            {Key::TrainingMicrobatches, 32},
            {Key::ServingRequestRate, 200.0},
            {Key::ServingSloS, 4.0},
            {Key::ServingMargin, 0.3}};
        for (const auto &[key, expected] : courseValues)
            QVERIFY2(qFuzzyCompare(s.number(key), expected),
                     qPrintable(u"%1 = %2, not %3"_s.arg(keyName(key)).arg(s.number(key)).arg(expected)));
        // Section 05's case.
        const CostInputs c = costInputs(s);
        QCOMPARE(c.requestsPerDay, 30000.0);
        QCOMPARE(c.gpuPricePerHour, 2.5);
        QCOMPARE(c.opsFte * c.fteCostPerYear, 15000.0);
    }

    void setterReturnsEarlyWhenUnchanged()
    {
        Scenario s;
        QSignalSpy changed(&s, &Scenario::changed);
        QSignalSpy keys(&s, &Scenario::valueChanged);
        QVERIFY(s.set(Key::ServingBatch, 64));
        QCOMPARE(changed.count(), 0);
        QVERIFY(s.set(Key::ServingBatch, 32));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(keys.count(), 1);
        QCOMPARE(keys.first().first().value<Key>(), Key::ServingBatch);
        // A batch of changes emits `changed` once.
        QVERIFY(s.applyAssignments({"serving.batch=8", "serving.prompt_tokens=500", "precision=fp8"}));
        QCOMPARE(changed.count(), 2);
        QCOMPARE(keys.count(), 4);
    }

    void presetThenExplicitKeys()
    {
        Scenario s;
        QVERIFY(s.set(Key::ModelPreset, "llama3-70b"));
        QCOMPARE(s.integer(Key::ModelLayers), 80);
        QVERIFY_REL(s.number(Key::ModelParams), 70.554e9,
                    0.001); // reference: 70.554 B computed from the config
        // --set model.params changes N alone.
        QVERIFY(s.applyAssignments({"model.params=13e9"}));
        QCOMPARE(s.number(Key::ModelParams), 13e9);
        QCOMPARE(s.integer(Key::ModelLayers), 80);
        // In one batch the preset applies first, then explicit keys win whatever their order.
        QVERIFY(s.applyAssignments({"model.kv_heads=1", "model.preset=mixtral-8x7b"}));
        QCOMPARE(s.integer(Key::ModelKvHeads), 1);
        QVERIFY_REL(s.number(Key::ModelActiveRatio), 12.88 / 46.70, 0.002);
    }

    void presetSetsItsPublishedTrainingBudget()
    {
        // The papers' pre-training budgets: Llama 3 70B "over 15T tokens" (model card), Llama 3.1 405B 15.6 T
        // (arXiv 2407.21783 §3.3), Llama 2 2.0 T (arXiv 2307.09288 Table 1), GPT-3 300 B (arXiv 2005.14165
        // §2.2). Mixtral's is not published: back to the default, never the previous model's.
        Scenario s;
        const struct
        {
            const char *preset;
            double tokens;
        } rows[] = {{"llama3-70b", 15e12},
                    {"llama3-405b", 15.6e12},
                    {"llama2-7b", 2e12},
                    {"gpt3-175b", 300e9},
                    {"mixtral-8x7b", param(Key::TrainingTokensTotal).defaultValue.toDouble()}};
        for (const auto &r : rows) {
            QVERIFY(s.set(Key::ModelPreset, QString::fromLatin1(r.preset)));
            QCOMPARE(s.number(Key::TrainingTokensTotal), r.tokens);
        }
        QCOMPARE(s.number(Key::TrainingTokensTotal), 15.6e12);
        // An explicit budget in the same batch wins over the preset's.
        QVERIFY(s.applyAssignments({"training.tokens_total=1e12", "model.preset=gpt3-175b"}));
        QCOMPARE(s.number(Key::TrainingTokensTotal), 1e12);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("assignment");
        QTest::addColumn<QString>("mustMention");
        QTest::newRow("unknown key") << "serving.bacth=8"
                                     << "serving.bacth";
        QTest::newRow("not a number") << "serving.batch=abc"
                                      << "abc";
        QTest::newRow("negative") << "model.params=-7e9"
                                  << "-7e9";
        QTest::newRow("zero batch") << "serving.batch=0"
                                    << "between 1 and";
        QTest::newRow("too large") << "training.gpus=1e9"
                                   << "1e9";
        QTest::newRow("nan") << "serving.efficiency=nan"
                             << "finite";
        QTest::newRow("inf") << "cost.years=inf"
                             << "finite";
        QTest::newRow("fraction for integer") << "serving.batch=2.5"
                                              << "whole number";
        QTest::newRow("bad choice") << "precision=fp64"
                                    << "fp64";
        QTest::newRow("bad strategy") << "training.strategy=zero4"
                                      << "ddp";
        QTest::newRow("unknown device") << "hardware.gpu=h900"
                                        << "h900";
        QTest::newRow("unknown model") << "model.preset=gpt-9"
                                       << "gpt-9";
        QTest::newRow("bad bool") << "training.overlap=maybe"
                                  << "true or false";
        QTest::newRow("no equals sign") << "serving.batch"
                                        << "key=value";
        QTest::newRow("k over E") << u"model.experts_per_token=2"_s << u"(E = 1)"_s;
        QTest::newRow("unknown activations mode") << u"training.activations_mode=shapes"_s << u"formula"_s;
        QTest::newRow("unknown recomputation") << u"training.recompute=partial"_s << u"selective"_s;
        QTest::newRow("empty sequence") << u"training.seq_len=0"_s << u"between 1 and"_s;
        QTest::newRow("no micro-batch") << u"training.micro_batch_size=0"_s << u"between 1 and"_s;
        QTest::newRow("infinite token budget") << u"training.tokens_total=inf"_s << u"finite"_s;
        QTest::newRow("bandwidth efficiency nan") << u"serving.bandwidth_efficiency=nan"_s << u"finite"_s;
        QTest::newRow("bandwidth efficiency over 1") << u"serving.bandwidth_efficiency=1.2"_s << u"1.2"_s;
        QTest::newRow("no bandwidth") << u"serving.bandwidth_efficiency=0"_s << u"bandwidth_efficiency"_s;
        // The training precisions name their key, the value and the precisions they offer.
        QTest::newRow("unknown optimizer precision")
            << u"training.optimizer_precision=fp4"_s << u"optimizer_precision"_s;
        QTest::newRow("optimizer precisions listed") << u"training.optimizer_precision=fp4"_s << u"int8"_s;
        QTest::newRow("master in int4") << u"training.master_precision=int4"_s << u"none"_s;
        QTest::newRow("weights in fp64") << u"training.weight_precision=fp64"_s << u"fp64"_s;
        QTest::newRow("activations in int4") << u"training.activation_precision=int4"_s << u"bf16"_s;
    }

    void aBatchThatBreaksTwoRulesIsToldOfTheFirst()
    {
        // The rules between keys are checked in one order whichever section each is of: the micro-batches of
        // the interleaved schedule, the experts a token uses, the heads split by TP, the heads split for
        // serving. The default model is dense (E = 1) with 32 heads.
        Scenario s;
        QString error;
        QVERIFY(!s.applyAssignments(
            {"model.experts_per_token=2", "training.activations_mode=formula", "training.tensor_parallel=3"},
            &error));
        QVERIFY2(error.contains(u"model.experts_per_token") && error.contains(u"(E = 1)"), qPrintable(error));
        QVERIFY(!s.applyAssignments({"training.schedule=interleaved", "training.pipeline_stages=4",
                                     "training.microbatches=6", "model.experts_per_token=2"},
                                    &error));
        QVERIFY2(error.contains(u"interleaved") && error.contains(u"6 micro-batches"), qPrintable(error));
    }

    void tensorParallelismSplitsWholeHeads()
    {
        // From the shapes, the activations are split among t ranks by whole heads (Megatron-LM §3): 32 heads
        // on 3 ranks are refused, naming the key and value, and nothing of the batch is applied.
        Scenario s;
        const ScenarioValues before = s.values();
        QString error;
        QVERIFY(
            !s.applyAssignments({"training.activations_mode=formula", "training.tensor_parallel=3"}, &error));
        QVERIFY2(error.contains(u"training.tensor_parallel") && error.contains(u"\"3\"") &&
                     error.contains(u"32"),
                 qPrintable(error));
        QCOMPARE(s.values(), before);
        // The typed-in activations do not depend on the heads: the course's input mode takes t = 3.
        QVERIFY(s.applyAssignments({"training.tensor_parallel=3", "training.gpus=24"}));
        QVERIFY(s.applyAssignments({"training.tensor_parallel=4", "training.activations_mode=formula"}));
    }
    void sequencesFitInTheModelsContext()
    {
        // Positions past a model's context were never trained. Meta-Llama-3-8B's config gives
        // max_position_embeddings = 8192: 7 892 prompt + 300 output tokens fill it exactly, one more is
        // refused, naming the key, its value and the 8192, in one line, with nothing of the batch applied.
        Scenario s;
        QString error;
        QVERIFY(s.applyAssignments({"model.preset=llama3-8b", "serving.prompt_tokens=7892"}, &error));
        const ScenarioValues before = s.values();
        QVERIFY(!s.applyAssignments({"serving.batch=8", "serving.prompt_tokens=7893"}, &error));
        QVERIFY2(error.contains(u"serving.prompt_tokens") && error.contains(u"\"7893\"") &&
                     error.contains(u"8193") && error.contains(u"8192") && !error.contains(u'\n'),
                 qPrintable(error));
        QCOMPARE(s.values(), before);
        QVERIFY(!s.set(Key::ServingOutputTokens, 301, &error));
        QVERIFY2(error.contains(u"serving.output_tokens"), qPrintable(error));
        // GPT-3 was trained on n_ctx = 2048 (Brown et al. 2020, Table 2.1): the course's 2 048-token training
        // sequence fits, 4 096 does not; choosing GPT-3 with Llama 3's 7 892-token prompt names the preset.
        QVERIFY(!s.set(Key::ModelPreset, u"gpt3-175b"_s, &error));
        QVERIFY2(error.contains(u"model.preset") && error.contains(u"2048"), qPrintable(error));
        QVERIFY(s.applyAssignments({"model.preset=gpt3-175b", "serving.prompt_tokens=1500"}, &error));
        QCOMPARE(s.integer(Key::TrainingSeqLen), 2048);
        QVERIFY(!s.set(Key::TrainingSeqLen, 4096, &error));
        QVERIFY2(error.contains(u"training.seq_len") && error.contains(u"4096") && error.contains(u"2048"),
                 qPrintable(error));
        // The course's 8B publishes no context: its lengths are bounded by their keys' ranges alone.
        QVERIFY(s.applyAssignments(
            {"model.preset=course-8b", "serving.prompt_tokens=1000000", "training.seq_len=1000000"}, &error));
    }
    void oneClusterOneDescription()
    {
        // n = TP × PP × DP (Narayanan et al., SC 2021, §3). The course's default is theorem 3's pipeline:
        // 1 × 8 × 1 = 8 GPUs.
        Scenario s;
        QCOMPARE(s.integer(Key::TrainingGpus), 1 * 8 * 1);
        // A degree sets n: DP = 4 makes 1 × 8 × 4 = 32 GPUs.
        QVERIFY(s.set(Key::TrainingDataParallel, 4));
        QCOMPARE(s.integer(Key::TrainingGpus), 32);
        // n alone keeps TP and PP and sets DP = n/(TP·PP) = 64/8 = 8.
        QVERIFY(s.set(Key::TrainingGpus, 64));
        QCOMPARE(s.integer(Key::TrainingDataParallel), 8);
        QCOMPARE(s.integer(Key::TrainingPipelineStages), 8);
        QCOMPARE(s.integer(Key::TrainingTensorParallel), 1);
        // 12 GPUs cannot hold 8 pipeline stages an equal number of times: refused, nothing applied.
        const ScenarioValues before = s.values();
        QString error;
        QVERIFY(!s.set(Key::TrainingGpus, 12, &error));
        QVERIFY2(error.contains(u"training.gpus") && error.contains(u"\"12\"") &&
                     error.contains(u"1 × 8 = 8"),
                 qPrintable(error));
        QCOMPARE(s.values(), before);
        // A batch that gives n and the degrees must agree: 2 × 4 × 2 = 16, not 8.
        const QStringList degrees = {"training.tensor_parallel=2", "training.pipeline_stages=4",
                                     "training.data_parallel=2"};
        QVERIFY(!s.applyAssignments(degrees + QStringList{"training.gpus=8"}, &error));
        QVERIFY2(error.contains(u"training.gpus") && error.contains(u"= 16, not 8"), qPrintable(error));
        QCOMPARE(s.values(), before);
        QVERIFY(s.applyAssignments(degrees + QStringList{"training.gpus=16"}));
        QCOMPARE(s.integer(Key::TrainingGpus), 16);
        // The product stays in n's range, 2²⁰: 1 024 × 1 024 × 2 = 2 097 152 is refused.
        QVERIFY(!s.applyAssignments(
            {"training.tensor_parallel=1024", "training.pipeline_stages=1024", "training.data_parallel=2"},
            &error));
        QVERIFY2(error.contains(u"training.data_parallel") && error.contains(u"2097152"), qPrintable(error));
        QCOMPARE(s.integer(Key::TrainingGpus), 16);
    }

    void refusals()
    {
        QFETCH(QString, assignment);
        QFETCH(QString, mustMention);
        Scenario s;
        const ScenarioValues before = s.values();
        QSignalSpy changed(&s, &Scenario::changed);
        QString error;
        // A valid change before the bad one must not be half applied.
        QVERIFY(!s.applyAssignments({"serving.batch=8", assignment}, &error));
        QVERIFY2(error.contains(mustMention), qPrintable(error));
        const QString key = assignment.section(u'=', 0, 0);
        if (assignment.contains(u'=')) QVERIFY2(error.contains(key), qPrintable(error));
        QCOMPARE(s.values(), before);
        QCOMPARE(changed.count(), 0);
    }

    void resetRestoresTheCourse()
    {
        Scenario s;
        QVERIFY(s.applyAssignments({"serving.batch=3", "model.preset=gpt3-175b"}));
        s.reset();
        QCOMPARE(s.values(), Scenario().values());
    }

    void readmeListsEveryKey()
    {
        // The README's list of scenario keys stays true: every key of the schema is documented there.
        QFile readme(QStringLiteral(INFRALAB_SOURCE_DIR "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(readme.readAll());
        for (const ParamSpec &p : scenarioSchema())
            QVERIFY2(text.contains(QStringLiteral("`%1`").arg(p.key)), qPrintable(p.key));
    }
};

QTEST_APPLESS_MAIN(TestScenario)
#include "tst_scenario.moc"
