#include "scenariorecovery.h"

#include "atomicfile.h"
#include "scenario.h"
#include "scenariodocument.h"
#include "scenariofile.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QLockFile>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <algorithm>

namespace infralab {

namespace {
const QString kFormat = QStringLiteral("infralab-recovery");

QString recoveryDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}
QString slotFile(int slot)
{
    return QDir(recoveryDir()).filePath(QStringLiteral("recovery-%1.infralab").arg(slot));
}
QString slotLock(int slot)
{
    return QDir(recoveryDir()).filePath(QStringLiteral("recovery-%1.lock").arg(slot));
}

/// A lock on a slot, or nothing when a live window holds it. Without an age limit: a window may stay open
/// for days, and QLockFile still sees through a lock whose process died.
std::unique_ptr<QLockFile> tryLockSlot(int slot)
{
    auto lock = std::make_unique<QLockFile>(slotLock(slot));
    lock->setStaleLockTime(0);
    return lock->tryLock(0) ? std::move(lock) : nullptr;
}
} // namespace

ScenarioRecovery::ScenarioRecovery(Scenario *scenario, ScenarioDocument *document, QWidget *window)
    : QObject(window), m_scenario(scenario), m_document(document), m_window(window)
{
    QDir().mkpath(recoveryDir());
    // A free slot without a file first: a slot whose window died still holds that session's work, which must
    // be offered, not written over.
    for (const bool emptyOnly : {true, false})
        for (int slot = 0; slot < kSlots && !m_lock; ++slot)
            if ((!emptyOnly || !QFileInfo::exists(slotFile(slot))) && (m_lock = tryLockSlot(slot))) m_slot = slot;
    m_timer.setSingleShot(true);
    m_timer.setInterval(kDelayMs);
    connect(&m_timer, &QTimer::timeout, this, &ScenarioRecovery::flush);
    // Every change restarts the wait; flush() decides, once the user pauses, whether anything is unsaved.
    connect(scenario, &Scenario::changed, &m_timer, qOverload<>(&QTimer::start));
    connect(&scenario->comparison(), &Comparison::changed, &m_timer, qOverload<>(&QTimer::start));
    connect(document, &ScenarioDocument::stateChanged, this, [this] {
        if (m_document->isModified()) return;
        m_timer.stop();
        remove(); // saved, opened or new: nothing left to recover
    });
}

// The file stays: a window destroyed without a clean quit is a session that did not end well.
ScenarioRecovery::~ScenarioRecovery() = default;

QString ScenarioRecovery::filePath() const
{
    return m_slot < 0 ? QString() : slotFile(m_slot);
}

void ScenarioRecovery::setEnabled(bool on)
{
    if (!on) remove();
    m_enabled = on;
}

void ScenarioRecovery::flush()
{
    m_timer.stop();
    if (m_slot < 0 || !m_enabled) return;
    if (!m_document->isModified()) {
        remove();
        return;
    }
    const QJsonObject root{{"format", kFormat},
                           {"version", 1},
                           {"path", m_document->path()},
                           {"scenario", m_document->file().toJson()}};
    // Written whole or not at all: a full disk must not replace the last good recovery file by half of one.
    QString reason;
    if (writeFileAtomically(filePath(), QJsonDocument(root).toJson(QJsonDocument::Compact), &reason)) {
        m_written = true;
        return;
    }
    Q_EMIT message(tr("Cannot write the recovery file \"%1\": %2").arg(filePath(), reason));
}

void ScenarioRecovery::remove()
{
    m_timer.stop();
    // Only this session's own file: one a dead session left in the slot waits to be offered.
    if (m_slot >= 0 && m_written) QFile::remove(filePath());
    m_written = false;
}

bool ScenarioRecovery::offer(const Ask &ask)
{
    struct LeftBehind
    {
        QString file;
        QDateTime time;
        std::shared_ptr<QLockFile> lock; ///< held while it is offered: another window starting skips it
    };
    QList<LeftBehind> found;
    for (int slot = 0; slot < kSlots; ++slot) {
        const QFileInfo info(slotFile(slot));
        if (!info.isFile()) continue;
        if (slot == m_slot) {
            if (!m_written) found.append({info.filePath(), info.lastModified(), nullptr});
        } else if (std::shared_ptr<QLockFile> lock = tryLockSlot(slot)) {
            found.append({info.filePath(), info.lastModified(), lock}); // its window is gone
        }
    }
    std::sort(found.begin(), found.end(),
              [](const LeftBehind &a, const LeftBehind &b) { return a.time > b.time; });
    for (const LeftBehind &left : std::as_const(found))
        if (restoreFrom(left.file, ask)) return true;
    return false;
}

bool ScenarioRecovery::restoreFrom(const QString &file, const Ask &ask)
{
    QFile f(file);
    const QByteArray bytes =
        f.open(QIODevice::ReadOnly) ? f.read(2 * ScenarioFile::kMaxFileBytes) : QByteArray();
    const QJsonObject root = QJsonDocument::fromJson(bytes).object();
    const QString path = root.value("path").toString();
    QString error;
    if (root.value("format").toString() != kFormat || root.value("version").toInt() != 1 ||
        !root.value("scenario").isObject())
        error = tr("not an InfraLab recovery file of version 1");
    if (error.isEmpty()) {
        const QString name = path.isEmpty() ? ScenarioDocument::tr("Untitled") : QFileInfo(path).fileName();
        const QString question =
            tr("InfraLab did not close properly. Restore the unsaved changes to “%1” from %2?")
                .arg(name, QLocale().toString(QFileInfo(file).lastModified(), QLocale::ShortFormat));
        if ((ask ? ask(question) : askWithMessageBox(question)) == Answer::Discard) {
            QFile::remove(file);
            return false;
        }
        const QByteArray scenario = QJsonDocument(root.value("scenario").toObject()).toJson(QJsonDocument::Compact);
        if (m_document->restore(scenario, path, &error)) {
            flush(); // the restored changes are this window's unsaved work now
            if (file != filePath()) QFile::remove(file);
            return true;
        }
        // The file is sound but this session refuses its scenario (a device of a catalogue not loaded now):
        // the work is kept as a scenario file the user can open later.
        const QString kept = QFileInfo(file).dir().filePath(QFileInfo(file).completeBaseName() +
                                                            QStringLiteral("-refused.infralab"));
        QString reason;
        if (writeFileAtomically(kept, QJsonDocument(root.value("scenario").toObject()).toJson(), &reason)) {
            QFile::remove(file);
            Q_EMIT message(tr("Recovery file \"%1\" refused: %2; its scenario is kept in \"%3\"")
                               .arg(file, error, kept));
            return false;
        }
    }
    // Not a recovery file at all: say why once, and drop it.
    Q_EMIT message(tr("Recovery file \"%1\" refused: %2").arg(file, error));
    QFile::remove(file);
    return false;
}

ScenarioRecovery::Answer ScenarioRecovery::askWithMessageBox(const QString &question) const
{
    QMessageBox box(QMessageBox::Question, tr("Recover unsaved changes"), question, QMessageBox::NoButton,
                    m_window);
    QPushButton *restore = box.addButton(tr("Restore"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Discard);
    box.setDefaultButton(restore);
    box.exec();
    return box.clickedButton() == restore ? Answer::Restore : Answer::Discard;
}

} // namespace infralab
