// Every accepted input gives usable numbers: each scenario key is swept from its minimum to its maximum (and
// every choice, device and model), in-process through the models library, and every figure of `report` must
// then be finite and non-negative, or "none". No expected values here: the property holds for every input.
#include "figures.h"
#include "scenario.h"
#include "scenariofile.h"

#include <QDir>
#include <QTest>
#include <climits>
#include <cmath>

using namespace infralab;

namespace {

/// min, max and five points between: geometric on log-scaled keys (or when the range spans decades), else
/// evenly spaced; whole numbers for integer keys.
QList<double> sweepPoints(const ParamSpec &p)
{
    QList<double> points{p.min, p.max};
    const bool geometric = p.min > 0 && p.max / p.min >= 100;
    for (int i = 1; i <= 5; ++i) {
        const double t = i / 6.0;
        double v = geometric ? p.min * std::pow(p.max / p.min, t) : p.min + t * (p.max - p.min);
        if (p.type == ParamType::Integer) v = std::round(v);
        points.append(std::clamp(v, p.min, p.max));
    }
    return points;
}

QList<QVariant> sweepValues(const ParamSpec &p, const Catalogue &catalogue)
{
    QList<QVariant> values;
    switch (p.type) {
    case ParamType::Integer:
        for (double v : sweepPoints(p))
            values.append(int(v));
        break;
    case ParamType::Real:
        for (double v : sweepPoints(p))
            values.append(v);
        break;
    case ParamType::Boolean:
        values = {true, false};
        break;
    case ParamType::Choice:
        for (const QString &c : p.choices)
            values.append(c);
        break;
    case ParamType::Device:
        for (const Device &d : catalogue.devices())
            values.append(d.id);
        break;
    case ParamType::Model:
        for (const ModelPreset &m : catalogue.models())
            values.append(m.id);
        break;
    }
    return values;
}

/// Empty when every figure is usable, else the first that is not, with its value.
QString firstUnusableFigure(const Scenario &s)
{
    for (const Figure &f : computeFigures(s)) {
        if (!f.value.isValid() || f.value.typeId() == QMetaType::Bool) continue; // "none", or yes/no
        const double v = f.value.toDouble();
        // An error against a published run (model / published − 1) is signed: below zero when under.
        const bool signedError = f.key.endsWith(u"_error");
        if (!std::isfinite(v) || (v < 0 && !signedError)) return QStringLiteral("%1 = %2").arg(f.key).arg(v);
    }
    return {};
}

/// Setting `key` to `v` in `s`, with the change the rules between keys need beside it: a token's k experts
/// stay within the layer's E, and serving's t GPUs share the heads (t heads and t KV heads for each t swept;
/// one GPU while the heads are swept; the free model from its preset's shapes; a preset's sequences within
/// its context). The other keys are
/// independent, the interleaved schedule's corners aside.
QList<QPair<Key, QVariant>> changeOf(const Scenario &s, Key key, const QVariant &v)
{
    if (key == Key::ServingTensorParallel) return {{Key::ModelHeads, v}, {Key::ModelKvHeads, v}, {key, v}};
    // A free model's N is its shapes' count: at a corner (every shape at its end) that count leaves N's range
    // and is refused, so the free model starts from its preset's shapes, on one GPU as a preset does.
    if (key == Key::ModelFree)
        return {{Key::ModelPreset, s.text(Key::ModelPreset)}, {Key::ServingTensorParallel, 1}, {key, v}};
    // A preset with a published context takes sequences no longer than it (checkContext): its own context,
    // shared between prompt and output, and as the training sequence.
    const ModelPreset *preset = key == Key::ModelPreset ? Catalogue::builtIn().model(v.toString()) : nullptr;
    if (preset && preset->context > 0 &&
        (s.integer(Key::ServingPromptTokens) + s.integer(Key::ServingOutputTokens) > preset->context ||
         s.integer(Key::TrainingSeqLen) > preset->context))
        return {{key, v},
                {Key::ServingTensorParallel, 1},
                {Key::ServingPromptTokens, preset->context / 2},
                {Key::ServingOutputTokens, preset->context / 2},
                {Key::TrainingSeqLen, preset->context}};
    if (key == Key::ModelPreset || key == Key::ModelHeads || key == Key::ModelKvHeads)
        return {{key, v}, {Key::ServingTensorParallel, 1}};
    // The GPU count is TP × PP × DP (deriveCluster): a degree at its end goes with the others at 1.
    const QList<Key> degrees = {Key::TrainingTensorParallel, Key::TrainingPipelineStages,
                                Key::TrainingDataParallel};
    if (key == Key::TrainingGpus) {
        // n alone as section 02's data parallelism, 1 × 1 × n, up to DP's 10⁶; 2²⁰ as 1 024 × 1 024 × 1.
        const int n = v.toInt(), wide = n > 1000000 ? 1024 : 1;
        return {{Key::TrainingTensorParallel, wide},
                {Key::TrainingPipelineStages, wide},
                {Key::TrainingDataParallel, n / (wide * wide)},
                {key, v}};
    }
    if (degrees.contains(key)) {
        QList<QPair<Key, QVariant>> changes;
        for (Key d : degrees)
            changes.append({d, d == key ? v : QVariant(1)});
        return changes;
    }
    if (key == Key::ModelExperts && s.integer(Key::ModelExpertsPerToken) > v.toInt())
        return {{Key::ModelExpertsPerToken, v}, {key, v}};
    if (key == Key::ModelExpertsPerToken && s.integer(Key::ModelExperts) < v.toInt())
        return {{Key::ModelExperts, v}, {key, v}};
    return {{key, v}};
}

enum class Base
{
    Defaults,
    Minima,
    Maxima
};

/// Every number at its minimum or maximum (nothing for the defaults).
QList<QPair<Key, QVariant>> corner(Base base)
{
    QList<QPair<Key, QVariant>> changes;
    if (base == Base::Defaults) return changes;
    for (const ParamSpec &p : scenarioSchema())
        // n is the product of the degrees, which reach their ends with DP at 1: 1 024 × 1 024 × 1 = 2²⁰.
        if (p.isNumber() && p.id != Key::TrainingGpus) {
            const double v = base == Base::Maxima && p.id != Key::TrainingDataParallel ? p.max : p.min;
            changes.append({p.id, p.type == ParamType::Integer ? QVariant(int(v)) : QVariant(v)});
        }
    return changes;
}

QString described(const Scenario &s, Key key)
{
    return QStringLiteral("%1 = %2").arg(keyName(key), s.value(key).toString());
}

} // namespace

class TestScenarioSweep : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void integerKeysFitAnInt()
    {
        // Scenario stores integer keys as int after checking the range: the range must fit.
        for (const ParamSpec &p : scenarioSchema())
            if (p.type == ParamType::Integer)
                QVERIFY2(p.min >= INT_MIN && p.max <= INT_MAX, qPrintable(p.key));
    }

    void everyKeyFromMinimumToMaximum_data()
    {
        QTest::addColumn<int>("base");
        QTest::newRow("others at the course's values") << int(Base::Defaults);
        QTest::newRow("others at their minimum") << int(Base::Minima);
        QTest::newRow("others at their maximum") << int(Base::Maxima);
    }

    void everyKeyFromMinimumToMaximum()
    {
        QFETCH(int, base);
        int checked = 0;
        for (const ParamSpec &p : scenarioSchema()) {
            for (const QVariant &v : sweepValues(p, Catalogue::builtIn())) {
                Scenario s;
                QString error;
                QVERIFY2(s.apply(corner(Base(base)), &error), qPrintable(error));
                QVERIFY2(s.apply(changeOf(s, p.id, v), &error),
                         qPrintable(p.key + QStringLiteral(": ") + error));
                const QString bad = firstUnusableFigure(s);
                QVERIFY2(bad.isEmpty(), qPrintable(described(s, p.id) + QStringLiteral(" gives ") + bad));
                ++checked;
            }
        }
        QVERIFY(checked > 300); // 70-odd keys, most with 7 points
    }

    void everyNumberAtItsMinimumOrMaximumAtOnce()
    {
        // The corners on each schedule. At the maximum, 65 536 micro-batches are a multiple of the 1 024
        // stages, so even the interleaved schedule accepts both corners.
        for (const Base base : {Base::Minima, Base::Maxima})
            for (const char *schedule : {"gpipe", "1f1b", "interleaved"}) {
                QList<QPair<Key, QVariant>> changes = corner(base);
                changes.append({Key::TrainingSchedule, schedule});
                Scenario s;
                QString error;
                QVERIFY2(s.apply(changes, &error), qPrintable(error));
                const QString bad = firstUnusableFigure(s);
                QVERIFY2(bad.isEmpty(),
                         qPrintable(QStringLiteral("%1, %2: %3")
                                        .arg(base == Base::Maxima ? "maxima" : "minima", schedule, bad)));
            }
    }

    void interleavedNeedsAMultipleOfTheStages_data()
    {
        QTest::addColumn<QStringList>("assignments");
        QTest::addColumn<QString>("named"); // the key the one line names
        // The course's p = 8: m = 12 has no interleaved schedule (Megatron-LM takes groups of p
        // micro-batches).
        QTest::newRow("micro-batches")
            << QStringList{"training.schedule=interleaved", "training.microbatches=12"}
            << "training.microbatches";
        QTest::newRow("stages") << QStringList{"training.schedule=interleaved", "training.pipeline_stages=5"}
                                << "training.pipeline_stages";
        QTest::newRow("schedule") << QStringList{"training.microbatches=12", "training.schedule=interleaved"}
                                  << "training.microbatches";
    }

    void interleavedNeedsAMultipleOfTheStages()
    {
        QFETCH(QStringList, assignments);
        QFETCH(QString, named);
        Scenario s;
        QString error;
        QVERIFY(!s.applyAssignments(assignments, &error));
        QVERIFY2(error.contains(u'"' + named + u'"') && error.contains(QStringLiteral("multiple")) &&
                     !error.contains(u'\n'),
                 qPrintable(error));
        QCOMPARE(s.text(Key::TrainingSchedule), QStringLiteral("gpipe")); // nothing applied
        // m = 16 and m = 32 are multiples of p = 8: accepted, and so is 1F1B with m = 12.
        QVERIFY(s.applyAssignments({"training.schedule=interleaved", "training.microbatches=16"}, &error));
        QVERIFY(!s.set(Key::TrainingPipelineStages, 3, &error));
        QVERIFY(s.applyAssignments({"training.schedule=1f1b", "training.microbatches=12"}, &error));
    }

    void longValuesAreCutInRefusals()
    {
        Scenario s;
        QString error;
        const QString huge(500000, u'9');
        QVERIFY(!s.applyAssignments({QStringLiteral("serving.batch=") + huge}, &error));
        QVERIFY2(error.size() < 300 && error.contains(QLatin1String("serving.batch")) &&
                     error.contains(QStringLiteral("500000")),
                 qPrintable(error.left(300)));
        QVERIFY(!s.applyAssignments({huge + QStringLiteral("=1")}, &error));
        QVERIFY2(error.size() < 300, qPrintable(error.left(300)));
        QVERIFY(!s.applyAssignments({huge}, &error)); // no "="
        QVERIFY2(error.size() < 300, qPrintable(error.left(300)));
    }

    void specialFilesAreRefusedAndNothingLoads()
    {
        Scenario s;
        QVERIFY(s.set(Key::ServingBatch, 8));
        for (const QString &path :
             {QStringLiteral("/dev/zero"), QStringLiteral("/dev/null"), QDir::tempPath()}) {
            QString error;
            QVERIFY(!ScenarioFile(&s).load(path, &error));
            QVERIFY2(error.contains(path) && error.contains(QStringLiteral("not a regular file")),
                     qPrintable(error));
            QVERIFY(!s.comparison().pinFile(path, &error));
            QVERIFY2(error.contains(path), qPrintable(error));
        }
        QCOMPARE(s.integer(Key::ServingBatch), 8);
        QVERIFY(!s.comparison().pinned());
    }
};

QTEST_GUILESS_MAIN(TestScenarioSweep)
#include "tst_scenariosweep.moc"
