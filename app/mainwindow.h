#pragma once
// The explorer window: one tab per section of the course around one Scenario, the controls the current tab
// uses on the left, the formula panel on the right, export and language in the menus and the toolbar.
#include <QMainWindow>

class QActionGroup;
class QTabWidget;
class QToolButton;

namespace infralab {

class ChartView;
class ControlsPanel;
class FormulaPanel;
class Scenario;
class ViewPage;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(Scenario *scenario, QWidget *parent = nullptr);

    QTabWidget *tabs() const { return m_tabs; }
    ControlsPanel *controls() const { return m_controls; }
    FormulaPanel *formulas() const { return m_formulas; }
    QList<ViewPage *> pages() const { return m_pages; }
    ViewPage *currentPage() const;

    /// Installs the language, remembers it and retranslates every window (no restart).
    void switchLanguage(const QString &code);
    /// Exports a chart of the current page with the dialog (preselecting `chart` when given).
    void exportChart(ChartView *chart = nullptr);
    void copyChart(ChartView *chart = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void onPageChanged();
    void retranslateUi();
    ChartView *focusedChart() const;

    Scenario *m_scenario;
    QTabWidget *m_tabs;
    QList<ViewPage *> m_pages;
    ControlsPanel *m_controls;
    FormulaPanel *m_formulas;
    QDockWidget *m_controlsDock, *m_formulasDock;
    QMenu *m_fileMenu, *m_viewMenu, *m_languageMenu, *m_helpMenu;
    QToolBar *m_toolbar;
    QAction *m_exportAction, *m_copyAction, *m_quitAction, *m_aboutAction, *m_french, *m_english;
    QActionGroup *m_languages;
    QToolButton *m_languageButton;
    ChartView *m_lastChart = nullptr;
};

} // namespace infralab
