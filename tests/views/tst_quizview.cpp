// The lesson's quiz in the lesson pane, offscreen, driven by a fake LessonControl: offered only at
// the lesson's end, choosing and checking (right and wrong, the marks and the explanation), Show
// me running the question's demo through the door with its lines in the transcript and its
// failures under it, the score, the keys, and a replay leaving the quiz.
#include "lesson/lessonpane.h"
#include "lesson/quizview.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace Qt::StringLiterals;
using namespace lw;

namespace {

// A lesson of two steps and three questions; runDemo prints two lines, and fails for the third
// question.
struct FakeLesson
{
    int next = 0;
    QStringList lines{u"# Lesson"_s};
    QList<int> demos; // the questions whose demo ran, in order
};

LessonControl fakeLesson(const std::shared_ptr<FakeLesson> &fake)
{
    LessonControl control;
    control.title = u"Quiz lesson"_s;
    control.steps = {u"1 · narrate: one"_s, u"2 · call PutItem"_s};
    control.narration = {u"One."_s, QString()};
    control.nextStep = [fake] { return fake->next; };
    control.runNext = [fake] {
        const QString line = u"step %1"_s.arg(++fake->next);
        fake->lines << line;
        return LessonStepResult{{line}, {}, false};
    };
    control.goTo = [fake](int index) {
        fake->next = index;
        fake->lines = QStringList{u"# Lesson"_s};
        return QString();
    };
    control.transcript = [fake] { return fake->lines; };
    control.quiz = {
        {u"Which expires?"_s,
         {u"ISO text"_s, u"Epoch seconds"_s, u"Milliseconds"_s},
         1,
         u"Only a Number of epoch seconds counts."_s},
        {u"Is a TTL delete free?"_s, {u"Yes"_s, u"No"_s}, 0, u"It consumes no write units."_s},
        {u"Which view type?"_s,
         {u"KEYS_ONLY"_s, u"NEW_IMAGE"_s, u"OLD_IMAGE"_s, u"BOTH"_s},
         3,
         u"Both images."_s},
    };
    control.runDemo = [fake](int index) {
        fake->demos << index;
        const QStringList lines{u"Q%1. asked"_s.arg(index + 1), u">>> demo %1"_s.arg(index + 1)};
        fake->lines << lines;
        if (index == 2)
            return LessonStepResult{lines, {u"quiz 3 step 1 (\"expect\"): failed"_s}, true};
        return LessonStepResult{lines, {}, false};
    };
    return control;
}

// A pane at the lesson's end with its quiz shown.
std::unique_ptr<LessonPane> quizPane(const std::shared_ptr<FakeLesson> &fake)
{
    auto pane = std::make_unique<LessonPane>(fakeLesson(fake));
    pane->resize(900, 700);
    pane->show();
    while (pane->step()) {
    }
    return pane;
}

QPushButton *button(const LessonPane &pane, const QString &name)
{
    return pane.findChild<QPushButton *>(name);
}

} // namespace

class TestQuizView : public QObject
{
    Q_OBJECT

private slots:
    void offeredAtTheEnd()
    {
        const auto fake = std::make_shared<FakeLesson>();
        LessonPane pane(fakeLesson(fake));
        pane.show();
        auto *quiz = pane.findChild<QAction *>(u"lessonQuizAction"_s);
        QVERIFY(quiz);
        QVERIFY(pane.lessonActions().contains(quiz));
        // "questions" once the English catalogue, which holds the plurals, is installed.
        QVERIFY2(quiz->text().startsWith(u"&Quiz (3 question"_s), qPrintable(quiz->text()));
        QVERIFY(!quiz->isEnabled());
        QVERIFY(!pane.findChild<QToolButton *>(u"lessonQuizButton"_s)->isVisible());
        QVERIFY(!pane.showQuiz());
        pane.step();
        pane.step();
        QVERIFY(quiz->isEnabled());
        QVERIFY(pane.findChild<QToolButton *>(u"lessonQuizButton"_s)->isVisible());
        quiz->trigger();
        QVERIFY(pane.isQuizShown());
        QVERIFY(pane.quizView()->isVisible());
        QVERIFY(!pane.findChild<QWidget *>(u"lessonNarration"_s)->isVisible());
        QCOMPARE(pane.findChild<QLabel *>(u"quizQuestion"_s)->text(), u"Which expires?"_s);
        QCOMPARE(pane.findChild<QLabel *>(u"quizProgress"_s)->text(), u"Question 1 of 3"_s);
        QCOMPARE(pane.findChild<QLabel *>(u"quizChoiceText1"_s)->text(), u"Epoch seconds"_s);
        button(pane, u"quizLeave"_s)->click();
        QVERIFY(!pane.isQuizShown());
        QVERIFY(pane.findChild<QWidget *>(u"lessonNarration"_s)->isVisible());
    }

    void noQuizNoOffer()
    {
        const auto fake = std::make_shared<FakeLesson>();
        LessonControl control = fakeLesson(fake);
        control.quiz.clear();
        control.runDemo = {};
        LessonPane pane(std::move(control));
        QCOMPARE(pane.lessonActions().size(), 3);
        QVERIFY(!pane.quizView());
        QVERIFY(!pane.findChild<QAction *>(u"lessonQuizAction"_s));
    }

    void checking_data()
    {
        QTest::addColumn<int>("choice");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("right") << 1 << u"✓ Right"_s;
        QTest::newRow("wrong") << 2 << u"✗ Wrong: the answer is b)"_s;
    }
    void checking()
    {
        QFETCH(int, choice);
        QFETCH(QString, verdict);
        const auto fake = std::make_shared<FakeLesson>();
        const auto pane = quizPane(fake);
        QVERIFY(pane->showQuiz());
        QuizView *quiz = pane->quizView();
        QVERIFY(!button(*pane, u"quizCheck"_s)->isEnabled()); // nothing picked yet
        pane->findChild<QRadioButton *>(u"quizChoice%1"_s.arg(choice))->click();
        QCOMPARE(quiz->chosen(), choice);
        QVERIFY(quiz->verdictText().isEmpty());
        QVERIFY(quiz->explanationText().isEmpty()); // the answer stays hidden until checked
        button(*pane, u"quizCheck"_s)->click();
        QVERIFY(quiz->isChecked(0));
        QCOMPARE(quiz->verdictText(), verdict);
        QCOMPARE(quiz->explanationText(), u"Only a Number of epoch seconds counts."_s);
        QVERIFY(quiz->isMarkedRight(1));
        QCOMPARE(quiz->isMarkedWrong(choice), choice != 1);
        QVERIFY(!quiz->isMarkedWrong(0));
        QCOMPARE(pane->findChild<QRadioButton *>(u"quizChoice1"_s)->text(), u"✓ b)"_s);
        // Checked is final: the first try is what the score counts.
        quiz->choose(0);
        QCOMPARE(quiz->chosen(), choice);
        QVERIFY(!button(*pane, u"quizCheck"_s)->isEnabled());
        QCOMPARE(quiz->rightCount(), choice == 1 ? 1 : 0);
        QVERIFY(fake->demos.isEmpty()); // checking runs nothing
    }

    void showMeRunsTheDemo()
    {
        const auto fake = std::make_shared<FakeLesson>();
        const auto pane = quizPane(fake);
        pane->showQuiz();
        pane->quizView()->next();
        QPushButton *showMe = button(*pane, u"quizShowMe"_s);
        showMe->click();
        QCOMPARE(fake->demos, QList<int>{1});
        QCOMPARE(pane->transcriptText(), u"# Lesson\nstep 1\nstep 2\nQ2. asked\n>>> demo 2"_s);
        QVERIFY(pane->quizView()->isDemoShown(1));
        QVERIFY(!showMe->isEnabled()); // once: its keys are written
        QVERIFY(pane->failureText().isEmpty());
        QVERIFY(pane->isQuizShown());
        // A demo that fails shows it as a failed step does.
        pane->quizView()->next();
        QVERIFY(showMe->isEnabled());
        showMe->click();
        QCOMPARE(fake->demos, (QList<int>{1, 2}));
        QCOMPARE(pane->failureText(), u"quiz 3 step 1 (\"expect\"): failed"_s);
        QVERIFY(pane->transcriptText().endsWith(u"Q3. asked\n>>> demo 3"_s));
    }

    void theScore()
    {
        const auto fake = std::make_shared<FakeLesson>();
        const auto pane = quizPane(fake);
        pane->showQuiz();
        QuizView *quiz = pane->quizView();
        const int picks[] = {1, 1, 3}; // right, wrong, right
        for (int pick : picks) {
            quiz->choose(pick);
            QVERIFY(quiz->check());
            button(*pane, u"quizNext"_s)->click();
        }
        QCOMPARE(quiz->current(), 3);
        QCOMPARE(quiz->scoreText(), u"2 of 3 right"_s);
        QCOMPARE(pane->findChild<QLabel *>(u"quizQuestion"_s)->text(), u"2 of 3 right"_s);
        QVERIFY(!button(*pane, u"quizNext"_s)->isVisible());
        QVERIFY(!button(*pane, u"quizShowMe"_s)->isVisible());
        // Previous goes back to the last question, checked as it was.
        button(*pane, u"quizPrevious"_s)->click();
        QCOMPARE(quiz->current(), 2);
        QCOMPARE(quiz->chosen(), 3);
        QVERIFY(quiz->isChecked(2));
        quiz->next();
        button(*pane, u"quizAgain"_s)->click();
        QCOMPARE(quiz->current(), 0);
        QCOMPARE(quiz->rightCount(), 0);
        QCOMPARE(quiz->scoreText(), u"0 of 3 right"_s);
    }

    void keys_data()
    {
        QTest::addColumn<QList<int>>("keys");
        QTest::addColumn<int>("current");
        QTest::addColumn<int>("chosen");
        QTest::addColumn<bool>("checked");
        QTest::newRow("2 picks b") << QList<int>{Qt::Key_2} << 0 << 1 << false;
        QTest::newRow("c picks c") << QList<int>{Qt::Key_C} << 0 << 2 << false;
        QTest::newRow("9 is no choice") << QList<int>{Qt::Key_9} << 0 << -1 << false;
        QTest::newRow("Enter checks") << QList<int>{Qt::Key_A, Qt::Key_Return} << 0 << 0 << true;
        QTest::newRow("Enter, Enter: next")
            << QList<int>{Qt::Key_B, Qt::Key_Enter, Qt::Key_Enter} << 1 << -1 << false;
        QTest::newRow("Enter with nothing picked")
            << QList<int>{Qt::Key_Return} << 0 << -1 << false;
        QTest::newRow("N next") << QList<int>{Qt::Key_N} << 1 << -1 << false;
        QTest::newRow("Page Down, Page Up")
            << QList<int>{Qt::Key_PageDown, Qt::Key_PageDown, Qt::Key_PageUp} << 1 << -1 << false;
        QTest::newRow("P at the first") << QList<int>{Qt::Key_P} << 0 << -1 << false;
    }
    void keys()
    {
        QFETCH(QList<int>, keys);
        QFETCH(int, current);
        QFETCH(int, chosen);
        QFETCH(bool, checked);
        const auto fake = std::make_shared<FakeLesson>();
        const auto pane = quizPane(fake);
        pane->showQuiz();
        QuizView *quiz = pane->quizView();
        for (int key : keys) {
            // Where the focus is: on a choice, which hands on what it does not take.
            QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget() : quiz;
            if (!quiz->isAncestorOf(target))
                target = quiz;
            QTest::keyClick(target, Qt::Key(key));
        }
        QCOMPARE(quiz->current(), current);
        QCOMPARE(quiz->chosen(), chosen);
        QCOMPARE(quiz->isChecked(current), checked);
    }

    void keysShowAndLeave()
    {
        const auto fake = std::make_shared<FakeLesson>();
        const auto pane = quizPane(fake);
        pane->showQuiz();
        QTest::keyClick(pane->quizView(), Qt::Key_S);
        QCOMPARE(fake->demos, QList<int>{0});
        QTest::keyClick(pane->quizView(), Qt::Key_S); // shown already: not again
        QCOMPARE(fake->demos, QList<int>{0});
        QTest::keyClick(pane->quizView(), Qt::Key_Escape);
        QVERIFY(!pane->isQuizShown());
    }

    // Back replays the lesson on a fresh workspace: the quiz is left and begins again.
    void aReplayLeavesTheQuiz()
    {
        const auto fake = std::make_shared<FakeLesson>();
        const auto pane = quizPane(fake);
        pane->showQuiz();
        QuizView *quiz = pane->quizView();
        quiz->choose(1);
        quiz->check();
        button(*pane, u"quizShowMe"_s)->click();
        pane->back();
        QVERIFY(!pane->isQuizShown());
        QCOMPARE(fake->next, 1);
        QVERIFY(!quiz->isChecked(0));
        QVERIFY(!quiz->isDemoShown(0));
        QVERIFY(!pane->findChild<QAction *>(u"lessonQuizAction"_s)->isEnabled());
        QVERIFY(!pane->showQuiz());
    }
};

QTEST_MAIN(TestQuizView)
#include "tst_quizview.moc"
