#pragma once
// The scenario as a file: New, Open, Save, Save As, recent files, the title's unsaved mark, and the question
// before unsaved changes are lost. Files are read and written by its ScenarioFile (.infralab), atomically.
#include <QObject>
#include <QStringList>

class QWidget;

namespace infralab {

class Scenario;
class ScenarioFile;
class ScenarioHistory;

class ScenarioDocument : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMaxRecent = 8;

    /// `file`: the codec that holds what the files read keep beside the values (the command line's, which
    /// read FILE and --compare); when null the document makes its own.
    ScenarioDocument(Scenario *scenario, ScenarioHistory *history, QWidget *window,
                     ScenarioFile *file = nullptr);

    ScenarioFile &file() const { return *m_file; }

    QString path() const { return m_path; }
    /// "lesson.infralab", or "Untitled" before the first save.
    QString displayName() const;
    bool isModified() const;

    void newScenario();
    /// Opens `path`, or asks for one when empty. A refused file leaves the current scenario untouched.
    bool open(const QString &path = QString());
    bool save();
    bool saveAs();
    /// Takes back what a recovery file kept (scenario JSON with its A): modified, under its original `path`
    /// (empty when it was never saved). A refused scenario changes nothing.
    bool restore(const QByteArray &scenarioJson, const QString &path, QString *error);
    /// Asks whether to save unsaved changes; false when the user cancels.
    bool maybeSave();

    QStringList recentFiles() const;

Q_SIGNALS:
    void stateChanged(); ///< path or modified flag changed: update the title
    void recentFilesChanged();
    void message(const QString &text);
    /// The file opened with something to know (e.g. keys from a newer InfraLab, kept): stays in the status
    /// bar.
    void warning(const QString &text);

private:
    bool writeTo(const QString &path);
    void setPath(const QString &path);
    void addRecent(const QString &path);

    Scenario *m_scenario;
    ScenarioFile *m_file;
    ScenarioHistory *m_history;
    QWidget *m_window;
    QString m_path;
    bool m_pinEdited = false; ///< A was pinned, swapped or dropped since the last open or save
};

} // namespace infralab
