// A built-in lesson played in a real session's window: Play runs at the speed chosen and, when told
// to, does not wait on a step with nothing to show.
#include "lesson/lessonpane.h"
#include "lessonsession.h"
#include "scenario/lessons.h"
#include "session.h"
#include "sessiontest.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;

class TestLessonPlayer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(u"tst_lessonplayer"_s); }

    void playSkipsWhatShowsNothing_data()
    {
        QTest::addColumn<bool>("skip");
        QTest::addColumn<int>("next"); // the step Play left next after one wait
        // Step 10 checks an expectation (quiet); step 11 narrates, step 12 queries.
        QTest::newRow("skipping") << true << 11;
        QTest::newRow("not skipping") << false << 10;
    }

    void playSkipsWhatShowsNothing()
    {
        QFETCH(bool, skip);
        QFETCH(int, next);
        auto lesson = scenario::builtInLesson(u"30"_s);
        QVERIFY2(lesson, qPrintable(lesson ? QString() : lesson.error()));
        Session session;
        auto played = LessonSession::open(session, *lesson);
        QVERIFY2(played, qPrintable(played ? QString() : played.error()));
        MainWindow *window = session.window();
        window->showLesson((*played)->control());
        LessonPane *pane = window->lessonPane();
        const QList<QAction *> speeds = pane->speedActions();
        QCOMPARE(speeds.size(), 4); // slow, normal, fast, then the skipping
        speeds[2]->trigger();
        QCOMPARE(pane->playIntervalMs(), LessonPane::kPlayIntervalsMs[2]);
        pane->setSkipsQuietSteps(skip);
        QCOMPARE(speeds[3]->isChecked(), skip);
        pane->jumpTo(9); // step 10, the expectation, next
        pane->setPlaying(true);
        QTRY_VERIFY_WITH_TIMEOUT(pane->transcriptText().contains(u"--- ok"_s) &&
                                     (*played)->player().nextStep() >= 10,
                                 5 * LessonPane::kPlayIntervalsMs[2]);
        pane->setPlaying(false);
        QCOMPARE((*played)->player().nextStep(), next);
    }
};

QTEST_MAIN(TestLessonPlayer)
#include "tst_lessonplayer.moc"
