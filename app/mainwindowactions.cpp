// The main window's actions, menus and toolbar, and their texts in the current language.
#include "mainwindow.h"

#include "comparisonactions.h"
#include "measureactions.h"
#include "measurementactions.h"

#include "language.h"
#include "presets.h"
#include "scenario.h"
#include "scenariodocument.h"
#include "scenariohistory.h"
#include "theme.h"

#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

namespace infralab {

namespace {
QAction *action(QObject *parent, const char *icon, const QKeySequence &shortcut = {})
{
    auto *a = new QAction(QIcon::fromTheme(QLatin1String(icon)), QString(), parent);
    a->setShortcut(shortcut);
    return a;
}

/// One step action's words: on the toolbar a short fixed word (its icon text), so that the toolbar neither
/// widens with the step's name nor is laid out again at each step of a drag; the step itself in the Edit menu
/// and in the tooltip. QAction sets nothing that has not changed, so the many changes of one drag, merged
/// into one step of one name, do not touch the button.
void wordStepAction(QAction *action, const QString &word, const QString &text)
{
    action->setIconText(word);
    action->setText(text);
    action->setToolTip(QString(text).remove(u'&'));
}

/// The window words its undo and redo actions itself, now and on each change of the stack, so that they
/// follow a live language switch (QUndoStack's own actions keep the words of the language they were made in).
void wordUndoActions(QAction *undo, QAction *redo, const QUndoStack *stack)
{
    wordStepAction(undo, MainWindow::tr("Undo"),
                   stack->undoText().isEmpty() ? MainWindow::tr("&Undo")
                                               : MainWindow::tr("&Undo %1").arg(stack->undoText()));
    wordStepAction(redo, MainWindow::tr("Redo"),
                   stack->redoText().isEmpty() ? MainWindow::tr("&Redo")
                                               : MainWindow::tr("&Redo %1").arg(stack->redoText()));
}
} // namespace

void MainWindow::createActions()
{
    m_newAction = action(this, "document-new", QKeySequence::New);
    connect(m_newAction, &QAction::triggered, m_document, &ScenarioDocument::newScenario);
    m_openAction = action(this, "document-open", QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, [this] { m_document->open(); });
    m_saveAction = action(this, "document-save", QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, m_document, &ScenarioDocument::save);
    m_saveAsAction = action(this, "document-save-as", QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, m_document, &ScenarioDocument::saveAs);
    m_exportAction = action(this, "image-x-generic", QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, [this] { exportChart(); });
    m_reportAction = action(this, "application-pdf", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_reportAction, &QAction::triggered, this, &MainWindow::exportReport);
    m_tablesAction = action(this, "text-csv");
    connect(m_tablesAction, &QAction::triggered, this, &MainWindow::exportTables);
    m_copyAction = action(this, "edit-copy", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyAction, &QAction::triggered, this, [this] { copyChart(); });
    m_quitAction = action(this, "application-exit", QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    QUndoStack *stack = m_history->stack();
    m_undoAction = action(this, "edit-undo", QKeySequence::Undo);
    connect(m_undoAction, &QAction::triggered, stack, &QUndoStack::undo);
    connect(stack, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    m_undoAction->setEnabled(stack->canUndo());
    m_redoAction = action(this, "edit-redo", QKeySequence::Redo);
    connect(m_redoAction, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    m_redoAction->setEnabled(stack->canRedo());
    for (auto changed : {&QUndoStack::undoTextChanged, &QUndoStack::redoTextChanged})
        connect(stack, changed, this,
                [this] { wordUndoActions(m_undoAction, m_redoAction, m_history->stack()); });
    m_resetAction = action(this, "edit-clear");
    connect(m_resetAction, &QAction::triggered, this, [this] {
        m_scenario->reset(); // one undo step back to the course's values
        m_question->hide();
    });

    m_fullScreenAction = action(this, "view-fullscreen", QKeySequence(Qt::Key_F11));
    m_fullScreenAction->setCheckable(true);
    connect(m_fullScreenAction, &QAction::toggled, this, [this](bool on) {
        if (on != isFullScreen()) setPresentation(on);
    });
    m_zoomInAction = action(this, "zoom-in", QKeySequence::ZoomIn);
    m_zoomInAction->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    connect(m_zoomInAction, &QAction::triggered, this, [this] { setZoom(m_zoom * 1.15); });
    m_zoomOutAction = action(this, "zoom-out", QKeySequence::ZoomOut);
    connect(m_zoomOutAction, &QAction::triggered, this, [this] { setZoom(m_zoom / 1.15); });
    m_zoomResetAction = action(this, "zoom-original", QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_zoomResetAction, &QAction::triggered, this, [this] { setZoom(1.0); });

    m_profiles = new QActionGroup(this);
    for (theme::Profile p : {theme::Profile::Normal, theme::Profile::Projector, theme::Profile::Dark}) {
        QAction *a = m_profiles->addAction(QString());
        a->setCheckable(true);
        a->setData(theme::key(p));
        a->setChecked(p == theme::current());
        connect(a, &QAction::triggered, this, [p] {
            theme::apply(p);
            QSettings().setValue(QStringLiteral("profile"), theme::key(p));
        });
    }

    m_aboutAction = new QAction(this);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About InfraLab"),
                           tr("<h3>InfraLab %1</h3><p>Makes the course chapter on AI infrastructure explorable: "
                              "rooflines, training at scale, serving and costs, with the formula behind every "
                              "number.</p>")
                               .arg(QCoreApplication::applicationVersion()));
    });

    m_languages = new QActionGroup(this);
    m_french = new QAction(QStringLiteral("Français"), m_languages); // language names stay in their language
    m_english = new QAction(QStringLiteral("English"), m_languages);
    for (QAction *a : {m_french, m_english}) a->setCheckable(true);
    connect(m_french, &QAction::triggered, this, [this] { switchLanguage(QStringLiteral("fr")); });
    connect(m_english, &QAction::triggered, this, [this] { switchLanguage(QStringLiteral("en")); });
    m_languageButton = new QToolButton(this);
    m_languageButton->setObjectName(QStringLiteral("languageButton"));
    connect(m_languageButton, &QToolButton::clicked, this, [this] {
        switchLanguage(language::current() == u"fr" ? QStringLiteral("en") : QStringLiteral("fr"));
    });
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addActions({m_newAction, m_openAction});
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addActions({m_saveAction, m_saveAsAction});
    m_fileMenu->addSeparator();
    m_fileMenu->addActions({m_exportAction, m_copyAction, m_reportAction, m_tablesAction});
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addActions({m_undoAction, m_redoAction});
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_resetAction);
    m_presetsMenu = menuBar()->addMenu(QString());
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_fullScreenAction);
    m_viewMenu->addActions({m_zoomInAction, m_zoomOutAction, m_zoomResetAction});
    m_profileMenu = m_viewMenu->addMenu(QString());
    m_profileMenu->addActions(m_profiles->actions());
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions(m_languages->actions());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_controlsDock->toggleViewAction());
    m_viewMenu->addAction(m_formulasDock->toggleViewAction());
    // Each tab from the keyboard, in the tabs' order: Ctrl+1 for the hardware, Ctrl+2 for training…
    m_viewMenu->addSeparator();
    for (int i = 0; i < m_tabs->count() && i < 9; ++i) {
        QAction *go = m_viewMenu->addAction(QString());
        go->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        connect(go, &QAction::triggered, this, [this, i] { m_tabs->setCurrentIndex(i); });
        m_tabActions.append(go);
    }
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);

    m_toolbar = addToolBar(QString());
    m_toolbar->setObjectName(QStringLiteral("main"));
    m_toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolbar->addActions({m_openAction, m_saveAction});
    m_toolbar->addSeparator();
    m_toolbar->addActions({m_undoAction, m_redoAction});
    m_toolbar->addSeparator();
    m_toolbar->addActions({m_exportAction, m_copyAction});
    m_toolbar->addSeparator();
    m_toolbar->addWidget(m_languageButton);
    m_comparison = new ComparisonActions(m_scenario, this);
    m_comparison->install(m_viewMenu->menuAction(), m_toolbar);
    (new MeasureActions(m_scenario, this))->install(m_helpMenu->menuAction());
    m_measurements = new MeasurementActions(m_scenario, this);
    m_measurements->install(m_fileMenu, m_quitAction);
    rebuildRecentMenu();
    rebuildPresetsMenu();
}

void MainWindow::rebuildPresetsMenu()
{
    m_presetsMenu->clear();
    const QString lang = language::current();
    for (const CoursePreset &p : coursePresets()) {
        QAction *a = m_presetsMenu->addAction(p.title(lang));
        a->setToolTip(p.question(lang));
        a->setStatusTip(p.question(lang));
        connect(a, &QAction::triggered, this, [this, id = p.id] { loadPreset(id); });
    }
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_document->recentFiles();
    for (const QString &f : files)
        connect(m_recentMenu->addAction(QDir::toNativeSeparators(f)), &QAction::triggered, this,
                [this, f] { m_document->open(f); });
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::retranslateActions()
{
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &recent"));
    m_editMenu->setTitle(tr("&Edit"));
    m_presetsMenu->setTitle(tr("&Course examples"));
    m_viewMenu->setTitle(tr("&View"));
    m_profileMenu->setTitle(tr("Colour &profile"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_toolbar->setWindowTitle(tr("Main toolbar"));
    m_newAction->setText(tr("&New"));
    m_openAction->setText(tr("&Open…"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &as…"));
    m_exportAction->setText(tr("&Export chart…"));
    m_exportAction->setToolTip(tr("Export a chart of this tab as a PNG image (Ctrl+E)"));
    m_copyAction->setText(tr("&Copy chart"));
    m_reportAction->setText(tr("Export &report (PDF)…"));
    m_reportAction->setToolTip(tr("The lab deliverable: charts, serving table, inputs and formulas"));
    m_tablesAction->setText(tr("Export &tables (CSV)…"));
    m_copyAction->setToolTip(tr("Copy a chart of this tab to the clipboard as an image"));
    m_quitAction->setText(tr("&Quit"));
    m_resetAction->setText(tr("Reset to the course's &values"));
    m_fullScreenAction->setText(tr("&Presentation mode (full screen)"));
    m_zoomInAction->setText(tr("Zoom &in"));
    m_zoomOutAction->setText(tr("Zoom &out"));
    m_zoomResetAction->setText(tr("&Normal size"));
    const QList<QAction *> profiles = m_profiles->actions();
    profiles.at(0)->setText(tr("&Normal"));
    profiles.at(1)->setText(tr("&Projector (high contrast, thick lines)"));
    profiles.at(2)->setText(tr("&Dark"));
    m_aboutAction->setText(tr("&About InfraLab"));
    const bool french = language::current() == u"fr";
    (french ? m_french : m_english)->setChecked(true);
    m_languageButton->setText(french ? QStringLiteral("English") : QStringLiteral("Français"));
    m_languageButton->setToolTip(tr("Switch the interface language"));
    wordUndoActions(m_undoAction, m_redoAction, m_history->stack());
    rebuildPresetsMenu();
}

} // namespace infralab
