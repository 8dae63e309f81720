// The exercises page: answers typed in English or French habits are checked against the model, wrong ones
// are told how far off they are and may try again (the expected value only after a second wrong try or with
// the solution), and the questions, solutions and verdicts follow the scenario and the language. Expected
// numbers come from the course's statements (written exercise 3: 4 GB / 200 GB/s = 20 ms).
#include "exercises.h"
#include "exercisespage.h"
#include "format.h"
#include "language.h"
#include "languagetestutil.h"
#include "mainwindow.h"
#include "scenario.h"
#include "scenarioschema.h"
#include "testutil.h"

#include <QApplication>
#include <QFontInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <algorithm>
#include <cmath>

using namespace infralab;

namespace {
double expectedOf(const Scenario &s, const QString &id)
{
    for (const ExerciseItem &item : exercises(s))
        if (item.id == id) return item.expected;
    return NAN;
}

/// Each box's heading against the questions under it, and each verdict against its question: what is too
/// small, as "heading 18 px < question 21 px"; `headingPixels` gets the first heading's size.
QStringList smallerThanQuestions(const ExercisesPage &page, int *headingPixels)
{
    QStringList problems;
    const QList<QLabel *> headings = page.findChildren<QLabel *>(QStringLiteral("exercise-heading"));
    if (headings.isEmpty()) return {QStringLiteral("no heading")};
    *headingPixels = QFontInfo(headings.first()->font()).pixelSize();
    for (const QLabel *heading : headings) {
        const int headingPx = QFontInfo(heading->font()).pixelSize();
        for (const QLabel *label : heading->parentWidget()->findChildren<QLabel *>()) {
            const int px = QFontInfo(label->font()).pixelSize();
            // The questions have no name; verdicts and solutions are named after their item.
            if (label->objectName().isEmpty() && headingPx < px)
                problems << QStringLiteral("heading %1 px < question %2 px").arg(headingPx).arg(px);
            if (label->objectName().startsWith(u"verdict-") &&
                px != QFontInfo(page.findChild<QLabel *>("solution-" + label->objectName().mid(8))->font())
                          .pixelSize())
                problems << label->objectName() + QStringLiteral(" not at the page's size");
        }
    }
    return problems;
}

/// Format's output uses no-break spaces; compare with plain ones.
QString plain(QString text)
{
    return text.replace(QChar(0x00A0), u' ').replace(QChar(0x202F), u' ');
}
} // namespace

class TestExercisesPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void describesItself()
    {
        Scenario s;
        ExercisesPage page(&s);
        QCOMPARE(page.pageTitle(), QStringLiteral("Exercises"));
        QVERIFY(page.headlineKeys().isEmpty());
        QVERIFY(page.charts().isEmpty());
        for (Key key : page.controlKeys())
            QCOMPARE(param(key).id, key);
        for (Key key :
             {Key::HardwareGpu, Key::ModelPreset, Key::ModelParams, Key::TrainingGpus,
              Key::TrainingActivationsGb, Key::TrainingLatencyS, Key::ServingRequestRate, Key::ServingSloS})
            QVERIFY2(page.controlKeys().contains(key), qPrintable(keyName(key)));
        QVERIFY(page.font().pointSizeF() >= 13);
        // Every item has its row.
        for (const ExerciseItem &item : exercises(s)) {
            QVERIFY2(page.findChild<QLineEdit *>(QString("answer-" + item.id)), qPrintable(item.id));
            QVERIFY(!page.questionText(item.id).isEmpty());
        }
    }

    void questionsKeepEachEquationOnOneLine_data() { languagetest::bothLanguages(); }
    void questionsKeepEachEquationOnOneLine()
    {
        // "of N" over "= 8 × 10⁹", "4096 ×" over "4096": a wrapped question must not break at an operator.
        const auto english = languagetest::rowLanguageForThisTest();
        Scenario s;
        ExercisesPage page(&s);
        int equations = 0;
        for (const ExerciseItem &item : exercises(s)) {
            const QString text = page.findChild<QLabel *>(QString("question-" + item.id))->text();
            QVERIFY2(!text.contains(QStringLiteral(" = ")) && !text.contains(QStringLiteral(" × ")),
                     qPrintable(text));
            equations +=
                text.count(QStringLiteral(u"\u00A0=\u00A0")) + text.count(QStringLiteral(u"\u00A0×\u00A0"));
        }
        // Exercise 1's "N = 8 × 10⁹" and "4096 × 4096" at least.
        QVERIFY(equations >= 2);
    }

    void checksAnswersInBothHabits()
    {
        Scenario s;
        ExercisesPage page(&s);
        QString verdict;
        // Written exercise 3: an 8B in int4 is 4 GB, read at 200 GB/s: 20 ms per token.
        QVERIFY2(page.check("robot.tpot", "20 ms", &verdict), qPrintable(verdict));
        QVERIFY(verdict.startsWith("Correct"));
        QVERIFY2(plain(verdict).contains("20 ms"), qPrintable(verdict));
        QVERIFY2(page.check("robot.tpot", "0,02 s", &verdict), qPrintable(verdict));
        QVERIFY2(page.check("robot.tpot", QString::fromUtf8("20\u202Fms"), &verdict), qPrintable(verdict));
        QVERIFY(page.check("robot.tokens_per_s", "50 tok/s"));
        QVERIFY(page.check("ex3.microbatches", "64"));
        QVERIFY(page.check("verification.resource", QString::fromUtf8("la bande passante mémoire")));
        QVERIFY(page.check("verification.resource", "memory"));

        QVERIFY(!page.check("robot.tpot", "abc", &verdict));
        QVERIFY2(verdict.contains("abc"), qPrintable(verdict));
        QVERIFY(!page.check("robot.tpot", "20 kg", &verdict));
        QVERIFY2(verdict.contains("kg"), qPrintable(verdict));
        QVERIFY(!page.check("no.such.item", "1"));
    }

    void aWrongAnswerIsAHintFirstThenTheValue()
    {
        // Written exercise 3: TPOT = 4 GB / 200 GB/s = 20 ms. 2 ms is ten times too low, which is no unit's
        // factor: the hint says "too low", about how much, and keeps 20 ms to itself.
        Scenario s;
        ExercisesPage page(&s);
        const QString expected = Format::duration(0.02);
        QString verdict;
        QVERIFY(!page.check("robot.tpot", "2 ms", &verdict));
        QVERIFY2(verdict.startsWith("Not quite") && verdict.contains("too low") &&
                     verdict.contains("Try again"),
                 qPrintable(verdict));
        QVERIFY2(verdict.contains(Format::duration(0.002)), qPrintable(verdict)); // what was understood
        QVERIFY2(verdict.contains("10 times"), qPrintable(verdict));
        QVERIFY2(!verdict.contains(expected), qPrintable(verdict));
        // An unreadable answer is refused, not counted as a try.
        QVERIFY(!page.check("robot.tpot", "abc"));
        // 25 ms: 25 % too high.
        QVERIFY(!page.check("robot.tpot", "25 ms", &verdict));
        QVERIFY2(verdict.contains(expected), qPrintable(verdict)); // the second wrong try gives the value
        QVERIFY2(verdict.contains(Format::duration(0.025)), qPrintable(verdict));
        // Right at last.
        QVERIFY2(page.check("robot.tpot", "20 ms", &verdict), qPrintable(verdict));
    }

    void aUnitSlipIsNamed()
    {
        Scenario s;
        ExercisesPage page(&s);
        QString verdict;
        // 20 s for 20 ms: a factor of 1 000 between two units of time.
        QVERIFY(!page.check("robot.tpot", "20 s", &verdict));
        QVERIFY2(verdict.contains("unit") && verdict.contains(Format::significant(1000, 2)),
                 qPrintable(verdict));
        QVERIFY2(!verdict.contains(Format::duration(0.02)), qPrintable(verdict));
        // 18 for the course's bubble of 18 % (p = 8, m = 32: 7/39): a percentage typed without its sign.
        QVERIFY(!page.check("ex3.bubble", "18", &verdict));
        QVERIFY2(verdict.contains("unit") && verdict.contains("100"), qPrintable(verdict));
    }

    void theSolutionOrASecondTryRevealsAChoice()
    {
        Scenario s;
        ExercisesPage page(&s);
        QString verdict;
        QVERIFY(!page.check("verification.resource", "compute", &verdict));
        QVERIFY2(verdict.contains("Try again") && !verdict.contains("memory bandwidth"), qPrintable(verdict));
        // Showing the solution gives the answer away: the verdict shown may name it now.
        page.findChild<QPushButton *>("show-solution-verification.resource")->click();
        const QString shown = page.findChild<QLabel *>("verdict-verification.resource")->text();
        QVERIFY2(shown.contains("memory bandwidth"), qPrintable(shown));

        // A number too: the solution shown, the first wrong try names the expected value.
        page.findChild<QPushButton *>("show-solution-robot.tpot")->click();
        QVERIFY(!page.check("robot.tpot", "2 ms", &verdict));
        QVERIFY2(verdict.contains(Format::duration(0.02)), qPrintable(verdict));
    }

    void placeholdersShowAFormatNotAnAnswer_data() { languagetest::bothLanguages(); }
    void placeholdersShowAFormatNotAnAnswer()
    {
        QFETCH(QString, language);
        Scenario s;
        ExercisesPage page(&s);
        QStringList english;
        for (const ExerciseItem &item : exercises(s))
            english << page.findChild<QLineEdit *>(QString("answer-" + item.id))->placeholderText();
        const auto inFrench = languagetest::frenchForThisTest();
        if (language == u"en") languagetest::english();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        int i = 0;
        for (const ExerciseItem &item : exercises(s)) {
            const QString text = page.findChild<QLineEdit *>(QString("answer-" + item.id))->placeholderText();
            QVERIFY2(!text.isEmpty(), qPrintable(item.id));
            // No digit at all: none of the answer's can show through, whatever the scenario.
            QVERIFY2(std::none_of(text.cbegin(), text.cend(), [](QChar c) { return c.isDigit(); }),
                     qPrintable(text));
            // Translated: the French placeholder is not the English one.
            if (language == u"fr") QVERIFY2(text != english.at(i), qPrintable(text));
            ++i;
        }
    }

    void enterChecksToo()
    {
        Scenario s;
        ExercisesPage page(&s);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto *answer = page.findChild<QLineEdit *>("answer-ex3.microbatches");
        auto *verdict = page.findChild<QLabel *>("verdict-ex3.microbatches");
        QVERIFY(answer && verdict);
        answer->setFocus();
        QTest::keyClicks(answer, "64 micro-lots");
        QTest::keyClick(answer, Qt::Key_Return);
        QVERIFY2(verdict->text().startsWith("Correct"), qPrintable(verdict->text()));
    }

    void solutionShowsTheCurrentNumbers()
    {
        Scenario s;
        ExercisesPage page(&s);
        const double t8 = expectedOf(s, "ex3.allreduce_time");
        // 2·7·(16 GB/8/450 GB/s + 10 µs) on the course's 8 GPUs.
        QVERIFY_REL(t8, 2 * 7 * (16e9 / 8 / 450e9 + 10e-6), 1e-12);
        QVERIFY2(page.solutionText("ex3.allreduce_time").contains(Format::duration(t8)),
                 qPrintable(page.solutionText("ex3.allreduce_time")));
        QVERIFY(s.set(Key::TrainingGpus, 64));
        const double t64 = expectedOf(s, "ex3.allreduce_time");
        QVERIFY(Format::duration(t64) != Format::duration(t8));
        QVERIFY(page.solutionText("ex3.allreduce_time").contains(Format::duration(t64)));
        QVERIFY(page.questionText("ex3.allreduce_time").contains("64"));
        // The FSDP memory of the course's 7B on 8 GPUs: 14 + 10 = 24 GB.
        QVERIFY(s.set(Key::TrainingGpus, 8));
        QVERIFY(s.set(Key::ModelPreset, "course-7b"));
        QVERIFY2(plain(page.solutionText("ex2.fsdp_memory")).contains("24 GB"),
                 qPrintable(page.solutionText("ex2.fsdp_memory")));

        // The button reveals the same text, as rich text.
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.flushRefresh();
        auto *label = page.findChild<QLabel *>("solution-ex2.fsdp_memory");
        auto *button = page.findChild<QPushButton *>("show-solution-ex2.fsdp_memory");
        QVERIFY(label && button && !label->isVisible());
        QCOMPARE(button->text(), QStringLiteral("Show the solution"));
        button->click();
        QVERIFY(label->isVisible());
        QVERIFY2(plain(label->text()).contains("<b>24 GB</b>"), qPrintable(label->text()));
        QCOMPARE(button->text(), QStringLiteral("Hide the solution"));
    }

    void scenarioChangesTheExpectedAnswer()
    {
        Scenario s;
        ExercisesPage page(&s);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const double at200 = expectedOf(s, "ex4.gpus");
        QVERIFY(std::isfinite(at200) && at200 >= 1);
        QString verdict;
        QVERIFY2(page.check("ex4.gpus", QString::number(at200), &verdict), qPrintable(verdict));
        QVERIFY(plain(page.questionText("ex4.gpus")).remove(QChar(0x2060)).contains("200 req/s"));

        QVERIFY(s.set(Key::ServingRequestRate, 2000.0));
        const double at2000 = expectedOf(s, "ex4.gpus");
        QVERIFY(at2000 > at200);
        // The verdict is cleared once the numbers change, the typed answer kept.
        QTRY_VERIFY(page.findChild<QLabel *>("verdict-ex4.gpus")->text().isEmpty());
        QCOMPARE(page.findChild<QLineEdit *>("answer-ex4.gpus")->text(), QString::number(at200));
        QVERIFY2(plain(page.questionText("ex4.gpus")).remove(QChar(0x2060)).contains("2,000 req/s"),
                 qPrintable(page.questionText("ex4.gpus")));
        // New numbers, a first try at them: a hint ("too low"), not yet the value.
        QVERIFY(!page.check("ex4.gpus", QString::number(at200), &verdict));
        QVERIFY2(verdict.contains("too low") && !verdict.contains(Format::fixed(at2000, 0, false)),
                 qPrintable(verdict));
        QVERIFY(page.check("ex4.gpus", QString::number(at2000)));

        // Unrelated changes keep the verdict.
        QVERIFY(s.set(Key::CostYears, 5.0));
        page.flushRefresh();
        QVERIFY(!page.findChild<QLabel *>("verdict-ex4.gpus")->text().isEmpty());
    }

    // Projected, the exercise's bold heading stood smaller than its questions: it kept the desk's size while
    // zoom and presentation mode grew the page's. At every zoom it is at least their size, and it grows with
    // the zoom as they do.
    void headingsAtLeastAsLargeAsTheQuestions()
    {
        QStandardPaths::setTestModeEnabled(true);
        const QFont desk = QApplication::font();
        Scenario s;
        MainWindow w(&s);
        w.show();
        auto *page = w.findChild<ExercisesPage *>();
        QVERIFY(page);
        int atOne = 0;
        QStringList problems = smallerThanQuestions(*page, &atOne);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        QVERIFY(atOne > 0);
        w.setPresentation(true);
        const auto zoomed = [&](const QString &when) {
            int px = 0;
            for (const QString &p : smallerThanQuestions(*page, &px))
                problems << when + QStringLiteral(": ") + p;
            // Glyph sizes round to whole pixels: one pixel either way.
            if (std::abs(px - atOne * w.zoom()) > 1)
                problems << when + QStringLiteral(": heading %1 px at zoom %2, %3 px at 1")
                                       .arg(px)
                                       .arg(w.zoom())
                                       .arg(atOne);
        };
        QVERIFY(w.zoom() >= 1.25);
        zoomed(QStringLiteral("presentation"));
        w.setZoom(10); // the largest the View menu offers on this screen
        zoomed(QStringLiteral("largest zoom"));
        w.setPresentation(false);
        w.setZoom(0.6);
        zoomed(QStringLiteral("smallest zoom"));
        w.setZoom(1);
        QApplication::setFont(desk);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void placeholdersAreWholeOnANarrowZoomedPage_data() { languagetest::bothLanguages(); }
    void placeholdersAreWholeOnANarrowZoomedPage()
    {
        const auto language = languagetest::rowLanguageForThisTest();
        Scenario s;
        ExercisesPage page(&s);
        page.setAttribute(Qt::WA_DontShowOnScreen);
        page.show();
        // A 1366 px laptop at its largest zoom, 152 %: the page has about 850 px beside the parameters, less
        // with the formulas beside it too. Wide (1 400 px at 100 %), the buttons stay beside their field.
        for (const auto &[zoom, width] :
             {std::pair{1.52, 850}, std::pair{1.52, 700}, std::pair{1.52, 600}, std::pair{1.0, 1400}}) {
            QFont font = QApplication::font();
            // The window's text is never under 11 pt (cli.cpp): 14.7 px on a 96 dpi screen, in pixels here
            // because the off-screen platform counts 72 dpi.
            font.setPixelSize(qRound(11 * 96 / 72.0 * zoom));
            page.setFont(font);
            page.resize(width, 700);
            for (int turn = 0; turn < 3; ++turn) // the resize, then the rows' new layout
                QCoreApplication::processEvents();
            for (const auto *answer : page.findChildren<QLineEdit *>()) {
                const QFontMetrics metrics(answer->font());
                // The field's own margins: its size hint holds 17 "x" of text.
                const int margins = answer->sizeHint().width() - 17 * metrics.horizontalAdvance(u'x');
                const int needed = metrics.horizontalAdvance(answer->placeholderText()) + margins;
                QVERIFY2(answer->width() >= needed, qPrintable(QStringLiteral("%1 at %2: %3 px < %4 px")
                                                                   .arg(answer->placeholderText())
                                                                   .arg(zoom)
                                                                   .arg(answer->width())
                                                                   .arg(needed)));
                if (zoom == 1.0) {
                    const auto *check = page.findChild<QPushButton *>(
                        answer->objectName().replace(QStringLiteral("answer-"), QStringLiteral("check-")));
                    QVERIFY(check && check->geometry().top() < answer->geometry().bottom()); // on its row
                }
            }
        }
    }

    void followsTheLanguage()
    {
        Scenario s;
        ExercisesPage page(&s);
        const double t = expectedOf(s, "ex1.decode_time"); // 16 GB / 3.35 TB/s = 4.78 ms
        QVERIFY_REL(t, 16e9 / 3.35e12, 1e-12);
        QString verdict;
        QVERIFY2(page.check("ex1.decode_time", "4,78 ms", &verdict), qPrintable(verdict));
        QVERIFY2(verdict.contains("4.78"), qPrintable(verdict));
        const auto inFrench = languagetest::frenchForThisTest();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        // The verdict is redone with French numbers, the answer as typed.
        const QString redone = page.findChild<QLabel *>("verdict-ex1.decode_time")->text();
        QVERIFY2(redone.contains("4,78"), qPrintable(redone));
        QVERIFY(page.solutionText("ex1.decode_time").contains(Format::duration(t)));
        QVERIFY(Format::duration(t).contains(u','));
        QVERIFY(page.check("robot.tpot", "0.02 s")); // an English decimal point from a French student
    }
};

INFRALAB_TEST_MAIN_IN_ENGLISH(TestExercisesPage)
#include "tst_exercisespage.moc"
