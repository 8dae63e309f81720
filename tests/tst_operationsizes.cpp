// The sizes a student chooses for the course's four operations (lab/operationsizes.h): a size is set by
// name, a refused one names the size, the value and its range and changes nothing, the operations are
// counted at the chosen sizes by the course's formulas, and a saved measurement keeps its sizes.
#include "measurestore.h"
#include "operations.h"
#include "operationsizes.h"

#include <QJsonDocument>
#include <QtTest>

using namespace infralab;
using namespace infralab::lab;
using namespace Qt::StringLiterals;

class TestOperationSizes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void setsTheNamedSize()
    {
        OperationSizes s;
        QString error;
        QVERIFY(assignOperationSize(u"dense.d_model=2048", &s, &error));
        QVERIFY(assignOperationSize(u"attention.seq_len=4096", &s, &error));
        QCOMPARE(s.dModel, 2048);
        QCOMPARE(s.seqLen, 4096);
        const OperationSizes defaults;
        QCOMPARE(s.tokens, defaults.tokens);
        QCOMPARE(s.headDim, defaults.headDim);
    }

    void refusesWithTheReason_data()
    {
        QTest::addColumn<QString>("assignment");
        QTest::addColumn<QStringList>("mentions");
        QTest::newRow("above its range")
            << "dense.d_model=8193" << QStringList{"dense.d_model", "8193", "8192"};
        QTest::newRow("below its range") << "dense.tokens=0" << QStringList{"dense.tokens", "\"0\"", "1"};
        QTest::newRow("not whole") << "attention.seq_len=1.5" << QStringList{"attention.seq_len", "1.5"};
        QTest::newRow("no value") << "conv.side" << QStringList{"conv.side", "\"\""};
        QTest::newRow("unknown") << "conv.kernel=5" << QStringList{"conv.kernel", "conv.channels"};
        QTest::newRow("NaN") << "conv.channels=nan" << QStringList{"conv.channels", "nan"};
        // Plain decimal digits only: QString::toInt alone takes a sign and spaces around the number.
        QTest::newRow("plus sign") << "dense.tokens=+64"
                                   << QStringList{"dense.tokens", "\"+64\"", "in digits only"};
        QTest::newRow("leading space") << "dense.tokens= 64" << QStringList{"dense.tokens", "\" 64\""};
        QTest::newRow("trailing space") << "dense.tokens=64 " << QStringList{"dense.tokens", "\"64 \""};
        QTest::newRow("minus zero") << "conv.side=-0" << QStringList{"conv.side", "\"-0\""};
        QTest::newRow("hexadecimal") << "conv.side=0x10" << QStringList{"conv.side", "0x10"};
    }
    void refusesWithTheReason()
    {
        QFETCH(QString, assignment);
        QFETCH(QStringList, mentions);
        OperationSizes s;
        s.tokens = 7;
        QString error;
        QVERIFY(!assignOperationSize(assignment, &s, &error));
        for (const QString &m : mentions)
            QVERIFY2(error.contains(m), qPrintable(error));
        QCOMPARE(s.tokens, 7);
        QCOMPARE(s.dModel, OperationSizes{}.dModel);
    }

    void operationsCountedAtTheChosenSizes()
    {
        OperationSizes s;
        QString error;
        for (const char *a : {"dense.tokens=32", "dense.d_model=2048", "conv.side=28", "conv.channels=16",
                              "attention.seq_len=1024", "attention.head_dim=128"})
            QVERIFY(assignOperationSize(QString::fromLatin1(a), &s, &error));
        constexpr double b = 4; // fp32
        // Course §01, dense layer: W = 2·B·d_in·d_out, Q = b·(B·d_in + d_in·d_out + B·d_out).
        const OperationResult dense = operationCount(u"dense"_s, s);
        QCOMPARE(dense.flops, 2.0 * 32 * 2048 * 2048);
        QCOMPARE(dense.bytes, b * (32.0 * 2048 + 2048.0 * 2048 + 32.0 * 2048));
        // 3×3 convolution 28×28×16 → 16: W = 2·H·W·C_out·9·C_in.
        QCOMPARE(operationCount(u"conv3x3"_s, s).flops, 2.0 * 28 * 28 * 16 * 9 * 16);
        // One attention head, n = 1 024, d = 128: W = 4·n²·d.
        QCOMPARE(operationCount(u"attention"_s, s).flops, 4.0 * 1024 * 1024 * 128);
        // Decoding at batch 1, "décodage LLM en lot B" at B = 1: W = 2·N, Q = N·b with N = d² weights (the
        // course leaves the x and y vectors out).
        const OperationResult decode = operationCount(u"decode"_s, s);
        QCOMPARE(decode.flops, 2.0 * 2048 * 2048);
        QCOMPARE(decode.bytes, b * 2048 * 2048);
    }

    void savedMeasurementKeepsItsSizes()
    {
        MeasureResult r;
        r.host = u"pc"_s;
        r.cpu = u"cpu"_s;
        r.date = u"2026-12-03T12:00:00Z"_s;
        r.memory = 8e9;
        r.cores = 2;
        r.matmul.append({512, u"fp32"_s, true, 0.01, 2.0 * 512 * 512 * 512 / 0.01});
        r.bandwidth.append({u"copy"_s, 2e9, 0.1, 2e10});
        r.operationSizes.dModel = 4096;
        r.operationSizes.convSide = 224;
        MeasureResult back;
        QString error;
        QVERIFY2(fromJson(QJsonDocument(toJson(r)).toJson(), &back, &error), qPrintable(error));
        QCOMPARE(back.operationSizes.dModel, 4096);
        QCOMPARE(back.operationSizes.convSide, 224);
        QCOMPARE(back.operationSizes.seqLen, OperationSizes{}.seqLen);

        QJsonObject bad = toJson(r);
        bad.insert("operation_sizes", QJsonObject{{"dense.tokens", -3}});
        QVERIFY(!fromJson(QJsonDocument(bad).toJson(), &back, &error));
        QVERIFY2(error.contains("operation_sizes") && error.contains("dense.tokens") && error.contains("-3"),
                 qPrintable(error));
        // A file saved before the sizes were recorded ran the defaults.
        QJsonObject old = toJson(r);
        old.remove("operation_sizes");
        QVERIFY(fromJson(QJsonDocument(old).toJson(), &back, &error));
        QCOMPARE(back.operationSizes.dModel, OperationSizes{}.dModel);
    }
};

QTEST_APPLESS_MAIN(TestOperationSizes)
#include "tst_operationsizes.moc"
