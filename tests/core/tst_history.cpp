// History and time travel: every change kept with its time, origin and
// images; GetItem, Query and Scan as of any past time return exactly what they returned then;
// rewind drops the future; verify replays the history; the wall clock plays no part.
#include "engine/engine.h"
#include "engine/history.h"
#include "engine/tablekeys.h"
#include "formatthree.h"
#include "testworkspace.h"
#include "workspacedump.h"

#include <QJsonArray>
#include <QTest>
#include <QtEndian>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

constexpr qint64 kT0 = 1'792'496'917'000; // 2026-10-20, the seed's lesson 30 run

Item key(const QString &pk, const QString &sk)
{
    return {{u"PK"_s, AttributeValue::string(pk)}, {u"SK"_s, AttributeValue::string(sk)}};
}

// A Users table created at kT0 with the clock then at kT0.
void startAtT0(TestWorkspace &ws)
{
    QVERIFY(ws.workspace().engine().setClock(kT0));
    ws.ok(u"CreateTable"_s, kUsersTable);
}

void advance(TestWorkspace &ws, qint64 ms)
{
    Engine &engine = ws.workspace().engine();
    QVERIFY(engine.advanceClock(engine.nowMs() + ms));
}

// Rewrites a closed workspace of the current format as format 1 kept it (history.h,
// historyupgrade.cpp): its keys as format 3 stored them, every version in `versions`, the heads
// without stamps, every change in the log; with `keepHistory` false, as a workspace from before
// the history (no log, no versions).
void downgrade(const QString &dir, bool keepHistory)
{
    storeAsFormat3(dir);
    auto env = storage::Env::open(dir, storage::EnvOptions{});
    auto txn = storage::Txn::beginWrite(*env);
    const auto open = [&](const char *name) { return *storage::Dbi::open(*txn, name); };
    const storage::Dbi meta = open("meta"), items = open("items"), versions = open("versions"),
                       log = open("log"), stats = open("stats");
    const auto entriesOf = [&](storage::Dbi dbi) {
        QList<std::pair<QByteArray, QByteArray>> out;
        auto c = *storage::Cursor::open(*txn, dbi);
        for (auto found = c.first(); *found; found = c.next())
            out.emplaceBack(c.key().toByteArray(), c.value().toByteArray());
        return out;
    };
    // Heads lose their stamps, which move into the keys of versions.
    for (const auto &[itemKey, head] : entriesOf(items)) {
        const auto stamp = history::headStamp(head);
        QVERIFY(storage::put(*txn, items, itemKey, head.sliced(history::kStampSize)));
        QVERIFY(storage::put(*txn, versions,
                             history::versionKey(itemKey, stamp->timeMs, stamp->seq),
                             head.sliced(history::kStampSize - 1)));
    }
    // The log: time seq → 0x00 origin itemKey for every version, 0x01 before a table's change.
    QList<std::pair<QByteArray, QByteArray>> logged;
    for (const auto &[key, value] : entriesOf(versions)) {
        const auto v = history::decodeVersion(key, value.first(1));
        QByteArray seq(8, 0);
        qToBigEndian<quint64>(quint64(v->seq), seq.data());
        logged.emplaceBack(history::encodeTime(v->timeMs) + seq,
                           QByteArray(1, 0x00) + char(v->origin) +
                               key.chopped(history::kVersionSuffix));
    }
    for (const auto &[key, value] : entriesOf(log))
        logged.emplaceBack(key, QByteArray(1, 0x01) + value);
    for (const auto &[key, value] : std::as_const(logged))
        QVERIFY(storage::put(*txn, log, key, value));
    if (!keepHistory)
        for (auto dbi : {log, versions})
            QVERIFY(mdb_drop(txn->handle(), dbi.id, 0) == 0);
    QVERIFY(storage::del(*txn, meta, "format"));
    QVERIFY(storage::del(*txn, stats, statsKeyBytes(0, 0)));
    QVERIFY(txn->commit());
}

Result<QJsonObject> callAsOf(TestWorkspace &ws, const QString &action, const QJsonObject &request,
                             qint64 asOfMs)
{
    return ws.workspace().api().call(action, request, CallOptions{asOfMs});
}

} // namespace

class TestHistory : public QObject
{
    Q_OBJECT

private slots:
    void everyChangeIsKeptWithTimeOriginAndImages()
    {
        TestWorkspace ws;
        startAtT0(ws);
        QVERIFY(ws.putUser(u"u1"_s, u"A"_s, {{u"v"_s, u"1"_s}}));
        advance(ws, 1000);
        QVERIFY(ws.putUser(u"u1"_s, u"A"_s, {{u"v"_s, u"2"_s}}));
        advance(ws, 1000);
        QVERIFY(ws.putUser(u"u1"_s, u"A"_s, {{u"v"_s, u"2"_s}})); // changes nothing: no entry
        ws.ok(u"DeleteItem"_s, R"({"TableName":"Users","Key":{"PK":{"S":"u1"},"SK":{"S":"A"}}})");

        auto history = ws.workspace().engine().itemHistory(u"Users"_s, key(u"u1"_s, u"A"_s));
        QVERIFY(history);
        QCOMPARE(history->size(), 3);
        const Change &created = history->at(0), &updated = history->at(1),
                     &deleted = history->at(2);
        QCOMPARE(created.timeMs, kT0);
        QVERIFY(!created.oldImage);
        QCOMPARE(created.newImage->at(u"v"_s), AttributeValue::string(u"1"_s));
        QCOMPARE(updated.timeMs, kT0 + 1000);
        QCOMPARE(updated.oldImage->at(u"v"_s), AttributeValue::string(u"1"_s));
        QCOMPARE(updated.newImage->at(u"v"_s), AttributeValue::string(u"2"_s));
        QCOMPARE(deleted.timeMs, kT0 + 2000);
        QCOMPARE(deleted.oldImage->at(u"v"_s), AttributeValue::string(u"2"_s));
        QVERIFY(!deleted.newImage);
        for (const Change &c : *history) {
            QCOMPARE(c.origin, Origin::User);
            QCOMPARE(c.key, key(u"u1"_s, u"A"_s));
        }
        QVERIFY(created.seq < updated.seq && updated.seq < deleted.seq);

        QCOMPARE(ws.workspace().engine().verify(), QStringList());
    }

    // Record each read's response as the head moves, then ask for the past: the same bytes.
    void readsAsOfReturnWhatTheyReturnedThen()
    {
        TestWorkspace ws;
        startAtT0(ws);
        const QList<std::pair<QString, QJsonObject>> reads = {
            {u"GetItem"_s, json(R"({"TableName":"Users","Key":{"PK":{"S":"u1"},"SK":{"S":"B"}},
                                    "ReturnConsumedCapacity":"TOTAL"})")},
            {u"Query"_s, json(R"({"TableName":"Users","KeyConditionExpression":"PK = :p",
                                  "ExpressionAttributeValues":{":p":{"S":"u1"}},
                                  "ReturnConsumedCapacity":"INDEXES"})")},
            {u"Query"_s, json(R"({"TableName":"Users","KeyConditionExpression":"PK = :p",
                                  "ExpressionAttributeValues":{":p":{"S":"u1"}},"Limit":2,
                                  "ScanIndexForward":false})")},
            {u"Query"_s, json(R"({"TableName":"Users","IndexName":"GSI1",
                                  "KeyConditionExpression":"GSI1PK = :g",
                                  "ExpressionAttributeValues":{":g":{"S":"open"}}})")},
            {u"Query"_s, json(R"({"TableName":"Users","IndexName":"ByN",
                                  "KeyConditionExpression":"PK = :p AND n > :z",
                                  "ExpressionAttributeValues":{":p":{"S":"u1"},":z":{"N":"0"}},
                                  "Select":"ALL_ATTRIBUTES"})")},
            {u"Scan"_s, json(R"({"TableName":"Users","ReturnConsumedCapacity":"TOTAL"})")},
            {u"Scan"_s, json(R"({"TableName":"Users","Limit":2,
                                 "ExclusiveStartKey":{"PK":{"S":"u1"},"SK":{"S":"A"}}})")},
            {u"Scan"_s, json(R"({"TableName":"Users","IndexName":"ByStatus","Select":"COUNT"})")},
        };
        const QList<QJsonObject> steps = {
            json(R"({"PK":{"S":"u1"},"SK":{"S":"A"},"n":{"N":"1"},"status":{"S":"new"}})"),
            json(R"({"PK":{"S":"u1"},"SK":{"S":"B"},"n":{"N":"2"},"GSI1PK":{"S":"open"}})"),
            json(R"({"PK":{"S":"u1"},"SK":{"S":"B"},"n":{"N":"3"},"status":{"S":"done"}})"),
            json(R"({"PK":{"S":"u1"},"SK":{"S":"C"},"n":{"N":"4"},"GSI1PK":{"S":"open"}})"),
            json(R"({"PK":{"S":"u2"},"SK":{"S":"A"},"n":{"N":"5"},"status":{"S":"new"}})"),
        };
        QList<std::pair<qint64, QList<QJsonObject>>> recorded;
        const auto recordAll = [&] {
            QList<QJsonObject> responses;
            for (const auto &[action, request] : reads)
                responses << ws.call(action, request).value_or(QJsonObject{{u"error"_s, 1}});
            recorded.emplaceBack(ws.workspace().engine().nowMs(), responses);
        };
        recordAll(); // the empty table
        for (const auto &item : steps) {
            advance(ws, 60'000);
            QVERIFY(ws.call(u"PutItem"_s,
                            QJsonObject{{u"TableName"_s, u"Users"_s}, {u"Item"_s, item}}));
            recordAll();
            advance(ws, 30'000);
        }
        ws.ok(u"DeleteItem"_s, R"({"TableName":"Users","Key":{"PK":{"S":"u1"},"SK":{"S":"A"}}})");
        advance(ws, 1000);

        for (const auto &[atMs, responses] : std::as_const(recorded)) {
            for (qsizetype i = 0; i < reads.size(); ++i) {
                auto past = callAsOf(ws, reads[i].first, reads[i].second, atMs);
                QVERIFY2(past, qPrintable(past ? QString() : past.error().message));
                QCOMPARE(compact(*past), compact(responses[i]));
                // A moment later (before the next change) reads the same.
                auto later = callAsOf(ws, reads[i].first, reads[i].second, atMs + 10'000);
                QCOMPARE(compact(*later), compact(responses[i]));
            }
        }
        // Before the table's first item: nothing.
        auto empty = callAsOf(ws, u"Scan"_s, json(R"({"TableName":"Users"})"), kT0);
        QCOMPARE(empty->value(u"Count"_s).toInt(), 0);
    }

    void writesAsOfAreRefused()
    {
        TestWorkspace ws;
        startAtT0(ws);
        auto put =
            callAsOf(ws, u"PutItem"_s,
                     json(R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"b"}}})"), kT0);
        QVERIFY(!put);
        QCOMPARE(put.error().message,
                 u"PutItem cannot run as of a past time: only GetItem, Query, Scan and "
                 u"DescribePartitionKeys read history"_s);
        QVERIFY(ws.ok(u"Scan"_s, R"({"TableName":"Users"})").value(u"Items"_s).toArray().isEmpty());
    }

    void rewindDropsTheFuture()
    {
        TestWorkspace ws;
        startAtT0(ws);
        QVERIFY(ws.putUser(u"u1"_s, u"A"_s, {{u"GSI1PK"_s, u"g"_s}}));
        advance(ws, 60'000);
        const qint64 then = ws.workspace().engine().nowMs();
        const QByteArray scanThen = compact(ws.ok(u"Scan"_s, R"({"TableName":"Users"})"));
        advance(ws, 60'000);
        QVERIFY(ws.putUser(u"u1"_s, u"A"_s, {{u"v"_s, u"changed"_s}})); // leaves GSI1
        QVERIFY(ws.putUser(u"u1"_s, u"B"_s, {{u"GSI1PK"_s, u"g"_s}}));
        ws.ok(u"UpdateTable"_s, R"({"TableName":"Users",
            "AttributeDefinitions":[{"AttributeName":"kind","AttributeType":"S"}],
            "GlobalSecondaryIndexUpdates":[{"Create":{"IndexName":"ByKind",
              "KeySchema":[{"AttributeName":"kind","KeyType":"HASH"}],
              "Projection":{"ProjectionType":"ALL"}}}]})");
        ws.ok(u"CreateTable"_s, R"({"TableName":"Later","BillingMode":"PAY_PER_REQUEST",
            "KeySchema":[{"AttributeName":"id","KeyType":"HASH"}],
            "AttributeDefinitions":[{"AttributeName":"id","AttributeType":"S"}]})");
        advance(ws, 60'000);

        Engine &engine = ws.workspace().engine();
        auto future = engine.rewind(engine.nowMs() + 1);
        QVERIFY(!future);
        QVERIFY(engine.rewind(then));
        QCOMPARE(engine.nowMs(), then);
        QCOMPARE(compact(ws.ok(u"Scan"_s, R"({"TableName":"Users"})")), scanThen);
        const auto gsi = ws.ok(u"Query"_s, R"({"TableName":"Users","IndexName":"GSI1",
            "KeyConditionExpression":"GSI1PK = :g","ExpressionAttributeValues":{":g":{"S":"g"}}})");
        QCOMPARE(gsi.value(u"Count"_s).toInt(), 1);
        QVERIFY(!engine.table(u"Later"_s));
        QVERIFY(!engine.table(u"Users"_s)->index(u"ByKind"));
        QCOMPARE(engine.verify(), QStringList());
        QCOMPARE(engine.itemHistory(u"Users"_s, key(u"u1"_s, u"A"_s))->size(), 1);
        // The dropped future is gone for good: new writes continue from `then`.
        QVERIFY(ws.putUser(u"u9"_s, u"Z"_s));
        QCOMPARE(engine.verify(), QStringList());

        // Rewinding over a DeleteTable brings the table back, items and indexes.
        const qint64 beforeDelete = engine.nowMs();
        advance(ws, 1000);
        ws.ok(u"DeleteTable"_s, R"({"TableName":"Users"})");
        QVERIFY(!engine.table(u"Users"_s));
        QVERIFY(engine.rewind(beforeDelete));
        QCOMPARE(ws.ok(u"Scan"_s, R"({"TableName":"Users"})").value(u"Count"_s).toInt(), 2);
        QCOMPARE(engine.verify(), QStringList());
        ws.close();
        QCOMPARE(dumpWorkspace(ws.path()).contains("# versions"), true);
    }

    // Each item goes back to its own version then: one changed back to the same value, one
    // created since, one deleted since, and all of them after their table was deleted.
    void rewindPutsBackEachItemAsItWas()
    {
        TestWorkspace ws;
        startAtT0(ws);
        Engine &engine = ws.workspace().engine();
        QVERIFY(ws.putUser(u"a"_s, u"1"_s, {{u"v"_s, u"1"_s}, {u"GSI1PK"_s, u"g"_s}}));
        QVERIFY(ws.putUser(u"d"_s, u"1"_s, {{u"GSI1PK"_s, u"g"_s}}));
        advance(ws, 1000);
        const qint64 then = engine.nowMs();
        const QByteArray scanThen = compact(ws.ok(u"Scan"_s, R"({"TableName":"Users"})"));
        advance(ws, 1000);
        QVERIFY(ws.putUser(u"a"_s, u"1"_s, {{u"v"_s, u"2"_s}}));
        advance(ws, 1000);
        QVERIFY(ws.putUser(u"a"_s, u"1"_s, {{u"v"_s, u"1"_s}, {u"GSI1PK"_s, u"g"_s}}));
        QVERIFY(ws.putUser(u"c"_s, u"1"_s));
        ws.ok(u"DeleteItem"_s, R"({"TableName":"Users","Key":{"PK":{"S":"d"},"SK":{"S":"1"}}})");
        advance(ws, 1000);
        ws.ok(u"DeleteTable"_s, R"({"TableName":"Users"})");

        QVERIFY(engine.rewind(then));
        QCOMPARE(compact(ws.ok(u"Scan"_s, R"({"TableName":"Users"})")), scanThen);
        QCOMPARE(engine.itemHistory(u"Users"_s, key(u"a"_s, u"1"_s))->size(), 1);
        QCOMPARE(engine.itemHistory(u"Users"_s, key(u"c"_s, u"1"_s))->size(), 0);
        QCOMPARE(engine.itemHistory(u"Users"_s, key(u"d"_s, u"1"_s))->size(), 1);
        const auto gsi = ws.ok(u"Query"_s, R"({"TableName":"Users","IndexName":"GSI1",
            "KeyConditionExpression":"GSI1PK = :g","ExpressionAttributeValues":{":g":{"S":"g"}}})");
        QCOMPARE(gsi.value(u"Count"_s).toInt(), 2);
        QCOMPARE(engine.verify(), QStringList());
    }

    void theClockMovesForwardOnlyOnceThereIsHistory()
    {
        TestWorkspace ws;
        Engine &engine = ws.workspace().engine();
        QVERIFY(engine.setClock(kT0)); // no history yet: anywhere
        QVERIFY(engine.setClock(kT0 - 86'400'000));
        QCOMPARE(engine.nowMs(), kT0 - 86'400'000);
        ws.ok(u"CreateTable"_s, kUsersTable);
        QVERIFY(engine.hasHistory());
        auto back = engine.setClock(kT0 - 86'400'001);
        QVERIFY(!back);
        QCOMPARE(back.error().message,
                 u"The workspace has history: the clock only moves back with rewind"_s);
        auto backwards = engine.advanceClock(kT0 - 86'400'001);
        QVERIFY(!backwards);
        QVERIFY(engine.setClock(kT0));
        QCOMPARE(engine.nowMs(), kT0);
        // Every write is stamped with the clock.
        QVERIFY(ws.putUser(u"u1"_s, u"A"_s));
        QCOMPARE(engine.itemHistory(u"Users"_s, key(u"u1"_s, u"A"_s))->at(0).timeMs, kT0);
        // The clock is stored with the workspace.
        const QString dir = ws.path();
        ws.close();
        auto reopened = Workspace::open(dir);
        QVERIFY(reopened);
        QCOMPARE((*reopened)->engine().nowMs(), kT0);
    }

    // The engine reads the wall clock only through the function it is given, once, for a new
    // workspace: with different "wall clocks" the same steps give the same bytes.
    void theWallClockDoesNotMatter()
    {
        QByteArray dumps[2];
        for (int run = 0; run < 2; ++run) {
            QTemporaryDir dir;
            {
                auto engine = Engine::open(dir.path(), EngineOptions{},
                                           [run] { return run == 0 ? qint64(0) : kT0 * 2; });
                QVERIFY(engine);
                Api api(**engine);
                QVERIFY((*engine)->setClock(kT0));
                QVERIFY(api.call(u"CreateTable"_s, json(kUsersTable)));
                QVERIFY(api.call(u"PutItem"_s, json(R"({"TableName":"Users",
                    "Item":{"PK":{"S":"a"},"SK":{"S":"b"},"GSI1PK":{"S":"g"}}})")));
                QVERIFY((*engine)->advanceClock(kT0 + 3'600'000));
                QVERIFY(api.call(u"DeleteItem"_s, json(R"({"TableName":"Users",
                    "Key":{"PK":{"S":"a"},"SK":{"S":"b"}}})")));
            }
            dumps[run] = dumpWorkspace(dir.path());
        }
        QCOMPARE(dumps[0], dumps[1]);
    }

    // Format 1 (every version in `versions`, every change in the log) opens as format 2 with
    // the same history: upgrading a downgraded workspace gives back the very same bytes.
    void aFormatOneWorkspaceIsUpgradedOnOpen()
    {
        TestWorkspace ws;
        startAtT0(ws);
        QVERIFY(ws.putUser(u"u1"_s, u"A"_s, {{u"GSI1PK"_s, u"g"_s}}));
        advance(ws, 1000);
        QVERIFY(ws.putUser(u"u1"_s, u"A"_s, {{u"v"_s, u"2"_s}}));
        QVERIFY(ws.putUser(u"u2"_s, u"B"_s));
        advance(ws, 1000);
        ws.ok(u"DeleteItem"_s, R"({"TableName":"Users","Key":{"PK":{"S":"u2"},"SK":{"S":"B"}}})");
        ws.ok(u"UpdateTimeToLive"_s, R"({"TableName":"Users",
            "TimeToLiveSpecification":{"Enabled":true,"AttributeName":"expiresAt"}})");
        const QString dir = ws.path();
        ws.close();
        const QByteArray format2 = dumpWorkspace(dir);
        downgrade(dir, true);
        QVERIFY(dumpWorkspace(dir) != format2);

        auto reopened = Workspace::open(dir);
        QVERIFY(reopened);
        QCOMPARE((*reopened)->engine().verify(), QStringList());
        QCOMPARE((*reopened)->engine().itemHistory(u"Users"_s, key(u"u1"_s, u"A"_s))->size(), 2);
        reopened->reset();
        QCOMPARE(dumpWorkspace(dir), format2);
    }

    // A workspace made before the history existed gets its tables and items as first entries.
    void anOlderWorkspaceStartsItsHistoryOnOpen()
    {
        TestWorkspace ws;
        startAtT0(ws);
        QVERIFY(ws.putUser(u"u1"_s, u"A"_s, {{u"GSI1PK"_s, u"g"_s}}));
        const QString dir = ws.path();
        ws.close();
        downgrade(dir, false);
        auto reopened = Workspace::open(dir);
        QVERIFY(reopened);
        Engine &engine = (*reopened)->engine();
        QCOMPARE(engine.verify(), QStringList());
        auto history = engine.itemHistory(u"Users"_s, key(u"u1"_s, u"A"_s));
        QCOMPARE(history->size(), 1);
        QCOMPARE(history->at(0).timeMs, kT0);
        QVERIFY(engine.hasHistory());
    }

    // A newer format is refused, not misread.
    void aNewerWorkspaceIsRefused()
    {
        TestWorkspace ws;
        const QString dir = ws.path();
        ws.close();
        {
            auto env = storage::Env::open(dir, storage::EnvOptions{});
            auto txn = storage::Txn::beginWrite(*env);
            auto meta = storage::Dbi::open(*txn, "meta");
            QVERIFY(storage::put(*txn, *meta, "format", QByteArray("\x05\0\0\0", 4)));
            QVERIFY(txn->commit());
        }
        auto reopened = Workspace::open(dir);
        QVERIFY(!reopened);
        QVERIFY(reopened.error().message.contains(u"written by a newer Lifecycle Workbench"_s));
    }

    void verifyFindsAHistoryThatDisagrees_data()
    {
        QTest::addColumn<QString>("tamper");
        QTest::addColumn<QString>("problem");
        QTest::newRow("a deletion after a deletion")
            << u"drop-middle-version"_s << u"deletes an item that was not there"_s;
        QTest::newRow("no head, no deletion")
            << u"drop-head"_s << u"exists in the history but not in the table"_s;
        QTest::newRow("a number never given") << u"renumber"_s << u"was never given"_s;
    }

    void verifyFindsAHistoryThatDisagrees()
    {
        QFETCH(QString, tamper);
        QFETCH(QString, problem);
        TestWorkspace ws;
        startAtT0(ws);
        for (int i = 0; i < 2; ++i) { // versions, newest first: deleted, v1, deleted, v0
            QVERIFY(ws.putUser(u"u1"_s, u"A"_s, {{u"v"_s, QString::number(i)}}));
            advance(ws, 1000);
            ws.ok(u"DeleteItem"_s,
                  R"({"TableName":"Users","Key":{"PK":{"S":"u1"},"SK":{"S":"A"}}})");
        }
        QVERIFY(ws.putUser(u"u9"_s, u"B"_s)); // the only head, with a version
        QVERIFY(ws.putUser(u"u9"_s, u"B"_s, {{u"v"_s, u"2"_s}}));
        QCOMPARE(ws.workspace().engine().verify(), QStringList());
        const QString dir = ws.path();
        ws.close();
        {
            auto env = storage::Env::open(dir, storage::EnvOptions{});
            auto txn = storage::Txn::beginWrite(*env);
            auto versions = storage::Dbi::open(*txn, "versions");
            auto items = storage::Dbi::open(*txn, "items");
            auto cursor = storage::Cursor::open(*txn, tamper == u"drop-head" ? *items : *versions);
            QVERIFY(*cursor->first());
            if (tamper == u"drop-middle-version")
                QVERIFY(*cursor->next());
            if (tamper == u"renumber") {
                const auto v = history::decodeVersion(cursor->key(), cursor->value());
                const QByteArray value = cursor->value().toByteArray();
                const QByteArray itemKey =
                    cursor->key().chopped(history::kVersionSuffix).toByteArray();
                QVERIFY(cursor->erase());
                QVERIFY(storage::put(*txn, *versions, history::versionKey(itemKey, v->timeMs, 99),
                                     value));
            } else {
                QVERIFY(cursor->erase());
            }
            *cursor = storage::Cursor();
            QVERIFY(txn->commit());
        }
        auto reopened = Workspace::open(dir);
        const QStringList problems = (*reopened)->engine().verify();
        QVERIFY2(problems.join(u'\n').contains(problem), qPrintable(problems.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestHistory)
#include "tst_history.moc"
