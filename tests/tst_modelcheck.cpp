// The model put against measurements (modelcheck.h): each point's error in %, the efficiencies fitted to
// the points, the roofline rows against theorem 1 on the device they were measured on. Expected values are
// computed here from the course's formulas and the points' own numbers.
#include "formulas.h"
#include "hardwarescenario.h"
#include "measurementsession.h"
#include "measurementstestutil.h"
#include "measurestore.h"
#include "modelcheck.h"
#include "scenario.h"

using namespace infralab;
using namespace infralab::measurementstest;

class TestModelCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void errorPercentIsRelativeToTheMeasurement()
    {
        QVERIFY_REL(errorPercent(1.1, 1.0), 10.0, 1e-12); // the model 10 % above
        QVERIFY_REL(errorPercent(0.5, 2.0), -75.0, 1e-15);
    }
    void modelAgainstAPoint()
    {
        // One vLLM-like point at B = 8, prompt 500, output 300 against the course's 8B on its H100.
        ServingMeasurement m{8, 500, 300, 0.1, 0.02, 400.0, "p"};
        const ModelCheck c = checkModel(course8B(), 990e12, 2, MeasurementSet{{m}, {}});
        // Prefill at B = 8: 2·8e9·500·8 / (990e12·0.6) = 0.10774 s (compute-bound: weights 16 GB/3.35 TB/s
        // is 4.8 ms). Decode: (16e9 + 131072·800·8 B) / 3.35e12 = 5.0012 ms (memory-bound).
        const double ttft = 2 * 8e9 * 500 * 8 / (990e12 * 0.6);
        const double tpot = (16e9 + 131072.0 * 800 * 8) / 3.35e12;
        QVERIFY_REL(c.serving.first().model.ttft, ttft, 1e-12);
        QVERIFY_REL(*c.serving.first().ttftErrorPct, 100 * (ttft - 0.1) / 0.1, 1e-12);
        QVERIFY_REL(*c.serving.first().tpotErrorPct, 100 * (tpot - 0.02) / 0.02, 1e-12);
        QVERIFY_REL(*c.serving.first().tokensPerSecondErrorPct, 100 * (8 / tpot - 400) / 400, 1e-12);
    }
    void fittedEfficienciesRecoverTheOnesThatMadeThePoints()
    {
        // Points made from the course's formulas at η = 0.5 for the prefill (TTFT = 2N·prompt·B/(P·η)) and
        // for the bandwidth (TPOT = (2N + 131072·(prompt + output)·B)/(β·η)), lab sizes: B 1, 8, 32, 64,
        // prompts of 500 and 2 000 tokens.
        const double eta = 0.5;
        MeasurementSet set;
        for (double b : {1.0, 8.0, 32.0, 64.0})
            for (double prompt : {500.0, 2000.0}) {
                const double ttft = 2 * 8e9 * prompt * b / (990e12 * eta);
                const double tpot = (16e9 + 131072.0 * (prompt + 300) * b) / (3.35e12 * eta);
                set.serving.append({b, prompt, 300, ttft, tpot, b / tpot, "synthetic"});
            }
        const ModelCheck c = checkModel(course8B(), 990e12, 2, set);
        QVERIFY(c.fit.prefill && c.fit.decode);
        QVERIFY(std::abs(*c.fit.prefill - eta) < 1e-9);
        QVERIFY(std::abs(*c.fit.decode - eta) < 1e-9);
        // A measured TTFT twice the model's everywhere: the prefill efficiency halves (0.6 → 0.3).
        MeasurementSet slower;
        for (double b : {1.0, 16.0})
            slower.serving.append({b, 1500, 300, 2 * 2 * 8e9 * 1500 * b / (990e12 * 0.6), {}, {}, "x"});
        QVERIFY(std::abs(*checkModel(course8B(), 990e12, 2, slower).fit.prefill - 0.3) < 1e-9);
        QVERIFY(!checkModel(course8B(), 990e12, 2, slower).fit.decode); // no TPOT measured
    }
    void rooflineAgainstTheorem1()
    {
        const MeasurementSet set = parsed(sample("roofline.csv"));
        const ModelCheck c = checkModel(course8B(), 990e12, 2, set);
        // 8192³ matmul in bf16: I = 2n³/(2·3n²) = n/3 = 2730.7 FLOP/byte > ridge 295.5: the model is the
        // peak.
        QVERIFY_REL(c.roofline.at(0).intensity, 8192.0 / 3, 1e-12);
        QVERIFY_REL(c.roofline.at(0).errorPct, 100 * (990e12 - 610.5e12) / 610.5e12, 1e-12);
        // A 1 GB copy in 0.4 ms: 2.5 TB/s measured against 3.35 TB/s.
        QVERIFY_REL(c.roofline.at(1).measuredValue, 2.5e12, 1e-12);
        QVERIFY_REL(c.roofline.at(1).errorPct, 100 * (3.35e12 - 2.5e12) / 2.5e12, 1e-12);
        // A kernel of intensity 2 FLOP/byte: memory-bound, min(P, 2·β) = 6.7 TFLOP/s against 2 TFLOP/s.
        QVERIFY_REL(c.roofline.at(2).modelValue, 6.7e12, 1e-12);
    }
    void operationsRunHereAgainstTheMeasuredRoofline()
    {
        // A computer that reached P = 67.1 GFLOP/s (its best all-core fp32 product) and β = 20 GB/s (a copy
        // of 2 GB in 0.1 s; the triad's 3 GB in 0.2 s is 15 GB/s).
        lab::MeasureResult r;
        r.matmul.append({512, QStringLiteral("fp32"), true, 0.004, 2.0 * 512 * 512 * 512 / 0.004});
        r.matmul.append({512, QStringLiteral("fp32"), false, 0.008, 2.0 * 512 * 512 * 512 / 0.008});
        r.bandwidth.append({QStringLiteral("copy"), 2e9, 0.1, 2e10});
        r.bandwidth.append({QStringLiteral("triad"), 3e9, 0.2, 1.5e10});
        r.operations.append({QStringLiteral("dense"), 1e9, 1e7, 0.02});   // I = 100, 50 GFLOP/s
        r.operations.append({QStringLiteral("decode"), 2e6, 4e6, 0.001}); // I = 0.5, 2 GFLOP/s
        r.operations.append({QStringLiteral("attention"), 1e6, 1e6, 0});  // not measured: left out
        const QList<RooflineCheck> c = checkOperations(r);
        QCOMPARE(c.size(), 2);
        const double peak = 2.0 * 512 * 512 * 512 / 0.004; // 67.108864 GFLOP/s
        // Dense: I = 1e9/1e7 = 100 > ridge 67.1e9/2e10 = 3.36: compute-bound, the model is P.
        QCOMPARE(c.at(0).measured.source, QStringLiteral("dense"));
        QVERIFY_REL(c.at(0).intensity, 100.0, 1e-12);
        QVERIFY_REL(c.at(0).measuredValue, 5e10, 1e-12);
        QVERIFY_REL(c.at(0).modelValue, peak, 1e-12);
        QVERIFY_REL(c.at(0).errorPct, 100 * (peak - 5e10) / 5e10, 1e-9); // +34.2 %
        // Decode at batch 1: I = 0.5, memory-bound, min(P, 0.5·20e9) = 10 GFLOP/s against 2 measured.
        QVERIFY_REL(c.at(1).modelValue, 1e10, 1e-12);
        QVERIFY_REL(c.at(1).errorPct, 400.0, 1e-9);
    }
    void rooflineRowsAgainstThisComputerOnceMeasured()
    {
        // The lab's CSV rows are "the roofline of your machine": once this computer is measured they meet its
        // measured roof, not the scenario's H100 (which showed +1 099 900 %). This computer: P = 2·512³ /
        // 0.004 s = 67.108864 GFLOP/s (best all-core fp32 product), β = 20 GB/s (copy 2 GB in 0.1 s; the
        // triad's 3 GB in 0.2 s is 15 GB/s).
        const MeasurementSet set = parsed("size,tflops,flops,bytes,seconds\n"
                                          "1024,0.05,,,\n"        // a 1024³ fp32 product at 50 GFLOP/s
                                          ",,1e8,1e9,0.1\n"       // a kernel of I = 0.1 at 1 GFLOP/s
                                          ",,,1000000000,0.1\n"); // a 1 GB copy in 0.1 s: 10 GB/s
        QCOMPARE(set.roofline.size(), 3);
        lab::MeasureResult r;
        r.date = QStringLiteral("2026-12-01T10:00:00Z");
        r.matmul.append({512, QStringLiteral("fp32"), true, 0.004, 2.0 * 512 * 512 * 512 / 0.004});
        r.bandwidth.append({QStringLiteral("copy"), 2e9, 0.1, 2e10});
        r.bandwidth.append({QStringLiteral("triad"), 3e9, 0.2, 1.5e10});
        const double peak = 2.0 * 512 * 512 * 512 / 0.004, beta = 2e10;

        Scenario s;
        const ModelCheck h100 = checkModel(s, set);
        // Not measured: the scenario's device at its precision, b bytes per value in I = 2n³/(3n²·b).
        QCOMPARE(h100.basis.device.id, selectedDevice(s).id);
        QVERIFY_REL(h100.roofline.at(0).intensity, 2 * 1024.0 / (3 * bytesPerValue(selectedPrecision(s))),
                    1e-12);
        QVERIFY_REL(h100.roofline.at(2).modelValue, selectedDevice(s).bandwidth, 1e-12);

        measurementsOf(s).setComputer(r);
        const ModelCheck c = checkModel(s, set);
        QCOMPARE(c.basis.device.id, lab::kMeasuredDeviceId);
        QVERIFY_REL(c.basis.peak, peak, 1e-12);
        QVERIFY_REL(c.basis.bandwidth, beta, 1e-12);
        // The product in fp32 (4 bytes): I = 2n³/(3n²·4) = n/6 = 170.7 FLOP/byte, past the ridge
        // P/β = 3.36: the model is P, +34.2 % over the 50 GFLOP/s measured.
        QVERIFY_REL(c.roofline.at(0).intensity, 1024.0 / 6, 1e-12);
        QVERIFY_REL(c.roofline.at(0).modelValue, peak, 1e-12);
        QVERIFY_REL(c.roofline.at(0).errorPct, 100 * (peak - 5e10) / 5e10, 1e-9);
        // The kernel: I = 1e8/1e9 = 0.1, memory-bound, 0.1·β = 2 GFLOP/s against 1e8/0.1 = 1 GFLOP/s.
        QVERIFY_REL(c.roofline.at(1).modelValue, 0.1 * beta, 1e-12);
        QVERIFY_REL(c.roofline.at(1).errorPct, 100.0, 1e-9);
        // The copy: β = 20 GB/s against 1e9/0.1 = 10 GB/s.
        QVERIFY_REL(c.roofline.at(2).modelValue, beta, 1e-12);
        QVERIFY_REL(c.roofline.at(2).errorPct, 100.0, 1e-9);
        // The serving rows keep the scenario's device.
        QCOMPARE(c.serving.size(), 0);
    }
    void aRowNamingItsDeviceMeetsThatDevicesRoof()
    {
        // A GPU's rows imported after this computer was measured: without `device` they met this computer's
        // 67.1 GFLOP/s roof (−100 %); naming h100-sxm they meet the H100 SXM's datasheet roof in the
        // scenario's precision: bf16 989.4 TFLOP/s dense (half the printed sparse 1 979), 3.35 TB/s.
        const MeasurementSet set = parsed("size,tflops,flops,bytes,seconds,device\n"
                                          "8192,610.5,,,,h100-sxm\n"        // a bf16 matmul on the H100
                                          ",,,1000000000,0.0004,h100-sxm\n" // a 1 GB copy in 0.4 ms
                                          "1024,0.05,,,,\n"                 // this computer's, unnamed
                                          ",,1e8,1e9,0.1,this-computer\n"); // I = 0.1 at 1 GFLOP/s
        QCOMPARE(set.roofline.size(), 4);
        QCOMPARE(set.roofline.at(0).device, QStringLiteral("h100-sxm"));
        QCOMPARE(set.roofline.at(2).device, QString());
        lab::MeasureResult r;
        r.date = QStringLiteral("2026-12-01T10:00:00Z");
        r.matmul.append({512, QStringLiteral("fp32"), true, 0.004, 2.0 * 512 * 512 * 512 / 0.004});
        r.bandwidth.append({QStringLiteral("copy"), 2e9, 0.1, 2e10});
        const double peak = 2.0 * 512 * 512 * 512 / 0.004, beta = 2e10;
        Scenario s;
        QVERIFY(s.set(Key::Precision, QStringLiteral("bf16")));
        measurementsOf(s).setComputer(r);
        const ModelCheck c = checkModel(s, set);
        const double h100Peak = 989.4e12, h100Beta = 3.35e12;
        // The 8192³ product in bf16 (2 bytes): I = n/3 = 2 730.7 FLOP/byte, past the H100's ridge 295.3:
        // the model is P, +62.1 % over 610.5 TFLOP/s.
        QCOMPARE(c.roofline.at(0).basis.device.id, QStringLiteral("h100-sxm"));
        QVERIFY_REL(c.roofline.at(0).intensity, 8192.0 / 3, 1e-12);
        QVERIFY_REL(c.roofline.at(0).modelValue, h100Peak, 1e-9);
        QVERIFY_REL(c.roofline.at(0).errorPct, 100 * (h100Peak - 610.5e12) / 610.5e12, 1e-9);
        // The copy: the file's 1e9 B in 4e-4 s = 2.5 TB/s, against the H100's β = 3.35 TB/s.
        QVERIFY_REL(c.roofline.at(1).modelValue, h100Beta, 1e-9);
        QVERIFY_REL(c.roofline.at(1).errorPct, 100 * (h100Beta - 2.5e12) / 2.5e12, 1e-9);
        // The unnamed row and the one naming this-computer keep this computer's measured fp32 roof.
        for (int i : {2, 3}) {
            QCOMPARE(c.roofline.at(i).basis.device.id, lab::kMeasuredDeviceId);
            QVERIFY_REL(c.roofline.at(i).basis.peak, peak, 1e-12);
        }
        QVERIFY_REL(c.roofline.at(2).intensity, 1024.0 / 6, 1e-12); // fp32: I = n/6
        QVERIFY_REL(c.roofline.at(3).modelValue, 0.1 * beta, 1e-12);
        // In fp32 the H100's row meets its fp32 vector peak, 67 TFLOP/s, and I = n/6.
        QVERIFY(s.set(Key::Precision, QStringLiteral("fp32")));
        const ModelCheck fp32 = checkModel(s, set);
        QVERIFY_REL(fp32.roofline.at(0).modelValue, 67e12, 1e-9);
        QVERIFY_REL(fp32.roofline.at(0).intensity, 8192.0 / 6, 1e-12);
    }
    void aDeviceWithoutARoofIsRefused()
    {
        const MeasurementSet set =
            parsed("size,tflops,device\n128,0.001,\n8192,610.5,h100-sxn\n1024,0.05,this-computer\n");
        QCOMPARE(set.roofline.size(), 3);
        Scenario s;
        QString error;
        // A misspelt id: the file, line 3, the column, the value and the ids the catalogue knows.
        QVERIFY(!checkMeasurementDevices(set, QStringLiteral("gpu.csv"), s, &error));
        QVERIFY2(error.startsWith(QStringLiteral("gpu.csv: line 3, column \"device\"")), qPrintable(error));
        for (const char *part : {"\"h100-sxn\"", "unknown device", "h100-sxm", "course-h100"})
            QVERIFY2(error.contains(QLatin1String(part)), qPrintable(error));
        QVERIFY(!error.contains(u'\n'));
        // this-computer before this computer is measured has no roof: the reason says to measure it first.
        MeasurementSet computer = set;
        computer.roofline.removeAt(1);
        QVERIFY(!checkMeasurementDevices(computer, QStringLiteral("gpu.csv"), s, &error));
        QVERIFY2(error.startsWith(QStringLiteral("gpu.csv: line 4, column \"device\"")) &&
                     error.contains(QStringLiteral("\"this-computer\"")) &&
                     error.contains(QStringLiteral("not been measured")),
                 qPrintable(error));
        // Once measured, the app adds the device to the catalogue (app/measurecommand.cpp,
        // measureactions.cpp).
        Catalogue measured = Catalogue::builtIn();
        measured.addDevice(lab::measuredDevice(measureSample()));
        Scenario here(&measured);
        measurementsOf(here).setComputer(measureSample());
        QVERIFY2(checkMeasurementDevices(computer, QStringLiteral("gpu.csv"), here, &error),
                 qPrintable(error));
    }
    void phaseAgreementOfTtftAndTpot()
    {
        // Two runs at B = 1 and 8 (prompt 500, output 300) on the course's 8B and H100: the model's TTFT is
        // compute-bound, 2·8e9·500·B/(990e12·0.6); measured 0.02 s and 0.2 s. Only the first has a TPOT.
        MeasurementSet set;
        set.serving.append({1, 500, 300, 0.02, 0.01, {}, "a"});
        set.serving.append({8, 500, 300, 0.2, {}, {}, "b"});
        const ModelCheck c = checkModel(course8B(), 990e12, 2, set);
        const PhaseAgreement ttft = phaseAgreement(c, true), tpot = phaseAgreement(c, false);
        const double t1 = 2 * 8e9 * 500 * 1 / (990e12 * 0.6), t8 = 8 * t1;
        QCOMPARE(ttft.points, 2);
        QVERIFY_REL(ttft.modelMean, (t1 + t8) / 2, 1e-12);
        QVERIFY_REL(ttft.measuredMean, (0.02 + 0.2) / 2, 1e-12);
        // η = Σc²/Σc·t with c = t·0.6 (the model's time at η = 1): 0.6·(t1² + t8²)/(t1·0.02 + t8·0.2).
        QVERIFY_REL(*ttft.fitted, 0.6 * (t1 * t1 + t8 * t8) / (t1 * 0.02 + t8 * 0.2), 1e-9);
        // TPOT at B = 1: (16e9 + 131072·800) B / 3.35e12 B/s, one point.
        const double m = (16e9 + 131072.0 * 800) / 3.35e12;
        QCOMPARE(tpot.points, 1);
        QVERIFY_REL(tpot.modelMean, m, 1e-12);
        QVERIFY_REL(tpot.measuredMean, 0.01, 1e-12);
        QVERIFY_REL(*tpot.fitted, m / 0.01, 1e-9);
        QCOMPARE(phaseAgreement(ModelCheck{}, true).points, 0);
    }

    void onlyTtftAndTpotAreCheckedAgainstMeasurements()
    {
        // The formula panel shows a measured check under the figures the importers measure: the time to first
        // token (prefill) and per output token (decode), both in the figure table. No other figure has one.
        int prefill = 0, decode = 0;
        for (const FigureSpec &f : figureTable()) {
            const MeasuredPhase phase = measuredPhaseOf(QString::fromLatin1(f.key));
            prefill += phase == MeasuredPhase::Prefill;
            decode += phase == MeasuredPhase::Decode;
            if (phase != MeasuredPhase::None) QCOMPARE(QLatin1String(f.unit), QLatin1String("s"));
        }
        QCOMPARE(prefill, 1);
        QCOMPARE(decode, 1);
        QCOMPARE(measuredPhaseOf(u"serving.ttft_s"), MeasuredPhase::Prefill);
        QCOMPARE(measuredPhaseOf(u"serving.tpot_s"), MeasuredPhase::Decode);
        QCOMPARE(measuredPhaseOf(u"serving.ttft"), MeasuredPhase::None);
    }
};

QTEST_APPLESS_MAIN(TestModelCheck)
#include "tst_modelcheck.moc"
