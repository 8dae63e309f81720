#include "exercisespage.h"

#include "exercisetexts.h"
#include "refreshscheduler.h"
#include "scenario.h"
#include "selectablelabel.h"
#include "theme.h"
#include "wraplabel.h"
#include "zoomfont.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFont>
#include <QFontMetrics>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPalette>
#include <QPushButton>
#include <QRegularExpression>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace infralab {

namespace {

/// The tab's title; the inputs of its controls panel: the device and the model its figures depend on, then
/// its section's inputs in the course's order, a line per idea (formatted by hand for the comments).
PageContent pageContent()
{
    // clang-format off
    return {QT_TRANSLATE_NOOP("infralab::ExercisesPage", "Exercises"),
            {Key::HardwareGpu, Key::Precision, Key::ModelPreset, Key::ModelParams,  // exercises 1 and 4
             Key::TrainingGpus, Key::TrainingActivationsGb,                         // exercise 2
             Key::TrainingIntraBw, Key::TrainingLatencyS,                           // exercise 3
             Key::TrainingPipelineStages, Key::TrainingMicrobatches,                // theorem 3
             Key::ServingRequestRate, Key::ServingSloS, Key::ServingMargin},        // exercise 5
            {}};
    // clang-format on
}

// Projected in class: readable from the back of the room.
constexpr qreal kPoints = 14;
// An exercise's heading, a step above its questions.
constexpr qreal kHeadingScale = 1.15;

/// A font that sets only the weight: a widget given it keeps following its parent's size and family.
QFont boldOnly()
{
    QFont bold; // a default font resolves nothing: setBold() adds the weight alone
    bold.setBold(true);
    return bold;
}

QString translated(const char *text)
{
    return QCoreApplication::translate("Exercises", text);
}

/// The template with each %n replaced by its formatted value; in HTML, values in bold and lines as <br>.
QString fill(const char *text, const QList<double> &values, const QStringList &units, bool html)
{
    static const QRegularExpression placeholder(QStringLiteral("%(\\d+)"));
    const QString tmpl = translated(text);
    auto plain = [html](const QString &s) {
        if (!html) return s;
        // "N = 8 × 10⁹" and "4096 × 4096" stay on one line: a wrapped question broke them at the operator's
        // space ("of N" over "= 8 × 10⁹" in presentation mode).
        return s.toHtmlEscaped()
            .replace(u'\n', QStringLiteral("<br>"))
            .replace(QStringLiteral(" = "), QStringLiteral(u"\u00A0=\u00A0"))
            .replace(QStringLiteral(" × "), QStringLiteral(u"\u00A0×\u00A0"));
    };
    QString out;
    qsizetype from = 0;
    for (const QRegularExpressionMatch &m : placeholder.globalMatch(tmpl)) {
        out += plain(tmpl.mid(from, m.capturedStart() - from));
        const int i = m.captured(1).toInt() - 1;
        const QString value =
            i >= 0 && i < values.size() ? exerciseValue(values.at(i), units.value(i)) : m.captured();
        out += html ? QString(u"<b>" % value.toHtmlEscaped() % u"</b>") : value;
        from = m.capturedEnd();
    }
    return out + plain(tmpl.mid(from));
}

QColor verdictColour(bool right)
{
    // Darker shades on light backgrounds, lighter ones on the dark profile.
    const bool dark = theme::current() == theme::Profile::Dark;
    return QColor(right ? (dark ? "#81c784" : "#1b6e20") : (dark ? "#ef9a9a" : "#b71c1c"));
}

bool sameNumbers(const QList<double> &a, const QList<double> &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](double x, double y) { return x == y || (std::isnan(x) && std::isnan(y)); });
}

const ExerciseItem *findItem(const QList<ExerciseItem> &items, const QString &id)
{
    const auto it =
        std::find_if(items.begin(), items.end(), [&id](const ExerciseItem &i) { return i.id == id; });
    return it == items.end() ? nullptr : &*it;
}

} // namespace

ExercisesPage::ExercisesPage(Scenario *scenario, QWidget *parent)
    : GridPage(scenario, pageContent(), RegularCharts, parent),
      m_scheduler(new RefreshScheduler(this, [this] { refresh(); })), m_items(exercises(*scenario))
{
    zoomfont::setAtLeast(this, kPoints);

    // One column of boxes across the page, at any width: a question and its answer read as one line.
    m_intro = new QLabel(content());
    m_intro->setWordWrap(true);
    addCell({.widget = m_intro, .fullWidth = true});

    QVBoxLayout *group = nullptr;
    const char *title = nullptr;
    for (int i = 0; i < m_items.size(); ++i) {
        const ExerciseItem &item = m_items.at(i);
        if (!group || qstrcmp(title, item.title) != 0) {
            title = item.title;
            // The exercise's title heads its box as a label, not as the box's title: a box's title stays on
            // one line and widened the page past a zoomed laptop's screen; a label wraps.
            auto *frame = new QGroupBox(content());
            auto *heading = new QLabel(frame);
            heading->setObjectName(QStringLiteral("exercise-heading"));
            heading->setWordWrap(true);
            // Bold and a step above the questions, through zoomfont: a font copied whole would keep the
            // desk's size when zoom or presentation mode grow the page's (the heading stood smaller than the
            // questions under it).
            heading->setFont(boldOnly());
            zoomfont::setPoints(heading, font().pointSizeF() / zoomfont::zoom() * kHeadingScale);
            m_headings.append(heading);
            group = new QVBoxLayout(frame);
            group->addWidget(heading);
            addCell({.widget = frame, .fullWidth = true});
        }
        QWidget *box = m_headings.last()->parentWidget();
        Row r{item.id,
              new WrapLabel(Qt::RichText, box),
              new QLineEdit(box),
              new QPushButton(box),
              new QPushButton(box),
              new QLabel(box),
              new SelectableLabel(Qt::RichText, box)};
        r.verdict->setWordWrap(true);
        r.verdict->setTextFormat(Qt::PlainText);
        r.verdict->setVisible(false);
        r.verdict->setFont(boldOnly()); // its size still follows the page's, zoomed or not
        r.solution->setVisible(false);
        r.question->setObjectName(QString(u"question-" % item.id));
        r.answer->setObjectName(QString(u"answer-" % item.id));
        r.verdict->setObjectName(QString(u"verdict-" % item.id));
        r.solution->setObjectName(QString(u"solution-" % item.id));
        r.checkButton->setObjectName(QString(u"check-" % item.id));
        r.solutionButton->setObjectName(QString(u"show-solution-" % item.id));
        r.answer->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("0,000 000 00 tokens/s")));

        r.line = new QBoxLayout(QBoxLayout::LeftToRight);
        r.line->addWidget(r.answer, 1);
        auto *buttons = new QHBoxLayout;
        buttons->addWidget(r.checkButton);
        buttons->addWidget(r.solutionButton);
        r.line->addLayout(buttons);
        r.line->setAlignment(buttons, Qt::AlignLeft);
        group->addWidget(r.question);
        group->addLayout(r.line);
        group->addWidget(r.verdict);
        group->addWidget(r.solution);
        group->addSpacing(fontMetrics().height() / 2);

        connect(r.checkButton, &QPushButton::clicked, this, [this, i] { checkRow(i); });
        connect(r.answer, &QLineEdit::returnPressed, this, [this, i] { checkRow(i); });
        connect(r.solutionButton, &QPushButton::clicked, this, [this, i] { toggleSolution(i); });
        m_rows.append(r);
    }
    // The boxes keep their height; what the page has left stays under the last one.
    addCell({.widget = new QWidget(content()), .oneColumn = {0, 1}, .twoColumns = {0, 1}, .fullWidth = true});

    connect(scenario, &Scenario::changed, m_scheduler, &RefreshScheduler::schedule);
    retranslate();
}

bool ExercisesPage::check(const QString &id, const QString &answer, QString *verdict)
{
    flushRefresh();
    const int i = rowOf(id);
    if (i < 0) return false;
    m_rows[i].answer->setText(answer);
    const bool right = checkRow(i);
    if (verdict) *verdict = m_rows.at(i).verdict->text();
    return right;
}

QString ExercisesPage::solutionText(const QString &id) const
{
    // Computed afresh rather than read from the labels, which may wait for the next turn of the event loop.
    const QList<ExerciseItem> items = exercises(*scenario());
    const ExerciseItem *item = findItem(items, id);
    return item ? fill(item->solution, item->solutionArgs, item->solutionUnits, false) : QString();
}

QString ExercisesPage::questionText(const QString &id) const
{
    const QList<ExerciseItem> items = exercises(*scenario());
    const ExerciseItem *item = findItem(items, id);
    return item ? fill(item->question, item->questionArgs, item->argUnits, false) : QString();
}

void ExercisesPage::flushRefresh()
{
    m_scheduler->flush();
}

void ExercisesPage::fitAnswerRows()
{
    for (const Row &r : std::as_const(m_rows)) {
        const QFontMetrics metrics(r.answer->font());
        // The field's frame and margins: its size hint less the 17 "x" of text it is sized for.
        const int frame = r.answer->sizeHint().width() - 17 * metrics.horizontalAdvance(u'x');
        const int field = metrics.horizontalAdvance(r.answer->placeholderText()) + frame + 2;
        const int beside = field + r.checkButton->sizeHint().width() + r.solutionButton->sizeHint().width() +
                           2 * std::max(0, r.line->spacing());
        const auto direction =
            beside > r.question->width() ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight;
        if (r.line->direction() != direction) r.line->setDirection(direction);
    }
}

void ExercisesPage::resizeEvent(QResizeEvent *event)
{
    GridPage::resizeEvent(event);
    // Once the rows have their new width.
    QTimer::singleShot(0, this, &ExercisesPage::fitAnswerRows);
}

void ExercisesPage::changeEvent(QEvent *event)
{
    // A zoom or a language changes the placeholders' and buttons' widths.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        QTimer::singleShot(0, this, &ExercisesPage::fitAnswerRows);
    // The default locale changes with the translator: the numbers are reformatted too.
    if (event->type() == QEvent::LanguageChange) retranslate();
    if (event->type() == QEvent::PaletteChange)
        for (int i = 0; i < m_rows.size(); ++i)
            if (m_rows.at(i).checked) showVerdict(i);
    GridPage::changeEvent(event);
}

void ExercisesPage::retranslate()
{
    m_intro->setText(tr("Type your answer with its unit (7 ms, 0.5 s, 3 GB, 25 %…), then press Enter or "
                        "Check. A wrong answer tells you how far off it is: try again; the expected value "
                        "shows after a second wrong try or with the solution. The numbers follow the "
                        "scenario: change it and the questions change too."));
    int g = -1;
    const char *title = nullptr;
    for (const ExerciseItem &item : std::as_const(m_items))
        if (g < 0 || qstrcmp(title, item.title) != 0) {
            title = item.title;
            if (++g < m_headings.size()) m_headings.at(g)->setText(translated(item.title));
        }
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &r = m_rows.at(i);
        r.checkButton->setText(tr("Check"));
        r.answer->setPlaceholderText(answerPlaceholder(m_items.at(i).dimension));
    }
    refresh();
    // Verdicts already shown are redone in the new language, with the answers as typed.
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows.at(i).checked) showVerdict(i);
}

void ExercisesPage::refresh()
{
    const QList<ExerciseItem> next = exercises(*scenario());
    for (int i = 0; i < m_rows.size() && i < next.size(); ++i) {
        Row &r = m_rows[i];
        const ExerciseItem &item = next.at(i);
        const ExerciseItem &old = m_items.at(i);
        const bool same = sameNumbers({item.expected}, {old.expected}) &&
                          sameNumbers(item.questionArgs, old.questionArgs) &&
                          item.expectedChoice == old.expectedChoice;
        // New numbers make the old verdict and the tries meaningless; the typed answer stays, to be checked
        // again.
        if (!same) r.wrongTries = 0;
        if (!same && r.checked) {
            r.checked = false;
            r.verdict->clear();
            r.verdict->setVisible(false);
        }
        r.question->setText(fill(item.question, item.questionArgs, item.argUnits, true));
        r.solution->setText(fill(item.solution, item.solutionArgs, item.solutionUnits, true) %
                            QStringLiteral("<br><i>") % translated(item.source).toHtmlEscaped() %
                            QStringLiteral("</i>"));
        r.solutionButton->setText(r.solution->isVisibleTo(this) ? tr("Hide the solution")
                                                                : tr("Show the solution"));
    }
    m_items = next;
}

bool ExercisesPage::checkRow(int index)
{
    Row &r = m_rows[index];
    // An unreadable answer is no try: it is refused before it is compared.
    const Verdict verdict = checkAnswer(m_items.at(index), r.answer->text()).verdict;
    if (verdict == Verdict::Wrong) ++r.wrongTries;
    showVerdict(index);
    return verdict == Verdict::Correct;
}

void ExercisesPage::showVerdict(int index)
{
    Row &r = m_rows[index];
    const AnswerCheck c = checkAnswer(m_items.at(index), r.answer->text());
    const bool reveal = r.wrongTries >= 2 || r.solution->isVisibleTo(this);
    // A palette rather than a style sheet: a style sheet would stop the label from following the page's font.
    QPalette palette = r.verdict->palette();
    palette.setColor(QPalette::WindowText, verdictColour(c.verdict == Verdict::Correct));
    r.verdict->setPalette(palette);
    r.verdict->setText(verdictText(m_items.at(index), c, r.answer->text(), reveal));
    r.verdict->setVisible(true);
    r.checked = true;
}

void ExercisesPage::toggleSolution(int index)
{
    Row &r = m_rows[index];
    const bool show = !r.solution->isVisibleTo(this);
    r.solution->setVisible(show);
    r.solutionButton->setText(show ? tr("Hide the solution") : tr("Show the solution"));
    // The solution gives the expected value away: a wrong verdict shown may now name it too.
    if (r.checked) showVerdict(index);
}

int ExercisesPage::rowOf(const QString &id) const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows.at(i).id == id) return i;
    return -1;
}

} // namespace infralab
