#include "tablescommand.h"

#include "catalogue.h"
#include "communication.h"
#include "cost.h"
#include "course.h"
#include "format.h"
#include "language.h"
#include "pipeline.h"
#include "roofline.h"
#include "scaling.h"
#include "training.h"

#include <QCoreApplication>
#include <cmath>
#include <initializer_list>

namespace infralab {

/// Translation context of the course tables.
class Tables
{
    Q_DECLARE_TR_FUNCTIONS(Tables)
};

namespace {

/// Python's f"{v:W.Df}" with the language's decimal separator.
QString num(double v, int width, int decimals) { return Format::fixed(v, decimals, false).rightJustified(width); }
/// Python's f"{v:.0%}".
QString pct(double v) { return Format::fixed(v * 100.0, 0, false) + u'%'; }

/// The course's comments after a table: a blank line, then each line translated.
void comments(QTextStream &out, std::initializer_list<const char *> lines)
{
    out << '\n';
    for (const char *line : lines)
        out << Tables::tr(line) << '\n';
}

void hardware(QTextStream &out, const Catalogue &catalogue)
{
    using namespace course;
    out << "== " << Tables::tr("01 / Hardware") << " ==\n";
    out << Tables::tr("device").leftJustified(22) << ' ' << Tables::tr("I* (FLOP/B)").rightJustified(11) << ' '
        << Tables::tr("decode 7B bf16 tok/s (batch 1)").rightJustified(31) << ' '
        << Tables::tr("training 7B, MFU 45 % (tok/s)").rightJustified(34) << '\n';
    for (const Device &d : catalogue.devices()) {
        if (!d.course) continue;
        const double p = d.peakFor(Precision::BF16);
        out << d.name(language::current()).leftJustified(22) << ' ' << num(ridgePoint(p, d.bandwidth), 11, 0) << ' '
            << num(decodeTokensPerSecondBatch1(d.bandwidth, kTable01Params * 2), 31, 0) << ' '
            << num(trainingTokensPerSecond(kTable01Mfu, p, kTable01Params), 34, 0) << '\n';
    }
    comments(out, {QT_TRANSLATE_NOOP(
                      "Tables", "Reading: decoding (memory) does not benefit from TFLOP/s; training "
                                "(compute) does not benefit from bandwidth. A cheap L4 decodes 3× slower "
                                "than a 4090 despite the same 24 GB.")});
    for (const MatmulCase &c : kMatmulCases) {
        const double i = matmulIntensity(c.m, c.k, c.n, 2);
        const QString label = QString::fromUtf8(language::current() == u"fr" ? c.labelFr : c.labelEn);
        out << Tables::tr("%1 I = %2 FLOP/byte → %3-bound on H100")
                   .arg(label.leftJustified(36), num(i, 7, 1), i < kRidgeThreshold ? Tables::tr("memory") : Tables::tr("compute"))
            << '\n';
    }
    for (double n : kTrainingMemoryParams) {
        const double states = trainingMemory(n, 1, Strategy::DDP, 0).states();
        out << Tables::tr("training %1B with Adam in mixed precision: %2 GB of states + activations → %3 GPUs of 80 GB "
                  "minimum (without activations)")
                   .arg(Format::fixed(n / 1e9, 0, false), Format::fixed(states / 1e9, 0, false),
                        QString::number(int(std::ceil(states / 1e9 / kTrainingGpuMemoryGb))))
            << '\n';
    }
}

void parallelism(QTextStream &out)
{
    using namespace course;
    out << "\n== " << Tables::tr("02 / Training at scale") << " ==\n";
    const int n = int(kParallelGpus);
    const double tCalc = dataParallelComputeTime(kParallelParams, kGlobalBatchTokens, n, kParallelPeak, kParallelMfu);
    const double tAllReduce = ringAllReduceTime(2 * kParallelParams, n, kNvlinkBw);
    out << Tables::tr("training step 7B, 8 GPUs, batch 4M tokens: compute %1 s, all-reduce %2 s → can be overlapped, "
              "efficiency ≈ %3")
               .arg(Format::fixed(tCalc, 1, false), Format::fixed(tAllReduce, 2, false),
                    Format::fixed(stepEfficiency(tCalc, tAllReduce), 2, false))
        << '\n';
    const double fsdpStates = trainingMemory(kParallelParams, n, Strategy::FSDP, 0).states();
    const double ddpStates = trainingMemory(kParallelParams, n, Strategy::DDP, 0).states();
    out << Tables::tr("FSDP: communication ≈ %1 s, state memory per GPU %2 GB (instead of %3)")
               .arg(Format::fixed(communicationFsdpCode(kParallelParams, n, kNvlinkBw), 2, false),
                    Format::fixed(fsdpStates / 1e9, 0, false), Format::fixed(ddpStates / 1e9, 0, false))
        << '\n';
    for (const auto &[p, m] : kPipelineCases)
        out << Tables::tr("pipeline p = %1 stages, m = %2 micro-batches: bubble %3")
                   .arg(QString::number(p).rightJustified(2), QString::number(m).rightJustified(2),
                        pct(bubbleFraction(p, m)))
            << '\n';
    out << '\n'
        << Tables::tr("all-reduce 7B between nodes at 50 GB/s: %1 s per step — hence: tensors within a node, data/pipeline "
              "across nodes")
               .arg(Format::fixed(ringAllReduceAsymptoticTime(2 * kParallelParams, kInfinibandBw), 1, false))
        << '\n';
    for (double s : kSerialFractions)
        out << Tables::tr("serial fraction %1: max speed-up on 64 GPUs = %2× (efficiency %3)")
                   .arg(pct(s), Format::fixed(amdahlSpeedup(s, kAmdahlGpus), 1, false),
                        pct(amdahlEfficiency(s, kAmdahlGpus)))
            << '\n';
}

void serving(QTextStream &out)
{
    using namespace course;
    out << "\n== " << Tables::tr("03 / Serving") << " ==\n";
    out << Tables::tr("batch").rightJustified(4) << ' ' << Tables::tr("fits?").rightJustified(7) << ' '
        << Tables::tr("TTFT (s)").rightJustified(9) << ' ' << Tables::tr("TPOT (ms)").rightJustified(10) << ' '
        << Tables::tr("tok/s").rightJustified(7) << ' ' << Tables::tr("latency (s)").rightJustified(12) << ' '
        << Tables::tr("€/M tok (4 €/h)").rightJustified(16) << '\n';
    const ServingInputs in = servingExample();
    for (int b : kServingBatches) {
        const ServingPoint s = servingPoint(in, b);
        out << QString::number(b).rightJustified(4) << ' ' << (s.fits ? Tables::tr("yes") : Tables::tr("NO")).rightJustified(7) << ' '
            << num(s.ttft, 9, 2) << ' ' << num(s.tpot * 1000, 10, 1) << ' ' << num(s.tokensPerSecond, 7, 0) << ' '
            << num(s.latency, 12, 1) << ' '
            << num(costPerMillionTokens(kServingPricePerHour, s.tokensPerSecond), 16, 2) << '\n';
    }
    comments(
        out,
        {QT_TRANSLATE_NOOP("Tables", "Batching multiplies throughput and divides cost… until the KV cache no "
                                     "longer fits or latency exceeds the SLO."),
         QT_TRANSLATE_NOOP("Tables",
                           "Levers: int8/int4 quantisation (weights ÷2–4 → TPOT ÷2–4, more room for "
                           "the cache), GQA/MQA (cache ÷4–8), PagedAttention (cache without "
                           "fragmentation),"),
         QT_TRANSLATE_NOOP("Tables",
                           "continuous batching (requests join and leave the batch at every step), "
                           "speculative decoding (batch 1: 2–3× faster), prefix cache (shared system "
                           "prompt: TTFT ÷ 10).")});
    const ServingPoint s = servingPoint(in, kCapacityBatch);
    const double perGpu = requestsPerSecondPerGpu(s.batch, s.ttft, s.tpot, in.outputTokens);
    out << '\n'
        << Tables::tr("at batch 64, each GPU serves %1 req/s (latency %2 s) → %3 GPUs for 200 req/s, plus 30 % margin "
              "for peaks and the p95 tail")
               .arg(Format::fixed(perGpu, 1, false), Format::fixed(s.latency, 1, false),
                    QString::number(int(std::ceil(kCapacityRate / perGpu))))
        << '\n';
}

void costs(QTextStream &out)
{
    out << "\n== " << Tables::tr("05 / Choose") << " ==\n";
    CostInputs c;
    out << Tables::tr("API           : %1 € over 3 years  — no ops, data at the provider, price may change")
               .arg(num(costOf(CostOption::Api, c).total(), 9, 0))
        << '\n'
        << Tables::tr("GPU cloud     : %1 € over 3 years  — elastic, %2 GPU-h/day, medium ops")
               .arg(num(costOf(CostOption::Cloud, c).total(), 9, 0),
                    Format::fixed(cloudGpuHoursPerDay(c), 1, false))
        << '\n'
        << Tables::tr("On-premise    : %1 € over 3 years  — internal data, fixed capacity, heavy ops, "
                      "hardware obsolete "
                      "in 3 years")
               .arg(num(costOf(CostOption::OnPrem, c).total(), 9, 0))
        << '\n'
        << Tables::tr("Edge (200 sites) : %1 € over 3 years — zero latency, offline, model ≤ 8B int4, remote "
                      "updates to "
                      "organise")
               .arg(num(costOf(CostOption::Edge, c).total(), 6, 0))
        << '\n';
    comments(
        out,
        {QT_TRANSLATE_NOOP("Tables", "Unquantified criteria: confidentiality (medical data, industrial "
                                     "secrets → local), latency (robot: edge required), availability "
                                     "(offline?),"),
         QT_TRANSLATE_NOOP("Tables", "variable load (cloud), available ops skills, vendor lock-in, carbon "
                                     "footprint (electricity mix), regulation (AI Act: documentation).")});
    for (double r : course::kSensitivityVolumes) {
        CostInputs v = c;
        v.requestsPerDay = r;
        const double a = yearlyCostLine(CostOption::Api, v).at(r), g = yearlyCostLine(CostOption::Cloud, v).at(r);
        out << Tables::tr("%1 req/day: API %2 €/year vs GPU cloud %3 €/year → %4")
                   .arg(QString::number(int(r)).rightJustified(6), num(a, 7, 0), num(g, 7, 0),
                        a < g ? Tables::tr("API") : Tables::tr("GPU"))
            << '\n';
    }
}

} // namespace

void printCourseTables(QTextStream &out, const Catalogue &catalogue)
{
    hardware(out, catalogue);
    parallelism(out);
    serving(out);
    costs(out);
}

} // namespace infralab
