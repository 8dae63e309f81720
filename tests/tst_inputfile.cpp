// readFileLimited and shortenedForMessage: the one way InfraLab reads a file and quotes a value. Special
// files are refused without blocking, whatever size the system reports for them; long values are cut.
#include "inputfile.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace infralab;

class TestInputFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsARegularFileWhole()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("ten.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("0123456789");
        f.close();
        QString error;
        const auto data = readFileLimited(path, 10, &error);
        QVERIFY2(data, qPrintable(error));
        QCOMPARE(*data, QByteArray("0123456789"));
        // One byte over the limit: refused, naming the path and the limit.
        QVERIFY(!readFileLimited(path, 9, &error));
        QVERIFY2(error.contains(path) && error.contains(u"9 bytes"), qPrintable(error));
    }

    void refusesSpecialFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("reason");
        QTest::newRow("directory") << QDir::tempPath() << "directory";
        addTextRows<3>({{"/dev/zero", "/dev/zero", "device"},
                        {"/dev/null", "/dev/null", "device"},
                        {"missing", "/nonexistent/x.infralab", "No such file"},
                        {"empty name", "", "no file name"}});
    }

    void refusesSpecialFiles()
    {
        QFETCH(QString, path);
        QFETCH(QString, reason);
        QString error;
        QVERIFY(!readFileLimited(path, 1 << 20, &error));
        QVERIFY2(error.contains(u'"' + path + u'"') && error.contains(reason), qPrintable(error));
        QVERIFY(!error.contains(u'\n'));
    }

    void refusesAFifoWithoutWaitingForAWriter()
    {
        // Opening a FIFO for reading blocks until a writer comes; the test would hang here if it did.
        QTemporaryDir dir;
        const QString path = dir.filePath("pipe.infralab");
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        QString error;
        QVERIFY(!readFileLimited(path, 1 << 20, &error));
        QVERIFY2(error.contains(path) && error.contains(u"FIFO"), qPrintable(error));
    }

    void shortensLongValues()
    {
        QCOMPARE(shortenedForMessage(QStringLiteral("short")), QStringLiteral("short"));
        const QString sixty(kMaxQuotedChars, u'a');
        QCOMPARE(shortenedForMessage(sixty), sixty);
        const QString huge(500000, u'x');
        const QString cut = shortenedForMessage(huge);
        QVERIFY2(cut.startsWith(QString(kMaxQuotedChars, u'x') + u'…'), qPrintable(cut));
        QVERIFY2(cut.contains(u"500000"), qPrintable(cut));
        QVERIFY(cut.size() < 100);
    }

    void plainIntegersAreDigitsOnly()
    {
        QCOMPARE(plainInteger(u"64"), std::optional(64));
        QCOMPARE(plainInteger(u"0"), std::optional(0));
        QCOMPARE(plainInteger(u"007"), std::optional(7));
        QCOMPARE(plainInteger(u"2147483647"), std::optional(2147483647)); // INT_MAX
        // What QString::toInt would take besides digits: a sign, spaces around; and what does not fit an int.
        for (const char16_t *text :
             {u"+64", u"-0", u" 64", u"64 ", u"", u"6 4", u"1e3", u"0x10", u"2147483648"})
            QVERIFY2(!plainInteger(text), qPrintable(QString::fromUtf16(text)));
    }
};

QTEST_GUILESS_MAIN(TestInputFile)
#include "tst_inputfile.moc"
