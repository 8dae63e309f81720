#pragma once
// The explorer window: one tab per section of the course around one Scenario, the controls the current tab
// uses on the left, the formula panel on the right; files, undo, course presets, presentation mode, export
// and language in the menus and the toolbar. Actions live in mainwindowactions.cpp.
#include <QMainWindow>
#include <QRect>

class QActionGroup;
class QLabel;
class QTabWidget;
class QToolButton;

namespace infralab {

class ChartView;
class ComparisonActions;
class MeasurementActions;
class ControlsPanel;
class FormulaPanel;
class PaintCoalescer;
class Scenario;
class ScenarioDocument;
class ScenarioFile;
class ScenarioHistory;
class ScenarioRecovery;
class ViewPage;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(Scenario *scenario, QWidget *parent = nullptr);
    /// `file`: the codec of the scenario's document, when the caller already read files with it (the command
    /// line); the window's document then keeps what they hold beside the values.
    MainWindow(Scenario *scenario, ScenarioFile *file, QWidget *parent = nullptr);
    ~MainWindow() override;

    QTabWidget *tabs() const { return m_tabs; }
    ControlsPanel *controls() const { return m_controls; }
    FormulaPanel *formulas() const { return m_formulas; }
    ScenarioHistory *history() const { return m_history; }
    ScenarioDocument *document() const { return m_document; }
    ScenarioRecovery *recovery() const { return m_recovery; }
    ComparisonActions *comparison() const { return m_comparison; }
    MeasurementActions *measurements() const { return m_measurements; }
    QList<ViewPage *> pages() const { return m_pages; }
    ViewPage *currentPage() const;
    bool showPage(const QString &objectName);

    /// Installs the language, remembers it and retranslates every window (no restart).
    void switchLanguage(const QString &code);
    /// Exports a chart of the current page with the dialog (preselecting `chart` when given).
    void exportChart(ChartView *chart = nullptr);
    void copyChart(ChartView *chart = nullptr);
    /// File ▸ Export report…: the lab deliverable as a PDF in the current language.
    void exportReport();
    /// File ▸ Export tables…: figures, serving table and inputs as CSV files in a folder.
    void exportTables();
    /// Scales the text, lines and markers of every control and chart (1 = normal).
    void setZoom(qreal zoom);
    qreal zoom() const { return m_zoom; }
    void setPresentation(bool on);
    /// The docks as a first start lays them out for the window's width: the formulas in the right dock, or
    /// behind the parameters on a screen narrower than 1 700 px.
    void arrangeFirstStartDocks();
    /// Loads the course preset with this id (one undo step), shows its page and its question.
    bool loadPreset(const QString &id);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    /// The last chart the user clicked or right-clicked on the current page, else its first: Export and Copy
    /// act on it.
    ChartView *focusedChart() const;
    void createActions();
    void createMenus();
    void rebuildPresetsMenu();
    void rebuildRecentMenu();
    void retranslateActions();
    void onPageChanged();
    void retranslateUi();
    void updateTitle();

    Scenario *m_scenario;
    ScenarioHistory *m_history;
    ScenarioDocument *m_document;
    ScenarioRecovery *m_recovery;
    PaintCoalescer *m_coalescer; ///< one paint of the window per change
    bool m_wheelBurst = false; ///< a wheel burst on one of this window's controls is the open undo step
    QTabWidget *m_tabs;
    QLabel *m_question;
    QString m_questionPreset;
    QList<ViewPage *> m_pages;
    QList<QAction *> m_tabActions; ///< View ▸ one per tab, Ctrl+1…
    ControlsPanel *m_controls;
    FormulaPanel *m_formulas;
    ComparisonActions *m_comparison;
    MeasurementActions *m_measurements;
    QDockWidget *m_controlsDock, *m_formulasDock;
    QMenu *m_fileMenu, *m_recentMenu, *m_editMenu, *m_presetsMenu, *m_viewMenu, *m_languageMenu,
        *m_profileMenu, *m_helpMenu;
    QToolBar *m_toolbar;
    QAction *m_reportAction, *m_tablesAction;
    QAction *m_newAction, *m_openAction, *m_saveAction, *m_saveAsAction, *m_exportAction, *m_copyAction,
        *m_quitAction, *m_undoAction, *m_redoAction, *m_resetAction, *m_fullScreenAction, *m_zoomInAction,
        *m_zoomOutAction, *m_zoomResetAction, *m_aboutAction, *m_french, *m_english;
    QActionGroup *m_languages, *m_profiles;
    QToolButton *m_languageButton;
    ChartView *m_lastChart = nullptr;
    qreal m_zoom = 1.0;
    QRect m_normalGeometry; ///< where the window was before presentation mode
    QByteArray m_normalDocks; ///< and how its docks were laid out
    qreal m_normalZoom = 1.0; ///< and its zoom
    bool m_presenting = false; ///< presentation mode's zoom is not the desk's, which is remembered
    qreal m_basePointSize = 11.0;

protected:
    /// A scenario file dropped on the window opens, as File ▸ Open would.
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
};

} // namespace infralab
