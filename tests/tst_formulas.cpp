// The formula shown next to each figure gives the figure's own value, names every input it substitutes, and
// agrees with the course's worked examples computed here by hand.
#include "figures.h"
#include "formulas.h"
#include "testutil.h"

#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <cmath>

using namespace infralab;

namespace {
// The figures the views put forward; each must come with its formula.
const QStringList kHeadlineKeys = {"roofline.ridge_flop_per_byte",
                                   "roofline.decode_tokens_per_s_batch1",
                                   "roofline.training_tokens_per_s",
                                   "training.state_bytes_per_gpu",
                                   "training.memory_per_gpu_bytes",
                                   "training.gpus_needed",
                                   "training.compute_s",
                                   "training.allreduce_s",
                                   "training.step_s",
                                   "training.efficiency",
                                   "training.fsdp_communication_s",
                                   "training.fsdp_communication_course_code_s",
                                   "pipeline.bubble_fraction",
                                   "scaling.amdahl_speedup",
                                   "serving.weights_bytes",
                                   "serving.kv_bytes_per_token",
                                   "serving.kv_bytes",
                                   "serving.ttft_s",
                                   "serving.tpot_s",
                                   "serving.tokens_per_s",
                                   "serving.latency_s",
                                   "serving.cost_per_million_tokens",
                                   "serving.requests_per_s_per_gpu",
                                   "serving.gpus_for_target",
                                   "serving.knee_batch",
                                   "cost.api",
                                   "cost.cloud",
                                   "cost.onprem",
                                   "cost.edge"};

const QRegularExpression kPlaceholder(QStringLiteral("\\{([^{}]*)\\}"));

double result(const QString &key, const Scenario &s)
{
    const auto f = formulaFor(key, s);
    return f ? f->result : -1;
}
} // namespace

class TestFormulas : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyHeadlineKeyHasAFormula()
    {
        const QStringList keys = formulaKeys();
        for (const QString &key : kHeadlineKeys)
            QVERIFY2(keys.contains(key), qPrintable(key));
        QCOMPARE(QSet<QString>(keys.begin(), keys.end()).size(), keys.size());
        QVERIFY(!formulaFor(QStringLiteral("serving.fits"), Scenario()));
        QVERIFY(!formulaFor(QStringLiteral("no.such_key"), Scenario()));
    }

    void scenarios_data()
    {
        QTest::addColumn<QStringList>("assignments");
        QTest::newRow("course defaults") << QStringList();
        QTest::newRow("70B on H100, batch 8")
            << QStringList{"model.preset=llama3-70b", "hardware.gpu=h100-sxm", "serving.batch=8"};
        QTest::newRow("ZeRO-2, interleaved, fp8, int4") << QStringList{"training.strategy=zero2",
                                                                       "training.gpus=16",
                                                                       "training.schedule=interleaved",
                                                                       "training.interleave=4",
                                                                       "precision=fp8",
                                                                       "serving.weight_precision=int4",
                                                                       "serving.kv_precision=fp8",
                                                                       "cost.requests_per_day=100000",
                                                                       "cost.pue=1.4"};
        QTest::newRow("MoE with LoRA on L4") << QStringList{
            "model.preset=mixtral-8x7b",     "training.strategy=lora", "hardware.gpu=course-l4",
            "serving.weight_precision=int4", "serving.batch=2",        "training.schedule=1f1b"};
        // Both efficiencies apart, the attention's FLOPs counted, one GPU and four (TP formulas, costs × t).
        QTest::newRow("attention, 80 % of the bandwidth")
            << QStringList{"training.attention_flops=true", "serving.bandwidth_efficiency=0.8"};
        QTest::newRow("70B on 4 GPUs, attention, 70 % of the bandwidth") << QStringList{
            "model.preset=llama3-70b", "serving.tensor_parallel=4", "training.attention_flops=true",
            "serving.bandwidth_efficiency=0.7", "serving.batch=16"};
        // Figures that are "none": no GPU count fits DDP of 405B, no batch meets a 10 ms SLO.
        QTest::newRow("nothing fits")
            << QStringList{"model.preset=llama3-405b", "training.strategy=ddp", "serving.slo_s=0.01"};
    }

    void resultsEqualTheFigures_data() { scenarios_data(); }
    void resultsEqualTheFigures()
    {
        QFETCH(QStringList, assignments);
        Scenario s;
        QString error;
        QVERIFY2(s.applyAssignments(assignments, &error), qPrintable(error));
        const QList<Figure> figures = computeFigures(s);
        for (const QString &key : formulaKeys()) {
            const auto figure =
                std::find_if(figures.begin(), figures.end(), [&](const Figure &f) { return f.key == key; });
            QVERIFY2(figure != figures.end(), qPrintable(key));
            const auto f = formulaFor(key, s);
            QVERIFY2(f, qPrintable(key));
            QCOMPARE(f->key, key);
            QCOMPARE(f->unit, figure->unit);
            if (!figure->value.isValid()) {
                QVERIFY2(std::isnan(f->result), qPrintable(key + " should be none"));
                continue;
            }
            QVERIFY2(std::isfinite(f->result), qPrintable(key));
            QVERIFY_REL(f->result, figure->value.toDouble(), 1e-12);
        }
    }

    void placeholdersMatchTheInputs_data() { scenarios_data(); }
    void placeholdersMatchTheInputs()
    {
        QFETCH(QStringList, assignments);
        Scenario s;
        QVERIFY(s.applyAssignments(assignments));
        for (const QString &key : formulaKeys()) {
            const Formula f = *formulaFor(key, s);
            const QByteArray where = key.toUtf8();
            QVERIFY2(f.title && *f.title && f.source && *f.source, where);
            QVERIFY2(f.expression.contains(u'='), where);
            QSet<QString> symbols;
            for (const FormulaInput &in : f.inputs) {
                QVERIFY2(!symbols.contains(in.symbol), where + " repeats " + in.symbol.toUtf8());
                symbols.insert(in.symbol);
                QVERIFY2(in.meaning && *in.meaning, where + " " + in.symbol.toUtf8());
                QVERIFY2(f.expression.contains(in.symbol), where + " expression lacks " + in.symbol.toUtf8());
            }
            QSet<QString> used;
            for (const QRegularExpressionMatch &m : kPlaceholder.globalMatch(f.substitution)) {
                QVERIFY2(symbols.contains(m.captured(1)),
                         where + " has no input for {" + m.captured(1).toUtf8() + "}");
                used.insert(m.captured(1));
            }
            QCOMPARE(used, symbols);
            // No brace outside the placeholders, so the panel cannot mistake text for a symbol.
            QString rest = f.substitution;
            rest.remove(kPlaceholder);
            QVERIFY2(!rest.contains(u'{') && !rest.contains(u'}'), where);
        }
    }

    void inputsComeFromTheScenario()
    {
        Scenario s;
        QVERIFY(s.applyAssignments({"serving.batch=8", "serving.efficiency=0.5"}));
        const Formula f = *formulaFor(QStringLiteral("serving.ttft_s"), s);
        auto input = [&f](const char *symbol) {
            for (const FormulaInput &in : f.inputs)
                if (in.symbol == QString::fromUtf8(symbol)) return in.value;
            return -1.0;
        };
        QCOMPARE(input("B"), 8.0);
        QCOMPARE(input("η"), 0.5);
        QCOMPARE(input("P"), 990e12);
        QCOMPARE(input("β"), 3.35e12);
        QCOMPARE(input("n_prompt"), 1500.0);
    }

    void bandwidthEfficiencyInTheFormulas()
    {
        // TPOT at B = 1 on the course's 8B: (16 GB + 131 072 B · 1 800) / (3.35 TB/s · 0.8), with η_bw
        // substituted.
        Scenario s;
        QVERIFY(s.applyAssignments({"serving.batch=1", "serving.bandwidth_efficiency=0.8"}));
        const Formula tpot = *formulaFor(QStringLiteral("serving.tpot_s"), s);
        QCOMPARE(tpot.expression, QStringLiteral("TPOT = max((W + KV)/(β·η_bw), 2·N_act·B / (P·η))"));
        QVERIFY_REL(tpot.result, (16e9 + 131072.0 * 1800) / (3.35e12 * 0.8), 1e-12);
        const auto value = [](const Formula &f, const char *symbol) {
            for (const FormulaInput &in : f.inputs)
                if (in.symbol == QString::fromUtf8(symbol)) return in.value;
            return -1.0;
        };
        QCOMPARE(value(tpot, "η_bw"), 0.8);
        QCOMPARE(value(tpot, "η"), 0.6);
        // Both shares as figures of the report: 594 TFLOP/s and 2.68 TB/s.
        QCOMPARE(result(QStringLiteral("serving.effective_peak_flops"), s), 990e12 * 0.6);
        QCOMPARE(result(QStringLiteral("serving.effective_bandwidth_bytes_per_s"), s), 3.35e12 * 0.8);
        // The knee: W·P·η / (2·N·β·η_bw) = 990e12 · 0.6 / (3.35e12 · 0.8).
        QVERIFY_REL(result(QStringLiteral("serving.knee_batch"), s), 990e12 * 0.6 / (3.35e12 * 0.8), 1e-12);
        // With the attention counted the decode's FLOP term names it: 4·32·4 096·1 800 per token.
        QVERIFY(s.applyAssignments({"training.attention_flops=true"}));
        const Formula counted = *formulaFor(QStringLiteral("serving.tpot_s"), s);
        QVERIFY2(counted.expression.contains(QStringLiteral("A_tok")), qPrintable(counted.expression));
        QCOMPARE(value(counted, "A_tok"), 4.0 * 32 * 4096 * 1800);
        QCOMPARE(result(QStringLiteral("serving.decode_attention_flops_per_token"), s),
                 4.0 * 32 * 4096 * 1800);
    }

    void allReducesListedOnlyOnSeveralGpus()
    {
        // At t = 1 nothing is exchanged: the panel does not list the all-reduces' "0 µs"; the report keeps
        // them.
        Scenario s;
        for (const char *key : {"serving.tp_decode_allreduce_s", "serving.tp_prefill_allreduce_s"}) {
            QVERIFY(!figureShown(QString::fromLatin1(key), s));
            QCOMPARE(result(QString::fromLatin1(key), s), 0.0);
        }
        QVERIFY(figureShown(QStringLiteral("serving.tpot_s"), s));
        QVERIFY(s.applyAssignments({"serving.tensor_parallel=2"}));
        for (const char *key : {"serving.tp_decode_allreduce_s", "serving.tp_prefill_allreduce_s"})
            QVERIFY(figureShown(QString::fromLatin1(key), s));
    }

    void dataParallelTrafficListedOnlyWithReplicas()
    {
        // The default cluster, 1 × 8 × 1, has no data-parallel replica: its all-reduce and FSDP rows would
        // read "0 µs". With 1 × 1 × 8 they are listed again.
        Scenario s;
        const char *const keys[] = {"training.allreduce_s", "training.fsdp_communication_s",
                                    "training.fsdp_communication_course_code_s"};
        for (const char *key : keys) {
            QVERIFY(!figureShown(QString::fromLatin1(key), s));
            QCOMPARE(result(QString::fromLatin1(key), s), 0.0);
        }
        QVERIFY(s.apply({{Key::TrainingPipelineStages, 1}, {Key::TrainingDataParallel, 8}}));
        for (const char *key : keys) {
            QVERIFY(figureShown(QString::fromLatin1(key), s));
            QVERIFY(result(QString::fromLatin1(key), s) > 0);
        }
    }

    void chooseCostsCountTGpusPerCopy()
    {
        // Llama 3 70B on 4 GPUs: 4 × 18.75 cloud GPU-hours a day; the on-premise formula counts 2 copies × 4
        // GPUs drawing 4 × the 0.5 kW entered.
        Scenario s;
        QVERIFY(s.applyAssignments({"model.preset=llama3-70b", "serving.tensor_parallel=4"}));
        const Formula hours = *formulaFor(QStringLiteral("cost.cloud_gpu_hours_per_day"), s);
        QCOMPARE(hours.expression, QStringLiteral("h_GPU = t · R / (3600·B_c / t_c) · k"));
        QVERIFY_REL(hours.result, 4 * 30000.0 / 2400 * 1.5, 1e-12);
        const Formula onPrem = *formulaFor(QStringLiteral("cost.onprem"), s);
        QVERIFY2(onPrem.expression.startsWith(QStringLiteral("C_on-prem = n_copies·t·c_GPU")),
                 qPrintable(onPrem.expression));
        QVERIFY2(onPrem.expression.contains(QStringLiteral("8760·Y·P_el·t·PUE")), qPrintable(onPrem.expression));
        QVERIFY_REL(onPrem.result, 2 * 4 * 9000 + 3 * 12 * 300 + 3 * 8760 * 0.5 * 4 * 0.2 + 3 * 15000, 1e-12);
        // t = 1: the course's formula as written.
        QCOMPARE(formulaFor(QStringLiteral("cost.cloud_gpu_hours_per_day"), Scenario())->expression,
                 QStringLiteral("h_GPU = R / (3600·B_c / t_c) · k"));
    }

    void courseExamplesByHand()
    {
        const Scenario s;
        // Section 03 at batch 64: prefill 2·8e9·1500·64 FLOPs at 60 % of 990 TFLOP/s, against reading 16 GB
        // of weights and a cache of 131 072 bytes per token for 1 800 tokens and 64 sequences at 3.35 TB/s.
        const double ttft =
            std::max(2 * 8e9 * 1500 * 64 / (990e12 * 0.6), (16e9 + 131072.0 * 1800 * 64) / 3.35e12);
        QVERIFY_REL(result(QStringLiteral("serving.ttft_s"), s), ttft, 1e-12);
        // Theorem 1: H100 ridge point 990 TFLOP/s ÷ 3.35 TB/s.
        QVERIFY_REL(result(QStringLiteral("roofline.ridge_flop_per_byte"), s), 990.0 / 3.35, 1e-12);
        // Section 05: 0.000405 € per request, 30 000 requests a day, 1 095 days.
        QVERIFY_REL(result(QStringLiteral("cost.api"), s), 405e-6 * 30000 * 1095, 1e-12);
        // Theorem 3: p = 8, m = 32 gives 7/39; FSDP states 16·8e9/8 bytes.
        QVERIFY_REL(result(QStringLiteral("pipeline.bubble_fraction"), s), 7.0 / 39, 1e-12);
        QVERIFY_REL(result(QStringLiteral("training.state_bytes_per_gpu"), s), 16e9, 1e-12);
        // Section 02's data parallelism, 1 × 1 × 8: 2·7/8·16e9/450e9 s of all-reduce, plus exercise 3's
        // 10 µs for each of the 14 ring steps.
        Scenario dp;
        QVERIFY(dp.applyAssignments({"training.pipeline_stages=1", "training.data_parallel=8"}));
        QVERIFY_REL(result(QStringLiteral("training.allreduce_s"), dp), 2.0 * 7 * (16e9 / 8 / 450e9 + 10e-6),
                    1e-12);
        // FSDP: the formula sheet's two all-gathers and one reduce-scatter, 3 × 7 × (16e9/8/450e9 + 10 µs) =
        // 0.0935 s, beside the course code's line, three whole all-reduces without latency: 0.187 s.
        QVERIFY_REL(result(QStringLiteral("training.fsdp_communication_s"), dp),
                    3.0 * 7 * (16e9 / 8 / 450e9 + 10e-6), 1e-12);
        QVERIFY_REL(result(QStringLiteral("training.fsdp_communication_course_code_s"), dp),
                    3 * 2.0 * 7 / 8 * 16e9 / 450e9, 1e-12);
    }

    void noneIsNotANumber()
    {
        Scenario s;
        QVERIFY(
            s.applyAssignments({"model.preset=llama3-405b", "training.strategy=ddp", "serving.slo_s=0.01"}));
        QVERIFY(std::isnan(result(QStringLiteral("training.gpus_needed"), s)));
        QVERIFY(std::isnan(result(QStringLiteral("serving.gpus_for_target"), s)));
    }

    void expressionFollowsTheStrategyAndSchedule()
    {
        Scenario s;
        QVERIFY(s.applyAssignments({"training.strategy=zero2", "training.schedule=interleaved"}));
        // ZeRO-2 keeps the weights on the t·p split and shards gradients and K over d.
        QVERIFY(formulaFor(QStringLiteral("training.state_bytes_per_gpu"), s)
                    ->expression.contains(u"b_w·N/(t·p) + (b_g + K)·N/(t·p·d)"));
        QVERIFY(formulaFor(QStringLiteral("pipeline.bubble_fraction"), s)->expression.contains(u"v·m"));
        QVERIFY(s.set(Key::TrainingStrategy, QStringLiteral("ddp")));
        QVERIFY(
            formulaFor(QStringLiteral("training.state_bytes_per_gpu"), s)->expression.endsWith(u"B·N/(t·p)"));
        // The GPUs needed name the range tried: d doubled up to 16 384 GPUs, not exercise 2's 64.
        const QString gpusNeeded = formulaFor(QStringLiteral("training.gpus_needed"), s)->expression;
        QVERIFY(gpusNeeded.contains(u"d ∈ {1, 2, 4, …}, t·p·d ≤ 16384 :"));
        // Symbols, no English word: the expression is the same in the French report.
        QVERIFY2(!gpusNeeded.contains(u" with "), qPrintable(gpusNeeded));
    }

    void expressionsAreSymbolsOnly()
    {
        // The expression is printed as it is in both languages (report, formula panel): a word of English in
        // it ("beside", "with") read as untranslated in the French report. A run of four or more letters
        // standing alone, not a function's name before "(" nor part of a symbol (n_prompt, C_decode), is a
        // word.
        Scenario s;
        const QRegularExpression word(QStringLiteral("(?<![\\w·,-])[a-z]{4,}(?![\\w(])"));
        for (const QString &key : formulaKeys()) {
            const std::optional<Formula> f = formulaFor(key, s);
            QVERIFY(f);
            const QRegularExpressionMatch m = word.match(f->expression);
            QVERIFY2(!m.hasMatch(), qPrintable(key + QStringLiteral(": ") + m.captured() +
                                               QStringLiteral(" in ") + f->expression));
        }
    }

    void bytesPerParameterSubstituted()
    {
        // The course's 2 + 2 + 4 + 2 × 4 = 16 by default; 8-bit Adam's moments are 1 byte each: 10.
        Scenario s;
        const auto value = [](const Formula &f, const char *symbol) {
            for (const FormulaInput &in : f.inputs)
                if (in.symbol == QString::fromUtf8(symbol)) return in.value;
            return -1.0;
        };
        Formula f = *formulaFor(QStringLiteral("training.bytes_per_param"), s);
        QCOMPARE(f.substitution, QStringLiteral("{b_w} + {b_g} + {b_m} + 2 × {b_o}"));
        QCOMPARE(value(f, "b_m"), 4.0);
        QCOMPARE(value(f, "b_o"), 4.0);
        QCOMPARE(f.result, 2 + 2 + 4 + 2 * 4.0);
        QVERIFY(s.set(Key::TrainingOptimizerPrecision, QStringLiteral("int8")));
        f = *formulaFor(QStringLiteral("training.bytes_per_param"), s);
        QCOMPARE(value(f, "b_o"), 1.0);
        QCOMPARE(f.result, 2 + 2 + 4 + 2 * 1.0);
        // The memory formula substitutes K = 4 + 2 and B = 10, and its sources name Megatron-LM and ZeRO.
        f = *formulaFor(QStringLiteral("training.state_bytes_per_gpu"), s);
        QCOMPARE(value(f, "B"), 10.0);
        QVERIFY(QString::fromUtf8(f.source).contains(u"Megatron-LM") &&
                QString::fromUtf8(f.source).contains(u"ZeRO"));
    }
};

QTEST_APPLESS_MAIN(TestFormulas)
#include "tst_formulas.moc"
