#include "lesson/lessonpane.h"

#include "lesson/quizview.h"

#include "time/timetext.h"

#include <QAbstractItemView>
#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// The teacher's words: as tall as the text at the box's width, so that the whole paragraph shows
// while the pane has room, and scrolling (never cut off) when it has not. Four lines at least.
class NarrationBox : public QTextBrowser
{
public:
    NarrationBox()
    {
        setFrameShape(QFrame::StyledPanel);
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
        setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        document()->setDocumentMargin(8);
    }

    QSize sizeHint() const override
    {
        QTextDocument measure;
        measure.setDefaultFont(font());
        measure.setDocumentMargin(document()->documentMargin());
        measure.setPlainText(toPlainText());
        measure.setTextWidth(viewport()->width() > 0 ? viewport()->width() : 320);
        return {QTextBrowser::sizeHint().width(),
                int(std::ceil(measure.size().height())) + 2 * frameWidth()};
    }
    QSize minimumSizeHint() const override
    {
        return {QTextBrowser::minimumSizeHint().width(), fontMetrics().lineSpacing() * 4 +
                                                             int(2 * document()->documentMargin()) +
                                                             2 * frameWidth()};
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QTextBrowser::resizeEvent(event);
        if (event->size().width() != event->oldSize().width())
            updateGeometry(); // the text wraps anew: another height
    }
};

// The quiz, as tall as its question, choices, explanation and buttons at the area's width (a
// scroll area's own hint stops at 24 lines), so that the buttons show while the pane has room;
// scrolling when it has not. The transcript below gets what is left.
class QuizArea : public QScrollArea
{
public:
    QSize sizeHint() const override
    {
        QSize hint = QScrollArea::sizeHint();
        if (const QWidget *content = widget(); content && content->hasHeightForWidth())
            hint.setHeight(
                content->heightForWidth(viewport()->width() > 0 ? viewport()->width() : 320) +
                2 * frameWidth());
        return hint;
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QScrollArea::resizeEvent(event);
        if (event->size().width() != event->oldSize().width())
            updateGeometry(); // the texts wrap anew: another height
    }
};

} // namespace

LessonPane::LessonPane(LessonControl lesson, QWidget *parent)
    : QWidget(parent), m_lesson(std::move(lesson)), m_timer(new QTimer(this))
{
    m_title = new QLabel(m_lesson.title);
    m_title->setObjectName(u"lessonTitle"_s);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);

    m_narration = new NarrationBox;
    m_narration->setObjectName(u"lessonNarration"_s);
    QFont narrationFont = m_narration->font();
    narrationFont.setPointSizeF(narrationFont.pointSizeF() * 1.15);
    m_narration->setFont(narrationFont);

    m_back = new QAction(tr("&Back"), this);
    m_back->setShortcut(Qt::SHIFT | Qt::Key_F10);
    m_back->setToolTip(tr("Go back one step: the lesson is played again up to there (Shift+F10)"));
    connect(m_back, &QAction::triggered, this, &LessonPane::back);
    m_step = new QAction(tr("&Step"), this);
    m_step->setShortcut(Qt::Key_F10);
    m_step->setToolTip(tr("Run the next step (F10)"));
    connect(m_step, &QAction::triggered, this, &LessonPane::step);
    m_play = new QAction(tr("&Play"), this);
    m_play->setCheckable(true);
    m_play->setShortcut(Qt::Key_F9);
    m_play->setToolTip(tr("Run the steps one after another (F9 pauses)"));
    connect(m_play, &QAction::toggled, this, &LessonPane::setPlaying);
    m_timer->setInterval(kPlayIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &LessonPane::playStep);
    auto *speeds = new QActionGroup(this);
    const char *speedTexts[] = {QT_TR_NOOP("&Slow (3 s a step)"),
                                QT_TR_NOOP("&Normal (1.5 s a step)"),
                                QT_TR_NOOP("&Fast (0.5 s a step)")};
    for (int speed = 0; speed < int(std::size(kPlayIntervalsMs)); ++speed) {
        QAction *action = speeds->addAction(tr(speedTexts[speed]));
        action->setCheckable(true);
        action->setChecked(kPlayIntervalsMs[speed] == kPlayIntervalMs);
        action->setObjectName(u"lessonSpeed%1Action"_s.arg(speed));
        connect(action, &QAction::triggered, this, [this, speed] {
            m_timer->setInterval(kPlayIntervalsMs[speed]);
            showSpeed();
        });
        m_speeds << action;
    }
    m_skipQuiet = new QAction(tr("S&kip Steps With Nothing to Show"), this);
    m_skipQuiet->setObjectName(u"lessonSkipQuietAction"_s);
    m_skipQuiet->setCheckable(true);
    m_skipQuiet->setChecked(true);
    m_skipQuiet->setToolTip(tr("While playing, run checks and steps that print nothing without "
                               "waiting"));
    m_speedButton = new QToolButton;
    m_speedButton->setObjectName(u"lessonSpeedButton"_s);
    m_speedButton->setToolTip(tr("How fast Play runs the steps"));
    m_speedButton->setPopupMode(QToolButton::InstantPopup);
    auto *speedMenu = new QMenu(m_speedButton);
    speedMenu->addActions(m_speeds);
    speedMenu->addSeparator();
    speedMenu->addAction(m_skipQuiet);
    m_speedButton->setMenu(speedMenu);
    showSpeed();

    m_jump = new QComboBox;
    m_jump->setObjectName(u"lessonJump"_s);
    m_jump->addItems(m_lesson.steps);
    // The steps' lines are long: sized by them, the list would claim the window's width.
    m_jump->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_jump->setMinimumContentsLength(16);
    m_jump->addItem(tr("The end"));
    // Closed, the list shows the start of the step; open, each step whole (as wide as the
    // longest, the screen allowing), and its tooltip holds it too.
    for (int i = 0; i < m_jump->count(); ++i)
        m_jump->setItemData(i, m_jump->itemText(i), Qt::ToolTipRole);
    m_jump->view()->setTextElideMode(Qt::ElideNone);
    m_jump->view()->setMinimumWidth(m_jump->view()->sizeHintForColumn(0) +
                                    m_jump->view()->verticalScrollBar()->sizeHint().width());
    m_jump->setToolTip(tr("Jump to a step: the lesson is played up to just before it"));
    connect(m_jump, &QComboBox::activated, this, &LessonPane::jumpTo);

    auto *controls = new QHBoxLayout;
    for (QAction *action : {m_back, m_step, m_play}) {
        auto *button = new QToolButton;
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        controls->addWidget(button);
        if (action == m_step)
            m_stepButton = button;
    }
    controls->addWidget(m_speedButton);
    controls->addWidget(m_jump, 1);
    if (!m_lesson.quiz.isEmpty()) {
        m_quizAction =
            new QAction(tr("&Quiz (%n question(s))", "", int(m_lesson.quiz.size())), this);
        m_quizAction->setObjectName(u"lessonQuizAction"_s);
        m_quizAction->setShortcut(Qt::Key_F8);
        m_quizAction->setToolTip(tr("Check what the class learnt: each answer can be shown on "
                                    "the workspace (F8)"));
        connect(m_quizAction, &QAction::triggered, this, &LessonPane::showQuiz);
        m_quizButton = new QToolButton;
        m_quizButton->setObjectName(u"lessonQuizButton"_s);
        m_quizButton->setDefaultAction(m_quizAction);
        m_quizButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
        // In Step's place once the lesson is at its end, where Step has nothing left to run: the
        // row is as wide as before, and the items beside the pane keep their room at 1280×800.
        controls->insertWidget(2, m_quizButton);
        m_quiz = new QuizView(m_lesson.quiz);
        connect(m_quiz, &QuizView::demoRequested, this, &LessonPane::runDemo);
        connect(m_quiz, &QuizView::leaveRequested, this, &LessonPane::leaveQuiz);
        // Scrolling, never cut off, when the pane is short; as wide as the pane, so that the
        // texts wrap.
        m_quizArea = new QuizArea;
        m_quizArea->setObjectName(u"lessonQuizArea"_s);
        m_quizArea->setWidget(m_quiz);
        m_quizArea->setWidgetResizable(true);
        m_quizArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        m_quizArea->setFrameShape(QFrame::StyledPanel);
        m_quizArea->hide();
        connect(m_quiz, &QuizView::contentChanged, m_quizArea, [this] {
            m_quizArea->updateGeometry();
            // Once laid out anew: a checked question scrolls to its verdict, another to its top.
            QTimer::singleShot(0, m_quizArea, [this] {
                const QRect answer = m_quiz->answerArea();
                const int margin = 8;
                // The buttons too if there is room, the verdict's top in any case.
                const int buttonsShown =
                    answer.bottom() + margin - m_quizArea->viewport()->height();
                m_quizArea->verticalScrollBar()->setValue(
                    answer.isNull() ? 0
                                    : std::min(answer.top() - margin, std::max(buttonsShown, 0)));
            });
        });
    }
    m_position = new QLabel;
    m_position->setObjectName(u"lessonPosition"_s);

    m_transcript = new QPlainTextEdit;
    m_transcript->setObjectName(u"lessonTranscript"_s);
    m_transcript->setReadOnly(true);
    // Wrapped, not scrolled sideways: a narration line cut at the pane's edge is a sentence the
    // class never finishes. Copying the text still gives the transcript's own lines.
    m_transcript->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_transcript->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_transcript->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // The narration has the first claim on the pane's height, the transcript what is left
    // (two lines at least): what the teacher says is what the class reads.
    m_transcript->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    m_transcript->setMinimumHeight(m_transcript->fontMetrics().lineSpacing() * 2 +
                                   int(2 * m_transcript->document()->documentMargin()) +
                                   2 * m_transcript->frameWidth());
    m_failures = new QLabel;
    m_failures->setObjectName(u"lessonFailures"_s);
    m_failures->setWordWrap(true);
    m_failures->setStyleSheet(u"color: #c62828; font-weight: bold"_s);
    m_failures->hide();

    // Every line the pane's frame takes is one the narration has not: at 1280×800 the pane is
    // some 300 pixels high, so the position shares the title's line and the margins are thin.
    auto *heading = new QHBoxLayout;
    heading->addWidget(m_title, 1);
    heading->addWidget(m_position, 0, Qt::AlignRight | Qt::AlignVCenter);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addLayout(heading);
    layout->addWidget(m_narration, 0);
    if (m_quizArea)
        layout->addWidget(m_quizArea, 0); // as the narration: the transcript takes what is left
    layout->addLayout(controls);
    layout->addWidget(m_transcript, 1);
    layout->addWidget(m_failures);
    showTranscript();
    showProgress();
}

QList<QAction *> LessonPane::lessonActions() const
{
    if (m_quizAction)
        return {m_step, m_back, m_play, m_quizAction};
    return {m_step, m_back, m_play};
}

bool LessonPane::showQuiz()
{
    if (!m_quiz || m_lesson.nextStep() < m_lesson.steps.size())
        return false;
    setPlaying(false);
    m_narration->hide();
    m_quizArea->show();
    m_quiz->setFocus();
    m_quiz->showQuestion(m_quiz->current()); // the focus on its choices
    showProgress();
    return true;
}

void LessonPane::leaveQuiz()
{
    if (!m_quiz)
        return;
    m_quizArea->hide();
    m_narration->show();
    showProgress();
}

bool LessonPane::isQuizShown() const
{
    return m_quizArea && !m_quizArea->isHidden();
}

void LessonPane::runDemo(int index)
{
    if (!m_lesson.runDemo)
        return;
    const LessonStepResult result = m_lesson.runDemo(index);
    appendLines(result.lines);
    m_failureLines << result.failures;
    m_quiz->setDemoShown(index);
    noteClock(); // a demo may move the clock: Back asks about moves after it only
    showProgress();
}

void LessonPane::appendLines(const QStringList &lines)
{
    for (const QString &line : lines)
        m_transcript->appendPlainText(line);
}

QString LessonPane::transcriptText() const
{
    return m_transcript->toPlainText();
}

QString LessonPane::narrationText() const
{
    return m_narration->toPlainText();
}

QString LessonPane::failureText() const
{
    return m_failures->text();
}

bool LessonPane::isPlaying() const
{
    return m_timer->isActive();
}

QList<QAction *> LessonPane::speedActions() const
{
    return QList<QAction *>(m_speeds) << m_skipQuiet;
}

int LessonPane::playIntervalMs() const
{
    return m_timer->interval();
}

void LessonPane::setSkipsQuietSteps(bool skips)
{
    m_skipQuiet->setChecked(skips);
}

void LessonPane::showSpeed()
{
    // The button is short (the jump list beside it needs the room): the pause alone.
    m_speedButton->setText(tr("%1 s", "a pause between steps")
                               .arg(QLocale().toString(m_timer->interval() / 1000.0, 'g', 2)));
    // Room for the menu's arrow beside the text, which the style's hint leaves out.
    m_speedButton->setMinimumWidth(m_speedButton->sizeHint().width() +
                                   2 * m_speedButton->fontMetrics().averageCharWidth());
}

bool LessonPane::showedNothing(int index, const LessonStepResult &result) const
{
    if (m_lesson.quiet.value(index) && result.failures.isEmpty())
        return true; // a check that held
    return result.lines.isEmpty() && m_lesson.narration.value(index).isEmpty();
}

void LessonPane::playStep()
{
    // The lesson runs on while what it runs shows nothing; each step still reaches every pane.
    for (;;) {
        const int index = m_lesson.nextStep();
        if (index >= m_lesson.steps.size()) {
            setPlaying(false);
            return;
        }
        const LessonStepResult result = runStep();
        if (result.stopped) {
            setPlaying(false);
            return;
        }
        if (!m_skipQuiet->isChecked() || !showedNothing(index, result))
            return;
    }
}

bool LessonPane::step()
{
    if (m_lesson.nextStep() >= m_lesson.steps.size())
        return false;
    return !runStep().stopped;
}

LessonStepResult LessonPane::runStep()
{
    LessonStepResult result = m_lesson.runNext();
    appendLines(result.lines);
    m_failureLines << result.failures;
    noteClock();
    showProgress();
    return result;
}

void LessonPane::back()
{
    if (!confirmDiscardingClockMove())
        return;
    jumpTo(std::max(m_lesson.nextStep() - 1, 0));
}

void LessonPane::setClock(std::function<qint64()> nowMs)
{
    m_clock = std::move(nowMs);
    noteClock();
}

void LessonPane::noteClock()
{
    if (m_clock)
        m_clockAfterStep = m_clock();
}

bool LessonPane::confirmDiscardingClockMove()
{
    if (!m_clock || m_clock() == m_clockAfterStep)
        return true;
    const qint64 moved = m_clock() - m_clockAfterStep;
    const QString by = formatDurationMs(std::abs(moved));
    const QString text =
        moved > 0 ? tr("The clock moved %1 forward since the lesson's last step. Going back "
                       "replays the lesson on a fresh workspace: that move, and anything done "
                       "since, is dropped.")
                        .arg(by)
                  : tr("The clock went %1 back since the lesson's last step. Going back replays "
                       "the lesson on a fresh workspace: that change, and anything done since, "
                       "is dropped.")
                        .arg(by);
    QMessageBox box(QMessageBox::Question, tr("Go back a step?"), text, QMessageBox::Cancel, this);
    box.setObjectName(u"discardClockMoveBox"_s);
    QPushButton *back = box.addButton(tr("&Go Back"), QMessageBox::DestructiveRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == back;
}

void LessonPane::jumpTo(int index)
{
    setPlaying(false);
    const QString error = m_lesson.goTo(std::clamp(index, 0, int(m_lesson.steps.size())));
    if (!error.isEmpty())
        emit errorOccurred(error);
    m_failureLines.clear(); // what a replay finds is in its transcript
    if (m_quiz) {
        // The fresh workspace holds no demo's work: the quiz begins again.
        m_quiz->reset();
        leaveQuiz();
    }
    noteClock();
    showTranscript();
    showProgress();
}

void LessonPane::setPlaying(bool playing)
{
    if (playing && m_lesson.nextStep() >= m_lesson.steps.size())
        playing = false;
    if (playing)
        m_timer->start();
    else
        m_timer->stop();
    const QSignalBlocker block(m_play);
    m_play->setChecked(playing);
    m_play->setText(playing ? tr("&Pause") : tr("&Play"));
}

void LessonPane::showTranscript()
{
    m_transcript->setPlainText(m_lesson.transcript().join(u'\n'));
    m_transcript->verticalScrollBar()->setValue(m_transcript->verticalScrollBar()->maximum());
}

void LessonPane::showProgress()
{
    const int next = m_lesson.nextStep();
    const int count = int(m_lesson.steps.size());
    // The teacher's words: the last narration at or before the step just run.
    QString words;
    for (int i = std::min(next, count) - 1; i >= 0 && words.isEmpty(); --i)
        words = m_lesson.narration.value(i);
    m_narration->setPlainText(words.isEmpty() ? tr("Press Step (F10) to begin.") : words);
    m_narration->updateGeometry(); // its height follows its text
    m_position->setText(next >= count ? tr("The end: all %n steps run", "", count)
                                      : tr("Step %1 of %2 next").arg(next + 1).arg(count));
    m_jump->setCurrentIndex(std::min(next, count));
    m_step->setEnabled(next < count);
    if (m_quizAction) {
        m_quizAction->setEnabled(next >= count);
        m_quizButton->setVisible(next >= count && !isQuizShown());
        m_stepButton->setVisible(next < count);
    }
    m_back->setEnabled(next > 0);
    m_failures->setText(m_failureLines.join(u'\n'));
    m_failures->setVisible(!m_failureLines.isEmpty());
    m_transcript->verticalScrollBar()->setValue(m_transcript->verticalScrollBar()->maximum());
}

} // namespace lw
