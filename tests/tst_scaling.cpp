// Amdahl and Gustafson: the course's 64-GPU lines.
#include "scaling.h"
#include "testutil.h"

using namespace infralab;

class TestScaling : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void courseLines()
    {
        // s = 1 %: 1/(0.01 + 0.99/64) = 39.26 → "39.3×", efficiency 61 %; s = 5 %: 15.42 → "15.4×", 24 %.
        QCOMPARE(fixed(amdahlSpeedup(0.01, 64), 1), QStringLiteral("39.3"));
        QCOMPARE(fixed(amdahlEfficiency(0.01, 64) * 100, 0), QStringLiteral("61"));
        QCOMPARE(fixed(amdahlSpeedup(0.05, 64), 1), QStringLiteral("15.4"));
        QCOMPARE(fixed(amdahlEfficiency(0.05, 64) * 100, 0), QStringLiteral("24"));
        QVERIFY_REL(amdahlSpeedup(0.05, 64), 1 / (0.05 + 0.95 / 64), 1e-12);
    }

    void properties()
    {
        for (double s : {0.0, 0.01, 0.05, 0.5}) {
            double previous = 0;
            for (double n = 1; n <= 4096; n *= 2) {
                const double a = amdahlSpeedup(s, n);
                QVERIFY(a >= previous);
                QVERIFY(a <= n * (1 + 1e-12));
                if (s > 0) QVERIFY(a < 1 / s);
                QVERIFY_REL(gustafsonSpeedup(s, n), n - s * (n - 1), 1e-12);
                QVERIFY(gustafsonSpeedup(s, n) >= a * (1 - 1e-12));
                previous = a;
            }
        }
        QCOMPARE(amdahlSpeedup(0.3, 1), 1.0);
    }
};

QTEST_APPLESS_MAIN(TestScaling)
#include "tst_scaling.moc"
