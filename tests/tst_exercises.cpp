// Reading typed answers in both languages' habits, and the exercise items against the course: every
// expected number below is derived here from the course's statements, not from the functions under test.
#include "answers.h"
#include "exercises.h"
#include "scenario.h"
#include "testutil.h"

#include <QList>
#include <cmath>
#include <initializer_list>
#include <optional>

using namespace infralab;

Q_DECLARE_METATYPE(infralab::Dimension)

namespace {
const ExerciseItem *find(const QList<ExerciseItem> &items, const QString &id)
{
    for (const ExerciseItem &item : items)
        if (item.id == id) return &item;
    return nullptr;
}

double expectedOf(const Scenario &s, const QString &id)
{
    const QList<ExerciseItem> items = exercises(s);
    const ExerciseItem *item = find(items, id);
    return item ? item->expected : NAN;
}
} // namespace

class TestExercises : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parses_data()
    {
        addColumns<QString, Dimension, double>({"text", "dimension", "si"});
        // Answers as typed, with the value in SI units that each spelling means; a row is named after its
        // text.
        const auto add = [](Dimension dimension, double si, std::initializer_list<const char *> texts) {
            for (const char *text : texts)
                QTest::newRow(text) << QString::fromUtf8(text) << dimension << si;
        };
        add(Dimension::Time, 0.02, {"20 ms", "0,02 s", "0.02 s", "2e-2 s", "20ms"});
        add(Dimension::Time, 139e-6, {"139 µs", "139 us"});
        add(Dimension::Time, 120.0, {"2 min"});
        add(Dimension::Time, 5400.0, {"1,5 h"});
        add(Dimension::Bytes, 4e9, {"4 Go", "4 GB", "4 go"});
        add(Dimension::Bytes, 24e9, {"24 000 Mo"});
        add(Dimension::Bytes, 16.0, {"16 octets"});
        add(Dimension::Bytes, 1e12, {"1 TB"});
        add(Dimension::Bytes, 1073741824.0, {"1 GiB"});
        add(Dimension::Rate, 1500.0, {"1 500 tok/s"});
        add(Dimension::Rate, 50.0, {"50 /s", "50"});
        add(Dimension::Rate, 1500.5, {"1,500.5 tok/s", "1.500,5 tok/s"});
        add(Dimension::Rate, 1e6, {"1 000 000 /s"});
        add(Dimension::Count, 64.0, {"64", "64 micro-lots", "64 micro-batches"});
        add(Dimension::Count, 8.0, {"8 GPU", "8 GPUs"});
        add(Dimension::Fraction, 0.18, {"18 %", "18%", "0.18", "0,18"});
        add(Dimension::Fraction, 0.5, {",5"});
        add(Dimension::Intensity, 296.0, {"296 FLOP/o", "296 FLOP/B", "296 FLOP/octet", "296 flop/byte"});
        add(Dimension::Euros, 12.0, {"12 €", "12€", "12 EUR"});
        add(Dimension::Euros, 0.87, {"0,87 €"});
        add(Dimension::Euros, -3.0, {"  -3 €  "});
        // Spaces and signs a keyboard or a copy-paste gives, named by what they stand for.
        const QString nbsp(QChar(0x00A0)), thin(QChar(0x2009)), narrow(QChar(0x202F));
        QTest::newRow("20<nbsp>ms") << QString("20" + nbsp + "ms") << Dimension::Time << 0.02;
        QTest::newRow("139 μs (Greek mu)") << QString::fromUtf8("139 \u03bcs") << Dimension::Time << 139e-6;
        QTest::newRow("1<thin>500 tokens/s")
            << QString("1" + thin + "500 tokens/s") << Dimension::Rate << 1500.0;
        QTest::newRow("1<narrow>500 req/s")
            << QString("1" + narrow + "500 req/s") << Dimension::Rate << 1500.0;
        QTest::newRow("18<nbsp>%") << QString("18" + nbsp + "%") << Dimension::Fraction << 0.18;
        QTest::newRow("typographic minus")
            << QString(QChar(0x2212) + QStringLiteral("3 €")) << Dimension::Euros << -3.0;
    }
    void parses()
    {
        QFETCH(QString, text);
        QFETCH(Dimension, dimension);
        QFETCH(double, si);
        QString error;
        const std::optional<double> v = parseQuantity(text, dimension, &error);
        QVERIFY2(v, qPrintable(error));
        QVERIFY_REL(*v, si, 1e-12);
    }

    void refuses_data()
    {
        addColumns<QString, Dimension, QString>(
            {"text", "dimension", "named"}); // named: what the message quotes
        struct Refusal
        {
            const char *row, *text;
            Dimension dimension;
        };
        // Nothing in the text can be read as the quantity: the message quotes it whole.
        const Refusal unreadable[] = {
            {"abc", "abc", Dimension::Time},
            {"time without unit", "20", Dimension::Time},
            {"bytes without unit", "4", Dimension::Bytes},
            {"bad grouping", "1 5 ms", Dimension::Time},
            {"two decimal commas", "1,5,0 s", Dimension::Time},
            {"overflow", "1e999 s", Dimension::Time},
            // Finite as typed, infinite in SI: 1e308 h = 3.6e311 s, beyond DBL_MAX ≈ 1.8e308.
            {"overflow in SI", "1e308 h", Dimension::Time},
            {"choice", "12", Dimension::Choice},
        };
        for (const Refusal &r : unreadable)
            QTest::newRow(r.row) << QString::fromUtf8(r.text) << r.dimension << QString::fromUtf8(r.text);
        // A number with the wrong unit names the unit; an empty answer has nothing to quote.
        QTest::newRow("20 kg for a time") << "20 kg" << Dimension::Time << "kg";
        QTest::newRow("seconds for bytes") << "4 s" << Dimension::Bytes << "s";
        QTest::newRow("gigabits") << "4 Gbit" << Dimension::Bytes << "Gbit";
        QTest::newRow("empty") << "" << Dimension::Time << "";
        QTest::newRow("blank") << "   " << Dimension::Bytes << "";
    }

    void refuses()
    {
        QFETCH(QString, text);
        QFETCH(Dimension, dimension);
        QFETCH(QString, named);
        QString error;
        QVERIFY(!parseQuantity(text, dimension, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY2(error.contains(named), qPrintable(error));
        QVERIFY(!parseQuantity(text, dimension)); // no error pointer is fine
    }

    void toleranceEdges()
    {
        QVERIFY(withinTolerance(105, 100, 0.05));
        QVERIFY(withinTolerance(95, 100, 0.05));
        QVERIFY(!withinTolerance(105.01, 100, 0.05));
        QVERIFY(!withinTolerance(94.99, 100, 0.05));
        QVERIFY(withinTolerance(0.021, 0.02, 0.05)); // 21 ms for 20 ms ± 5 %, whatever the binary fractions
        QVERIFY(withinTolerance(-1.02, -1, 0.05));
        QVERIFY(withinTolerance(64, 64, 0));
        QVERIFY(!withinTolerance(65, 64, 0));
        QVERIFY(!withinTolerance(63.9, 64, 0));
        QVERIFY(withinTolerance(0.01, 0, 0.05)); // an absolute tolerance when 0 is expected
        QVERIFY(!withinTolerance(0.1, 0, 0.05));
        QVERIFY(!withinTolerance(NAN, 1, 0.05));
        QVERIFY(!withinTolerance(1, NAN, 0.05));
        QVERIFY(!withinTolerance(INFINITY, INFINITY, 0.05));
    }

    void normalizedWordsIgnoreCaseAccentsAndPunctuation()
    {
        QCOMPARE(normalizedWords(QStringLiteral("  La  Mémoire ! ")), QStringLiteral("la memoire"));
        QCOMPARE(normalizedWords(QStringLiteral("bande-passante")), QStringLiteral("bande passante"));
    }

    void itemsAreComplete_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QVariant>("value");
        QTest::newRow("course") << QString() << QVariant();
        QTest::newRow("one stage, no bubble") << "training.pipeline_stages" << QVariant(1);
        QTest::newRow("fits on one GPU") << "model.params" << QVariant(1e9);
        QTest::newRow("fits on none") << "model.params" << QVariant(1e13);
        QTest::newRow("no batch meets the SLO") << "serving.slo_s" << QVariant(0.01);
    }
    void itemsAreComplete()
    {
        QFETCH(QString, key);
        QFETCH(QVariant, value);
        Scenario s;
        const QList<ExerciseItem> course = exercises(s);
        if (!key.isEmpty()) QVERIFY(s.set(*keyFromName(key), value));
        const QList<ExerciseItem> items = exercises(s);
        QCOMPARE(items.size(), course.size());
        QStringList ids;
        for (int k = 0; k < items.size(); ++k) {
            const ExerciseItem &item = items.at(k);
            // Same ids in the same order whatever the scenario: the page builds its rows once.
            QCOMPARE(item.id, course.at(k).id);
            QVERIFY2(!ids.contains(item.id), qPrintable(item.id));
            ids << item.id;
            QVERIFY(item.title && item.question && item.solution && item.source);
            QCOMPARE(item.argUnits.size(), item.questionArgs.size());
            QCOMPARE(item.solutionUnits.size(), item.solutionArgs.size());
            // Every argument has its placeholder and no placeholder lacks an argument.
            const QString question = QString::fromUtf8(item.question),
                          solution = QString::fromUtf8(item.solution);
            for (int i = 1; i <= item.questionArgs.size(); ++i)
                QVERIFY2(question.contains(QStringLiteral("%%1").arg(i)), qPrintable(item.id));
            QVERIFY2(!question.contains(QStringLiteral("%%1").arg(item.questionArgs.size() + 1)),
                     qPrintable(item.id));
            for (int i = 1; i <= item.solutionArgs.size(); ++i)
                QVERIFY2(solution.contains(QStringLiteral("%%1").arg(i)), qPrintable(item.id));
            QVERIFY2(!solution.contains(QStringLiteral("%%1").arg(item.solutionArgs.size() + 1)),
                     qPrintable(item.id));
            if (item.dimension == Dimension::Choice)
                QVERIFY(item.expectedChoice >= 0 && item.expectedChoice < item.choices.size());
            else if (item.id != u"ex2.fsdp_gpus" && item.id != u"ex4.gpus") // the two that may be "none"
                QVERIFY2(std::isfinite(item.expected) && item.expected >= 0, qPrintable(item.id));
        }
        for (const char *id :
             {"ex1.decode_time", "ex1.matmul_time", "ex2.fsdp_memory", "ex2.fsdp_gpus", "ex3.allreduce_time",
              "ex3.microbatches", "ex4.gpus", "robot.tpot", "robot.tokens_per_s", "verification.resource"})
            QVERIFY2(ids.contains(QString::fromLatin1(id)), id);
    }

    void exercise1FollowsTheorem1()
    {
        Scenario s; // course 8B in bf16 on the course's H100: 990 TFLOP/s, 3.35 TB/s
        const double n = 8e9, p = 990e12, bw = 3.35e12;
        QVERIFY_REL(expectedOf(s, "ex1.decode_time"), std::max(2 * n / p, 2 * n / bw), 1e-12); // 4.78 ms
        const double side = 4096;
        QVERIFY_REL(expectedOf(s, "ex1.matmul_time"),
                    std::max(2 * side * side * side / p, 2 * 3 * side * side / bw), 1e-12); // 139 µs
        QVERIFY_REL(expectedOf(s, "ex1.ridge"), p / bw, 1e-12);                             // ≈ 296
    }

    void exercise2FsdpOnTheCourse7b()
    {
        Scenario s;
        QVERIFY(s.set(Key::ModelPreset, QStringLiteral("course-7b")));
        // 16·7e9/8 + 10 GB = 24 GB; 16·7e9/n + 10 ≤ 80 GB first for n = 2.
        QVERIFY_REL(expectedOf(s, "ex2.fsdp_memory"), 24e9, 1e-12);
        QCOMPARE(expectedOf(s, "ex2.fsdp_gpus"), 2.0);
        // 70B: 1120/n + 10 ≤ 80 first at n = 16; a 10T model fits on none of 1…64.
        QVERIFY(s.set(Key::ModelParams, 70e9));
        QCOMPARE(expectedOf(s, "ex2.fsdp_gpus"), 16.0);
        QVERIFY(s.set(Key::ModelParams, 1e13));
        QVERIFY(std::isnan(expectedOf(s, "ex2.fsdp_gpus")));
        const QList<ExerciseItem> items = exercises(s);
        const ExerciseItem *gpus = find(items, QStringLiteral("ex2.fsdp_gpus"));
        QCOMPARE(checkAnswer(*gpus, QStringLiteral("aucun")).verdict, Verdict::Correct);
        QCOMPARE(checkAnswer(*gpus, QStringLiteral("None")).verdict, Verdict::Correct);
        QCOMPARE(checkAnswer(*gpus, QStringLiteral("64")).verdict, Verdict::Wrong);
    }

    void exercise3AllReduceAndBubble()
    {
        Scenario s; // 8B on 8 GPUs, NVLink 450 GB/s, 10 µs per step; p = 8, m = 32
        const double size = 2 * 8e9, n = 8;
        QVERIFY_REL(expectedOf(s, "ex3.allreduce_time"), 2 * (n - 1) * (size / n / 450e9 + 10e-6), 1e-12);
        QVERIFY_REL(expectedOf(s, "ex3.bubble"), 7.0 / 39, 1e-12); // the course's 18 %
        // 7/(m + 7) < 0.1 ⇔ m > 63.
        QCOMPARE(expectedOf(s, "ex3.microbatches"), 64.0);
    }

    void degenerateCasesSayTheAnswerIsTrivial()
    {
        // One stage: bulle(1, m) = 0/m = 0 for every m, so m = 1 already meets < 10 %. One GPU: 2(n − 1) = 0
        // steps, no all-reduce. The questions say so instead of asking as if there were something to find.
        Scenario s;
        QVERIFY(s.set(Key::TrainingPipelineStages, 1));
        QVERIFY(s.set(Key::TrainingGpus, 1));
        const QList<ExerciseItem> items = exercises(s);
        QCOMPARE(find(items, QStringLiteral("ex3.bubble"))->expected, 0.0);
        QCOMPARE(find(items, QStringLiteral("ex3.microbatches"))->expected, 1.0);
        QCOMPARE(find(items, QStringLiteral("ex3.allreduce_time"))->expected, 0.0);
        for (const char *id : {"ex3.bubble", "ex3.microbatches", "ex3.allreduce_time"})
            QVERIFY2(QString::fromUtf8(find(items, QString::fromLatin1(id))->question).contains(u"trivial"),
                     id);
        QCOMPARE(checkAnswer(*find(items, QStringLiteral("ex3.bubble")), QStringLiteral("0 %")).verdict,
                 Verdict::Correct);
        // The course's p = 8 and 8 GPUs ask the real questions.
        for (const ExerciseItem &item : exercises(Scenario()))
            QVERIFY2(!QString::fromUtf8(item.question).contains(u"trivial"), qPrintable(item.id));
    }

    void wrongNumbersSayHowTheyMiss()
    {
        // A slip between two units of the dimension, within the item's tolerance (at least 2 %).
        const MissReport ms = missOf(20, 0.02, 0.05, Dimension::Time); // 20 s typed for 20 ms
        QCOMPARE(ms.kind, Miss::WrongUnit);
        QCOMPARE(ms.factor, 1000.0);
        QCOMPARE(missOf(26e6, 26e9, 0.02, Dimension::Bytes).kind, Miss::WrongUnit); // MB for GB
        const MissReport percent = missOf(18, 7.0 / 39, 0.05, Dimension::Fraction); // "18" for 18 %
        QCOMPARE(percent.kind, Miss::WrongUnit);
        QCOMPARE(percent.factor, 100.0);
        QCOMPARE(missOf(1.2, 0.02, 0.05, Dimension::Time).kind, Miss::WrongUnit); // minutes for seconds: 60×
        // Otherwise too high or too low, by the ratio.
        const MissReport low = missOf(0.002, 0.02, 0.05, Dimension::Time);
        QCOMPARE(low.kind, Miss::TooLow);
        QVERIFY_REL(low.factor, 0.1, 1e-12);
        QCOMPARE(missOf(65, 64, 0, Dimension::Count).kind, Miss::TooHigh);
        // KiB against kB is 2.4 %, no unit's slip: too high.
        QCOMPARE(missOf(1024, 1000, 0.01, Dimension::Bytes).kind, Miss::TooHigh);
        // Nothing to compare with zero or "none".
        QCOMPARE(missOf(0.1, 0, 0.05, Dimension::Fraction).kind, Miss::Unknown);
        QCOMPARE(missOf(3, std::nan(""), 0, Dimension::Count).kind, Miss::Unknown);
        // checkAnswer gives the report with a wrong answer.
        const QList<ExerciseItem> items = exercises(Scenario());
        QCOMPARE(checkAnswer(*find(items, QStringLiteral("robot.tpot")), QStringLiteral("20 s")).miss.kind,
                 Miss::WrongUnit);
    }

    void exercise4CapacityPlanner()
    {
        Scenario s;
        // The course's service(B) for its 8B on an H100 at 60 % of the peak, batches 1, 2, … 4096.
        const double N = 8e9, P = 990e12 * 0.6, BW = 3.35e12, W = 2 * N, kvPerToken = 2 * 32 * 8 * 128 * 2;
        auto gpusFor = [&](double rate) {
            int best = 0;
            for (double b = 1; b <= 4096; b *= 2) {
                const double kv = kvPerToken * 1800 * b;
                if (!(W + kv < 80e9 * 0.9)) continue;
                const double ttft = std::max(2 * N * 1500 * b / P, (W + kv) / BW);
                const double tpot = std::max((W + kv) / BW, 2 * N * b / P);
                const double latency = ttft + 300 * tpot;
                if (latency > 4) continue;
                const int g = int(std::ceil(rate * 1.3 / (b / latency)));
                if (best == 0 || g < best) best = g;
            }
            return double(best);
        };
        QCOMPARE(expectedOf(s, "ex4.gpus"), gpusFor(200));
        QVERIFY(s.set(Key::ServingRequestRate, 50.0));
        QCOMPARE(expectedOf(s, "ex4.gpus"), gpusFor(50));
        QVERIFY(s.set(Key::ServingSloS, 0.01)); // nothing answers in 10 ms
        QVERIFY(std::isnan(expectedOf(s, "ex4.gpus")));
    }

    void writtenExercise3Jetson()
    {
        Scenario s;
        // 8B in int4 = 4 GB; TPOT ≈ 4e9/2e11 = 20 ms, 50 tok/s; TTFT ≈ 2·8e9·500/(25e12·0.5) = 0.64 s.
        QVERIFY_REL(expectedOf(s, "robot.tpot"), 4e9 / 2e11, 1e-12);
        QVERIFY_REL(expectedOf(s, "robot.tokens_per_s"), 50, 1e-12);
        QVERIFY_REL(expectedOf(s, "robot.ttft"), 2 * 8e9 * 500 / (25e12 * 0.5), 1e-12);
        const QList<ExerciseItem> items = exercises(s);
        const ExerciseItem *tpot = find(items, QStringLiteral("robot.tpot"));
        QCOMPARE(checkAnswer(*tpot, QStringLiteral("20 ms")).verdict, Verdict::Correct);
        QCOMPARE(checkAnswer(*tpot, QStringLiteral("0,0203 s")).verdict,
                 Verdict::Correct); // KV cache included
        QCOMPARE(checkAnswer(*tpot, QStringLiteral("2 ms")).verdict, Verdict::Wrong);
        const AnswerCheck bad = checkAnswer(*tpot, QStringLiteral("abc"));
        QCOMPARE(bad.verdict, Verdict::Unreadable);
        QVERIFY(bad.error.contains(QStringLiteral("abc")));
        // The course's own reading: 0.6 s for the TTFT is within its 10 %.
        QCOMPARE(checkAnswer(*find(items, QStringLiteral("robot.ttft")), QStringLiteral("0,6 s")).verdict,
                 Verdict::Correct);
    }

    void verificationIsMemoryBandwidth()
    {
        Scenario s;
        const QList<ExerciseItem> items = exercises(s);
        const ExerciseItem *item = find(items, QStringLiteral("verification.resource"));
        QVERIFY(item);
        QCOMPARE(item->dimension, Dimension::Choice);
        // 240 tok/s × 14 GB = 3.36 TB/s of reads, against 240 × 14 GFLOP = 0.34 % of 1 PFLOP/s.
        QVERIFY_REL(item->solutionArgs.at(2), 240 * 14e9, 1e-12);
        QVERIFY_REL(item->solutionArgs.at(4), 240 * 14e9 / 1e15, 1e-12);
        for (const char *right : {"memory", "bandwidth", "mémoire", "bande passante",
                                  "La bande passante mémoire", "MEMORY BANDWIDTH", "memoire"})
            QVERIFY2(checkAnswer(*item, QString::fromUtf8(right)).verdict == Verdict::Correct, right);
        for (const char *wrong : {"compute", "calcul", "le calcul", "memory and compute"})
            QVERIFY2(checkAnswer(*item, QString::fromUtf8(wrong)).verdict == Verdict::Wrong, wrong);
        const AnswerCheck unreadable = checkAnswer(*item, QStringLiteral("the network"));
        QCOMPARE(unreadable.verdict, Verdict::Unreadable);
        QVERIFY(unreadable.error.contains(QStringLiteral("the network")));
    }

    void numericAnswersAcrossDimensions()
    {
        Scenario s;
        const QList<ExerciseItem> items = exercises(s);
        QCOMPARE(
            checkAnswer(*find(items, QStringLiteral("ex3.microbatches")), QStringLiteral("64 micro-lots"))
                .verdict,
            Verdict::Correct);
        QCOMPARE(checkAnswer(*find(items, QStringLiteral("ex3.microbatches")), QStringLiteral("63")).verdict,
                 Verdict::Wrong);
        QCOMPARE(checkAnswer(*find(items, QStringLiteral("ex3.bubble")), QStringLiteral("18 %")).verdict,
                 Verdict::Correct);
        QCOMPARE(checkAnswer(*find(items, QStringLiteral("ex1.ridge")), QStringLiteral("296 FLOP/o")).verdict,
                 Verdict::Correct);
        QCOMPARE(
            checkAnswer(*find(items, QStringLiteral("ex2.fsdp_memory")), QStringLiteral("26 Go")).verdict,
            Verdict::Correct); // 16·8e9/8 + 10 GB
        QCOMPARE(checkAnswer(*find(items, QStringLiteral("ex2.fsdp_memory")), QStringLiteral("none")).verdict,
                 Verdict::Wrong);
    }
};

QTEST_APPLESS_MAIN(TestExercises)
#include "tst_exercises.moc"
