// The CSV files in their two forms: RFC 4180 for scripts, and the French spreadsheets' form; numbers in their
// shortest exact form either way.
#include "csvtestutil.h"
#include "figures.h"
#include "languagetestutil.h"
#include "scenario.h"
#include "tableexport.h"
#include "testutil.h"

#include <QFile>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

using namespace infralab;

class TestCsvExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void frenchCsvReadsBack()
    {
        // The French spreadsheets' form: a byte-order mark, ';' between fields, a decimal comma; the numbers
        // read back in French to the figures, e.g. the ridge point 990 TFLOP/s / 3.35 TB/s = 295.5 FLOP/B.
        QTemporaryDir dir;
        Scenario s;
        const QString path = dir.filePath(QStringLiteral("figures.csv"));
        QString error;
        QVERIFY2(writeFiguresCsv(path, s, &error, CsvForm::French), qPrintable(error));
        const QByteArray bytes = readAll(path);
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
        const QList<QStringList> rows = parseCsv(bytes.mid(3), u';');
        const QList<Figure> figures = computeFigures(s);
        QCOMPARE(rows.size(), figures.size() + 1);
        const QLocale french(QLocale::French, QLocale::France);
        int numbers = 0;
        for (qsizetype i = 0; i < figures.size(); ++i) {
            const Figure &f = figures.at(i);
            const QStringList &row = rows.at(i + 1);
            QCOMPARE(row.size(), 4);
            QCOMPARE(row.at(0), f.key);
            if (f.value.typeId() != QMetaType::Double) continue;
            QVERIFY2(!row.at(2).contains(u'.'), qPrintable(row.at(2)));
            bool ok = false;
            QCOMPARE(french.toDouble(row.at(2), &ok), f.value.toDouble()); // the shortest exact form
            QVERIFY2(ok, qPrintable(f.key + ": " + row.at(2)));
            ++numbers;
        }
        QVERIFY(numbers > 20);
        QVERIFY_REL(french.toDouble(rows.at(3).at(2)), 990e12 / 3.35e12, 1e-15);
        QCOMPARE(rows.at(3).at(0), QStringLiteral("roofline.ridge_flop_per_byte"));
    }

    void noSeventeenDigitFloats()
    {
        // 990 / 3.35 printed with 17 digits read "295.52238805970148"; the shortest form that reads back to
        // the same double is enough.
        QTemporaryDir dir;
        Scenario s;
        const QString path = dir.filePath(QStringLiteral("figures.csv"));
        QString error;
        QVERIFY2(writeFiguresCsv(path, s, &error), qPrintable(error));
        for (const QStringList &row : parseCsv(readAll(path)).mid(1)) {
            bool ok = false;
            const double v = row.at(2).toDouble(&ok);
            if (!ok) continue;
            QVERIFY2(row.at(2).size() < QString::number(v, 'g', 17).size() ||
                         row.at(2) == QString::number(v, 'g', 17),
                     qPrintable(row.at(2)));
            QVERIFY2(row.at(2) != QStringLiteral("295.52238805970148"), qPrintable(row.at(2)));
        }
    }
};

INFRALAB_TEST_MAIN_IN_ENGLISH(TestCsvExport)
#include "tst_csvexport.moc"
