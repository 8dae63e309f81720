#pragma once
// Nothing is lost: while the scenario has unsaved changes, it and its pinned A are written atomically to a
// recovery file a few seconds after the last change; after a crash or a killed session, the next start offers
// them back. The file goes after a save, a discard or a clean quit. Each running window owns one numbered
// slot, held by a lock file, so that two windows never write over each other and a file whose owner died is
// known to be left behind.
#include <QObject>
#include <QTimer>
#include <functional>
#include <memory>

class QLockFile;
class QWidget;

namespace infralab {

class Scenario;
class ScenarioDocument;

class ScenarioRecovery : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDelayMs = 3000; ///< after the last change: a drag writes once, not 500 times
    static constexpr int kSlots = 16;     ///< windows open at once that each get a recovery file
    enum class Answer
    {
        Restore,
        Discard
    };
    /// Answers the question for one left-behind file (the tests inject it; the app shows a message box).
    using Ask = std::function<Answer(const QString &question)>;

    ScenarioRecovery(Scenario *scenario, ScenarioDocument *document, QWidget *window);
    ~ScenarioRecovery() override;

    /// This window's recovery file; empty when every slot is taken.
    QString filePath() const;
    /// Off for windows that are not the user's session (the benchmark replays drags): nothing is written.
    void setEnabled(bool on);
    /// A change waits for the timer to be written.
    bool isPending() const { return m_timer.isActive(); }
    /// Writes now what the timer would write (or removes the file when nothing is unsaved).
    void flush();
    /// Nothing is left to recover: a clean quit, a save, a discard.
    void remove();
    /// Offers each file a dead session left, newest first, until one is restored (true) or all are discarded.
    bool offer(const Ask &ask = {});

Q_SIGNALS:
    void message(const QString &text);

private:
    bool restoreFrom(const QString &file, const Ask &ask);
    Answer askWithMessageBox(const QString &question) const;

    Scenario *m_scenario;
    ScenarioDocument *m_document;
    QWidget *m_window;
    QTimer m_timer;
    std::unique_ptr<QLockFile> m_lock;
    int m_slot = -1;
    bool m_enabled = true;
    bool m_written = false; ///< the file in this window's slot is this session's, not a dead one's
};

} // namespace infralab
