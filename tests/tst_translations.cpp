// Both translation files are complete: no unfinished, vanished or empty entries, and every entry has a
// context (lupdate files a tr() it cannot attribute, e.g. through a type alias, under an empty context that
// the running application never looks up, so the text would silently stay in English). The words are the
// course's (L33-infrastructures-ia.txt), with no developer words, and the compared scenarios are never "A"
// and "B": the course's formulas use B for the batch.
#include <QDir>
#include <QFile>
#include <QTest>
#include <QXmlStreamReader>

namespace {
/// Every (source, translation) pair of a .ts file.
QList<std::pair<QString, QString>> entries(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) return {};
    QXmlStreamReader xml(&f);
    QList<std::pair<QString, QString>> out;
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == u"source") source = xml.readElementText();
        if (xml.name() == u"translation")
            out.append({source, xml.readElementText(QXmlStreamReader::IncludeChildElements)});
    }
    return out;
}
} // namespace

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

    void noClassNamedWithoutItsNamespace()
    {
        // A static list marked QT_TRANSLATE_NOOP("ParameterCombo", …) but translated by tr() in
        // infralab::ParameterCombo is looked up under the namespaced name and stays English: the two contexts
        // side by side are that mistake ("FSDP (as ZeRO-3)" in the French window).
        QFile f(QStringLiteral(INFRALAB_TS_DIR "/infralab_fr.ts"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QStringList contexts;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"name")
                contexts << xml.readElementText();
        // "Scenario" holds the schema's descriptions, which the schema looks up by that name on purpose.
        contexts.removeAll(QStringLiteral("Scenario"));
        for (const QString &context : std::as_const(contexts))
            QVERIFY2(!contexts.contains(QStringLiteral("infralab::") + context), qPrintable(context));
    }

    void frenchUsesTheCourseWords()
    {
        const auto fr = entries(QStringLiteral(INFRALAB_TS_DIR "/infralab_fr.ts"));
        QVERIFY(fr.size() > 100);
        // A word someone reading the chapter would not find there, and the course's own word for it.
        const QList<std::pair<const char *, const char *>> notTheCourse = {
            {"jeton", "tokens"},
            {"sur site", "on-premise"},
            {"en périphérie", "edge"},
            {"ordonnancement", "schéma"},
            {"Points morts", "équilibre"},
            {"au coude", "point d'inflexion"},
            {"Taux d'utilisation des FLOPs", "MFU, fraction du pic réellement utilisée"}};
        // Words of the code, not of a person: a catalogue's ids and the dotted scenario keys.
        const QStringList developer = {"identifiant du catalogue", "clés model.", "(serving.batch)"};
        for (const auto &[source, translation] : fr) {
            for (const auto &[word, course] : notTheCourse)
                QVERIFY2(!translation.contains(QString::fromUtf8(word), Qt::CaseInsensitive),
                         qPrintable(QStringLiteral("\"%1\": the course says %2")
                                        .arg(translation, QString::fromUtf8(course))));
            for (const QString &word : developer)
                QVERIFY2(!translation.contains(word), qPrintable(translation));
        }
    }

    void noDeveloperWordsInEnglish()
    {
        for (const auto &[source, translation] : entries(QStringLiteral(INFRALAB_TS_DIR "/infralab_en.ts")))
            for (const char *word : {"catalogue id", "model.* keys", "(serving.batch)"})
                QVERIFY2(!source.contains(QLatin1String(word)), qPrintable(source));
    }

    void scenariosAreNotNamedByTheBatchLetter()
    {
        // "TTFT (B)" or "B: 12 s" would read as the batch B of theorem 4 (the course's "service(B)" is that
        // B). Legends, headers, captions and menus name the scenarios "pinned" and "current", in both
        // languages.
        const QStringList letters = {" (A)",    " (B)", "A: ",   "B: ",     "A's ", "B's ",
                                     "A and B", "vs A", " as A", "Clear A", "A/B"};
        for (const QString &file : {QStringLiteral(INFRALAB_TS_DIR "/infralab_en.ts"),
                                    QStringLiteral(INFRALAB_TS_DIR "/infralab_fr.ts")})
            for (const auto &[source, translation] : entries(file))
                for (const QString &letter : letters)
                    QVERIFY2(!source.contains(letter) && !translation.contains(letter),
                             qPrintable(QStringLiteral("%1: %2").arg(letter, translation)));
        // The names themselves: short enough for a table header, and translated.
        const auto fr = entries(QStringLiteral(INFRALAB_TS_DIR "/infralab_fr.ts"));
        QVERIFY(
            fr.contains(std::pair<QString, QString>(QStringLiteral("Pinned"), QStringLiteral("Épinglé"))));
        QVERIFY(
            fr.contains(std::pair<QString, QString>(QStringLiteral("Current"), QStringLiteral("Actuel"))));
    }
};

QTEST_APPLESS_MAIN(TestTranslations)
#include "tst_translations.moc"
