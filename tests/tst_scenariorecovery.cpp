// Nothing is lost (app/scenariorecovery.h): unsaved changes and their A are written to a recovery file; after
// a crash (a window destroyed without a clean quit) the next window offers them back — restored as modified
// under their original path, or discarded — and the file goes after a save, a discard or a clean quit.
#include "language.h"
#include "mainwindow.h"
#include "scenario.h"
#include "scenariodocument.h"
#include "scenariofile.h"
#include "scenariohistory.h"
#include "scenariorecovery.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <memory>

using namespace infralab;

namespace {

using Answer = ScenarioRecovery::Answer;

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

/// Clicks `button` of the message box the next event loop shows (maybeSave's question), as a user would.
void answerNextBox(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, qApp, [button] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box) qFatal("no message box to answer");
        box->button(button)->click();
    });
}

/// A window whose session ends badly: destroyed without a clean quit, as a crash or a kill would leave it.
struct Session
{
    Scenario scenario;
    std::unique_ptr<MainWindow> window = std::make_unique<MainWindow>(&scenario);
    ScenarioRecovery *recovery() const { return window->recovery(); }
    void crash() { window.reset(); }
};

/// A session that changes the batch to 8, writes its recovery file and crashes; the file's path, or nothing
/// when the change was refused.
QString crashWithUnsavedBatch()
{
    Session crashed;
    if (!crashed.scenario.set(Key::ServingBatch, 8)) return {};
    crashed.recovery()->flush();
    const QString path = crashed.recovery()->filePath();
    crashed.crash();
    return path;
}

/// An answer to the recovery question that counts how often it was asked.
auto counting(int &asked, Answer answer)
{
    return [&asked, answer](const QString &) {
        ++asked;
        return answer;
    };
}

} // namespace

class TestScenarioRecovery : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString lessonFile()
    {
        Scenario course;
        const QString path = m_dir.filePath(QStringLiteral("lesson.infralab"));
        if (!ScenarioFile(&course).save(path)) qFatal("cannot write the lesson file");
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("InfraLab"));
        QCoreApplication::setApplicationName(QStringLiteral("InfraLab"));
        language::install(QStringLiteral("en"));
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        // Leftovers of an earlier run of these tests would be offered as a crashed session's.
        const QDir data(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
        for (const QString &f : data.entryList({QStringLiteral("recovery-*.infralab")}, QDir::Files))
            QVERIFY(QFile::remove(data.filePath(f)));
    }

    void writesUnsavedChangesAndA()
    {
        Session session;
        ScenarioRecovery *r = session.recovery();
        QVERIFY(!r->filePath().isEmpty());
        QVERIFY(r->filePath().startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
        QVERIFY(!r->isPending());
        QVERIFY(session.scenario.set(Key::ServingBatch, 8));
        QVERIFY(r->isPending()); // written a few seconds after the last change, not at each one
        QCOMPARE(ScenarioRecovery::kDelayMs, 3000);
        session.scenario.comparison().pin();
        QVERIFY(session.scenario.set(Key::ServingBatch, 16));
        r->flush();
        QVERIFY(!r->isPending());
        const QJsonObject root = readJson(r->filePath());
        QCOMPARE(root.value("format").toString(), QStringLiteral("infralab-recovery"));
        QCOMPARE(root.value("path").toString(), QString()); // never saved: no original path
        const QJsonObject scenario = root.value("scenario").toObject();
        QCOMPARE(scenario.value("values").toObject().value("serving").toObject().value("batch").toInt(), 16);
        QCOMPARE(scenario.value("pinned").toObject().value("serving").toObject().value("batch").toInt(), 8);
    }

    void undoneToTheSavedStateLeavesNothing()
    {
        Session session;
        QVERIFY(session.scenario.set(Key::ServingBatch, 8));
        session.recovery()->flush();
        QVERIFY(QFile::exists(session.recovery()->filePath()));
        session.window->history()->stack()->undo(); // back to the saved state: nothing is unsaved
        QVERIFY(!session.window->document()->isModified());
        QVERIFY(!QFile::exists(session.recovery()->filePath()));
    }

    void disabledWritesNothing()
    {
        Session bench; // the benchmark's window: its replayed drags are no one's work
        bench.recovery()->setEnabled(false);
        QVERIFY(bench.scenario.set(Key::ServingBatch, 8));
        bench.recovery()->flush();
        QVERIFY(!QFile::exists(bench.recovery()->filePath()));
    }

    void offersAndRestoresAfterACrash()
    {
        const QString lesson = lessonFile();
        QString recoveryFile;
        {
            Session crashed;
            QVERIFY(crashed.window->document()->open(lesson));
            QVERIFY(crashed.scenario.set(Key::ServingBatch, 8));
            crashed.scenario.comparison().pin();
            QVERIFY(crashed.scenario.set(Key::ServingBatch, 16));
            crashed.recovery()->flush();
            recoveryFile = crashed.recovery()->filePath();
            crashed.crash();
            QVERIFY(QFile::exists(recoveryFile));
        }
        Session next;
        QString question;
        QVERIFY(next.recovery()->offer([&](const QString &q) {
            question = q;
            return Answer::Restore;
        }));
        QVERIFY2(question.contains(QStringLiteral("lesson.infralab")), qPrintable(question));
        QCOMPARE(next.scenario.integer(Key::ServingBatch), 16);
        QVERIFY(next.scenario.comparison().pinned());
        QCOMPARE(next.scenario.comparison().pinned()->integer(Key::ServingBatch), 8);
        // Restored work is unsaved work, under the file it came from; undo cannot make it "saved".
        QVERIFY(next.window->document()->isModified());
        QCOMPARE(next.window->document()->path(), lesson);
        QVERIFY(next.window->isWindowModified());
        next.window->history()->stack()->undo();
        QVERIFY(next.window->document()->isModified());
        // Still protected: the window's own recovery file holds it, until it is saved.
        QVERIFY(QFile::exists(next.recovery()->filePath()));
        QVERIFY(next.window->document()->save());
        QVERIFY(!QFile::exists(next.recovery()->filePath()));
        QVERIFY(!QFile::exists(recoveryFile));
        Scenario saved;
        QVERIFY(ScenarioFile(&saved).load(lesson));
        QCOMPARE(saved.integer(Key::ServingBatch), 16);
        QCOMPARE(saved.comparison().pinned()->integer(Key::ServingBatch), 8);
    }

    void openingAFileFirstKeepsTheCrashedWork()
    {
        const QString recoveryFile = crashWithUnsavedBatch();
        QVERIFY(!recoveryFile.isEmpty());
        // The next start opens the last scenario, and a benchmark window starts, before the question is asked:
        // neither may take the dead session's file away.
        Session next;
        QVERIFY(next.window->document()->open(lessonFile()));
        Session bench;
        bench.recovery()->setEnabled(false);
        QVERIFY(QFile::exists(recoveryFile));
        QVERIFY(next.recovery()->filePath() != recoveryFile);
        int asked = 0;
        QVERIFY(next.recovery()->offer(counting(asked, Answer::Restore)));
        QCOMPARE(asked, 1);
        QCOMPARE(next.scenario.integer(Key::ServingBatch), 8);
    }

    void discardRemovesTheFile()
    {
        const QString recoveryFile = crashWithUnsavedBatch();
        QVERIFY(!recoveryFile.isEmpty());
        Session next;
        int asked = 0;
        QVERIFY(!next.recovery()->offer(counting(asked, Answer::Discard)));
        QCOMPARE(asked, 1);
        QVERIFY(!QFile::exists(recoveryFile));
        QCOMPARE(next.scenario.integer(Key::ServingBatch), 64); // the course's value, untouched
        QVERIFY(!next.window->document()->isModified());
        // Nothing is offered twice.
        QVERIFY(!next.recovery()->offer(counting(asked, Answer::Restore)));
        QCOMPARE(asked, 1);
    }

    void cleanQuitRemovesTheFile()
    {
        Session session;
        session.window->show();
        QVERIFY(session.scenario.set(Key::ServingBatch, 8));
        session.recovery()->flush();
        QVERIFY(QFile::exists(session.recovery()->filePath()));
        answerNextBox(QMessageBox::Discard); // "Save them?" — Discard: the user chose to lose them
        QVERIFY(session.window->close());
        QVERIFY(!QFile::exists(session.recovery()->filePath()));
    }

    void twoWindowsKeepTheirOwnFiles()
    {
        Session first, second;
        QVERIFY(first.recovery()->filePath() != second.recovery()->filePath());
        QVERIFY(first.scenario.set(Key::ServingBatch, 8));
        first.recovery()->flush();
        // The first window is alive: its file is not a crashed session's, the second window offers nothing.
        QVERIFY(!second.recovery()->offer([](const QString &) {
            qFatal("offered a live window's file");
            return Answer::Discard;
        }));
        QVERIFY(QFile::exists(first.recovery()->filePath()));
    }

    void corruptFileIsDroppedWithAMessage()
    {
        const QString recoveryFile = crashWithUnsavedBatch();
        QVERIFY(!recoveryFile.isEmpty());
        QFile f(recoveryFile);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("{\"format\": \"infralab-recovery\", \"version\": 1, \"scenario\": {\"format\": 3");
        f.close();
        Session next;
        QString message;
        connect(next.recovery(), &ScenarioRecovery::message, this, [&](const QString &m) { message = m; });
        QVERIFY(!next.recovery()->offer([](const QString &) {
            qFatal("offered a corrupt file");
            return Answer::Restore;
        }));
        QVERIFY2(message.contains(recoveryFile) && message.contains(QStringLiteral("refused")),
                 qPrintable(message));
        QVERIFY(!message.contains(u'\n'));
        QVERIFY(!QFile::exists(recoveryFile));
        QCOMPARE(next.scenario.integer(Key::ServingBatch), 64);
    }
};

QTEST_MAIN(TestScenarioRecovery)
#include "tst_scenariorecovery.moc"
