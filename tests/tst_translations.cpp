// Both translation files are complete: no unfinished, vanished or empty entries, and every entry has a context
// (lupdate files a tr() it cannot attribute, e.g. through a type alias, under an empty context that the running
// application never looks up, so the text would silently stay in English).
#include <QDir>
#include <QFile>
#include <QTest>
#include <QXmlStreamReader>

class TestTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void complete_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("fr") << QStringLiteral(INFRALAB_TS_DIR "/infralab_fr.ts");
        QTest::newRow("en") << QStringLiteral(INFRALAB_TS_DIR "/infralab_en.ts");
    }
    void complete()
    {
        QFETCH(QString, file);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        int messages = 0;
        QString source;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement()) continue;
            if (xml.name() == u"name") {
                const QString context = xml.readElementText();
                QVERIFY2(!context.trimmed().isEmpty(), qPrintable(QStringLiteral("%1: a context has no name").arg(file)));
            }
            if (xml.name() == u"source") source = xml.readElementText();
            if (xml.name() != u"translation") continue;
            ++messages;
            const QString type = xml.attributes().value("type").toString();
            QVERIFY2(type.isEmpty(), qPrintable(QStringLiteral("%1: \"%2\" is %3").arg(file, source, type)));
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            QVERIFY2(!text.trimmed().isEmpty(), qPrintable(QStringLiteral("%1: \"%2\" is empty").arg(file, source)));
        }
        QVERIFY(!xml.hasError());
        QVERIFY2(messages > 100, qPrintable(QString::number(messages)));
    }
};

QTEST_APPLESS_MAIN(TestTranslations)
#include "tst_translations.moc"
