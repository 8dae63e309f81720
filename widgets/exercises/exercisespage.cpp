#include "exercisespage.h"

#include "format.h"
#include "refreshscheduler.h"
#include "scenario.h"
#include "theme.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPalette>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <iterator>

namespace infralab {

namespace {

// Projected in class: readable from the back of the room.
constexpr qreal kPoints = 14;

QString translated(const char *text)
{
    return QCoreApplication::translate("Exercises", text);
}

/// "8 × 10⁹": parameter counts and FLOPs read better as powers of ten than as ten digits.
QString scientific(double v)
{
    if (!std::isfinite(v) || std::abs(v) < 1e6) return Format::significant(v, 4);
    const int exponent = static_cast<int>(std::floor(std::log10(std::abs(v))));
    static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString power;
    for (const QChar c : QString::number(exponent))
        power += c == u'-' ? QChar(0x207B) : superscripts.at(c.digitValue());
    return Format::noBreak(ExercisesPage::tr("%1 × 10%2", "mantissa, power of ten")
                               .arg(Format::significant(v / std::pow(10.0, exponent), 3), power));
}

/// One number of an exercise in the current language, by the unit symbols of models/exercises.h.
QString formatValue(double v, const QString &unit)
{
    if (std::isnan(v)) return Format::quantity(QVariant(), unit); // "none"
    if (unit == u"sci") return scientific(v);
    if (unit == u"FLOP") return Format::noBreak(ExercisesPage::tr("%1 FLOP").arg(scientific(v)));
    if (unit == u"%") return Format::share(v);
    if (unit.isEmpty()) {
        // Counts without group separators below 10 000 ("1500 tokens", "4096 × 4096"), as typeset in the
        // course.
        if (v == std::round(v) && std::abs(v) < 1e6) return Format::fixed(v, 0, std::abs(v) >= 10000);
        return Format::significant(v, 3);
    }
    return Format::quantity(v, unit);
}

/// The template with each %n replaced by its formatted value; in HTML, values in bold and lines as <br>.
QString fill(const char *text, const QList<double> &values, const QStringList &units, bool html)
{
    static const QRegularExpression placeholder(QStringLiteral("%(\\d+)"));
    const QString tmpl = translated(text);
    auto plain = [html](const QString &s) {
        return html ? s.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>")) : s;
    };
    QString out;
    qsizetype from = 0;
    for (const QRegularExpressionMatch &m : placeholder.globalMatch(tmpl)) {
        out += plain(tmpl.mid(from, m.capturedStart() - from));
        const int i = m.captured(1).toInt() - 1;
        const QString value =
            i >= 0 && i < values.size() ? formatValue(values.at(i), units.value(i)) : m.captured();
        out += html ? QString(u"<b>" % value.toHtmlEscaped() % u"</b>") : value;
        from = m.capturedEnd();
    }
    return out + plain(tmpl.mid(from));
}

QString placeholderFor(Dimension d)
{
    // In the order of the Dimension enumeration.
    static const char *const examples[] = {QT_TRANSLATE_NOOP("ExercisesPage", "e.g. 20 ms or 0.02 s"),
                                           QT_TRANSLATE_NOOP("ExercisesPage", "e.g. 24 GB"),
                                           QT_TRANSLATE_NOOP("ExercisesPage", "e.g. 1 500 tok/s"),
                                           QT_TRANSLATE_NOOP("ExercisesPage", "e.g. 8"),
                                           QT_TRANSLATE_NOOP("ExercisesPage", "e.g. 18 % or 0.18"),
                                           QT_TRANSLATE_NOOP("ExercisesPage", "e.g. 296 FLOP/B"),
                                           QT_TRANSLATE_NOOP("ExercisesPage", "e.g. 12 €"),
                                           QT_TRANSLATE_NOOP("ExercisesPage", "a word or two, e.g. compute")};
    static_assert(std::size(examples) == int(Dimension::Choice) + 1);
    return ExercisesPage::tr(examples[int(d)]);
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
    : ViewPage(scenario,
               {.title = QT_TR_NOOP("Exercises"),
                .controlKeys = {Key::HardwareGpu, Key::Precision, Key::ModelPreset, Key::ModelParams,
                                Key::TrainingGpus, Key::TrainingActivationsGb, Key::TrainingIntraBw,
                                Key::TrainingLatencyS, Key::TrainingPipelineStages, Key::TrainingMicrobatches,
                                Key::ServingRequestRate, Key::ServingSloS, Key::ServingMargin}},
               parent),
      m_scheduler(new RefreshScheduler(this, [this] { refresh(); })), m_items(exercises(*scenario))
{
    QFont f = font();
    f.setPointSizeF(std::max(kPoints, f.pointSizeF()));
    setFont(f);

    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget(scroll);
    auto *column = new QVBoxLayout(content);
    m_intro = new QLabel(content);
    m_intro->setWordWrap(true);
    column->addWidget(m_intro);

    QVBoxLayout *group = nullptr;
    const char *title = nullptr;
    for (int i = 0; i < m_items.size(); ++i) {
        const ExerciseItem &item = m_items.at(i);
        if (!group || qstrcmp(title, item.title) != 0) {
            title = item.title;
            m_groups.append(new QGroupBox(content));
            group = new QVBoxLayout(m_groups.last());
            column->addWidget(m_groups.last());
        }
        QWidget *box = m_groups.last();
        Row r{
            item.id,         new QLabel(box), new QLineEdit(box), new QPushButton(box), new QPushButton(box),
            new QLabel(box), new QLabel(box)};
        r.question->setWordWrap(true);
        r.question->setTextFormat(Qt::RichText);
        r.verdict->setWordWrap(true);
        r.verdict->setTextFormat(Qt::PlainText);
        r.verdict->setVisible(false);
        QFont bold = r.verdict->font();
        bold.setBold(true);
        r.verdict->setFont(bold);
        r.solution->setWordWrap(true);
        r.solution->setTextFormat(Qt::RichText);
        r.solution->setVisible(false);
        r.solution->setTextInteractionFlags(Qt::TextSelectableByMouse);
        r.answer->setObjectName(QString(u"answer-" % item.id));
        r.verdict->setObjectName(QString(u"verdict-" % item.id));
        r.solution->setObjectName(QString(u"solution-" % item.id));
        r.checkButton->setObjectName(QString(u"check-" % item.id));
        r.solutionButton->setObjectName(QString(u"show-solution-" % item.id));
        r.answer->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("0,000 000 00 tokens/s")));

        auto *line = new QHBoxLayout;
        line->addWidget(r.answer, 1);
        line->addWidget(r.checkButton);
        line->addWidget(r.solutionButton);
        group->addWidget(r.question);
        group->addLayout(line);
        group->addWidget(r.verdict);
        group->addWidget(r.solution);
        group->addSpacing(fontMetrics().height() / 2);

        connect(r.checkButton, &QPushButton::clicked, this, [this, i] { checkRow(i); });
        connect(r.answer, &QLineEdit::returnPressed, this, [this, i] { checkRow(i); });
        connect(r.solutionButton, &QPushButton::clicked, this, [this, i] { toggleSolution(i); });
        m_rows.append(r);
    }
    column->addStretch(1);
    scroll->setWidget(content);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

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

void ExercisesPage::changeEvent(QEvent *event)
{
    // The default locale changes with the translator: the numbers are reformatted too.
    if (event->type() == QEvent::LanguageChange) retranslate();
    if (event->type() == QEvent::PaletteChange)
        for (int i = 0; i < m_rows.size(); ++i)
            if (m_rows.at(i).checked) checkRow(i);
    ViewPage::changeEvent(event);
}

void ExercisesPage::retranslate()
{
    m_intro->setText(tr("Type your answer with its unit (20 ms, 0,02 s, 4 GB, 18 %…), then press Enter or "
                        "Check. The numbers follow the scenario: change it and the questions change too."));
    int g = -1;
    const char *title = nullptr;
    for (const ExerciseItem &item : std::as_const(m_items))
        if (g < 0 || qstrcmp(title, item.title) != 0) {
            title = item.title;
            if (++g < m_groups.size()) m_groups.at(g)->setTitle(translated(item.title));
        }
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &r = m_rows.at(i);
        r.checkButton->setText(tr("Check"));
        r.answer->setPlaceholderText(placeholderFor(m_items.at(i).dimension));
    }
    refresh();
    // Verdicts already shown are redone in the new language, with the answers as typed.
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows.at(i).checked) checkRow(i);
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
        // New numbers make the old verdict meaningless; the typed answer stays, to be checked again.
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
    const ExerciseItem &item = m_items.at(index);
    const AnswerCheck c = checkAnswer(item, r.answer->text());
    QString text;
    if (c.verdict == Verdict::Unreadable) {
        text = c.error;
    } else if (item.dimension == Dimension::Choice) {
        const QString expected = translated(item.choices.value(item.expectedChoice).label);
        text = c.verdict == Verdict::Correct ? tr("Correct: %1.").arg(expected)
                                             : tr("Not quite: you answered “%1”; the answer is %2.")
                                                   .arg(r.answer->text().simplified(), expected);
    } else {
        const QString answered = formatValue(c.value, item.unit),
                      expected = formatValue(item.expected, item.unit);
        const bool exact = item.tolerance == 0 || std::isnan(item.expected);
        const QString tolerance = Format::percent(item.tolerance);
        if (c.verdict == Verdict::Correct)
            text = exact ? tr("Correct: %1.").arg(answered)
                         : tr("Correct: %1 (expected %2 ± %3).").arg(answered, expected, tolerance);
        else
            text =
                exact
                    ? tr("Not quite: you answered %1, expected %2.").arg(answered, expected)
                    : tr("Not quite: you answered %1, expected %2 ± %3.").arg(answered, expected, tolerance);
    }
    // A palette rather than a style sheet: a style sheet would stop the label from following the page's font.
    QPalette palette = r.verdict->palette();
    palette.setColor(QPalette::WindowText, verdictColour(c.verdict == Verdict::Correct));
    r.verdict->setPalette(palette);
    r.verdict->setText(text);
    r.verdict->setVisible(true);
    r.checked = true;
    return c.verdict == Verdict::Correct;
}

void ExercisesPage::toggleSolution(int index)
{
    Row &r = m_rows[index];
    const bool show = !r.solution->isVisibleTo(this);
    r.solution->setVisible(show);
    r.solutionButton->setText(show ? tr("Hide the solution") : tr("Show the solution"));
}

int ExercisesPage::rowOf(const QString &id) const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows.at(i).id == id) return i;
    return -1;
}

} // namespace infralab
