// `infralab measure --quick --json` run as a person would: it succeeds, prints JSON in SI units whose numbers
// are positive and finite, saves the measurement, and the next start lists "This computer" among the devices.
// No timing is asserted: the figures depend on the machine.
#include "clitestutil.h"
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace {

bool positiveFinite(const QJsonValue &v)
{
    return v.isDouble() && std::isfinite(v.toDouble()) && v.toDouble() > 0;
}

} // namespace

class TestCliMeasure : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void quickJsonIsComplete()
    {
        QTemporaryDir home;
        qputenv("XDG_DATA_HOME", home.path().toUtf8());
        const Run r = run({"measure", "--quick", "--json"});
        QCOMPARE(r.code, 0);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString() + r.out.left(300)));
        for (const char *key : {"host", "cpu", "date"})
            QVERIFY2(o.value(QLatin1String(key)).isString(), key);
        const QJsonArray matmul = o.value("matmul").toArray();
        // --quick: 128, 256, 512 and 1024, on all cores and on one, in fp32 (and bf16 where the CPU has it).
        QVERIFY(matmul.size() >= 8);
        for (const QJsonValue &m : matmul) {
            QVERIFY(positiveFinite(m["flops"]));
            QVERIFY(positiveFinite(m["size"]));
            QVERIFY(m["precision"] == "fp32" || m["precision"] == "bf16");
            QVERIFY(m["threads"] == "all" || m["threads"] == "one");
        }
        const QJsonArray bandwidth = o.value("bandwidth").toArray();
        QCOMPARE(bandwidth.size(), 2);
        QCOMPARE(bandwidth.at(0)["test"].toString(), QString("copy"));
        QCOMPARE(bandwidth.at(1)["test"].toString(), QString("triad"));
        for (const QJsonValue &b : bandwidth)
            QVERIFY(positiveFinite(b["bytes_per_s"]));
        const QJsonArray operations = o.value("operations").toArray();
        QCOMPARE(operations.size(), 4);
        for (const QJsonValue &op : operations)
            for (const char *key : {"flops", "bytes", "seconds", "flops_per_s", "intensity"})
                QVERIFY2(positiveFinite(op[QLatin1String(key)]), key);
        const QJsonObject device = o.value("device").toObject();
        for (const char *key : {"peak", "bandwidth", "ridge"})
            QVERIFY2(positiveFinite(device.value(QLatin1String(key))), key);
        // The ridge point is P/β (course theorem 1).
        QVERIFY(qFuzzyCompare(device["ridge"].toDouble(),
                              device["peak"].toDouble() / device["bandwidth"].toDouble()));
        // A progress line per step on stderr, ending at its total.
        QVERIFY2(r.err.contains("measure: matmul fp32 128 × 128, all cores … 1/"),
                 qPrintable(r.err.left(300)));

        // The next start has the device.
        const Run list = run({"list", "devices"});
        QCOMPARE(list.code, 0);
        QVERIFY2(list.out.contains("this-computer"), qPrintable(list.out.right(300)));
        QVERIFY(list.out.contains("This computer — measured on"));
        // Its fp32 peak is listed, not a bf16 peak it does not have.
        const QString line = list.out.mid(list.out.indexOf("this-computer")).section('\n', 0, 0);
        QVERIFY2(!line.contains(" 0 FLOP/s"), qPrintable(line));

        // A corrupt saved file: one warning naming it, the command still runs, no device.
        const QString path = home.path() + "/InfraLab/InfraLab/measure.json";
        QVERIFY(QFile::exists(path));
        QVERIFY(writeAll(path, "{ not json"));
        const Run corrupt = run({"list", "devices"});
        QCOMPARE(corrupt.code, 0);
        QVERIFY(!corrupt.out.contains("this-computer"));
        QVERIFY2(corrupt.err.contains(path), qPrintable(corrupt.err));
    }

    void bandwidthTableKeepsItsColumnsInFrench()
    {
        // "triade a = b + s·c (3 × la taille)" is 35 characters: the sizes of the copy and the triad start in
        // one column, after at least two spaces.
        QTemporaryDir home;
        qputenv("XDG_DATA_HOME", home.path().toUtf8());
        const Run r = run({"measure", "--quick", "--lang", "fr"});
        QCOMPARE(r.code, 0);
        auto sizeColumn = [&](const QString &label) {
            const QString line = r.out.mid(r.out.indexOf(label)).section('\n', 0, 0);
            qsizetype at = label.size();
            while (at < line.size() && line.at(at) == u' ')
                ++at;
            return at - label.size() >= 2 ? at : -1;
        };
        const qsizetype copy = sizeColumn(QStringLiteral("copie a = b (2 × la taille)"));
        QVERIFY2(copy > 0, qPrintable(r.out));
        QCOMPARE(sizeColumn(QStringLiteral("triade a = b + s·c (3 × la taille)")), copy);
    }

    void badArgumentsAreRefused()
    {
        const Run bad = run({"measure", "--quick", "--steps", "x"});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.out.isEmpty());
        const Run extra = run({"measure", "now"});
        QCOMPARE(extra.code, 2);
        QVERIFY(extra.err.contains("now"));
    }
};

QTEST_GUILESS_MAIN(TestCliMeasure)
#include "tst_climeasure.moc"
