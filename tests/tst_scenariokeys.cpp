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

namespace {

QList<Key> allKeys()
{
    QList<Key> keys;
    for (int i = 0; i < kKeyCount; ++i)
        keys.append(static_cast<Key>(i));
    return keys;
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
        // Widgets and the application use Key::…; a quoted dotted name there would be the string API back.
        QStringList literals;
        for (Key k : allKeys())
            literals.append(u'"' + QString(keyName(k)) + u'"');
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
                const QString text = QString::fromUtf8(f.readAll());
                for (const QString &literal : literals)
                    if (text.contains(literal)) offenders.append(it.filePath() + u' ' + literal);
            }
        }
        QVERIFY2(files > 50, "the sources were not found");
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestScenarioKeys)
#include "tst_scenariokeys.moc"
