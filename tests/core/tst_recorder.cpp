// The recorder (core/scenario/recorder.h): what a user does, recorded on one workspace and played
// on a fresh one by the player, gives the same workspace byte for byte; failed calls and the
// window's own reads are left out; a rewind drops the steps after it; the recording is the
// workspace's scenario and continues one a lesson left.
#include "engine/engine.h"
#include "scenario/lessons.h"
#include "scenario/player.h"
#include "scenario/recorder.h"
#include "testworkspace.h"
#include "workspacedump.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::scenario;
using namespace lw::test;

namespace {

const char *kSessions =
    "{\"TableName\": \"Sessions\", \"BillingMode\": \"PAY_PER_REQUEST\","
    " \"KeySchema\": [{\"AttributeName\": \"PK\", \"KeyType\": \"HASH\"}],"
    " \"AttributeDefinitions\": [{\"AttributeName\": \"PK\", \"AttributeType\": \"S\"}],"
    " \"StreamSpecification\": {\"StreamEnabled\": true,"
    " \"StreamViewType\": \"NEW_AND_OLD_IMAGES\"}}";

constexpr qint64 kStartMs = 1'792'496'917'261; // where seed 000 ran

// A workspace the way the window drives it: each call and clock move, then the recorder's hook.
struct Recorded
{
    TestWorkspace ws;
    Recorder recorder{ws.workspace()};

    Result<QJsonObject> call(const QString &action, const QJsonObject &request,
                             const CallOptions &options = {})
    {
        auto response = ws.workspace().api().call(action, request, options);
        setUp(u"recording "_s + action, recorder.called(action, request, response, options));
        return response;
    }
    Result<QJsonObject> call(const QString &action, const char *request)
    {
        return call(action, json(request));
    }
    void advance(qint64 byMs)
    {
        Engine &engine = ws.workspace().engine();
        QVERIFY(engine.advanceClock(engine.nowMs() + byMs));
        QVERIFY(recorder.clockMoved());
    }
    QJsonArray steps() const { return recorder.scenario().value(u"steps"_s).toArray(); }
};

QJsonObject putSession(const QString &pk, qint64 expiresAtSeconds, const QString &note = {})
{
    QJsonObject item{{u"PK"_s, QJsonObject{{u"S"_s, pk}}},
                     {u"expiresAt"_s, QJsonObject{{u"N"_s, QString::number(expiresAtSeconds)}}}};
    if (!note.isEmpty())
        item.insert(u"note"_s, QJsonObject{{u"S"_s, note}});
    return {{u"TableName"_s, u"Sessions"_s}, {u"Item"_s, item}};
}

QByteArray storedScenario(Workspace &workspace)
{
    auto stored = workspace.engine().scenarioJson();
    if (!setUp(u"scenarioJson failed"_s, stored))
        return {};
    return *stored;
}

// Plays `json` on a fresh workspace in `ws`; every step must pass.
void play(const QByteArray &json, TestWorkspace &ws)
{
    auto parsed = parseScenario(json);
    QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error()));
    Player player(*parsed, ws.workspace());
    QVERIFY(player.start());
    QVERIFY2(player.playToEnd(), qPrintable(player.failures().join(u'\n')));
}

QJsonArray scan(TestWorkspace &ws)
{
    return ws.ok(u"Scan"_s, "{\"TableName\": \"Sessions\"}").value(u"Items"_s).toArray();
}

} // namespace

class TestRecorder : public QObject
{
    Q_OBJECT

private slots:
    // Calls, clock moves, a sweep, consumers archiving on the way: the replay is the same bytes.
    void replayGivesTheSameWorkspace()
    {
        Recorded r;
        Engine &engine = r.ws.workspace().engine();
        QVERIFY(engine.setClock(kStartMs));
        SweeperSettings instant;
        instant.preset = SweeperSettings::Preset::Instant;
        QVERIFY(engine.setSweeper(instant));
        QVERIFY(r.recorder.start());
        QVERIFY(r.recorder.isRecording());
        const qint64 now = kStartMs / 1000;

        QVERIFY(r.call(u"CreateTable"_s, kSessions));
        QVERIFY(r.call(u"UpdateTimeToLive"_s,
                       "{\"TableName\": \"Sessions\", \"TimeToLiveSpecification\": "
                       "{\"Enabled\": true, \"AttributeName\": \"expiresAt\"}}"));
        QVERIFY(r.call(u"CreateConsumer"_s, "{\"TableName\": \"Sessions\", \"ConsumerName\": "
                                            "\"archive\", \"Type\": \"ARCHIVER\"}"));
        QVERIFY(r.call(u"PutItem"_s, putSession(u"USER#alice"_s, now + 60)));
        QVERIFY(r.call(u"PutItem"_s, putSession(u"USER#bob"_s, now + 7200, u"costs ${5}"_s)));
        QVERIFY(r.call(u"PutItem"_s, putSession(u"USER#carol"_s, now + 30 * 86400)));
        // A failed call changed nothing: not recorded.
        QVERIFY(!r.call(u"PutItem"_s, json("{\"TableName\": \"Missing\", \"Item\": {}}")));
        // A read the user made is a step; the window's own refresh and the past view are not.
        QVERIFY(r.call(u"GetItem"_s, "{\"TableName\": \"Sessions\", \"Key\": {\"PK\": {\"S\": "
                                     "\"USER#alice\"}}}"));
        CallOptions pane;
        pane.metered = false;
        QVERIFY(r.call(u"Scan"_s, json("{\"TableName\": \"Sessions\"}"), pane));
        CallOptions past;
        past.asOfMs = kStartMs;
        QVERIFY(r.call(u"Scan"_s, json("{\"TableName\": \"Sessions\"}"), past));
        QCOMPARE(r.steps().size(), 7);

        r.advance(3'600'000); // alice expires and is swept, the archiver stores her
        QVERIFY(r.call(u"UpdateItem"_s,
                       "{\"TableName\": \"Sessions\", \"Key\": {\"PK\": {\"S\": \"USER#carol\"}}, "
                       "\"UpdateExpression\": \"SET visits = :one\", "
                       "\"ExpressionAttributeValues\": {\":one\": {\"N\": \"1\"}}}"));
        QVERIFY(engine.advanceClock(engine.nowMs() + 2 * 3'600'000)); // nobody told the recorder
        QVERIFY(engine.sweepNow());
        QVERIFY(r.recorder.swept());
        QVERIFY(
            r.call(u"DeleteItem"_s,
                   "{\"TableName\": \"Sessions\", \"Key\": {\"PK\": {\"S\": \"USER#carol\"}}}"));
        r.advance(1000); // the archiver polls
        r.recorder.stop();
        QVERIFY(!r.recorder.isRecording());
        QVERIFY(r.call(u"ListTables"_s, "{}")); // after stop: not recorded

        QStringList kinds;
        for (const QJsonValue step : r.steps())
            kinds << step.toObject().keys().first();
        QCOMPARE(kinds, (QStringList{u"call"_s, u"call"_s, u"call"_s, u"call"_s, u"call"_s,
                                     u"call"_s, u"call"_s, u"clock"_s, u"call"_s, u"clock"_s,
                                     u"sweep"_s, u"call"_s, u"clock"_s}));
        QCOMPARE(r.steps().at(9).toObject().value(u"clock"_s).toString(),
                 u"2026-10-20T14:48:37.261Z"_s);
        QCOMPARE(r.steps()
                     .at(4)
                     .toObject()
                     .value(u"request"_s)
                     .toObject()
                     .value(u"Item"_s)
                     .toObject()
                     .value(u"note"_s)
                     .toObject()
                     .value(u"S"_s)
                     .toString(),
                 u"costs $${5}"_s);
        const QByteArray stored = storedScenario(r.ws.workspace());
        QCOMPARE(stored, QJsonDocument(r.recorder.scenario()).toJson(QJsonDocument::Indented));
        QCOMPARE(engine.verify(), QStringList());

        TestWorkspace replay;
        play(stored, replay);
        QCOMPARE(scan(replay), scan(r.ws));
        QCOMPARE(replay.ok(u"GetItem"_s, "{\"TableName\": \"Sessions\", \"Key\": {\"PK\": "
                                         "{\"S\": \"USER#bob\"}}}"),
                 r.ws.ok(u"GetItem"_s, "{\"TableName\": \"Sessions\", \"Key\": {\"PK\": "
                                       "{\"S\": \"USER#bob\"}}}"));
        QCOMPARE(replay.workspace().engine().verify(), QStringList());
        replay.close();
        r.ws.close();
        // Items, indexes, history, stream records, consumers, the bucket: every byte.
        QCOMPARE(dumpWorkspace(replay.path()), dumpWorkspace(r.ws.path()));
    }

    // A console's PartiQL statement is recorded as a "statement" step (with its parameters); an
    // ExecuteStatement with other members stays a call. Both replay to the same items.
    void recordsStatementsAsStatementSteps()
    {
        Recorded r;
        QVERIFY(r.recorder.start());
        QVERIFY(r.call(u"CreateTable"_s, kSessions));
        QVERIFY(r.call(u"ExecuteStatement"_s,
                       "{\"Statement\": \"INSERT INTO Sessions VALUE {'PK': ?, 'n': 1}\", "
                       "\"Parameters\": [{\"S\": \"USER#${x}\"}]}"));
        QVERIFY(r.call(u"ExecuteStatement"_s,
                       "{\"Statement\": \"UPDATE Sessions SET n = 2 WHERE PK = 'USER#${x}'\", "
                       "\"ReturnValuesOnConditionCheckFailure\": \"ALL_OLD\"}"));
        r.recorder.stop();

        QCOMPARE(r.steps().size(), 3);
        const QJsonObject statement = r.steps().at(1).toObject();
        QCOMPARE(statement.keys(), (QStringList{u"parameters"_s, u"statement"_s}));
        QCOMPARE(r.steps().at(2).toObject().value(u"call"_s).toString(), u"ExecuteStatement"_s);
        QCOMPARE(statement.value(u"statement"_s).toString(),
                 u"INSERT INTO Sessions VALUE {'PK': ?, 'n': 1}"_s);
        QCOMPARE(statement.value(u"parameters"_s).toArray().at(0).toObject().value(u"S"_s),
                 u"USER#$${x}"_s);

        TestWorkspace replay;
        play(storedScenario(r.ws.workspace()), replay);
        QCOMPARE(scan(replay), scan(r.ws));
        QCOMPARE(scan(replay).size(), 1);
    }

    // A rewind drops the steps after its time and moves the recording's clock there.
    void aRewindDropsTheStepsAfterIt()
    {
        Recorded r;
        Engine &engine = r.ws.workspace().engine();
        QVERIFY(engine.setClock(kStartMs));
        QVERIFY(r.recorder.start());
        QVERIFY(r.call(u"CreateTable"_s, kSessions));
        QVERIFY(r.call(u"PutItem"_s, putSession(u"USER#alice"_s, 0)));
        r.advance(3'600'000);
        QVERIFY(r.call(u"PutItem"_s, putSession(u"USER#bob"_s, 0)));
        r.advance(3'600'000);
        QCOMPARE(r.steps().size(), 5);
        QVERIFY(engine.rewind(kStartMs + 1'800'000));
        QVERIFY(r.recorder.rewound(kStartMs + 1'800'000));
        QCOMPARE(r.steps().size(), 3);
        QCOMPARE(r.steps().at(2).toObject().value(u"clock"_s).toString(),
                 u"2026-10-20T12:18:37.261Z"_s);

        TestWorkspace replay;
        play(storedScenario(r.ws.workspace()), replay);
        QCOMPARE(scan(replay), scan(r.ws));
        QCOMPARE(scan(replay).size(), 1);
        QCOMPARE(replay.workspace().engine().nowMs(), engine.nowMs());
    }

    void refusesAWorkspaceNoScenarioMade()
    {
        TestWorkspace ws;
        QVERIFY(ws.call(u"CreateTable"_s, kSessions));
        Recorder recorder(ws.workspace());
        const Status started = recorder.start();
        QVERIFY(!started);
        QCOMPARE(started.error().message,
                 u"Cannot record: "_s + ws.path() +
                     u" holds tables that no scenario made; record from a fresh workspace"_s);
        QVERIFY(!recorder.isRecording());
        QVERIFY(storedScenario(ws.workspace()).isEmpty());
    }

    // A played lesson is the workspace's scenario; recording goes on after its steps, and a
    // rewind before the recording began cannot be recorded.
    void continuesALessonsScenario()
    {
        auto lesson = builtInLesson(u"30");
        QVERIFY(lesson);
        Recorded r;
        Player player(*lesson, r.ws.workspace());
        QVERIFY(player.start());
        QVERIFY(player.playToEnd());
        QCOMPARE(storedScenario(r.ws.workspace()), lesson->json);

        QVERIFY(r.recorder.start());
        const qsizetype lessonSteps = lesson->steps.size();
        QCOMPARE(r.steps().size(), lessonSteps);
        QVERIFY(r.call(u"DeleteTable"_s, "{\"TableName\": \"p30-ttl-expiry\"}"));
        QCOMPARE(r.steps().size(), lessonSteps + 1);
        QCOMPARE(r.steps().last().toObject().value(u"call"_s).toString(), u"DeleteTable"_s);
        auto reparsed = parseScenario(storedScenario(r.ws.workspace()));
        QVERIFY2(reparsed, reparsed ? "" : qPrintable(reparsed.error()));
        QCOMPARE(reparsed->slug, lesson->slug);

        const qint64 before = lesson->startMs;
        QVERIFY(r.ws.workspace().engine().rewind(before));
        const Status rewound = r.recorder.rewound(before);
        QVERIFY(!rewound);
        QVERIFY2(rewound.error().message.endsWith(
                     u"cannot be recorded: the steps before it have no times; recording "
                     u"stopped"_s),
                 qPrintable(rewound.error().message));
        QVERIFY(!r.recorder.isRecording());
    }
};

QTEST_GUILESS_MAIN(TestRecorder)
#include "tst_recorder.moc"
