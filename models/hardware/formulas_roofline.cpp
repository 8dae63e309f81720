// Formulas of course section 01: the roofline's ridge point, decoding at batch 1 and training throughput.
#include "formulainputs.h"
#include "hardwarescenario.h"
#include "operators.h"
#include "roofline.h"
#include "rooflinepoints.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace infralab::formulas_detail {

namespace {

FormulaText ridge(const Scenario &s)
{
    const double peak = selectedPeak(s), bw = selectedDevice(s).bandwidth;
    return {
        u"I* = P / β"_s,
        u"{P} / {β}"_s,
        {input::peak(peak), input::bandwidth(bw)},
        ridgePoint(peak, bw),
        QT_TRANSLATE_NOOP("Formulas", "Course §01, theorem 1; Williams, Waterman & Patterson, CACM 2009")};
}

FormulaText decodeBatch1(const Scenario &s)
{
    const double bw = selectedDevice(s).bandwidth, n = s.number(Key::ModelParams),
                 b = bytesPerValue(selectedPrecision(s));
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
    const double mfu = s.number(Key::TrainingMfu), peak = selectedPeak(s);
    const double active = s.number(Key::ModelParams) * s.number(Key::ModelActiveRatio);
    return {u"tok/s = MFU·P / (6·N_act)"_s,
            u"{MFU} × {P} / (6 × {N_act})"_s,
            {input::mfu(mfu), input::peak(peak), input::activeParameters(active)},
            trainingTokensPerSecond(mfu, peak, active),
            QT_TRANSLATE_NOOP("Formulas", "Course §01 (table): 6N FLOPs per token; Kaplan et al. 2020 §2.1")};
}

/// L, the layer's and the head's share of one decode step's `flops` (or bytes), summed over the operators.
QList<FormulaInput> decodeSumInputs(const Scenario &s, bool flops, Operation *total)
{
    const OperatorInputs in = infralab::operatorInputs(s);
    const QList<LayerOperator> ops = layerOperators(in, Phase::Decode);
    double layer = 0, head = 0;
    for (const LayerOperator &o : ops)
        (o.perLayer ? layer : head) += flops ? o.op.flops : o.op.bytes;
    *total = operatorsTotal(ops, Phase::Decode, in.layers);
    const QString unit = flops ? u"FLOP"_s : u"B"_s;
    return {{u"L"_s, in.layers, QString(), QT_TRANSLATE_NOOP("Formulas", "Layers")},
            {flops ? u"W_layer"_s : u"Q_layer"_s, layer, unit,
             QT_TRANSLATE_NOOP("Formulas",
                               "One layer's operators in a decode step: QKV, QKᵀ, ×V, O, FFN, norms")},
            {flops ? u"W_head"_s : u"Q_head"_s, head, unit,
             QT_TRANSLATE_NOOP("Formulas", "The output head, d × V, once per step")}};
}

FormulaText operatorFlops(const Scenario &s)
{
    Operation total;
    const QList<FormulaInput> inputs = decodeSumInputs(s, true, &total);
    return {
        u"W = L·W_layer + W_head ≈ 2·N·B"_s, u"{L} × {W_layer} + {W_head}"_s, inputs, total.flops,
        QT_TRANSLATE_NOOP(
            "Formulas",
            "Theorem 1's decode point itemised by operator (Yuan et al. 2024, LLM-Viewer, arXiv 2402.16363; "
            "Williams et al. 2009). Against 2·N·B it lacks the input embedding's V·d (a lookup, no "
            "product) and adds the attention's 4·L·B·a·d_k·s and the norms: −1.6 % for Llama 3 8B at "
            "B = 1 and s = 1 500")};
}

FormulaText operatorBytes(const Scenario &s)
{
    Operation total;
    const QList<FormulaInput> inputs = decodeSumInputs(s, false, &total);
    return {u"Q = L·Q_layer + Q_head ≈ N·b + KV"_s, u"{L} × {Q_layer} + {Q_head}"_s, inputs, total.bytes,
            QT_TRANSLATE_NOOP(
                "Formulas",
                "Weights, activations in and out and the KV cache each operator moves (Yuan et al. 2024). "
                "Against theorem 1's N·b it lacks the input embedding (only B of its V rows are read) and "
                "adds the KV cache read, 2·L·B·a_kv·d_k·s values, and the activations: −5.2 % for Llama 3 8B "
                "at B = 1 and s = 1 500")};
}

} // namespace

FigureSection rooflineFigures()
{
    // Each row laid out alike, as a table reads: key; title; unit and report flag; formula (and when shown).
    // clang-format off
    return {
        {
            {"roofline.ridge_flop_per_byte",
             QT_TRANSLATE_NOOP("Formulas", "Ridge point"),
             "FLOP/B", false,
             ridge},
            {"roofline.decode_tokens_per_s_batch1",
             QT_TRANSLATE_NOOP("Formulas", "Decode speed at batch 1"),
             "tok/s", true,
             decodeBatch1},
            {"roofline.operators_decode_flops",
             QT_TRANSLATE_NOOP("Formulas", "Decode step, sum of the operators' FLOPs"),
             "FLOP", false,
             operatorFlops},
            {"roofline.operators_decode_bytes",
             QT_TRANSLATE_NOOP("Formulas", "Decode step, sum of the operators' bytes"),
             "B", false,
             operatorBytes},
            {"roofline.training_tokens_per_s",
             QT_TRANSLATE_NOOP("Formulas", "Training throughput per GPU"),
             "tok/s", false,
             trainingThroughput},
        },
        {
            {"roofline.peak_flops",
             QT_TRANSLATE_NOOP("Formulas", "Peak compute"),
             "FLOP/s", false,
             nullptr},
            {"roofline.bandwidth_bytes_per_s",
             QT_TRANSLATE_NOOP("Formulas", "Memory bandwidth"),
             "B/s", false,
             nullptr},
        }};
}

} // namespace infralab::formulas_detail
