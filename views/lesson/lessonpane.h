// The lesson player: the lesson's title, the teacher's words for where it has
// got to, the transcript in the seed's request-log format, and Back, Step, Play and a jump list.
// Every pane of the window follows each step: the window hands the pane a LessonControl that
// reports each step and replay to the window's state (state/reportingdoors.h). Failed
// expectations show in red under the transcript.
//
// Keys: Step F10, Back Shift+F10, Play/Pause F9 (the pane's actions, for the window's menu).
//
// A lesson with a quiz offers it at its end: "Quiz (N questions)" in Step's place (F8, an action
// of the pane's too) puts the quiz (quizview.h) where the narration was. Show me runs the
// question's demo through the door (LessonControl::runDemo): its lines join the transcript, and its
// failures show under it as a step's do. Back, a jump or a restart leaves the quiz and forgets its
// answers: the replay makes a fresh workspace, without the demos.
// Play waits kPlayIntervalsMs[speed] between steps (the Speed button's menu and the window's
// Lesson menu: slow, normal, fast); with "Skip steps with nothing to show" on (the default) it
// runs a step that printed nothing and carries no narration, or is quiet (LessonControl::quiet:
// an expectation checked), without waiting, so the class waits only for what it can see.
//
// Back replays the lesson on a fresh workspace, which drops whatever the teacher did since the
// last step. When the clock moved since then (the clock bar, the timeline's handle, live mode),
// Back asks first, in a box named "discardClockMoveBox".
#pragma once

#include "doors/lessoncontrol.h"

#include <QWidget>

#include <functional>

class QAction;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QTextBrowser;
class QTimer;
class QScrollArea;
class QToolButton;

namespace lw {

class QuizView;

class LessonPane : public QWidget
{
    Q_OBJECT
public:
    explicit LessonPane(LessonControl lesson, QWidget *parent = nullptr);

    // Step, Back, Play and, with a quiz, Quiz: for the window's Lesson menu.
    QList<QAction *> lessonActions() const;
    QString transcriptText() const;
    QString narrationText() const;
    QString failureText() const;
    bool isPlaying() const;

    // Runs the next step (Step); returns false at the end.
    bool step();
    // Goes back one step (replaying the lesson up to the step before), after asking when the
    // clock moved since the last step and the user did not say yes.
    void back();
    // Where the workspace clock stands now (the window's state), for Back to see a clock move;
    // unset, Back never asks.
    void setClock(std::function<qint64()> nowMs);
    // Replays up to `index` (from 0): the next Step runs that step.
    void jumpTo(int index);
    void setPlaying(bool playing);

    // The quiz in place of the narration, at the lesson's end; false: not there yet, or no quiz.
    bool showQuiz();
    void leaveQuiz();
    bool isQuizShown() const;
    QuizView *quizView() const { return m_quiz; } // null: the lesson has no quiz

    // How long Play waits between steps, slow, normal and fast.
    static constexpr int kPlayIntervalsMs[] = {3000, 1500, 500};
    static constexpr int kPlayIntervalMs = kPlayIntervalsMs[1]; // the speed to begin with

    // Lesson ▸ Play Speed: one checkable action per speed, in kPlayIntervalsMs's order, then
    // "Skip steps with nothing to show".
    QList<QAction *> speedActions() const;
    int playIntervalMs() const;
    void setSkipsQuietSteps(bool skips);

signals:
    void errorOccurred(const QString &message);

private:
    void showProgress();
    void showTranscript();
    // After a step or a replay: the clock as the lesson left it.
    void noteClock();
    bool confirmDiscardingClockMove();
    // The Speed button's text: the pause Play makes.
    void showSpeed();
    // Runs the next step, which must exist, and shows what it printed.
    LessonStepResult runStep();
    // Play's next step: runs it, then at once each following step with nothing to show.
    void playStep();
    // Whether the step just run at `index` gave the class nothing to look at.
    bool showedNothing(int index, const LessonStepResult &result) const;
    // Show me: question `index`'s demo run, its lines in the transcript.
    void runDemo(int index);
    void appendLines(const QStringList &lines);

    LessonControl m_lesson;
    QLabel *m_title = nullptr;
    QTextBrowser *m_narration = nullptr;
    QLabel *m_position = nullptr;
    QPlainTextEdit *m_transcript = nullptr;
    QLabel *m_failures = nullptr;
    QComboBox *m_jump = nullptr;
    QAction *m_back = nullptr;
    QAction *m_step = nullptr;
    QAction *m_play = nullptr;
    QList<QAction *> m_speeds; // kPlayIntervalsMs's order
    QAction *m_skipQuiet = nullptr;
    QToolButton *m_speedButton = nullptr;
    QTimer *m_timer = nullptr;
    QAction *m_quizAction = nullptr;
    QToolButton *m_quizButton = nullptr;
    QToolButton *m_stepButton = nullptr;
    QScrollArea *m_quizArea = nullptr;
    QuizView *m_quiz = nullptr;
    QStringList m_failureLines;
    std::function<qint64()> m_clock;
    qint64 m_clockAfterStep = 0;
};

} // namespace lw
