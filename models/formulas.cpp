#include "formulas.h"

#include "roofline.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace infralab {

namespace formulas_detail {

namespace {

Formula ridge(const Scenario &s)
{
    const double peak = s.peak(), bw = s.device().bandwidth;
    return {
        {},
        QT_TRANSLATE_NOOP("Formulas", "Ridge point"),
        u"I* = P / β"_s,
        u"{P} / {β}"_s,
        {{u"P"_s, peak, u"FLOP/s"_s,
          QT_TRANSLATE_NOOP("Formulas", "Peak of the device in the compute precision")},
         {u"β"_s, bw, u"B/s"_s, QT_TRANSLATE_NOOP("Formulas", "Memory bandwidth of the device")}},
        ridgePoint(peak, bw),
        u"FLOP/B"_s,
        QT_TRANSLATE_NOOP("Formulas", "Course §01, theorem 1; Williams, Waterman & Patterson, CACM 2009")};
}

Formula decodeBatch1(const Scenario &s)
{
    const double bw = s.device().bandwidth, n = s.number(Key::ModelParams), b = bytesPerValue(s.precision());
    return {{},
            QT_TRANSLATE_NOOP("Formulas", "Decode speed at batch 1"),
            u"tok/s = β / (N·b)"_s,
            u"{β} / ({N} × {b})"_s,
            {{u"β"_s, bw, u"B/s"_s, QT_TRANSLATE_NOOP("Formulas", "Memory bandwidth of the device")},
             {u"N"_s, n, {}, QT_TRANSLATE_NOOP("Formulas", "Parameters of the model")},
             {u"b"_s, b, u"B"_s, QT_TRANSLATE_NOOP("Formulas", "Bytes per value in the compute precision")}},
            decodeTokensPerSecondBatch1(bw, n * b),
            u"1/s"_s,
            QT_TRANSLATE_NOOP("Formulas",
                              "Course §01 (table) and theorem 1: every weight is read once per token")};
}

Formula trainingThroughput(const Scenario &s)
{
    const double mfu = s.number(Key::TrainingMfu), peak = s.peak();
    const double active = s.number(Key::ModelParams) * s.number(Key::ModelActiveRatio);
    return {{},
            QT_TRANSLATE_NOOP("Formulas", "Training throughput per GPU"),
            u"tok/s = MFU·P / (6·N_act)"_s,
            u"{MFU} × {P} / (6 × {N_act})"_s,
            {{u"MFU"_s, mfu, {}, QT_TRANSLATE_NOOP("Formulas", "Model FLOPs utilisation")},
             {u"P"_s, peak, u"FLOP/s"_s,
              QT_TRANSLATE_NOOP("Formulas", "Peak of the device in the compute precision")},
             {u"N_act"_s,
              active,
              {},
              QT_TRANSLATE_NOOP("Formulas", "Parameters used per token (all of them for a dense model)")}},
            trainingTokensPerSecond(mfu, peak, active),
            u"1/s"_s,
            QT_TRANSLATE_NOOP("Formulas", "Course §01 (table): 6N FLOPs per token; Kaplan et al. 2020 §2.1")};
}

} // namespace

const QList<Entry> &rooflineFormulas()
{
    static const QList<Entry> entries = {{"roofline.ridge_flop_per_byte", ridge},
                                         {"roofline.decode_tokens_per_s_batch1", decodeBatch1},
                                         {"roofline.training_tokens_per_s", trainingThroughput}};
    return entries;
}

} // namespace formulas_detail

namespace {
QList<formulas_detail::Entry> allEntries()
{
    using namespace formulas_detail;
    return rooflineFormulas() + trainingFormulas() + scalingFormulas() + servingFormulas() + costFormulas();
}
} // namespace

QStringList formulaKeys()
{
    QStringList keys;
    for (const formulas_detail::Entry &e : allEntries())
        keys.append(QString::fromLatin1(e.key));
    return keys;
}

std::optional<Formula> formulaFor(const QString &key, const Scenario &s)
{
    for (const formulas_detail::Entry &e : allEntries()) {
        if (key != QLatin1String(e.key)) continue;
        Formula f = e.build(s);
        f.key = key;
        return f;
    }
    return std::nullopt;
}

} // namespace infralab
