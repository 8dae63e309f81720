#include "scenariodocument.h"

#include "scenario.h"
#include "scenariofile.h"
#include "scenariohistory.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QUndoStack>

namespace infralab {

namespace {
const QString kRecentKey = QStringLiteral("recentFiles");

QString filter() { return ScenarioDocument::tr("InfraLab scenarios (*.infralab *.json);;All files (*)"); }
} // namespace

ScenarioDocument::ScenarioDocument(Scenario *scenario, ScenarioHistory *history, QWidget *window,
                                   ScenarioFile *file)
    : QObject(window), m_scenario(scenario), m_file(file ? file : new ScenarioFile(scenario, this)),
      m_history(history), m_window(window)
{
    connect(history->stack(), &QUndoStack::cleanChanged, this, &ScenarioDocument::stateChanged);
    // A is saved with the file but is not an undo step: its changes mark the document on their own.
    connect(&scenario->comparison(), &Comparison::changed, this, [this] {
        m_pinEdited = true;
        Q_EMIT stateChanged();
    });
}

QString ScenarioDocument::displayName() const
{
    return m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName();
}

bool ScenarioDocument::isModified() const { return m_pinEdited || !m_history->stack()->isClean(); }

void ScenarioDocument::newScenario()
{
    if (!maybeSave()) return;
    m_scenario->comparison().unpin();
    m_scenario->reset();
    m_file->forgetExtras();
    m_history->reset();
    m_pinEdited = false;
    setPath(QString());
}

bool ScenarioDocument::open(const QString &given)
{
    if (!maybeSave()) return false;
    QString path = given;
    if (path.isEmpty()) {
        const QString dir = QSettings().value(QStringLiteral("lastDir"), QDir::homePath()).toString();
        path = QFileDialog::getOpenFileName(m_window, tr("Open a scenario"), dir, filter());
        if (path.isEmpty()) return false;
    }
    QString error;
    // A directory or a FIFO (a stale recent entry) would fail, or block the window reading it.
    if (const QFileInfo info(path); info.exists() && !info.isFile())
        error = tr("\"%1\" is not a regular file").arg(QDir::toNativeSeparators(path));
    if (!error.isEmpty() || !m_file->load(path, &error)) {
        QMessageBox::warning(m_window, tr("Open a scenario"),
                             tr("The scenario was not opened; the current one is kept.\n\n%1").arg(error));
        return false;
    }
    m_history->reset();
    m_pinEdited = false;
    setPath(path);
    addRecent(path);
    if (m_file->warning().isEmpty())
        Q_EMIT message(tr("Opened %1").arg(QDir::toNativeSeparators(path)));
    else
        Q_EMIT warning(tr("Opened %1: %2").arg(QDir::toNativeSeparators(path), m_file->warning()));
    return true;
}

bool ScenarioDocument::restore(const QByteArray &scenarioJson, const QString &path, QString *error)
{
    if (!m_file->fromJson(scenarioJson, error)) return false;
    m_history->reset();
    m_history->stack()->resetClean(); // unsaved until the user saves: undo can never make it "clean"
    m_pinEdited = false;
    setPath(path);
    return true;
}

bool ScenarioDocument::save() { return m_path.isEmpty() ? saveAs() : writeTo(m_path); }

bool ScenarioDocument::saveAs()
{
    const QString start = m_path.isEmpty() ? QDir(QSettings().value(QStringLiteral("lastDir"), QDir::homePath())
                                                      .toString())
                                                 .filePath(tr("scenario") + QStringLiteral(".infralab"))
                                           : m_path;
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save the scenario"), start, filter());
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".infralab");
    return writeTo(path);
}

bool ScenarioDocument::writeTo(const QString &path)
{
    QString error;
    if (!m_file->save(path, &error)) {
        QMessageBox::warning(m_window, tr("Save the scenario"), error);
        return false;
    }
    m_history->stack()->setClean();
    m_pinEdited = false;
    setPath(path);
    addRecent(path);
    Q_EMIT message(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool ScenarioDocument::maybeSave()
{
    if (!isModified()) return true;
    const auto answer = QMessageBox::warning(
        m_window, tr("Unsaved changes"), tr("The scenario “%1” has unsaved changes. Save them?").arg(displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

QStringList ScenarioDocument::recentFiles() const { return QSettings().value(kRecentKey).toStringList(); }

void ScenarioDocument::setPath(const QString &path)
{
    m_path = path;
    if (!path.isEmpty()) QSettings().setValue(QStringLiteral("lastDir"), QFileInfo(path).absolutePath());
    QSettings().setValue(QStringLiteral("lastScenario"), path);
    Q_EMIT stateChanged();
}

void ScenarioDocument::addRecent(const QString &path)
{
    QStringList files = recentFiles();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecent) files.removeLast();
    QSettings().setValue(kRecentKey, files);
    Q_EMIT recentFilesChanged();
}

} // namespace infralab
