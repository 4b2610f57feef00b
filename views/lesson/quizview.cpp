#include "lesson/quizview.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// A radio button's text does not wrap, and a choice cut at the pane's edge is one the class
// cannot weigh: the text is a label beside the button, and a click on it picks the choice.
class ChoiceText : public QLabel
{
public:
    explicit ChoiceText(QRadioButton *button) : m_button(button)
    {
        setWordWrap(true);
        setTextFormat(Qt::PlainText);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    }

protected:
    void mouseReleaseEvent(QMouseEvent *event) override
    {
        if (event->button() == Qt::LeftButton && m_button->isEnabled())
            m_button->click();
        QLabel::mouseReleaseEvent(event);
    }

private:
    QRadioButton *m_button;
};

QFont scaled(QFont font, qreal factor, bool bold = false)
{
    font.setPointSizeF(font.pointSizeF() * factor);
    font.setBold(bold);
    return font;
}

// Green and red as the lesson pane's failures are red, with a mark beside the colour: a
// projector washes colours out, and not everyone tells them apart.
constexpr const char *kRightColour = "#2e7d32";
constexpr const char *kWrongColour = "#c62828";

} // namespace

QuizView::QuizView(QList<LessonQuestion> questions, QWidget *parent)
    : QWidget(parent), m_questions(std::move(questions)), m_answers(m_questions.size()),
      m_choices(new QButtonGroup(this))
{
    setObjectName(u"quizView"_s);
    setFocusPolicy(Qt::StrongFocus);
    // The class reads it from the back of the room: everything larger than the window's text.
    m_progress = new QLabel;
    m_progress->setObjectName(u"quizProgress"_s);
    m_progress->setFont(scaled(font(), 1.1));
    m_question = new QLabel;
    m_question->setObjectName(u"quizQuestion"_s);
    m_question->setWordWrap(true);
    m_question->setTextFormat(Qt::PlainText);
    m_question->setFont(scaled(font(), 1.4, true));
    m_choiceRows = new QVBoxLayout;
    m_choiceRows->setSpacing(6);
    connect(m_choices, &QButtonGroup::idClicked, this, [this](int choice) {
        m_answers[m_current].chosen = choice;
        showState();
    });
    m_verdict = new QLabel;
    m_verdict->setObjectName(u"quizVerdict"_s);
    m_verdict->setFont(scaled(font(), 1.4, true));
    m_explanation = new QLabel;
    m_explanation->setObjectName(u"quizExplanation"_s);
    m_explanation->setWordWrap(true);
    m_explanation->setTextFormat(Qt::PlainText);
    m_explanation->setFont(scaled(font(), 1.25));

    const auto button = [this](const QString &text, const QString &name, const QString &tip) {
        auto *made = new QPushButton(text);
        made->setObjectName(name);
        made->setToolTip(tip);
        made->setFont(scaled(font(), 1.15));
        return made;
    };
    m_check = button(tr("Check"), u"quizCheck"_s, tr("Say whether the choice is right (Enter)"));
    m_showMe = button(tr("Show Me"), u"quizShowMe"_s,
                      tr("Run this question's demo on the workspace: every pane follows (S)"));
    m_previous = button(tr("← Previous"), u"quizPrevious"_s, tr("The question before (P)"));
    m_next = button(tr("Next →"), u"quizNext"_s, tr("The next question (N)"));
    m_again = button(tr("Start Again"), u"quizAgain"_s,
                     tr("Every answer forgotten: the first question again"));
    m_leave = button(tr("Leave Quiz"), u"quizLeave"_s, tr("Back to the lesson (Escape)"));
    connect(m_check, &QPushButton::clicked, this, &QuizView::check);
    connect(m_showMe, &QPushButton::clicked, this, [this] {
        if (m_current < questionCount())
            emit demoRequested(m_current);
    });
    connect(m_previous, &QPushButton::clicked, this, &QuizView::previous);
    connect(m_next, &QPushButton::clicked, this, &QuizView::next);
    connect(m_again, &QPushButton::clicked, this, [this] {
        const QList<Answer> before = m_answers;
        reset();
        for (int i = 0; i < questionCount(); ++i) // the workspace still holds what demos did
            m_answers[i].demoShown = before.at(i).demoShown;
        showQuestion(0);
    });
    connect(m_leave, &QPushButton::clicked, this, &QuizView::leaveRequested);

    // One row: at 1280×800 the pane is some 300 pixels high, and each line the buttons take is
    // one the explanation has not.
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_check, m_showMe, m_again})
        buttons->addWidget(b);
    buttons->addStretch(1);
    for (QPushButton *b : {m_previous, m_next, m_leave})
        buttons->addWidget(b);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(8);
    layout->addWidget(m_progress);
    layout->addWidget(m_question);
    layout->addLayout(m_choiceRows);
    layout->addWidget(m_verdict);
    layout->addWidget(m_explanation);
    layout->addLayout(buttons);
    layout->addStretch(1);
    showQuestion(0);
}

void QuizView::showQuestion(int index)
{
    m_current = std::clamp(index, 0, questionCount());
    showChoices();
    showState();
    // On a choice while one may be picked; else on the view, since a disabled button would hand
    // the focus, and the keys with it, to the next widget outside the quiz.
    if (m_current < questionCount() && !m_buttons.isEmpty() && !m_answers.at(m_current).checked)
        m_buttons.value(m_answers.at(m_current).chosen, m_buttons.first())->setFocus();
    else
        setFocus();
}

void QuizView::showChoices()
{
    const int count =
        m_current < questionCount() ? int(m_questions.at(m_current).choices.size()) : 0;
    // The rows are kept, and those a question needs shown: a key that picks a choice may
    // arrive at the button of another one.
    while (m_buttons.size() < count) {
        auto *button = new QRadioButton(QString(QChar(u'a' + int(m_buttons.size()))) + u')');
        button->setObjectName(u"quizChoice%1"_s.arg(m_buttons.size()));
        button->setFont(scaled(font(), 1.25, true));
        auto *text = new ChoiceText(button);
        text->setObjectName(u"quizChoiceText%1"_s.arg(m_buttons.size()));
        text->setFont(scaled(font(), 1.25));
        auto *row = new QHBoxLayout;
        row->addWidget(button, 0, Qt::AlignTop);
        row->addWidget(text, 1);
        m_choiceRows->addLayout(row);
        m_choices->addButton(button, int(m_buttons.size()));
        m_buttons << button;
        m_choiceTexts << text;
        m_marks << Mark::None;
    }
    m_choices->setExclusive(false); // so that no button is checked
    for (int i = 0; i < m_buttons.size(); ++i) {
        const bool shown = i < count;
        m_buttons.at(i)->setVisible(shown);
        m_choiceTexts.at(i)->setVisible(shown);
        m_buttons.at(i)->setChecked(shown && m_answers.at(m_current).chosen == i);
        if (shown)
            m_choiceTexts.at(i)->setText(m_questions.at(m_current).choices.at(i));
    }
    m_choices->setExclusive(true);
}

void QuizView::showState()
{
    const int count = questionCount();
    const bool onScore = m_current >= count;
    if (onScore) {
        m_progress->setText(tr("The quiz: %n question(s)", "", count));
        m_question->setText(scoreText());
        m_verdict->hide();
        const int unanswered = int(std::count_if(m_answers.begin(), m_answers.end(),
                                                 [](const Answer &a) { return !a.checked; }));
        m_explanation->setText(unanswered ? tr("%n question(s) not checked.", "", unanswered)
                                          : QString());
        m_explanation->setVisible(unanswered > 0);
    } else {
        const LessonQuestion &question = m_questions.at(m_current);
        const Answer &answer = m_answers.at(m_current);
        m_progress->setText(tr("Question %1 of %2").arg(m_current + 1).arg(count));
        m_question->setText(question.question);
        for (int i = 0; i < question.choices.size(); ++i) {
            m_buttons.at(i)->setEnabled(!answer.checked);
            markChoice(i, !answer.checked        ? Mark::None
                          : i == question.answer ? Mark::Right
                          : i == answer.chosen   ? Mark::Wrong
                                                 : Mark::None);
        }
        m_verdict->setVisible(answer.checked);
        if (answer.checked) {
            const bool right = answer.chosen == question.answer;
            m_verdict->setText(
                right ? tr("✓ Right")
                      : tr("✗ Wrong: the answer is %1)").arg(QChar(u'a' + question.answer)));
            m_verdict->setStyleSheet(
                u"color: %1"_s.arg(QLatin1StringView(right ? kRightColour : kWrongColour)));
        }
        m_explanation->setText(question.explanation);
        m_explanation->setVisible(answer.checked);
    }
    m_check->setVisible(!onScore);
    m_check->setEnabled(!onScore && !m_answers.at(m_current).checked &&
                        m_answers.at(m_current).chosen >= 0);
    m_showMe->setVisible(!onScore);
    const bool shown = !onScore && m_answers.at(m_current).demoShown;
    m_showMe->setEnabled(!onScore && !shown);
    m_showMe->setText(shown ? tr("Shown") : tr("Show Me"));
    m_previous->setEnabled(m_current > 0);
    m_next->setVisible(!onScore);
    m_next->setText(m_current + 1 >= count ? tr("Score →") : tr("Next →"));
    m_again->setVisible(onScore);
    emit contentChanged();
}

void QuizView::markChoice(int choice, Mark mark)
{
    m_marks[choice] = mark;
    const char *colour = mark == Mark::Right   ? kRightColour
                         : mark == Mark::Wrong ? kWrongColour
                                               : nullptr;
    const QString style = colour ? u"color: %1"_s.arg(QLatin1StringView(colour)) : QString();
    m_buttons.at(choice)->setStyleSheet(style);
    m_choiceTexts.at(choice)->setStyleSheet(style);
    const QString letter = QString(QChar(u'a' + choice)) + u')';
    m_buttons.at(choice)->setText(mark == Mark::Right   ? u"✓ "_s + letter
                                  : mark == Mark::Wrong ? u"✗ "_s + letter
                                                        : letter);
}

void QuizView::choose(int choice)
{
    if (m_current >= questionCount() || m_answers.at(m_current).checked || choice < 0 ||
        choice >= m_questions.at(m_current).choices.size())
        return;
    m_buttons.at(choice)->setChecked(true);
    m_buttons.at(choice)->setFocus();
    m_answers[m_current].chosen = choice;
    showState();
}

int QuizView::chosen() const
{
    return m_current < questionCount() ? m_answers.at(m_current).chosen : -1;
}

bool QuizView::check()
{
    if (m_current >= questionCount() || m_answers.at(m_current).checked ||
        m_answers.at(m_current).chosen < 0)
        return false;
    m_answers[m_current].checked = true;
    showState();
    setFocus(); // the choices are disabled now
    return true;
}

void QuizView::next()
{
    if (m_current < questionCount())
        showQuestion(m_current + 1);
}

void QuizView::previous()
{
    if (m_current > 0)
        showQuestion(m_current - 1);
}

QRect QuizView::answerArea() const
{
    if (m_verdict->isHidden())
        return {};
    return QRect(QPoint(0, m_verdict->y()), QPoint(width(), m_next->geometry().bottom()));
}

int QuizView::rightCount() const
{
    int right = 0;
    for (int i = 0; i < questionCount(); ++i)
        right += m_answers.at(i).checked && m_answers.at(i).chosen == m_questions.at(i).answer;
    return right;
}

QString QuizView::scoreText() const
{
    return tr("%1 of %2 right").arg(rightCount()).arg(questionCount());
}

QString QuizView::verdictText() const
{
    return m_verdict->isHidden() ? QString() : m_verdict->text();
}

QString QuizView::explanationText() const
{
    return m_explanation->isHidden() ? QString() : m_explanation->text();
}

bool QuizView::isMarkedRight(int choice) const
{
    return m_marks.value(choice) == Mark::Right;
}

bool QuizView::isMarkedWrong(int choice) const
{
    return m_marks.value(choice) == Mark::Wrong;
}

void QuizView::setDemoShown(int index)
{
    if (index < 0 || index >= questionCount())
        return;
    m_answers[index].demoShown = true;
    showState();
}

void QuizView::reset()
{
    m_answers = QList<Answer>(m_questions.size());
    showQuestion(0);
}

void QuizView::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    if (key >= Qt::Key_1 && key <= Qt::Key_9) {
        choose(key - Qt::Key_1);
    } else if (key >= Qt::Key_A && key <= Qt::Key_I &&
               !(event->modifiers() & ~Qt::KeypadModifier)) {
        choose(key - Qt::Key_A);
    } else if (key == Qt::Key_Return || key == Qt::Key_Enter) {
        if (m_current < questionCount() && m_answers.at(m_current).checked)
            next();
        else
            check();
    } else if (key == Qt::Key_N || key == Qt::Key_PageDown) {
        next();
    } else if (key == Qt::Key_P || key == Qt::Key_PageUp) {
        previous();
    } else if (key == Qt::Key_S) {
        if (m_showMe->isVisible() && m_showMe->isEnabled())
            m_showMe->click();
    } else if (key == Qt::Key_Escape) {
        emit leaveRequested();
    } else {
        return QWidget::keyPressEvent(event);
    }
    event->accept();
}

} // namespace lw
