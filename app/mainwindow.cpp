#include "mainwindow.h"

#include "chartexport.h"
#include "chartregistry.h"
#include "chartview.h"
#include "controlspanel.h"
#include "exportdialog.h"
#include "format.h"
#include "formulapanel.h"
#include "language.h"
#include "scenario.h"
#include "viewpage.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>

namespace infralab {

MainWindow::MainWindow(Scenario *scenario, QWidget *parent)
    : QMainWindow(parent), m_scenario(scenario), m_tabs(new QTabWidget(this)),
      m_controls(new ControlsPanel(scenario, this)), m_formulas(new FormulaPanel(scenario, this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/infralab.svg")));
    m_tabs->setDocumentMode(true);
    m_pages = makePages(scenario, m_tabs);
    for (ViewPage *page : m_pages) {
        m_tabs->addTab(page, page->pageTitle());
        for (ChartView *chart : page->charts()) {
            connect(chart, &ChartView::exportRequested, this, [this](ChartView *c) { exportChart(c); });
            connect(chart, &ChartView::copyRequested, this, [this](ChartView *c) { copyChart(c); });
        }
    }
    setCentralWidget(m_tabs);

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_controls);
    scroll->setWidgetResizable(true);
    scroll->setMinimumWidth(320);
    m_controlsDock = new QDockWidget(this);
    m_controlsDock->setObjectName(QStringLiteral("controls"));
    m_controlsDock->setWidget(scroll);
    m_controlsDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::LeftDockWidgetArea, m_controlsDock);
    m_formulasDock = new QDockWidget(this);
    m_formulasDock->setObjectName(QStringLiteral("formulas"));
    m_formulasDock->setWidget(m_formulas);
    m_formulasDock->setMinimumWidth(360);
    addDockWidget(Qt::RightDockWidgetArea, m_formulasDock);

    createActions();
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::onPageChanged);
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
        for (QWidget *w = now; w; w = w->parentWidget())
            if (auto *chart = qobject_cast<ChartView *>(w)) m_lastChart = chart;
    });
    resize(1600, 1000);
    restoreState(QSettings().value(QStringLiteral("window/state")).toByteArray());
    onPageChanged();
    retranslateUi();
}

ViewPage *MainWindow::currentPage() const { return qobject_cast<ViewPage *>(m_tabs->currentWidget()); }

void MainWindow::createActions()
{
    m_exportAction = new QAction(QIcon::fromTheme(QStringLiteral("document-save-as")), QString(), this);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, [this] { exportChart(); });
    m_copyAction = new QAction(QIcon::fromTheme(QStringLiteral("edit-copy")), QString(), this);
    m_copyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyAction, &QAction::triggered, this, [this] { copyChart(); });
    m_quitAction = new QAction(QIcon::fromTheme(QStringLiteral("application-exit")), QString(), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
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
    (language::current() == u"fr" ? m_french : m_english)->setChecked(true);
    connect(m_french, &QAction::triggered, this, [this] { switchLanguage(QStringLiteral("fr")); });
    connect(m_english, &QAction::triggered, this, [this] { switchLanguage(QStringLiteral("en")); });

    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addAction(m_copyAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_controlsDock->toggleViewAction());
    m_viewMenu->addAction(m_formulasDock->toggleViewAction());
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions(m_languages->actions());
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);

    m_toolbar = addToolBar(QString());
    m_toolbar->setObjectName(QStringLiteral("main"));
    m_toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolbar->addAction(m_exportAction);
    m_toolbar->addAction(m_copyAction);
    m_toolbar->addSeparator();
    m_languageButton = new QToolButton(this);
    m_languageButton->setObjectName(QStringLiteral("languageButton"));
    connect(m_languageButton, &QToolButton::clicked, this, [this] {
        switchLanguage(language::current() == u"fr" ? QStringLiteral("en") : QStringLiteral("fr"));
    });
    m_toolbar->addWidget(m_languageButton);
}

void MainWindow::onPageChanged()
{
    if (ViewPage *page = currentPage()) {
        m_controls->setVisibleKeys(page->controlKeys());
        m_formulas->setKeys(page->headlineKeys());
    }
}

void MainWindow::switchLanguage(const QString &code)
{
    if (code == language::current()) return;
    language::install(code); // Qt sends LanguageChange to every widget: each retranslates itself
    QSettings().setValue(QStringLiteral("language"), code);
}

ChartView *MainWindow::focusedChart() const
{
    const ViewPage *page = currentPage();
    if (!page || page->charts().isEmpty()) return nullptr;
    return page->charts().contains(m_lastChart) ? m_lastChart : page->charts().first();
}

void MainWindow::exportChart(ChartView *chart)
{
    const ViewPage *page = currentPage();
    if (!page) return;
    ExportDialog dialog(page->charts(), chart ? chart : focusedChart(), this);
    if (dialog.exec() != QDialog::Accepted || !dialog.chart()) return;
    dialog.remember();
    QSettings settings;
    const QString dir = settings.value(QStringLiteral("export/dir"), QDir::homePath()).toString();
    const QString path = QFileDialog::getSaveFileName(this, tr("Export chart"),
                                                      QDir(dir).filePath(dialog.chart()->exportName() + ".png"),
                                                      tr("PNG images (*.png)"));
    if (path.isEmpty()) return;
    settings.setValue(QStringLiteral("export/dir"), QFileInfo(path).absolutePath());
    const ExportSettings s = dialog.settings();
    QString error;
    const QImage image = renderChart(chartFactory(dialog.chart()->exportName()), m_scenario, s);
    if (!savePng(image, path, &error)) {
        QMessageBox::warning(this, tr("Export chart"), error);
        return;
    }
    statusBar()->showMessage(tr("Saved %1 (%2 × %3 px)").arg(QDir::toNativeSeparators(path))
                                 .arg(s.pixels.width())
                                 .arg(s.pixels.height()),
                             8000);
}

void MainWindow::copyChart(ChartView *chart)
{
    if (!chart) chart = focusedChart();
    if (!chart) return;
    QApplication::clipboard()->setImage(renderChart(chartFactory(chart->exportName()), m_scenario, ExportSettings()));
    statusBar()->showMessage(tr("Copied “%1” to the clipboard").arg(chart->title()), 5000);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("InfraLab — what runs AI models, and what it costs"));
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto *page = qobject_cast<ViewPage *>(m_tabs->widget(i))) m_tabs->setTabText(i, page->pageTitle());
    m_controlsDock->setWindowTitle(tr("Parameters"));
    m_formulasDock->setWindowTitle(tr("Formulas"));
    m_fileMenu->setTitle(tr("&File"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_toolbar->setWindowTitle(tr("Main toolbar"));
    m_exportAction->setText(tr("&Export chart…"));
    m_exportAction->setToolTip(tr("Export a chart of this tab as a PNG image (Ctrl+E)"));
    m_copyAction->setText(tr("&Copy chart"));
    m_copyAction->setToolTip(tr("Copy a chart of this tab to the clipboard as an image"));
    m_quitAction->setText(tr("&Quit"));
    m_aboutAction->setText(tr("&About InfraLab"));
    const bool french = language::current() == u"fr";
    (french ? m_french : m_english)->setChecked(true);
    m_languageButton->setText(french ? QStringLiteral("English") : QStringLiteral("Français"));
    m_languageButton->setToolTip(tr("Switch the interface language"));
    statusBar()->showMessage(tr("Drag a slider: every chart follows. Select a number on the right to see its "
                                "formula."));
}

} // namespace infralab
