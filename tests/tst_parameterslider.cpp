// The sliders of wide ranges are logarithmic, so that a drag is as useful at the low end as at the high end;
// counts and amounts move by whole steps; every spin box shows its unit and groups its digits.
#include "languagetestutil.h"
#include "parameterslider.h"
#include "scenario.h"

#include <QDoubleSpinBox>
#include <QSlider>
#include <QTest>
#include <cmath>

using namespace infralab;

class TestParameterSlider : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void countsMoveByWholeSteps()
    {
        // cost.onprem_gpus is stored as a real number, yet a slider gives whole GPUs.
        Scenario s;
        ParameterSlider slider(&s, Key::CostOnpremGpus, param(Key::CostOnpremGpus).sliderRange());
        for (const int position : {1, 333, 517, 999})
            QCOMPARE(slider.valueAt(position), std::round(slider.valueAt(position)));
        slider.slider()->setValue(500);
        QCOMPARE(s.number(Key::CostOnpremGpus), 32.0); // 0 … 64 GPUs, linear: half way is 32
    }

    void logSliderEndsAndMidpoint_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        // A log slider's midpoint is the geometric mean of its ends: √(100 × 10⁶) = 10 000 € for the price of
        // an on-premise GPU (the course's is 9 000 €), √(1 × 10⁶) = 1 000 edge devices (the course: 200).
        QTest::newRow("price of a GPU") << int(Key::CostOnpremGpuEur) << 100.0 << 1e6;
        QTest::newRow("edge devices") << int(Key::CostEdgeDevices) << 1.0 << 1e6;
        QTest::newRow("requests per day") << int(Key::CostRequestsPerDay) << 100.0 << 1e7;
    }

    void logSliderEndsAndMidpoint()
    {
        QFETCH(int, key);
        QFETCH(double, low);
        QFETCH(double, high);
        Scenario s;
        ParameterSlider slider(&s, Key(key), param(Key(key)).sliderRange());
        QVERIFY(param(Key(key)).sliderRange().log);
        QCOMPARE(slider.valueAt(0), low);
        QCOMPARE(slider.valueAt(ParameterSlider::kSteps), high);
        const double mid = std::sqrt(low * high);
        QVERIFY2(std::abs(slider.valueAt(ParameterSlider::kSteps / 2) - mid) <= 0.5,
                 qPrintable(QString::number(slider.valueAt(ParameterSlider::kSteps / 2))));
        QCOMPARE(slider.positionFor(low), 0);
        QCOMPARE(slider.positionFor(high), ParameterSlider::kSteps);
        QCOMPARE(slider.positionFor(mid), ParameterSlider::kSteps / 2);
    }

    void spinBoxesShowTheirUnitAndGroups()
    {
        Scenario s;
        // Section 05: 9 000 € for one GPU, 2 GPUs, 30 000 requests a day, 2.50 €/h for a cloud GPU. English
        // writes the euro sign before the amount: "€9,000", "€2.50/h".
        const QList<QPair<Key, QString>> shown = {{Key::CostOnpremGpuEur, QString::fromUtf8("€9,000")},
                                                  {Key::CostOnpremGpus, QStringLiteral("2 GPU")},
                                                  {Key::CostRequestsPerDay, QStringLiteral("30,000 req/day")},
                                                  {Key::CostGpuEurPerHour, QString::fromUtf8("€2.50/h")},
                                                  {Key::CostEdgeDevices, QStringLiteral("200 devices")}};
        for (const auto &[key, text] : shown) {
            ParameterSlider slider(&s, key, param(key).sliderRange());
            QCOMPARE(slider.spinBox()->text().replace(QChar(0x00A0), u' '), text);
        }
        // Typed in with its sign, the amount is read back: the prefix is the spin box's own.
        ParameterSlider hourly(&s, Key::CostGpuEurPerHour, param(Key::CostGpuEurPerHour).sliderRange());
        QCOMPARE(hourly.spinBox()->prefix(), QString::fromUtf8("€"));
        QCOMPARE(hourly.spinBox()->valueFromText(QString::fromUtf8("€4.00/h")), 4.0);
        const auto guard = languagetest::frenchForThisTest();
        const auto french = [](const char *text) {
            return QString::fromUtf8(text).replace(u'_', QChar(0x202F)).replace(u' ', QChar(0x00A0));
        };
        ParameterSlider price(&s, Key::CostOnpremGpuEur, param(Key::CostOnpremGpuEur).sliderRange());
        QCOMPARE(price.spinBox()->text(), french("9_000 €"));
        ParameterSlider perHour(&s, Key::CostGpuEurPerHour, param(Key::CostGpuEurPerHour).sliderRange());
        QCOMPARE(perHour.spinBox()->text(), french("2,50 €/h"));
        QCOMPARE(perHour.spinBox()->prefix(), QString());
    }

    void trainingBudgetDropsTrailingZeros()
    {
        // Llama 3.1 405B's 15.6e12 tokens in T tokens: "15.6", not "15.600"; GPT-3's 300e9 is "0.3", OPT's
        // 180e9 "0.18", Llama 2's 2e12 "2". French writes the decimal comma: "15,6".
        Scenario s;
        const auto shown = [&s] {
            ParameterSlider slider(&s, Key::TrainingTokensTotal,
                                   param(Key::TrainingTokensTotal).sliderRange());
            return slider.spinBox()->text().replace(QChar(0x00A0), u' ');
        };
        const QList<QPair<double, QString>> rows = {{15.6e12, QStringLiteral("15.6 T tokens")},
                                                    {300e9, QStringLiteral("0.3 T tokens")},
                                                    {180e9, QStringLiteral("0.18 T tokens")},
                                                    {2e12, QStringLiteral("2 T tokens")}};
        for (const auto &[tokens, text] : rows) {
            QVERIFY(s.set(Key::TrainingTokensTotal, tokens));
            QCOMPARE(shown(), text);
        }
        QVERIFY(s.set(Key::TrainingTokensTotal, 15.6e12));
        const auto guard = languagetest::frenchForThisTest();
        QCOMPARE(shown(), QStringLiteral("15,6 T tokens"));
    }

    void screenReadersHearTheValueWithItsUnit()
    {
        // Issue 12: a slider is named by its label and described by the value it stands for, not its step.
        Scenario s;
        ParameterSlider gpus(&s, Key::CostOnpremGpus, param(Key::CostOnpremGpus).sliderRange());
        QCOMPARE(gpus.slider()->accessibleName(),
                 QStringLiteral("On-premise GPUs (model copies of t GPUs each when t > 1)"));
        QCOMPARE(gpus.slider()->accessibleDescription().replace(QChar(0x00A0), u' '),
                 QStringLiteral("2 GPU"));
        QVERIFY(s.set(Key::CostOnpremGpus, 8));
        QCOMPARE(gpus.slider()->accessibleDescription().replace(QChar(0x00A0), u' '),
                 QStringLiteral("8 GPU"));
    }
};

INFRALAB_TEST_MAIN_IN_ENGLISH(TestParameterSlider)
#include "tst_parameterslider.moc"
