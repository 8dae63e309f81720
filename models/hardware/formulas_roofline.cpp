// Formulas of course section 01: the roofline's ridge point, decoding at batch 1 and training throughput.
#include "formulainputs.h"
#include "roofline.h"
#include "rooflinepoints.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace infralab::formulas_detail {

namespace {

FormulaText ridge(const Scenario &s)
{
    const double peak = s.peak(), bw = s.device().bandwidth;
    return {
        u"I* = P / β"_s,
        u"{P} / {β}"_s,
        {input::peak(peak), input::bandwidth(bw)},
        ridgePoint(peak, bw),
        QT_TRANSLATE_NOOP("Formulas", "Course §01, theorem 1; Williams, Waterman & Patterson, CACM 2009")};
}

FormulaText decodeBatch1(const Scenario &s)
{
    const double bw = s.device().bandwidth, n = s.number(Key::ModelParams), b = bytesPerValue(s.precision());
    const FormulaInput bytes = {u"b"_s, b, u"B"_s,
                                QT_TRANSLATE_NOOP("Formulas", "Bytes per value in the compute precision")};
    if (s.integer(Key::ModelExpertsPerToken) < s.integer(Key::ModelExperts)) {
        const double active = decodeParametersRead(s, 1);
        return {u"tok/s = β / (N_act·b)"_s,
                u"{β} / ({N_act} × {b})"_s,
                {input::bandwidth(bw), input::activeParameters(active), bytes},
                decodeTokensPerSecondBatch1(bw, active * b),
                QT_TRANSLATE_NOOP("Formulas",
                                  "Course §01 and theorem 1 with a mixture of experts: one token reads "
                                  "the shared weights and its k experts only (Mixtral 8x7B reads "
                                  "12.9 B of 46.7 B, Jiang et al. 2024)")};
    }
    return {u"tok/s = β / (N·b)"_s,
            u"{β} / ({N} × {b})"_s,
            {input::bandwidth(bw), input::parameters(n), bytes},
            decodeTokensPerSecondBatch1(bw, n * b),
            QT_TRANSLATE_NOOP("Formulas",
                              "Course §01 (table) and theorem 1: every weight is read once per token")};
}

FormulaText trainingThroughput(const Scenario &s)
{
    const double mfu = s.number(Key::TrainingMfu), peak = s.peak();
    const double active = s.number(Key::ModelParams) * s.number(Key::ModelActiveRatio);
    return {u"tok/s = MFU·P / (6·N_act)"_s,
            u"{MFU} × {P} / (6 × {N_act})"_s,
            {input::mfu(mfu), input::peak(peak), input::activeParameters(active)},
            trainingTokensPerSecond(mfu, peak, active),
            QT_TRANSLATE_NOOP("Formulas", "Course §01 (table): 6N FLOPs per token; Kaplan et al. 2020 §2.1")};
}

} // namespace

QList<FigureSpec> rooflineFigures()
{
    return figureRows(
        FigurePage::Hardware,
        {
            {"roofline.ridge_flop_per_byte", QT_TRANSLATE_NOOP("Formulas", "Ridge point"), "FLOP/B", false,
             ridge},
            {"roofline.decode_tokens_per_s_batch1", QT_TRANSLATE_NOOP("Formulas", "Decode speed at batch 1"),
             "tok/s", true, decodeBatch1},
            {"roofline.training_tokens_per_s", QT_TRANSLATE_NOOP("Formulas", "Training throughput per GPU"),
             "tok/s", false, trainingThroughput},
        },
        {
            {"roofline.peak_flops", QT_TRANSLATE_NOOP("Formulas", "Peak compute"), "FLOP/s", false, nullptr},
            {"roofline.bandwidth_bytes_per_s", QT_TRANSLATE_NOOP("Formulas", "Memory bandwidth"), "B/s",
             false, nullptr},
        });
}


} // namespace infralab::formulas_detail
