// The lesson player: the lesson's title, the teacher's words for where it has
// got to, the transcript in the seed's request-log format, and Back, Step, Play and a jump list.
// Every pane of the window follows each step: the window hands the pane a LessonControl that
// reports each step and replay to the window's state (state/reportingdoors.h). Failed
// expectations show in red under the transcript.
//
// Keys: Step F10, Back Shift+F10, Play/Pause F9 (the pane's actions, for the window's menu).
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

namespace lw {

class LessonPane : public QWidget
{
    Q_OBJECT
public:
    explicit LessonPane(LessonControl lesson, QWidget *parent = nullptr);

    // Step, Back, Play: for the window's Lesson menu.
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

    // How long Play waits between steps.
    static constexpr int kPlayIntervalMs = 1500;

signals:
    void errorOccurred(const QString &message);

private:
    void showProgress();
    void showTranscript();
    // After a step or a replay: the clock as the lesson left it.
    void noteClock();
    bool confirmDiscardingClockMove();

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
    QTimer *m_timer = nullptr;
    QStringList m_failureLines;
    std::function<qint64()> m_clock;
    qint64 m_clockAfterStep = 0;
};

} // namespace lw
