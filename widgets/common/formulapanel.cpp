#include "formulapanel.h"
#include "measurementsession.h"

#include "comparison.h"
#include "figures.h"
#include "format.h"
#include "formulas.h"
#include "livehtml.h"
#include "modelcheck.h"
#include "refreshscheduler.h"
#include "scenario.h"
#include "tableexport.h"
#include "wrappedrowdelegate.h"
#include "zoomfont.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QEvent>
#include <QHash>
#include <QListWidget>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <cmath>
#include <utility>

namespace infralab {

namespace {

// Readable from the back of a classroom.
constexpr int kListPointSize = 13, kDetailsPointSize = 15;

/// A formatted value (or a sentence that holds some: what A is, a relative change) for the details, marked as
/// one of the page's values: numbers and units already hold no-break spaces and word joiners
/// (Format::noBreak). French groups digits with a narrow no-break space, at which Qt 6.4 still breaks a line
/// ("8 000 000 / 000", word joiners or not) and which its HTML makes a plain space: here it becomes a
/// no-break space, which Qt honours, and the page can take new numbers in place (LiveHtml).
QString unbroken(LiveHtml &page, const QString &value)
{
    return page.value(QString(value).replace(QChar(0x202F), QChar(0x00A0)));
}

/// The figure's value as the list and the details show it: in one piece, the French digit groups' narrow
/// no-break spaces made no-break spaces that Qt honours (see unbroken()).
QString figureValue(const QList<Figure> &figures, const QString &key)
{
    for (const Figure &f : figures) {
        if (f.key != key) continue;
        const QString value = f.value.typeId() == QMetaType::Double ? displayValue(f.value.toDouble(), f.unit)
                                                                    : Format::quantity(f.value, f.unit);
        return QString(value).replace(QChar(0x202F), QChar(0x00A0));
    }
    return Format::quantity(QVariant(), {});
}

/// The figure's number, NaN when it is not one (yes/no, "none"): what a relative change can be taken of.
double figureNumber(const QList<Figure> &figures, const QString &key)
{
    for (const Figure &f : figures)
        if (f.key == key && f.value.typeId() == QMetaType::Double) return f.value.toDouble();
    return NAN;
}

/// The substitution template with each {symbol} replaced by its formatted value, in bold.
QString substitutedHtml(const Formula &f, LiveHtml &page)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{([^{}]*)\\}"));
    QString html;
    qsizetype from = 0;
    for (const QRegularExpressionMatch &m : placeholder.globalMatch(f.substitution)) {
        html += f.substitution.mid(from, m.capturedStart() - from).toHtmlEscaped();
        for (const FormulaInput &in : f.inputs)
            if (in.symbol == m.captured(1))
                html += u"<b>" % unbroken(page, displayValue(in.value, in.unit)) % u"</b>";
        from = m.capturedEnd();
    }
    return html + f.substitution.mid(from).toHtmlEscaped();
}

/// The pinned scenario's side of a figure, under the current one's: what it is, then its substituted formula
/// (if any) and its value with the current value's change from it.
QString pinnedHtml(const Scenario &live, LiveHtml &page, const QString &substitution, const QString &value,
                   double a, double b)
{
    const QString indent = QStringLiteral("&nbsp;&nbsp;&nbsp;&nbsp;");
    const QString change = ab::relativeChange(a, b);
    QString html =
        u"<p><i>" % unbroken(page, ab::describePinned(live)) % u"</i></p><p style=\"font-size:x-large\">";
    if (!substitution.isEmpty()) html += indent % u"= " % substitution % u"<br>";
    html += indent % u"= <b>" % unbroken(page, value) % u"</b>";
    if (!change.isEmpty())
        html += u" &nbsp; " % FormulaPanel::tr("(current: %1 from pinned)",
                                               "the current value's relative change from the pinned one")
                                  .toHtmlEscaped()
                                  .arg(unbroken(page, change));
    return html % u"</p>";
}

/// The formula with B's numbers, and A's under them when `pinned` (A's formula of the same figure).
QString formulaHtml(const Formula &f, const Scenario &live, const std::optional<Formula> &pinned,
                    LiveHtml &page)
{
    const QString indent = QStringLiteral("&nbsp;&nbsp;&nbsp;&nbsp;");
    QString html = u"<h3>" % QCoreApplication::translate("Formulas", f.title).toHtmlEscaped() % u"</h3>" %
                   u"<p style=\"font-size:x-large\">" % f.expression.toHtmlEscaped() % u"<br>" % indent %
                   u"= " % substitutedHtml(f, page) % u"<br>" % indent % u"= <b>" %
                   unbroken(page, displayValue(f.result, f.unit)) % u"</b></p>";
    if (pinned)
        html += pinnedHtml(live, page, substitutedHtml(*pinned, page),
                           displayValue(pinned->result, pinned->unit), pinned->result, f.result);
    // The inputs, one to a line: the symbol and its value, the meaning under them, indented, wrapping between
    // words. A table laid each of its cells out twice at each slider step (once on one line, to size its
    // column, then at the column's width): a sixth of a Serving step, for a part mostly below the fold.
    html += u"<h4>" %
            FormulaPanel::tr("Inputs", "heading of the formula's inputs, symbol = value and meaning") %
            u"</h4><dl>";
    for (const FormulaInput &in : f.inputs)
        html += u"<dt><i>" % in.symbol.toHtmlEscaped() % u"</i> = " %
                unbroken(page, displayValue(in.value, in.unit)) % u"</dt><dd style=\"margin-bottom:3px\">" %
                QCoreApplication::translate("Formulas", in.meaning).toHtmlEscaped() % u"</dd>";
    const QString source = QCoreApplication::translate("Formulas", f.source);
    return html % u"</dl><p><i>" % FormulaPanel::tr("Source: %1").arg(source).toHtmlEscaped() % u"</i></p>";
}

/// For TTFT and TPOT while measured points are imported: the model and the measurement side by side, and the
/// efficiency η that makes them agree (models/lab/modelcheck.h, EfficiencyFit); empty otherwise.
QString measuredHtml(const QString &key, const Scenario &s, LiveHtml &page)
{
    const MeasuredPhase phase = measuredPhaseOf(key);
    const bool prefill = phase == MeasuredPhase::Prefill;
    if (phase == MeasuredPhase::None || measurementsOf(s).points().serving.isEmpty()) return {};
    const PhaseAgreement a = phaseAgreement(checkModel(s, measurementsOf(s).points()), prefill);
    if (a.points == 0) return {};
    const QString fitted = a.fitted ? Format::percent(*a.fitted, 1) : Format::quantity(QVariant(), {});
    const QString rule = prefill ? FormulaPanel::tr("η = Σcᵢ² / Σcᵢ·tᵢ, cᵢ = 2·N·n_prompt·B / P")
                                 : FormulaPanel::tr("η = Σmᵢ² / Σmᵢ·tᵢ, mᵢ = (W + KV) / β");
    const QString current = prefill ? FormulaPanel::tr("the scenario's serving efficiency: %1")
                                          .arg(Format::percent(s.number(Key::ServingEfficiency), 1))
                                    : FormulaPanel::tr("the scenario's bandwidth efficiency: %1")
                                          .arg(Format::percent(s.number(Key::ServingBandwidthEfficiency), 1));
    return u"<h4>" % FormulaPanel::tr("Against the measurements (points: %1)").arg(a.points).toHtmlEscaped() %
           u"</h4><p>" % FormulaPanel::tr("Model, mean at the points' inputs:").toHtmlEscaped() % u" <b>" %
           unbroken(page, Format::duration(a.modelMean)) % u"</b><br>" %
           FormulaPanel::tr("Measured, mean:").toHtmlEscaped() % u" <b>" %
           unbroken(page, Format::duration(a.measuredMean)) % u"</b><br>" %
           FormulaPanel::tr("Efficiency that makes them agree:").toHtmlEscaped() % u" <b>η = " %
           unbroken(page, fitted) % u"</b> (" % unbroken(page, current) % u")<br><i>" % rule.toHtmlEscaped() %
           u"</i></p>";
}

/// The figures' list. A QListView lays all its rows out again, and repaints them all, after any row's new
/// text, on its own timer: here a row whose numbers change on as many lines is repainted alone, and
/// FormulaPanel::refresh() lays the rows out when one's lines change (SizeCacheDelegate::sizeChanged()).
class FigureList : public QListWidget
{
public:
    using QListWidget::QListWidget;

protected:
    void dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                     const QList<int> &roles) override
    {
        QAbstractItemView::dataChanged(topLeft, bottomRight, roles); // not QListView's: no layout
    }
};

} // namespace

FormulaPanel::FormulaPanel(Scenario *scenario, QWidget *parent)
    : QWidget(parent), m_scenario(scenario), m_list(new FigureList(this)), m_details(new QTextBrowser(this)),
      m_scheduler(new RefreshScheduler(this, [this] { refresh(); }))
{
    m_list->setObjectName(QStringLiteral("formulaList"));
    m_details->setObjectName(QStringLiteral("formulaDetails"));
    zoomfont::setAtLeast(m_list, kListPointSize);
    zoomfont::setAtLeast(m_details, kDetailsPointSize); // QTextEdit gives its document the widget's font
    m_details->setOpenLinks(false);
    // The numbers replaced at each slider step would otherwise pile up as undo steps nobody can take.
    m_details->document()->setUndoRedoEnabled(false);
    // Lines break between words only, never inside a number or a word ("Significati-on"): a narrow panel
    // scrolls sideways rather than cut one.
    m_details->setWordWrapMode(QTextOption::WordWrap);
    // A long entry wraps onto a second line rather than being cut at the panel's edge.
    m_list->setWordWrap(true);
    auto *sizes = new WrappedRowDelegate(m_list);
    sizes->setRemembersGiven(true); // to lay the rows out only when one's lines change (refresh())
    m_list->setItemDelegate(sizes);
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // A scroll bar that came and went with the page's length re-laid the page out twice per slider step.
    m_details->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_list);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_list, &QListWidget::currentItemChanged, this, [this] { showDetails(); });
    connect(m_scenario, &Scenario::changed, m_scheduler, &RefreshScheduler::schedule);
    connect(&m_scenario->comparison(), &Comparison::changed, m_scheduler, &RefreshScheduler::schedule);
    connect(&measurementsOf(*m_scenario), &MeasurementSession::changed, m_scheduler,
            &RefreshScheduler::schedule);
    refresh();
}

void FormulaPanel::setKeys(const QStringList &keys)
{
    const QString previous = currentKey();
    m_keys = keys;
    {
        // One refresh below rather than one per row while the list is rebuilt.
        const QSignalBlocker block(m_list);
        m_list->clear();
        for (const QString &key : keys)
            (new QListWidgetItem(m_list))->setData(Qt::UserRole, key);
        const int row = keys.indexOf(previous);
        m_list->setCurrentRow(row >= 0 ? row : (keys.isEmpty() ? -1 : 0));
    }
    // A tab without figures (the exercises) would show an empty white list: the details say why instead.
    m_list->setVisible(!keys.isEmpty());
    refresh();
}

void FormulaPanel::select(const QString &key)
{
    const int row = m_keys.indexOf(key);
    if (row >= 0) m_list->setCurrentRow(row);
}

QString FormulaPanel::currentKey() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

QString FormulaPanel::detailsText() const
{
    return m_details->toPlainText();
}

void FormulaPanel::flushRefresh()
{
    m_scheduler->flush();
}

void FormulaPanel::changeEvent(QEvent *event)
{
    // The default locale changes with the translator, so the numbers are reformatted too.
    if (event->type() == QEvent::LanguageChange) refresh();
    QWidget::changeEvent(event);
}

void FormulaPanel::refresh()
{
    const QList<Figure> figures = computeFigures(*m_scenario, m_keys);
    const Scenario *a = m_scenario->comparison().pinned();
    const QList<Figure> pinnedFigures = a ? computeFigures(*a, m_keys) : QList<Figure>{};
    const auto *sizes = static_cast<const SizeCacheDelegate *>(m_list->itemDelegate());
    bool relayout = false;
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        const QString key = item->data(Qt::UserRole).toString();
        QString text =
            tr("%1 — %2", "figure title, then its value").arg(figureTitle(key), figureValue(figures, key));
        if (a) {
            const QString change =
                ab::relativeChange(figureNumber(pinnedFigures, key), figureNumber(figures, key));
            const QString pinnedValue = figureValue(pinnedFigures, key);
            text =
                change.isEmpty()
                    ? tr("%1 (pinned: %2)", "the current row, then the pinned value").arg(text, pinnedValue)
                    : tr("%1 (pinned: %2, %3)", "the current row, the pinned value, the current one's change")
                          .arg(text, pinnedValue, change);
        }
        const bool hidden = !figureShown(key, *m_scenario);
        // A row with new numbers on as many lines is repainted alone; one whose lines change, or that shows
        // or hides, has the rows laid out again.
        if (item->text() != text) {
            const QModelIndex index = m_list->indexFromItem(item);
            const QSize given = sizes->givenSize(index);
            item->setText(text);
            relayout = relayout || sizes->sizeChanged(index, given);
        }
        if (item->isHidden() != hidden) {
            item->setHidden(hidden);
            relayout = true;
        }
    }
    // Laid out here, where FigureList leaves it, before the list's paint: painted once a step.
    if (relayout) m_list->doItemsLayout();
    // A row the scenario no longer lists (t back to 1) leaves the details to the first row still listed.
    if (m_list->currentItem() && m_list->currentItem()->isHidden()) {
        const QSignalBlocker block(m_list);
        for (int i = 0; i < m_list->count(); ++i)
            if (!m_list->item(i)->isHidden()) {
                m_list->setCurrentRow(i);
                break;
            }
    }
    showDetails();
}

void FormulaPanel::showDetails()
{
    const QString key = currentKey();
    LiveHtml page;
    if (key.isEmpty()) {
        // The exercises' formulas would give their answers away: each comes with its solution.
        const QString why =
            m_keys.isEmpty()
                ? tr("This tab has no figures of its own. Each exercise's formula comes with its "
                     "solution, with the scenario's numbers.")
                : tr("Select a figure to see the formula behind it.");
        page.setSkeleton(u"<p>" % why.toHtmlEscaped() % u"</p>");
        setDetails(page);
        return;
    }
    const Scenario *a = m_scenario->comparison().pinned();
    if (const auto f = formulaFor(key, *m_scenario)) {
        const QString html = formulaHtml(*f, *m_scenario, a ? formulaFor(key, *a) : std::nullopt, page);
        page.setSkeleton(html + measuredHtml(key, *m_scenario, page));
        setDetails(page);
        return;
    }
    // A figure without a formula: its name and value only (and A's).
    const QList<Figure> figures = computeFigures(*m_scenario, {key});
    QString html = u"<h3>" % figureTitle(key).toHtmlEscaped() % u"</h3><p style=\"font-size:x-large\">" %
                   page.value(figureValue(figures, key)) % u"</p>";
    if (a) {
        const QList<Figure> pinnedFigures = computeFigures(*a, {key});
        html += pinnedHtml(*m_scenario, page, QString(), figureValue(pinnedFigures, key),
                           figureNumber(pinnedFigures, key), figureNumber(figures, key));
    }
    page.setSkeleton(html);
    setDetails(page);
}

void FormulaPanel::setDetails(const LiveHtml &page)
{
    const QString key = currentKey();
    const bool sameFigure = key == m_shownKey;
    m_shownKey = key;
    if (page == m_shown) return;
    const LiveHtml shown = std::exchange(m_shown, page);
    // The dock keeps its width whatever the formula: a long one wraps between its words (numbers stay whole).
    // It used to ask for its longest line, and the dock it shares with the parameters on a laptop widened and
    // cut the Serving table's last column. So the text is set, and nothing is asked of the dock.
    if (!sameFigure) {
        m_details->setHtml(page.html()); // another figure: read from its top
        return;
    }
    // The same figure with new numbers (a slider dragged): the details stay scrolled where the reader left
    // them. While only the numbers change they are replaced in place, and the scroll bar keeps its place.
    // When the page itself changes, the document alone takes the text (the editor's cursor need not be moved
    // into sight at each step). Laid out at once, its height gives the scroll bar the range QTextEdit gives
    // it, which for a long document Qt may only set from a timer: the place is restored before anything is
    // painted.
    QScrollBar *bar = m_details->verticalScrollBar();
    const int scrolled = bar->value();
    if (showLiveHtml(m_details->document(), page, shown) || scrolled == 0) return;
    const int height = m_details->document()->documentLayout()->documentSize().toSize().height();
    bar->setRange(0, std::max(0, height - m_details->viewport()->height()));
    bar->setValue(scrolled);
}

} // namespace infralab
