// A built-in lesson played in a real session's window: the request log shows the calls its steps
// send (and again, after a note, those a replay sends on its fresh workspace), but neither its
// expectations' own looks at the data nor the reads the window's panes make to show each step;
// Play runs at the speed chosen and, when told to, does not wait on a step with nothing to show.
#include "console/requestlogpane.h"
#include "lesson/lessonpane.h"
#include "lessonsession.h"
#include "scenario/lessons.h"
#include "session.h"
#include "sessiontest.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;

namespace {

// The action of each entry in the log, in order, and "replayed" for a replay's note.
QStringList entries(const RequestLogPane &log)
{
    QStringList out;
    static const QRegularExpression call(u"^>>> (\\w+)"_s);
    for (const QString &line : log.text().split(u'\n')) {
        if (const QRegularExpressionMatch match = call.match(line); match.hasMatch())
            out << match.captured(1);
        else if (line.startsWith(u"--- the lesson played again"_s))
            out << u"replayed"_s;
    }
    return out;
}

} // namespace

class TestLessonPlayer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(u"tst_lessonplayer"_s); }

    void theLogShowsTheLessonsCalls_data()
    {
        QTest::addColumn<int>("jumpTo"); // after stepping to the end; -1: no jump
        QTest::addColumn<QStringList>("expected");
        const QStringList all{u"CreateTable"_s,
                              u"UpdateTimeToLive"_s,
                              u"DescribeTimeToLive"_s,
                              u"BatchWriteItem"_s,
                              u"Query"_s,
                              u"Query"_s,
                              u"PutItem"_s,
                              u"GetItem"_s,
                              u"Query"_s};
        QTest::newRow("stepped to the end") << -1 << all;
        QTest::newRow("then back to step 4")
            << 3
            << (QStringList(all) << u"replayed"_s << u"CreateTable"_s << u"UpdateTimeToLive"_s);
        QTest::newRow("then restarted") << 0 << (QStringList(all) << u"replayed"_s);
    }

    void theLogShowsTheLessonsCalls()
    {
        QFETCH(int, jumpTo);
        QFETCH(QStringList, expected);
        auto lesson = scenario::builtInLesson(u"30"_s);
        QVERIFY2(lesson, qPrintable(lesson ? QString() : lesson.error()));
        Session session;
        auto played = LessonSession::open(session, *lesson);
        QVERIFY2(played, qPrintable(played ? QString() : played.error()));
        MainWindow *window = session.window();
        window->show();
        window->showLesson((*played)->control());
        auto *log = window->findChild<RequestLogPane *>();
        log->clear();
        for (const QString &pane : MainWindow::paneNames())
            window->showPane(pane); // each pane reads what it shows after every step
        LessonPane *pane = window->lessonPane();
        while (pane->step()) {
        }
        if (jumpTo >= 0)
            pane->jumpTo(jumpTo);
        QCOMPARE(entries(*log), expected);
    }

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
