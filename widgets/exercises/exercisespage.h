#pragma once
// The course's self-corrected exercises, its written exercise 3 and its verification question: the student
// types an answer with its unit, checks it against the model within a tolerance, then reads the worked
// solution with the scenario's current numbers. The items and their checks live in models/exercises.h.
#include "exercises.h"
#include "gridpage.h"

class QBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace infralab {

class RefreshScheduler;

class ExercisesPage : public GridPage
{
    Q_OBJECT
public:
    explicit ExercisesPage(Scenario *scenario, QWidget *parent = nullptr);

    QList<ChartView *> charts() const override { return {}; }

    /// Types `answer` for the item `id` and checks it, as the Check button does; true when it is right.
    /// `verdict` receives the sentence shown under the answer.
    bool check(const QString &id, const QString &answer, QString *verdict = nullptr);
    /// The worked solution of `id` with the current numbers, as plain text.
    QString solutionText(const QString &id) const;
    /// The question of `id` with the current numbers, as plain text.
    QString questionText(const QString &id) const;
    /// Applies a pending scenario change now (tests, exports).
    void flushRefresh();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Row
    {
        QString id;
        QLabel *question;
        QLineEdit *answer;
        QPushButton *checkButton;
        QPushButton *solutionButton;
        QLabel *verdict;
        QLabel *solution;
        bool checked = false; ///< a verdict is shown, to be redone in the new language
        int wrongTries = 0;   ///< wrong answers to these numbers: the second one shows the expected value
        QBoxLayout *line = nullptr; ///< the answer and its buttons: side by side, or the buttons under it
    };

    void refresh();
    void retranslate();
    /// Checks row `index` against m_items, counts a wrong try and shows the verdict; true when right.
    bool checkRow(int index);
    /// Shows the verdict of the answer typed in row `index`, without counting a try.
    void showVerdict(int index);
    void toggleSolution(int index);
    /// Puts each row's buttons under its answer field when beside it the field could not show its whole
    /// placeholder (a laptop at the largest zoom elided "ms, s, µs…"), and back beside it when it can.
    void fitAnswerRows();
    int rowOf(const QString &id) const;

    RefreshScheduler *m_scheduler;
    QList<ExerciseItem> m_items;
    QList<Row> m_rows;
    QList<QLabel *> m_headings; ///< one per exercise's box: its items' common title
    QLabel *m_intro;
};

} // namespace infralab
