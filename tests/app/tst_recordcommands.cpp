// File ▸ Record Scenario and Save Scenario As… on a real session: what the user
// does from the console and the clock bar is recorded, saved as a scenario file, and that file
// played on a fresh workspace makes the same items; a refused start says why.
#include "commands/recordcommands.h"
#include "console/consolepane.h"
#include "engine/engine.h"
#include "scenario/lessons.h"
#include "scenario/player.h"
#include "session.h"
#include "sessiontest.h"
#include "window/mainwindow.h"
#include "workspace/workspace.h"

#include <QAction>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;

namespace {

Result<QJsonObject> consoleSend(MainWindow &window, const QString &action,
                                const QByteArray &request)
{
    auto *console = window.findChild<ConsolePane *>();
    console->setAction(action);
    console->setRequestText(QString::fromUtf8(request));
    return console->send();
}

const QByteArray kCreate =
    "{\"TableName\": \"Notes\", \"BillingMode\": \"PAY_PER_REQUEST\", \"KeySchema\": "
    "[{\"AttributeName\": \"id\", \"KeyType\": \"HASH\"}], \"AttributeDefinitions\": "
    "[{\"AttributeName\": \"id\", \"AttributeType\": \"S\"}]}";

} // namespace

class TestRecordCommands : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::isolateSettings(u"tst_recordcommands"_s);
        QVERIFY(m_dir.isValid());
    }

    void aRecordingReplaysToTheSameItems()
    {
        Session session;
        QVERIFY(session.open(m_dir.filePath(u"recorded"_s)));
        MainWindow &window = *session.window();
        RecordCommands *record = window.recordCommands();
        QVERIFY(record->recordAction()->isEnabled());
        record->recordAction()->trigger();
        QVERIFY(record->recordAction()->isChecked());
        QVERIFY(!record->statusLabel()->isHidden());

        QVERIFY(consoleSend(window, u"CreateTable"_s, kCreate));
        QVERIFY(consoleSend(window, u"PutItem"_s,
                            "{\"TableName\": \"Notes\", \"Item\": {\"id\": {\"S\": \"n1\"}, "
                            "\"text\": {\"S\": \"first\"}}}"));
        QVERIFY(!consoleSend(window, u"PutItem"_s, "{\"TableName\": \"Nope\", \"Item\": {}}"));
        Engine &engine = session.workspace().engine();
        const qint64 later = engine.nowMs() + 3600'000;
        // The clock bar's +1 h goes through the window's ClockControl, as a user's would.
        auto *clockMove = window.findChild<QAction *>(u"advanceHourAction"_s);
        QVERIFY(clockMove);
        clockMove->trigger();
        QCOMPARE(engine.nowMs(), later);
        QVERIFY(consoleSend(window, u"PutItem"_s,
                            "{\"TableName\": \"Notes\", \"Item\": {\"id\": {\"S\": \"n2\"}}}"));
        record->recordAction()->trigger();
        QVERIFY(!record->recordAction()->isChecked());

        const QString file = m_dir.filePath(u"recording.json"_s);
        QVERIFY(record->saveTo(file));
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QJsonObject scenario = QJsonDocument::fromJson(saved.readAll()).object();
        QStringList steps;
        for (const QJsonValue step : scenario.value(u"steps"_s).toArray()) {
            const QJsonObject object = step.toObject();
            steps << (object.contains(u"call"_s) ? object.value(u"call"_s).toString()
                                                 : object.keys().value(0));
        }
        QCOMPARE(steps.join(u", "_s), u"CreateTable, PutItem, clock, PutItem"_s);

        auto parsed = scenario::scenarioFromFile(file);
        QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error()));
        auto replayed = Workspace::open(m_dir.filePath(u"replayed"_s));
        QVERIFY(replayed);
        scenario::Player player(*parsed, **replayed);
        QVERIFY(player.start());
        QVERIFY2(player.playToEnd(), qPrintable(player.failures().join(u'\n')));
        const auto scan = [](Workspace &ws) {
            return ws.api().call(u"Scan", {{u"TableName"_s, u"Notes"_s}})->value(u"Items"_s);
        };
        QCOMPARE(scan(**replayed), scan(session.workspace()));
        QCOMPARE(scan(**replayed).toArray().size(), 2);
        QCOMPARE((*replayed)->engine().nowMs(), later);
    }

    void aWorkspaceWithTablesCannotStartARecording()
    {
        const QString dir = m_dir.filePath(u"made"_s);
        {
            auto workspace = Workspace::open(dir);
            QVERIFY(workspace);
            QVERIFY((*workspace)
                        ->api()
                        .call(u"CreateTable", QJsonDocument::fromJson(kCreate).object()));
        }
        Session session;
        QVERIFY(session.open(dir));
        RecordCommands *record = session.window()->recordCommands();
        QVERIFY(!record->setRecording(true));
        QVERIFY(!record->recordAction()->isChecked());
        auto *box = session.window()->findChild<QMessageBox *>();
        QVERIFY(box);
        QVERIFY2(box->text().contains(u"record from a fresh workspace"_s), qPrintable(box->text()));
        QVERIFY(!record->saveTo(m_dir.filePath(u"none.json"_s)));
        QVERIFY(!QFile::exists(m_dir.filePath(u"none.json"_s)));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestRecordCommands)
#include "tst_recordcommands.moc"
