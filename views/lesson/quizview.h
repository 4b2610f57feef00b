// The lesson's quiz, one question at a time, large enough for a class to read on a projector: the
// question, its choices as radio buttons, Check (right or wrong: the right choice green, a wrong
// pick red, and the explanation), Show me (the question's demo, which the lesson pane runs:
// demoRequested), Previous and Next, and after the last question the score ("3 of 7 right").
// A checked answer stays as it was picked: the score counts the first try.
//
// Keys (while the quiz has the focus): 1–9 or a–i choose, Enter checks (and, once checked, goes
// on), N or Page Down next, P or Page Up previous, S shows the demo, Escape leaves the quiz.
#pragma once

#include "doors/lessoncontrol.h"

#include <QWidget>

class QButtonGroup;
class QLabel;
class QPushButton;
class QRadioButton;
class QVBoxLayout;

namespace lw {

class QuizView : public QWidget
{
    Q_OBJECT
public:
    explicit QuizView(QList<LessonQuestion> questions, QWidget *parent = nullptr);

    int questionCount() const { return int(m_questions.size()); }
    // The question shown (from 0); questionCount() while the score is shown.
    int current() const { return m_current; }
    void showQuestion(int index); // questionCount(): the score

    // Picks choice `choice` (from 0) of the question shown, unless it is checked already.
    void choose(int choice);
    int chosen() const; // -1: none yet
    // Checks the choice picked; false when none is, or it was checked before.
    bool check();
    bool isChecked(int index) const { return m_answers.value(index).checked; }
    void next();
    void previous();

    // Once the question shown is checked, from its verdict to the buttons, the explanation
    // between: what a short pane scrolls into view. Null before.
    QRect answerArea() const;

    int rightCount() const;
    // "3 of 7 right"
    QString scoreText() const;
    QString verdictText() const;
    QString explanationText() const;
    // Whether choice `choice` of the question shown is marked right (green) or wrong (red).
    bool isMarkedRight(int choice) const;
    bool isMarkedWrong(int choice) const;

    // The demo of question `index` has run: Show me is done with until reset().
    void setDemoShown(int index);
    bool isDemoShown(int index) const { return m_answers.value(index).demoShown; }
    // Every answer forgotten, every demo to run again, the first question shown: after the lesson
    // was played again on a fresh workspace.
    void reset();

signals:
    void demoRequested(int index);
    // Another question, or a question checked: another height for its texts.
    void contentChanged();
    void leaveRequested();

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    struct Answer
    {
        int chosen = -1;
        bool checked = false;
        bool demoShown = false;
    };
    enum class Mark
    {
        None,
        Right,
        Wrong
    };
    void showChoices();
    void showState();
    void markChoice(int choice, Mark mark);

    QList<LessonQuestion> m_questions;
    QList<Answer> m_answers;
    int m_current = 0;
    QLabel *m_progress = nullptr;
    QLabel *m_question = nullptr;
    QVBoxLayout *m_choiceRows = nullptr;
    QButtonGroup *m_choices = nullptr;
    QList<QRadioButton *> m_buttons;
    QList<QLabel *> m_choiceTexts;
    QList<Mark> m_marks;
    QLabel *m_verdict = nullptr;
    QLabel *m_explanation = nullptr;
    QPushButton *m_check = nullptr;
    QPushButton *m_showMe = nullptr;
    QPushButton *m_previous = nullptr;
    QPushButton *m_next = nullptr;
    QPushButton *m_again = nullptr;
    QPushButton *m_leave = nullptr;
};

} // namespace lw
