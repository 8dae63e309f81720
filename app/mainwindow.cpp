#include "mainwindow.h"

#include "chartexport.h"
#include "chartregistry.h"
#include "chartview.h"
#include "controlspanel.h"
#include "exportcommand.h"
#include "exportdialog.h"
#include "formulapanel.h"
#include "language.h"
#include "paintcoalescer.h"
#include "presets.h"
#include "scenario.h"
#include "scenariodocument.h"
#include "scenariohistory.h"
#include "scenariorecovery.h"
#include "settingsrepair.h"
#include "svgexport.h"
#include "tableexport.h"
#include "viewpage.h"
#include "wheelguard.h"
#include "zoomdock.h"
#include "zoomfont.h"

#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QGuiApplication>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <utility>

namespace infralab {

namespace {
constexpr QSize kDefaultSize(1600, 1000);
} // namespace

MainWindow::MainWindow(Scenario *scenario, QWidget *parent) : MainWindow(scenario, nullptr, parent) {}

MainWindow::MainWindow(Scenario *scenario, ScenarioFile *file, QWidget *parent)
    : QMainWindow(parent), m_scenario(scenario), m_history(new ScenarioHistory(scenario, this)),
      m_document(new ScenarioDocument(scenario, m_history, this, file)),
      m_recovery(new ScenarioRecovery(scenario, m_document, this)), m_tabs(new QTabWidget(this)),
      m_question(new QLabel(this)), m_controls(new ControlsPanel(scenario, this)),
      m_formulas(new FormulaPanel(scenario, this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/infralab.svg")));
    setAcceptDrops(true);
    // The application's font may still carry the zoom of a window closed before this one (tests, a second
    // window): the base is the desk's size.
    m_basePointSize = QApplication::font().pointSizeF() / zoomfont::zoom();
    m_tabs->setDocumentMode(true);
    m_pages = makePages(scenario, m_tabs);
    for (ViewPage *page : m_pages) {
        m_tabs->addTab(page, page->pageTitle());
        for (ChartView *chart : page->allCharts()) {
            connect(chart, &ChartView::exportRequested, this, [this](ChartView *c) { exportChart(c); });
            connect(chart, &ChartView::copyRequested, this, [this](ChartView *c) { copyChart(c); });
        }
    }
    // The preset's question, shown above the views while the class works on it.
    m_question->setObjectName(QStringLiteral("presetQuestion"));
    m_question->setWordWrap(true);
    m_question->setMargin(8);
    m_question->setStyleSheet(QStringLiteral("QLabel { background: #fff4d6; color: #222; border-radius: 4px; }"));
    QFont questionFont = m_question->font();
    questionFont.setBold(true);
    m_question->setFont(questionFont);
    zoomfont::setPoints(m_question, questionFont.pointSizeF() * 1.25);
    m_question->hide();
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_question);
    layout->addWidget(m_tabs, 1);
    setCentralWidget(central);

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_controls);
    scroll->setWidgetResizable(true);
    scroll->setMinimumWidth(320);
    m_controlsDock = new ZoomDock(this);
    m_controlsDock->setObjectName(QStringLiteral("controls"));
    m_controlsDock->setWidget(scroll);
    addDockWidget(Qt::LeftDockWidgetArea, m_controlsDock);
    m_formulasDock = new ZoomDock(this);
    m_formulasDock->setObjectName(QStringLiteral("formulas"));
    m_formulasDock->setWidget(m_formulas);
    // Wide enough for a formula's table of symbols in French ("n_prompt", "Signification", "1 500 tokens"):
    // the dock no longer widens for its formula, which wraps in it.
    m_formulasDock->setMinimumWidth(440);
    addDockWidget(Qt::RightDockWidgetArea, m_formulasDock);

    createActions();
    createMenus();
    connect(m_controls, &ControlsPanel::dragStarted, m_history, &ScenarioHistory::beginDrag);
    connect(m_controls, &ControlsPanel::dragFinished, m_history, &ScenarioHistory::endDrag);
    // While a slider is held, charts draw without antialiasing: half the paint time, so they keep up with the
    // hand; the full-quality picture comes back on release.
    m_coalescer = new PaintCoalescer(this);
    connect(m_scenario, &Scenario::changed, m_coalescer, &PaintCoalescer::coalesceNextPaint);
    connect(&m_scenario->comparison(), &Comparison::changed, m_coalescer, &PaintCoalescer::coalesceNextPaint);
    const auto holdForDrag = [this](bool held) {
        m_coalescer->setActive(held);
        for (ChartView *chart : findChildren<ChartView *>())
            chart->setRenderHint(QPainter::Antialiasing, !held);
        for (ViewPage *page : std::as_const(m_pages))
            page->holdLayout(held);
    };
    connect(m_controls, &ControlsPanel::dragStarted, this, [holdForDrag] { holdForDrag(true); });
    connect(m_controls, &ControlsPanel::dragFinished, this, [holdForDrag] { holdForDrag(false); });
    // A wheel burst on a focused control of this window is one undo step, as a drag is.
    connect(WheelGuard::instance(), &WheelGuard::burstStarted, this, [this](QWidget *control) {
        for (QWidget *w = control; w; w = w->parentWidget()) // a floating dock is still this window's
            if (w == this) {
                m_wheelBurst = true;
                m_history->beginDrag();
                return;
            }
    });
    connect(WheelGuard::instance(), &WheelGuard::burstEnded, this, [this] {
        if (std::exchange(m_wheelBurst, false)) m_history->endDrag();
    });
    connect(m_recovery, &ScenarioRecovery::message, this,
            [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::onPageChanged);
    connect(m_document, &ScenarioDocument::stateChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::recentFilesChanged, this, &MainWindow::rebuildRecentMenu);
    connect(m_document, &ScenarioDocument::message, this, [this](const QString &m) { statusBar()->showMessage(m, 6000); });
    connect(m_document, &ScenarioDocument::warning, this,
            [this](const QString &m) { statusBar()->showMessage(m); });
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
        for (QWidget *w = now; w; w = w->parentWidget())
            if (auto *chart = qobject_cast<ChartView *>(w)) m_lastChart = chart;
    });
    settingsrepair::repair();
    resize(kDefaultSize);
    settingsrepair::restoreWindow(this, kDefaultSize);
    // The desk's zoom of the last session, within what this screen allows (a laptop after a large monitor).
    if (const qreal zoom = settingsrepair::rememberedZoom(); zoom != 1.0) setZoom(zoom);
    if (!QSettings().contains(QStringLiteral("window/state"))) arrangeFirstStartDocks();
    onPageChanged();
    retranslateUi();
}

MainWindow::~MainWindow()
{
    // The children die in ~QWidget, when this is no longer a MainWindow: the undo stack's destructor would
    // still reach the document, whose stateChanged would call updateTitle() on a half-destroyed window. They
    // go first, while this is whole, the recovery file's owner before the document it watches.
    disconnect(WheelGuard::instance(), nullptr, this, nullptr);
    disconnect(qApp, nullptr, this, nullptr);
    delete m_recovery;
    delete m_document;
    delete m_history;
}

ViewPage *MainWindow::currentPage() const { return qobject_cast<ViewPage *>(m_tabs->currentWidget()); }

bool MainWindow::showPage(const QString &objectName)
{
    for (ViewPage *page : m_pages)
        if (page->objectName() == objectName) {
            m_tabs->setCurrentWidget(page);
            return true;
        }
    return false;
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

bool MainWindow::loadPreset(const QString &id)
{
    for (const CoursePreset &p : coursePresets()) {
        if (p.id != id) continue;
        QString error;
        if (!applyPreset(p, m_scenario, &error)) {
            QMessageBox::warning(this, tr("Course examples"), error);
            return false;
        }
        showPage(p.page);
        m_questionPreset = id;
        m_question->setText(p.question(language::current()));
        m_question->show();
        return true;
    }
    return false;
}

ChartView *MainWindow::focusedChart() const
{
    const ViewPage *page = currentPage();
    const QList<ChartView *> charts = page ? page->charts() : QList<ChartView *>();
    if (charts.isEmpty()) return nullptr;
    if (charts.contains(m_lastChart) && m_lastChart->isVisible()) return m_lastChart;
    // The first chart not hidden: on the Hardware tab's Operators view, the operators rather than the
    // roofline behind the other tab.
    const auto shown =
        std::find_if(charts.begin(), charts.end(), [](const ChartView *c) { return c->isVisible(); });
    return shown != charts.end() ? *shown : charts.contains(m_lastChart) ? m_lastChart : charts.first();
}

void MainWindow::exportChart(ChartView *chart)
{
    const ViewPage *page = currentPage();
    if (!page) return;
    // The dialog lists the charts by title: one below the fold may not have redrawn yet (OutOfView).
    for (ChartView *each : page->charts())
        each->flushRefresh();
    ExportDialog dialog(page->charts(), chart ? chart : focusedChart(), this);
    if (dialog.exec() != QDialog::Accepted || !dialog.chart()) return;
    dialog.remember();
    QSettings settings;
    const QString dir = settings.value(QStringLiteral("export/dir"), QDir::homePath()).toString();
    QString selected;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export chart"),
                                                      QDir(dir).filePath(dialog.chart()->exportName() + ".png"),
                                                      tr("PNG images (*.png);;SVG drawings (*.svg)"), &selected);
    if (path.isEmpty()) return;
    settings.setValue(QStringLiteral("export/dir"), QFileInfo(path).absolutePath());
    const ExportSettings s = dialog.settings();
    const ChartFactory make = dialog.chart()->factory();
    QString error;
    const bool svg = path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive);
    const bool ok = svg ? writeChartSvg(make, m_scenario, path, (QSizeF(s.pixels) / s.scale).toSize(), &error)
                        : savePng(renderChart(make, m_scenario, s), path, &error);
    if (!ok) {
        QMessageBox::warning(this, tr("Export chart"), error);
        return;
    }
    statusBar()->showMessage(
        tr("Saved %1 (%2 × %3 px)").arg(QDir::toNativeSeparators(path)).arg(s.pixels.width()).arg(s.pixels.height()),
        8000);
}

void MainWindow::copyChart(ChartView *chart)
{
    if (!chart) chart = focusedChart();
    if (!chart) return;
    QApplication::clipboard()->setImage(renderChart(chart->factory(), m_scenario, ExportSettings()));
    statusBar()->showMessage(tr("Copied “%1” to the clipboard").arg(chart->title()), 5000);
}

void MainWindow::exportReport()
{
    QSettings settings;
    const QString dir = settings.value(QStringLiteral("export/dir"), QDir::homePath()).toString();
    const QString path = QFileDialog::getSaveFileName(this, tr("Export report"),
                                                      QDir(dir).filePath(tr("infralab-report") + ".pdf"),
                                                      tr("PDF documents (*.pdf)"));
    if (path.isEmpty()) return;
    settings.setValue(QStringLiteral("export/dir"), QFileInfo(path).absolutePath());
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = writeReport(path, m_scenario, reportCharts(*m_scenario), &error);
    QApplication::restoreOverrideCursor();
    if (!ok) {
        QMessageBox::warning(this, tr("Export report"), error);
        return;
    }
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 8000);
}

void MainWindow::exportTables()
{
    QSettings settings;
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Export tables"), settings.value(QStringLiteral("export/dir"), QDir::homePath()).toString());
    if (dir.isEmpty()) return;
    settings.setValue(QStringLiteral("export/dir"), dir);
    // A French spreadsheet opens its own form as is; scripts and English spreadsheets read RFC 4180. The last
    // choice is offered first, else the one of the language.
    const QStringList forms = {tr("RFC 4180: commas, decimal point (scripts, English spreadsheets)"),
                               tr("French spreadsheets: semicolons, decimal comma")};
    const int last = std::clamp(
        settings.value(QStringLiteral("export/csvForm"), language::current() == u"fr" ? 1 : 0).toInt(), 0, 1);
    bool chosen = false;
    const QString form = QInputDialog::getItem(this, tr("Export tables"), tr("Form of the CSV files:"), forms,
                                               last, false, &chosen);
    if (!chosen) return;
    settings.setValue(QStringLiteral("export/csvForm"), forms.indexOf(form));
    const CsvForm csv = forms.indexOf(form) == 1 ? CsvForm::French : CsvForm::Rfc4180;
    QString error;
    const QDir d(dir);
    if (!writeFiguresCsv(d.filePath(QStringLiteral("figures.csv")), *m_scenario, &error, csv) ||
        !writeServingTableCsv(d.filePath(QStringLiteral("serving-table.csv")), *m_scenario, &error, csv) ||
        !writeInputsCsv(d.filePath(QStringLiteral("inputs.csv")), *m_scenario, &error, csv)) {
        QMessageBox::warning(this, tr("Export tables"), error);
        return;
    }
    statusBar()->showMessage(tr("Saved figures.csv, serving-table.csv and inputs.csv in %1")
                                 .arg(QDir::toNativeSeparators(dir)),
                             8000);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — InfraLab").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_coalescer->coalesceNextPaint();
        retranslateUi();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_document->maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    // Closed in presentation mode, the window opens next time with the docks it had on the desk.
    settings.setValue(QStringLiteral("window/state"),
                      isFullScreen() && !m_normalDocks.isEmpty() ? m_normalDocks : saveState());
    m_recovery->remove(); // a clean quit: saved, or the user chose to discard
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls() && event->mimeData()->urls().first().isLocalFile()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile()) m_document->open(urls.first().toLocalFile());
}

void MainWindow::retranslateUi()
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        const auto *page = qobject_cast<ViewPage *>(m_tabs->widget(i));
        if (!page) continue;
        m_tabs->setTabText(i, page->pageTitle());
        if (i >= m_tabActions.size()) continue;
        m_tabActions.at(i)->setText(page->pageTitle());
        m_tabs->setTabToolTip(i, m_tabActions.at(i)->shortcut().toString(QKeySequence::NativeText));
    }
    m_controlsDock->setWindowTitle(tr("Parameters"));
    m_formulasDock->setWindowTitle(tr("Formulas"));
    for (const CoursePreset &p : coursePresets())
        if (p.id == m_questionPreset) m_question->setText(p.question(language::current()));
    retranslateActions();
    updateTitle();
    statusBar()->showMessage(tr("Drag a slider: every chart follows. Select a number on the right to see its "
                                "formula."));
}

} // namespace infralab
