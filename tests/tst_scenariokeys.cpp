// The typed keys: one per schema row, in the schema's order, each named once; and the dotted names stay at
// the edges, so that a misspelt key is a compile error rather than a silent 0 (issue 11).
#include "scenario.h"
#include "scenariokeys.h"
#include "scenarioschema.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

using namespace infralab;
using namespace Qt::StringLiterals;

namespace {

QList<Key> allKeys()
{
    QList<Key> keys;
    for (int i = 0; i < kKeyCount; ++i)
        keys.append(static_cast<Key>(i));
    return keys;
}

/// A quoted key name, whole or its section's prefix (`"serving.batch"`, `"cost.`): a dotted name written in
/// widgets/ or app/, where Key::… belongs. The sections are the keys' own.
QRegularExpression writtenKeyName()
{
    QSet<QString> sections;
    for (Key k : allKeys())
        sections.insert(QString(keyName(k)).section(u'.', 0, 0));
    QStringList names(sections.begin(), sections.end());
    names.sort();
    return QRegularExpression(u"\"("_s + names.join(u'|') + u")\\."_s);
}

} // namespace

class TestScenarioKeys : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyKeyHasItsRowInOrder()
    {
        QCOMPARE(qsizetype(scenarioSchema().size()), qsizetype(kKeyCount));
        for (Key k : allKeys()) {
            QCOMPARE(param(k).id, k);
            QCOMPARE(param(k).key, QString(keyName(k)));
        }
    }

    void namesAreDottedUniqueAndReadBack()
    {
        QSet<QString> seen;
        static const QRegularExpression dotted(QStringLiteral("^[a-z]+(\\.[a-z0-9_]+)?$"));
        for (Key k : allKeys()) {
            const QString name = keyName(k);
            QVERIFY2(dotted.match(name).hasMatch(), qPrintable(name));
            QVERIFY2(!seen.contains(name), qPrintable(name));
            seen.insert(name);
            QCOMPARE(keyFromName(name), std::optional<Key>(k));
            QCOMPARE(findParam(name), &param(k));
        }
        // The course's batch, by hand: the edges read exactly the documented names.
        QCOMPARE(keyFromName(u"serving.batch"), std::optional<Key>(Key::ServingBatch));
        QCOMPARE(keyName(Key::CostEdgeMaintenanceEurPerYear),
                 QLatin1String("cost.edge_maintenance_eur_per_year"));
        for (const char *wrong : {"serving.bacth", "serving", "Serving.batch", " serving.batch", ""})
            QVERIFY2(!keyFromName(QString::fromLatin1(wrong)), wrong);
    }

    void unknownNamesAreRefusedAtTheEdges()
    {
        Scenario s;
        QString error;
        QVERIFY(!s.applyAssignments({QStringLiteral("serving.bacth=8")}, &error));
        QVERIFY2(error.contains(QLatin1String("serving.bacth")) &&
                     error.contains(QLatin1String("unknown key")),
                 qPrintable(error));
        QCOMPARE(s.integer(Key::ServingBatch), 64);
    }

    void noKeyNameIsWrittenInWidgetsOrApp()
    {
        const QRegularExpression quoted = writtenKeyName();
        QStringList offenders;
        int files = 0;
        for (const char *folder : {"widgets", "app"}) {
            QDirIterator it(QStringLiteral(INFRALAB_SOURCE_DIR "/") + QLatin1String(folder),
                            {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile f(it.next());
                QVERIFY(f.open(QIODevice::ReadOnly));
                ++files;
                const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
                for (qsizetype i = 0; i < lines.size(); ++i)
                    if (!lines[i].trimmed().startsWith(QLatin1String("#include")) &&
                        lines[i].contains(quoted))
                        offenders.append(it.filePath() + u':' + QString::number(i + 1) + u' ' + lines[i]);
            }
        }
        QVERIFY2(files > 50, "the sources were not found");
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(u'\n')));
    }

    void theSectionPrefixCheckFindsAWrittenName()
    {
        // The check above sees a whole name and the old way of picking the cost inputs by their prefix.
        const QRegularExpression quoted = writtenKeyName();
        QVERIFY(QStringLiteral("keyName(key).startsWith(QLatin1String(\"cost.\"))").contains(quoted));
        QVERIFY(QStringLiteral("s.number(\"serving.batch\")").contains(quoted));
        QVERIFY(!QStringLiteral("tr(\"Serving. Batch\")").contains(quoted));
    }
};

QTEST_GUILESS_MAIN(TestScenarioKeys)
#include "tst_scenariokeys.moc"
